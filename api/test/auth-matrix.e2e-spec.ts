// The authorization matrix, generated from the application's own route table: every registered /api/admin route
// and every /api/user route of a signed-in user (the account's own calls), with every method, refuses every kind of
// bad token with 401 in the one error shape. A new admin route that skips the guard (marked @Public, or registered on
// Fastify directly) fails here without anyone listing it. Then roles × routes: an agente gets 403 on exactly the
// users routes, the agency's settings, the portals' account, sending a listing to the Papelera (and back) and
// assigning listings, and on editing a listing that is not theirs (a demo listing here); on the money and index acts
// that are the admins' (contracts' SOLO_ADMIN) with each act's own reason; everything else is theirs.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { AUTH_HEADER, ERROR_CODES, MENSAJES, MENSAJES_PERMISOS, MENSAJES_TASACION, MENSAJES_VISITA } from '@inmo/contracts';
import { registeredRoutes } from '../src/app.factory.js';
import { SOLO_ADMIN_ROUTES } from './solo-admin-routes.js';
import { Db } from '../src/database/db.service.js';
import { JWT_SECRET, bootApp, callRoute, loginToken, staffUser, type TestApp } from './helpers.js';

/** The /api/user routes that need a signed-in user (the rest of /api/user is the public site's). */
const ACCOUNT_ROUTES = /^\/api\/user\/(logout|cuenta|cambiar-contrasena|segundo-factor)/;
/** What only an admin may do: the users and the agency's settings. */
const ADMIN_ONLY = /^(GET|POST|PUT|DELETE|PATCH) \/api\/admin\/(usuarios|nuevo-usuario|editar-usuario|seguridad)|^(GET|PUT) \/api\/admin\/facturacion$|^PUT \/api\/admin\/inmobiliaria$|^POST \/api\/admin\/portales\/|^DELETE \/api\/admin\/eliminar-propiedad\/|^POST \/api\/admin\/restaurar-propiedad\/|^PUT \/api\/admin\/propiedad\/:id\/asignar$|^(GET|POST) \/api\/admin\/correos?(\/|$)/;
/** A listing's edits: an agente's own or assigned listings only (the demo listing the sweep uses is neither). */
const OWN_LISTING = /^PUT \/api\/admin\/(editar-propiedad|estado-propiedad)\/|^(POST|DELETE) \/api\/admin\/propiedad\/:id\/enlace-informe$/;

const b64 = (o: object | string) => Buffer.from(typeof o === 'string' ? o : JSON.stringify(o)).toString('base64url');
function sign(payload: object, secret = JWT_SECRET, header: object = { alg: 'HS256', typ: 'JWT' }): string {
  const data = `${b64(header)}.${b64(payload)}`;
  return `${data}.${createHmac('sha256', secret).update(data).digest('base64url')}`;
}
const now = () => Math.floor(Date.now() / 1000);
const UNAUTHORIZED = { success: false, error: MENSAJES.noAutorizado, code: ERROR_CODES.UNAUTHORIZED };

describe('authorization matrix over every /api/admin route', () => {
  let t: TestApp;
  let admin: { id: string; token: string };
  let agente: { id: string; token: string };
  let routes: { method: string; url: string; path: string }[];

  beforeAll(async () => {
    t = await bootApp();
    const db = t.app.get(Db);
    const token = await loginToken(t.http);
    admin = { id: JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub, token };
    agente = await staffUser(t, 'agente');
    const someProperty = (await db.one<{ id: string }>(`SELECT id FROM properties LIMIT 1`))!.id;
    routes = registeredRoutes(t.app)
      .filter((r) => (r.url.startsWith('/api/admin') || ACCOUNT_ROUTES.test(r.url)) && r.method !== 'HEAD' && r.method !== 'OPTIONS')
      .map((r) => ({ ...r, path: r.url.replace(/:[A-Za-z]+/g, someProperty) }));
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (r: { method: string; path: string }, headers: Record<string, string>) => callRoute(t, r, headers);

  it('finds every admin route in the route table', () => {
    expect(routes.length).toBeGreaterThanOrEqual(22);
    for (const m of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH']) expect(routes.some((r) => r.method === m)).toBe(true);
  });

  // Every way of not being an authenticated user of this API.
  const cases: [string, () => Record<string, string>][] = [
    ['no token', () => ({})],
    ['an empty auth-token', () => ({ [AUTH_HEADER]: '' })],
    ['a random string', () => ({ [AUTH_HEADER]: randomBytes(24).toString('hex') })],
    ['three dot-separated segments of garbage', () => ({ [AUTH_HEADER]: `${randomBytes(12).toString('base64url')}.${randomBytes(30).toString('base64url')}.${randomBytes(32).toString('base64url')}` })],
    ['a JSON header and payload without signature', () => ({ [AUTH_HEADER]: `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: admin.id, rol: 'admin', exp: now() + 600 })}` })],
    ['an expired token signed with the right secret', () => ({ [AUTH_HEADER]: sign({ sub: admin.id, nombre: 'Administrador', mail: '', rol: 'admin', iat: now() - 9 * 3600, exp: now() - 60 }) })],
    ['a token signed with another secret', () => ({ [AUTH_HEADER]: sign({ sub: admin.id, nombre: 'Administrador', mail: '', rol: 'admin', iat: now(), exp: now() + 600 }, 'otro-secreto-de-al-menos-treinta-y-dos-bytes') })],
    ['an alg none token', () => ({ [AUTH_HEADER]: `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: admin.id, nombre: 'Administrador', mail: '', rol: 'admin', iat: now(), exp: now() + 600 })}.` })],
    ['an HS512 token with the right secret', () => {
      const data = `${b64({ alg: 'HS512', typ: 'JWT' })}.${b64({ sub: admin.id, rol: 'admin', iat: now(), exp: now() + 600 })}`;
      return { [AUTH_HEADER]: `${data}.${createHmac('sha512', JWT_SECRET).update(data).digest('base64url')}` };
    }],
    ['a valid token whose payload was changed', () => {
      const [h, , s] = admin.token.split('.');
      return { [AUTH_HEADER]: `${h}.${b64({ sub: agente.id, nombre: 'X', mail: '', rol: 'admin', iat: now(), exp: now() + 3600 })}.${s}` };
    }],
    ['a valid signature whose sub is not a user id', () => ({ [AUTH_HEADER]: sign({ sub: "' OR 1=1 --", nombre: 'X', mail: '', rol: 'admin', jti: randomUUID(), gen: 0, iat: now(), exp: now() + 600 }) })],
    ['a valid signature without exp', () => ({ [AUTH_HEADER]: sign({ sub: admin.id, nombre: 'X', mail: '', rol: 'admin', jti: randomUUID(), gen: 0, iat: now() }) })],
    ['a valid signature without jti (the old shape)', () => ({ [AUTH_HEADER]: sign({ sub: admin.id, nombre: 'X', mail: '', rol: 'admin', gen: 0, iat: now(), exp: now() + 600 }) })],
    ['a valid signature of an older session generation', () => ({ [AUTH_HEADER]: sign({ sub: admin.id, nombre: 'X', mail: '', rol: 'admin', jti: randomUUID(), gen: -1, iat: now(), exp: now() + 600 }) })],
    ['a valid signature for a user that does not exist', () => ({ [AUTH_HEADER]: sign({ sub: '7d2c1f0e-5b3a-4c9d-8e1f-0a2b3c4d5e6f', nombre: 'Nadie', mail: '', rol: 'admin', jti: randomUUID(), gen: 0, iat: now(), exp: now() + 600 }) })],
    ['a valid signature without sub', () => ({ [AUTH_HEADER]: sign({ nombre: 'X', mail: '', rol: 'admin', jti: randomUUID(), gen: 0, iat: now(), exp: now() + 600 }) })],
    ['a valid signature without rol', () => ({ [AUTH_HEADER]: sign({ sub: admin.id, nombre: 'X', mail: '', jti: randomUUID(), gen: 0, iat: now(), exp: now() + 600 }) })],
    ['the token in Authorization: Bearer (the API reads auth-token only, spec §6)', () => ({ authorization: `Bearer ${admin.token}` })],
    ['the token as a cookie', () => ({ cookie: `${AUTH_HEADER}=${admin.token}` })],
  ];

  it.each(cases)('answers 401 in the one shape to %s, on every route and method', async (_name, headers) => {
    const wrong: string[] = [];
    for (const r of routes) {
      const res = await call(r, headers());
      const ok = res.status === 401 && /application\/json/.test(res.headers['content-type'] ?? '') && JSON.stringify(res.body) === JSON.stringify(UNAUTHORIZED);
      if (!ok) wrong.push(`${r.method} ${r.url} → ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });

  // Logging out would end the session the other routes are called with: it is called last (below).
  const notLogout = (r: { url: string }) => r.url !== '/api/user/logout';

  it('lets the admin token through on every route (so the 401s above are the guard, not the route)', async () => {
    const refused: string[] = [];
    for (const r of routes.filter(notLogout)) {
      const res = await call(r, { [AUTH_HEADER]: admin.token });
      if (res.status === 401 || res.status === 403 || res.status >= 500) refused.push(`${r.method} ${r.url}`);
    }
    expect(refused).toEqual([]);
  });

  it('gives an agente 403 in the one shape on exactly the users routes, the agency settings and the portals’ account and secrets, and lets it use the rest', async () => {
    const forbidden: string[] = [];
    for (const r of routes.filter(notLogout)) {
      const a = await call(r, { [AUTH_HEADER]: agente.token });
      expect({ route: `${r.method} ${r.url}`, unauthorized: a.status === 401, error: a.status >= 500 }).toEqual({ route: `${r.method} ${r.url}`, unauthorized: false, error: false });
      const soloAdmin = SOLO_ADMIN_ROUTES[`${r.method} ${r.url}`];
      if (soloAdmin) {
        expect({ route: `${r.method} ${r.url}`, status: a.status, body: a.body }).toEqual({ route: `${r.method} ${r.url}`, status: 403, body: { success: false, error: soloAdmin, code: ERROR_CODES.FORBIDDEN } });
        forbidden.push(`${r.method} ${r.url}`);
      } else if (a.status === 403 && OWN_LISTING.test(`${r.method} ${r.url}`)) {
        expect(a.body).toEqual({ success: false, error: MENSAJES_PERMISOS.editarPropiedad, code: ERROR_CODES.FORBIDDEN });
        forbidden.push(`${r.method} ${r.url}`);
      } else if (a.status === 403) {
        expect(a.body).toEqual({ success: false, error: MENSAJES.prohibido, code: ERROR_CODES.FORBIDDEN });
        forbidden.push(`${r.method} ${r.url}`);
      }
    }
    const adminOnly = routes.map((r) => `${r.method} ${r.url}`).filter((r) => ADMIN_ONLY.test(r));
    expect(adminOnly).toEqual(expect.arrayContaining(['GET /api/admin/usuarios', 'POST /api/admin/nuevo-usuario', 'PUT /api/admin/editar-usuario/:id', 'PUT /api/admin/inmobiliaria', 'PUT /api/admin/seguridad']));
    const ownListing = routes.map((r) => `${r.method} ${r.url}`).filter((r) => OWN_LISTING.test(r));
    expect(ownListing.sort()).toEqual(['DELETE /api/admin/propiedad/:id/enlace-informe', 'POST /api/admin/propiedad/:id/enlace-informe', 'PUT /api/admin/editar-propiedad/:id', 'PUT /api/admin/estado-propiedad/:id']);
    expect(adminOnly).toEqual(expect.arrayContaining(['GET /api/admin/correos', 'GET /api/admin/correo/:id', 'POST /api/admin/correo/:id/reenviar']));
    expect(adminOnly).toEqual(expect.arrayContaining(['DELETE /api/admin/eliminar-propiedad/:id', 'POST /api/admin/restaurar-propiedad/:id', 'PUT /api/admin/propiedad/:id/asignar']));
    const money = routes.map((r) => `${r.method} ${r.url}`).filter((r) => r in SOLO_ADMIN_ROUTES);
    expect(money.sort()).toEqual(Object.keys(SOLO_ADMIN_ROUTES).sort());
    expect(forbidden.sort()).toEqual([...adminOnly, ...ownListing, ...money].sort());
  });

  it("lets an agente change only their own visits and anyone read a visit's history; an admin changes any", async () => {
    const db = t.app.get(Db);
    const otro = await staffUser(t, 'agente');
    const listing = (await db.one<{ id: string }>(`SELECT id FROM properties LIMIT 1`))!.id;
    const cliente = (await db.one<{ id: string }>(`SELECT id FROM clients LIMIT 1`))!.id;
    const book = async (agenteId: string, inicio: string) =>
      (await t.http.post('/api/admin/nueva-visita').set(AUTH_HEADER, admin.token).send({ propiedad: listing, cliente, agente: agenteId, inicio, minutos: 30 })).body.data._id as string;
    const suya = await book(otro.id, '2031-02-03T10:00');
    const propia = await book(agente.id, '2031-02-03T11:00');
    const edit = (id: string, token: string) => t.http.put(`/api/admin/editar-visita/${id}`).set(AUTH_HEADER, token).send({ estado: 'cancelada' });
    const refused = await edit(suya, agente.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ success: false, error: MENSAJES_VISITA.soloPropias, code: ERROR_CODES.FORBIDDEN });
    expect((await edit(propia, agente.token)).status).toBe(200);
    expect((await edit(suya, admin.token)).status).toBe(200);
    for (const who of [agente, admin]) {
      expect((await callRoute(t, { method: 'GET', path: `/api/admin/historial/visita/${suya}` }, { [AUTH_HEADER]: who.token })).status).toBe(200);
    }
  });

  it('logs out on every role: the token is refused on every route from then on', async () => {
    for (const who of [agente, admin]) {
      const logout = routes.find((r) => r.url === '/api/user/logout')!;
      expect((await call(logout, { [AUTH_HEADER]: who.token })).status).toBe(200);
      const stillIn: string[] = [];
      for (const r of routes) {
        const res = await call(r, { [AUTH_HEADER]: who.token });
        if (res.status !== 401) stillIn.push(`${r.method} ${r.url} → ${res.status}`);
      }
      expect(stillIn).toEqual([]);
    }
  });
});

// Valuations are their agent's: every /api/admin route that names a valuation, called by each role on a valuation
// of their own and on another's. Reading is everyone's; changing it (edit, owner's link, convert) is its agent's and
// the admins': an agente gets 403 naming why on another's, and on exactly those routes.
describe('authorization matrix over the valuation routes', () => {
  let t: TestApp;
  let admin: string;
  let agente: { id: string; token: string };
  let routes: { method: string; url: string }[];
  const body = { sujeto: { tipo: 'Casa', localidad: 'Luján', superficieCubierta: 150 }, moneda: 'USD', comparables: [100000, 110000, 120000].map((precio) => ({ fuente: 'manual', precio, moneda: 'USD', superficieCubierta: 100 })) };
  const create = async (token: string) => (await t.http.post('/api/admin/nueva-tasacion').set(AUTH_HEADER, token).send(body)).body.data._id as string;
  const call = (r: { method: string; url: string }, id: string, token: string) => {
    const req = (t.http as any)[r.method.toLowerCase()](r.url.replace(':id', id)).set(AUTH_HEADER, token);
    return r.method === 'PUT' ? req.send(body) : req;
  };

  beforeAll(async () => {
    t = await bootApp({ seedDemo: false });
    admin = await loginToken(t.http);
    agente = await staffUser(t, 'agente');
    routes = registeredRoutes(t.app).filter((r) => /^\/api\/admin\/(editar-)?tasacion\/:id/.test(r.url) && !['HEAD', 'OPTIONS'].includes(r.method));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lets each role read every valuation, and change its own; an agente gets 403 in Spanish on exactly the writes of another’s', async () => {
    expect(routes.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'DELETE /api/admin/tasacion/:id/enlace', 'GET /api/admin/tasacion/:id', 'GET /api/admin/tasacion/:id.pdf', 'POST /api/admin/tasacion/:id/convertir',
      'POST /api/admin/tasacion/:id/enlace', 'PUT /api/admin/editar-tasacion/:id',
    ]);
    const forbidden: string[] = [];
    for (const [who, token, ownerToken] of [['agente on the admin’s', agente.token, admin], ['agente on their own', agente.token, agente.token], ['admin on the agente’s', admin, agente.token], ['admin on their own', admin, admin]] as const) {
      for (const r of routes) {
        // A fresh valuation per call: a conversion or a revoked link does not change what the next route meets.
        const res = await call(r, await create(ownerToken), token);
        expect({ who, route: `${r.method} ${r.url}`, failed: res.status === 401 || res.status >= 500 }).toEqual({ who, route: `${r.method} ${r.url}`, failed: false });
        if (res.status === 403) {
          expect(res.body).toEqual({ success: false, error: MENSAJES_TASACION.ajena, code: ERROR_CODES.FORBIDDEN });
          forbidden.push(`${who}: ${r.method} ${r.url}`);
        }
      }
    }
    expect(forbidden.sort()).toEqual(routes.filter((r) => r.method !== 'GET').map((r) => `agente on the admin’s: ${r.method} ${r.url}`).sort());
  });
});
