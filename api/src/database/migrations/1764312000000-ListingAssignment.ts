// Roles that fit the work: a listing may be assigned to a member of staff (properties.asignado_a; a removed user
// leaves it unassigned). An agente edits the listings assigned to them and those they created (read from the
// listing's 'crear' line in change_history, the record of who created it), or every listing when the agency allows it
// (agency_settings.datos.agentesEditanTodas).
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ListingAssignment1764312000000 implements MigrationInterface {
  name = 'ListingAssignment1764312000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE properties ADD COLUMN asignado_a uuid NULL REFERENCES users(id) ON DELETE SET NULL`);
    await q.query(`CREATE INDEX idx_properties_asignado ON properties (asignado_a) WHERE asignado_a IS NOT NULL`);
    // 'Mis propiedades' reads who created each listing from its history.
    await q.query(`CREATE INDEX idx_change_history_creador ON change_history (user_id, entidad) WHERE accion = 'crear'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS idx_change_history_creador`);
    await q.query(`DROP INDEX IF EXISTS idx_properties_asignado`);
    await q.query(`ALTER TABLE properties DROP COLUMN IF EXISTS asignado_a`);
  }
}
