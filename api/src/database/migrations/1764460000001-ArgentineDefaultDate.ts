// An operation stored without a date is dated on Argentina's calendar, never on the database session's (CURRENT_DATE
// runs a day ahead from 21:00 to midnight in Argentina when the server keeps UTC). The API always sends the date; this
// default covers rows written by hand.
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { HOY_ARGENTINA_SQL } from '@inmo/contracts';

export class ArgentineDefaultDate1764460000001 implements MigrationInterface {
  name = 'ArgentineDefaultDate1764460000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE operations ALTER COLUMN fecha_concretada SET DEFAULT ${HOY_ARGENTINA_SQL}`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE operations ALTER COLUMN fecha_concretada SET DEFAULT CURRENT_DATE`);
  }
}
