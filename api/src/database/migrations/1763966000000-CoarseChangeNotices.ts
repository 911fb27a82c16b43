// Change notices name only the table that changed (`inmo_changes`, payload: the table's name): every API process
// empties its one reply cache on any notice (cache/reply-cache.ts), so which rows changed is of no use. One
// statement-level trigger per table and event set, as migration ChangeNotifications wrote them.
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { ChangeNoticeIds1763946000000 } from './1763946000000-ChangeNoticeIds.js';

const TABLES = ['properties', 'property_images'] as const;
const EVENTS = ['insert', 'update', 'delete'] as const;

export class CoarseChangeNotices1763966000000 implements MigrationInterface {
  name = 'CoarseChangeNotices1763966000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      for (const event of EVENTS) await q.query(`DROP TRIGGER ${table}_${event}_changes ON ${table}`);
      await q.query(`DROP FUNCTION inmo_notify_${table}()`);
      await q.query(`CREATE TRIGGER ${table}_changes AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION inmo_notify_change()`);
    }
  }

  /** Back to notices that name their rows: ChangeNoticeIds' own statements. */
  async down(q: QueryRunner): Promise<void> {
    await new ChangeNoticeIds1763946000000().up(q);
  }
}
