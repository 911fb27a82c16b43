// The status of a page, as a crawler reads it: 200 for the app's routes, 404 (with noindex) for any other path and
// for a property the public API does not give, and the API's own 5xx when it is down, never a 404 for a page that
// may well exist. The body is the app either way, which shows its own state.
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { makeFrontEnds, startGateway } from './support.js';

const VISIBLE = '11111111-1111-4111-8111-111111111111';
const HIDDEN = '22222222-2222-4222-8222-222222222222';

let frontEnds: ReturnType<typeof makeFrontEnds>;
let api: FastifyInstance;
let base: string;
let down: number | null = null; // the status the stand-in API answers everything with, when set
let hiddenByStaff = false; // VISIBLE hidden since
const closers: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  frontEnds = makeFrontEnds();
  // Renderers that read what the real ones read: the catalogue its list, a property its reply.
  fs.writeFileSync(path.join(frontEnds.dirs.shell, 'ssr/shell.cjs'), 'exports.MAIN_SLOT = "<!--main-->"; exports.renderFrame = () => ({ html: "<main><!--main--></main>", css: "" });');
  fs.writeFileSync(
    path.join(frontEnds.dirs.mfPublic, 'ssr/mf_public.cjs'),
    `exports.loadPage = async ({ url, fetchJson }) => {
       const key = url.startsWith('/propiedades-publicas') ? '/user/propiedades-publicas' : url.startsWith('/propiedad/') ? '/user/propiedad/' + url.split('/')[2] : null;
       if (!key) return {};
       const reply = await fetchJson(key);
       return reply === null ? null : { [key]: reply };
     };
     exports.renderPage = async () => ({ html: '<h1>pintado</h1>', css: '' });`,
  );
  api = Fastify();
  api.addHook('onRequest', async (_request, reply) => {
    if (down) return reply.code(down).send({ success: false, error: 'No se pudo conectar con la base de datos', code: 'DATABASE_UNAVAILABLE' });
  });
  api.get('/api/user/propiedades-publicas', async () => ({ success: true, propiedades: [] }));
  // The public API answers 404 alike for a property that does not exist and for one staff hid.
  api.get('/api/user/propiedad/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    if (id === VISIBLE && !hiddenByStaff) return { success: true, propiedad: { id, titulo: 'Casa en Chivilcoy', tipo: 'Casa', operacion: 'venta', ubicacion: { localidad: 'Chivilcoy' }, imagenes: [] } };
    if (!/^[0-9a-f-]{36}$/.test(id)) return reply.code(400).send({ success: false, error: 'Identificador inválido', code: 'VALIDATION' });
    return reply.code(404).send({ success: false, error: 'Propiedad no encontrada', code: 'PROPERTY.NOT_FOUND' });
  });
  await api.listen({ port: 0, host: '127.0.0.1' });
  closers.push(() => api.close());
  const g = await startGateway({ apiUrl: `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`, dirs: frontEnds.dirs });
  closers.push(() => g.gateway.close());
  base = g.url;
});
afterAll(async () => {
  for (const close of closers.reverse()) await close();
  frontEnds.remove();
});
afterEach(() => {
  down = null;
  hiddenByStaff = false;
});

const get = async (p: string) => {
  const r = await fetch(base + p);
  return { status: r.status, html: await r.text() };
};
const noindex = (html: string) => html.includes('<meta name="robots" content="noindex">');
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('page status', () => {
  it.each(['/', '/propiedades-publicas', '/contacto', '/about', '/nosotros', `/propiedad/${VISIBLE}`, '/login', '/dashboard', '/cliente/42', '/contacto/'])(
    '%s is a page: 200, indexable',
    async (p) => {
      const { status, html } = await get(p);
      expect(status).toBe(200);
      expect(noindex(html)).toBe(false);
    },
  );

  it.each(['/no-existe', '/cualquier/ruta', '/propiedades-publicas/extra', '/propiedad', '/propiedad/x/y/z', '/cliente'])(
    '%s is not: 404 with noindex, still the app (its not-found page)',
    async (p) => {
      const { status, html } = await get(p);
      expect(status).toBe(404);
      expect(noindex(html)).toBe(true);
      expect(html).toContain('<div id="root">');
      expect(html).toContain('id="inmo-remotes"');
      expect(title(html)).toMatch(/^Página no encontrada — /);
    },
  );

  it.each([
    ['missing', '00000000-0000-4000-8000-000000000000'],
    ['hidden', HIDDEN],
    ['not an id', 'no-es-un-id'],
  ])('a %s property is 404 with noindex, its page still the app saying so, never drawn first', async (_what, id) => {
    const { status, html } = await get(`/propiedad/${id}`);
    expect(status).toBe(404);
    expect(noindex(html)).toBe(true);
    expect(title(html)).toMatch(/^Propiedad no encontrada — /);
    expect(html).not.toContain('pintado');
    expect(html).toContain('<link rel="preload" as="script" href="/mf-public/remoteEntry.js">');
    expect(html).not.toContain('og:title');
  });

  it.each(['casa-chivilcoy', 'un-nombre-viejo'])('a property at /propiedad/{id}/%s is its page, canonical at its own readable address', async (slug) => {
    const { status, html } = await get(`/propiedad/${VISIBLE}/${slug}`);
    expect(status).toBe(200);
    expect(noindex(html)).toBe(false);
    expect(html).toContain('pintado');
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/propiedad/${VISIBLE}/casa-chivilcoy">`));
  });

  it('a property shown, then hidden, is 404 at once: no page of it is kept', async () => {
    expect((await get(`/propiedad/${VISIBLE}`)).html).toContain('pintado');
    hiddenByStaff = true;
    const { status, html } = await get(`/propiedad/${VISIBLE}`);
    expect(status).toBe(404);
    expect(html).not.toContain('pintado');
  });

  it('with the database down, a page that needs its data answers the API’s 503, never 404; pages without data stay 200', async () => {
    down = 503;
    for (const p of [`/propiedad/${VISIBLE}`, '/propiedad/00000000-0000-4000-8000-000000000000', '/propiedades-publicas']) {
      const { status, html } = await get(p);
      expect({ p, status }).toEqual({ p, status: 503 });
      expect(html).toContain('<div id="root">');
      expect(noindex(html)).toBe(false);
    }
    expect((await get('/contacto')).status).toBe(200);
    expect((await get('/no-existe')).status).toBe(404);
  });

  it('with the API unreachable, 502 as the proxy says it', async () => {
    const g = await startGateway({ apiUrl: 'http://127.0.0.1:9', dirs: frontEnds.dirs });
    try {
      for (const p of [`/propiedad/${VISIBLE}`, '/propiedades-publicas']) expect({ p, status: (await fetch(g.url + p)).status }).toEqual({ p, status: 502 });
      expect((await fetch(`${g.url}/contacto`)).status).toBe(200);
      expect((await fetch(`${g.url}/api/user/propiedades-publicas`)).status).toBe(502);
    } finally {
      await g.gateway.close();
    }
  });
});
