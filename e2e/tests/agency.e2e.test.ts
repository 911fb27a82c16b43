// The agency's own details, as staff and visitors use them: 'Datos de la inmobiliaria' edited in the back office and
// shown at once by every public page (frame, footer, About, contact, the server's head) without a restart; an
// enquiry sent from a listing reaches Consultas with its property, and 'Crear cliente' starts with its preference.
import type { Browser, Page } from 'playwright-core';
import type { Inmobiliaria } from '@inmo/contracts';
import { adminApi, appReady, launch, newPage, product, storeToken } from '../support/env.js';
import { adminToken, agencia, createProperty, stubMaps, unique } from './public-support.js';
import { makePng } from '../support/png.js';
import { imagenInmobiliaria } from '@inmo/contracts';

const SIZES = [
  { name: 'desktop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;

let browser: Browser;
let original: Inmobiliaria;
beforeAll(async () => {
  browser = await launch();
  original = await agencia();
});
afterAll(async () => {
  // Other files read the product's agency: leave it as found.
  await adminApi(await adminToken(), 'PUT', '/admin/inmobiliaria', original);
  await browser?.close();
});

async function staffPage(size: (typeof SIZES)[number]): Promise<Page> {
  const { context, page } = await newPage(browser, size);
  await storeToken(context, await adminToken());
  return page;
}

describe.each(SIZES)('Datos de la inmobiliaria ($name)', (size) => {
  it('staff edit the details; the top bar shows them at once, and every public page and its server head on the next visit', async () => {
    const nombre = unique('Inmobiliaria');
    const page = await staffPage(size);
    await page.goto('/inmobiliaria');
    await page.getByRole('heading', { name: 'Datos de la inmobiliaria' }).waitFor();
    const form = page.getByRole('form', { name: 'Datos de la inmobiliaria' });
    await form.getByLabel('Nombre', { exact: true }).fill(nombre);
    await form.getByLabel('Matrícula').fill('Mat. 4321');
    await form.getByLabel('Colegio de martilleros').fill('Colegio de Martilleros de Mercedes');
    await form.getByLabel('Teléfono').fill('02346 43-2100');
    await form.getByLabel('Texto de la página Nosotros').fill('Primer párrafo propio.\n\nSegundo párrafo propio.');
    // A bad e-mail is refused in the browser with the API's own message, and nothing is sent.
    await form.getByLabel('Email').fill('no-es-un-mail');
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await form.getByText('Ingrese un email válido').waitFor();
    expect((await agencia()).nombre).not.toBe(nombre);
    await form.getByLabel('Email').fill('hola@inmo.test');
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Datos de la inmobiliaria guardados.').waitFor();
    // The frame shows the new name without a reload.
    await page.getByRole('link', { name: `${nombre} — inicio` }).waitFor();
    await page.context().close();

    const { context, page: visitor } = await newPage(browser, size);
    await stubMaps(context);
    await visitor.goto('/about');
    await appReady(visitor);
    await visitor.getByText('Segundo párrafo propio.').waitFor();
    await visitor.getByRole('link', { name: `${nombre} — inicio` }).waitFor();
    const footer = visitor.getByRole('contentinfo');
    await footer.getByText('Mat. 4321 · Colegio de Martilleros de Mercedes').waitFor();
    expect(await footer.getByRole('link', { name: 'Tel. 02346 43-2100' }).getAttribute('href')).toBe('tel:+542346432100');
    expect(await footer.getByRole('link', { name: 'hola@inmo.test' }).getAttribute('href')).toBe('mailto:hola@inmo.test');
    for (const name of ['Nosotros', 'Propiedades', 'Contacto']) await footer.getByRole('link', { name, exact: true }).waitFor();
    expect(await visitor.title()).toBe(`Nosotros — ${nombre}`);
    await context.close();

    // What a crawler gets (no JavaScript): the server's head and first paint already carry the new details.
    const html = await (await fetch(`${product().baseUrl}/`, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain(`<title>${nombre} — Propiedades en venta y alquiler</title>`);
    expect(html).toContain('Mat. 4321');
    expect(html).toContain('"@type":"RealEstateAgent"');
  });
});

describe.each(SIZES)('the agency’s picture for link previews ($name)', (size) => {
  it('staff upload it in Datos de la inmobiliaria; every page’s og:image is then a JPEG of it; Quitar imagen goes back to the name', async () => {
    const page = await staffPage(size);
    await page.goto('/inmobiliaria');
    const form = page.getByRole('form', { name: 'Datos de la inmobiliaria' });
    await form.getByRole('img', { name: 'Vista previa actual al compartir' }).waitFor();
    await form.getByLabel('Subir imagen').setInputFiles([{ name: 'logo.png', mimeType: 'image/png', buffer: await makePng(1400, 800, 3) }]);
    await form.getByRole('img', { name: 'Imagen subida, sin guardar' }).waitFor();
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Datos de la inmobiliaria guardados.').waitFor();
    const a = await agencia();
    expect(a.imagen).toMatch(/^casas-[0-9a-f]{24}\.webp$/);
    // The saved preview is shown framed, and it is what the home shares.
    await form.getByRole('img', { name: 'Vista previa actual al compartir' }).waitFor();
    const home = await (await fetch(`${product().baseUrl}/`)).text();
    const og = /<meta property="og:image" content="([^"]+)"/.exec(home)![1]!;
    expect(new URL(og).pathname).toBe(imagenInmobiliaria(a).url);
    const jpeg = await fetch(og);
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    expect((await jpeg.arrayBuffer()).byteLength).toBeLessThanOrEqual(300 * 1024);

    await form.getByRole('button', { name: 'Quitar imagen' }).click();
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Datos de la inmobiliaria guardados.').last().waitFor();
    await page.waitForFunction(async () => (await (await fetch('/api/user/inmobiliaria')).json()).data.imagen === null);
    await page.context().close();
  });
});

describe.each(SIZES)('an enquiry about a listing ($name)', (size) => {
  it('the listing’s button opens the form naming it; Consultas shows and links it; Crear cliente starts with its preference', async () => {
    const titulo = unique('Casa consultada');
    const id = await createProperty('Casa', { titulo, operacion: 'venta', habitaciones: 3, precio: { monto: 98000, moneda: 'USD', visible: true } });
    const { context, page } = await newPage(browser, size);
    await stubMaps(context);
    await page.goto(`/propiedad/${id}`);
    await appReady(page);
    await page.getByRole('link', { name: 'Consultar por esta propiedad' }).click();
    await page.waitForURL(`**/contacto?propiedad=${id}`);
    const about = page.getByTestId('contacto-propiedad');
    await about.getByRole('link', { name: titulo }).waitFor();
    expect(await page.getByLabel('Asunto').inputValue()).toBe('Quiero comprar una propiedad');
    expect(await page.getByLabel('Mensaje').inputValue()).toContain(titulo);
    const nombre = unique('Lucía');
    await page.getByLabel('Nombre completo').fill(`${nombre} Gómez`);
    // An address of its own: a client with the same e-mail (this test's at the other size) is the same person, and
    // Consultas then links to that client instead of offering 'Crear cliente'.
    await page.getByLabel('Email').fill(`lucia.${nombre.split(' ')[1]}@correo.test`);
    await page.getByRole('button', { name: 'Enviar consulta' }).click();
    await page.getByTestId('contacto-resultado').getByText('Tu consulta fue enviada con éxito', { exact: false }).waitFor();
    await context.close();

    const staff = await staffPage(size);
    await staff.goto('/consultas');
    const item = staff.getByRole('article', { name: `Consulta de ${nombre} Gómez` });
    await item.getByRole('button').first().click();
    const link = item.getByRole('link', { name: titulo });
    expect(await link.getAttribute('href')).toBe(`/propiedad/${id}`);
    const wa = decodeURIComponent((await item.getByRole('link', { name: 'Responder por Email' }).getAttribute('href')) ?? '');
    expect(wa).toContain(`Re: ${titulo}`);
    await item.getByRole('link', { name: 'Crear cliente' }).click();
    await staff.getByRole('heading', { name: 'Nuevo Cliente' }).waitFor();
    const pref = staff.getByLabel(/Agregar la preferencia de búsqueda: Casa · Compra · hasta/);
    expect(await pref.isChecked()).toBe(true);
    await staff.getByLabel('DNI').fill(String(20_000_000 + Math.floor(Math.random() * 9_000_000)));
    await staff.getByLabel('Teléfono').fill('2346 400000');
    await staff.getByRole('button', { name: 'Crear Cliente' }).click();
    await staff.waitForURL('**/clientes');
    const clientes = await adminApi<{ data: { nombre: string; preferenciasBusqueda: { tipoPropiedad: string; tipoOperacion: string; presupuesto: number; moneda: string }[] }[] }>(
      await adminToken(),
      'GET',
      `/admin/clientes?q=${encodeURIComponent(nombre)}&page=1&limit=10`,
    );
    const cliente = clientes.data.find((c) => c.nombre === nombre);
    expect(cliente?.preferenciasBusqueda).toEqual([expect.objectContaining({ tipoPropiedad: 'Casa', tipoOperacion: 'Compra', presupuesto: 98000, moneda: 'USD' })]);
    await staff.context().close();
  });
});

describe.each(SIZES)('the dollar rate ($name)', (size) => {
  it('with Moneda Todas and a price order, the catalogue says how dollars are compared; with one currency it does not', async () => {
    const a = await agencia();
    expect(a.cotizacionDolar.valor).not.toBeNull();
    const { page } = await newPage(browser, size);
    await page.goto('/propiedades-publicas?orden=precio_asc');
    await appReady(page);
    const nota = page.getByTestId('nota-cotizacion');
    await nota.waitFor();
    expect((await nota.textContent())?.replace(/\s+/g, ' ')).toMatch(/^Precios comparados en pesos: los de dólares a \$ [\d.,]+ por dólar \(cotización del [^)]+\)\.$/);
    await page.goto('/propiedades-publicas?orden=precio_asc&moneda=USD');
    await appReady(page);
    await page.getByRole('list', { name: 'Listado de propiedades' }).or(page.getByText('No hay propiedades disponibles')).first().waitFor();
    expect(await page.getByTestId('nota-cotizacion').count()).toBe(0);
    await page.context().close();
  });
});

describe.each(SIZES)('the footer, an island ($name)', (size) => {
  it('the home’s first visit keeps the server’s footer without its code; scrolled near, the code loads and its links move inside the app', async () => {
    const { context, page } = await newPage(browser, size);
    await stubMaps(context);
    const footerChunks: string[] = [];
    page.on('request', (r) => /\/assets\/footer\.[0-9a-f]+\.js$/.test(r.url()) && footerChunks.push(r.url()));
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && /React|Minified/.test(m.text()) && errors.push(m.text()));
    await page.goto('/');
    await appReady(page);
    await page.waitForLoadState('networkidle');
    // Drawn by the server, there from the start, its code not fetched: it is far below the fold.
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Nosotros', exact: true }).waitFor({ state: 'attached' });
    expect(footerChunks).toEqual([]);

    await footer.scrollIntoViewIfNeeded();
    await page.waitForResponse((r) => /\/assets\/footer\.[0-9a-f]+\.js$/.test(r.url()));
    // React's own footer took the server's place: one footer, its links handled by the router (no reload).
    await page.waitForFunction(() => document.querySelectorAll('footer').length === 1 && !!document.querySelector('footer a[href="/nosotros"]'));
    await page.evaluate(() => ((window as unknown as { sinRecarga: boolean }).sinRecarga = true));
    await footer.getByRole('link', { name: 'Nosotros', exact: true }).click();
    await page.waitForURL('**/nosotros');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { sinRecarga?: boolean }).sinRecarga)).toBe(true);
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    expect(footerChunks).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a visitor who moves on before scrolling gets the footer’s code then, and staff pages show no footer', async () => {
    const { context, page } = await newPage(browser, size);
    await stubMaps(context);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/');
    await appReady(page);
    await page.waitForLoadState('networkidle');
    const loaded = page.waitForResponse((r) => /\/assets\/footer\.[0-9a-f]+\.js$/.test(r.url()));
    await page.getByRole('button', { name: 'Cambiar tema' }).click();
    await loaded;
    await page.waitForFunction(() => document.querySelectorAll('footer').length === 1);
    await storeToken(context, await adminToken());
    await page.goto('/inmobiliaria');
    await page.getByRole('heading', { name: 'Datos de la inmobiliaria' }).waitFor();
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
