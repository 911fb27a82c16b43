// Boots the real app for a test file: PGlite in memory (or under a temp dir) by default, PostgreSQL in a fresh
// schema when DATABASE_URL is set (the schema is dropped on close, so runs are repeatable).
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { Agent } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createApp } from '../src/app.factory.js';
import { loadConfig, type AppConfig } from '../src/config/config.js';
import { Db } from '../src/database/db.service.js';

export const ADMIN_USER = 'admin';
export const ADMIN_PASSWORD = 'clave-de-prueba-123';
export const JWT_SECRET = 'secreto-de-pruebas-de-al-menos-32-bytes!!';

export interface TestApp {
  app: NestFastifyApplication;
  http: ReturnType<typeof request>;
  config: AppConfig;
  close(opts?: { keepData?: boolean }): Promise<void>;
}

export function newTestSetup(): { dataDir: string; pgSchema?: string; persistent: boolean } {
  return {
    dataDir: mkdtempSync(join(tmpdir(), 'inmo-api-test-')),
    pgSchema: process.env.DATABASE_URL ? `t_${randomBytes(6).toString('hex')}` : undefined,
    persistent: false,
  };
}

/** bootApp, then the admin's token: how most test files start. */
export async function bootAsAdmin(opts: Parameters<typeof bootApp>[0] = {}): Promise<{ t: TestApp; token: string }> {
  const t = await bootApp(opts);
  try {
    return { t, token: await loginToken(t.http) };
  } catch (err) {
    await t.close();
    throw err;
  }
}

export async function bootApp(opts: { seedDemo?: boolean; setup?: ReturnType<typeof newTestSetup>; persistent?: boolean; env?: Record<string, string> } = {}): Promise<TestApp> {
  const setup = opts.setup ?? newTestSetup();
  const persistent = opts.persistent ?? false;
  const config = loadConfig(
    {
      DATA_DIR: setup.dataDir,
      DATABASE_URL: process.env.DATABASE_URL,
      ADMIN_USER,
      ADMIN_PASSWORD,
      SEED_DEMO: opts.seedDemo === false ? '0' : '1',
      NODE_ENV: 'test',
      ...opts.env,
    },
    { jwtSecret: JWT_SECRET, logger: false, pgliteInMemory: !persistent, pgSchema: setup.pgSchema },
  );
  const app = await createApp(config);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  const http = request(app.getHttpAdapter().getInstance().server);
  return {
    app,
    http,
    config,
    async close(closeOpts = {}) {
      await app.close();
      if (closeOpts.keepData) return;
      if (setup.pgSchema && process.env.DATABASE_URL) {
        const { default: pg } = await import('pg');
        const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS "${setup.pgSchema}" CASCADE`);
        await client.end();
      }
      rmSync(setup.dataDir, { recursive: true, force: true });
    },
  };
}

/** What an in-process request answered, and how many SQL statements it sent itself. */
export interface Spent {
  status: number;
  body: string;
  headers: Record<string, unknown>;
  statements: number;
}

/**
 * Sends one request in-process (fastify's inject, run in this test's async context) and counts only the SQL
 * statements it sent: the mail, alert and sync workers' polls meanwhile are not counted.
 */
export async function statementsOf(
  t: TestApp,
  req: { method?: 'GET' | 'HEAD' | 'POST'; url: string; headers?: Record<string, string>; payload?: object; remoteAddress?: string },
): Promise<Spent> {
  const db = t.app.get(Db);
  const fastify = t.app.getHttpAdapter().getInstance();
  const opts = { method: req.method ?? 'GET', url: req.url, headers: req.headers, payload: req.payload, remoteAddress: req.remoteAddress };
  // The callback form: awaiting inject's thenable would run the request outside this async context.
  const { result, statements } = await db.counting(
    () => new Promise<Awaited<ReturnType<typeof fastify.inject>>>((resolve, reject) => fastify.inject(opts, (err, res) => (err ? reject(err) : resolve(res!)))),
  );
  return { status: result.statusCode, body: result.body, headers: result.headers, statements };
}

export async function loginToken(http: TestApp['http']): Promise<string> {
  const res = await http.post('/api/user/login').send({ usuario: ADMIN_USER, contraseña: ADMIN_PASSWORD });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.token;
}

export function expectErrorShape(body: any): void {
  expect(body.success).toBe(false);
  expect(typeof body.error).toBe('string');
  expect(body.error.length).toBeGreaterThan(0);
}

/** Polls `check` until it holds or `ms` pass (for changes that arrive by notice, a few milliseconds later). */
export async function eventually(check: () => Promise<boolean>, ms = 2000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return check();
}

/**
 * A visitor of its own: requests sent with `.agent(visitor('x'))` leave from a loopback address of their own
 * (127.a.b.c, never 127.0.0.1), so the API sees a distinct client by the connection itself — the way a real visitor
 * is told apart — and not by an X-Forwarded-For header, which it believes from its trusted proxies only.
 */
export function visitor(name: string): Agent {
  let agent = visitors.get(name);
  if (!agent) {
    const h = createHash('sha256').update(name).digest();
    const localAddress = `127.${1 + (h[0]! % 254)}.${h[1]}.${2 + (h[2]! % 252)}`;
    agent = new Agent({ localAddress });
    visitors.set(name, agent);
    addresses.set(name, localAddress);
  }
  return agent;
}
const visitors = new Map<string, Agent>();
const addresses = new Map<string, string>();

/** The address the API sees for a visitor() (as Node reports an IPv4 peer on a dual-stack socket). */
export function visitorAddress(name: string): string {
  visitor(name);
  return addresses.get(name)!;
}

/**
 * A staff user created straight in the table (the users routes are tested in users.e2e-spec.ts), logged in through
 * the API: its id and token.
 */
export async function staffUser(t: TestApp, rol: 'admin' | 'agente', username = `${rol}-${randomUUID().slice(0, 8)}`): Promise<{ id: string; token: string; username: string; password: string }> {
  const { Db } = await import('../src/database/db.service.js');
  const { hashPassword } = await import('../src/auth/passwords.js');
  const password = `clave-${randomBytes(8).toString('hex')}`;
  const row = await t.app.get(Db).one<{ id: string }>(
    `INSERT INTO users (username, password_hash, nombre, mail, rol) VALUES ($1, $2, $3, '', $4) RETURNING id`,
    [username, await hashPassword(password), `Usuario ${username}`, rol],
  );
  const res = await t.http.post('/api/user/login').agent(visitor(username)).send({ usuario: username, contraseña: password });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: row!.id, token: res.body.data.token, username, password };
}

/** One route of the route table called with these headers (a write with an empty JSON body): the route-table sweeps' call. */
export function callRoute(t: TestApp, r: { method: string; path: string }, headers: Record<string, string>) {
  const req = (t.http as any)[r.method.toLowerCase()](r.path);
  for (const [k, v] of Object.entries(headers)) req.set(k, v);
  return r.method === 'GET' || r.method === 'DELETE' ? req : req.send({});
}

/** A supertest parser that keeps a binary reply (a PDF, a picture) whole: `.buffer(true).parse(binary)`. */
export const binary = (res: any, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};

/** What pdftotext (poppler, -layout) reads of a PDF: its text as a person reads it, in reading order. */
export function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-'));
  try {
    writeFileSync(join(dir, 'a.pdf'), pdf);
    return execFileSync('pdftotext', ['-layout', join(dir, 'a.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
