// robots.txt and the sitemap follow the route table: a staff page added to it is kept from crawlers, a public one
// is listed, without anyone remembering a second list.
import { LOGIN_ROUTE, PUBLIC_ROUTES, SITEMAP_ROUTES, STAFF_ROUTES } from '@inmo/contracts';
import type { ApiClient } from '../api-client.js';
import { IncompleteJsonError, jsonArrayItems } from '../json-items.js';
import { SitemapSource, robotsTxt, sitemapXml } from '../seo.js';

const rules = (txt: string) => txt.split('\n').filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice('Disallow: '.length));
/** Whether a robots.txt rule (prefix, `$` anchors the end) stops a crawler at this path. */
const blocks = (rule: string, path: string) => (rule.endsWith('$') ? path === rule.slice(0, -1) : path.startsWith(rule));
const sample = (route: string) => route.replace(/:[^/]+/g, '42');

describe('robots.txt', () => {
  const txt = robotsTxt('https://inmo.example');

  it('keeps crawlers out of every staff page of the route table, the login and the API', () => {
    for (const route of [...Object.values(STAFF_ROUTES), LOGIN_ROUTE]) expect({ route, blocked: rules(txt).some((r) => blocks(r, sample(route))) }).toEqual({ route, blocked: true });
    expect(rules(txt)).toContain('/api/');
    expect(txt).toMatch(/^Allow: \/api\/media\/$/m);
    // Link previews (og:image) are for crawlers.
    expect(txt).toMatch(/^Allow: \/api\/user\/vista-previa\/$/m);
  });

  it('never keeps them out of a public page', () => {
    for (const route of Object.values(PUBLIC_ROUTES)) expect({ route, blocked: rules(txt).some((r) => blocks(r, sample(route))) }).toEqual({ route, blocked: false });
    // /propiedades (staff) is the beginning of /propiedades-publicas: anchored.
    expect(rules(txt)).toContain('/propiedades$');
  });

  it('points at the sitemap of the origin asked', () => {
    expect(txt).toMatch(/^Sitemap: https:\/\/inmo\.example\/sitemap\.xml$/m);
  });
});

describe('sitemap.xml', () => {
  it('lists the public pages of the route table once each, then every property with its date', () => {
    const xml = sitemapXml('https://inmo.example', [{ id: 'a b', updatedAt: '2026-11-20T10:00:00Z' }]);
    for (const r of SITEMAP_ROUTES) expect(xml).toContain(`<loc>https://inmo.example${PUBLIC_ROUTES[r]}</loc>`);
    expect(xml).not.toContain('/nosotros');
    expect(xml).toContain('<url><loc>https://inmo.example/propiedad/a%20b</loc><lastmod>2026-11-20</lastmod></url>');
    const withSlug = sitemapXml('https://inmo.example', [{ id: 'c1', tipo: 'Casa', habitaciones: 3, ubicacion: { localidad: 'Chivilcoy' } }]);
    expect(withSlug).toContain('<url><loc>https://inmo.example/propiedad/c1/casa-3-dormitorios-chivilcoy</loc></url>');
  });
});

describe('the sitemap reads the streamed catalogue item by item', () => {
  /** The bytes of `text` in pieces of `size` bytes (a multi-byte character may be split between two). */
  async function* pieces(text: string, size: number): AsyncGenerator<Buffer> {
    const b = Buffer.from(text, 'utf8');
    for (let i = 0; i < b.length; i += size) yield b.subarray(i, i + size);
  }
  const items = [
    { id: 'a', titulo: 'Casa {con} [llaves] y "comillas" \\ ñandú 🏠', ubicacion: { localidad: 'Chivilcoy' }, imagenes: [{ url: '/x' }] },
    { id: 'b', titulo: '', ubicacion: null, imagenes: [] },
    { id: 'c', tipo: 'Casa', habitaciones: 3, ubicacion: { localidad: 'Suipacha' } },
  ];
  const doc = JSON.stringify({ propiedades: items });

  it('cuts out each object whatever the chunks, strings with braces, escapes and split characters included', async () => {
    for (const size of [1, 2, 3, 7, 64, 100_000]) {
      const got: unknown[] = [];
      for await (const it of jsonArrayItems(pieces(doc, size), 'propiedades')) got.push(it);
      expect({ size, got }).toEqual({ size, got: items });
    }
    const none: unknown[] = [];
    for await (const it of jsonArrayItems(pieces('{"propiedades":[]}', 3), 'propiedades')) none.push(it);
    expect(none).toEqual([]);
  });

  it('fails on a reply cut short (the API destroys the connection after a failure): never a shorter list', async () => {
    const cut = doc.slice(0, doc.indexOf('"id":"c"'));
    const read = async () => {
      for await (const it of jsonArrayItems(pieces(cut, 5), 'propiedades')) void it;
    };
    await expect(read()).rejects.toBeInstanceOf(IncompleteJsonError);
  });

  const api = (reply: () => AsyncIterable<Buffer>) => ({ getStream: async () => ({ status: 200, body: reply() }) }) as unknown as ApiClient;

  it('keeps each property\'s address and date only, at most its limit, and the previous list when a reply is cut short', async () => {
    let body = () => pieces(doc, 10);
    const source = new SitemapSource(api(() => body()), 0, 2);
    const first = await source.propiedades();
    expect(first).toEqual([
      { id: 'a', tipo: '', habitaciones: null, hectareas: null, superficieTotal: null, ubicacion: { localidad: 'Chivilcoy' }, updatedAt: null, fechaPublicacion: null },
      { id: 'b', tipo: '', habitaciones: null, hectareas: null, superficieTotal: null, ubicacion: { localidad: null }, updatedAt: null, fechaPublicacion: null },
    ]);
    body = () => pieces(doc.slice(0, 30), 10);
    expect(await source.propiedades()).toBe(first);
    const all = await new SitemapSource(api(() => pieces(doc, 4)), 0).propiedades();
    expect(all.map((p) => p.id)).toEqual(['a', 'b', 'c']);
    expect(sitemapXml('https://inmo.example', all)).toContain('<loc>https://inmo.example/propiedad/c/casa-3-dormitorios-suipacha</loc>');
  });
});
