// Accessibility (issue: no axe-core violation of serious or critical impact on any public page), in both themes.
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.js';
import { launch, newPage } from '../support/env.js';
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
  ['/contacto', (page) => page.getByRole('button', { name: 'Enviar consulta' }).waitFor()],
  ['/propiedades-publicas', (page) => page.getByRole('list', { name: 'Listado de propiedades' }).waitFor()],
  [`/propiedad/${propertyId}`, (page) => page.getByRole('heading', { level: 1 }).waitFor()],
  ['/propiedad/00000000-0000-4000-8000-000000000000', (page) => page.getByRole('heading', { name: 'Propiedad no encontrada' }).waitFor()],
];

describe.each(['customDark', 'light'])('axe-core, theme %s', (theme) => {
  it('finds no serious or critical violation on any public page', async () => {
    const { context, page } = await newPage(browser);
    await stubMaps(context);
    await context.addInitScript((t) => localStorage.setItem('tema', t), theme);
    const found: string[] = [];
    for (const [route, ready] of PAGES()) {
      await page.goto(route);
      await ready(page);
      await page.waitForTimeout(300);
      for (const v of await seriousViolations(page)) found.push(`${route}: ${v}`);
    }
    expect(found).toEqual([]);
    await context.close();
  });

  it('finds none in the contact form with its errors, nor in the open lightbox', async () => {
    const { context, page } = await newPage(browser);
    await stubMaps(context);
    await context.addInitScript((t) => localStorage.setItem('tema', t), theme);
    const found: string[] = [];
    await page.goto('/contacto');
    await page.getByRole('button', { name: 'Enviar consulta' }).click();
    await page.getByText('Ingrese su nombre completo').waitFor();
    found.push(...(await seriousViolations(page)));
    await page.goto(`/propiedad/${propertyId}`);
    await page.getByRole('button', { name: /en pantalla completa/ }).click();
    await page.getByRole('dialog').waitFor();
    found.push(...(await seriousViolations(page)));
    expect(found).toEqual([]);
    await context.close();
  });
});
