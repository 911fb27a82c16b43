// Consultas as a workflow: each reply sent from the inbox (its WhatsApp or e-mail link) is logged — who (their id and
// the name they had then), when, by which channel — and the enquiry is marked answered in the same transaction.
// A client may be an interested person without a DNI (one made from an enquiry): a blank DNI ('') is stored as is and
// left out of the one-client-per-DNI index; the DNI is asked for when the client enters an operation.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EnquiryReplies1764311000000 implements MigrationInterface {
  name = 'EnquiryReplies1764311000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE enquiry_replies (
      id bigserial PRIMARY KEY,
      enquiry_id uuid NOT NULL REFERENCES contact_enquiries(id) ON DELETE CASCADE,
      user_id uuid NULL REFERENCES users(id) ON DELETE SET NULL,
      user_nombre text NOT NULL DEFAULT '',
      canal text NOT NULL CHECK (canal IN ('whatsapp', 'email')),
      fecha timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE INDEX idx_enquiry_replies_enquiry ON enquiry_replies (enquiry_id, fecha)`);
    await q.query(`DROP INDEX IF EXISTS uq_clients_dni`);
    await q.query(`CREATE UNIQUE INDEX uq_clients_dni ON clients (dni) WHERE NOT dni_repetido AND dni <> ''`);
  }

  async down(q: QueryRunner): Promise<void> {
    // Clients without a DNI would collide under the old index: all but the oldest are marked as repeated, as the
    // migration that made the index did with shared DNIs.
    await q.query(`UPDATE clients SET dni_repetido = true WHERE dni = '' AND id <> (SELECT id FROM clients WHERE dni = '' ORDER BY created_at, id LIMIT 1)`);
    await q.query(`DROP INDEX IF EXISTS uq_clients_dni`);
    await q.query(`CREATE UNIQUE INDEX uq_clients_dni ON clients (dni) WHERE NOT dni_repetido`);
    await q.query(`DROP TABLE IF EXISTS enquiry_replies`);
  }
}
