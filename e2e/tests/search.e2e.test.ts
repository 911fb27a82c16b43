// Searches find every word typed, in any order, accents, case and plurals aside: a visitor typing 'casas <town>' in
// the home's hero search or the catalogue's sees the Casa in that town; 'galpon' finds the Galpón; staff typing
// 'gonzalez' in Clientes see González. At a desktop and a phone size. The records carry a run word (a made-up town
// or a surname) so other tests' data never interferes.
import type { Browser } from 'playwright-core';
import { adminApi, launch, newPage, openApp, storeToken, nuevoDni } from '../support/env.js';
import { adminToken, createProperty, stubMaps } from './public-support.js';

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
let browser: Browser;
let galponId: string;
let casaId: string;
const GALPON = `Galpón con oficinas ${RUN}`;

beforeAll(async () => {
  browser = await launch();
  galponId = await createProperty('Galpón', {
    titulo: GALPON, localidad: 'José C. Paz', superficieTotal: 500, condicion: 'Bueno', alturaLibre: 6.5,
    precio: { monto: 90000, moneda: 'USD', visible: true },
  });
  casaId = await createProperty('Casa', { titulo: 'Casa quinta con parque', localidad: `Villa ${RUN}`, habitaciones: 3 });
  await createProperty('Departamento', { titulo: 'Dos ambientes al frente', localidad: `Villa ${RUN}`, piso: 3 });
  await adminApi(await adminToken(), 'POST', '/admin/nuevo-cliente', { nombre: 'José', apellido: `González${RUN}`, dni: nuevoDni(), telefono: '2346 400000', mail: null });
  await adminApi(await adminToken(), 'POST', '/admin/nuevo-cliente', { nombre: 'María', apellido: `Gómez${RUN}`, dni: nuevoDni(), telefono: '2346 400001', mail: null });
});
afterAll(async () => {
  await browser?.close();
});

describe.each([
  ['1366×768', 1366, 768],
  ['390×844', 390, 844],
])('at %s', (_label, width, height) => {
  it("a visitor typing 'galpon' in the catalogue's search sees the Galpón", async () => {
    const { context, page } = await newPage(browser, { width, height });
    await stubMaps(context);
    await openApp(page, '/propiedades-publicas');
    const typed = `galpon con oficinas ${RUN}`;
    // On a phone the filters fold behind 'Filtrar (n)'.
    if (width < 768) await page.getByRole('button', { name: /^Filtrar/ }).click();
    await page.getByLabel('Buscar').fill(typed);
    await page.waitForURL((u) => u.searchParams.get('q') === typed);
    if (width < 768) await page.getByRole('button', { name: 'Ver resultados' }).click();
    const list = page.getByRole('list', { name: 'Listado de propiedades' });
    await page.getByText('1 propiedad · página 1 de 1').waitFor();
    expect(await list.getByRole('heading', { level: 2 }).allTextContents()).toEqual([GALPON]);
    const card = page.locator(`main a[href^="/propiedad/${galponId}/"]`);
    await card.waitFor();
    expect(await card.isVisible()).toBe(true);
    await context.close();
  });

  it("a visitor typing 'casas <town>' in the home's hero search sees the Casa of that town, not its Departamento", async () => {
    const { context, page } = await newPage(browser, { width, height });
    await stubMaps(context);
    await openApp(page, '/');
    const hero = page.getByRole('search', { name: 'Buscar propiedades' });
    await hero.getByLabel('Localidad o palabra clave').fill(`casas ${RUN.toUpperCase()}`);
    await hero.getByRole('button', { name: 'Buscar' }).click();
    await page.waitForURL((u) => u.pathname === '/propiedades-publicas' && u.searchParams.get('q') === `casas ${RUN.toUpperCase()}`);
    await page.getByText('1 propiedad · página 1 de 1').waitFor();
    const list = page.getByRole('list', { name: 'Listado de propiedades' });
    expect(await list.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Casa quinta con parque']);
    expect(await page.locator(`main a[href^="/propiedad/${casaId}/"]`).isVisible()).toBe(true);
    await context.close();
  });

  it('the catalogue search finds every word in any order: departamento and the town, the other way round', async () => {
    const { context, page } = await newPage(browser, { width, height });
    await stubMaps(context);
    await openApp(page, `/propiedades-publicas?q=${encodeURIComponent(`${RUN} departamento`)}`);
    await page.getByText('1 propiedad · página 1 de 1').waitFor();
    const list = page.getByRole('list', { name: 'Listado de propiedades' });
    expect(await list.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Dos ambientes al frente']);
    await context.close();
  });

  it("staff typing 'gonzalez' in Clientes see González", async () => {
    const { context, page } = await newPage(browser, { width, height });
    await storeToken(context, await adminToken());
    await page.goto('/clientes');
    const list = page.getByRole('list', { name: 'Listado de clientes' });
    await list.waitFor();
    await page.getByLabel('Buscar por nombre').fill(width > 500 ? `gonzalez${RUN}` : `GONZALEZ${RUN}`);
    const card = list.getByRole('link', { name: new RegExp(`José González${RUN}`) });
    await card.waitFor();
    expect(await card.isVisible()).toBe(true);
    // The unfiltered first page (newest first: she is on it) stays on screen until the search's reply comes.
    await list.getByRole('link').nth(1).waitFor({ state: 'detached' });
    expect(await list.getByRole('link').count()).toBe(1);
    await context.close();
  });
});
