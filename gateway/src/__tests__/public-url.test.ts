// Absolute addresses come from PUBLIC_URL, never from what a visitor sends: with it set, a forged Host or
// X-Forwarded-Host changes nothing in a page's canonical link and og:url, robots.txt or the sitemap (which may then
// be cached by anyone), nor in what the API is told. Without it (development) the request's address is used, and
// those replies are kept out of shared caches.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { resolveConfig } from '../config.js';
import { makeFrontEnds, startGateway } from './support.js';

const PUBLIC_URL = 'https://www.inmobiliaria.example';
const ID = '11111111-1111-4111-8111-111111111111';
const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil2.example', 'x-forwarded-proto': 'gopher' };

let frontEnds: ReturnType<typeof makeFrontEnds>;
let api: FastifyInstance;
const seen: Record<string, unknown>[] = [];
let configured: string;
let unconfigured: string;
const closers: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  frontEnds = makeFrontEnds();
  api = Fastify();
  const propiedad = { id: ID, titulo: 'Casa en Chivilcoy', tipo: 'Casa', operacion: 'venta', habitaciones: 3, ubicacion: { localidad: 'Chivilcoy' }, imagenes: [] };
  api.get('/api/user/propiedades-publicas', async () => ({ propiedades: [propiedad] }));
  api.get('/api/user/propiedad/:id', async () => ({ propiedad, tipo: 'Casa' }));
  api.get('/api/ping', async (request) => {
    seen.push(request.headers);
    return { success: true };
  });
  await api.listen({ port: 0, host: '127.0.0.1' });
  closers.push(() => api.close());
  const apiUrl = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
  const a = await startGateway({ apiUrl, dirs: frontEnds.dirs, env: { PUBLIC_URL } });
  const b = await startGateway({ apiUrl, dirs: frontEnds.dirs, env: {} });
  closers.push(() => a.gateway.close(), () => b.gateway.close());
  configured = a.url;
  unconfigured = b.url;
});
afterAll(async () => {
  for (const close of closers.reverse()) await close();
  frontEnds.remove();
});

/** A GET with headers fetch would not let us forge (Host). */
function get(base: string, path: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(base + path, { headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
  });
}

const canonical = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
const ogUrl = (html: string) => /<meta property="og:url" content="([^"]*)">/.exec(html)?.[1];

describe('with PUBLIC_URL', () => {
  it('writes a property page’s canonical link, og:url and JSON-LD with it, whatever Host the request forged', async () => {
    const res = await get(configured, `/propiedad/${ID}`, FORGED);
    expect(res.status).toBe(200);
    expect(canonical(res.body)).toBe(`${PUBLIC_URL}/propiedad/${ID}/casa-3-dormitorios-chivilcoy`);
    expect(ogUrl(res.body)).toBe(canonical(res.body));
    expect(res.body).not.toMatch(/evil|gopher/);
  });

  it('writes the home’s and a fixed page’s with it too', async () => {
    for (const [path, url] of [['/', `${PUBLIC_URL}/`], ['/contacto', `${PUBLIC_URL}/contacto`]]) {
      const res = await get(configured, path, FORGED);
      expect({ path, canonical: canonical(res.body), og: ogUrl(res.body) }).toEqual({ path, canonical: url, og: url });
      expect(res.body).not.toMatch(/evil|gopher/);
    }
  });

  it('points robots.txt at its sitemap, and the sitemap lists its pages, both cacheable by anyone', async () => {
    const robots = await get(configured, '/robots.txt', FORGED);
    expect(robots.body).toMatch(new RegExp(`^Sitemap: ${PUBLIC_URL}/sitemap\\.xml$`, 'm'));
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
    const sitemap = await get(configured, '/sitemap.xml', FORGED);
    const locs = [...sitemap.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs.length).toBeGreaterThan(1);
    for (const loc of locs) expect(loc.startsWith(`${PUBLIC_URL}/`)).toBe(true);
    expect(locs).toContain(`${PUBLIC_URL}/propiedad/${ID}/casa-3-dormitorios-chivilcoy`);
    expect(sitemap.headers['cache-control']).toBe('public, max-age=300');
    expect(sitemap.body).not.toMatch(/evil|gopher/);
  });

  it('asks browsers to keep to https on every reply: pages, files, robots.txt and /api', async () => {
    for (const path of ['/', `/propiedad/${ID}`, '/robots.txt', '/api/ping', '/no-existe.js']) {
      const res = await get(configured, path, {});
      expect({ path, hsts: res.headers['strict-transport-security'] }).toEqual({ path, hsts: 'max-age=31536000' });
    }
  });

  it('tells the API the configured address, not the forged one', async () => {
    await get(configured, '/api/ping', FORGED);
    expect(seen.at(-1)).toMatchObject({ 'x-forwarded-host': 'www.inmobiliaria.example', 'x-forwarded-proto': 'https' });
  });
});

describe('without PUBLIC_URL (development)', () => {
  it('writes the address the request came by, and keeps robots.txt and the sitemap out of shared caches', async () => {
    const robots = await get(unconfigured, '/robots.txt', { host: 'localhost:8080' });
    expect(robots.body).toMatch(/^Sitemap: http:\/\/localhost:8080\/sitemap\.xml$/m);
    expect(robots.headers['cache-control']).toBe('private, no-cache');
    const sitemap = await get(unconfigured, '/sitemap.xml', { host: 'localhost:8080' });
    expect(sitemap.body).toContain('<loc>http://localhost:8080/contacto</loc>');
    expect(sitemap.headers['cache-control']).toBe('private, no-cache');
    const page = await get(unconfigured, '/contacto', { host: 'localhost:8080' });
    expect(canonical(page.body)).toBe('http://localhost:8080/contacto');
    expect(page.headers['cache-control']).toMatch(/\bno-store\b/);
  });

  it('never believes X-Forwarded-Host or -Proto from a client that is not a trusted proxy', async () => {
    const forged = { host: 'localhost:8080', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'gopher' };
    const page = await get(unconfigured, `/propiedad/${ID}`, forged);
    expect(canonical(page.body)).toBe(`http://localhost:8080/propiedad/${ID}/casa-3-dormitorios-chivilcoy`);
    expect(ogUrl(page.body)).toBe(canonical(page.body));
    const robots = await get(unconfigured, '/robots.txt', forged);
    expect(robots.body).toMatch(/^Sitemap: http:\/\/localhost:8080\/sitemap\.xml$/m);
    for (const res of [page, robots, await get(unconfigured, '/sitemap.xml', forged)]) expect(res.body).not.toMatch(/evil|gopher/);
    await get(unconfigured, '/api/ping', forged);
    expect(seen.at(-1)).toMatchObject({ 'x-forwarded-host': 'localhost:8080', 'x-forwarded-proto': 'http' });
  });

  it('sends no Strict-Transport-Security over plain http', async () => {
    for (const path of ['/', '/robots.txt', '/api/ping']) expect((await get(unconfigured, path, { host: 'localhost:8080' })).headers['strict-transport-security']).toBeUndefined();
  });

  it('still tells the API the Host the visitor asked for (the portals’ addresses)', async () => {
    await get(unconfigured, '/api/ping', { host: 'www.inmobiliaria.test:8080' });
    expect(seen.at(-1)).toMatchObject({ 'x-forwarded-host': 'www.inmobiliaria.test:8080' });
  });
});

describe('PUBLIC_URL setting', () => {
  it('is read as origin plus path, and refuses anything but a plain http(s) address in one clear line', () => {
    expect(resolveConfig({ env: { PUBLIC_URL: ' https://www.inmobiliaria.example/ ' } }).publicUrl).toBe(PUBLIC_URL);
    expect(resolveConfig({ env: {} }).publicUrl).toBeNull();
    for (const bad of ['www.inmobiliaria.example', 'ftp://x.example', 'https://x.example/?a=1', 'https://u:p@x.example', 'https://x.example/#a']) {
      expect(() => resolveConfig({ env: { PUBLIC_URL: bad } })).toThrow(`PUBLIC_URL inválido: "${bad}" (por ejemplo https://www.inmobiliaria.com.ar)`);
    }
  });
});
