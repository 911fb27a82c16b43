// Bad input never gets a 500: every registered route, with a token, receives odd bodies, ids and queries.
import { registeredRoutes } from '../src/app.factory.js';
import { bootApp, type TestApp, bootAsAdmin } from './helpers.js';

const ODD_BODIES: unknown[] = [
  {},
  [],
  'texto',
  123,
  null,
  {
    titulo: { a: 1 }, localidad: [], operacion: 5, precio: 'x', ubicacion: 'x', imagenes: {}, caracteristicas: [], servicios: 'x',
    amenities: 'x', propiedad: 'x', tipo: {}, version: 'x', preferenciasBusqueda: 'x', oferente: {}, nombre: [], apellido: 7, dni: {},
    telefono: true, mail: 5, montoDinero: {}, fechaConcretada: 5, leida: 'x', respondida: 3, usuario: {}, 'contraseña': [], instalaciones: 5,
    coordenadas: { lat: 'x' }, receptor: [], moneda: {}, email: [], asunto: 1, mensaje: {},
  },
  {
    titulo: 'x', localidad: 'y', operacion: 'venta', habitaciones: 1, piso: 1, hectareas: 3, condicion: 'c', rubro: 'r', nombreComercio: 'n',
    precioVenta: 'x', superficieTotal: 'x', largo: -1, ubicacion: { coordenadas: 'a,b', entreCalles: 'x', piso: 'x' }, precio: { monto: 'x', moneda: 5 },
    imagenes: [{ url: '/a', offsetX: 'x', zoom: 9 }, 5, null], amenities: { a: {} }, instalaciones: 'a,b', clienteDueño: 'no-uuid',
    propiedad: { titulo: [], version: -1 }, preferenciasBusqueda: [null, 5, { tipoPropiedad: 'Nave', tipoOperacion: 'Compra', presupuesto: 'x' }],
    oferente: [null, { propiedad: 'x', propiedadId: 'nope' }], nombre: 'a', apellido: 'b', dni: '1234567', telefono: '2346 400100', mail: 'no-mail',
    fechaCreacionPreferencia: 'ayer', fechaPublicacion: '2026-13-45', montoDinero: 1e20, fechaConcretada: '0000-00-00',
  },
  { propiedad: { titulo: 'x', localidad: 'y', operacion: 'venta', habitaciones: 'x', imagenes: 'x', ubicacion: [] }, tipo: 'Casa', version: 1.5 },
];
const ODD_IDS = ['00000000-0000-4000-8000-000000000000', 'no-es-uuid', '%00', "1' OR '1'='1", 'a'.repeat(300)];
const ODD_QUERIES = ['', '?page=-1&limit=x', '?q=%00&tipo=%00', '?page=1&page=2&q=a&q=b', '?precioMin=1e400&orden=__proto__', '?estado=oculta&rol=x&meses=1e9&tolerancia=NaN'];

describe('robustness', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    ({ t, token } = await bootAsAdmin());
  });
  afterAll(() => t?.close());

  it('answers odd input on every route with a 2xx or 4xx, always JSON on errors', async () => {
    const routes = registeredRoutes(t.app).filter((r) => r.url.startsWith('/api/') && !['HEAD', 'OPTIONS'].includes(r.method) && !r.url.startsWith('/api/docs'));
    expect(routes.length).toBeGreaterThan(25);
    const failures: string[] = [];
    for (const r of routes) {
      const ids = r.url.includes(':') ? ODD_IDS : [''];
      for (const id of ids) {
        const path = r.url.replace(/:[A-Za-z]+/g, encodeURIComponent(id));
        if (r.method === 'GET' || r.method === 'DELETE') {
          for (const qs of ODD_QUERIES) {
            const res = await (t.http as any)[r.method.toLowerCase()](path + qs).set('auth-token', token);
            if (res.status >= 500) failures.push(`${r.method} ${path}${qs} → ${res.status} ${JSON.stringify(res.body)}`);
          }
        } else {
          for (const body of ODD_BODIES) {
            const res = await (t.http as any)[r.method.toLowerCase()](path).set('auth-token', token).set('content-type', 'application/json').send(JSON.stringify(body));
            if (res.status >= 500) failures.push(`${r.method} ${path} ${JSON.stringify(body).slice(0, 80)} → ${res.status} ${JSON.stringify(res.body)}`);
            else if (res.status >= 400 && res.body?.success !== false) failures.push(`${r.method} ${path} → ${res.status} without the error shape`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

// CORS (CORS_ORIGINS, comma-separated; none by default since the product is served from one origin).
describe('CORS: only configured origins', () => {
  const allowed = 'https://sitio.example';
  const ask = (http: TestApp['http'], origin: string) => ({
    preflight: http.options('/api/admin/metricas').set('origin', origin).set('access-control-request-method', 'GET').set('access-control-request-headers', 'auth-token,content-type'),
    simple: http.get('/api/ping').set('origin', origin),
  });

  it('gives no Access-Control-Allow-Origin to any origin when none is configured (the default)', async () => {
    const t = await bootApp({ seedDemo: false });
    try {
      expect(t.config.corsOrigins).toEqual([]);
      for (const origin of [allowed, 'https://evil.example', 'null', 'http://localhost:8080']) {
        const { preflight, simple } = ask(t.http, origin);
        const [p, s] = [await preflight, await simple];
        expect({ origin, p: p.headers['access-control-allow-origin'], s: s.headers['access-control-allow-origin'], creds: s.headers['access-control-allow-credentials'] }).toEqual({ origin, p: undefined, s: undefined, creds: undefined });
        expect(s.status).toBe(200);
      }
    } finally {
      await t.close();
    }
  });

  it('answers a configured origin (preflight and simple request) and nobody else', async () => {
    const t = await bootApp({ seedDemo: false, env: { CORS_ORIGINS: `${allowed}, https://otro.example` } });
    try {
      const ok = ask(t.http, allowed);
      const p = await ok.preflight;
      expect(p.status).toBeLessThan(300);
      expect(p.headers['access-control-allow-origin']).toBe(allowed);
      expect(p.headers['access-control-allow-credentials']).toBe('true');
      expect(String(p.headers['access-control-allow-headers']).toLowerCase()).toContain('auth-token');
      const s = await ok.simple;
      expect(s.headers['access-control-allow-origin']).toBe(allowed);
      expect(s.headers.vary).toMatch(/origin/i);
      expect((await ask(t.http, 'https://otro.example').simple).headers['access-control-allow-origin']).toBe('https://otro.example');
      // Look-alikes of a configured origin get nothing.
      for (const origin of ['https://evil.example', 'https://sitio.example.evil.com', 'https://evilsitio.example', 'http://sitio.example', 'null', `${allowed}/`]) {
        const { preflight, simple } = ask(t.http, origin);
        const [pp, ss] = [await preflight, await simple];
        expect({ origin, p: pp.headers['access-control-allow-origin'], s: ss.headers['access-control-allow-origin'] }).toEqual({ origin, p: undefined, s: undefined });
      }
    } finally {
      await t.close();
    }
  });
});

describe('security headers on API replies', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    ({ t, token } = await bootAsAdmin({ seedDemo: false }));
  });
  afterAll(() => t?.close());

  it('sends nosniff, a referrer policy and no framing, and never x-powered-by, on answers and on errors', async () => {
    const replies = {
      ok: await t.http.get('/api/ping'),
      admin: await t.http.get('/api/admin/metricas').set('auth-token', token),
      unauthorized: await t.http.get('/api/admin/metricas'),
      notFound: await t.http.get('/api/no-existe'),
      badJson: await t.http.post('/api/user/contacto').set('content-type', 'application/json').send('{"a":'),
      badUrl: await t.http.get('/api/user/propiedad/%zz'),
    };
    for (const [name, res] of Object.entries(replies)) {
      const h = res.headers;
      const frame = h['x-frame-options'] !== undefined || /frame-ancestors/.test(h['content-security-policy'] ?? '');
      expect({ name, nosniff: h['x-content-type-options'], referrer: h['referrer-policy'] !== undefined, frame, poweredBy: h['x-powered-by'], json: /application\/json/.test(h['content-type'] ?? '') })
        .toEqual({ name, nosniff: 'nosniff', referrer: true, frame: true, poweredBy: undefined, json: true });
    }
    expect(replies.badUrl.status).toBe(400);
    expect(replies.badUrl.body.success).toBe(false);
    expect(replies.ok.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(replies.ok.headers['referrer-policy']).toBe('no-referrer');
    expect(replies.ok.headers['content-security-policy']).toMatch(/frame-ancestors 'self'/);
  });
});

// Deterministic regressions for what the fuzz test (fuzz.e2e-spec.ts) found.
describe('fuzz findings', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    ({ t, token } = await bootAsAdmin());
  });
  afterAll(() => t?.close());

  it('answers 4xx in the one shape, never 500 or a crash', async () => {
    const casa = (await t.http.get('/api/admin/todas-propiedades').set('auth-token', token)).body.casas.find((p: any) => p.tipo === 'Casa');
    const enquiry = await t.http.post('/api/user/contacto').send({ nombre: 'Ana', email: 'ana@example.com', asunto: 'A', mensaje: 'B' });
    expect(enquiry.status).toBe(201);
    const id = (await t.http.get('/api/admin/consultas').set('auth-token', token)).body.data[0]._id;
    const cases: [string, () => any, number][] = [
      ['docs asset named after a prototype key', () => t.http.get('/api/docs/assets/constructor'), 404],
      ['docs asset toString', () => t.http.get('/api/docs/assets/toString'), 404],
      ['malformed percent-encoding in the path', () => t.http.get('/api/user/propiedad/%E0%A4%A'), 400],
      ['?estado=constructor on the inbox', () => t.http.get('/api/admin/consultas?estado=constructor').set('auth-token', token), 400],
      ['an upload whose multipart body is cut short', () => t.http.post('/api/admin/imagenes').set('auth-token', token).set('content-type', 'multipart/form-data; boundary=b').send('--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc'), 400],
      ['a Campo with 0.001 hectares (stored as 0.00)', () => t.http.post('/api/admin/nuevo-campo').set('auth-token', token).send({ titulo: 'x', localidad: 'y', operacion: 'venta', condicion: 'c', hectareas: 0.001 }), 400],
      ['an edit that blanks localidad with null', () => t.http.put(`/api/admin/editar-propiedad/${casa.id}`).set('auth-token', token).send({ propiedad: { localidad: null } }), 400],
      ['an edit whose nested habitaciones clears a Casa\'s', () => t.http.put(`/api/admin/editar-propiedad/${casa.id}`).set('auth-token', token).send({ propiedad: { caracteristicas: { dormitorios: null } } }), 400],
      ['a flat currency that is none, beside a valid nested one', () => t.http.post('/api/admin/nueva-casa').set('auth-token', token).send({ titulo: 'x', localidad: 'y', operacion: 'venta', habitaciones: 1, moneda: 'XXX', precio: { monto: 1, moneda: 'USD' } }), 400],
    ];
    for (const [name, run, status] of cases) {
      const res = await run();
      expect({ name, status: res.status }).toEqual({ name, status });
      expect(res.body).toMatchObject({ success: false, error: expect.any(String) });
    }
    // Answered and read at once: one assignment of read_at (was a 500).
    const both = await t.http.patch(`/api/admin/consultas/${id}`).set('auth-token', token).send({ leida: false, respondida: true });
    expect(both.status).toBe(200);
    expect(both.body.data).toMatchObject({ leida: true, respondida: true });
  });
});
