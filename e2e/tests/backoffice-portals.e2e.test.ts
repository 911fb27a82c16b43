// The portals in the browser, at 1366×768 and 390×844: the property editor's 'Portales' section and 'Ubicación
// aproximada' are saved and read back; the Portales page shows both portals, copies Zonaprop's feed address, and
// regenerating it retires the old one (404); a lead posted to Zonaprop's leads address reaches Consultas with its
// channel and its property, under the 'Canal' filter, and the same person is recognised; an agente sees Portales
// without the admins' buttons. MercadoLibre is the local stand-in (scripts/mercadolibre-stand-in.mjs), whose
// package holds no listings: an admin connects the account through its authorization page, and a listing sent to it
// comes back refused for pack_quota_exceeded, in red with its reason, on Portales and in the editor.
// Regenerating an address and connecting an account change the product for everyone: this file starts its own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { SIZES, adminApi, launch, nuevoDni, staffPage as staffPageAt, type Size } from '../support/env.js';
import { secciones } from '../support/secciones.js';
import { startProduct, type Product } from '../support/product.mjs';
import { startMercadoLibreStandIn, type MercadoLibreStandIn } from '../../scripts/mercadolibre-stand-in.mjs';

const RUN = `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;
let [dataDir, token] = ['', ''];
let product: Product, browser: Browser, ml: MercadoLibreStandIn;

const call = <T = any>(method: string, url: string, body?: unknown, as = token) => adminApi<T>(as, method, url, body, product.baseUrl);
const login = async (usuario: string, contraseña: string) =>
  (await adminApi<{ data: { token: string } }>(null, 'POST', '/user/login', { usuario, contraseña }, product.baseUrl)).data.token;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inmo-portals-'));
  ml = await startMercadoLibreStandIn({ quota: 0 });
  product = await startProduct({
    dataDir,
    env: {
      SEED_DEMO: '0',
      ...{ MERCADOLIBRE_CLIENT_ID: ml.clientId, MERCADOLIBRE_CLIENT_SECRET: ml.clientSecret, MERCADOLIBRE_API_URL: ml.url, MERCADOLIBRE_AUTH_URL: ml.authUrl },
      // Only 'Sincronizar ahora' and the properties' changes wake the sync.
      PORTALS_SYNC_INTERVAL_MS: '3600000',
    },
  });
  token = await login(product.adminUser, product.adminPassword);
  browser = await launch();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop('SIGINT');
  await ml?.close();
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

/** A visible Casa for sale with what MercadoLibre requires (a picture, areas, bathrooms); its id and code. */
async function casa(titulo: string): Promise<{ id: string; codigo: string }> {
  const datos = { titulo, operacion: 'venta', localidad: 'Chivilcoy', calle: 'Moreno', altura: 250, habitaciones: 2, baños: 1, superficieTotal: 300, superficieCubierta: 120 };
  const imagenes = [{ url: '/api/media/casa-portales.webp', public_id: 'casa-portales' }];
  const r = await call<{ id: string; propiedad: { codigo: string } }>('POST', '/admin/nueva-casa', { ...datos, imagenes, precio: { monto: 95000, moneda: 'USD', visible: true } });
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
  /** The listing the first test edits (on Zonaprop only), which the Portales table lists afterwards. */
  let editada: { id: string; codigo: string };

  it("saves the editor's Portales section and 'Ubicación aproximada', and reads them back", async () => {
    const page = await staffPage(size);
    // A new listing goes to Zonaprop's feed unless unticked; to MercadoLibre only once its account is connected (not yet).
    await page.goto('/nueva-propiedad');
    await page.getByRole('checkbox', { name: 'Publicar en portales' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Publicar en portales' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Zonaprop', exact: true }).isChecked()).toBe(true);
    await page.waitForFunction(() => {
      const box = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === 'MercadoLibre')?.querySelector('input');
      return box ? !box.checked : false;
    });
    expect(await page.getByRole('checkbox', { name: 'Ubicación aproximada' }).isChecked()).toBe(false);

    editada = await casa(`Casa portales ${tag}`);
    const { id } = editada;
    await page.goto(`/propiedad/${id}`);
    const bar = page.getByRole('toolbar', { name: 'Herramientas de administración' });
    await bar.getByRole('button', { name: 'Editar' }).click();
    const estados = page.getByRole('region', { name: 'Estado en los portales' });
    await estados.waitFor();
    // Zonaprop reads the feed: a listing changed since its last download waits for the next one.
    await estados.getByTestId('publicacion-zonaprop').getByText('En cola').waitFor();
    expect(await estados.textContent()).toContain('Zonaprop: En cola');
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
    await (await secciones(page)).getByRole('link', { name: 'Portales' }).click();
    await page.waitForURL('**/portales');
    await page.getByRole('heading', { name: 'Portales', level: 1 }).waitFor();
    const zonaprop = page.getByRole('region', { name: 'Zonaprop' });
    const mercadolibre = page.getByRole('region', { name: 'MercadoLibre' });
    await zonaprop.waitFor();
    await mercadolibre.getByText('No conectado', { exact: true }).first().waitFor();
    await mercadolibre.getByRole('button', { name: 'Conectar cuenta' }).waitFor();
    await mercadolibre.getByRole('textbox', { name: 'Dirección para las consultas' }).waitFor();
    expect(await mercadolibre.getByRole('textbox', { name: 'Dirección del feed' }).count()).toBe(0);
    await zonaprop.getByText('Última sincronización').waitFor();
    for (const label of ['Publicadas', 'Con error', 'En cola']) await zonaprop.getByText(label, { exact: true }).waitFor();
    await expectNoSidewaysScroll(page);

    const campo = zonaprop.getByRole('textbox', { name: 'Dirección del feed' });
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
    expect(await zonaprop.getByText('Nunca').count()).toBe(0);
    // The listing the editor left on Zonaprop only is on it now; the table links it to its editor.
    const fila = page.getByTestId(`publicacion-${editada.codigo}-zonaprop`);
    await fila.getByText('Publicada').waitFor();
    expect(await fila.getByRole('link', { name: `Casa portales ${tag}` }).getAttribute('href')).toBe(`/propiedad/${editada.id}`);
    expect(await page.getByTestId(`publicacion-${editada.codigo}-mercadolibre`).count()).toBe(0);
    await expectNoSidewaysScroll(page);

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

  it('connects MercadoLibre through its authorization page, shows its refusal in red with the reason, and disconnects', async () => {
    const titulo = `Casa en MercadoLibre ${tag}`;
    const { id, codigo } = await casa(titulo);
    const page = await staffPage(size);
    await page.goto('/portales');
    const cuenta = page.getByRole('region', { name: 'MercadoLibre' });
    // Turned down on MercadoLibre's page: said so on the way back, the address cleaned.
    await cuenta.getByRole('button', { name: 'Conectar cuenta' }).click();
    await page.waitForURL((u) => u.href.startsWith(ml.authUrl));
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await toast(page, 'No se pudo conectar la cuenta de MercadoLibre: La autorización fue rechazada en MercadoLibre').waitFor();
    await page.waitForURL((u) => u.pathname === '/portales' && u.search === '');

    await cuenta.getByRole('button', { name: 'Conectar cuenta' }).click();
    await page.waitForURL((u) => u.href.startsWith(ml.authUrl));
    await page.getByRole('button', { name: 'Autorizar' }).click();
    await toast(page, 'Cuenta de MercadoLibre conectada').waitFor();
    await cuenta.getByText('Conectado como INMOBILIARIA_TEST').waitFor();
    await cuenta.getByRole('button', { name: 'Sincronizar ahora' }).click();
    await toast(page, 'Sincronización con MercadoLibre iniciada').waitFor();

    // The stand-in's package is full: the listing comes back closed for pack_quota_exceeded.
    const deadline = Date.now() + 30_000;
    const enMl = async () => (await call<{ data: { portal: string; estado: string }[] }>('GET', `/admin/portales/propiedad/${id}`)).data.find((p) => p.portal === 'mercadolibre');
    while ((await enMl())?.estado !== 'error') {
      if (Date.now() > deadline) throw new Error(`the listing never reached MercadoLibre: ${JSON.stringify(await enMl())}`);
      await new Promise((r) => setTimeout(r, 300));
    }
    await page.reload();
    const fila = page.getByTestId(`publicacion-${codigo}-mercadolibre`);
    await fila.getByText('pack_quota_exceeded', { exact: false }).waitFor();
    const badge = fila.getByText('Error', { exact: true });
    expect(await badge.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(198, 40, 40)');
    expect(await fila.getByRole('link', { name: 'Ver en el portal' }).getAttribute('href')).toMatch(/^https?:\/\//);
    // Errors first.
    expect(await page.locator('tbody tr').first().getAttribute('data-estado')).toBe('error');
    await expectNoSidewaysScroll(page);

    await page.goto(`/propiedad/${id}`);
    await page.getByRole('toolbar', { name: 'Herramientas de administración' }).getByRole('button', { name: 'Editar' }).click();
    const estado = page.getByRole('region', { name: 'Estado en los portales' }).getByTestId('publicacion-mercadolibre');
    await estado.getByText('Error', { exact: true }).waitFor();
    expect(await estado.textContent()).toContain('MercadoLibre: Error — Sin cupo en el paquete de MercadoLibre (pack_quota_exceeded)');
    await estado.getByRole('link', { name: 'Ver en el portal' }).waitFor();

    await page.goto('/portales');
    await cuenta.getByRole('button', { name: 'Desconectar' }).click();
    await page.getByRole('dialog', { name: '¿Desconectar MercadoLibre?' }).getByRole('button', { name: 'Desconectar' }).click();
    await toast(page, 'Cuenta de MercadoLibre desconectada').waitFor();
    await cuenta.getByRole('button', { name: 'Conectar cuenta' }).waitFor();
    await page.context().close();
  });

  it("a Zonaprop lead reaches Consultas with its channel and property, under the 'Canal' filter, and the same person is recognised", async () => {
    const titulo = `Casa consultada ${tag}`;
    const { codigo } = await casa(titulo);
    const nombre = `Interesada ${tag}`;
    const email = `interesada.${tag}@correo.example`;
    // A phone of this size's own: the same phone is the same person.
    const telefono = (n: number) => `2346 4${size.width === 390 ? 6 : 5}500${n}`;
    const lead = { id: `lead-1-${tag}`, nombre, email, telefono: telefono(0), mensaje: 'Quisiera visitarla.', codigoAviso: codigo };
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
    const cliente = await call<{ data: { _id: string } }>('POST', '/admin/nuevo-cliente', { nombre: 'Interesada', apellido: tag, dni: nuevoDni(), telefono: telefono(1), mail: email });
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
    let nav = await secciones(page);
    await nav.getByRole('link', { name: 'Portales' }).click();
    await page.waitForURL('**/portales');
    // The addresses carry the portals' secrets: an admin's to read and pass on.
    const zonaprop = page.getByRole('region', { name: 'Zonaprop' });
    await zonaprop.getByText('Las direcciones del feed y de las consultas las ve y las comparte un administrador.').waitFor();
    expect(await page.getByRole('textbox', { name: /^Dirección/ }).count()).toBe(0);
    nav = await secciones(page);
    expect(await nav.getByRole('link', { name: 'Usuarios' }).count()).toBe(0);
    for (const name of [/^Regenerar/, 'Conectar cuenta', 'Sincronizar ahora', 'Desconectar']) {
      expect(await page.getByRole('button', { name }).count()).toBe(0);
    }
    await page.getByRole('region', { name: 'Publicaciones' }).waitFor();
    await expectNoSidewaysScroll(page);
    await page.context().close();
  });
});
