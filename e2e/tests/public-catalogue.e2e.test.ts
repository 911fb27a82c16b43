// The public catalogue (spec §2 Public catalogue, §9): filters, price range, bedrooms and order kept in the URL
// (shareable, Back works), 9 per page with Anterior / numbers / Siguiente, 'Consultar' for hidden prices, the
// skeleton and the empty text. Its own properties carry a unique word, so other tests' data never interferes.
import type { Browser, Page } from 'playwright-core';
import { eventually, launch, newPage, openApp } from '../support/env.js';
import { agencia, createProperty, stubMaps, unique } from './public-support.js';

let browser: Browser;
let tok: string;
const titulo = (i: number) => `${tok} n${String(i).padStart(2, '0')}`;

beforeAll(async () => {
  browser = await launch();
  tok = unique('Catalogoe2e').replace(' ', '');
  for (let i = 1; i <= 11; i++) {
    await createProperty('Casa', {
      titulo: titulo(i),
      operacion: i % 2 ? 'venta' : 'alquiler',
      habitaciones: (i % 4) + 1,
      precio: { monto: i * 10000, moneda: i === 10 ? 'ARS' : 'USD', visible: i !== 11 },
    });
  }
});
afterAll(async () => {
  await browser?.close();
});

const list = (page: Page) => page.getByRole('list', { name: 'Listado de propiedades' });
const titles = async (page: Page) => list(page).getByRole('heading', { level: 2 }).allTextContents();
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

describe('public catalogue', () => {
  it('searches by text into the URL and pages 9 at a time; Back and Forward walk the pages', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/propiedades-publicas');
    await list(page).waitFor();
    await page.getByLabel('Buscar').fill(tok);
    await page.waitForURL((u) => u.searchParams.get('q') === tok);
    await page.getByText('11 propiedades · página 1 de 2').waitFor();
    expect(await titles(page)).toHaveLength(9);
    const nav = page.getByRole('navigation', { name: 'Paginación' });
    expect(await nav.getByRole('link', { name: 'Página 1' }).getAttribute('aria-current')).toBe('page');
    await nav.getByText('Anterior').waitFor(); // shown, inert on the first page
    expect(await nav.getByRole('link', { name: 'Anterior' }).count()).toBe(0);

    await nav.getByRole('link', { name: 'Siguiente' }).click();
    await page.getByText('11 propiedades · página 2 de 2').waitFor();
    expect(query(page)).toEqual({ q: tok, page: '2' });
    expect(await titles(page)).toHaveLength(2);
    expect(await nav.getByRole('link', { name: 'Siguiente' }).count()).toBe(0);

    await page.goBack();
    await page.getByText('11 propiedades · página 1 de 2').waitFor();
    expect(await titles(page)).toHaveLength(9);
    await page.goForward();
    await page.getByText('11 propiedades · página 2 de 2').waitFor();
    await nav.getByRole('link', { name: 'Anterior' }).click();
    await page.getByText('11 propiedades · página 1 de 2').waitFor();
    await context.close();
  });

  it("shows 'Consultar' for a hidden price and the es-AR price otherwise", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`/propiedades-publicas?q=${encodeURIComponent(titulo(11))}`);
    const card = list(page).getByRole('listitem').filter({ hasText: titulo(11) });
    await card.getByText('Consultar', { exact: true }).waitFor();
    await page.goto(`/propiedades-publicas?q=${encodeURIComponent(titulo(9))}`);
    await list(page).getByRole('listitem').filter({ hasText: titulo(9) }).getByText('$90.000 USD').waitFor();
    await context.close();
  });

  it('a shared URL restores price range, currency and order; bedrooms and order change the URL', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`/propiedades-publicas?q=${tok}&moneda=USD&precioMin=30000&precioMax=60000&orden=precio_desc`);
    await page.getByText('4 propiedades · página 1 de 1').waitFor();
    expect(await titles(page)).toEqual([titulo(6), titulo(5), titulo(4), titulo(3)]);
    expect(await page.getByLabel('Precio desde').inputValue()).toBe('30000');
    expect(await page.getByLabel('Precio hasta').inputValue()).toBe('60000');
    expect(await page.getByLabel('Moneda').inputValue()).toBe('USD');
    expect(await page.getByLabel('Ordenar por').inputValue()).toBe('precio_desc');

    await page.getByLabel('Dormitorios').selectOption('3');
    await page.waitForURL((u) => u.searchParams.get('dormitorios') === '3');
    await page.getByText('2 propiedades · página 1 de 1').waitFor();
    expect(await titles(page)).toEqual([titulo(6), titulo(3)]);

    await page.getByLabel('Ordenar por').selectOption('precio_asc');
    await page.waitForURL((u) => u.searchParams.get('orden') === 'precio_asc');
    await page.waitForFunction(
      (first) => document.querySelector('[aria-label="Listado de propiedades"] h2')?.textContent === first,
      titulo(3),
    );
    await page.goBack();
    await page.waitForURL((u) => u.searchParams.get('orden') === 'precio_desc');
    expect(await eventually(() => page.getByLabel('Ordenar por').inputValue(), 'precio_desc')).toBe('precio_desc');
    await context.close();
  });

  it('typing a price range filters after the typing settles, in the chosen currency', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`/propiedades-publicas?q=${tok}&moneda=USD`);
    await page.getByText('10 propiedades · página 1 de 2').waitFor();
    await page.getByLabel('Precio hasta').fill('20000');
    await page.waitForURL((u) => u.searchParams.get('precioMax') === '20000');
    await page.getByText('2 propiedades · página 1 de 1').waitFor();
    expect((await titles(page)).sort()).toEqual([titulo(1), titulo(2)]);
    await context.close();
  });

  it('with Moneda Todas, a price range compares pesos: dollar prices at the agency’s rate', async () => {
    const valor = (await agencia()).cotizacionDolar.valor;
    expect(valor).toBeGreaterThan(10); // the demo agency's rate; ARS 100.000 is then below USD 10.000
    const { context, page } = await newPage(browser);
    // Up to USD 10.000 in pesos: n01 (USD 10.000) and n10 (ARS 100.000), not n02 (USD 20.000).
    await page.goto(`/propiedades-publicas?q=${tok}&precioMax=${10000 * valor!}`);
    await page.getByText('2 propiedades · página 1 de 1').waitFor();
    expect((await titles(page)).sort()).toEqual([titulo(1), titulo(10)]);
    await page.getByText(/^Precios comparados en pesos: los de dólares a \$ [\d.,]+ por dólar/).waitFor();
    await context.close();
  });

  it('filters by tipo and operacion through the URL', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`/propiedades-publicas?q=${tok}`);
    await page.getByText('11 propiedades · página 1 de 2').waitFor();
    await page.getByLabel('Operación').selectOption('alquiler');
    await page.waitForURL((u) => u.searchParams.get('operacion') === 'alquiler');
    await page.getByText('5 propiedades · página 1 de 1').waitFor();
    await page.getByLabel('Tipo').selectOption('Terreno');
    await page.waitForURL((u) => u.searchParams.get('tipo') === 'Terreno');
    await page.getByText('No hay propiedades que coincidan con los filtros.').waitFor();
    await context.close();
  });

  it('arrives rendered; opened from within the site it shows the skeleton while loading; the no-match text when nothing matches', async () => {
    // A first visit gets the catalogue drawn by the server (first-paint.e2e.test.ts); the skeleton is for the
    // catalogue opened from another page of the site, while its data is on the way.
    const { context, page } = await newPage(browser);
    await stubMaps(context);
    await openApp(page, '/');
    await context.route('**/api/user/propiedades-publicas**', async (route) => {
      await new Promise((r) => setTimeout(r, 1000));
      await route.continue();
    });
    await page.getByRole('link', { name: 'Propiedades', exact: true }).first().click();
    await page.getByTestId('skeleton-card').first().waitFor();
    await page.getByText(/\d+ propiedades · página 1 de \d+/).waitFor();
    expect(await page.getByTestId('skeleton-card').count()).toBe(0);
    await page.getByLabel('Buscar').fill(`${tok}zzz`);
    await page.getByText('No hay propiedades que coincidan con los filtros.').waitFor();
    await context.close();
  });

  it('a card opens its property page', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`/propiedades-publicas?q=${encodeURIComponent(titulo(1))}`);
    await list(page).getByRole('link').filter({ hasText: titulo(1) }).click();
    await page.waitForURL('**/propiedad/**');
    await page.getByRole('heading', { level: 1, name: titulo(1) }).waitFor();
    await context.close();
  });
  it('choosing a tipo while the search text is still settling keeps both the text and the tipo', async () => {
    // Its own data: a word no other test uses, on a Casa and a Departamento.
    const palabra = unique('Debounce').replace(' ', '');
    await createProperty('Casa', { titulo: `${palabra} casa`, habitaciones: 2, precio: { monto: 50000, moneda: 'USD', visible: true } });
    await createProperty('Departamento', {
      titulo: `${palabra} dpto`,
      coordenadas: '0,0',
      piso: 1,
      habitaciones: 1,
      ambientes: 2,
      precio: { monto: 60000, moneda: 'USD', visible: true },
    });
    const { context, page } = await newPage(browser);
    await page.goto('/propiedades-publicas');
    await list(page).waitFor();
    // The text waits ~350 ms before it reaches the URL; the tipo is chosen well inside that window.
    await page.getByLabel('Buscar').fill(palabra);
    await page.getByLabel('Tipo').selectOption('Departamento');
    await page.waitForURL((u) => u.searchParams.get('q') === palabra && u.searchParams.get('tipo') === 'Departamento');
    await page.getByText('1 propiedad · página 1 de 1').waitFor();
    // Long after the debounce: neither the text nor the tipo was undone by the other.
    await page.waitForTimeout(1000);
    expect(query(page)).toEqual({ q: palabra, tipo: 'Departamento' });
    expect(await titles(page)).toEqual([`${palabra} dpto`]);
    expect(await page.getByLabel('Buscar').inputValue()).toBe(palabra);
    expect(await page.getByLabel('Tipo').inputValue()).toBe('Departamento');
    await context.close();
  });
});
