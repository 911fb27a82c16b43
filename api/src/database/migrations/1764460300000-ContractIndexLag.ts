// Each contract's lag of a monthly price or wage index (IPC, CVS): the adjustment compares the values of the month one
// or two before each period's month. Contracts recorded before keep two, the rule they were computed with.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ContractIndexLag1764460300000 implements MigrationInterface {
  name = 'ContractIndexLag1764460300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE rental_contracts ADD COLUMN rezago_meses smallint NOT NULL DEFAULT 2 CHECK (rezago_meses IN (1, 2))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE rental_contracts DROP COLUMN rezago_meses`);
  }
}
