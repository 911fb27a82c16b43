// Home and About (spec §2 Home, About page, §7 ping, §9 carousel 5 s with a 1 s fade), and the floating WhatsApp
// link every public page carries.
import type { Browser, Page } from 'playwright-core';
import { launch, newPage, openApp } from '../support/env.js';
import { parrafos } from '@inmo/contracts';
import { agencia, stubMaps } from './public-support.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const activeSlide = (page: Page) => page.locator('[data-slide][data-active="true"]').getAttribute('data-slide');

/** Records, in the page, when each slide becomes the active one. */
async function recordSlideChanges(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __slides: { i: string; t: number }[] };
    w.__slides = [];
    new MutationObserver((records) => {
      for (const r of records) {
        const el = r.target as HTMLElement;
        if (el.dataset.active === 'true') w.__slides.push({ i: el.dataset.slide!, t: performance.now() });
      }
    }).observe(document.querySelector('[aria-roledescription="carrusel"]')!, { subtree: true, attributes: true, attributeFilter: ['data-active'] });
  });
}

describe('home', () => {
  it('changes the hero image every 5 s with a 1 s fade', async () => {
    const { context, page } = await newPage(browser);
    await stubMaps(context);
    await openApp(page, '/');
    const carousel = page.getByRole('region', { name: 'Imágenes destacadas' });
    await carousel.waitFor();
    expect(await activeSlide(page)).toBe('0');
    await recordSlideChanges(page);
    const slide1 = page.locator('[data-slide="1"]');
    expect(await slide1.evaluate((el) => [getComputedStyle(el).transitionProperty, getComputedStyle(el).transitionDuration])).toEqual(['opacity', '1s']);
    await page.waitForFunction(() => (window as unknown as { __slides: unknown[] }).__slides.length >= 1, null, { timeout: 7000 });
    // Mid-fade the incoming image is partly visible; a second later it is fully shown.
    await page.waitForTimeout(350);
    const mid = Number(await slide1.evaluate((el) => getComputedStyle(el).opacity));
    expect(mid).toBeGreaterThan(0.05);
    expect(mid).toBeLessThan(0.95);
    await page.waitForTimeout(900);
    expect(Number(await slide1.evaluate((el) => getComputedStyle(el).opacity))).toBe(1);
    await page.waitForFunction(() => (window as unknown as { __slides: unknown[] }).__slides.length >= 2, null, { timeout: 7000 });
    const slides = await page.evaluate(() => (window as unknown as { __slides: { i: string; t: number }[] }).__slides);
    expect(slides.map((s) => s.i)).toEqual(['1', '2']);
    const gap = slides[1].t - slides[0].t;
    expect(gap).toBeGreaterThan(4700);
    expect(gap).toBeLessThan(6000); // a busy 2-core test machine may run the timer late, never early
    await context.close();
  });

  it('is operable from the keyboard: next, a chosen image, pause', async () => {
    const { context, page } = await newPage(browser);
    await stubMaps(context);
    await openApp(page, '/');
    const carousel = page.getByRole('region', { name: 'Imágenes destacadas' });
    await carousel.getByRole('button', { name: 'Imagen siguiente' }).focus();
    await page.keyboard.press('Enter');
    expect(await activeSlide(page)).toBe('1');
    await carousel.getByRole('button', { name: 'Mostrar imagen 3 de 3' }).focus();
    await page.keyboard.press('Enter');
    expect(await activeSlide(page)).toBe('2');
    expect(await carousel.getByRole('button', { name: 'Mostrar imagen 3 de 3' }).getAttribute('aria-current')).toBe('true');
    await carousel.getByRole('button', { name: 'Pausar carrusel' }).focus();
    await page.keyboard.press('Space');
    await carousel.getByRole('button', { name: 'Reanudar carrusel' }).waitFor();
    await page.waitForTimeout(5600);
    expect(await activeSlide(page)).toBe('2');
    await context.close();
  });

  it('serves one picture per slide, desktop or mobile art, the first at high priority and the rest lazily', async () => {
    for (const [width, art] of [
      [1280, 'desktop'],
      [375, 'mobile'],
    ] as const) {
      const { context, page } = await newPage(browser, { width });
      await stubMaps(context);
      await openApp(page, '/');
      const first = page.locator('[data-slide="0"] img');
      await page.waitForFunction(() => (document.querySelector('[data-slide="0"] img') as HTMLImageElement | null)?.complete === true);
      expect(await first.getAttribute('fetchpriority')).toBe('high');
      expect(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(`hero-1-${art}`);
      expect(await page.locator('[data-slide] source[media]').count()).toBe(3);
      for (const i of [1, 2]) expect(await page.locator(`[data-slide="${i}"] img`).getAttribute('loading')).toBe('lazy');
      for (const img of await page.locator('main img').all()) {
        expect(await img.getAttribute('width')).toMatch(/^\d+$/);
        expect(await img.getAttribute('height')).toMatch(/^\d+$/);
        expect(await img.getAttribute('alt')).toBeTruthy();
      }
      await context.close();
    }
  });

  it('shows the three services and the office map', async () => {
    const { context, page } = await newPage(browser);
    await stubMaps(context);
    await openApp(page, '/');
    for (const s of ['Compra y venta', 'Administración de alquileres', 'Tasaciones']) await page.getByRole('heading', { name: s }).waitFor();
    const AGENCIA = await agencia();
    const map = page.locator(`iframe[title="Mapa de la oficina de ${AGENCIA.nombre}"]`);
    await map.waitFor();
    expect(await map.getAttribute('src')).toContain(`marker=${encodeURIComponent(`${AGENCIA.mapa!.lat.toFixed(5)},${AGENCIA.mapa!.lng.toFixed(5)}`)}`);
    await context.close();
  });

  it('pings the backend once per browser session', async () => {
    const { context, page } = await newPage(browser);
    await stubMaps(context);
    let pings = 0;
    await context.route('**/api/ping', (route) => {
      pings++;
      return route.continue();
    });
    await openApp(page, '/');
    await page.waitForFunction(() => sessionStorage.getItem('backendDespertado') !== null);
    expect(pings).toBe(1);
    // Leaving and coming back in the app, and reloading, keep the session: no new ping.
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Propiedades' }).first().click();
    await page.waitForURL('**/propiedades-publicas');
    await page.goBack();
    await page.getByRole('region', { name: 'Imágenes destacadas' }).waitFor();
    await page.reload();
    await page.getByRole('region', { name: 'Imágenes destacadas' }).waitFor();
    await page.waitForTimeout(500);
    expect(pings).toBe(1);
    await context.close();

    // A new browser session pings again.
    const other = await newPage(browser);
    await stubMaps(other.context);
    const ping = other.page.waitForRequest('**/api/ping');
    await other.page.goto('/');
    await ping;
    await other.context.close();
  });
});

describe('about', () => {
  it.each(['/about', '/nosotros'])('%s presents the agency, its values and the two calls to action', async (path) => {
    const { context, page } = await newPage(browser);
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: 'Sobre nosotros' }).waitFor();
    const a = await agencia();
    await page.getByText(`En actividad desde ${a.desde}`).waitFor();
    for (const h of ['Nuestra historia', 'Confianza', 'Eficiencia', 'Compromiso']) await page.getByRole('heading', { name: h }).waitFor();
    // The agency's own About text ('Datos de la inmobiliaria'), paragraph by paragraph; no sample text.
    for (const p of parrafos(a.sobreNosotros)) await page.getByText(p).waitFor();
    expect(await page.getByText(/ejemplo/i).count()).toBe(0);
    await page.getByRole('link', { name: 'Contactar ahora' }).click();
    await page.waitForURL('**/contacto');
    await page.goBack();
    await page.getByRole('link', { name: 'Ver propiedades' }).click();
    await page.waitForURL('**/propiedades-publicas');
    await context.close();
  });
});

describe('WhatsApp link', () => {
  it.each(['/', '/about', '/contacto', '/propiedades-publicas'])('%s has the floating link with a prefilled enquiry', async (path) => {
    const { context, page } = await newPage(browser);
    await stubMaps(context);
    await page.goto(path);
    const link = page.getByRole('link', { name: 'Consultar por WhatsApp' });
    await link.waitFor();
    const href = new URL((await link.getAttribute('href'))!);
    expect(`${href.origin}${href.pathname}`).toBe(`https://wa.me/${(await agencia()).whatsapp.replace(/\D/g, '')}`);
    expect(href.searchParams.get('text')).toBe('Hola, quisiera hacer una consulta.');
    expect(await link.getAttribute('target')).toBe('_blank');
    await context.close();
  });
});
