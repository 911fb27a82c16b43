// Mobile first (every public page works at 375 px with no horizontal scroll; the catalogue's
// filters behind 'Filtrar (n)' on a phone, paging that takes the visitor to the top of the list, a lightbox that
// follows a swipe, a contact confirmation that is scrolled into view and stays).
import type { Browser, Page } from 'playwright-core';
import { appReady, launch, newPage, openApp, product, visitorAddress } from '../support/env.js';
import { anyPublicPropertyId, stubMaps, unique } from './public-support.js';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };
const SIZES = [
  ['390×844', PHONE],
  ['1366×768', DESKTOP],
] as const;

/** A visitor's page at that size; on the phone size a touch screen (touch events, as a phone sends them). */
async function visitor(size: { width: number; height: number }) {
  const touch = size.width < 768;
  const context = await browser.newContext({
    baseURL: product().baseUrl,
    extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() },
    viewport: size,
    locale: 'es-AR',
    hasTouch: touch,
    isMobile: touch,
  });
  await stubMaps(context);
  return { context, page: await context.newPage() };
}

/** Waits (a smooth scroll takes a moment) until the element's top edge is in the upper half of the screen, below
 * the sticky top bar, and holds the focus. */
const reachedWithFocus = (page: Page, selector: string) =>
  page.waitForFunction(
    (sel) => {
      const el = document.querySelector(sel)!;
      const top = el.getBoundingClientRect().top;
      const bar = document.querySelector('header')!.getBoundingClientRect().bottom;
      return document.activeElement === el && top >= bar - 1 && top < window.innerHeight / 2;
    },
    selector,
    { timeout: 5000 },
  );

/** A finger's swipe through the DevTools protocol: real touch events, the pointer events a phone sends. */
async function swipe(page: Page, from: { x: number; y: number }, dx: number) {
  const cdp = await page.context().newCDPSession(page);
  const point = (f: number) => [{ x: from.x + dx * f, y: from.y + 4 * f }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(0) });
  for (let i = 1; i <= 8; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(i / 8) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

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

describe("the catalogue's filters on a phone", () => {
  it("fold behind 'Filtrar (n)', which opens them as a dialog that Escape and 'Ver resultados' close", async () => {
    const { context, page } = await visitor(PHONE);
    await openApp(page, '/propiedades-publicas?tipo=Casa&operacion=venta');
    const toggle = page.getByRole('button', { name: 'Filtrar (2)' });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    // The filters are out of the first screen; the first card starts on it.
    expect(await page.getByRole('search', { name: 'Filtrar propiedades' }).isVisible()).toBe(false);
    const firstCard = (await page.locator('main li > a[href^="/propiedad/"]').first().boundingBox())!;
    expect(firstCard.y).toBeLessThan(PHONE.height / 2);

    await toggle.click();
    const dialog = page.getByRole('dialog', { name: 'Filtros' });
    await dialog.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    expect(await dialog.getByRole('search', { name: 'Filtrar propiedades' }).isVisible()).toBe(true);
    // The page behind is out of reach while it is open.
    expect(await page.locator('header').first().evaluate((el) => el.closest('[inert]') !== null)).toBe(true);
    await dialog.getByLabel('Dormitorios').selectOption('2');
    await page.waitForURL(/dormitorios=2/);
    // The address changes first; the page, its count included, is drawn from it just after.
    await page.getByRole('button', { name: 'Filtrar (3)' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Filtrar (3)');
    expect(await page.locator('header').first().evaluate((el) => el.closest('[inert]') !== null)).toBe(false);

    // 'Ver resultados' applies what was typed at once and closes the sheet.
    await page.getByRole('button', { name: 'Filtrar (3)' }).click();
    await dialog.getByLabel('Buscar').fill('zzz sin resultados');
    await dialog.getByRole('button', { name: 'Ver resultados' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL(/q=zzz/);
    await page.getByRole('button', { name: 'Filtrar (4)' }).waitFor();
    await page.getByText('No hay propiedades que coincidan con los filtros.').waitFor();
    await context.close();
  });

  it('stay a bar on a large screen, with no Filtrar button', async () => {
    const { context, page } = await visitor(DESKTOP);
    await openApp(page, '/propiedades-publicas?tipo=Casa');
    expect(await page.getByRole('search', { name: 'Filtrar propiedades' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /^Filtrar/ }).isVisible()).toBe(false);
    await context.close();
  });
});

describe.each(SIZES)('paging at %s', (_, size) => {
  it('Siguiente and a page number take the visitor to the top of the list, and the focus there', async () => {
    const { context, page } = await visitor(size);
    await openApp(page, '/propiedades-publicas');
    const nav = page.getByRole('navigation', { name: 'Paginación' });
    await nav.scrollIntoViewIfNeeded();
    await nav.getByRole('link', { name: 'Siguiente' }).click();
    await page.waitForURL(/page=2/);
    await page.getByText(/página 2 de/).waitFor();
    const results = 'main section[aria-label="Resultados"]';
    await reachedWithFocus(page, results);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Resultados');

    await nav.scrollIntoViewIfNeeded();
    await nav.getByRole('link', { name: 'Página 1' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText(/página 1 de/).waitFor();
    await reachedWithFocus(page, results);
    await context.close();
  });
});

describe('the lightbox follows a swipe', () => {
  const counter = (page: Page) => page.getByRole('dialog').getByText(/^Imagen \d+ de \d+$/).textContent();

  it('390×844: a finger swiped left shows the next picture, right the previous; a short move does nothing', async () => {
    const { context, page } = await visitor(PHONE);
    await openApp(page, `/propiedad/${propertyId}`);
    await page.getByRole('button', { name: /en pantalla completa/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const n = Number((await counter(page))!.split(' de ')[1]);
    const src = () => dialog.locator('img').getAttribute('src');
    const first = await src();
    await swipe(page, { x: 300, y: 420 }, -200);
    await page.waitForFunction(() => /^Imagen 2 de/.test(document.querySelector('[role="dialog"] p')?.textContent ?? ''));
    expect(await src()).not.toBe(first);
    await swipe(page, { x: 300, y: 420 }, -20);
    await page.waitForTimeout(300);
    expect(await counter(page)).toBe(`Imagen 2 de ${n}`);
    await swipe(page, { x: 80, y: 420 }, 220);
    await page.waitForFunction(() => /^Imagen 1 de/.test(document.querySelector('[role="dialog"] p')?.textContent ?? ''));
    expect(await src()).toBe(first);
    // No swipe closed it (one released over the backdrop is no tap on it).
    expect(await dialog.isVisible()).toBe(true);
    await context.close();
  });

  it('1366×768: a mouse dragged across does the same', async () => {
    const { context, page } = await visitor(DESKTOP);
    await openApp(page, `/propiedad/${propertyId}`);
    await page.getByRole('button', { name: /en pantalla completa/ }).click();
    await page.getByRole('dialog').waitFor();
    await page.mouse.move(900, 400);
    await page.mouse.down();
    await page.mouse.move(700, 405, { steps: 8 });
    await page.mouse.move(500, 410, { steps: 8 });
    // Released over the backdrop: the drag is no click on it, the lightbox stays.
    await page.mouse.up();
    await page.waitForFunction(() => /^Imagen 2 de/.test(document.querySelector('[role="dialog"] p')?.textContent ?? ''));
    expect(await page.getByRole('dialog').isVisible()).toBe(true);
    await context.close();
  });
});

describe('the contact confirmation', () => {
  it('is scrolled into view and still there 6 s later, at both sizes', async () => {
    const visitors = await Promise.all(SIZES.map(([, size]) => visitor(size)));
    await Promise.all(
      visitors.map(async ({ page }) => {
        await openApp(page, '/contacto');
        await page.getByLabel('Nombre completo').fill(unique('Consulta móvil'));
        await page.getByLabel('Email').fill('visitante@example.com');
        await page.getByLabel('Asunto').selectOption('Consulta general');
        await page.getByLabel('Mensaje').fill('¿Tienen casas con pileta?');
        await page.getByRole('button', { name: 'Enviar consulta' }).click();
        await page.getByRole('status').filter({ hasText: 'Tu consulta fue enviada con éxito' }).waitFor();
      }),
    );
    const inView = (page: Page) =>
      page.getByTestId('contacto-resultado').evaluate((el) => {
        const r = el.getBoundingClientRect();
        return r.top >= document.querySelector('header')!.getBoundingClientRect().bottom - 1 && r.bottom <= window.innerHeight;
      });
    for (const { page } of visitors) await page.waitForFunction(() => {
      const r = document.querySelector('[data-testid="contacto-resultado"]')!.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= window.innerHeight;
    });
    for (const { page } of visitors) expect(await inView(page)).toBe(true);
    await visitors[0].page.waitForTimeout(6000);
    for (const { page } of visitors) {
      expect(await page.getByTestId('contacto-resultado').textContent()).toBe('✅ Tu consulta fue enviada con éxito. En breve nos pondremos en contacto.');
      expect(await inView(page)).toBe(true);
    }
    await Promise.all(visitors.map(({ context }) => context.close()));
  });
});
