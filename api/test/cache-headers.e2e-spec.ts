// Cache-Control and Vary over the application's own route table (src/cache/cache-headers.ts): every route asked with
// a token is answered `no-store`, and so is every staff route and every write without one; every other reply may be
// stored only as `Vary: auth-token`, so a shared cache never serves one variant for the other. A new route is checked
// without anyone listing it.
import { AUTH_HEADER } from '@inmo/contracts';
import { registeredRoutes } from '../src/app.factory.js';
import { Db } from '../src/database/db.service.js';
import { bootApp, callRoute, staffUser, type TestApp } from './helpers.js';

const varies = (h: Record<string, string>) => /(^|,)\s*auth-token\s*(,|$)/i.test(h.vary ?? '');

describe('Cache-Control and Vary on every route', () => {
  let t: TestApp;
  let token: string;
  let hidden: string;
  let visible: string;
  /** The property the route walk uses (its DELETE routes may remove it). */
  let walked: string;
  let routes: { method: string; url: string; path: string }[];

  beforeAll(async () => {
    t = await bootApp();
    const db = t.app.get(Db);
    // A session of its own (the admin's token logs out below, on the logout route).
    token = (await staffUser(t, 'admin')).token;
    visible = (await db.one<{ id: string }>(`SELECT id FROM properties WHERE visible AND deleted_at IS NULL AND estado = 'Disponible' LIMIT 1`))!.id;
    hidden = (await db.one<{ id: string }>(`UPDATE properties SET visible = false WHERE id = (SELECT id FROM properties WHERE id <> $1 AND deleted_at IS NULL LIMIT 1) RETURNING id`, [visible]))!.id;
    walked = (await db.one<{ id: string }>(`SELECT id FROM properties WHERE id NOT IN ($1, $2) AND deleted_at IS NULL LIMIT 1`, [visible, hidden]))!.id;
    routes = registeredRoutes(t.app)
      .filter((r) => r.url.startsWith('/api') && r.method !== 'HEAD' && r.method !== 'OPTIONS')
      // Logging out would end the session the rest is called with.
      .filter((r) => r.url !== '/api/user/logout')
      .map((r) => ({ ...r, path: r.url.replace(/\*$/, 'x').replace(/:[A-Za-z]+/g, walked) }));
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (r: { method: string; path: string }, headers: Record<string, string>) => callRoute(t, r, headers);

  it('finds the staff, account and public routes in the table', () => {
    const urls = routes.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(expect.arrayContaining(['GET /api/admin/todas-propiedades', 'GET /api/user/cuenta', 'GET /api/user/propiedad/:id', 'GET /api/user/propiedades-publicas', 'POST /api/user/contacto']));
    expect(routes.length).toBeGreaterThan(40);
  });

  it('answers no-store to every /api/admin and /api/user route asked with a token, whatever the status', async () => {
    const wrong: string[] = [];
    for (const r of routes.filter((x) => /^\/api\/(admin|user)\b/.test(x.url))) {
      const res = await call(r, { [AUTH_HEADER]: token });
      if (res.headers['cache-control'] !== 'no-store') wrong.push(`${r.method} ${r.url} → ${res.status} ${res.headers['cache-control']}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers no-store to every staff route and every write without a token, and Vary: auth-token on every reply that may be stored', async () => {
    const wrong: string[] = [];
    for (const r of routes) {
      const res = await call(r, {});
      const cc = String(res.headers['cache-control'] ?? '');
      const staffOrWrite = r.url.startsWith('/api/admin') || r.method !== 'GET';
      // A public read may be stricter on its own (the portal's OAuth return is no-store), never looser.
      if (staffOrWrite ? cc !== 'no-store' : cc === '' || (cc !== 'no-store' && !varies(res.headers))) wrong.push(`${r.method} ${r.url} → ${res.status} cache-control: ${cc}; vary: ${res.headers.vary}`);
    }
    expect(wrong).toEqual([]);
  });

  it('gives a public read whose content differs with a token Vary: auth-token without it, and no-store with it', async () => {
    // A hidden property: staff see it, visitors get a 404.
    const asStaff = await t.http.get(`/api/user/propiedad/${hidden}`).set(AUTH_HEADER, token);
    const asVisitor = await t.http.get(`/api/user/propiedad/${hidden}`);
    expect([asStaff.status, asVisitor.status]).toEqual([200, 404]);
    expect(asStaff.headers['cache-control']).toBe('no-store');
    expect(asVisitor.headers['cache-control']).toBe('no-cache');
    expect(varies(asVisitor.headers)).toBe(true);
    // A visible one: staff get the whole record, visitors the public view (cached, with an ETag).
    const staffView = await t.http.get(`/api/user/propiedad/${visible}`).set(AUTH_HEADER, token);
    const publicView = await t.http.get(`/api/user/propiedad/${visible}`);
    expect(staffView.body).not.toEqual(publicView.body);
    expect(staffView.headers['cache-control']).toBe('no-store');
    expect(staffView.headers.etag).toBeUndefined();
    expect(publicView.headers['cache-control']).toBe('no-cache');
    expect(varies(publicView.headers)).toBe(true);
    // Its revalidation (304 from the reply cache) says the same.
    const again = await t.http.get(`/api/user/propiedad/${visible}`).set('if-none-match', publicView.headers.etag);
    expect(again.status).toBe(304);
    expect(varies(again.headers)).toBe(true);
  });

  it('counts any auth-token as a token: an empty or a wrong one is answered no-store too', async () => {
    for (const value of ['', 'no-es-un-token']) {
      const res = await t.http.get('/api/user/propiedades-publicas').set(AUTH_HEADER, value);
      expect({ value, cc: res.headers['cache-control'] }).toEqual({ value, cc: 'no-store' });
    }
  });

  it('keeps a route’s own long cache for visitors, varying by the token', async () => {
    const res = await t.http.get('/api/media/imagen_por_defecto.svg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(varies(res.headers)).toBe(true);
  });
});
