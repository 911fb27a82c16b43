// No React error on any public page after any path a visitor takes. A reload hydrates the
// server's first paint again, but the browser keeps what the visit left behind (the history entry's state, the
// theme in localStorage and its cookie): each walk below ends in a reload, at both sizes, and every console error
// and uncaught error of the whole walk is kept.
import type { Browser, Page } from 'playwright-core';
import { PRERENDER } from '@inmo/contracts';
import { appReady, launch, newPage, product } from '../support/env.js';
import { anyPublicPropertyId, stubMaps } from './public-support.js';

const SIZES = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A visitor's tab at one size, recording every console error and uncaught error from its first page on. */
async function visitor(size: { width: number; height: number }) {
  const { context, page } = await newPage(browser, size);
  await stubMaps(context);
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  return { context, page, errors };
}

/**
 * Waits until the page is the app's and everything it loads has arrived: the public remote has hydrated the server's
 * page (or rendered it), and the maps, added after hydration, are there.
 */
async function settled(page: Page): Promise<void> {
  await appReady(page);
  await page.waitForLoadState('networkidle');
  await page.locator('h1').first().waitFor();
  await page.waitForTimeout(300);
}

/** A reload, checked to be a hydration of the server's page (not a page drawn without one). */
async function reloadHydrating(page: Page): Promise<void> {
  const prerendered = page.waitForResponse((r) => r.request().resourceType() === 'document');
  await page.reload();
  expect(await (await prerendered).text()).toContain(`${PRERENDER.pathAttr}=`);
  await settled(page);
}

describe.each(SIZES)('no React error at $width×$height', (size) => {
  it('card click → reload: the property page hydrates (its map too)', async () => {
    const { context, page, errors } = await visitor(size);
    // One whose page has a map (added after hydration), found in the catalogue by its title.
    const id = await anyPublicPropertyId({ withMap: true });
    const { propiedad } = (await (await fetch(`${product().baseUrl}/api/user/propiedad/${id}`)).json()) as { propiedad: { titulo: string } };
    await page.goto(`/propiedades-publicas?q=${encodeURIComponent(propiedad.titulo)}`);
    await settled(page);
    const card = page.locator(`main a[href^="/propiedad/${id}"]`).first();
    await card.scrollIntoViewIfNeeded();
    await card.click();
    await page.waitForURL(`**/propiedad/${id}/**`);
    await settled(page);
    await reloadHydrating(page);
    await page.locator('main iframe').first().waitFor({ state: 'attached', timeout: 10_000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('filter → back → reload: the catalogue hydrates', async () => {
    const { context, page, errors } = await visitor(size);
    await page.goto('/propiedades-publicas');
    await settled(page);
    // On a small screen the filters may sit behind a button.
    const tipo = page.getByLabel('Tipo', { exact: true });
    if (!(await tipo.isVisible())) await page.getByRole('button', { name: /Filtrar/ }).click();
    await tipo.selectOption('Casa');
    await page.waitForURL(/tipo=Casa/);
    await settled(page);
    await page.goBack();
    await page.waitForURL((u) => !u.search.includes('tipo='));
    await settled(page);
    await reloadHydrating(page);
    // Forward again to the filtered list, then reload that one too.
    await page.goForward();
    await page.waitForURL(/tipo=Casa/);
    await settled(page);
    await reloadHydrating(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('theme switch → reload, on every public page', async () => {
    const id = await anyPublicPropertyId({ withMap: true });
    const { context, page, errors } = await visitor(size);
    for (const route of ['/', '/propiedades-publicas', `/propiedad/${id}`, '/contacto', '/about', '/nosotros']) {
      await page.goto(route);
      await settled(page);
      await page.getByRole('button', { name: 'Cambiar tema' }).click();
      await reloadHydrating(page);
      // And back to the other theme, then reloaded again.
      await page.getByRole('button', { name: 'Cambiar tema' }).click();
      await reloadHydrating(page);
      expect({ route, errors }).toEqual({ route, errors: [] });
    }
    await context.close();
  });

  it('moving between pages in the app, then reloading each one', async () => {
    const { context, page, errors } = await visitor(size);
    await page.goto('/contacto');
    await settled(page);
    // The agency's name in the top bar leads home (whose map is added after hydration).
    await page.getByRole('link', { name: /— inicio$/ }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await settled(page);
    await reloadHydrating(page);
    await page.goto('/about');
    await settled(page);
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/');
    await settled(page);
    await reloadHydrating(page);
    await page.goForward();
    await page.waitForURL('**/about');
    await reloadHydrating(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
