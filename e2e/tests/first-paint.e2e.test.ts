// The public pages' first paint rendered by the server (contracts/src/prerender.ts): the page arrives drawn, and
// the app takes it over without a loading state, a flash or a second load of anything.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { PRERENDER, propiedadHref } from '@inmo/contracts';
import { adminApi, apiLogin, appReady, launch, newPage, product } from '../support/env.js';
import { ROOT } from '../support/product.mjs';
import { adminToken, agencia, anyPublicPropertyId, createProperty, stubMaps, unique } from './public-support.js';
import { createGateway, type Gateway } from '@inmo/gateway';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface Listing {
  propiedades: { id: string; titulo: string; tipo: string; habitaciones: number | null; superficieTotal: number | null; ubicacion: { localidad: string } }[];
}

async function publicPages(): Promise<{ route: string; heading: string }[]> {
  // One whose page has a map: the hydration test checks the map frame is added once.
  const id = await anyPublicPropertyId({ withMap: true });
  const { propiedad } = (await (await fetch(`${product().baseUrl}/api/user/propiedad/${id}`)).json()) as { propiedad: { titulo: string } };
  return [
    { route: '/', heading: `Encontrá tu lugar con ${(await agencia()).nombre}` },
    { route: '/propiedades-publicas', heading: 'Propiedades disponibles' },
    { route: `/propiedad/${id}`, heading: propiedad.titulo },
    { route: '/contacto', heading: 'Contacto' },
  ];
}

/** Records, from before any script runs, every text of a loading state that appears in <main>. */
async function recordLoadingStates(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __loading: string[] };
    w.__loading = [];
    new MutationObserver(() => {
      const text = document.querySelector('main')?.textContent ?? '';
      if (/Cargando/.test(text)) w.__loading.push(text.slice(0, 80));
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

const loadingStates = (page: Page) => page.evaluate(() => (window as unknown as { __loading: string[] }).__loading);

/**
 * Keeps, once the HTML is parsed (before the app can have touched it), the server's top bar and <h1> elements and
 * the computed style of every element in the top bar and <main>.
 */
async function recordServerPage(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __server: { nav: Element | null; h1: Element | null; styles: string[] }; __styles: () => string[] };
    w.__styles = () =>
      [...document.querySelectorAll('header *, main *')]
        // Not the maps: an empty box in the server's page, a frame once the app has added it.
        .filter((e) => !e.matches('iframe, div[aria-hidden="true"]:empty'))
        .map((e) => {
          const c = getComputedStyle(e);
          return [e.tagName, c.display, c.position, c.fontSize, c.fontWeight, c.color, c.backgroundColor, c.padding, c.margin, c.gridTemplateColumns].join('|');
        });
    document.addEventListener('DOMContentLoaded', () => {
      w.__server = { nav: document.querySelector('header nav'), h1: document.querySelector('main h1'), styles: w.__styles() };
    });
  });
}

/** Whether the app hydrated the server's page: the same elements, drawn with the same styles. */
const hydratedServerPage = (page: Page) =>
  page.evaluate((cssAttr) => {
    const w = window as unknown as { __server: { nav: Element | null; h1: Element | null; styles: string[] }; __styles: () => string[] };
    // The page keeps the server's style elements; without them, the app's own rules must draw the same page.
    for (const el of document.querySelectorAll(`style[${cssAttr}]`)) el.remove();
    const now = w.__styles();
    return {
      sameTopBar: w.__server.nav !== null && w.__server.nav === document.querySelector('header nav'),
      sameHeading: w.__server.h1 !== null && w.__server.h1 === document.querySelector('main h1'),
      styleChanges: now.length === w.__server.styles.length ? now.filter((x, i) => x !== w.__server.styles[i]) : ['element count changed'],
    };
  }, PRERENDER.cssAttr);


describe('first paint from the server', () => {
  it('with JavaScript off, every public page shows its content and top bar, inert until the app takes it over', async () => {
    const context = await browser.newContext({ baseURL: product().baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { route, heading } of await publicPages()) {
      await page.goto(route);
      await expect(page.locator('h1').first().textContent()).resolves.toBe(heading);
      expect(await page.locator(`[${PRERENDER.pathAttr}="${route}"]`).getAttribute('inert')).toBe('');
      expect(await page.locator('header nav[aria-label="Principal"]').count()).toBe(1);
      // Nothing is drawn before the whole page is parsed: no top bar alone first, then a second, larger layout.
      expect(await page.locator('head link[rel="expect"][blocking="render"]').getAttribute('href')).toBe(`#${PRERENDER.endId}`);
      expect(await page.locator(`#root + template#${PRERENDER.endId}`).count()).toBe(1);
      // Drawn with the server's styles (not the browser's defaults), and not a loading state.
      expect(await page.locator('h1').first().evaluate((h) => getComputedStyle(h).fontFamily)).toMatch(/system-ui/);
      expect(await page.locator('main').textContent()).not.toMatch(/Cargando/);
    }
    await context.close();
  });

  it('the catalogue and the property arrive with their data, and the data rides in the page for the app', async () => {
    const listing = (await (await fetch(`${product().baseUrl}/api/user/propiedades-publicas?page=2&limit=9`)).json()) as Listing;
    expect(listing.propiedades.length).toBeGreaterThan(0);
    const context = await browser.newContext({ baseURL: product().baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/propiedades-publicas?page=2');
    const cards = page.locator('main a[href^="/propiedad/"]');
    const hrefs = await cards.evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')))]);
    expect(hrefs).toEqual(listing.propiedades.map((p) => propiedadHref(p)));
    const data = JSON.parse((await page.locator(`#${PRERENDER.dataId}`).textContent()) ?? '{}') as Record<string, Listing>;
    expect(data['/user/propiedades-publicas?page=2&limit=9'].propiedades.map((p) => p.id)).toEqual(listing.propiedades.map((p) => p.id));

    const id = listing.propiedades[0].id;
    await page.goto(`/propiedad/${id}`);
    await expect(page.locator('h1').textContent()).resolves.toBe(listing.propiedades[0].titulo);
    // Its first picture is in the HTML itself.
    expect(await page.locator('main img').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('the app hydrates each page: the same elements and styles, no loading state, each map loaded once, no data read again', async () => {
    for (const { route, heading } of await publicPages()) {
      const { context, page } = await newPage(browser, { width: 412, height: 900 });
      const maps = await stubMaps(context);
      await recordLoadingStates(page);
      await recordServerPage(page);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const dataReads: string[] = [];
      page.on('request', (r) => {
        const u = new URL(r.url());
        if (/^\/api\/user\/(propiedades-publicas|propiedad\/)/.test(u.pathname)) dataReads.push(u.pathname + u.search);
      });
      await page.goto(route);
      await appReady(page);
      await page.waitForLoadState('networkidle');
      expect(await loadingStates(page)).toEqual([]);
      // The replies the page was rendered from are fresh: the app does not ask the API for them again.
      expect(dataReads).toEqual([]);
      expect(await page.locator('[inert]').count()).toBe(0);
      await expect(page.locator('h1').first().textContent()).resolves.toBe(heading);
      // Hydrated, not drawn again: React adopted the server's elements (a mismatch would have replaced them, and
      // reported a hydration error), and the app's class names are the server's (or styles would have changed).
      expect(await hydratedServerPage(page)).toEqual({ sameTopBar: true, sameHeading: true, styleChanges: [] });
      // The maps are added after hydration, and each loads once (lazily: when scrolled to).
      const mapFrames = page.locator('main iframe');
      const hasMap = route === '/' || route.startsWith('/propiedad/');
      // Added in a task of its own after the page has hydrated (mf-public AfterHydration).
      if (hasMap) await mapFrames.first().waitFor({ state: 'attached', timeout: 10_000 });
      expect(await mapFrames.count()).toBe(hasMap ? 1 : 0);
      if (hasMap) {
        await mapFrames.first().scrollIntoViewIfNeeded();
        for (let i = 0; i < 50 && maps.length === 0; i++) await page.waitForTimeout(100);
        await page.waitForTimeout(300);
        expect(maps.length).toBe(1);
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('when the public remote cannot be reached, its error replaces the server’s page and Reintentar works', async () => {
    const { context, page } = await newPage(browser);
    await stubMaps(context);
    let blocked = true;
    // Every file of the remote: its entry and the chunks the page preloads. Chromium answers the first later request
    // for a file whose preload failed with that failure, so one Reintentar must get past that (shell federation.ts).
    const asked: string[] = [];
    await page.route('**/mf-public/**', (route) => {
      asked.push(new URL(route.request().url()).pathname);
      return blocked ? route.abort() : route.continue();
    });
    await page.goto('/propiedades-publicas');
    const alert = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Reintentar' }) });
    await alert.waitFor();
    // Not inert any more (a tap on Reintentar would be lost), and the server's copy of the page is gone.
    expect(await page.locator('[inert]').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Propiedades disponibles' }).count()).toBe(0);
    // The page asked for the entry and preloaded the App's and the page's chunks, all failed.
    expect(asked.filter((p) => p.endsWith('.js')).length).toBeGreaterThanOrEqual(3);
    blocked = false;
    await alert.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByRole('heading', { name: 'Propiedades disponibles' }).waitFor();
    expect(await page.locator('main a[href^="/propiedad/"]').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('once taken over the page is the app: a card opens its property without reloading the document', async () => {
    const { context, page } = await newPage(browser);
    await stubMaps(context);
    await page.goto('/propiedades-publicas');
    await appReady(page);
    await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
    const card = page.locator('main a[href^="/propiedad/"]').first();
    const href = await card.getAttribute('href');
    await card.click();
    await page.waitForURL(`**${href}`);
    await page.locator('h1').waitFor();
    expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(true);
    await context.close();
  });

  it("follows the visitor's theme: chosen once, the next first paint is in it", async () => {
    const { context, page } = await newPage(browser);
    await stubMaps(context);
    const html = async () => (await page.request.get('/')).text();
    expect(await html()).toContain(`${PRERENDER.themeAttr}="customDark"`);
    await page.goto('/');
    await appReady(page);
    await page.getByRole('button', { name: 'Cambiar tema' }).click();
    const light = await html();
    expect(light).toContain(`${PRERENDER.themeAttr}="light"`);
    expect(light).toMatch(/body\{[^}]*background:#f4f6f8/);
    // Reloaded in the light theme: taken over as is, never a loading state.
    await recordLoadingStates(page);
    await page.reload();
    await appReady(page);
    expect(await loadingStates(page)).toEqual([]);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(244, 246, 248)');
    await context.close();
  });

  it('a change staff make is in the next first paint (rendered pages are reused only for the same data)', async () => {
    const titulo = unique('Casa primer pintado');
    const id = await createProperty('Casa', { titulo, habitaciones: 3, precio: { monto: 100000, moneda: 'USD', visible: true } });
    const h1Of = async () => /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await fetch(`${product().baseUrl}/propiedad/${id}`)).text())?.[1];
    expect(await h1Of()).toBe(titulo);
    expect(await h1Of()).toBe(titulo);
    await adminApi(await adminToken(), 'PUT', `/admin/editar-propiedad/${id}`, { tipo: 'Casa', propiedad: { titulo: `${titulo} renovada` } });
    expect(await h1Of()).toBe(`${titulo} renovada`);
  });

  it('staff signed in get their own top bar and pages, not the visitor’s first paint', async () => {
    const token = await apiLogin();
    const { context, page } = await newPage(browser);
    await stubMaps(context);
    await context.addInitScript((t) => localStorage.setItem('auth-token', t), token);
    await page.goto('/');
    await page.getByRole('link', { name: 'Dashboard' }).first().waitFor();
    await appReady(page);
    expect(await page.locator('[inert]').count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Propiedades' }).count()).toBe(0);
    await context.close();
  });
});

describe('the server renderers', () => {
  let dir: string;
  let server: Gateway;
  let base: string;

  beforeAll(async () => {
    // A gateway of its own over copies of the built front ends, in front of the product's API.
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inmo-ssr-'));
    for (const app of ['shell', 'mf-public', 'mf-backoffice']) fs.cpSync(path.join(ROOT, app, 'dist'), path.join(dir, app), { recursive: true });
    server = await createGateway({
      apiUrl: product().baseUrl,
      dirs: { shell: path.join(dir, 'shell'), mfPublic: path.join(dir, 'mf-public'), mfBackoffice: path.join(dir, 'mf-backoffice') },
      env: {},
      brotli: false,
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const renderer = () => path.join(dir, 'mf-public/ssr/mf_public.cjs');
  const firstPaintOf = async (route: string) => {
    const r = await fetch(base + route);
    expect(r.status).toBe(200);
    return (await r.text()).includes(`${PRERENDER.pathAttr}="${route}"`);
  };

  it('are never served as files', async () => {
    for (const file of ['/ssr/shell.cjs', '/mf-public/ssr/mf_public.cjs']) expect((await fetch(base + file)).status).toBe(404);
    expect((await fetch(product().baseUrl + '/ssr/shell.cjs')).status).toBe(404);
  });

  it('a renderer that fails to load, or throws, costs only the first paint; a redeployed one is used at once', async () => {
    expect(await firstPaintOf('/')).toBe(true);
    const good = fs.readFileSync(renderer());
    const touch = () => {
      const t = new Date(Date.now() + 5_000 * Math.random() + 1_000);
      fs.utimesSync(renderer(), t, t); // a new version, as a redeploy writes it
    };

    fs.writeFileSync(renderer(), 'throw new Error("roto");');
    touch();
    expect(await firstPaintOf('/')).toBe(false);
    fs.writeFileSync(renderer(), 'exports.loadPage = async () => ({}); exports.renderPage = async () => { throw new Error("roto al renderizar"); };');
    touch();
    expect(await firstPaintOf('/contacto')).toBe(false);

    // The plain page still works as the app.
    const { context, page } = await newPage(browser);
    await stubMaps(context);
    await page.goto(base + '/contacto');
    await expect(page.locator('h1').first().textContent()).resolves.toBe('Contacto');
    await context.close();

    fs.writeFileSync(renderer(), good);
    touch();
    expect(await firstPaintOf('/contacto')).toBe(true);
  });
});
