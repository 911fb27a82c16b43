// Searches that forgive accents and case (src/database/text-search.ts): 'galpon' finds 'Galpón', 'GONZALEZ' finds
// 'González'. A search compares lower(inmo_unaccent(column)) with the folded pattern, and each folded column
// has a trigram GIN index (pg_trgm), which serves `LIKE '%…%'`, so a search stays an index lookup at 100,000 rows.
//
// - Extensions are per database, not per schema: they go to `public` (or stay wherever they already are), so the
//   API tests on PostgreSQL, each in its own schema of one database, share them and dropping a test's schema leaves
//   them alone. `IF NOT EXISTS` alone still races (two sessions both see none, one fails on the catalog's unique
//   index): a transaction-scoped advisory lock makes concurrent migrations of different schemas take turns.
//   PGlite has them as contrib bundles, loaded when it is created (data-source-options.ts).
// - unaccent() is only STABLE (its dictionary is looked up by name at run time), so it cannot appear in an index.
//   The wrapper names the dictionary by its schema-qualified name and is declared IMMUTABLE: nothing in it depends
//   on search_path, so the index is the same whatever schema the API runs in, and pg_dump/pg_restore (which run
//   with an empty search_path) can rebuild it.
// - The indexed expressions must be written exactly as the searches write them (the planner matches them as
//   written); test/search.e2e-spec.ts proves every search's plan can use its indexes.
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Any number: only this migration takes it. Not the start-up lock (774410), which another session holds meanwhile. */
const EXTENSIONS_LOCK = 774411;

/** [index name, table, text expression]: the expressions of the services' searches (columns unqualified). */
const INDEXES: Array<[string, string, string]> = [
  ['idx_properties_busqueda_titulo', 'properties', 'titulo'],
  ['idx_properties_busqueda_calle', 'properties', 'calle'],
  ['idx_properties_busqueda_localidad', 'properties', 'localidad'],
  ['idx_clients_busqueda_nombre', 'clients', `nombre || ' ' || apellido`],
  ['idx_clients_busqueda_dni', 'clients', 'dni'],
  ['idx_operations_busqueda_propiedad', 'operations', 'propiedad_titulo'],
  ['idx_operations_busqueda_oferente', 'operations', `oferente_nombre || ' ' || oferente_apellido`],
  ['idx_operations_busqueda_receptor', 'operations', `receptor_nombre || ' ' || receptor_apellido`],
  ['idx_contact_enquiries_busqueda', 'contact_enquiries', `nombre || ' ' || email || ' ' || asunto || ' ' || mensaje`],
];

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

export class AccentFreeSearch1763840000000 implements MigrationInterface {
  name = 'AccentFreeSearch1763840000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`SELECT pg_advisory_xact_lock(${EXTENSIONS_LOCK})`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public`);
    const rows: Array<{ extname: string; nspname: string }> = await q.query(
      `SELECT e.extname, n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname IN ('unaccent', 'pg_trgm')`,
    );
    const schemaOf = (ext: string) => ident(rows.find((r) => r.extname === ext)!.nspname);
    const unaccent = schemaOf('unaccent');
    const dictionary = `${unaccent}.unaccent`.replace(/'/g, "''");
    await q.query(
      `CREATE FUNCTION inmo_unaccent(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
       AS $$ SELECT ${unaccent}.unaccent('${dictionary}'::regdictionary, $1) $$`,
    );
    const trgm = schemaOf('pg_trgm');
    for (const [name, table, expr] of INDEXES) {
      await q.query(`CREATE INDEX ${name} ON ${table} USING gin (lower(inmo_unaccent(${expr})) ${trgm}.gin_trgm_ops)`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [name] of INDEXES) await q.query(`DROP INDEX IF EXISTS ${name}`);
    await q.query(`DROP FUNCTION IF EXISTS inmo_unaccent(text)`);
    // The extensions stay: other schemas of the database may use them.
  }
}
