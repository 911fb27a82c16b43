// The keys of Idempotency-Key (table idempotency_keys, migration IdempotencyKeys): claimed by the create's own
// transaction, its first statement, and completed with the create's reply in that transaction, so a key commits with
// its row or not at all. A twin request (the same key while the first runs, on any replica) waits on the unique index
// for the first's transaction to end: committed, it replays the reply; rolled back — the create failed, or its process
// died and PostgreSQL ended its session — it runs itself, at once. Keys older than a day count for nothing and are
// swept hourly.
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { createHash, randomUUID } from 'node:crypto';
import { Db } from '../database/db.service.js';

/** How long a key answers with the first reply. */
export const KEY_TTL_SECONDS = 24 * 60 * 60;
/** The longest a twin request waits for the first's transaction (PostgreSQL's lock_timeout); past it, a 409. */
export const TWIN_WAIT_MS = 5000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

export interface KeyRef {
  caller: string;
  route: string;
  key: string;
  bodyHash: string;
}

export type Begin =
  | { kind: 'run'; id: string; claim: string }
  | { kind: 'replay'; status: number; reply: string }
  | { kind: 'mismatch' }
  | { kind: 'in-flight' };

/** What a request's data is, for telling a retry from another use of the same key: its path and its body. */
export function bodyHash(url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${url}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');
}

@Injectable()
export class IdempotencyService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Idempotency');
  private timer: NodeJS.Timeout | null = null;

  constructor(@Inject(Db) private readonly db: Db) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.sweep().catch((err) => this.logger.warn(`No se pudieron depurar las claves de idempotencia: ${err instanceof Error ? err.message : err}`));
    }, SWEEP_EVERY_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /**
   * Claims the key for this request, or says what the key already holds; run inside the create's transaction (the
   * claim is that transaction's: see the header). A key past its day is claimed anew. A twin still running past
   * TWIN_WAIT_MS: 'in-flight'.
   */
  async begin(ref: KeyRef): Promise<Begin> {
    // The wait bounded for the claim alone (within the statement's own timeout); the create's statements after it
    // wait as they would without a key.
    if (this.db.serialized) return this.claim(ref);
    await this.db.execute(`SET LOCAL lock_timeout = ${Math.min(TWIN_WAIT_MS, Math.floor((this.db.queryTimeoutMs || 2 * TWIN_WAIT_MS) / 2))}`);
    let begun: Begin;
    try {
      begun = await this.claim(ref);
    } catch (err) {
      const e = err as { code?: string; driverError?: { code?: string } };
      if ((e.driverError?.code ?? e.code) === '55P03') return { kind: 'in-flight' };
      throw err;
    }
    await this.db.execute('SET LOCAL lock_timeout TO DEFAULT');
    return begun;
  }

  private async claim(ref: KeyRef): Promise<Begin> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const claim = randomUUID();
      const mine = await this.db.one<{ id: string }>(
        `INSERT INTO idempotency_keys (caller, route, key, body_hash, claim) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (caller, route, key) DO UPDATE
           SET body_hash = EXCLUDED.body_hash, claim = EXCLUDED.claim, claimed_at = now(), created_at = now(), status = NULL, reply = NULL
           WHERE idempotency_keys.created_at < now() - make_interval(secs => $6)
         RETURNING id`,
        [ref.caller, ref.route, ref.key, ref.bodyHash, claim, KEY_TTL_SECONDS],
      );
      if (mine) return { kind: 'run', id: mine.id, claim };
      const held = await this.db.one<{ body_hash: string; status: number | null; reply: string | null }>(
        `SELECT body_hash, status, reply FROM idempotency_keys WHERE caller = $1 AND route = $2 AND key = $3`,
        [ref.caller, ref.route, ref.key],
      );
      // Gone in between (its request failed and released it): claim again.
      if (!held) continue;
      if (held.body_hash !== ref.bodyHash) return { kind: 'mismatch' };
      if (held.status === null || held.reply === null) return { kind: 'in-flight' };
      return { kind: 'replay', status: Number(held.status), reply: held.reply };
    }
    return { kind: 'in-flight' };
  }

  /** Stores the reply, inside the create's transaction. False when the claim is no longer this request's: roll back. */
  async complete(id: string, claim: string, status: number, reply: string): Promise<boolean> {
    const rows = await this.db.query<{ id: string }>(`UPDATE idempotency_keys SET status = $3, reply = $4, claim = NULL WHERE id = $1 AND claim = $2 RETURNING id`, [id, claim, status, reply]);
    return rows.length === 1;
  }

  /** Deletes the keys past their day; answers how many went. */
  async sweep(): Promise<number> {
    const rows = await this.db.query<{ n: number }>(
      `WITH gone AS (DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(secs => $1) RETURNING 1) SELECT count(*)::int AS n FROM gone`,
      [KEY_TTL_SECONDS],
    );
    return rows[0]?.n ?? 0;
  }
}
