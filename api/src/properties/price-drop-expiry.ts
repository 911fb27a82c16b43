// 'Bajó de precio' ends DIAS_BAJO_DE_PRECIO days after the drop, with no write to announce it: the cached public
// replies (src/cache) and the kept JSON of the property (property-fragments.ts) would keep the badge until the next
// change. This wakes up when the next badge ends and announces the properties whose badge ended since it last looked
// (a change-feed bump naming them, as their write's notice would). It looks again at least hourly, so a drop made
// since is known long before its 30 days end. One light statement per check, one more when a badge ends.
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { ChangeFeed, NOTICE_MAX_IDS } from '../cache/change-feed.js';
import { Db } from '../database/db.service.js';
import { BAJO_DE_PRECIO_SQL, DIAS_BAJO_DE_PRECIO } from './property-row.js';

const MAX_WAIT_MS = 60 * 60 * 1000;
/** Past the end by this much, so the database's clock agrees that it has ended. */
const MARGIN_MS = 1000;

@Injectable()
export class PriceDropExpiry implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('PriceDrops');
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  /** The database's clock at the last check: badges that ended after it have not been announced. */
  private checkedAt: Date | null = null;

  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(ChangeFeed) private readonly feed: ChangeFeed,
  ) {}

  onApplicationBootstrap(): void {
    void this.check();
  }

  onModuleDestroy(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Finds when the next badge ends and waits for it (or an hour); answers the wait in ms. */
  async check(): Promise<number> {
    let wait = MAX_WAIT_MS;
    let due = false;
    try {
      const row = await this.db.one<{ ms: string | number | null; now: Date }>(
        `SELECT extract(epoch FROM min(precio_bajo_en) + interval '${DIAS_BAJO_DE_PRECIO} days' - now()) * 1000 AS ms, now() AS now
         FROM properties p WHERE ${BAJO_DE_PRECIO_SQL}`,
      );
      this.checkedAt = row ? new Date(row.now) : null;
      const ms = row?.ms === null || row?.ms === undefined ? null : Number(row.ms);
      if (ms !== null && Number.isFinite(ms) && ms + MARGIN_MS <= MAX_WAIT_MS) {
        wait = Math.max(0, ms) + MARGIN_MS;
        due = true;
      }
    } catch (err) {
      if (this.closed) return 0;
      this.logger.warn(`No se pudo revisar el fin de 'Bajó de precio': ${err instanceof Error ? err.message : err}`);
      wait = 60 * 1000;
    }
    if (this.closed) return 0;
    if (this.timer) clearTimeout(this.timer);
    const since = this.checkedAt;
    this.timer = setTimeout(async () => {
      if (due) await this.announce(since);
      void this.check();
    }, wait);
    this.timer.unref();
    return wait;
  }

  /** A bump naming the properties whose badge ended after `since` (past NOTICE_MAX_IDS of them, or unknown: none named). */
  private async announce(since: Date | null): Promise<void> {
    let ids: string[] | undefined;
    try {
      if (since) {
        const rows = await this.db.query<{ id: string }>(
          `SELECT p.id FROM properties p
           WHERE p.precio_bajo_en + interval '${DIAS_BAJO_DE_PRECIO} days' > $1 AND NOT coalesce(${BAJO_DE_PRECIO_SQL}, false)
           LIMIT ${NOTICE_MAX_IDS + 1}`,
          [since],
        );
        if (rows.length <= NOTICE_MAX_IDS) ids = rows.map((r) => String(r.id));
      }
    } catch {
      // Which ones is unknown: every property's cached JSON goes.
    }
    if (ids?.length === 0) return;
    this.feed.bump('properties', ids);
  }
}
