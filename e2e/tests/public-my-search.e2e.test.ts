// A client's 'Mi búsqueda' page in the browser, at 1366×768 and 390×844: the server paints it first (noindex), it
// greets the client and lists the fitting listings, 'Me interesa' reaches Consultas tied to the listing and the
// client, nothing of it is in the home's scripts, a revoked link is 'Página no encontrada' (404), staff make it and
// offer it by WhatsApp from 'Enviar Propiedades', and an alert's /baja/{secreto} page, in the agency's name, asks
// first (opening it changes nothing), then turns the alerts off with its button, says so and records it in the
// client's history (on a product that knows its address, PUBLIC_URL: without it alerts carry no links to the site);
// an unknown link says so at once, without the question.
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { SIZES, adminApi, apiLogin, launch, newPage, nuevoDni, product, staffPage, type Size } from '../support/env.js';
import { startProduct, type Product } from '../support/product.mjs';

const RUN = `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;

let browser: Browser;
let admin: string;
beforeAll(async () => {
  browser = await launch();
  admin = await apiLogin();
});
let conDireccion: { product: Product; admin: string } | undefined;
/** A product of this suite's own that knows its address (PUBLIC_URL), started on first use. */
async function productoConDireccion(): Promise<{ product: Product; admin: string }> {
  if (!conDireccion) {
    const p = await startProduct({ publicUrl: true, env: { SEED_DEMO: '0', ALERTS_POLL_MS: '500' } });
    const token = (await adminApi<{ data: { token: string } }>(null, 'POST', '/user/login', { usuario: p.adminUser, contraseña: p.adminPassword }, p.baseUrl)).data.token;
    conDireccion = { product: p, admin: token };
  }
  return conDireccion;
}
afterAll(async () => {
  await browser?.close();
  if (conDireccion) {
    await conDireccion.product.stop('SIGINT');
    fs.rmSync(conDireccion.product.dataDir, { recursive: true, force: true });
  }
}, 60_000);

describe.each(SIZES)('Mi búsqueda at $name', (size: Size) => {
  const tag = `${RUN}${size.width}`;
  const localidad = `Villa ${tag}`;

  it("greets the client, lists its listings, sends 'Me interesa', and is gone once revoked", async () => {
    const cliente = await adminApi<{ data: { _id: string } }>(admin, 'POST', '/admin/nuevo-cliente', {
      nombre: `Lucía${tag}`, apellido: 'Buscadora', dni: nuevoDni(), telefono: '2346 45-3333', mail: `lucia-${tag}@example.com`,
      preferenciasBusqueda: [{ tipoPropiedad: 'Casa', tipoOperacion: 'Compra', presupuesto: 300000, moneda: 'USD', localidades: [localidad] }],
    });
    const titulos = [`Casa con patio ${tag}`, `Casa con galería ${tag}`];
    const ids: string[] = [];
    for (const titulo of titulos) {
      const r = await adminApi<{ id: string }>(admin, 'POST', '/admin/nueva-casa', { titulo, operacion: 'venta', localidad, habitaciones: 3, visible: true, precio: { monto: 200000, moneda: 'USD', visible: true } });
      ids.push(r.id);
    }
    const link = await adminApi<{ data: { url: string } }>(admin, 'POST', `/admin/cliente/${cliente.data._id}/enlace-busqueda`);
    const path = new URL(link.data.url, product().baseUrl).pathname;

    // The server's first paint: the page itself, never indexed.
    const html = await (await fetch(product().baseUrl + path)).text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('Mi búsqueda</h1>');
    expect(html).toContain(`Lucía${tag}`);
    expect(html).toContain(titulos[0]);
    // The home's scripts know nothing of it (it is a chunk of its own).
    expect(await (await fetch(product().baseUrl + '/')).text()).not.toContain('mi-busqueda');

    const { page } = await newPage(browser, size);
    await page.goto(path);
    await page.getByRole('heading', { name: 'Mi búsqueda', level: 1 }).waitFor();
    await page.getByText(`Hola Lucía${tag}: hay 2 propiedades que coinciden`).waitFor();
    const lista = page.getByRole('list', { name: 'Propiedades de tu búsqueda' });
    expect(await page.getByTestId('mi-busqueda-acciones').count()).toBe(2);
    // Newest first.
    expect(await lista.getByRole('heading', { level: 2 }).allTextContents()).toEqual([titulos[1], titulos[0]]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: `Me interesa: ${titulos[0]}` }).click();
    await page.getByText('¡Listo! Le avisamos a la inmobiliaria que te interesa esta propiedad.').waitFor();
    const consultas = await adminApi<{ data: { nombre: string; propiedad: { _id: string } | null; persona: { cliente: { _id: string } | null } }[] }>(admin, 'GET', `/admin/consultas?q=${encodeURIComponent(`Lucía${tag}`)}`);
    expect(consultas.data[0]).toMatchObject({ nombre: `Lucía${tag} Buscadora`, propiedad: { _id: ids[0] }, persona: { cliente: { _id: cliente.data._id } } });

    // Revoked: the address is a page that is not there.
    await adminApi(admin, 'DELETE', `/admin/cliente/${cliente.data._id}/enlace-busqueda`);
    expect((await fetch(product().baseUrl + path)).status).toBe(404);
    await page.goto(path);
    await page.getByText('Esta página no existe o el enlace ya no es válido.').waitFor();
  });

  it("is made, offered by WhatsApp and revoked from 'Enviar Propiedades'", async () => {
    const cliente = await adminApi<{ data: { _id: string } }>(admin, 'POST', '/admin/nuevo-cliente', {
      nombre: `Pedro${tag}`, apellido: 'Enlace', dni: nuevoDni(), telefono: '2346 45-5555', mail: null,
      preferenciasBusqueda: [{ tipoPropiedad: 'Casa', tipoOperacion: 'Compra', presupuesto: null, localidades: [localidad] }],
    });
    const { page } = await staffPage(browser, admin, size);
    await page.goto(`/cliente/${cliente.data._id}`);
    await page.getByRole('button', { name: 'Enviar Propiedades' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enviar Propiedades' });
    await dialog.getByRole('button', { name: 'Crear enlace' }).click();
    const wa = dialog.getByRole('link', { name: 'Enviar Mi búsqueda por WhatsApp' });
    await wa.waitFor();
    const href = decodeURIComponent((await wa.getAttribute('href')) ?? '');
    expect(href).toMatch(/^https:\/\/wa\.me\/5492346455555/);
    const url = /(https?:\/\/\S+\/mi-busqueda\/[A-Za-z0-9_-]+)/.exec(href)?.[1];
    expect(url).toBeDefined();
    expect((await fetch(product().baseUrl + new URL(url!).pathname)).status).toBe(200);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await dialog.getByRole('button', { name: 'Revocar enlace' }).click();
    await dialog.getByRole('button', { name: 'Crear enlace' }).waitFor();
    expect((await fetch(product().baseUrl + new URL(url!).pathname)).status).toBe(404);
  });

  it('says at once that an unknown unsubscribe link is not valid, with no question and no button', async () => {
    const { context, page } = await newPage(browser, size);
    const r = await page.goto(`/baja/enlace-de-baja-de-nadie-${tag}`);
    expect(r?.status()).toBe(404);
    expect(await page.getByTestId('baja-mensaje').textContent()).toBe('Este enlace de baja no es válido.');
    expect(await page.getByRole('button', { name: 'Darme de baja' }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();
  });

  it("asks on the unsubscribe link's page, turns the alerts off with its button, says so and records it", async () => {
    const { product: p, admin: token } = await productoConDireccion();
    const api = <T = any>(method: string, url: string, body?: unknown) => adminApi<T>(token, method, url, body, p.baseUrl);
    const cliente = await api<{ data: { _id: string } }>('POST', '/admin/nuevo-cliente', {
      nombre: `Baja${tag}`, apellido: 'Alertas', dni: nuevoDni(), telefono: '2346 45-4444', mail: `baja-${tag}@example.com`, alertas: true,
      preferenciasBusqueda: [{ tipoPropiedad: 'Casa', tipoOperacion: 'Compra', presupuesto: null, localidades: [`Baja ${tag}`] }],
    });
    // The unsubscribe secret is made with the first alert: one fitting listing brings it.
    await api('POST', '/admin/nueva-casa', { titulo: `Casa para la alerta ${tag}`, operacion: 'venta', localidad: `Baja ${tag}`, habitaciones: 2, visible: true, precio: { monto: 90000, moneda: 'USD', visible: true } });
    let baja: string | undefined;
    for (const end = Date.now() + 60_000; !baja && Date.now() < end; await new Promise((r) => setTimeout(r, 250))) {
      const correos = await api<{ data: { _id: string; para: string }[] }>('GET', '/admin/correos');
      const c = correos.data.find((m) => m.para === `baja-${tag}@example.com`);
      // The link is the product's own address (PUBLIC_URL).
      if (c) baja = new RegExp(`${p.baseUrl.replace(/[.:/]/g, (ch) => `\\${ch}`)}/baja/([A-Za-z0-9_-]+)`).exec((await api<{ data: { texto: string } }>('GET', `/admin/correo/${c._id}`)).data.texto)?.[1];
    }
    expect(baja).toBeDefined();
    const { page } = await newPage(browser, { ...size, baseUrl: p.baseUrl });
    await page.goto(`/baja/${baja}`);
    // Opening it (a mail program's preview, a link scanner) changes nothing: the page asks, in the agency's name.
    const boton = page.getByRole('button', { name: 'Darme de baja' });
    await boton.waitFor();
    const agencia = (await api<{ data: { nombre: string } }>('GET', '/user/inmobiliaria')).data.nombre;
    expect(await page.getByTestId('baja-inmobiliaria').textContent()).toBe(agencia || 'Inmobiliaria');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect((await api<{ data: { alertas: boolean } }>('GET', `/admin/cliente/${cliente.data._id}`)).data.alertas).toBe(true);
    await boton.click();
    await page.getByText('Listo: no vas a recibir más alertas por email.', { exact: false }).waitFor();
    expect((await api<{ data: { alertas: boolean } }>('GET', `/admin/cliente/${cliente.data._id}`)).data.alertas).toBe(false);
    // The client's history says so, and who did it.
    const historial = (await api<{ data: { usuario: { nombre: string } | null; cambios: { campo: string; antes: unknown; despues: unknown }[] }[] }>('GET', `/admin/historial/cliente/${cliente.data._id}`)).data;
    expect(historial[0]).toMatchObject({ usuario: { nombre: 'El cliente (enlace de baja del email)' }, cambios: [{ campo: 'alertas', antes: 'Sí', despues: 'No' }] });
  });
});
