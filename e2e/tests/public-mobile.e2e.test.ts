// Mobile first (issue: every public page works at 375 px with no horizontal scroll).
import type { Browser } from 'playwright-core';
import { appReady, launch, newPage } from '../support/env.js';
import { anyPublicPropertyId, stubMaps } from './public-support.js';

let browser: Browser;
let propertyId: string;
beforeAll(async () => {
  browser = await launch();
  propertyId = await anyPublicPropertyId();
});
afterAll(async () => {
  await browser?.close();
});

const pages = () => [
  ['/', 'Nuestros servicios'],
  ['/about', 'Sobre nosotros'],
  ['/nosotros', 'Sobre nosotros'],
  ['/contacto', 'Contacto'],
  ['/propiedades-publicas', 'Propiedades disponibles'],
  [`/propiedad/${propertyId}`, null],
  ['/propiedad/00000000-0000-4000-8000-000000000000', 'Propiedad no encontrada'],
];

describe('375 px wide', () => {
  it('no public page scrolls sideways', async () => {
    const { context, page } = await newPage(browser, { width: 375, height: 812 });
    await stubMaps(context);
    const wide: string[] = [];
    for (const [path, heading] of pages()) {
      await page.goto(path!);
      if (heading) await page.getByRole('heading', { name: heading }).first().waitFor();
      else await page.getByRole('list', { name: 'Miniaturas' }).waitFor();
      await page.waitForTimeout(300);
      const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
      if (scroll > client) wide.push(`${path}: ${scroll} > ${client}`);
    }
    expect(wide).toEqual([]);
    await context.close();
  });

  it('the lightbox fits the phone', async () => {
    const { context, page } = await newPage(browser, { width: 375, height: 812 });
    await stubMaps(context);
    await page.goto(`/propiedad/${propertyId}`);
    await page.getByRole('button', { name: /en pantalla completa/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(375);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });

  it('catalogue cards out of view are rendered only when scrolled to, and scrolling through them shifts nothing', async () => {
    const { context, page } = await newPage(browser, { width: 375, height: 812 });
    await context.addInitScript(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((l) => l.getEntries().forEach((e) => (w.__shift += (e as unknown as { value: number }).value))).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/propiedades-publicas');
    await appReady(page);
    await page.waitForLoadState('networkidle');
    // The title inside the last card: the contents of a card skipped by content-visibility are what checkVisibility
    // (with contentVisibilityAuto) reports as not visible. Far below the fold, it is skipped…
    const title = page.locator('main li > a[href^="/propiedad/"] h2').last();
    expect(await title.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))).toBe(false);
    for (let i = 0; i < 40; i++) {
      await page.mouse.wheel(0, 300);
      await page.waitForTimeout(30);
    }
    await page.waitForTimeout(300);
    // …rendered once scrolled to, and nothing on screen moved on the way.
    expect(await title.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
    await context.close();
  });
});
