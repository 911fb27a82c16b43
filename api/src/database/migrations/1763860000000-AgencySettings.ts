// The agency's own details ('Datos de la inmobiliaria'): one row, its document checked by contracts'
// inmobiliariaSchema on every write. Its writes announce themselves like the catalogue's (ChangeNotifications): the
// public pages read it through the reply cache, which a change must empty on every replica.
// An enquiry may name the property it is about (a listing's 'Consultar por esta propiedad'); deleting a property
// for good leaves its enquiries, without the link.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AgencySettings1763860000000 implements MigrationInterface {
  name = 'AgencySettings1763860000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE agency_settings (
      id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
      datos jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE TRIGGER agency_settings_changes AFTER INSERT OR UPDATE OR DELETE ON agency_settings FOR EACH STATEMENT EXECUTE FUNCTION inmo_notify_change()`);
    await q.query(`CREATE TRIGGER agency_settings_truncated AFTER TRUNCATE ON agency_settings FOR EACH STATEMENT EXECUTE FUNCTION inmo_notify_change()`);
    await q.query(`ALTER TABLE contact_enquiries ADD COLUMN propiedad_id uuid REFERENCES properties(id) ON DELETE SET NULL`);
    await q.query(`CREATE INDEX idx_contact_property ON contact_enquiries (propiedad_id) WHERE propiedad_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS idx_contact_property`);
    await q.query(`ALTER TABLE contact_enquiries DROP COLUMN IF EXISTS propiedad_id`);
    await q.query(`DROP TABLE IF EXISTS agency_settings`);
  }
}
