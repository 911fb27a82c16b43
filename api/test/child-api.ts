// The built API (api/dist/main.js) as a child process, started the way scripts/start.mjs starts it, plus a tiny
// HTTP client on node:http that always answers (status 0 for a refused, reset or timed-out request), so a test can
// kill the API, stop its database or run two of them side by side.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort, startCluster, type PgCluster } from './pg-cluster.js';

export const API_MAIN = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'main.js');
export const CHILD_JWT_SECRET = 'secreto-de-pruebas-de-procesos-hijos-32-bytes!!';
export const CHILD_ADMIN_PASSWORD = 'clave-de-prueba-123';

export interface ChildApi {
  port: number;
  proc: ChildProcess;
  /** The last lines the process wrote (stdout and stderr), for failure messages. */
  output(): string;
  /** Resolves with the exit code or signal once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  alive(): boolean;
  /** SIGTERM (a clean stop) or SIGKILL, then waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts api/dist/main.js with `env` (DATA_DIR is required; DATABASE_URL unset means PGlite under DATA_DIR) and
 * waits until /api/ping answers 200. Defaults mirror docker-compose: NODE_ENV=production, a fixed JWT_SECRET.
 */
export async function startApi(env: Record<string, string>, opts: { port?: number; timeoutMs?: number } = {}): Promise<ChildApi> {
  if (!existsSync(API_MAIN)) throw new Error(`${API_MAIN} is missing: run npm run build -w contracts && npm run build -w api`);
  const port = opts.port ?? (await freePort());
  const childEnv: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? '/tmp',
    NODE_ENV: 'production',
    JWT_SECRET: CHILD_JWT_SECRET,
    ADMIN_USER: 'admin',
    ADMIN_PASSWORD: CHILD_ADMIN_PASSWORD,
    SEED_DEMO: '0',
    API_LOG: '0',
    API_HOST: '127.0.0.1',
    ...env,
    API_PORT: String(port),
  };
  const proc = spawn(process.execPath, ['--enable-source-maps', API_MAIN], { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-8000);
  };
  proc.stdout!.on('data', keep);
  proc.stderr!.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => proc.once('exit', (code, signal) => resolve({ code, signal })));
  let ended = false;
  void exited.then(() => {
    ended = true;
  });
  const api: ChildApi = {
    port,
    proc,
    output: () => tail,
    exited,
    alive: () => !ended,
    async stop(signal = 'SIGTERM') {
      if (!ended) proc.kill(signal);
      return exited;
    },
  };
  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  for (;;) {
    if (ended) throw new Error(`API exited during start:\n${tail}`);
    const r = await call(port, 'GET', '/api/ping', { timeoutMs: 1000 });
    if (r.status === 200) return api;
    if (Date.now() > deadline) {
      proc.kill('SIGKILL');
      throw new Error(`API did not answer /api/ping in time:\n${tail}`);
    }
    await sleep(100);
  }
}

export interface CallResult {
  status: number;
  body: any;
  /** The reply's headers (empty when there was no reply). */
  headers: Record<string, string | string[] | undefined>;
  /** Milliseconds from sending to the whole reply (or the failure). */
  ms: number;
  start: number;
  end: number;
  error?: string;
}

/** One HTTP request to 127.0.0.1:port; never throws: status 0 with `error` when there was no reply. */
export function call(
  port: number,
  method: string,
  path: string,
  opts: { body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<CallResult> {
  const start = Date.now();
  return new Promise((resolve) => {
    let done = false;
    const finish = (r: Omit<CallResult, 'ms' | 'start' | 'end' | 'headers'> & { headers?: CallResult['headers'] }) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      const end = Date.now();
      resolve({ headers: {}, ...r, ms: end - start, start, end });
    };
    const payload = opts.body === undefined ? undefined : Buffer.from(JSON.stringify(opts.body));
    const headers: Record<string, string> = { ...opts.headers };
    if (payload) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(payload.length);
    }
    const req = request({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => {
        const text = Buffer.concat(parts).toString('utf8');
        let body: any = text;
        try {
          body = JSON.parse(text);
        } catch {
          /* not JSON */
        }
        finish({ status: res.statusCode ?? 0, body, headers: res.headers });
      });
      res.on('error', (err) => finish({ status: 0, body: null, error: String(err) }));
    });
    const timer = setTimeout(() => {
      finish({ status: 0, body: null, error: 'timeout' });
      req.destroy();
    }, opts.timeoutMs ?? 3000);
    req.on('error', (err) => finish({ status: 0, body: null, error: String(err) }));
    req.end(payload);
  });
}

export async function childLogin(port: number, password = CHILD_ADMIN_PASSWORD): Promise<string> {
  const r = await call(port, 'POST', '/api/user/login', { body: { usuario: 'admin', contraseña: password }, timeoutMs: 10_000 });
  if (r.status !== 200) throw new Error(`login failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data.token;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A GET whose body is kept as bytes (images). */
export function getBinary(port: number, path: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts) }));
    })
      .on('error', reject)
      .end();
  });
}

/** One statement on the server at `url` (a database made or dropped), its rows. */
export async function adminQuery(url: string, sql: string): Promise<any[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/** Where a child API keeps its data across restarts: its environment (DATA_DIR, and DATABASE_URL in the PostgreSQL run). */
export interface ChildHome {
  env: Record<string, string>;
  dataDir: string;
  /** Drops the database and deletes DATA_DIR. */
  remove(): Promise<void>;
}

/**
 * The same DATA_DIR and database for every start of a child API: PGlite under DATA_DIR in the PGlite run, a fresh
 * database on the server in the PostgreSQL run.
 */
export async function childHome(name: string): Promise<ChildHome> {
  const dataDir = mkdtempSync(join(tmpdir(), `inmo-${name}-`));
  const env: Record<string, string> = { DATA_DIR: dataDir };
  let dbName: string | undefined;
  if (process.env.DATABASE_URL) {
    dbName = `inmo_${name.replace(/-/g, '_')}_${randomBytes(4).toString('hex')}`;
    await adminQuery(process.env.DATABASE_URL, `CREATE DATABASE "${dbName}"`);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${dbName}`;
    env.DATABASE_URL = url.toString();
  }
  return {
    env,
    dataDir,
    async remove() {
      if (dbName) await adminQuery(process.env.DATABASE_URL!, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Two child APIs started at once on one database of a private PostgreSQL cluster, one DATA_DIR, a client on it. */
export interface Replicas {
  cluster: PgCluster;
  a: ChildApi;
  b: ChildApi;
  db: pg.Client;
  /** Kills both, stops the cluster and deletes DATA_DIR. */
  stop(): Promise<void>;
}

export async function startReplicas(name: string, env: Record<string, string>): Promise<Replicas> {
  const cluster = await startCluster();
  const dataDir = mkdtempSync(join(tmpdir(), `inmo-${name}-`));
  const apis: ChildApi[] = [];
  let db: pg.Client | undefined;
  const stop = async () => {
    await db?.end();
    await Promise.all(apis.map((api) => api.stop('SIGKILL')));
    cluster.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await cluster.createDatabase('inmo');
    const both = { DATABASE_URL: cluster.url('inmo'), DATA_DIR: dataDir, ...env };
    const started = await Promise.allSettled([startApi(both), startApi(both)]);
    for (const s of started) if (s.status === 'fulfilled') apis.push(s.value);
    for (const s of started) if (s.status === 'rejected') throw s.reason;
    db = new pg.Client({ connectionString: cluster.url('inmo') });
    await db.connect();
    return { cluster, a: apis[0]!, b: apis[1]!, db, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
