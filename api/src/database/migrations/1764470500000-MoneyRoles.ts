// The index tables and the charges under the admins' hand:
// - change_history keeps the history of an index series too (entidad 'indice', entidad_id the index's name: 'ICL'),
//   so entidad_id is text; every other entity's id is still a uuid written as text. 'visita' is allowed as well: a
//   visit's edits are in the history.
// - a charge is voided, never deleted: anulado_en, anulado_motivo and anulado_por keep when, why and who.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MoneyRoles1764470500000 implements MigrationInterface {
  name = 'MoneyRoles1764470500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE change_history ALTER COLUMN entidad_id TYPE text USING entidad_id::text`);
    await q.query(`ALTER TABLE change_history DROP CONSTRAINT change_history_entidad_check`);
    await q.query(`ALTER TABLE change_history ADD CONSTRAINT change_history_entidad_check CHECK (entidad IN ('propiedad', 'cliente', 'operacion', 'usuario', 'contrato', 'tasacion', 'visita', 'indice'))`);
    await q.query(`ALTER TABLE rental_charges ADD COLUMN anulado_en timestamptz NULL, ADD COLUMN anulado_motivo text NOT NULL DEFAULT '', ADD COLUMN anulado_por text NOT NULL DEFAULT ''`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE rental_charges DROP COLUMN anulado_en, DROP COLUMN anulado_motivo, DROP COLUMN anulado_por`);
    await q.query(`DELETE FROM change_history WHERE entidad IN ('indice', 'visita')`);
    await q.query(`ALTER TABLE change_history DROP CONSTRAINT change_history_entidad_check`);
    await q.query(`ALTER TABLE change_history ADD CONSTRAINT change_history_entidad_check CHECK (entidad IN ('propiedad', 'cliente', 'operacion', 'usuario', 'contrato', 'tasacion'))`);
    await q.query(`ALTER TABLE change_history ALTER COLUMN entidad_id TYPE uuid USING entidad_id::uuid`);
  }
}
