// Provides the Db (DataSource + transactions) to every domain module; runs migrations at start and closes the
// connection (PGlite included) on shutdown. An embedded PGlite under DATA_DIR gets its backup door first
// (embedded-backup.ts): it also keeps a second API off the same directory.
import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, DEFAULT_QUERY_TIMEOUT_MS, type AppConfig } from '../config/config.js';
import { createDataSource } from './data-source-options.js';
import { Db } from './db.service.js';
import { EmbeddedBackup } from './embedded-backup.js';

@Global()
@Module({
  providers: [
    {
      provide: EmbeddedBackup,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => (config.databaseUrl || config.pgliteInMemory ? EmbeddedBackup.none() : EmbeddedBackup.open(config.dataDir)),
    },
    {
      provide: Db,
      inject: [APP_CONFIG, EmbeddedBackup],
      useFactory: async (config: AppConfig, backup: EmbeddedBackup) => {
        const dataSource = createDataSource(config);
        if (config.pgSchema && config.databaseUrl) {
          // Tests isolate themselves in their own schema; create it before TypeORM looks for its migrations table.
          const { default: pg } = await import('pg');
          const client = new pg.Client({ connectionString: config.databaseUrl });
          await client.connect();
          await client.query(`CREATE SCHEMA IF NOT EXISTS "${config.pgSchema}"`);
          await client.end();
        }
        await dataSource.initialize();
        if (config.databaseUrl) {
          // Several replicas may start together: one migrates while the others wait on this lock.
          const lock = dataSource.createQueryRunner();
          await lock.connect();
          try {
            await lock.query('SELECT pg_advisory_lock(774410)');
            await dataSource.runMigrations({ transaction: 'all' });
          } finally {
            await lock.query('SELECT pg_advisory_unlock(774410)').catch(() => undefined);
            await lock.release();
          }
        } else {
          await dataSource.runMigrations({ transaction: 'all' });
        }
        const db = new Db(dataSource, !config.databaseUrl, config.databaseUrl ? (config.databaseQueryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS) : 0);
        backup.serve(db);
        return db;
      },
    },
  ],
  exports: [Db],
})
export class DatabaseModule implements OnApplicationShutdown {
  private readonly logger = new Logger('Database');
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(EmbeddedBackup) private readonly backup: EmbeddedBackup,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.backup.close().catch((err) => this.logger.error(String(err)));
    if (this.db.dataSource.isInitialized) {
      await this.db.dataSource.destroy().catch((err) => this.logger.error(String(err)));
    }
  }
}
