// The reply cache (src/cache): hot public reads and the dashboard are answered without SQL, and never stale once a
// change is known — made through this process, through SQL behind its back, or through another process.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { AUTH_HEADER } from '@inmo/contracts';
import { ChangeFeed } from '../src/cache/change-feed.js';
import { REPLY_TTL_MS, ReplyCache } from '../src/cache/reply-cache.js';
import { Db } from '../src/database/db.service.js';
import { bootApp, eventually, loginToken, statementsOf, type TestApp } from './helpers.js';

const CATALOGUE = '/api/user/propiedades-publicas?page=1&limit=9';


describe('reply cache', () => {
  let t: TestApp;
  let token: string;
  const admin = (r: any) => r.set('auth-token', token);

  beforeAll(async () => {
    t = await bootApp();
    token = await loginToken(t.http);
  });
  afterAll(() => t.close());

  // Statements are counted per request (statementsOf): the mail, alert and sync workers' polls meanwhile are not.
  it('answers a repeated catalogue page from memory, with no SQL, and revalidates by ETag', async () => {
    const first = await t.http.get(CATALOGUE);
    expect(first.status).toBe(200);
    const second = await statementsOf(t, { url: CATALOGUE });
    expect(second.statements).toBe(0);
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.text);
    expect(second.headers['content-type']).toMatch(/application\/json/);
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    const etag = second.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const revalidated = await t.http.get(CATALOGUE).set('if-none-match', etag);
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe('');
    // The detail page likewise.
    const id = first.body.propiedades[0].id;
    await t.http.get(`/api/user/propiedad/${id}`);
    const detail = await statementsOf(t, { url: `/api/user/propiedad/${id}` });
    expect(detail.headers['x-cache']).toBe('hit');
    expect(detail.statements).toBe(0);
  });

  it('an uncached page is two statements, its rows and its count (public and admin lists); a cached one none', async () => {
    await admin(t.http.get('/api/admin/metricas')); // the process's first staff request loads the staff list once
    t.app.get(ChangeFeed).bump('properties'); // as a change notice of the properties table does
    const p1 = await statementsOf(t, { url: '/api/user/propiedades-publicas?page=1&limit=3&operacion=venta' });
    expect(p1.statements).toBe(2);
    const p2 = await statementsOf(t, { url: '/api/user/propiedades-publicas?page=2&limit=3&operacion=venta' });
    expect(p2.statements).toBe(2);
    expect(JSON.parse(p2.body).total).toBe(JSON.parse(p1.body).total);
    expect((await statementsOf(t, { url: '/api/user/propiedades-publicas?page=2&limit=3&operacion=venta' })).statements).toBe(0);
    const headers = { [AUTH_HEADER]: token };
    expect((await statementsOf(t, { url: '/api/admin/todas-propiedades?page=1&limit=3', headers })).statements).toBe(2);
    expect((await statementsOf(t, { url: '/api/admin/todas-propiedades?page=2&limit=3', headers })).statements).toBe(2);
  });

  it('shows a property created through the API on the very next read', async () => {
    const before = (await t.http.get(CATALOGUE)).body;
    const created = await admin(t.http.post('/api/admin/nueva-casa')).send({ titulo: 'Casa recién cargada', operacion: 'venta', localidad: 'Chivilcoy', habitaciones: 2 });
    expect(created.status).toBe(201);
    const after = await t.http.get(CATALOGUE);
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.body.total).toBe(before.total + 1);
    expect(after.body.propiedades.map((p: any) => p.titulo)).toContain('Casa recién cargada');
  });

  it('drops cached replies when the data changes behind its back (SQL, through the triggers)', async () => {
    const page = (await t.http.get(CATALOGUE)).body;
    const id = page.propiedades[0].id;
    await t.http.get(`/api/user/propiedad/${id}`);
    expect((await t.http.get(`/api/user/propiedad/${id}`)).headers['x-cache']).toBe('hit');
    const marker = `Editada por SQL ${randomBytes(3).toString('hex')}`;
    await t.app.get(Db).query('UPDATE properties SET titulo = $1 WHERE id = $2', [marker, id]);
    expect(await eventually(async () => (await t.http.get(`/api/user/propiedad/${id}`)).body.propiedad?.titulo === marker)).toBe(true);
    expect(await eventually(async () => (await t.http.get(CATALOGUE)).body.propiedades[0].titulo === marker)).toBe(true);
  });

  it('never serves a staff-only reply to a visitor, nor a visitor reply to staff', async () => {
    const created = await admin(t.http.post('/api/admin/nueva-casa')).send({ titulo: 'Casa oculta del cache', operacion: 'venta', localidad: 'Chivilcoy', habitaciones: 1, visible: false });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(typeof id).toBe('string');
    for (let i = 0; i < 2; i++) {
      const staff = await admin(t.http.get(`/api/user/propiedad/${id}`));
      expect(staff.status).toBe(200);
      expect(staff.headers['x-cache']).toBeUndefined();
      expect((await t.http.get(`/api/user/propiedad/${id}`)).status).toBe(404);
    }
    const anonymous = await t.http.get('/api/user/propiedades-publicas?q=oculta%20del%20cache');
    expect(anonymous.body.total).toBe(0);
    const staffList = await admin(t.http.get('/api/admin/todas-propiedades?q=oculta%20del%20cache'));
    expect(staffList.body.total).toBe(1);
  });

  it('reads the dashboard metrics fresh: a change by SQL and an operation recorded show on the next read', async () => {
    const db = t.app.get(Db);
    const first = (await admin(t.http.get('/api/admin/metricas'))).body.data;
    await db.query(`UPDATE properties SET visible = NOT visible WHERE id = (SELECT id FROM properties WHERE deleted_at IS NULL AND estado = 'Disponible' ORDER BY created_at LIMIT 1)`);
    const activas = (await admin(t.http.get('/api/admin/metricas'))).body.data.resumen.totalPropiedadesActivas;
    expect(Math.abs(activas - first.resumen.totalPropiedadesActivas)).toBe(1);

    const props = (await t.http.get('/api/user/propiedades-publicas?limit=1')).body.propiedades;
    const clients = (await admin(t.http.get('/api/admin/clientes'))).body;
    const list = Array.isArray(clients) ? clients : clients.data ?? clients.clientes;
    const op = await admin(t.http.post('/api/admin/nueva-operacion')).send({
      operacion: 'venta', propiedad: props[0].id, oferente: list[0]._id, receptor: list[1]._id, montoDinero: 1000, moneda: 'USD', fechaConcretada: '2026-01-15',
    });
    expect(op.status).toBe(201);
    const after = (await admin(t.http.get('/api/admin/metricas'))).body.data;
    expect(after.operaciones.total).toBe(first.operaciones.total + 1);
  });

  it('keeps a reply at most its time to live, and never one computed while a change came in', async () => {
    const cache = t.app.get(ReplyCache);
    const url = '/api/user/inmobiliaria';
    await t.http.get(url);
    expect((await t.http.get(url)).headers['x-cache']).toBe('hit');
    expect(cache.get(url, Date.now() + REPLY_TTL_MS - 1000)).not.toBeNull();
    expect(cache.get(url, Date.now() + REPLY_TTL_MS + 1)).toBeNull();
    expect((await t.http.get(url)).headers['x-cache']).toBe('miss');
    const since = cache.generation;
    t.app.get(ChangeFeed).bump('properties');
    cache.put('/api/user/otra', '{}', 'application/json', since);
    expect(cache.get('/api/user/otra')).toBeNull();
  });
});

// Always on the PostgreSQL server (the one the machines run): two processes, one database, and a cut connection.
describe('reply cache across processes (PostgreSQL)', () => {
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const dirs: string[] = [];
  let a: TestApp;
  let b: TestApp;
  const setup = () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'inmo-cache-'));
    dirs.push(dataDir);
    return { dataDir, pgSchema: schema, persistent: false };
  };
  const saved = process.env.DATABASE_URL;

  beforeAll(async () => {
    process.env.DATABASE_URL = url;
    a = await bootApp({ setup: setup() });
    b = await bootApp({ setup: setup(), seedDemo: false });
  });
  afterAll(async () => {
    await b?.close({ keepData: true });
    await a?.close();
    if (saved === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = saved;
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('a change made through one process reaches the other process’s cache', async () => {
    const page = await a.http.get(CATALOGUE);
    expect((await a.http.get(CATALOGUE)).headers['x-cache']).toBe('hit');
    const token = await loginToken(b.http);
    const created = await b.http.post('/api/admin/nueva-casa').set('auth-token', token).send({ titulo: 'Casa cargada en la otra réplica', operacion: 'venta', localidad: 'Chivilcoy', habitaciones: 1 });
    expect(created.status).toBe(201);
    const seen = await eventually(async () => (await a.http.get(CATALOGUE)).body.total === page.body.total + 1, 1000);
    expect(seen).toBe(true);
  });

  it('listens where DATABASE_LISTEN_URL says (and caches nothing while it cannot hear there)', async () => {
    const c = await bootApp({ setup: setup(), seedDemo: false, env: { DATABASE_LISTEN_URL: 'postgres://postgres@127.0.0.1:1/nadie' } });
    try {
      expect(c.config.databaseListenUrl).toBe('postgres://postgres@127.0.0.1:1/nadie');
      expect(c.app.get(ChangeFeed).listening).toBe(false);
      expect((await c.http.get(CATALOGUE)).headers['x-cache']).toBe('miss');
      expect((await c.http.get(CATALOGUE)).headers['x-cache']).toBe('miss');
    } finally {
      await c.close({ keepData: true });
    }
  });

  it('turns the cache off while its notification session is cut, and back on when it reconnects', async () => {
    const feed = a.app.get(ChangeFeed);
    expect(feed.listening).toBe(true);
    await a.http.get(CATALOGUE);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      // Kill the listening session, as a database restart or a network cut would.
      const pid = (feed as any).client.processID;
      const killed = await admin.query(`SELECT pg_terminate_backend($1) AS ok`, [pid]);
      expect(killed.rows[0].ok).toBe(true);
      expect(await eventually(async () => !feed.listening, 2000)).toBe(true);
      // A change while it cannot hear: not served stale.
      const marker = `Cambio durante el corte ${randomBytes(3).toString('hex')}`;
      const id = (await a.http.get(CATALOGUE)).body.propiedades[0].id;
      await admin.query(`UPDATE "${schema}".properties SET titulo = $1 WHERE id = $2`, [marker, id]);
      const during = await a.http.get(CATALOGUE);
      expect(during.headers['x-cache']).not.toBe('hit');
      expect(during.body.propiedades[0].titulo).toBe(marker);
      expect(await eventually(async () => feed.listening, 3000)).toBe(true);
      await a.http.get(CATALOGUE);
      expect((await a.http.get(CATALOGUE)).headers['x-cache']).toBe('hit');
    } finally {
      await admin.end();
    }
  });
});
