// Scale-out: two API processes (as `docker-compose up --scale api=2` runs them: one database, one media folder,
// one JWT secret) behave as one API. They start together on an empty database (migrations under an advisory
// lock, demo data loaded once), share the login and contact throttles, accept each other's tokens, see each
// other's writes and refuse a stale edit made through the other one. A logout, a password change or a deactivation
// made through one ends those sessions on the other too. A private PostgreSQL cluster, whatever
// database the rest of the suite uses.
import { ERROR_CODES } from '@inmo/contracts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { LOGIN_MAX_FALLOS } from '../src/auth/auth.service.js';
import { CONTACTO_MAX } from '../src/contact/contact.service.js';
import { MIGRATIONS } from '../src/database/migrations/index.js';
import { DEMO_PROPERTIES } from '../src/seed/demo-data.js';
import { call, childLogin, CHILD_ADMIN_PASSWORD, sleep, startApi, startReplicas, type ChildApi, type Replicas } from './child-api.js';
import type { PgCluster } from './pg-cluster.js';

describe('two API processes on one database', () => {
  let replicas: Replicas | undefined;
  let cluster: PgCluster;
  let a: ChildApi;
  let b: ChildApi;
  let db: pg.Client;
  beforeAll(async () => {
    // Both at the same instant on an empty database, each wanting to migrate and to load the demo data.
    replicas = await startReplicas('scale', { SEED_DEMO: '1' });
    ({ cluster, a, b, db } = replicas);
  }, 90_000);
  afterAll(() => replicas?.stop());

  it('both start together on an empty database: each migration applied once, one admin, the demo data once', async () => {
    for (const api of [a, b]) expect((await call(api.port, 'GET', '/api/health')).body).toEqual({ status: 'ok', database: 'up' });
    const migrations = await db.query('SELECT name FROM migrations ORDER BY id');
    expect(migrations.rows.map((r) => r.name)).toEqual(MIGRATIONS.map((m) => m.name));
    expect((await db.query('SELECT count(*)::int AS n FROM users')).rows[0].n).toBe(1);
    expect((await db.query('SELECT count(*)::int AS n FROM properties')).rows[0].n).toBe(DEMO_PROPERTIES.length);
    const [ca, cb] = await Promise.all([a, b].map((api) => call(api.port, 'GET', '/api/user/propiedades-publicas')));
    expect(ca.status).toBe(200);
    expect(cb.body).toEqual(ca.body);
  });

  it('a replica with a media folder of its own (another host) serves every demo picture, without loading the demo data', async () => {
    const ownDir = mkdtempSync(join(tmpdir(), 'inmo-scale-host2-'));
    const c = await startApi({ DATABASE_URL: cluster.url('inmo'), DATA_DIR: ownDir, SEED_DEMO: '0' });
    try {
      const urls = (await db.query(`SELECT url FROM property_images WHERE public_id LIKE 'demo/%'`)).rows.map((r: { url: string }) => r.url);
      expect(urls.length).toBeGreaterThanOrEqual(DEMO_PROPERTIES.length);
      for (const url of urls) {
        const [onA, onC] = await Promise.all([call(a.port, 'GET', url), call(c.port, 'GET', url)]);
        expect({ url, status: onC.status }).toEqual({ url, status: 200 });
        expect(onC.body).toMatch(/^<svg/);
        expect(onC.body).toBe(onA.body);
      }
    } finally {
      await c.stop('SIGTERM');
      rmSync(ownDir, { recursive: true, force: true });
    }
  });

  it('counts failed logins made through both: the limit falls at the same total as on one', async () => {
    const attempt = (api: ChildApi, ip: string, password: string) =>
      call(api.port, 'POST', '/api/user/login', { headers: { 'x-forwarded-for': ip }, body: { usuario: 'admin', contraseña: password }, timeoutMs: 10_000 });
    const firstRefusal = async (apis: ChildApi[], ip: string): Promise<number> => {
      for (let i = 0; i < LOGIN_MAX_FALLOS + 3; i++) {
        const r = await attempt(apis[i % apis.length]!, ip, 'clave-equivocada');
        if (r.status === 429) {
          expect(r.body.code).toBe(ERROR_CODES.LOGIN_THROTTLED);
          return i;
        }
        expect(r.status).toBe(401);
      }
      return -1;
    };
    // One instance alone, from one client address…
    const alone = await firstRefusal([a], '203.0.113.10');
    // …and the same from another address, alternating between the two instances.
    const alternating = await firstRefusal([a, b], '203.0.113.11');
    expect(alone).toBe(LOGIN_MAX_FALLOS);
    expect(alternating).toBe(alone);
    // Both now refuse even the right password from that address; another address still logs in.
    for (const api of [a, b]) expect((await attempt(api, '203.0.113.11', CHILD_ADMIN_PASSWORD)).status).toBe(429);
    expect((await attempt(b, '203.0.113.12', CHILD_ADMIN_PASSWORD)).status).toBe(200);
  });

  it('counts contact-form enquiries made through both', async () => {
    const send = (api: ChildApi, i: number) =>
      call(api.port, 'POST', '/api/user/contacto', {
        headers: { 'x-forwarded-for': '203.0.113.20' },
        body: { nombre: 'Ana Réplica', email: 'ana@example.com', asunto: 'Consulta', mensaje: `Consulta ${i}` },
      });
    const statuses: number[] = [];
    for (let i = 0; i < CONTACTO_MAX + 2; i++) statuses.push((await send(i % 2 === 0 ? a : b, i)).status);
    expect(statuses).toEqual([...Array(CONTACTO_MAX).fill(201), 429, 429]);
    const stored = await db.query(`SELECT count(*)::int AS n FROM contact_enquiries WHERE nombre = 'Ana Réplica'`);
    expect(stored.rows[0].n).toBe(CONTACTO_MAX);
  });

  it('accepts on one a token issued by the other', async () => {
    const fromA = await childLogin(a.port);
    const fromB = await childLogin(b.port);
    expect((await call(b.port, 'GET', '/api/admin/clientes', { headers: { 'auth-token': fromA } })).status).toBe(200);
    expect((await call(a.port, 'GET', '/api/admin/clientes', { headers: { 'auth-token': fromB } })).status).toBe(200);
    expect((await call(a.port, 'GET', '/api/admin/clientes', { headers: { 'auth-token': fromB + 'x' } })).status).toBe(401);
  });

  it('reads through one what was written through the other, and refuses there an edit based on a stale version', async () => {
    const token = await childLogin(a.port);
    const admin = { 'auth-token': token };
    const created = await call(a.port, 'POST', '/api/admin/nueva-casa', {
      headers: admin,
      body: { titulo: 'Casa de dos réplicas', operacion: 'venta', localidad: 'Chivilcoy', habitaciones: 3, precio: { monto: 120000, moneda: 'USD' } },
    });
    expect(created.status).toBe(201);
    const { id } = created.body.propiedad;
    // B reads it (and so holds its version, as an open edit form would)…
    const readOnB = await call(b.port, 'GET', `/api/user/propiedad/${id}`, { headers: admin });
    expect(readOnB.status).toBe(200);
    expect(readOnB.body.propiedad.titulo).toBe('Casa de dos réplicas');
    const seen = readOnB.body.propiedad.version;
    // …A saves an edit based on that version…
    const editOnA = await call(a.port, 'PUT', `/api/admin/editar-propiedad/${id}`, { headers: admin, body: { tipo: 'Casa', version: seen, propiedad: { titulo: 'Editada en A' } } });
    expect(editOnA.status).toBe(200);
    // …and B's save based on the same version is a conflict, not a lost update.
    const editOnB = await call(b.port, 'PUT', `/api/admin/editar-propiedad/${id}`, { headers: admin, body: { tipo: 'Casa', version: seen, propiedad: { titulo: 'Editada en B' } } });
    expect(editOnB.status).toBe(409);
    expect(editOnB.body.code).toBe(ERROR_CODES.PROPERTY_VERSION_CONFLICT);
    const final = await call(b.port, 'GET', `/api/user/propiedad/${id}`, { headers: admin });
    expect(final.body.propiedad).toMatchObject({ titulo: 'Editada en A', version: seen + 1 });
  });

  it('ends sessions on both: a logout, a deactivation and a password change made through one apply on the other', async () => {
    const refusedOn = (api: ChildApi, token: string) => async () => (await call(api.port, 'GET', '/api/admin/clientes', { headers: { 'auth-token': token } })).status === 401;
    const until = async (check: () => Promise<boolean>) => {
      for (const end = Date.now() + 2000; Date.now() < end; await sleep(10)) if (await check()) return true;
      return check();
    };
    // Both replicas know both tokens (their in-memory lists are loaded) before anything ends.
    const [one, two] = [await childLogin(a.port), await childLogin(b.port)];
    for (const api of [a, b]) for (const token of [one, two]) expect(await refusedOn(api, token)()).toBe(false);
    expect((await call(a.port, 'POST', '/api/user/logout', { headers: { 'auth-token': one } })).status).toBe(200);
    expect(await until(refusedOn(b, one))).toBe(true);
    expect(await refusedOn(b, two)()).toBe(false);

    const created = await call(a.port, 'POST', '/api/admin/nuevo-usuario', {
      headers: { 'auth-token': two },
      body: { usuario: 'replicada', nombre: 'Agente Replicada', rol: 'agente', contraseña: 'temporal-replicas-1' },
    });
    expect(created.status).toBe(201);
    const agentTemp = (await call(b.port, 'POST', '/api/user/login', { body: { usuario: 'replicada', contraseña: 'temporal-replicas-1' } })).body.data.token;
    const changed = await call(b.port, 'POST', '/api/user/cambiar-contrasena', { headers: { 'auth-token': agentTemp }, body: { actual: 'temporal-replicas-1', nueva: 'propia-de-la-agente-2' } });
    expect(changed.status).toBe(200);
    expect(await until(refusedOn(a, agentTemp))).toBe(true);
    const agent = changed.body.data.token;
    expect(await refusedOn(a, agent)()).toBe(false);
    expect((await call(b.port, 'PUT', `/api/admin/editar-usuario/${created.body.data._id}`, { headers: { 'auth-token': two }, body: { activo: false } })).status).toBe(200);
    expect(await until(refusedOn(a, agent))).toBe(true);
  });
});
