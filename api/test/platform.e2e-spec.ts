// Start-up, schema, seed, error shape for malformed requests, health, media, docs, request ids.
import { ERROR_CODES, MENSAJES } from '@inmo/contracts';
import { Db } from '../src/database/db.service.js';
import { loadConfig, ConfigError } from '../src/config/config.js';
import { DEMO_CERRADAS, DEMO_PROPERTIES } from '../src/seed/demo-data.js';
import { ADMIN_PASSWORD, ADMIN_USER, bootApp, expectErrorShape, loginToken, newTestSetup, type TestApp } from './helpers.js';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const TABLES = [
  'users', 'properties', 'property_images', 'clients', 'client_search_preferences', 'client_offered_properties',
  'operations', 'contact_enquiries', 'rate_limit_events',
];

describe('platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApp({ seedDemo: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`migrations create every table with id uuid, created_at, updated_at and version (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const db = t.app.get(Db);
    const cols = await db.query(
      `SELECT table_name, column_name, data_type, column_default FROM information_schema.columns WHERE table_schema = current_schema()`,
    );
    for (const table of TABLES) {
      const c = cols.filter((r) => r.table_name === table);
      expect({ table, id: c.find((r) => r.column_name === 'id')?.data_type }).toEqual({ table, id: 'uuid' });
      expect(c.find((r) => r.column_name === 'id')?.column_default).toMatch(/gen_random_uuid/);
      for (const name of ['created_at', 'updated_at', 'version']) expect({ table, name, ok: c.some((r) => r.column_name === name) }).toEqual({ table, name, ok: true });
    }
    const money = cols.find((r) => r.table_name === 'properties' && r.column_name === 'precio_monto');
    expect(money?.data_type).toBe('numeric');
    expect(cols.find((r) => r.table_name === 'operations' && r.column_name === 'monto_dinero')?.data_type).toBe('numeric');
    const migrations = await db.query(`SELECT name FROM migrations`);
    expect(migrations.map((m) => m.name)).toContain('InitialSchema1763780000000');
  });

  it('creates the first admin with an argon2id hash and no demo data when SEED_DEMO=0', async () => {
    const db = t.app.get(Db);
    const users = await db.query(`SELECT username, password_hash, rol FROM users`);
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ username: ADMIN_USER, rol: 'admin' });
    expect(users[0].password_hash).toMatch(/^\$argon2id\$/);
    const res = await t.http.get('/api/user/propiedades-publicas');
    expect(res.body).toEqual({ propiedades: [] });
  });

  it('answers ping cheaply and health with the database state', async () => {
    expect((await t.http.get('/api/ping')).body).toEqual({ success: true, message: 'pong' });
    const h = await t.http.get('/api/health');
    expect(h.status).toBe(200);
    expect(h.body).toEqual({ status: 'ok', database: 'up' });
  });

  it('returns a request id header (and keeps a sane incoming one) and security headers', async () => {
    const res = await t.http.get('/api/ping');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
    expect(res.headers['cache-control']).toBe('no-cache');
    const login = await t.http.post('/api/user/login').send({ usuario: ADMIN_USER, contraseña: ADMIN_PASSWORD });
    expect(login.headers['cache-control']).toBe('no-store');
    const admin = await t.http.get('/api/admin/metricas').set('auth-token', login.body.data.token);
    expect(admin.headers['cache-control']).toBe('no-store');
    const mine = await t.http.get('/api/ping').set('x-request-id', 'abc-123');
    expect(mine.headers['x-request-id']).toBe('abc-123');
    const evil = await t.http.get('/api/ping').set('x-request-id', 'a b<script>');
    expect(evil.headers['x-request-id']).not.toBe('a b<script>');
  });

  it('turns malformed JSON, a wrong content type and an oversized body into 4xx in the one shape', async () => {
    const bad = await t.http.post('/api/user/contacto').set('content-type', 'application/json').send('{"nombre": ');
    expect(bad.status).toBe(400);
    expectErrorShape(bad.body);
    const wrongType = await t.http.post('/api/user/contacto').set('content-type', 'application/xml').send('<a/>');
    expect(wrongType.status).toBeGreaterThanOrEqual(400);
    expect(wrongType.status).toBeLessThan(500);
    expectErrorShape(wrongType.body);
    const big = await t.http.post('/api/user/contacto').set('content-type', 'application/json').send(JSON.stringify({ mensaje: 'x'.repeat(2 * 1024 * 1024) }));
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ success: false, error: MENSAJES.cuerpoDemasiadoGrande, code: ERROR_CODES.PAYLOAD_TOO_LARGE });
    const unknown = await t.http.get('/api/no-existe');
    expect(unknown.status).toBe(404);
    expectErrorShape(unknown.body);
  });

  it('serves media with a content type and long cache, and nothing outside the media folder', async () => {
    const res = await t.http.get('/api/media/imagen_por_defecto.svg');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    for (const path of ['/api/media/..%2Fjwt-secret', '/api/media/%2E%2E%2Fjwt-secret', '/api/media/jwt-secret', '/api/media/no-existe.svg', '/api/media/..%2F..%2Fetc%2Fpasswd']) {
      const r = await t.http.get(path);
      expect({ path, status: r.status }).toEqual({ path, status: 404 });
    }
  });

  it('publishes OpenAPI docs at /api/docs', async () => {
    const ui = await t.http.get('/api/docs');
    expect(ui.status).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
    const json = await t.http.get('/api/docs/json');
    expect(json.status).toBe(200);
    expect(Object.keys(json.body.paths)).toEqual(expect.arrayContaining(['/api/user/login', '/api/admin/metricas', '/api/user/propiedades-publicas']));
  });

  it('asks browsers to keep to https (Strict-Transport-Security) only when PUBLIC_URL is https, then on every reply', async () => {
    for (const path of ['/api/ping', '/api/user/propiedades-publicas', '/api/no-existe']) expect((await t.http.get(path)).headers['strict-transport-security']).toBeUndefined();
    const https = await bootApp({ seedDemo: false, env: { PUBLIC_URL: 'https://www.inmobiliaria-prueba.com.ar' } });
    try {
      for (const path of ['/api/ping', '/api/user/propiedades-publicas', '/api/no-existe']) {
        expect({ path, hsts: (await https.http.get(path)).headers['strict-transport-security'] }).toEqual({ path, hsts: 'max-age=31536000' });
      }
    } finally {
      await https.close();
    }
  });

  it('answers 503 with the Spanish message when the database is gone', async () => {
    const other = await bootApp({ seedDemo: false });
    const db = other.app.get(Db);
    await db.dataSource.destroy();
    const res = await other.http.get('/api/user/propiedades-publicas');
    const health = await other.http.get('/api/health');
    await other.close();
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ success: false, error: MENSAJES.baseNoDisponible, code: ERROR_CODES.DATABASE_UNAVAILABLE });
    expect(health.status).toBe(503);
  });
});

describe('first start and restart', () => {
  it('seeds once: a restart keeps every change and loads nothing twice', async () => {
    const setup = newTestSetup();
    const first = await bootApp({ setup, persistent: true });
    const token = await loginToken(first.http);
    const list = await first.http.get('/api/user/propiedades-publicas');
    expect(list.body.propiedades.length).toBe(DEMO_PROPERTIES.filter((p, i) => p.body.visible !== false && !DEMO_CERRADAS.has(i)).length);
    // Every seeded image exists under DATA_DIR/media.
    for (const img of list.body.propiedades.flatMap((p: any) => p.imagenes)) {
      expect(existsSync(join(setup.dataDir, 'media', img.url.replace('/api/media/', '')))).toBe(true);
    }
    const victim = list.body.propiedades[0].id;
    expect((await first.http.delete(`/api/admin/eliminar-propiedad/${victim}`).set('auth-token', token)).status).toBe(200);
    await first.close({ keepData: true });

    const second = await bootApp({ setup, persistent: true });
    try {
      const again = await second.http.get('/api/user/propiedades-publicas');
      expect(again.body.propiedades.length).toBe(list.body.propiedades.length - 1);
      expect(again.body.propiedades.some((p: any) => p.id === victim)).toBe(false);
      const db = second.app.get(Db);
      expect(Number((await db.one(`SELECT count(*) AS n FROM properties`))!.n)).toBe(DEMO_PROPERTIES.length);
      expect(Number((await db.one(`SELECT count(*) AS n FROM users`))!.n)).toBe(1);
      const login = await second.http.post('/api/user/login').send({ usuario: ADMIN_USER, contraseña: ADMIN_PASSWORD });
      expect(login.status).toBe(200);
    } finally {
      await second.close();
    }
  });
});

describe('config', () => {
  it('refuses to start in production without a JWT_SECRET of at least 32 bytes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'inmo-cfg-'));
    try {
      expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dir })).toThrow(ConfigError);
      expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, JWT_SECRET: 'corto' })).toThrow(/32 bytes/);
      expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe('x'.repeat(32));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('generates a 32-byte secret once under DATA_DIR and reuses it; applies defaults', () => {
    const dir = mkdtempSync(join(tmpdir(), 'inmo-cfg-'));
    try {
      const a = loadConfig({ DATA_DIR: dir });
      const b = loadConfig({ DATA_DIR: dir });
      expect(a.jwtSecret).toBe(b.jwtSecret);
      expect(Buffer.from(a.jwtSecret, 'hex')).toHaveLength(32);
      expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(a.jwtSecret);
      expect(a).toMatchObject({ port: 3000, host: '127.0.0.1', adminUser: 'admin', adminPassword: null, seedDemo: true, corsOrigins: [], databaseUrl: null });
      expect(loadConfig({ DATA_DIR: dir, SEED_DEMO: '0', CORS_ORIGINS: 'http://a.test, http://b.test' })).toMatchObject({ seedDemo: false, corsOrigins: ['http://a.test', 'http://b.test'] });
      expect(() => loadConfig({ DATA_DIR: dir, API_PORT: 'abc' })).toThrow(ConfigError);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
