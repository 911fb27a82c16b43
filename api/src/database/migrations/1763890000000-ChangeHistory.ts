// Who changed what. Every create, edit, delete (to the Papelera) and restore of a property, client
// and operation writes one change_history row in the transaction of the write itself (src/history): the user's id
// and the name they had then (the name stays when the user is later renamed or removed), the time, and the fields
// that changed, old → new, in the contract's names. Read newest first per entity (the index).
// properties.precio_bajo_en: when an edit last lowered the price in the same currency (null after a rise or a change
// of currency). The public card and page show 'Bajó de precio' for 30 days from it, without reading the history.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ChangeHistory1763890000000 implements MigrationInterface {
  name = 'ChangeHistory1763890000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE change_history (
      id bigserial PRIMARY KEY,
      entidad text NOT NULL CHECK (entidad IN ('propiedad', 'cliente', 'operacion')),
      entidad_id uuid NOT NULL,
      accion text NOT NULL CHECK (accion IN ('crear', 'editar', 'eliminar', 'restaurar')),
      user_id uuid NULL REFERENCES users(id) ON DELETE SET NULL,
      user_nombre text NOT NULL DEFAULT '',
      fecha timestamptz NOT NULL DEFAULT now(),
      cambios jsonb NOT NULL DEFAULT '[]')`);
    await q.query(`CREATE INDEX idx_change_history_entity ON change_history (entidad, entidad_id, fecha DESC, id DESC)`);
    await q.query(`ALTER TABLE properties ADD COLUMN precio_bajo_en timestamptz`);
    // When the next badge ends (properties/price-drop-expiry.ts): only the few recent drops are in it.
    await q.query(`CREATE INDEX idx_properties_precio_bajo ON properties (precio_bajo_en) WHERE precio_bajo_en IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS idx_properties_precio_bajo`);
    await q.query(`ALTER TABLE properties DROP COLUMN IF EXISTS precio_bajo_en`);
    await q.query(`DROP TABLE IF EXISTS change_history`);
  }
}
