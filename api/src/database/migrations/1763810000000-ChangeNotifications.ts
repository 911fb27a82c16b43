// Every write to the tables the public catalogue and the dashboard read from announces itself on the
// `inmo_changes` channel (statement-level triggers, so a 100-row UPDATE is one notice, delivered at commit).
// Each API process listens and drops its cached replies (src/cache): replicas stay exact without a shared cache,
// and writes made outside the API (a restore, an SQL console) invalidate them too.
import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLES = ['properties', 'property_images', 'operations'];

export class ChangeNotifications1763810000000 implements MigrationInterface {
  name = 'ChangeNotifications1763810000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION inmo_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('inmo_changes', TG_TABLE_NAME);
        RETURN NULL;
      END
      $$`);
    for (const t of TABLES) {
      await q.query(`CREATE TRIGGER ${t}_changes AFTER INSERT OR UPDATE OR DELETE ON ${t} FOR EACH STATEMENT EXECUTE FUNCTION inmo_notify_change()`);
      await q.query(`CREATE TRIGGER ${t}_truncated AFTER TRUNCATE ON ${t} FOR EACH STATEMENT EXECUTE FUNCTION inmo_notify_change()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of TABLES) {
      await q.query(`DROP TRIGGER IF EXISTS ${t}_changes ON ${t}`);
      await q.query(`DROP TRIGGER IF EXISTS ${t}_truncated ON ${t}`);
    }
    await q.query(`DROP FUNCTION IF EXISTS inmo_notify_change()`);
  }
}
