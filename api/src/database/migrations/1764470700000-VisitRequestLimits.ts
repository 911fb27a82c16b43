// Visitors' requests expire: a 'pendiente' visit nobody confirmed within 48 hours becomes 'vencida' and frees its turn
// (partial index for the sweep); at most two wait per phone or e-mail. A client's 'Mi búsqueda' link, once revoked by staff, stays revoked until staff make
// a new one: busqueda_revocada keeps alerts from making another. Visits have a history (entidad 'visita').
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Rewrites change_history's list of entities from the one in force, plus or minus one: migrations of other modules
 * that add their own entity keep theirs, whatever order they run in.
 */
export async function alterHistoryEntities(q: QueryRunner, change: { add?: string; remove?: string }): Promise<void> {
  const rows: { def: string }[] = await q.query(
    `SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = 'change_history_entidad_check' AND conrelid = 'change_history'::regclass`,
  );
  const current = [...(rows[0]?.def ?? '').matchAll(/'([a-z_]+)'/g)].map((m) => m[1]!);
  const next = [...new Set([...current.filter((e) => e !== change.remove), ...(change.add ? [change.add] : [])])];
  await q.query(`ALTER TABLE change_history DROP CONSTRAINT IF EXISTS change_history_entidad_check`);
  await q.query(`ALTER TABLE change_history ADD CONSTRAINT change_history_entidad_check CHECK (entidad IN (${next.map((e) => `'${e}'`).join(', ')}))`);
}

export class VisitRequestLimits1764470700000 implements MigrationInterface {
  name = 'VisitRequestLimits1764470700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE visits DROP CONSTRAINT IF EXISTS visits_estado_check`);
    await q.query(`ALTER TABLE visits ADD CONSTRAINT ck_visits_estado CHECK (estado IN ('pendiente', 'programada', 'realizada', 'cancelada', 'ausente', 'vencida'))`);
    await q.query(`CREATE INDEX idx_visits_pendientes ON visits (created_at) WHERE estado = 'pendiente'`);
    // A request's phone in E.164, so that '02346 15-400000' and '+54 9 2346 400000' count as one visitor.
    await q.query(`ALTER TABLE visits ADD COLUMN visitante_telefono_e164 varchar(20) NULL`);
    await q.query(`ALTER TABLE clients ADD COLUMN busqueda_revocada boolean NOT NULL DEFAULT false`);
    await alterHistoryEntities(q, { add: 'visita' });
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM change_history WHERE entidad = 'visita'`);
    await alterHistoryEntities(q, { remove: 'visita' });
    await q.query(`ALTER TABLE clients DROP COLUMN busqueda_revocada`);
    await q.query(`DROP INDEX IF EXISTS idx_visits_pendientes`);
    await q.query(`ALTER TABLE visits DROP COLUMN visitante_telefono_e164`);
    await q.query(`UPDATE visits SET estado = 'cancelada' WHERE estado = 'vencida'`);
    await q.query(`ALTER TABLE visits DROP CONSTRAINT ck_visits_estado`);
    await q.query(`ALTER TABLE visits ADD CONSTRAINT visits_estado_check CHECK (estado IN ('pendiente', 'programada', 'realizada', 'cancelada', 'ausente'))`);
  }
}
