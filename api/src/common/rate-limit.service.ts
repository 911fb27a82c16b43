// Throttles counted in the database (rate_limit_events), so every API replica sees the same counts.
import { Inject, Injectable } from '@nestjs/common';
import { Db } from '../database/db.service.js';

@Injectable()
export class RateLimitService {
  constructor(@Inject(Db) private readonly db: Db) {}

  /** Records an event unless `max` already happened in the window; false when the limit is reached. One statement. */
  async take(bucket: string, key: string, windowSeconds: number, max: number): Promise<boolean> {
    const row = await this.db.one<{ taken: string }>(
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
    await this.db.query(`INSERT INTO rate_limit_events (bucket, key) VALUES ${events.map((_, i) => `($${2 * i + 1}, $${2 * i + 2})`).join(', ')}`, params);
    // Old events are useless: prune now and then, cheaply.
    if (Math.random() < 0.05) await this.db.query(`DELETE FROM rate_limit_events WHERE created_at < now() - interval '1 day'`);
  }

  async clear(bucket: string, key: string): Promise<void> {
    await this.db.query(`DELETE FROM rate_limit_events WHERE bucket = $1 AND key = $2`, [bucket, key]);
  }
}
