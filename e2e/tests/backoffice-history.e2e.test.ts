// History and 'Bajó de precio', as staff and visitors meet them at 1366×768 and 390×844: staff lower a property's price in its
// editor and its 'Historial' panel says who did it, when, and 'Precio: before → after', with the price history
// apart; a client's page has its own panel; a visitor then sees 'Bajó de precio' on the property's card and page
// (in the server's first paint too). Nothing scrolls sideways.
import type { Browser, Page } from 'playwright-core';
import { SIZES, adminApi, apiLogin, launch, newPage, nuevoDni, product, staffPage as staffPageOf } from '../support/env.js';

const RUN = `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;

let browser: Browser;
let token: string;
let nombre: string;
const call = <T = any>(method: string, path: string, body?: unknown) => adminApi<T>(token, method, path, body);

beforeAll(async () => {
  browser = await launch();
  token = await apiLogin();
  nombre = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).nombre;
});
afterAll(async () => {
  await browser?.close();
});

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe.each(SIZES)('history at $name', (size) => {
  const tag = `${RUN}${size.width}`;

  it("staff lower a price: the property's Historial shows 'Precio' old → new with their name; a visitor sees 'Bajó de precio'", async () => {
    const titulo = `Casa historial ${tag}`;
    const created = await call<{ propiedad: { id: string } }>('POST', '/admin/nueva-casa', {
      titulo, operacion: 'venta', localidad: 'Chivilcoy', habitaciones: 3, precio: { monto: 150000, moneda: 'USD', visible: true },
    });
    const id = created.propiedad.id;

    const { context, page } = await staffPageOf(browser, token, size);
    await page.goto(`/propiedad/${id}`);
    const panel = page.getByTestId('historial');
    await panel.getByText('Creación').waitFor();
    const bar = page.getByRole('toolbar', { name: 'Herramientas de administración' });
    await bar.getByRole('button', { name: 'Editar' }).click();
    await page.getByLabel('Precio', { exact: true }).fill('120000');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Propiedad actualizada correctamente').first().waitFor();
    await bar.getByRole('button', { name: 'Editar' }).waitFor();

    // The newest entry: 'fecha — usuario — acción', then the field with its label, old → new.
    const edicion = panel.locator('li[data-accion="editar"]').first();
    await edicion.waitFor();
    const head = await edicion.locator('p').first().innerText();
    expect(head).toMatch(new RegExp(`^\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2} — ${nombre} — Edición$`));
    expect(await edicion.locator('li[data-campo="precio"]').innerText()).toBe('Precio: 150.000 → 120.000');
    const precios = panel.getByTestId('historial-precios');
    expect(await precios.getByRole('listitem').first().innerText()).toMatch(new RegExp(`— ${nombre}: \\$150\\.000 USD → \\$120\\.000 USD$`));
    // Newest first: the edit above the creation.
    expect(await panel.locator('li[data-accion]').evaluateAll((els) => els.map((e) => e.getAttribute('data-accion')))).toEqual(['editar', 'crear']);
    await panel.scrollIntoViewIfNeeded();
    expect(await noSideScroll(page)).toBe(true);
    await context.close();

    // A visitor: the property page (already in the server's first paint) and its card in the catalogue.
    const html = await (await fetch(`${product().baseUrl}/propiedad/${id}`)).text();
    expect(html).toContain('Bajó de precio');
    const visitor = await newPage(browser, size);
    await visitor.page.goto(`/propiedad/${id}`);
    await visitor.page.getByRole('heading', { name: titulo }).waitFor();
    await visitor.page.getByRole('article').getByText('Bajó de precio', { exact: true }).waitFor();
    expect(await visitor.page.getByTestId('historial').count()).toBe(0);
    await visitor.page.goto(`/propiedades-publicas?q=${encodeURIComponent(titulo)}`);
    const card = visitor.page.getByRole('link', { name: new RegExp(titulo) });
    await card.getByText('Bajó de precio', { exact: true }).waitFor();
    expect(await noSideScroll(visitor.page)).toBe(true);
    await visitor.context.close();
  });

  it("a client's page has its Historial: the edit's fields by their labels", async () => {
    const apellido = `Historial${tag}`;
    const c = (await call<{ data: any }>('POST', '/admin/nuevo-cliente', { nombre: 'Irma', apellido, dni: nuevoDni(), telefono: '02346 15-400000', mail: null })).data;
    await call('PUT', `/admin/editar-cliente/${c._id}`, { ...c, nombre: 'Irma Beatriz', profesion: 'Contadora' });
    const { context, page } = await staffPageOf(browser, token, size);
    await page.goto(`/cliente/${c._id}`);
    const panel = page.getByTestId('historial');
    const edicion = panel.locator('li[data-accion="editar"]');
    await edicion.waitFor();
    expect(await edicion.locator('li[data-campo="nombre"]').innerText()).toBe('Nombre: Irma → Irma Beatriz');
    expect(await edicion.locator('li[data-campo="profesion"]').innerText()).toBe('Profesión: — → Contadora');
    // The creation's data is folded until asked for.
    const creacion = panel.locator('li[data-accion="crear"]');
    await creacion.getByText(/^Datos iniciales/).click();
    await creacion.locator('li[data-campo="apellido"]').getByText(apellido).waitFor();
    expect(await noSideScroll(page)).toBe(true);
    await context.close();
  });
});
