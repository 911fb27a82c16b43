// What a crawler that runs no JavaScript (WhatsApp's link preview, a search engine) gets from the server.
import type { Browser } from 'playwright-core';
import { launch, newPage, product } from '../support/env.js';

interface P {
  id: string;
  titulo: string;
  descripcion: string;
  precio: { monto: number | null; moneda: string; visible: boolean };
  imagenes: { url: string; portada?: { url: string; srcset?: { width: number; url: string }[] } }[];
}

const base = () => product().baseUrl;
const text = async (p: string) => {
  const r = await fetch(base() + p);
  return { status: r.status, body: await r.text(), type: r.headers.get('content-type') };
};
const attr = (html: string, key: string) => {
  const m = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return m ? m[1] : null;
};
const jsonLd = (html: string) => {
  const m = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return m ? JSON.parse(m[1]) : null;
};

let propiedades: P[];
beforeAll(async () => {
  propiedades = ((await (await fetch(`${base()}/api/user/propiedades-publicas`)).json()) as { propiedades: P[] }).propiedades;
});

describe('a shared property link', () => {
  it('carries the property title, description, price and cover image in Open Graph, Twitter and JSON-LD tags', async () => {
    // A title without markup: hostile.e2e.test.ts stores titles full of it (and checks their escaping itself).
    const p = propiedades.find((x) => x.precio.visible && x.precio.monto !== null && !/[<>"']/.test(x.titulo))!;
    const { status, body } = await text(`/propiedad/${p.id}`);
    expect(status).toBe(200);
    expect(body).toContain(`<title>${p.titulo.replace(/&/g, '&amp;')}`);
    expect(attr(body, 'og:title')).toBe(p.titulo.replace(/&/g, '&amp;').replace(/"/g, '&quot;'));
    expect(attr(body, 'og:description')).toBeTruthy();
    // The stored cover crop's largest size when the API made one (uploaded images), else the image itself.
    const portada = p.imagenes[0].portada;
    const expected = portada ? [...(portada.srcset ?? [])].sort((a, b) => b.width - a.width)[0]?.url ?? portada.url : p.imagenes[0].url;
    expect(attr(body, 'og:image')).toBe(new URL(expected, base()).href);
    expect(attr(body, 'og:url')).toBe(`${base()}/propiedad/${p.id}`);
    expect(attr(body, 'twitter:card')).toBe('summary_large_image');
    const ld = jsonLd(body);
    expect(ld['@type']).toBe('RealEstateListing');
    expect(ld.offers.price).toBe(Number(p.precio.monto));
    expect(ld.offers.priceCurrency).toBe(p.precio.moneda);
  });

  it('leaves the price out of the offer when the agency hides it', async () => {
    const hidden = propiedades.find((x) => !x.precio.visible);
    expect(hidden).toBeDefined();
    const { body } = await text(`/propiedad/${hidden!.id}`);
    const ld = jsonLd(body);
    expect(ld.offers).toBeDefined();
    expect(ld.offers.price).toBeUndefined();
    expect(attr(body, 'og:description')).toContain('Consultar');
  });

  it('answers 404 for a property that does not exist, still with the app to show its not-found state', async () => {
    const { status, body } = await text('/propiedad/00000000-0000-4000-8000-000000000000');
    expect(status).toBe(404);
    expect(body).toContain('<div id="root"');
    expect(attr(body, 'og:title')).toBeNull();
  });
});

describe('search engines', () => {
  it('gives each public page its own title and description', async () => {
    const titles = new Set<string>();
    for (const route of ['/', '/propiedades-publicas', '/contacto', '/about']) {
      const { body } = await text(route);
      const title = /<title>([^<]*)<\/title>/.exec(body)![1];
      titles.add(title);
      expect(attr(body, 'description')).toBeTruthy();
    }
    expect(titles.size).toBe(4);
  });

  it('lists the public pages and every visible property in the sitemap', async () => {
    const { status, body, type } = await text('/sitemap.xml');
    expect(status).toBe(200);
    expect(type).toContain('xml');
    for (const p of propiedades) expect(body).toContain(`/propiedad/${p.id}</loc>`);
    expect(body).toContain('/propiedades-publicas</loc>');
  });

  it('keeps crawlers out of the back office but not the catalogue', async () => {
    const { body } = await text('/robots.txt');
    expect(body).toMatch(/^Disallow: \/dashboard$/m);
    expect(body).toMatch(/^Disallow: \/propiedades\$$/m);
    expect(body).not.toMatch(/^Disallow: \/propiedades-publicas/m);
    expect(body).toMatch(/^Sitemap: http:\/\/.+\/sitemap\.xml$/m);
  });
});

describe('navigating inside the app', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('keeps the description (and title) of each page the same as the server gives for it', async () => {
    const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    const serverSays = async (p: string) => {
      const { body } = await text(p);
      return { title: unescape(/<title>([^<]*)<\/title>/.exec(body)![1]), description: unescape(attr(body, 'description')!) };
    };
    const { context, page } = await newPage(browser);
    const pageSays = async () => ({ title: await page.title(), description: await page.locator('meta[name="description"]').getAttribute('content') });
    await page.goto('/contacto');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await nav.getByRole('link', { name: 'Propiedades' }).click();
    await page.waitForURL('**/propiedades-publicas');
    await page.waitForFunction(() => document.title.startsWith('Propiedades'));
    expect(await pageSays()).toEqual(await serverSays('/propiedades-publicas'));
    // A property opened from the catalogue: its own description, as in its link preview.
    const card = page.locator('a[href^="/propiedad/"]').first();
    const href = (await card.getAttribute('href'))!;
    await card.click();
    await page.waitForURL(`**${href}`);
    const expected = await serverSays(href);
    await page.waitForFunction((t) => document.title === t, expected.title);
    expect(await pageSays()).toEqual(expected);
    await nav.getByRole('link', { name: 'Contacto' }).click();
    await page.waitForURL('**/contacto');
    await page.waitForFunction(() => document.title.startsWith('Contacto'));
    expect(await pageSays()).toEqual(await serverSays('/contacto'));
    await context.close();
  });
});
