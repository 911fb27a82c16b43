// The one TypeORM DataSource: PostgreSQL through pg when DATABASE_URL is set, else PGlite under DATA_DIR/pglite.
// `synchronize` is never on: the schema comes from the migrations. cli-data-source.ts serves the typeorm CLI.
import { join } from 'node:path';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { PGliteDriver } from 'typeorm-pglite';
import type { AppConfig } from '../config/config.js';
import { MIGRATIONS } from './migrations/index.js';

// A DATE column is a calendar day: both drivers hand it back as its text 'YYYY-MM-DD'. Their default builds a Date
// at the process's local midnight (pg) or UTC's (PGlite), which read back as the day before in a zone east of UTC.
const DATE_OID = 1082;
const dateAsText = (v: string) => v;
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === DATE_OID ? dateAsText : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

export function dataSourceOptions(config: AppConfig): DataSourceOptions {
  const common = {
    type: 'postgres' as const,
    entities: [],
    migrations: MIGRATIONS,
    migrationsRun: false,
    migrationsTableName: 'migrations',
    synchronize: false,
    logging: false,
  };
  if (config.databaseUrl) {
    return {
      ...common,
      url: config.databaseUrl,
      schema: config.pgSchema,
      extra: {
        max: 10,
        connectionTimeoutMillis: 5000,
        types: pgTypes,
        ...(config.pgSchema ? { options: `-c search_path=${config.pgSchema}` } : {}),
      },
    };
  }
  const dataDir = config.pgliteInMemory ? undefined : join(config.dataDir, 'pglite');
  // The searches' extensions (migration AccentFreeSearch) and btree_gist (migration Visits: no overlapping visits per
  // agent): PGlite ships them as contrib bundles, loaded on creation. typeorm-pglite hands these options to
  // PGlite.create as they are.
  const extensions = { unaccent, pg_trgm, btree_gist };
  const parsers = { [DATE_OID]: dateAsText };
  return { ...common, driver: new PGliteDriver(dataDir ? { dataDir, extensions, parsers } : { extensions, parsers }).driver } as DataSourceOptions;
}

export function createDataSource(config: AppConfig): DataSource {
  return new DataSource(dataSourceOptions(config));
}
