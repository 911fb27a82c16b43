// Throttles counted in the database (rate_limit_events), so every API replica sees the same counts.
import { Inject, Injectable } from '@nestjs/common';
import { Db } from '../database/db.service.js';

@Injectable()
export class RateLimitService {
  constructor(@Inject(Db) private readonly db: Db) {}

  /** How many events of this bucket+key happened in the last `windowSeconds`. */
  async count(bucket: string, key: string, windowSeconds: number): Promise<number> {
    const row = await this.db.one<{ n: string }>(
      `SELECT count(*) AS n FROM rate_limit_events WHERE bucket = $1 AND key = $2 AND created_at > now() - make_interval(secs => $3)`,
      [bucket, key, windowSeconds],
    );
    return Number(row?.n ?? 0);
  }

  async record(bucket: string, key: string): Promise<void> {
    await this.db.query(`INSERT INTO rate_limit_events (bucket, key) VALUES ($1, $2)`, [bucket, key]);
    // Old events are useless: prune now and then, cheaply.
    if (Math.random() < 0.05) await this.db.query(`DELETE FROM rate_limit_events WHERE created_at < now() - interval '1 day'`);
  }

  async clear(bucket: string, key: string): Promise<void> {
    await this.db.query(`DELETE FROM rate_limit_events WHERE bucket = $1 AND key = $2`, [bucket, key]);
  }
}
