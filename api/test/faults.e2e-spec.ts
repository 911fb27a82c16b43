// Faults, with the built API as a child process (as `npm start` runs it):
// 1. PostgreSQL stops (an immediate stop: a crash) in the middle of a stream of reads and writes: every request
//    still gets an answer within 3 s, the failures are 503 in the one error shape, the process stays up, and once
//    the database accepts connections again the API serves 2xx by itself within 5 s; every write that got a 2xx
//    is in the database.
// 2. The API is SIGKILLed in the middle of an image upload (and again while it processes one): it restarts cleanly
//    on the same DATA_DIR and database, and no half-written file is ever served.
// Both use a private PostgreSQL cluster (or, for the upload, PGlite under DATA_DIR when the run has no
// DATABASE_URL), whatever database the rest of the suite uses.
import { ERROR_CODES, MENSAJES } from '@inmo/contracts';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { MEDIA_NAME } from '../src/media/media-storage.js';
import { MIGRATIONS } from '../src/database/migrations/index.js';
import { call, childLogin, sleep, startApi, type CallResult, type ChildApi } from './child-api.js';
import { startCluster, type PgCluster } from './pg-cluster.js';

const UNAVAILABLE = { success: false, error: MENSAJES.baseNoDisponible, code: ERROR_CODES.DATABASE_UNAVAILABLE };

describe('PostgreSQL stops during a stream of requests', () => {
  let cluster: PgCluster;
  let api: ChildApi | undefined;
  let dataDir: string;
  beforeAll(async () => {
    cluster = await startCluster();
    await cluster.createDatabase('inmo');
    dataDir = mkdtempSync(join(tmpdir(), 'inmo-faults-'));
    api = await startApi({ DATABASE_URL: cluster.url('inmo'), DATA_DIR: dataDir, SEED_DEMO: '1' });
  }, 90_000);
  afterAll(async () => {
    await api?.stop('SIGKILL');
    cluster?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 in the one shape while it is down, recovers by itself within 5 s and loses no acknowledged write', async () => {
    const port = api!.port;
    const token = await childLogin(port);
    const catalogue = await call(port, 'GET', '/api/user/propiedades-publicas');
    expect(catalogue.status).toBe(200);
    expect(catalogue.body.propiedades.length).toBeGreaterThan(0);

    type Sent = CallResult & { kind: 'read' | 'write'; dni?: string };
    const log: Sent[] = [];
    let stopping = false;
    let dniSeq = 0;
    const runId = Math.floor(Math.random() * 9000) + 1000;
    const reader = async () => {
      while (!stopping) {
        log.push({ kind: 'read', ...(await call(port, 'GET', '/api/user/propiedades-publicas?page=1&limit=6')) });
        await sleep(20);
      }
    };
    const writer = async () => {
      while (!stopping) {
        const dni = `${runId}${String(++dniSeq).padStart(4, '0')}`;
        const r = await call(port, 'POST', '/api/admin/nuevo-cliente', {
          headers: { 'auth-token': token },
          body: { nombre: 'Corte', apellido: `Cliente ${dni}`, dni, telefono: '2346 400000', mail: null },
        });
        log.push({ kind: 'write', dni, ...r });
        await sleep(20);
      }
    };
    const workers = [reader(), reader(), writer(), writer()];

    await sleep(1500);
    const down = Date.now();
    cluster.stop('immediate');
    await sleep(4000);
    cluster.start(); // returns once the server accepts connections
    const up = Date.now();
    // Keep the stream going until both kinds succeed again (at most 5 s), then 2 s more to see it stays healthy.
    const recoveredAt = async (kind: 'read' | 'write') => {
      for (;;) {
        const ok = log.find((r) => r.kind === kind && r.start >= up && r.status >= 200 && r.status < 300);
        if (ok) return ok.end;
        if (Date.now() - up > 8000) return Infinity;
        await sleep(20);
      }
    };
    const [readBack, writeBack] = await Promise.all([recoveredAt('read'), recoveredAt('write')]);
    const recovered = Math.max(readBack, writeBack);
    await sleep(2000);
    stopping = true;
    await Promise.all(workers);
    const recoveryMs = recovered - up;
    process.stdout.write(
      `faults: ${log.length} requests; PostgreSQL down ${up - down} ms; API serving 2xx again ${recoveryMs} ms after PostgreSQL accepted connections (reads ${readBack - up} ms, writes ${writeBack - up} ms)\n`,
    );

    // Not a hang: every request got an HTTP answer, within 3 s.
    const unanswered = log.filter((r) => r.status === 0);
    expect(unanswered.map((r) => `${r.kind} ${r.error}`)).toEqual([]);
    expect(Math.max(...log.map((r) => r.ms))).toBeLessThan(3000);
    // Every failure is the one 503 reply; nothing else (no 500).
    const failures = log.filter((r) => r.status < 200 || r.status >= 300);
    for (const f of failures) expect({ status: f.status, body: f.body }).toEqual({ status: 503, body: UNAVAILABLE });
    // Requests sent while the database was down (a margin after the stop) were all refused, reads and writes.
    const whileDown = log.filter((r) => r.start > down + 200 && r.end < up);
    expect(whileDown.filter((r) => r.kind === 'read').length).toBeGreaterThan(5);
    expect(whileDown.filter((r) => r.kind === 'write').length).toBeGreaterThan(5);
    for (const r of whileDown) expect(r.status).toBe(503);
    // Not a crash: the same process is still there, and healthy.
    expect(api!.alive()).toBe(true);
    expect((await call(port, 'GET', '/api/health')).body).toEqual({ status: 'ok', database: 'up' });
    // Back by itself within 5 s, and stays back: every request sent a second after recovery succeeded.
    expect(recoveryMs).toBeLessThan(5000);
    const after = log.filter((r) => r.start > recovered + 1000);
    expect(after.length).toBeGreaterThan(10);
    expect(after.filter((r) => r.status !== 200 && r.status !== 201).map((r) => r.status)).toEqual([]);

    // Every acknowledged write is in the database.
    const acknowledged = log.filter((r) => r.kind === 'write' && r.status >= 200 && r.status < 300);
    expect(acknowledged.length).toBeGreaterThan(10);
    for (const w of acknowledged) expect(w.body?.data?.dni).toBe(w.dni);
    const client = new pg.Client({ connectionString: cluster.url('inmo') });
    await client.connect();
    try {
      const stored = await client.query<{ id: string; dni: string }>(`SELECT id::text, dni FROM clients WHERE dni = ANY($1::text[])`, [acknowledged.map((w) => w.dni!)]);
      const byDni = new Map(stored.rows.map((r) => [r.dni, r.id]));
      expect(acknowledged.filter((w) => byDni.get(w.dni!) !== String(w.body.data._id)).map((w) => w.dni)).toEqual([]);
    } finally {
      await client.end();
    }
  });
});
