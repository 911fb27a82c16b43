// What a crawler that runs no JavaScript (WhatsApp's link preview, a search engine) gets from the server.
import type { Browser } from 'playwright-core';
import crypto from 'node:crypto';
import sharp from 'sharp';
import { claveVistaPrevia, portadaDe, propiedadHref, type SlugDe } from '@inmo/contracts';
import { launch, newPage, product } from '../support/env.js';
import { createProperty, demoImageUrls, unique } from './public-support.js';

interface P extends SlugDe {
  id: string;
  titulo: string;
  descripcion: string;
  precio: { monto: number | null; moneda: string; visible: boolean };
  imagenes: { url: string; public_id: string; esPortada?: boolean; offsetX?: number; offsetY?: number; zoom?: number }[];
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
    // With a picture, so its preview is its cover (one without is in 'the agency's image' below).
    const p = propiedades.find((x) => x.precio.visible && x.precio.monto !== null && !/[<>"']/.test(x.titulo) && claveVistaPrevia(portadaDe(x.imagenes)) !== null)!;
    const { status, body } = await text(`/propiedad/${p.id}`);
    expect(status).toBe(200);
    expect(body).toContain(`<title>${p.titulo.replace(/&/g, '&amp;')}`);
    expect(attr(body, 'og:title')).toBe(p.titulo.replace(/&/g, '&amp;').replace(/"/g, '&quot;'));
    expect(attr(body, 'og:description')).toBeTruthy();
    // The cover framed as staff framed it, at the address contracts gives it (the JPEG itself: link previews below).
    expect(attr(body, 'og:image')).toBe(`${base()}/api/user/vista-previa/propiedad/${p.id}/${claveVistaPrevia(portadaDe(p.imagenes))}.jpg`);
    expect(attr(body, 'og:url')).toBe(`${base()}${propiedadHref(p)}`);
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

describe('honest status codes', () => {
  const noindex = (html: string) => attr(html, 'robots') === 'noindex';

  it('answers 200, indexable, for every public page and a visible property', async () => {
    for (const p of ['/', '/propiedades-publicas', '/contacto', '/about', '/nosotros', `/propiedad/${propiedades[0].id}`]) {
      const { status, body } = await text(p);
      expect({ p, status, noindex: noindex(body) }).toEqual({ p, status: 200, noindex: false });
    }
  });

  it('answers 404 with noindex for an unknown path, a random property and a hidden one', async () => {
    const hidden = await createProperty('Casa', { titulo: unique('Casa e2e oculta seo'), visible: false, habitaciones: 2 });
    for (const p of ['/no-existe', `/propiedad/${crypto.randomUUID()}`, `/propiedad/${hidden}`]) {
      const { status, body } = await text(p);
      expect({ p, status, noindex: noindex(body) }).toEqual({ p, status: 404, noindex: true });
      expect(body).toContain('<div id="root"');
    }
  });

  it('still shows the not-found page and ‘Propiedad no encontrada’ in the browser, at both sizes', async () => {
    const browser = await launch();
    try {
      for (const size of [{ width: 1366, height: 768 }, { width: 390, height: 844 }]) {
        const { context, page } = await newPage(browser, size);
        expect((await page.goto('/no-existe'))!.status()).toBe(404);
        await page.getByRole('heading', { name: 'Página no encontrada' }).waitFor();
        expect((await page.goto(`/propiedad/${crypto.randomUUID()}`))!.status()).toBe(404);
        await page.getByRole('heading', { name: 'Propiedad no encontrada' }).waitFor();
        await context.close();
      }
    } finally {
      await browser.close();
    }
  });
});

describe('link previews that show in WhatsApp', () => {
  /** The og:image of a page and its companions, and the picture itself fetched through the gateway. */
  async function preview(p: string) {
    const { body } = await text(p);
    const url = attr(body, 'og:image');
    expect({ p, url }).toEqual({ p, url: expect.stringMatching(/^http:\/\/.+\.jpg$/) });
    const r = await fetch(url!.replace(/&amp;/g, '&'));
    const bytes = Buffer.from(await r.arrayBuffer());
    return {
      url: url!,
      status: r.status,
      type: r.headers.get('content-type'),
      bytes: bytes.length,
      meta: await sharp(bytes).metadata(),
      tags: { type: attr(body, 'og:image:type'), width: attr(body, 'og:image:width'), height: attr(body, 'og:image:height'), alt: attr(body, 'og:image:alt') },
      twitter: { card: attr(body, 'twitter:card'), image: attr(body, 'twitter:image') },
    };
  }

  it("gives a listing its cover as a JPEG of at most 300 KB and at least 1200×630, with its size and text", async () => {
    const p = propiedades.find((x) => x.imagenes.some((i) => i.public_id !== 'imagen_por_defecto'))!;
    const og = await preview(`/propiedad/${p.id}`);
    expect(og.status).toBe(200);
    expect(og.type).toBe('image/jpeg');
    expect(og.meta.format).toBe('jpeg');
    expect(og.bytes).toBeLessThanOrEqual(300 * 1024);
    expect(og.meta.width).toBeGreaterThanOrEqual(1200);
    expect(og.meta.height).toBeGreaterThanOrEqual(630);
    expect(og.tags).toEqual({ type: 'image/jpeg', width: String(og.meta.width), height: String(og.meta.height), alt: expect.stringContaining(p.titulo.slice(0, 10)) });
    expect(og.twitter).toEqual({ card: 'summary_large_image', image: og.url });
    expect(og.url).toMatch(new RegExp(`/api/user/vista-previa/propiedad/${p.id}/[0-9a-z]+\\.jpg$`));
  });

  it('a listing without photos and every other page show the agency’s own JPEG; no page an SVG', async () => {
    const sinFotos = await createProperty('Casa', { titulo: unique('Casa e2e sin fotos'), habitaciones: 1 });
    // The agency's image: one address, whatever the page.
    const agency = (await preview('/')).url;
    expect(agency).toMatch(/\/api\/user\/vista-previa\/inmobiliaria\/[0-9a-z]+\.jpg$/);
    for (const p of ['/', '/propiedades-publicas', '/contacto', '/about', '/nosotros', `/propiedad/${sinFotos}`]) {
      const og = await preview(p);
      expect({ p, url: og.url, type: og.type, format: og.meta.format }).toEqual({ p, url: agency, type: 'image/jpeg', format: 'jpeg' });
      expect(og.bytes).toBeLessThanOrEqual(300 * 1024);
      expect(og.tags).toEqual({ type: 'image/jpeg', width: '1200', height: '630', alt: expect.any(String) });
      expect([og.meta.width, og.meta.height]).toEqual([1200, 630]);
    }
    // Every listing's, whatever its picture (the demo ones are SVGs).
    expect((await demoImageUrls()).some((u) => u.endsWith('.svg'))).toBe(true);
    for (const p of propiedades) {
      const { body } = await text(`/propiedad/${p.id}`);
      expect(attr(body, 'og:image')).not.toMatch(/\.svg$|\.webp$/);
    }
  });

  it('is reachable by crawlers that honour robots.txt', async () => {
    const { body } = await text('/robots.txt');
    expect(body).toMatch(/^Allow: \/api\/user\/vista-previa\/$/m);
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
    for (const p of propiedades) expect(body).toContain(`${propiedadHref(p)}</loc>`);
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
