// Issue 16 in the browser, at 1366×768 and 390×844: the property editor's 'Portales' section and 'Ubicación
// aproximada' are saved and read back; the Portales page shows both portals, copies Zonaprop's feed address, and
// regenerating it retires the old one (404); a lead posted to Zonaprop's leads address reaches Consultas with its
// channel and its property, under the 'Canal' filter, and the same person is recognised; an agente sees Portales
// without the admins' buttons.
// Regenerating an address changes the product for everyone, so this file starts a product of its own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { SIZES, adminApi, launch, nuevoDni, staffPage as staffPageAt, type Size } from '../support/env.js';
import { startProduct, type Product } from '../support/product.mjs';

const RUN = `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;
let dataDir: string;
let product: Product;
let browser: Browser;
let token: string;

const call = <T = any>(method: string, url: string, body?: unknown, as = token) => adminApi<T>(as, method, url, body, product.baseUrl);
const login = async (usuario: string, contraseña: string) =>
  (await adminApi<{ data: { token: string } }>(null, 'POST', '/user/login', { usuario, contraseña }, product.baseUrl)).data.token;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inmo-portals-'));
  product = await startProduct({ dataDir, env: { SEED_DEMO: '0' } });
  token = await login(product.adminUser, product.adminPassword);
  browser = await launch();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop('SIGINT');
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function staffPage(size: Size, as = token): Promise<Page> {
  const { context, page } = await staffPageAt(browser, as, { ...size, baseUrl: product.baseUrl });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: product.baseUrl });
  return page;
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

/** A visible Casa for sale; its id and code. */
async function casa(titulo: string): Promise<{ id: string; codigo: string }> {
  const r = await call<{ id: string; propiedad: { codigo: string } }>('POST', '/admin/nueva-casa', {
    titulo,
    operacion: 'venta',
    localidad: 'Chivilcoy',
    calle: 'Moreno',
    altura: 250,
    habitaciones: 2,
    precio: { monto: 95000, moneda: 'USD', visible: true },
  });
  return { id: r.id, codigo: r.propiedad.codigo };
}

/** What the portals' summary says now (the admin's view). */
async function portal(nombre: 'zonaprop' | 'mercadolibre') {
  const r = await call<{ data: { portales: { portal: string; feedUrl: string | null; consultasUrl: string }[] } }>('GET', '/admin/portales');
  return r.data.portales.find((p) => p.portal === nombre)!;
}

/** An address the API gives, reached through this product (its path: the API may name another public origin). */
const enProducto = (url: string) => `${product.baseUrl}${new URL(url, product.baseUrl).pathname}`;

describe.each(SIZES)('portals at $name', (size) => {
  const tag = `${RUN}${size.width}`;

  it("saves the editor's Portales section and 'Ubicación aproximada', and reads them back", async () => {
    const page = await staffPage(size);
    // A new listing goes to every portal unless unticked.
    await page.goto('/nueva-propiedad');
    await page.getByRole('checkbox', { name: 'Publicar en portales' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Publicar en portales' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Zonaprop', exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'MercadoLibre', exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Ubicación aproximada' }).isChecked()).toBe(false);

    const { id } = await casa(`Casa portales ${tag}`);
    await page.goto(`/propiedad/${id}`);
    const bar = page.getByRole('toolbar', { name: 'Herramientas de administración' });
    await bar.getByRole('button', { name: 'Editar' }).click();
    const estados = page.getByRole('region', { name: 'Estado en los portales' });
    await estados.waitFor();
    await page.waitForFunction(() => !document.querySelector('[aria-label="Estado en los portales"]')?.textContent?.includes('Cargando'));
    expect(await estados.textContent()).not.toContain('No se pudo leer');
    await page.getByText('Una propiedad oculta, en la Papelera o sin tildar sale de los portales en la próxima sincronización.').waitFor();

    // Publishing off: the portals cannot be changed; on again, MercadoLibre is unticked.
    await page.getByRole('checkbox', { name: 'Publicar en portales' }).uncheck();
    expect(await page.getByRole('checkbox', { name: 'Zonaprop', exact: true }).isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: 'Publicar en portales' }).check();
    await page.getByRole('checkbox', { name: 'MercadoLibre', exact: true }).uncheck();
    await page.getByRole('checkbox', { name: 'Ubicación aproximada' }).check();
    await page.getByText('La página pública, el mapa y los portales muestran sólo la calle y la zona, sin altura.').waitFor();
    await expectNoSidewaysScroll(page);
    await bar.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Propiedad actualizada correctamente').waitFor();

    const saved = (await call<{ propiedad: Record<string, any> }>('GET', `/user/propiedad/${id}`)).propiedad;
    expect(saved).toMatchObject({ publicarEnPortales: true, portales: { zonaprop: true, mercadolibre: false }, ubicacionAproximada: true });
    await page.reload();
    await bar.getByRole('button', { name: 'Editar' }).click();
    expect(await page.getByRole('checkbox', { name: 'Publicar en portales' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Zonaprop', exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'MercadoLibre', exact: true }).isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: 'Ubicación aproximada' }).isChecked()).toBe(true);
    await page.context().close();
  });

  it('shows both portals, copies the feed address, and regenerating it retires the old one', async () => {
    const page = await staffPage(size);
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Panel de administración' }).getByRole('link', { name: 'Portales' }).click();
    await page.waitForURL('**/portales');
    await page.getByRole('heading', { name: 'Portales', level: 1 }).waitFor();
    const zonaprop = page.getByRole('region', { name: 'Zonaprop' });
    const ml = page.getByRole('region', { name: 'MercadoLibre' });
    await zonaprop.waitFor();
    await ml.waitFor();
    await ml.getByText('MercadoLibre no está configurado en este servidor').waitFor();
    await ml.getByText(/MERCADOLIBRE_CLIENT_ID y\s+MERCADOLIBRE_CLIENT_SECRET/).waitFor();
    await zonaprop.getByText('Última sincronización').waitFor();
    for (const label of ['Publicadas', 'Con error', 'En cola']) await zonaprop.getByText(label, { exact: true }).waitFor();
    await expectNoSidewaysScroll(page);

    const campo = zonaprop.getByLabel('Dirección del feed');
    const viejo = await campo.inputValue();
    expect(viejo).toBe((await portal('zonaprop')).feedUrl);
    await zonaprop.getByRole('button', { name: 'Copiar: Dirección del feed' }).click();
    await toast(page, 'Copiado').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(viejo);

    // Zonaprop downloads the feed: it counts as connected.
    const feed = await fetch(enProducto(viejo));
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^application\/xml/);
    await page.reload();
    await zonaprop.getByText('Conectado', { exact: true }).first().waitFor();

    await zonaprop.getByRole('button', { name: 'Regenerar: Dirección del feed' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Regenerar la dirección?' });
    await dialog.getByText('La dirección actual deja de funcionar: tendrás que cargar la nueva en el portal.').waitFor();
    await dialog.getByRole('button', { name: 'Regenerar' }).click();
    await toast(page, /Dirección regenerada/).waitFor();
    await page.waitForFunction(([v]) => (document.getElementById('zonaprop-feed') as HTMLInputElement | null)?.value !== v, [viejo]);
    const nuevo = await campo.inputValue();
    expect(nuevo).not.toBe(viejo);
    expect((await fetch(enProducto(viejo))).status).toBe(404);
    expect((await fetch(enProducto(nuevo))).status).toBe(200);
    await page.context().close();
  });

  it("a Zonaprop lead reaches Consultas with its channel and property, under the 'Canal' filter, and the same person is recognised", async () => {
    const titulo = `Casa consultada ${tag}`;
    const { codigo } = await casa(titulo);
    const nombre = `Interesada ${tag}`;
    const email = `interesada.${tag}@correo.example`;
    const lead = { id: `lead-1-${tag}`, nombre, email, telefono: '2346 455000', mensaje: 'Quisiera visitarla.', codigoAviso: codigo };
    const url = enProducto((await portal('zonaprop')).consultasUrl);
    const post = (body: unknown) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await post(lead)).status).toBe(201);
    const web = `Visitante web ${tag}`;
    await adminApi(null, 'POST', '/user/contacto', { nombre: web, email: `web.${tag}@correo.example`, telefono: '', asunto: 'Consulta', mensaje: 'Hola' }, product.baseUrl);

    const page = await staffPage(size);
    await page.goto('/consultas');
    await page.getByLabel('Canal').selectOption({ label: 'Zonaprop' });
    const item = page.getByRole('article', { name: `Consulta de ${nombre}` });
    await item.waitFor();
    await page.getByRole('article', { name: `Consulta de ${web}` }).waitFor({ state: 'detached' });
    expect(await item.getByTestId('consulta-canal').textContent()).toBe('Zonaprop');
    await item.getByText(titulo, { exact: false }).first().waitFor();
    await item.getByRole('button', { name: new RegExp(nombre) }).click();
    expect(await item.getByRole('link', { name: titulo }).getAttribute('href')).toMatch(/^\/propiedad\//);
    await item.getByRole('link', { name: 'Crear cliente' }).waitFor();
    await expectNoSidewaysScroll(page);

    await page.getByLabel('Canal').selectOption({ label: 'Web' });
    await page.getByRole('article', { name: `Consulta de ${web}` }).waitFor();
    expect(await page.getByRole('article', { name: `Consulta de ${nombre}` }).count()).toBe(0);

    // The same person writes again and is a client by then: the inbox says so.
    expect((await post({ ...lead, id: `lead-2-${tag}`, mensaje: '¿Sigue disponible?' })).status).toBe(201);
    const cliente = await call<{ data: { _id: string } }>('POST', '/admin/nuevo-cliente', { nombre: 'Interesada', apellido: tag, dni: nuevoDni(), telefono: '2346 455001', mail: email });
    await page.reload();
    await page.getByLabel('Canal').selectOption({ label: 'Zonaprop' });
    const otra = page.getByRole('article', { name: `Consulta de ${nombre}` }).first();
    await otra.getByText('Escribió 2 veces').waitFor();
    const link = otra.getByRole('link', { name: `Interesada ${tag}` });
    expect(await link.getAttribute('href')).toBe(`/cliente/${cliente.data._id}`);
    await otra.getByRole('button', { name: new RegExp(nombre) }).click();
    await otra.getByRole('link', { name: 'Responder por Email' }).waitFor();
    expect(await otra.getByRole('link', { name: 'Crear cliente' }).count()).toBe(0);
    await page.context().close();
  });

  it('an agente sees Portales, without the buttons only admins may use', async () => {
    const usuario = `agente${tag}`;
    const temporal = `temporal-${tag}-clave`;
    await call('POST', '/admin/nuevo-usuario', { usuario, nombre: `Agente ${tag}`, rol: 'agente', contraseña: temporal });
    const primero = await login(usuario, temporal);
    const propia = (await call<{ data: { token: string } }>('POST', '/user/cambiar-contrasena', { actual: temporal, nueva: `propia-${tag}-de-agente` }, primero)).data.token;

    const page = await staffPage(size, propia);
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Panel de administración' });
    await nav.getByRole('link', { name: 'Portales' }).click();
    await page.waitForURL('**/portales');
    const zonaprop = page.getByRole('region', { name: 'Zonaprop' });
    await zonaprop.getByLabel('Dirección del feed').waitFor();
    await zonaprop.getByRole('button', { name: 'Copiar: Dirección del feed' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Usuarios' }).count()).toBe(0);
    for (const name of [/^Regenerar/, 'Conectar cuenta', 'Sincronizar ahora', 'Desconectar']) {
      expect(await page.getByRole('button', { name }).count()).toBe(0);
    }
    await page.getByRole('region', { name: 'Publicaciones' }).waitFor();
    await expectNoSidewaysScroll(page);
    await page.context().close();
  });
});
