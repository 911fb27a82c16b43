// The property page as a visitor meets it (spec §2 Property detail, §5 map, §8): loading text, header, gallery and
// lightbox keys, map only with valid coordinates, characteristics per type, 'Volver', and the not-found state.
import type { Browser } from 'playwright-core';
import { SIZES, fakeToken, launch, newPage, openApp, storeToken } from '../support/env.js';
import { adminToken, createProperty, demoImageUrls, stubMaps, unique } from './public-support.js';

let browser: Browser;
let casaId: string;
let casaTitulo: string;
let dptoId: string;
let dptoTitulo: string;
let ocultaId: string;
let aproxId: string;
let aproxTitulo: string;
let imgs: string[];

beforeAll(async () => {
  browser = await launch();
  imgs = (await demoImageUrls()).slice(0, 3);
  casaTitulo = unique('Casa e2e ficha');
  casaId = await createProperty('Casa', {
    titulo: casaTitulo,
    descripcion: 'Casa de prueba con galería.',
    calle: 'Moreno',
    altura: 100,
    coordenadas: '-34.8962,-60.0205',
    precio: { monto: 145000, moneda: 'USD', visible: true },
    habitaciones: 3,
    baños: 2,
    ambientes: 5,
    superficieTotal: 450,
    superficieCubierta: 180,
    antiguedad: 0,
    servicios: { agua: true, luz: true, cloacas: false, gas: true },
    amenities: { piscina: true, parrilla: true, garage: false },
    imagenes: imgs.map((url, i) => ({
      url,
      public_id: `e2e-${i}`,
      descripcion: `Foto ${i + 1} de la casa`,
      orden: i,
      esPortada: i === 0,
      width: 1000,
      height: 600,
      // Renditions as the upload pipeline makes them (the same picture stands in for each size here).
      srcset: [
        { width: 960, url: `${url}?w=960` },
        { width: 480, url: `${url}?w=480` },
      ],
    })),
  });
  dptoTitulo = unique('Depto e2e ficha');
  dptoId = await createProperty('Departamento', {
    titulo: dptoTitulo,
    operacion: 'alquiler',
    coordenadas: '0,0',
    piso: 0,
    habitaciones: 0,
    ambientes: 1,
    precio: { monto: 250000, moneda: 'ARS', visible: false },
  });
  ocultaId = await createProperty('Casa', { titulo: unique('Casa e2e oculta'), visible: false, habitaciones: 2 });
  aproxTitulo = unique('Casa e2e ubicación aproximada');
  aproxId = await createProperty('Casa', {
    titulo: aproxTitulo, habitaciones: 2, calle: 'Rivadavia', altura: 4817, entreCalle1: 'Mitre', entreCalle2: 'Sarmiento',
    coordenadas: '-34.897312,-60.022871', mapaUrl: 'https://www.google.com/maps/@-34.897312,-60.022871,18z', ubicacionAproximada: true,
  });
});
afterAll(async () => {
  await browser?.close();
});

async function openProperty(id: string, opts: { token?: string } = {}) {
  const { context, page } = await newPage(browser);
  const maps = await stubMaps(context);
  if (opts.token) await storeToken(context, opts.token);
  await openApp(page, `/propiedad/${id}`);
  return { context, page, maps };
}

describe('property page', () => {
  it("arrives rendered; opened from within the site it shows 'Cargando propiedad...' until it arrives; then its header, price and characteristics", async () => {
    // A first visit gets the page drawn by the server (first-paint.e2e.test.ts); the loading state is for a
    // property opened from another page of the site, while its data is on the way.
    const { context, page } = await newPage(browser);
    await stubMaps(context);
    await openApp(page, `/propiedades-publicas?q=${encodeURIComponent(casaTitulo)}`);
    await context.route('**/api/user/propiedad/**', async (route) => {
      await new Promise((r) => setTimeout(r, 1200));
      await route.continue();
    });
    await page.locator(`main a[href^="/propiedad/${casaId}"]`).first().click();
    await page.getByRole('status').filter({ hasText: 'Cargando propiedad...' }).waitFor();
    await page.getByRole('heading', { level: 1, name: casaTitulo }).waitFor();
    expect(await page.getByText('Cargando propiedad...').count()).toBe(0);
    expect(await page.getByTestId('badge-estado').textContent()).toBe('Venta');
    expect(await page.getByTestId('badge-tipo').textContent()).toBe('Casa');
    expect(await page.getByTestId('precio-encabezado').textContent()).toBe('$145.000 USD');
    expect(await page.getByTestId('precio').textContent()).toBe('$145.000 USD');
    const grid = page.getByRole('region', { name: 'Características' });
    const terms = await grid.locator('dt').allTextContents();
    expect(terms).toEqual(['Dormitorios', 'Baños', 'Ambientes', 'Sup. Cubierta', 'Sup. Total']); // antigüedad 0 hidden
    expect(await grid.locator('dd').first().textContent()).toBe('3');
    await page.getByRole('region', { name: 'Descripción' }).getByText('Casa de prueba con galería.').waitFor();
    const servicios = page.getByRole('list', { name: 'Servicios' });
    await servicios.getByText('Cloacas: no').waitFor();
    await servicios.getByText('Agua corriente: sí').waitFor();
    const amenities = await page.getByRole('list', { name: 'Amenities' }).locator('li').allTextContents();
    expect(amenities).toEqual(['✓Piscina', '✓Parrilla']);
    expect(await page.title()).toContain(casaTitulo);
    await context.close();
  });

  it("shows 'Consultar' for a hidden price, floor 0 as 'PB' and no map without valid coordinates", async () => {
    const { context, page, maps } = await openProperty(dptoId);
    await page.getByRole('heading', { level: 1, name: dptoTitulo }).waitFor();
    expect(await page.getByTestId('precio').textContent()).toBe('Consultar');
    expect(await page.getByTestId('piso').textContent()).toBe('Piso: PB');
    expect(await page.getByTestId('badge-estado').textContent()).toBe('Alquiler');
    // habitaciones 0 is hidden; ambientes 1 shown
    const terms = await page.getByRole('region', { name: 'Características' }).locator('dt').allTextContents();
    expect(terms).toEqual(['Ambientes']);
    expect(await page.locator('iframe').count()).toBe(0);
    expect(maps).toHaveLength(0);
    await context.close();
  });

  it('embeds the OpenStreetMap at zoom 15 when the coordinates are valid', async () => {
    const { context, page } = await openProperty(casaId);
    const frame = page.locator(`iframe[title="Mapa de la ubicación de ${casaTitulo}"]`);
    await frame.waitFor();
    const src = (await frame.getAttribute('src'))!;
    expect(src).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/);
    expect(decodeURIComponent(src)).toContain('marker=-34.89620,-60.02050');
    // zoom 15 across a 640 px wide frame: 360 / 2^15 degrees per 256 px tile
    const [w, , e] = decodeURIComponent(new URL(src).searchParams.get('bbox')!).split(',').map(Number);
    expect(e - w).toBeCloseTo((360 / 2 ** 15) * (640 / 256), 3);
    await context.close();
  });

  it.each(SIZES)('an approximate location shows the street and area only, and the map of the area without a marker ($name)', async (size) => {
    const { context, page } = await newPage(browser, size);
    const maps = await stubMaps(context);
    await openApp(page, `/propiedad/${aproxId}`);
    await page.getByRole('heading', { level: 1, name: aproxTitulo }).waitFor();
    const ubicacion = page.getByRole('region', { name: 'Ubicación' });
    await ubicacion.getByText('Rivadavia, Chivilcoy').waitFor();
    await page.getByTestId('ubicacion-aproximada').waitFor();
    const frame = page.locator(`iframe[title="Mapa de la ubicación de ${aproxTitulo}"]`);
    await frame.waitFor();
    const src = decodeURIComponent((await frame.getAttribute('src'))!);
    expect(src).not.toContain('marker=');
    expect(await ubicacion.getByRole('link', { name: 'Ver mapa más grande' }).getAttribute('href')).not.toContain('mlat');
    // Nowhere in the page, its embedded data or its head: not the number, the cross streets or the exact point.
    const html = await page.content();
    for (const secreto of ['Rivadavia 4817', '"altura":4817', 'Mitre', 'Sarmiento', '-34.897312', '60.022871', 'google.com/maps']) expect([secreto, html.includes(secreto)]).toEqual([secreto, false]);
    for (const u of maps) expect(u).not.toContain('-34.897312');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();
  });

  it('gallery: 4-column thumbnails, a lightbox moved by the arrow keys within 0…count-1 and closed by Escape', async () => {
    const { context, page } = await openProperty(casaId);
    const thumbs = page.getByRole('list', { name: 'Miniaturas' });
    await thumbs.waitFor();
    const cols = await thumbs.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(cols).toBe(4);
    expect(await thumbs.locator('img').count()).toBe(3);
    for (const img of await page.locator('main img').all()) {
      expect(await img.getAttribute('width')).toMatch(/^\d+$/);
      expect(await img.getAttribute('height')).toMatch(/^\d+$/);
    }
    expect(await thumbs.locator('img').first().getAttribute('loading')).toBe('lazy');
    const main = page.getByRole('button', { name: /Ver imagen 1 de 3/ }).locator('img');
    expect(await main.getAttribute('srcset')).toBe(`${imgs[0]}?w=480 480w, ${imgs[0]}?w=960 960w`);
    expect(await main.getAttribute('fetchpriority')).toBe('high');
    expect(await main.getAttribute('loading')).not.toBe('lazy');

    await thumbs.getByRole('button', { name: 'Mostrar imagen 2 de 3' }).click();
    expect(await page.getByRole('button', { name: /Ver imagen 2 de 3/ }).locator('img').getAttribute('alt')).toBe('Foto 2 de la casa');

    await page.getByRole('button', { name: /Ver imagen 2 de 3 en pantalla completa/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // A modal: focus starts on 'Cerrar galería' and Tab never leaves the dialog.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Cerrar galería');
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    }
    const counter = dialog.getByText(/^Imagen \d de 3$/);
    expect(await counter.textContent()).toBe('Imagen 2 de 3');
    await page.keyboard.press('ArrowRight');
    expect(await counter.textContent()).toBe('Imagen 3 de 3');
    await page.keyboard.press('ArrowRight'); // bounded: stays on the last
    expect(await counter.textContent()).toBe('Imagen 3 de 3');
    expect(await dialog.getByRole('button', { name: 'Imagen siguiente' }).isDisabled()).toBe(true);
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowLeft');
    expect(await counter.textContent()).toBe('Imagen 1 de 3'); // bounded: stays on the first
    expect(await dialog.getByRole('button', { name: 'Imagen anterior' }).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Focus goes back to the image that opened it.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/en pantalla completa$/);
    await context.close();
  });

  it("has no 'Vista Pública' for a visitor (it is staff's preview: public-listing-page.e2e.test.ts)", async () => {
    const { context, page } = await openProperty(casaId);
    await page.getByRole('heading', { level: 1, name: casaTitulo }).waitFor();
    expect(await page.getByRole('link', { name: 'Vista Pública' }).count()).toBe(0);
    await context.close();
  });

  it("'Volver' takes a visitor to the public catalogue and removes an expired token", async () => {
    const expired = fakeToken({ nombre: 'X', rol: 'admin', exp: Math.floor(Date.now() / 1000) - 60 });
    const { context, page } = await openProperty(casaId, { token: expired });
    await page.getByRole('heading', { level: 1, name: casaTitulo }).waitFor();
    await page.getByRole('button', { name: 'Volver' }).click();
    await page.waitForURL('**/propiedades-publicas');
    expect(await page.evaluate(() => localStorage.getItem('auth-token'))).toBeNull();
    await context.close();
  });

  it("'Volver' takes staff with a valid admin token to /propiedades", async () => {
    const { context, page } = await openProperty(casaId, { token: await adminToken() });
    await page.getByRole('heading', { level: 1, name: casaTitulo }).waitFor();
    await page.getByRole('button', { name: 'Volver' }).first().click();
    await page.waitForURL('**/propiedades');
    await context.close();
  });

  it('the WhatsApp link names the property and carries its link', async () => {
    const { context, page } = await openProperty(casaId);
    await page.getByRole('heading', { level: 1, name: casaTitulo }).waitFor();
    const href = (await page.getByTestId('whatsapp-link').getAttribute('href'))!;
    expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    const text = new URL(href).searchParams.get('text')!;
    expect(text).toContain(casaTitulo);
    expect(text).toContain(`/propiedad/${casaId}`);
    await context.close();
  });
});

describe('property not found', () => {
  it.each([
    ['a property that does not exist', '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', 'no-existe'],
  ])('shows a Spanish not-found state for %s, with its buttons', async (_what, id) => {
    const { context, page } = await openProperty(id);
    await page.getByRole('heading', { name: 'Propiedad no encontrada' }).waitFor();
    expect(await page.getByText('Cargando propiedad...').count()).toBe(0);
    await page.getByRole('link', { name: 'Ir al inicio' }).waitFor();
    await page.getByRole('link', { name: 'Escribinos' }).waitFor();
    await page.getByRole('link', { name: 'Ver catálogo' }).click();
    await page.waitForURL('**/propiedades-publicas');
    await context.close();
  });

  it('a hidden property is not found for a visitor', async () => {
    const { context, page } = await openProperty(ocultaId);
    await page.getByRole('heading', { name: 'Propiedad no encontrada' }).waitFor();
    await context.close();
  });
});
