// Operations that can be corrected: an annulled operation is kept with who annulled it, when and why, and left out of
// every total (metrics, reports and their lists read `anulada_en IS NULL`); the agency's commission is kept as given
// (a percentage of the amount, or a fixed amount). Who closed it (cerrada_por) is the operation's agent and may be
// set to another member of staff. An edit bumps `version` (UPDATE … WHERE version) so a stale edit is refused.
// The metrics index is rebuilt over the operations that count.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OperationCorrections1764310000000 implements MigrationInterface {
  name = 'OperationCorrections1764310000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE operations
      ADD COLUMN anulada_en timestamptz NULL,
      ADD COLUMN anulada_por uuid NULL REFERENCES users(id) ON DELETE SET NULL,
      ADD COLUMN anulada_por_nombre text NOT NULL DEFAULT '',
      ADD COLUMN motivo_anulacion text NOT NULL DEFAULT '',
      ADD COLUMN comision_tipo varchar(12) NULL CHECK (comision_tipo IN ('porcentaje', 'monto')),
      ADD COLUMN comision_valor numeric(14,2) NULL,
      ADD CONSTRAINT ck_operations_comision CHECK ((comision_tipo IS NULL) = (comision_valor IS NULL))`);
    await q.query(`DROP INDEX IF EXISTS idx_operations_metricas`);
    await q.query(`CREATE INDEX idx_operations_metricas ON operations (moneda, operacion) INCLUDE (monto_dinero) WHERE anulada_en IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS idx_operations_metricas`);
    await q.query(`CREATE INDEX idx_operations_metricas ON operations (moneda, operacion) INCLUDE (monto_dinero)`);
    await q.query(`ALTER TABLE operations DROP CONSTRAINT IF EXISTS ck_operations_comision,
      DROP COLUMN IF EXISTS comision_valor, DROP COLUMN IF EXISTS comision_tipo, DROP COLUMN IF EXISTS motivo_anulacion,
      DROP COLUMN IF EXISTS anulada_por_nombre, DROP COLUMN IF EXISTS anulada_por, DROP COLUMN IF EXISTS anulada_en`);
  }
}
