// Closed months (src/closings owns closed_months): a row per month closed, with when and by whom; reopening deletes
// it. change_history keeps the history of a month too (entidad 'mes', entidad_id 'YYYY-MM'): its closes and reopens.
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { alterHistoryEntities } from './1764470700000-VisitRequestLimits.js';

export class ClosedMonths1764520000000 implements MigrationInterface {
  name = 'ClosedMonths1764520000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE closed_months (
      periodo char(7) PRIMARY KEY CHECK (periodo ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
      cerrado_en timestamptz NOT NULL DEFAULT now(),
      cerrado_por varchar(200) NOT NULL)`);
    await alterHistoryEntities(q, { add: 'mes' });
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM change_history WHERE entidad = 'mes'`);
    await alterHistoryEntities(q, { remove: 'mes' });
    await q.query(`DROP TABLE IF EXISTS closed_months`);
  }
}
