// Throttles counted in the database (rate_limit_events), so every API replica sees the same counts. Events older
// than a day count for nothing; they are pruned hourly, outside any request, so a request's statements stay exact.
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Db } from '../database/db.service.js';
import type { SqlBigint } from '../database/sql-types.js';
import { KeyedQueue } from './keyed-queue.js';

const PRUNE_EVERY_MS = 60 * 60 * 1000;

@Injectable()
export class RateLimitService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('RateLimit');
  private timer: NodeJS.Timeout | null = null;
  /** take() for one bucket and key, one at a time in this process (see KeyedQueue). */
  private readonly queue = new KeyedQueue();

  constructor(@Inject(Db) private readonly db: Db) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.prune().catch((err) => this.logger.warn(`No se pudieron depurar los registros de límites: ${err instanceof Error ? err.message : err}`));
    }, PRUNE_EVERY_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Deletes events older than any window (a day); answers how many went. */
  async prune(): Promise<number> {
    const rows = await this.db.query<{ n: number }>(
      `WITH gone AS (DELETE FROM rate_limit_events WHERE created_at < now() - interval '1 day' RETURNING 1) SELECT count(*)::int AS n FROM gone`,
    );
    return rows[0]?.n ?? 0;
  }

  /**
   * The number of a bucket's events for a key within a window, as a scalar subquery for another module's own
   * statement: the login reads its two throttle counts and the user in one statement (two statements per login in
   * all, test/statement-budget.e2e-spec.ts), and this keeps the table's columns known to this service alone.
   * The key and window are the caller's placeholders ('$2'); the bucket is a constant of the code.
   */
  recentCountSql(bucket: string, keyParam: string, windowSecondsParam: string): string {
    if (!/^[a-z][a-z-]*$/.test(bucket) || !/^\$\d+$/.test(keyParam) || !/^\$\d+$/.test(windowSecondsParam)) {
      throw new Error(`recentCountSql: invalid bucket or placeholder (${bucket}, ${keyParam}, ${windowSecondsParam})`);
    }
    return `(SELECT count(*) FROM rate_limit_events WHERE bucket = '${bucket}' AND key = ${keyParam} AND created_at > now() - make_interval(secs => ${windowSecondsParam}))`;
  }

  /** A DELETE of a bucket's events for a key, for another module's own statement (a CTE), like recentCountSql. */
  clearSql(bucket: string, keyParam: string): string {
    if (!/^[a-z][a-z-]*$/.test(bucket) || !/^\$\d+$/.test(keyParam)) throw new Error(`clearSql: invalid bucket or placeholder (${bucket}, ${keyParam})`);
    return `DELETE FROM rate_limit_events WHERE bucket = '${bucket}' AND key = ${keyParam}`;
  }

  /** Records an event unless `max` already happened in the window; false when the limit is reached. One statement. */
  take(bucket: string, key: string, windowSeconds: number, max: number): Promise<boolean> {
    // Inside a transaction (an idempotent create, src/idempotency) the event is only seen by others once it commits:
    // a lock held to the commit makes the next take wait for it. Not the queue: on PGlite the transaction holds the
    // one connection, and a take ahead in the queue that waits for it would wait forever.
    if (this.db.inTransaction) return this.db.execute(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`${bucket}\n${key}`]).then(() => this.takeNow(bucket, key, windowSeconds, max));
    return this.queue.run(`${bucket}\n${key}`, () => this.takeNow(bucket, key, windowSeconds, max));
  }

  private async takeNow(bucket: string, key: string, windowSeconds: number, max: number): Promise<boolean> {
    const row = await this.db.one<{ taken: SqlBigint }>(
      `WITH recent AS (
         SELECT count(*) AS n FROM rate_limit_events WHERE bucket = $1 AND key = $2 AND created_at > now() - make_interval(secs => $3)
       ), ins AS (
         INSERT INTO rate_limit_events (bucket, key) SELECT $1, $2 FROM recent WHERE n < $4 RETURNING 1
       )
       SELECT count(*) AS taken FROM ins`,
      [bucket, key, windowSeconds, max],
    );
    return Number(row?.taken ?? 0) > 0;
  }

  async record(bucket: string, key: string): Promise<void> {
    await this.recordAll([[bucket, key]]);
  }

  /** Several events in one statement. */
  async recordAll(events: [bucket: string, key: string][]): Promise<void> {
    const params = events.flat();
    await this.db.execute(`INSERT INTO rate_limit_events (bucket, key) VALUES ${events.map((_, i) => `($${2 * i + 1}, $${2 * i + 2})`).join(', ')}`, params);
  }

  async clear(bucket: string, key: string): Promise<void> {
    await this.db.execute(`DELETE FROM rate_limit_events WHERE bucket = $1 AND key = $2`, [bucket, key]);
  }
}
