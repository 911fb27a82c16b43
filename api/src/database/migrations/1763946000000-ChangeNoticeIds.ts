// The notices of properties and property_images name the properties a statement changed: each
// process keeps every property's JSON for the catalogue's pages (properties/property-fragments.ts), and a write now
// drops only its own properties' JSON, not every one's. The payload is `table:id,id,…` with the property ids
// (property_images: their property_id); past MAX_IDS properties, or for a TRUNCATE, it is the table's name alone
// (anything may have changed), as before. A statement that changed no row announces nothing.
// Statement-level triggers with transition tables: one notice per statement, whatever its size. PostgreSQL allows one
// event per trigger with transition tables, hence three triggers a table.
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** 100 ids of 36 characters and their commas: ≈ 3.7 KB, under NOTIFY's 8,000-byte payload. */
const MAX_IDS = 100;

const TABLES = [
  { table: 'properties', column: 'id' },
  { table: 'property_images', column: 'property_id' },
] as const;

const EVENTS = [
  { event: 'INSERT', referencing: 'NEW TABLE AS new_rows' },
  { event: 'UPDATE', referencing: 'OLD TABLE AS old_rows NEW TABLE AS new_rows' },
  { event: 'DELETE', referencing: 'OLD TABLE AS old_rows' },
] as const;

export class ChangeNoticeIds1763946000000 implements MigrationInterface {
  name = 'ChangeNoticeIds1763946000000';

  async up(q: QueryRunner): Promise<void> {
    for (const { table, column } of TABLES) {
      const rows = (from: string) => `SELECT ${column} AS id FROM ${from}`;
      await q.query(`
        CREATE FUNCTION inmo_notify_${table}() RETURNS trigger LANGUAGE plpgsql AS $$
        DECLARE
          n integer;
          ids text;
        BEGIN
          IF TG_OP = 'INSERT' THEN
            SELECT count(*), string_agg(id::text, ',') INTO n, ids FROM (SELECT DISTINCT id FROM (${rows('new_rows')}) c LIMIT ${MAX_IDS + 1}) s;
          ELSIF TG_OP = 'DELETE' THEN
            SELECT count(*), string_agg(id::text, ',') INTO n, ids FROM (SELECT DISTINCT id FROM (${rows('old_rows')}) c LIMIT ${MAX_IDS + 1}) s;
          ELSE
            SELECT count(*), string_agg(id::text, ',') INTO n, ids FROM (SELECT DISTINCT id FROM (${rows('old_rows')} UNION ${rows('new_rows')}) c LIMIT ${MAX_IDS + 1}) s;
          END IF;
          IF n > ${MAX_IDS} THEN
            PERFORM pg_notify('inmo_changes', TG_TABLE_NAME);
          ELSIF n > 0 THEN
            PERFORM pg_notify('inmo_changes', TG_TABLE_NAME || ':' || ids);
          END IF;
          RETURN NULL;
        END
        $$`);
      await q.query(`DROP TRIGGER ${table}_changes ON ${table}`);
      for (const { event, referencing } of EVENTS) {
        await q.query(
          `CREATE TRIGGER ${table}_${event.toLowerCase()}_changes AFTER ${event} ON ${table} REFERENCING ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION inmo_notify_${table}()`,
        );
      }
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const { table } of TABLES) {
      for (const { event } of EVENTS) await q.query(`DROP TRIGGER ${table}_${event.toLowerCase()}_changes ON ${table}`);
      await q.query(`CREATE TRIGGER ${table}_changes AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION inmo_notify_change()`);
      await q.query(`DROP FUNCTION inmo_notify_${table}()`);
    }
  }
}
