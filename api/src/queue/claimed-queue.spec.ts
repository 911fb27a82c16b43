// The claimed queue on the tests' database: PGlite in this process (one serialized connection shared by the
// workers), or PostgreSQL when DATABASE_URL is set, where each worker has its own Db and pool, as two replicas do.
import { randomBytes } from 'node:crypto';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { PGliteDriver } from 'typeorm-pglite';
import { Db } from '../database/db.service.js';
import { ClaimedQueue, WorkerLoop, backoffMs, type Lease, type QueueTable } from './claimed-queue.js';

const URL = process.env.DATABASE_URL;
const SCHEMA = `t_${randomBytes(6).toString('hex')}`;

type Job = { id: number; intentos: number };
type Row = { id: number; estado: string; intentos: number; error: string | null; hecho_por: string | null; bloqueado_hasta: Date | null };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('ClaimedQueue', () => {
  const sources: DataSource[] = [];
  /** The workers' databases: two pools on PostgreSQL, the one PGlite twice. */
  let dbs: [Db, Db];

  async function open(): Promise<Db> {
    const common = { type: 'postgres' as const, entities: [], migrations: [], synchronize: false, logging: false };
    const options = URL
      ? { ...common, url: URL, extra: { max: 5, options: `-c search_path=${SCHEMA}` } }
      : ({ ...common, driver: new PGliteDriver().driver } as DataSourceOptions);
    const ds = new DataSource(options);
    await ds.initialize();
    sources.push(ds);
    return new Db(ds, !URL, URL ? 10_000 : 0);
  }

  beforeAll(async () => {
    const first = await open();
    if (URL) await first.execute(`CREATE SCHEMA ${SCHEMA}`);
    dbs = [first, URL ? await open() : first];
  });

  afterAll(async () => {
    if (URL) await dbs[0].execute(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`);
    for (const ds of sources) await ds.destroy();
  });

  /** A fresh table of `n` waiting jobs, due now. */
  async function jobs(table: string, n: number): Promise<void> {
    await dbs[0].execute(`CREATE TABLE ${table} (
      id integer PRIMARY KEY,
      estado text NOT NULL DEFAULT 'pendiente',
      intentos integer NOT NULL DEFAULT 0,
      proximo_intento timestamptz NULL DEFAULT now(),
      bloqueado_hasta timestamptz NULL,
      error text NULL,
      hecho_por text NULL)`);
    await dbs[0].execute(`INSERT INTO ${table} (id) SELECT g FROM generate_series(1, $1::int) g`, [n]);
  }

  const rows = (table: string) => dbs[0].query<Row>(`SELECT * FROM ${table} ORDER BY id`);
  const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

  /** A queue over `table` as worker `w` sees it. */
  function queue(w: 0 | 1, table: string, lease?: Partial<Lease>): ClaimedQueue<Job> {
    const spec: QueueTable = { table, key: 'id', waiting: `estado = 'pendiente'`, order: 'proximo_intento, id', columns: ['id', 'intentos'] };
    if (lease) {
      spec.lease = { next: 'proximo_intento', lease: 'bloqueado_hasta', attempts: 'intentos', seconds: 120, backoff: { baseMs: 1000, maxMs: 60_000 }, failed: `estado = 'error'`, ...lease };
    }
    return new ClaimedQueue<Job>(dbs[w], spec);
  }

  /** Runs that record which jobs ran, and any job that was run by two workers at one time. */
  function tracker() {
    const running = new Set<number>();
    const overlaps: number[] = [];
    const ran: number[] = [];
    return {
      overlaps,
      ran,
      async run(job: Job, finish: () => Promise<void>) {
        if (running.has(job.id)) overlaps.push(job.id);
        running.add(job.id);
        await sleep(Math.random() * 4);
        ran.push(job.id);
        await finish();
        running.delete(job.id);
      },
    };
  }

  it('backs off base, 2×base, 4×base … up to the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((n) => backoffMs(n, 5, 40))).toEqual([5, 5, 10, 20, 40, 40, 40]);
  });

  it('never gives one leased job to two workers, and runs every job once', async () => {
    await jobs('leased_jobs', 40);
    const t = tracker();
    const drains = ([0, 1, 0, 1] as const).map((w) => {
      const q = queue(w, 'leased_jobs', {});
      return q.drain(async (job) => {
        await t.run(job, () => q.done(job, 'estado = $2, hecho_por = $3', ['hecho', `w${w}`]));
        return true;
      });
    });
    const counts = await Promise.all(drains);
    expect(t.overlaps).toEqual([]);
    expect([...t.ran].sort((a, b) => a - b)).toEqual(ids(40));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(40);
    const stored = await rows('leased_jobs');
    expect(stored.every((r) => r.estado === 'hecho' && Number(r.intentos) === 1 && r.bloqueado_hasta === null)).toBe(true);
  });

  it.each([
    ['a lease column of its own', 'lease_own', 'bloqueado_hasta'],
    ['the lease in the next-attempt column', 'lease_next', 'proximo_intento'],
  ])('lets another worker take a job whose lease expired (%s)', async (_, table, leaseColumn) => {
    await jobs(table, 1);
    const a = queue(0, table, { lease: leaseColumn, seconds: 0.4 });
    const b = queue(1, table, { lease: leaseColumn, seconds: 0.4 });
    // Worker a claims the job and dies: it never says done.
    expect(await a.claim()).toMatchObject({ id: 1, intentos: 1 });
    expect(await b.claim()).toBeNull();
    await sleep(600);
    const taken = await b.claim();
    expect(taken).toMatchObject({ id: 1, intentos: 2 });
    await b.done(taken!, `estado = 'hecho'`);
    expect(await rows(table)).toEqual([expect.objectContaining({ id: 1, estado: 'hecho', intentos: 2 })]);
    expect(await a.claim()).toBeNull();
  });

  it('retries a failure after a growing wait and gives it up past maxAttempts', async () => {
    await jobs('failing_jobs', 1);
    const q = queue(0, 'failing_jobs', { maxAttempts: 3 });
    const wait = async () => {
      const r = await dbs[0].one<{ s: number | string }>(`SELECT extract(epoch FROM proximo_intento - now()) AS s FROM failing_jobs WHERE id = 1`);
      return Number(r!.s);
    };
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 2; attempt++) {
      const job = (await q.claim())!;
      expect(job).toMatchObject({ id: 1, intentos: attempt });
      expect(await q.retry(job, 'error = $2', [`fallo ${attempt}`])).toBe('retry');
      waits.push(await wait());
      // Not due until its wait is over.
      expect(await q.claim()).toBeNull();
      await dbs[0].execute(`UPDATE failing_jobs SET proximo_intento = now() WHERE id = 1`);
    }
    expect(waits[0]).toBeGreaterThan(0.7);
    expect(waits[0]).toBeLessThanOrEqual(1);
    expect(waits[1]).toBeGreaterThan(1.7);
    expect(waits[1]).toBeLessThanOrEqual(2);
    const last = (await q.claim())!;
    expect(last.intentos).toBe(3);
    expect(await q.retry(last, 'error = $2', ['fallo 3'])).toBe('failed');
    expect(await rows('failing_jobs')).toEqual([expect.objectContaining({ estado: 'error', intentos: 3, error: 'fallo 3', bloqueado_hasta: null })]);
    expect(await q.claim()).toBeNull();
  });

  it('never gives one locked job to two workers; a run that throws leaves its job waiting with nothing written', async () => {
    await jobs('locked_jobs', 20);
    const t = tracker();
    const drains = ([0, 1, 0, 1] as const).map((w) => {
      const db = dbs[w];
      return queue(w, 'locked_jobs').drain(async (job) => {
        await t.run(job, () => db.execute(`UPDATE locked_jobs SET estado = 'hecho', hecho_por = $2 WHERE id = $1`, [job.id, `w${w}`]));
        return true;
      });
    });
    await Promise.all(drains);
    expect(t.overlaps).toEqual([]);
    expect([...t.ran].sort((a, b) => a - b)).toEqual(ids(20));
    expect((await rows('locked_jobs')).every((r) => r.estado === 'hecho')).toBe(true);

    await dbs[0].execute(`UPDATE locked_jobs SET estado = 'pendiente', hecho_por = NULL WHERE id = 7`);
    const failing = queue(0, 'locked_jobs').drain(async (job) => {
      await dbs[0].execute(`UPDATE locked_jobs SET hecho_por = 'a medias' WHERE id = $1`, [job.id]);
      throw new Error('falla a mitad de camino');
    });
    await expect(failing).rejects.toThrow('falla a mitad de camino');
    expect((await rows('locked_jobs'))[6]).toMatchObject({ estado: 'pendiente', hecho_por: null });
  });

  it('stops draining when the run says so, and at `max` jobs', async () => {
    await jobs('bounded_jobs', 5);
    const q = queue(0, 'bounded_jobs', {});
    expect(await q.drain(async (job) => (await q.retry(job), false))).toBe(1);
    expect(await q.drain(async (job) => (await q.done(job, `estado = 'hecho'`), true), { max: 2 })).toBe(2);
    expect((await rows('bounded_jobs')).filter((r) => r.estado === 'hecho')).toHaveLength(2);
  });

  it('runs a worker kicked from inside a transaction outside it: its claims outlive the transaction', async () => {
    await jobs('kicked_jobs', 2);
    const db = dbs[0];
    const q = queue(0, 'kicked_jobs', {});
    const seen: unknown[] = [];
    let open!: () => void;
    const ended = new Promise<void>((r) => (open = r));
    const loop = new WorkerLoop(
      async () => {
        seen.push(db.inTransaction);
        await ended;
        await q.drain(async (job) => (await q.done(job, `estado = 'hecho'`), true));
      },
      (err) => seen.push(err.message),
    );
    let run!: Promise<void>;
    await db.transaction(async () => {
      await db.execute(`UPDATE kicked_jobs SET error = 'escrito en la transacción' WHERE id = 1`);
      run = loop.kick();
    });
    open();
    await run;
    expect(seen).toEqual([false]);
    expect((await rows('kicked_jobs')).map((r) => r.estado)).toEqual(['hecho', 'hecho']);
    await loop.stop();
  });
});

describe('WorkerLoop', () => {
  it('runs once more after a kick during a run, never two at once, and reports a failure without throwing', async () => {
    let active = 0;
    let most = 0;
    let runs = 0;
    const failures: string[] = [];
    const loop = new WorkerLoop(
      async () => {
        active++;
        most = Math.max(most, active);
        runs++;
        await sleep(20);
        active--;
        if (runs === 1) throw new Error('primera vuelta');
      },
      (err) => failures.push(err.message),
    );
    const first = loop.kick();
    void loop.kick();
    void loop.kick();
    await first;
    expect(runs).toBe(2);
    expect(most).toBe(1);
    expect(failures).toEqual(['primera vuelta']);
    await loop.stop();
    expect(loop.stopped).toBe(true);
  });
});
