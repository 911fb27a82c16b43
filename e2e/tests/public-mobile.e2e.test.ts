// Mobile first (issue: every public page works at 375 px with no horizontal scroll).
import type { Browser } from 'playwright-core';
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
});
