// The migration AccentFreeSearch on PostgreSQL (a private cluster, so the database starts without the extensions):
// extensions are per database, the API may run in any schema (config.pgSchema; the API tests use one schema per
// file in one database), and several schemas may migrate at the same moment — here without the API's start-up
// lock, as the typeorm CLI runs them. Without the migration's own lock, CREATE EXTENSION IF NOT EXISTS fails on
// the catalog's unique index in all but one of them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { loadConfig } from '../src/config/config.js';
import { dataSourceOptions } from '../src/database/data-source-options.js';
import { MIGRATIONS } from '../src/database/migrations/index.js';
import { AccentFreeSearch1763840000000 } from '../src/database/migrations/1763840000000-AccentFreeSearch.js';
import { JWT_SECRET } from './helpers.js';
import { startCluster, type PgCluster } from './pg-cluster.js';

const SCHEMAS = ['inmo_a', 'inmo_b', 'inmo_c', 'inmo_d'];

describe('the search migration on PostgreSQL', () => {
  let cluster: PgCluster;
  let dataDir: string;
  let sql: pg.Client;
  const sources: DataSource[] = [];

  beforeAll(async () => {
    cluster = await startCluster();
    await cluster.createDatabase('inmo');
    dataDir = mkdtempSync(join(tmpdir(), 'inmo-search-migration-'));
    sql = new pg.Client({ connectionString: cluster.url('inmo') });
    await sql.connect();
  });
  afterAll(async () => {
    for (const s of sources) if (s.isInitialized) await s.destroy();
    await sql?.end();
    cluster?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const fold = async (schema: string, text: string) =>
    (await sql.query(`SELECT lower("${schema}".inmo_unaccent($1)) AS f`, [text])).rows[0].f as string;

  it('four schemas migrate at once; the extensions land once, in public; each schema gets its own wrapper', async () => {
    for (const schema of SCHEMAS) {
      await sql.query(`CREATE SCHEMA "${schema}"`);
      const config = loadConfig({ DATABASE_URL: cluster.url('inmo'), DATA_DIR: dataDir, NODE_ENV: 'test' }, { jwtSecret: JWT_SECRET, logger: false, pgSchema: schema });
      sources.push(new DataSource(dataSourceOptions(config)));
    }
    const results = await Promise.allSettled(sources.map(async (s) => {
      await s.initialize();
      await s.runMigrations({ transaction: 'all' });
    }));
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(SCHEMAS.map(() => 'ok'));
    const ext = await sql.query(`SELECT extname, extnamespace::regnamespace::text AS schema FROM pg_extension WHERE extname <> 'plpgsql' ORDER BY 1`);
    expect(ext.rows).toEqual([{ extname: 'btree_gist', schema: 'public' }, { extname: 'pg_trgm', schema: 'public' }, { extname: 'unaccent', schema: 'public' }]);
    for (const schema of SCHEMAS) expect(await fold(schema, 'Galpón GONZÁLEZ Núñez José')).toBe('galpon gonzalez nunez jose');
  });

  it('the wrapper and the indexes need no search_path (pg_dump and pg_restore run with an empty one)', async () => {
    await sql.query(`SET search_path = ''`);
    try {
      expect(await fold('inmo_b', 'Camión')).toBe('camion');
      await sql.query(`INSERT INTO inmo_b.clients (nombre, apellido, dni, telefono) VALUES ('Íñigo', 'Ñáñez', '1', '1')`);
      await sql.query(`REINDEX INDEX inmo_b.idx_clients_busqueda_texto`);
      await sql.query(`REINDEX INDEX inmo_b.idx_properties_busqueda`);
      const { rows } = await sql.query(`SELECT apellido FROM inmo_b.clients WHERE busqueda_texto LIKE '%inigo nanez%'`);
      expect(rows).toEqual([{ apellido: 'Ñáñez' }]);
      // The Spanish configuration, with its accents off, reached by its schema's name alone.
      const ts = await sql.query(`SELECT to_tsvector('inmo_b.inmo_es', 'Galpones en Núñez')::text AS v`);
      expect(ts.rows[0].v).toBe("'galpon':1 'nunez':3");
    } finally {
      await sql.query(`RESET search_path`);
    }
  });

  it('dropping one schema (as a test run does when it ends) leaves the extensions to the others', async () => {
    await sql.query(`DROP SCHEMA inmo_a CASCADE`);
    expect((await sql.query(`SELECT count(*)::int AS n FROM pg_extension WHERE extname IN ('unaccent', 'pg_trgm')`)).rows[0].n).toBe(2);
    expect(await fold('inmo_c', 'ÁÉÍÓÚ')).toBe('aeiou');
  });

  it('reverts (indexes and wrapper gone, the shared extensions kept) and migrates again', async () => {
    const s = sources[3]!;
    // Back to before AccentFreeSearch: the later migrations first, then it.
    for (let i = MIGRATIONS.length; i > MIGRATIONS.indexOf(AccentFreeSearch1763840000000); i--) await s.undoLastMigration({ transaction: 'all' });
    const left = await sql.query(`SELECT count(*)::int AS n FROM pg_indexes WHERE schemaname = 'inmo_d' AND indexname LIKE 'idx_%_busqueda%'`);
    expect(left.rows[0].n).toBe(0);
    expect((await sql.query(`SELECT to_regprocedure('inmo_d.inmo_unaccent(text)') AS f`)).rows[0].f).toBeNull();
    expect((await sql.query(`SELECT count(*)::int AS n FROM pg_extension WHERE extname IN ('unaccent', 'pg_trgm')`)).rows[0].n).toBe(2);
    await s.runMigrations({ transaction: 'all' });
    expect(await fold('inmo_d', 'Pergamino, Luján')).toBe('pergamino, lujan');
  });
});
