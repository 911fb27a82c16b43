// Accessibility of the back office's people and deals screens: no axe-core violation of serious or
// critical impact, in both themes, including the client's edit mode and the property picker; and Portales.
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.js';
import { apiLogin, launch, product as leerProducto, storeToken } from '../support/env.js';

// Read once: another run rewriting e2e/.e2e-tmp/product.json must not redirect this one.
const P = leerProducto();

let browser: Browser;
let token: string;
let clienteId: string;

beforeAll(async () => {
  browser = await launch();
  token = await apiLogin();
  const c = await fetch(`${P.baseUrl}/api/admin/clientes?limit=100`, { headers: { 'auth-token': token } });
  const clientes = ((await c.json()) as { data: { _id: string; preferenciasBusqueda: unknown[] }[] }).data;
  clienteId = (clientes.find((x) => x.preferenciasBusqueda.length > 0) ?? clientes[0])._id;
});
afterAll(async () => {
  await browser?.close();
});

const PAGES = (): [string, (page: Page) => Promise<void>][] => [
  ['/clientes', (page) => page.getByRole('list', { name: 'Listado de clientes' }).waitFor()],
  ['/nuevo-cliente', (page) => page.getByRole('button', { name: 'Crear Cliente' }).waitFor()],
  [`/cliente/${clienteId}`, (page) => page.getByText('Cliente Activo').waitFor()],
  [
    `/cliente/${clienteId}?vista=edicion`,
    async (page) => {
      await page.getByRole('button', { name: 'Editar' }).click();
      await page.getByRole('button', { name: '+ Agregar Preferencia' }).click();
    },
  ],
  [
    `/cliente/${clienteId}?vista=selector`,
    async (page) => {
      await page.getByRole('button', { name: 'Editar' }).click();
      await page.getByRole('button', { name: '+ Agregar Propiedad' }).click();
      await page.getByRole('dialog', { name: 'Seleccionar Propiedad' }).getByText(/propiedades disponibles de/).waitFor();
    },
  ],
  [
    `/cliente/${clienteId}?vista=enviar`,
    async (page) => {
      await page.getByRole('button', { name: 'Enviar Propiedades' }).click();
      await page.getByText(/propiedades seleccionadas/).waitFor();
    },
  ],
  ['/operaciones', (page) => page.getByRole('list', { name: 'Listado de operaciones' }).waitFor()],
  [
    '/nueva-operacion',
    async (page) => {
      await page.getByRole('button', { name: 'Crear Operación' }).click();
      await page.getByText('Seleccione una propiedad').waitFor();
      await page.getByRole('combobox', { name: 'Propiedad' }).fill('ca');
      await page.getByRole('listbox').waitFor();
    },
  ],
  ['/consultas', (page) => page.getByRole('heading', { name: 'Consultas' }).waitFor()],
  ['/reportes', (page) => page.getByRole('img', { name: /^Operaciones por mes/ }).waitFor()],
  ['/portales', (page) => page.getByRole('region', { name: 'Publicaciones' }).waitFor()],
];

describe.each(['customDark', 'light'])('axe-core, theme %s', (theme) => {
  it('finds no serious or critical violation on the clients, operations, enquiries, reports and portals screens', async () => {
    const context = await browser.newContext({ baseURL: P.baseUrl, viewport: { width: 1280, height: 900 }, locale: 'es-AR' });
    await storeToken(context, token);
    await context.addInitScript((t) => localStorage.setItem('tema', t), theme);
    const page = await context.newPage();
    const found: string[] = [];
    for (const [route, ready] of PAGES()) {
      await page.goto(route);
      await ready(page);
      await page.waitForTimeout(300);
      for (const v of await seriousViolations(page)) found.push(`${route}: ${v}`);
    }
    expect(found).toEqual([]);
    await context.close();
  });
});
