// The background work of the API as a queue kept in a table: claim → run → done | retry with backoff | failed. The
// replicas on one PostgreSQL share it, and the single process on PGlite runs it through its one serialized connection
// (Db), with the same SQL. Two kinds of claim:
// - Leased (`lease` given): a claim takes the next due row with FOR UPDATE SKIP LOCKED, marks it with a lease, counts
//   the attempt and commits at once; the run happens outside any transaction (a call to SMTP or MercadoLibre must
//   not hold a connection, nor PGlite's only one). No two claimers get one row while its lease lasts, and a worker
//   that died leaves its lease to expire: another replica then takes the job. The run ends it with done(), retry()
//   (due again after a wait that doubles from backoff.baseMs up to backoff.maxMs; failed past maxAttempts) or fail().
// - Locked (no lease): the claim locks the row FOR UPDATE SKIP LOCKED in a transaction that lasts the whole run, so
//   the run's writes and the job taken off the queue (its `waiting` condition no longer holds) commit together; a
//   run that throws rolls them back and leaves the job waiting, and a dead worker's lock goes with its connection.
import { AsyncResource } from 'node:async_hooks';
import type { Db, Row } from '../database/db.service.js';

/** Milliseconds before the next attempt after `attempts` attempts: base, 2×base, 4×base … at most `max`. */
export function backoffMs(attempts: number, base: number, max: number): number {
  return Math.min(base * 2 ** Math.max(0, attempts - 1), max);
}

export interface Lease {
  /** The column of when the job is due (NULL: at once). */
  next: string;
  /** The column of until when its claimer holds it; may be `next` itself (a claim then puts off the next attempt). */
  lease: string;
  /** The column counting the claims (a claim counts one, before the run). */
  attempts: string;
  seconds: number;
  backoff: { baseMs: number; maxMs: number };
  /** Past this many attempts retry() gives the job up. None: it is retried for ever. */
  maxAttempts?: number;
  /** What fail() sets: the state of a job given up (e.g. `estado = 'error'`). */
  failed?: string;
}

export interface QueueTable {
  table: string;
  /** The column that names a job among the queue's rows. */
  key: string;
  /** The queue's own rows, when its table holds others too (e.g. `portal = 'mercadolibre'`). */
  scope?: string;
  /** What makes a row a job waiting to be run (e.g. `estado = 'pendiente'`). */
  waiting: string;
  /** The order jobs are taken in (none: any). */
  order?: string;
  /** The columns a claim answers. */
  columns: string[];
  lease?: Lease;
}

export class ClaimedQueue<J extends Row> {
  constructor(
    private readonly db: Db,
    private readonly q: QueueTable,
  ) {}

  /** Leased queues: takes the next due job, leased to this caller with its attempt counted; null when none is due. */
  async claim(): Promise<J | null> {
    const l = this.leased();
    const scope = this.q.scope ? `${this.q.scope} AND ` : '';
    const free = l.lease === l.next ? '' : ` AND (${l.lease} IS NULL OR ${l.lease} <= now())`;
    const counted = `${l.attempts} = q.${l.attempts} + 1`;
    const leased = `${l.lease} = now() + interval '${l.seconds} seconds'`;
    // The due row is picked in a materialized CTE, evaluated once: as a sub-select of the UPDATE, PostgreSQL may
    // evaluate it again (a rescan, or the recheck of a row another transaction changed meanwhile), and with SKIP LOCKED
    // a second evaluation picks another row, leased by this statement and never answered.
    return this.db.one<J>(
      `WITH due AS MATERIALIZED (
         SELECT ${this.q.key} FROM ${this.q.table}
         WHERE ${scope}${this.q.waiting} AND (${l.next} IS NULL OR ${l.next} <= now())${free}
         ${this.orderBy()} LIMIT 1 FOR UPDATE SKIP LOCKED)
       UPDATE ${this.q.table} q SET ${leased}, ${counted}
       FROM due WHERE ${scope}q.${this.q.key} = due.${this.q.key}
       RETURNING ${this.q.columns.map((c) => `q.${c}`).join(', ')}`,
    );
  }

  /** The run went through: the lease ends and `set` (with its parameters from $2) is written. */
  async done(job: J, set = '', params: unknown[] = []): Promise<void> {
    await this.update(job, [`${this.leased().lease} = NULL`, set], params);
  }

  /**
   * The run failed and may go through later: due again after the backoff of its attempts so far, with `set` written.
   * Past maxAttempts it is given up instead (fail()). Answers which.
   */
  async retry(job: J, set = '', params: unknown[] = []): Promise<'retry' | 'failed'> {
    const l = this.leased();
    const attempts = Number(job[l.attempts]);
    if (l.maxAttempts !== undefined && attempts >= l.maxAttempts) {
      await this.fail(job, set, params);
      return 'failed';
    }
    const wait = backoffMs(attempts, l.backoff.baseMs, l.backoff.maxMs) / 1000;
    const next = `${l.next} = now() + make_interval(secs => $${params.length + 2})`;
    await this.update(job, [l.lease === l.next ? '' : `${l.lease} = NULL`, next, set], [...params, wait]);
    return 'retry';
  }

  /** The run failed for good: the lease ends and the job is left in the queue's `failed` state, with `set` written. */
  async fail(job: J, set = '', params: unknown[] = []): Promise<void> {
    const l = this.leased();
    await this.update(job, [`${l.lease} = NULL`, l.failed ?? '', set], params);
  }

  /**
   * Claims and runs due jobs one at a time until none is due, `run` answers false (stop: e.g. the far end is down),
   * `until` says so or `max` jobs ran. A leased run ends each job itself (done, retry, fail); a locked run's job is
   * done when it returns, in its transaction. How many jobs ran. Safe side by side, in one process or in several.
   */
  async drain(run: (job: J) => Promise<boolean>, opts: { until?: () => boolean; max?: number } = {}): Promise<number> {
    let ran = 0;
    while (!opts.until?.() && (opts.max === undefined || ran < opts.max)) {
      const step = this.q.lease ? this.leasedStep(run) : this.lockedStep(run);
      const outcome = await step;
      if (outcome === 'none') return ran;
      ran++;
      if (outcome === 'stop') return ran;
    }
    return ran;
  }

  private async leasedStep(run: (job: J) => Promise<boolean>): Promise<'none' | 'next' | 'stop'> {
    const job = await this.claim();
    if (!job) return 'none';
    return (await run(job)) ? 'next' : 'stop';
  }

  private lockedStep(run: (job: J) => Promise<boolean>): Promise<'none' | 'next' | 'stop'> {
    const scope = this.q.scope ? `${this.q.scope} AND ` : '';
    return this.db.transaction(async () => {
      const job = await this.db.one<J>(
        `SELECT ${this.q.columns.join(', ')} FROM ${this.q.table} WHERE ${scope}${this.q.waiting} ${this.orderBy()} LIMIT 1 FOR UPDATE SKIP LOCKED`,
      );
      if (!job) return 'none';
      return (await run(job)) ? 'next' : 'stop';
    });
  }

  private orderBy(): string {
    return this.q.order ? `ORDER BY ${this.q.order}` : '';
  }

  private leased(): Lease {
    if (!this.q.lease) throw new Error(`${this.q.table}: a locked queue has no lease`);
    return this.q.lease;
  }

  private async update(job: J, sets: string[], params: unknown[]): Promise<void> {
    const scope = this.q.scope ? ` AND ${this.q.scope}` : '';
    await this.db.execute(`UPDATE ${this.q.table} SET ${sets.filter(Boolean).join(', ')} WHERE ${this.q.key} = $1${scope}`, [job[this.q.key], ...params]);
  }
}

/**
 * The loop of a background worker: `work` now and then (every pollMs from start(), and soon after a wake()), never two
 * runs at once in this process (a kick during a run asks for one more right after it), a failure handed to `failed`
 * and never thrown, and stop() waits for the run under way.
 * A run always starts in the async context the loop was made in (a provider's construction: no request, no
 * transaction), whoever kicks or wakes it: a kick from inside a transaction (a write that queues a mail, a change
 * notice heard during one) would otherwise lend the run that transaction, whose runner is gone once it commits.
 */
export class WorkerLoop {
  private timer: NodeJS.Timeout | null = null;
  private soon: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private halted = false;
  private readonly detached: <T>(fn: () => T) => T;

  constructor(
    private readonly work: () => Promise<void>,
    private readonly failed: (err: Error) => void,
  ) {
    const home = new AsyncResource('WorkerLoop');
    this.detached = (fn) => home.runInAsyncScope(fn);
  }

  /** True once stop() was called: a run under way ends at its next job. */
  get stopped(): boolean {
    return this.halted;
  }

  start(pollMs: number): void {
    this.timer = setInterval(() => void this.kick(), pollMs);
    this.timer.unref();
  }

  /** A run in `delayMs`, unless one is already coming (wake-ups in a burst make one run). */
  wake(delayMs: number): void {
    if (this.soon || this.halted) return;
    this.soon = setTimeout(() => {
      this.soon = null;
      void this.kick();
    }, delayMs);
    this.soon.unref();
  }

  /** Runs now (or once more right after the run under way). Never throws. */
  kick(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.detached(async () => {
      do {
        this.again = false;
        try {
          await this.work();
        } catch (err) {
          this.failed(err as Error);
        }
      } while (this.again && !this.halted);
    }).finally(() => (this.running = null));
    return this.running;
  }

  async stop(): Promise<void> {
    this.halted = true;
    if (this.timer) clearInterval(this.timer);
    if (this.soon) clearTimeout(this.soon);
    await this.running;
  }
}
