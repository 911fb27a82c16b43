// robots.txt and the sitemap follow the route table: a staff page added to it is kept from crawlers, a public one
// is listed, without anyone remembering a second list.
import { LOGIN_ROUTE, PUBLIC_ROUTES, SITEMAP_ROUTES, STAFF_ROUTES } from '@inmo/contracts';
import { robotsTxt, sitemapXml } from '../seo.js';

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
