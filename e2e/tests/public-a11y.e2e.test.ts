// Accessibility: axe-core finds no violation of any WCAG 2.x level A or AA rule, whatever its
// impact, on any public page (the whole page: top bar and all), in both themes, at 1366×768 and 390×844, nor in the
// states a visitor opens: the compact menu and the catalogue's 'Filtrar' sheet on a phone, the contact form with its
// errors and with its confirmation, the lightbox.
import type { Browser, Page } from 'playwright-core';
import { PRERENDER, STORAGE_KEYS } from '@inmo/contracts';
import { wcagViolations } from '../support/axe.js';
import { launch, openApp, product, visitorAddress } from '../support/env.js';
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

const PAGES = (): [string, (page: Page) => Promise<void>][] => [
  ['/', (page) => page.getByRole('heading', { name: 'Nuestros servicios' }).waitFor()],
  ['/about', (page) => page.getByRole('heading', { name: 'Sobre nosotros' }).waitFor()],
  ['/nosotros', (page) => page.getByRole('heading', { name: 'Sobre nosotros' }).waitFor()],
  ['/contacto', (page) => page.getByRole('button', { name: 'Enviar consulta' }).waitFor()],
  ['/propiedades-publicas', (page) => page.getByRole('list', { name: 'Listado de propiedades' }).waitFor()],
  [`/propiedad/${propertyId}`, (page) => page.getByRole('heading', { level: 1 }).waitFor()],
  ['/esta-pagina-no-existe', (page) => page.getByRole('heading', { name: 'Página no encontrada' }).waitFor()],
  ['/propiedad/00000000-0000-4000-8000-000000000000', (page) => page.getByRole('heading', { name: 'Propiedad no encontrada' }).waitFor()],
  ['/login', (page) => page.getByRole('button', { name: 'Iniciar sesión' }).waitFor()],
];

const THEMES = [
  // The page's background in each theme (shell/src/platform/theme.ts), to be sure the theme asked for is the one drawn.
  ['customDark', 'rgb(18, 18, 18)'],
  ['light', 'rgb(244, 246, 248)'],
] as const;
const SIZES = [
  [1366, 768],
  [390, 844],
] as const;

/** A visitor whose stored theme choice is `theme`: in localStorage as the shell's switch keeps it, and its cookie. */
async function visitor(theme: string, width: number, height: number) {
  const { baseUrl } = product();
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width, height }, locale: 'es-AR', extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() } });
  await stubMaps(context);
  await context.addCookies([{ name: PRERENDER.themeCookie, value: theme, url: baseUrl }]);
  await context.addInitScript(([key, t]) => localStorage.setItem(key, t), [STORAGE_KEYS.tema, theme] as const);
  return { context, page: await context.newPage() };
}

describe.each(THEMES)('theme %s', (theme, background) => {
  describe.each(SIZES)('at %i×%i', (width, height) => {
    it('axe finds no WCAG A/AA violation on any public page', async () => {
      const { context, page } = await visitor(theme, width, height);
      const found: string[] = [];
      for (const [route, ready] of PAGES()) {
        await openApp(page, route);
        await ready(page);
        // What loads after the page (pictures, the map's frame) settles.
        await page.waitForTimeout(300);
        expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(background);
        for (const v of await wcagViolations(page)) found.push(`${route}: ${v}`);
      }
      expect(found).toEqual([]);
      await context.close();
    });

    it('nor in what a visitor opens: the menu and the filters (phone), the contact form\'s errors and confirmation, the lightbox', async () => {
      const { context, page } = await visitor(theme, width, height);
      await context.route('**/api/user/contacto', (route) => route.fulfill({ status: 201, contentType: 'application/json', body: '{"success":true}' }));
      const found: string[] = [];
      const check = async (what: string) => found.push(...(await wcagViolations(page)).map((v) => `${what}: ${v}`));
      const phone = width < 768;

      await openApp(page, '/propiedades-publicas?tipo=Casa');
      if (phone) {
        await page.getByRole('button', { name: 'Abrir menú' }).click();
        await page.locator('#menu-principal').waitFor();
        await check('compact menu');
        await page.getByRole('button', { name: 'Cerrar menú' }).click();
        await page.getByRole('button', { name: 'Filtrar (1)' }).click();
        await page.getByRole('dialog', { name: 'Filtros' }).waitFor();
        await check('Filtrar sheet');
        await page.keyboard.press('Escape');
      }

      await openApp(page, '/contacto');
      await page.getByRole('button', { name: 'Enviar consulta' }).click();
      await page.getByText('Ingrese su nombre completo').waitFor();
      await check('contact errors');
      await page.getByLabel('Nombre completo').fill('Ana Pérez');
      await page.getByLabel('Email').fill('ana@example.com');
      await page.getByLabel('Asunto').selectOption('Consulta general');
      await page.getByLabel('Mensaje').fill('Hola');
      await page.getByRole('button', { name: 'Enviar consulta' }).click();
      await page.getByTestId('contacto-resultado').waitFor();
      await check('contact confirmation');

      await openApp(page, `/propiedad/${propertyId}`);
      await page.getByRole('button', { name: /en pantalla completa/ }).click();
      await page.getByRole('dialog').waitFor();
      await check('lightbox');
      expect(found).toEqual([]);
      await context.close();
    });
  });
});
