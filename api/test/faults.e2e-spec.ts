// Faults, with the built API as a child process (as `npm start` runs it):
// 1. PostgreSQL stops (an immediate stop: a crash) in the middle of a stream of reads and writes: every request
//    still gets an answer within 3 s, the failures are 503 in the one error shape, the process stays up, and once
//    the database accepts connections again the API serves 2xx by itself within 5 s; every write that got a 2xx
//    is in the database.
// 2. PostgreSQL stops answering without closing its connections (SIGSTOP: a frozen host, a network cut): every
//    request still gets the 503 within the connect limit, the stuck connections are dropped, and the API serves
//    again by itself once the server answers.
// 3. The API is SIGKILLed in the middle of an image upload (and again while it processes one): it restarts cleanly
//    on the same DATA_DIR and database, and no half-written file is ever served.
// Both use a private PostgreSQL cluster (or, for the upload, PGlite under DATA_DIR when the run has no
// DATABASE_URL), whatever database the rest of the suite uses.
import { ERROR_CODES, MENSAJES } from '@inmo/contracts';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { MEDIA_NAME } from '../src/media/media-storage.js';
import { MIGRATIONS } from '../src/database/migrations/index.js';
import { adminQuery, call, childHome, childLogin, getBinary, sleep, startApi, type CallResult, type ChildApi, type ChildHome } from './child-api.js';
import { startCluster, type PgCluster } from './pg-cluster.js';

const UNAVAILABLE = { success: false, error: MENSAJES.baseNoDisponible, code: ERROR_CODES.DATABASE_UNAVAILABLE };

/**
 * For the describe block it is called in: a private cluster with a database `inmo`, and the built API on it with the
 * demo data (plus `env`), started before its tests and removed after them.
 */
function clusterWithApi(env: Record<string, string> = {}): { cluster: PgCluster; api: ChildApi } {
  const ctx = {} as { cluster: PgCluster; api: ChildApi };
  let dataDir: string | undefined;
  beforeAll(async () => {
    ctx.cluster = await startCluster();
    await ctx.cluster.createDatabase('inmo');
    dataDir = mkdtempSync(join(tmpdir(), 'inmo-faults-'));
    ctx.api = await startApi({ DATABASE_URL: ctx.cluster.url('inmo'), DATA_DIR: dataDir, SEED_DEMO: '1', ...env });
  }, 90_000);
  afterAll(async () => {
    ctx.cluster?.freeze(false);
    await ctx.api?.stop('SIGKILL');
    ctx.cluster?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return ctx;
}

describe('PostgreSQL stops during a stream of requests', () => {
  const ctx = clusterWithApi();

  it('answers 503 in the one shape while it is down, recovers by itself within 5 s and loses no acknowledged write', async () => {
    const port = ctx.api.port;
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
    ctx.cluster.stop('immediate');
    await sleep(4000);
    ctx.cluster.start(); // returns once the server accepts connections
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
    // Requests sent while the database was down were all refused, reads and writes (after a margin: the reply
    // cache may answer anonymous reads until its LISTEN session sees the database go).
    const whileDown = log.filter((r) => r.start > down + 500 && r.end < up);
    expect(whileDown.filter((r) => r.kind === 'read').length).toBeGreaterThan(5);
    expect(whileDown.filter((r) => r.kind === 'write').length).toBeGreaterThan(5);
    for (const r of whileDown) expect(r.status).toBe(503);
    // Not a crash: the same process is still there, and healthy.
    expect(ctx.api.alive()).toBe(true);
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
    const client = new pg.Client({ connectionString: ctx.cluster.url('inmo') });
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

describe('PostgreSQL stops answering without closing its connections (a frozen host, a network cut)', () => {
  // Unlike a stop, nothing tells the API the server is gone: its pooled connections stay open, and a statement sent
  // on one would wait forever. Every statement is bounded (DATABASE_QUERY_TIMEOUT_MS, 1.5 s here) and a new
  // connection has 5 s to open.
  const QUERY_TIMEOUT_MS = 1500;
  const CONNECT_TIMEOUT_MS = 5000;
  const ctx = clusterWithApi({ DATABASE_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS) });

  it('answers every request with the 503 while frozen, drops the stuck connections, and serves again once it answers', async () => {
    const port = ctx.api.port;
    const token = await childLogin(port);
    const admin = { 'auth-token': token };
    const runId = Math.floor(Math.random() * 9000) + 1000;
    const write = (i: number) =>
      call(port, 'POST', '/api/admin/nuevo-cliente', {
        headers: admin,
        body: { nombre: 'Helada', apellido: `Cliente ${i}`, dni: `${runId}${String(i).padStart(4, '0')}`, telefono: '2346 400000', mail: null },
        timeoutMs: 30_000,
      });
    const read = () => call(port, 'GET', '/api/admin/clientes', { headers: admin, timeoutMs: 30_000 });
    // Several connections open and idle in the pool, as after ordinary traffic.
    const warm = await Promise.all([...Array.from({ length: 6 }, read), ...Array.from({ length: 2 }, (_, i) => write(i))]);
    expect(warm.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 201, 201]);
    // The visitors' catalogue page, in the reply cache now.
    const catalogue = () => call(port, 'GET', '/api/user/propiedades-publicas?page=1&limit=9', { timeoutMs: 30_000 });
    expect([(await catalogue()).status, (await catalogue()).status]).toEqual([200, 200]);

    ctx.cluster.freeze(true);
    const frozenAt = Date.now();
    // Twice as many requests as the pool holds: some get a stuck connection, others wait for a new one.
    const during = await Promise.all([...Array.from({ length: 14 }, read), ...Array.from({ length: 6 }, (_, i) => write(100 + i))]);

    // Not a hang: every request answered, none later than the connect limit plus a margin, each the one 503.
    expect(during.filter((r) => r.status === 0).map((r) => r.error)).toEqual([]);
    expect(Math.max(...during.map((r) => r.ms))).toBeLessThan(CONNECT_TIMEOUT_MS + QUERY_TIMEOUT_MS + 2000);
    for (const r of during) expect({ status: r.status, body: r.body }).toEqual({ status: 503, body: UNAVAILABLE });
    expect(ctx.api.alive()).toBe(true);
    // The change notices cannot arrive either: the session's heartbeat noticed (within two statement limits) and
    // the reply cache is off, rather than serving pages that might have changed through another replica.
    const cachedWhileFrozen = await catalogue();
    const frozenFor = Date.now() - frozenAt;
    ctx.cluster.freeze(false);
    expect({ status: cachedWhileFrozen.status, body: cachedWhileFrozen.body }).toEqual({ status: 503, body: UNAVAILABLE });

    // Answering again: the API serves by itself within 5 s, reads and writes, on connections that are not stuck.
    const thawed = Date.now();
    let back = Infinity;
    for (let i = 0; Date.now() - thawed < 8000; i++) {
      const [r, w] = await Promise.all([read(), write(200 + i)]);
      if (r.status === 200 && w.status === 201) {
        back = Date.now() - thawed;
        break;
      }
      await sleep(100);
    }
    process.stdout.write(`faults (frozen): ${during.length} requests answered 503 within ${Math.max(...during.map((r) => r.ms))} ms (frozen ${frozenFor} ms); serving again ${back} ms after it answered\n`);
    expect(back).toBeLessThan(5000);
    const again = await Promise.all(Array.from({ length: 12 }, read));
    expect(again.map((r) => r.status)).toEqual(Array(12).fill(200));
    expect((await catalogue()).status).toBe(200);

    // The writes refused while frozen never happened (their transaction never began), the acknowledged ones did.
    const client = new pg.Client({ connectionString: ctx.cluster.url('inmo') });
    await client.connect();
    try {
      const stored = await client.query<{ dni: string }>(`SELECT dni FROM clients WHERE dni LIKE $1 ORDER BY dni`, [`${runId}%`]);
      const dnis = stored.rows.map((r) => r.dni);
      expect(dnis.filter((d) => Number(d.slice(4)) >= 100 && Number(d.slice(4)) < 200)).toEqual([]);
      expect(dnis.filter((d) => Number(d.slice(4)) < 2)).toEqual([`${runId}0000`, `${runId}0001`]);
    } finally {
      await client.end();
    }
  }, 60_000);
});

describe('the API is killed in the middle of an upload', () => {
  let home: ChildHome | undefined;
  let mediaDir: string;
  let api: ChildApi | undefined;
  let env: Record<string, string>;
  beforeAll(async () => {
    home = await childHome('upload-kill');
    env = home.env;
    mediaDir = join(home.dataDir, 'media');
  });
  afterAll(async () => {
    await api?.stop('SIGKILL');
    await home?.remove();
  });

  it('restarts cleanly on the same DATA_DIR and database and never serves a half-written file', async () => {
    api = await startApi(env);
    let token = await childLogin(api.port);
    // A finished upload before the crashes: it must survive them whole.
    const small = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a7' } }).png().toBuffer();
    const first = await uploadRaw(api.port, token, small);
    expect(first.status).toBe(201);

    // Several MB of noise (it does not compress): about 5 MB as PNG, well under the 10 MB limit.
    const big = await sharp(randomBytes(1500 * 1100 * 3), { raw: { width: 1500, height: 1100, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    expect(big.length).toBeGreaterThan(4_000_000);
    const bigBase = `casas-${createHashHex(big)}`;

    // 1. Killed while the body is still arriving (sent slowly, 256 KB every 30 ms).
    const midBody = slowUpload(api.port, token, big, { stopAfter: Math.floor(big.length / 2) });
    await midBody.reachedStop;
    await api.stop('SIGKILL');
    expect((await midBody.result).status).toBe(0); // the client saw the connection die, not a reply
    expect(readdirSync(mediaDir).filter((n) => n.startsWith(bigBase))).toEqual([]);

    // 2. Restarted, then killed as soon as the first file of the upload appears (renditions are written first,
    //    the master last): whatever was being written at that instant is left as it was.
    api = await startApi(env);
    token = await childLogin(api.port);
    const whole = slowUpload(api.port, token, big, {});
    const seen = await waitForFile(mediaDir, (n) => n.startsWith(bigBase) || n.startsWith(`.${bigBase}`), 20_000);
    api.proc.kill('SIGKILL');
    await api.exited;
    expect(seen).not.toBeNull();
    process.stdout.write(`upload kill: first file seen ${seen}; left after the kill: ${readdirSync(mediaDir).filter((n) => n.includes(bigBase)).join(', ')}\n`);
    expect((await whole.result).status).toBe(0);

    // What a kill between write and rename leaves: a temp file with part of an image, from a process long gone.
    const leftover = join(mediaDir, `.${bigBase}-960.webp.99999.deadbeef.tmp`);
    writeFileSync(leftover, readFileSync(join(mediaDir, first.body.srcset[0].url.replace('/api/media/', ''))).subarray(0, 100));
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(leftover, old, old);
    const filesBeforeRestart = readdirSync(mediaDir);

    // 3. The restart is clean: healthy, migrations complete, reads and writes work.
    api = await startApi(env);
    expect((await call(api.port, 'GET', '/api/health')).body).toEqual({ status: 'ok', database: 'up' });
    if (env.DATABASE_URL) {
      const rows = await adminQuery(env.DATABASE_URL, 'SELECT name FROM migrations ORDER BY id');
      expect(rows.map((r) => r.name)).toEqual(MIGRATIONS.map((m) => m.name));
    }
    token = await childLogin(api.port);
    const created = await call(api.port, 'POST', '/api/admin/nuevo-cliente', {
      headers: { 'auth-token': token },
      body: { nombre: 'Después', apellido: 'Del Corte', dni: '30111222', telefono: '2346 400111', mail: null },
    });
    expect(created.status).toBe(201);

    // No half-written file under a served name: every name the media route accepts is a complete image, byte
    // for byte what is on disk, and decodes to the end.
    const after = readdirSync(mediaDir);
    const served = after.filter((n) => MEDIA_NAME.test(n));
    expect(served.length).toBeGreaterThan(0);
    for (const name of served) {
      const res = await getBinary(api.port, `/api/media/${name}`);
      expect({ name, status: res.status }).toEqual({ name, status: 200 });
      expect(res.body.equals(readFileSync(join(mediaDir, name)))).toBe(true);
      if (name.endsWith('.svg')) continue;
      const meta = await sharp(res.body, { failOn: 'truncated' }).metadata();
      await expect(sharp(res.body, { failOn: 'truncated' }).raw().toBuffer()).resolves.toHaveLength(meta.width! * meta.height! * meta.channels!);
    }
    // Temp files are never served; the stale one is gone after the restart (a fresh one, from the kill above,
    // is left for a later start or the hourly clean-up: a live replica sharing the folder could own it).
    const leftoverName = leftover.split('/').pop()!;
    expect(filesBeforeRestart).toContain(leftoverName);
    expect(after).not.toContain(leftoverName);
    for (const tmp of [leftoverName, ...after.filter((n) => n.endsWith('.tmp'))]) {
      expect({ tmp, status: (await getBinary(api.port, `/api/media/${tmp}`)).status }).toEqual({ tmp, status: 404 });
    }
    // The first upload survived both crashes whole.
    for (const s of first.body.srcset) expect((await getBinary(api.port, s.url)).status).toBe(200);

    // And the interrupted upload simply works when sent again.
    const again = await uploadRaw(api.port, token, big);
    expect(again.status).toBe(201);
    expect(again.body.public_id).toBe(`casas/${bigBase.slice('casas-'.length)}`);
    for (const s of again.body.srcset) {
      const res = await getBinary(api.port, s.url);
      expect(res.status).toBe(200);
      expect((await sharp(res.body).metadata()).width).toBe(s.width);
    }
  }, 90_000);
});

function createHashHex(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex').slice(0, 24);
}


/** A complete raw-body upload (Content-Type image/png), as the back office sends it. */
function uploadRaw(port: number, token: string, body: Buffer): Promise<{ status: number; body: any }> {
  return slowUpload(port, token, body, { chunkDelayMs: 0 }).result.then((r) => ({ status: r.status, body: r.body }));
}

/**
 * POST /api/admin/imagenes with the whole length announced, the body written in 256 KB chunks; with `stopAfter`
 * it stops writing after that many bytes (and `reachedStop` resolves), leaving the request in the middle.
 */
function slowUpload(port: number, token: string, body: Buffer, opts: { stopAfter?: number; chunkDelayMs?: number }) {
  let reached!: () => void;
  const reachedStop = new Promise<void>((r) => (reached = r));
  const result = new Promise<{ status: number; body: any; error?: string }>((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/admin/imagenes',
        agent: false,
        headers: { 'content-type': 'image/png', 'content-length': String(body.length), 'auth-token': token },
      },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (c: Buffer) => parts.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(parts).toString() || 'null') }));
        res.on('error', (err) => resolve({ status: 0, body: null, error: String(err) }));
      },
    );
    req.on('error', (err) => resolve({ status: 0, body: null, error: String(err) }));
    const CHUNK = 256 * 1024;
    const limit = opts.stopAfter ?? body.length;
    let sent = 0;
    const next = () => {
      if (sent >= limit) {
        if (limit < body.length) reached();
        else req.end();
        return;
      }
      const chunk = body.subarray(sent, Math.min(sent + CHUNK, limit));
      sent += chunk.length;
      req.write(chunk, () => setTimeout(next, opts.chunkDelayMs ?? 30));
    };
    next();
  });
  return { result, reachedStop };
}

/** Polls a folder (every few ms) until a name matches; the name, or null after timeoutMs. */
async function waitForFile(dir: string, match: (name: string) => boolean, timeoutMs: number): Promise<string | null> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const hit = readdirSync(dir).find(match);
    if (hit) return hit;
    await new Promise((r) => setImmediate(r));
  }
  return null;
}

