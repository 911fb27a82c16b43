// Accessibility of the back office's property screens: no axe-core violation of serious or critical
// impact, in both themes — the staff list and its Papelera, the creation form with its errors, and on
// /propiedad/{id} the admin toolbar, the edit mode, the framing dialog and the delete confirmation.
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.js';
import { apiLogin, launch, product as leerProducto, storeToken, visitorAddress } from '../support/env.js';

// Read once: another run rewriting e2e/.e2e-tmp/product.json must not redirect this one.
const P = leerProducto();

let browser: Browser;
let token: string;
let propiedadId: string;

beforeAll(async () => {
  browser = await launch();
  token = await apiLogin();
  // A real image of an existing property, so the editor has an image to frame (the newest properties, made by
  // other tests, may have only the default image, and there may be more than a page of them: the whole list).
  const list = await fetch(`${P.baseUrl}/api/admin/todas-propiedades`, { headers: { 'auth-token': token } });
  const casas = ((await list.json()) as { casas: { imagenes: { url: string; public_id: string }[] }[] }).casas;
  const demo = casas.flatMap((c) => c.imagenes).find((i) => i.public_id !== 'imagen_por_defecto')!;
  const c = await fetch(`${P.baseUrl}/api/admin/nueva-casa`, {
    method: 'POST',
    headers: { 'auth-token': token, 'content-type': 'application/json' },
    body: JSON.stringify({
      titulo: `Casa accesible ${Date.now().toString(36)}`,
      operacion: 'venta',
      localidad: 'Rauch',
      habitaciones: 2,
      imagenes: [{ url: demo.url, public_id: demo.public_id, descripcion: 'Frente' }],
    }),
  });
  propiedadId = ((await c.json()) as { id: string }).id;
});
afterAll(async () => {
  await browser?.close();
});

/** [route, how to reach the state, what axe checks: the page's main, or an open dialog] */
const PAGES = (): [string, (page: Page) => Promise<void>, string][] => [
  ['/propiedades', (page) => page.getByRole('list', { name: 'Listado de propiedades' }).waitFor(), 'main'],
  ['/propiedades?vista=papelera', (page) => page.getByRole('link', { name: 'Papelera' }).waitFor(), 'main'],
  [
    '/nueva-propiedad',
    async (page) => {
      await page.getByLabel('Tipo de propiedad *').selectOption('Campo');
      await page.getByRole('button', { name: 'Crear Propiedad' }).click();
      await page.getByText('Las hectáreas deben ser un número positivo').first().waitFor();
    },
    'main',
  ],
  [`/propiedad/${propiedadId}`, (page) => page.getByRole('toolbar', { name: 'Herramientas de administración' }).waitFor(), 'main'],
  [
    `/propiedad/${propiedadId}?vista=edicion`,
    async (page) => {
      await page.getByRole('button', { name: 'Editar' }).click();
      await page.getByRole('textbox', { name: 'Título', exact: true }).waitFor();
    },
    'main',
  ],
  [
    `/propiedad/${propiedadId}?vista=encuadre`,
    async (page) => {
      await page.getByRole('button', { name: 'Editar' }).click();
      await page.getByRole('button', { name: 'Ajustar encuadre de la imagen 1' }).click();
      await page.getByRole('dialog', { name: 'Ajustar encuadre de la imagen' }).getByText('Vista previa').waitFor();
    },
    'dialog[open]',
  ],
  [
    `/propiedad/${propiedadId}?vista=eliminar`,
    async (page) => {
      await page.getByRole('button', { name: 'Eliminar' }).click();
      await page.getByRole('dialog', { name: '¿Eliminar esta propiedad?' }).waitFor();
    },
    'dialog[open]',
  ],
];

describe.each(['customDark', 'light'])('axe-core, theme %s', (theme) => {
  it('finds no serious or critical violation on the property screens, dialogs included', async () => {
    const context = await browser.newContext({ baseURL: P.baseUrl, extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() }, viewport: { width: 1280, height: 900 }, locale: 'es-AR' });
    await storeToken(context, token);
    await context.addInitScript((t) => localStorage.setItem('tema', t), theme);
    const page = await context.newPage();
    const found: string[] = [];
    for (const [route, ready, include] of PAGES()) {
      await page.goto(route);
      await ready(page);
      await page.waitForTimeout(300);
      for (const v of await seriousViolations(page, include)) found.push(`${route}: ${v}`);
    }
    expect(found).toEqual([]);
    await context.close();
  });
});
