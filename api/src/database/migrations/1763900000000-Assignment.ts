// Assignment: an enquiry and a client may be assigned to a member of staff, and an operation
// keeps who recorded (closed) it. A removed user leaves enquiries and clients unassigned (SET NULL); an operation's
// closer is history, so a user who closed operations cannot be deleted outright (deactivate instead). Operations
// recorded before this migration have no closer (null). Partial indexes serve the lists' 'Mis consultas' /
// 'Mis clientes' filters and the per-user figures of the dashboard and Reportes, without weighing on the
// unassigned rows.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Assignment1763900000000 implements MigrationInterface {
  name = 'Assignment1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE contact_enquiries ADD COLUMN asignado_a uuid NULL REFERENCES users(id) ON DELETE SET NULL`);
    await q.query(`ALTER TABLE clients ADD COLUMN asignado_a uuid NULL REFERENCES users(id) ON DELETE SET NULL`);
    await q.query(`ALTER TABLE operations ADD COLUMN cerrada_por uuid NULL REFERENCES users(id)`);
    await q.query(`CREATE INDEX idx_contact_asignado ON contact_enquiries (asignado_a, created_at DESC) WHERE asignado_a IS NOT NULL`);
    await q.query(`CREATE INDEX idx_clients_asignado ON clients (asignado_a, created_at DESC) WHERE asignado_a IS NOT NULL`);
    await q.query(`CREATE INDEX idx_operations_cerrada_por ON operations (cerrada_por, fecha_concretada DESC) WHERE cerrada_por IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS idx_operations_cerrada_por`);
    await q.query(`DROP INDEX IF EXISTS idx_clients_asignado`);
    await q.query(`DROP INDEX IF EXISTS idx_contact_asignado`);
    await q.query(`ALTER TABLE operations DROP COLUMN IF EXISTS cerrada_por`);
    await q.query(`ALTER TABLE clients DROP COLUMN IF EXISTS asignado_a`);
    await q.query(`ALTER TABLE contact_enquiries DROP COLUMN IF EXISTS asignado_a`);
  }
}
