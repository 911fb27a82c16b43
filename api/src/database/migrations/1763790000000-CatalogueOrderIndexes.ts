// Indexes in the catalogues' exact order (fecha DESC NULLS LAST, created_at DESC, id), so a page of 9 out of
// 100,000 properties is read from the index instead of sorting every matching row. The first schema's indexes
// had NULLS FIRST (the DESC default) and no id, which the planner could not use for this ORDER BY.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CatalogueOrderIndexes1763790000000 implements MigrationInterface {
  name = 'CatalogueOrderIndexes1763790000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS idx_properties_catalogo`);
    await q.query(`DROP INDEX IF EXISTS idx_properties_admin`);
    await q.query(
      `CREATE INDEX idx_properties_catalogo ON properties (fecha_publicacion DESC NULLS LAST, created_at DESC, id) WHERE deleted_at IS NULL AND visible`,
    );
    await q.query(`CREATE INDEX idx_properties_admin ON properties (fecha_publicacion DESC NULLS LAST, created_at DESC, id) WHERE deleted_at IS NULL`);
    // The dashboard's aggregates read these narrow indexes (index-only scans) instead of every wide row.
    await q.query(`CREATE INDEX idx_properties_metricas ON properties (operacion, visible) WHERE deleted_at IS NULL`);
    await q.query(`CREATE INDEX idx_operations_metricas ON operations (moneda, operacion) INCLUDE (monto_dinero)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS idx_properties_metricas`);
    await q.query(`DROP INDEX IF EXISTS idx_operations_metricas`);
    await q.query(`DROP INDEX IF EXISTS idx_properties_catalogo`);
    await q.query(`DROP INDEX IF EXISTS idx_properties_admin`);
    await q.query(`CREATE INDEX idx_properties_catalogo ON properties (fecha_publicacion DESC, created_at DESC) WHERE deleted_at IS NULL AND visible`);
    await q.query(`CREATE INDEX idx_properties_admin ON properties (created_at DESC) WHERE deleted_at IS NULL`);
  }
}
