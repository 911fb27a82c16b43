// 'Clientes interesados': on /propiedad/{id}, an admin sees under the toolbar the clients whose active
// search preferences the property fits, with the preference that matched and a link to each client's page.
// All data is made here with unique names, so nothing depends on what other tests or the demo data hold.
import type { Browser, Page } from 'playwright-core';
import { adminApi, launch, product as leerProducto, storeToken, visitorAddress, type ProductState, nuevoDni } from '../support/env.js';
/** One client's DNI, the same in its creation and its edits. */
const DNI_27123456 = nuevoDni();

const RUN = `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;
const P: ProductState = leerProducto();
let browser: Browser;
let token: string;

const call = <T = any>(method: string, path: string, body?: unknown) => adminApi<T>(token, method, path, body);

async function adminPage(): Promise<Page> {
  const context = await browser.newContext({ baseURL: P.baseUrl, viewport: { width: 1280, height: 900 }, locale: 'es-AR', extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() } });
  await storeToken(context, token);
  return context.newPage();
}

beforeAll(async () => {
  browser = await launch();
  const r = await fetch(`${P.baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': visitorAddress() },
    body: JSON.stringify({ usuario: P.adminUser, contraseña: P.adminPassword }),
  });
  const body = (await r.json()) as { data?: { token: string } };
  if (!body.data) throw new Error(`login failed: ${JSON.stringify(body)}`);
  token = body.data.token;
});
afterAll(async () => {
  await browser?.close();
});

const seccion = (page: Page) => page.getByRole('region', { name: 'Clientes interesados' });

describe('back office: clients interested in a property', () => {
  it('lists a client whose preference the property fits, with the preference and a working link to the client', async () => {
    const titulo = `Casa interesados ${RUN}`;
    const { id: propiedad } = await call<{ id: string }>('POST', '/admin/nueva-casa', {
      titulo,
      operacion: 'venta',
      localidad: 'Navarro',
      habitaciones: 3,
      visible: true,
      precio: { monto: 104000, moneda: 'USD', visible: true },
    });
    const nombre = `Irene${RUN}`;
    const { data: creado } = await call<{ data: { _id: string } }>('POST', '/admin/nuevo-cliente', {
      nombre,
      apellido: 'Interesada',
      dni: DNI_27123456,
      telefono: '2227 45-1111',
      mail: `irene${RUN}@ejemplo.com`,
    });
    const { data: c } = await call<{ data: { version: number } }>('GET', `/admin/cliente/${creado._id}`);
    // Budget 100 000 USD: the property's 104 000 is within the default 10 % tolerance.
    await call('PUT', `/admin/editar-cliente/${creado._id}`, {
      nombre,
      apellido: 'Interesada',
      dni: DNI_27123456,
      telefono: '2227 45-1111',
      mail: `irene${RUN}@ejemplo.com`,
      profesion: null,
      version: c.version,
      oferente: [],
      preferenciasBusqueda: [
        { tipoPropiedad: 'Casa', tipoOperacion: 'Compra', presupuesto: 100000, moneda: 'USD', descripcion: '', activa: true, financiacion: false, fechaCreacionPreferencia: new Date().toISOString() },
      ],
    });

    const page = await adminPage();
    await page.goto(`/propiedad/${propiedad}`);
    await page.getByRole('toolbar', { name: 'Herramientas de administración' }).waitFor();
    const lista = seccion(page).getByRole('list', { name: 'Clientes interesados' });
    const nombreCompleto = { name: `${nombre} Interesada` };
    const enlace = lista.getByRole('link', nombreCompleto);
    await enlace.waitFor();
    const item = lista.getByRole('listitem').filter({ has: page.getByRole('link', nombreCompleto) });
    expect(await item.textContent()).toContain('Busca: Casa · Compra · hasta $100.000 USD');
    expect(await enlace.getAttribute('href')).toBe(`/cliente/${creado._id}`);
    await enlace.click();
    await page.waitForURL(`**/cliente/${creado._id}`);
    await page.getByRole('heading', { name: new RegExp(nombre) }).first().waitFor();
    await page.context().close();
  });

  it('says so when no client looks for a property like this one', async () => {
    // A Campo for sale priced in ARS: no client (demo or test) looks for one; checked through the API first.
    const { id: propiedad } = await call<{ id: string }>('POST', '/admin/nuevo-campo', {
      titulo: `Campo sin interesados ${RUN}`,
      operacion: 'venta',
      localidad: 'Roque Pérez',
      hectareas: 120,
      condicion: 'Agrícola',
      visible: true,
      precio: { monto: 987654321, moneda: 'ARS', visible: true },
    });
    const api = await call<{ data: { interesados: unknown[] } }>('GET', `/admin/propiedad/${propiedad}/interesados`);
    expect(api.data.interesados).toEqual([]);

    const page = await adminPage();
    await page.goto(`/propiedad/${propiedad}`);
    await seccion(page).getByText('Ningún cliente busca una propiedad como esta.').waitFor();
    expect(await seccion(page).getByRole('link').count()).toBe(0);
    await page.context().close();
  });
});
