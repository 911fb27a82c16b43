// An invoice may come from a valuation (its fee): origen 'tasacion', origen_id the valuation's id.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InvoiceValuationOrigin1764530000000 implements MigrationInterface {
  name = 'InvoiceValuationOrigin1764530000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE invoices DROP CONSTRAINT IF EXISTS invoices_origen_check`);
    await q.query(`ALTER TABLE invoices ADD CONSTRAINT invoices_origen_check CHECK (origen IN ('liquidacion', 'operacion', 'tasacion'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE invoices SET origen = NULL, origen_id = NULL WHERE origen = 'tasacion'`);
    await q.query(`ALTER TABLE invoices DROP CONSTRAINT IF EXISTS invoices_origen_check`);
    await q.query(`ALTER TABLE invoices ADD CONSTRAINT invoices_origen_check CHECK (origen IN ('liquidacion', 'operacion'))`);
  }
}
