// Thin access to the database for the domain services: parameterised SQL and transactions.
// PGlite is one in-process connection: TypeORM's BEGIN/COMMIT would interleave with other requests' statements,
// so on PGlite every statement outside a transaction waits for the running transaction (a simple queue).
// On PostgreSQL every statement is bounded in time (AppConfig.databaseQueryTimeoutMs): a server that stops answering
// without closing its connections (frozen, or cut off by the network) would otherwise hold a request, and the pool
// connection under it, forever. Past the limit the request gets a 503 and that connection is dropped from the pool.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, QueryRunner } from 'typeorm';
import { TIMED_OUT, within } from '../common/time-limit.js';

/** A row as the driver returns it: every query names its own row type (a type alias of its columns). */
export type Row = Record<string, unknown>;

/** A statement's parameter list and the function that appends a value to it and answers its placeholder ($n). */
export function placeholders(params: unknown[] = []): { params: unknown[]; add: (v: unknown) => string } {
  return {
    params,
    add: (v) => {
      params.push(v);
      return `$${params.length}`;
    },
  };
}

export class DatabaseUnavailableError extends Error {}

const CONNECTION_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08003', '08006', '08001', '08004']);

export function isConnectionError(err: unknown): boolean {
  const e = err as { code?: string; message?: string; driverError?: { code?: string } } | null;
  if (!e) return false;
  const name = (e as { name?: string }).name;
  // QueryRunnerAlreadyReleasedError: a statement after one that timed out, in the same transaction (Db.bounded).
  if (name === 'CannotExecuteNotConnectedError' || name === 'ConnectionIsNotSetError' || name === 'CannotConnectAlreadyConnectedError' || name === 'QueryRunnerAlreadyReleasedError') return true;
  const code = e.code ?? e.driverError?.code;
  if (code && CONNECTION_ERROR_CODES.has(code)) return true;
  const msg = String(e.message ?? '');
  return /Driver not Connected|Connection terminated|connection timeout|timeout exceeded when trying to connect|PGlite is closed|Client has encountered a connection error/i.test(msg);
}

/** A write refused by a unique constraint (named `constraint` when given): the value is taken. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } } | null;
  return (e?.code ?? e?.driverError?.code) === '23505' && (constraint === undefined || (e?.constraint ?? e?.driverError?.constraint) === constraint);
}

/** A write refused by a foreign key (named `constraint` when given): the row it points at does not exist. */
export function isForeignKeyViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } } | null;
  const code = e?.code ?? e?.driverError?.code;
  const name = e?.constraint ?? e?.driverError?.constraint;
  return code === '23503' && (constraint === undefined || name === constraint);
}

/** The transaction statements join: its runner, and whether a nested transaction() is a savepoint in it. */
interface Tx {
  runner: QueryRunner;
  savepoints: boolean;
  depth: number;
}

export class Db {
  private readonly tx = new AsyncLocalStorage<Tx>();
  private readonly counters = new AsyncLocalStorage<{ n: number }>();
  private queue: Promise<unknown> = Promise.resolve();
  /** Statements sent so far, by everything in this process. */
  statements = 0;

  constructor(
    readonly dataSource: DataSource,
    readonly serialized: boolean,
    /** 0: no limit (PGlite runs in this process: it cannot stop answering on its own). */
    readonly queryTimeoutMs = 0,
  ) {}

  /**
   * Waits for a statement at most queryTimeoutMs. Past that the runner's connection is handed back to the pool as
   * broken (the pool closes it instead of lending it again, and the server rolls back whatever it held) and the
   * caller gets DatabaseUnavailableError; the statement's own late answer or failure is ignored. The connection is
   * obtained first, under the pool's own limit (connectionTimeoutMillis): a runner given up while still waiting for
   * one would receive it later and never hand it back.
   */
  private async bounded<T>(runner: QueryRunner, statement: () => Promise<T>): Promise<T> {
    if (!this.queryTimeoutMs) return statement();
    await runner.connect();
    const result = await within(statement(), this.queryTimeoutMs);
    if (result !== TIMED_OUT) return result;
    const err = new DatabaseUnavailableError(`sin respuesta de la base en ${this.queryTimeoutMs} ms`);
    const pgRunner = runner as QueryRunner & { releasePostgresConnection?: (err?: Error) => Promise<void> };
    await pgRunner.releasePostgresConnection?.(err).catch(() => undefined);
    throw err;
  }

  /**
   * Runs fn between transactions: on PGlite after every running transaction and statement of this Db and before any
   * later one (the embedded backup copies the data directory there: embedded-backup.ts). On PostgreSQL, at once.
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T> {
    return this.runExclusive(fn);
  }

  private runExclusive<T>(fn: () => Promise<T>): Promise<T> {
    if (!this.serialized) return fn();
    const run = this.queue.then(fn, fn);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * Runs fn and counts the statements sent from its own async context: a request injected in-process inside it is
   * counted, a worker's poll meanwhile is not (tests hold routes to their statement budgets with it).
   */
  async counting<T>(fn: () => Promise<T>): Promise<{ result: T; statements: number }> {
    const counter = { n: 0 };
    const result = await this.counters.run(counter, fn);
    return { result, statements: counter.n };
  }

  async query<T extends Row = Row>(sql: string, params: unknown[] = []): Promise<T[]> {
    const runner = this.tx.getStore()?.runner;
    this.statements++;
    const counter = this.counters.getStore();
    if (counter) counter.n++;
    try {
      if (runner) return (await this.bounded(runner, () => runner.query(sql, params, true))).records as T[];
      return await this.runExclusive(async () => {
        // A structured result: TypeORM's plain one turns UPDATE/DELETE … RETURNING into [rows, count].
        const qr = this.dataSource.createQueryRunner();
        try {
          return (await this.bounded(qr, () => qr.query(sql, params, true))).records as T[];
        } finally {
          await qr.release();
        }
      });
    } catch (err) {
      if (isConnectionError(err)) throw new DatabaseUnavailableError(String((err as Error).message));
      throw err;
    }
  }

  async one<T extends Row = Row>(sql: string, params: unknown[] = []): Promise<T | null> {
    const rows = await this.query<T>(sql, params);
    return rows[0] ?? null;
  }

  /**
   * A statement whose rows are not read (INSERT or DELETE without RETURNING, a lock): every statement that is read
   * goes through query/one with the row type of its columns.
   */
  async execute(sql: string, params: unknown[] = []): Promise<void> {
    await this.query(sql, params);
  }

  /** True inside transaction(): what must be written with the caller's write (its history) checks it. */
  get inTransaction(): boolean {
    return this.tx.getStore() !== undefined;
  }

  /**
   * Runs fn in one transaction; statements issued through this Db inside fn join it. A transaction() inside another
   * joins it too, or, when the outer one was opened with `savepoints` (an idempotent create wrapping a service's own
   * transaction: src/idempotency), runs as a savepoint: its failure is rolled back alone, so code that catches it and
   * asks once more (a DNI race answered 409, client-dni.ts) still has a transaction to ask in.
   */
  async transaction<T>(fn: () => Promise<T>, opts: { savepoints?: boolean } = {}): Promise<T> {
    const outer = this.tx.getStore();
    if (outer) return outer.savepoints ? this.savepoint(outer, fn) : fn();
    return this.runExclusive(async () => {
      const runner = this.dataSource.createQueryRunner();
      try {
        await runner.connect();
        await this.bounded(runner, () => runner.startTransaction());
      } catch (err) {
        await runner.release().catch(() => undefined);
        if (isConnectionError(err)) throw new DatabaseUnavailableError(String((err as Error).message));
        throw err;
      }
      try {
        const result = await this.tx.run({ runner, savepoints: opts.savepoints === true, depth: 0 }, fn);
        await this.bounded(runner, () => runner.commitTransaction());
        return result;
      } catch (err) {
        await runner.rollbackTransaction().catch(() => undefined);
        throw err;
      } finally {
        await runner.release().catch(() => undefined);
      }
    });
  }

  private async savepoint<T>(outer: Tx, fn: () => Promise<T>): Promise<T> {
    const name = `sp_${outer.depth + 1}`;
    await this.execute(`SAVEPOINT ${name}`);
    try {
      const result = await this.tx.run({ ...outer, depth: outer.depth + 1 }, fn);
      await this.execute(`RELEASE SAVEPOINT ${name}`);
      return result;
    } catch (err) {
      // The connection itself failing leaves nothing to roll back to: the outer transaction fails with it.
      if (!isConnectionError(err) && !(err instanceof DatabaseUnavailableError)) await this.execute(`ROLLBACK TO SAVEPOINT ${name}`);
      throw err;
    }
  }
}
