// An index's history as staff meet it in Índices at 1366×768 and 390×844: an admin is told a value dated after today
// cannot be loaded, loads two Casa Propia coefficients, corrects one and deletes another ('Borrar', confirmed), and
// the Historial under the page says each time who did it, when, and each date's value before → after ('Carga de
// valores', 'Borrado de un valor'); a whole series loaded at once is folded under its count and dates. An agente
// reads the same history but sees no form to load values, no 'Borrar', and the reason why. Nothing scrolls sideways.
import type { Browser, Page } from 'playwright-core';
import { SOLO_ADMIN, hoyArgentina } from '@inmo/contracts';
import { seriousViolations } from '../support/axe.js';
import { SIZES, adminApi, apiLogin, launch, staffPage } from '../support/env.js';

const RUN = `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;
let browser: Browser;
let token: string;
let agenteToken: string;
let adminNombre: string;

beforeAll(async () => {
  browser = await launch();
  token = await apiLogin();
  adminNombre = (await adminApi<{ data: { nombre: string } }>(token, 'GET', '/user/cuenta')).data.nombre;
  const usuario = `idx${RUN}`;
  await adminApi(token, 'POST', '/admin/nuevo-usuario', { usuario, nombre: `Agente ${RUN}`, rol: 'agente', contraseña: 'clave-temporal-2026x' });
  const temporal = (await adminApi<{ data: { token: string } }>(null, 'POST', '/user/login', { usuario, contraseña: 'clave-temporal-2026x' })).data.token;
  agenteToken = (await adminApi<{ data: { token: string } }>(temporal, 'POST', '/user/cambiar-contrasena', { actual: 'clave-temporal-2026x', nueva: `Agente-de-prueba-${RUN}` })).data.token;
});
afterAll(async () => {
  await browser?.close();
});

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
/** The newest line of the Historial panel. */
const newest = (page: Page) => page.getByTestId('historial').getByRole('list', { name: 'Cambios registrados' }).locator(':scope > li').first();

describe.each(SIZES)('Índices history at $name', (size) => {
  // Years no one else loads, per size: 1990 to 1993, and 1994 to 1997.
  const year = size.width > 1000 ? 1990 : 1994;

  it('an admin loads, corrects and deletes values and reads each change in the history', async () => {
    const { context, page } = await staffPage(browser, token, size);
    await page.goto('/indices');
    await page.getByLabel('Índice', { exact: true }).selectOption('CASA_PROPIA');
    const historial = page.getByTestId('historial');
    await historial.waitFor();

    // A value dated after Argentina's today is named before anything is sent.
    const manana = hoyArgentina(Date.now() + 86_400_000).split('-').reverse().join('/');
    await page.getByLabel('O pegá la serie (fecha y valor por línea)').fill(`${manana};1,01\n`);
    await page.getByRole('alert').filter({ hasText: `La fecha del valor 1 (${manana}) es posterior a hoy` }).waitFor();
    await expect(page.getByRole('button', { name: 'Cargar valores' }).isDisabled()).resolves.toBe(true);
    await page.getByLabel('O pegá la serie (fecha y valor por línea)').fill(`01/03/${year};1,0545\n01/04/${year};1,0306\n`);
    await page.getByRole('status').filter({ hasText: '2 valores leídos' }).waitFor();
    await page.getByRole('button', { name: 'Cargar valores' }).click();
    let top = newest(page);
    await top.filter({ hasText: 'Carga de valores' }).filter({ hasText: `Valor del 01/04/${year}: — → 1,0306` }).waitFor();
    await expect(top.textContent()).resolves.toContain(adminNombre);
    await expect(top.textContent()).resolves.toContain(`Valor del 01/03/${year}: — → 1,0545`);
    await expect(top.locator('time').getAttribute('datetime')).resolves.toMatch(/^\d{4}-\d{2}-\d{2}T/);

    // A correction lists only the value that changed.
    await page.getByLabel('O pegá la serie (fecha y valor por línea)').fill(`01/03/${year};1,0545\n01/04/${year};1,0281\n`);
    await page.getByRole('status').filter({ hasText: '2 valores leídos' }).waitFor();
    await page.getByRole('button', { name: 'Cargar valores' }).click();
    top = newest(page);
    await top.filter({ hasText: `Valor del 01/04/${year}: 1,0306 → 1,0281` }).waitFor();
    await expect(top.locator('li').count()).resolves.toBe(1);

    // A wrong value deleted, after a confirmation that says what it does.
    await page.getByRole('button', { name: `Borrar el valor del 01/03/${year}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText("quedan con 'falta índice'").waitFor();
    await dialog.getByRole('button', { name: 'Borrar' }).click();
    await newest(page).filter({ hasText: 'Borrado de un valor' }).filter({ hasText: `Valor del 01/03/${year}: 1,0545 → —` }).waitFor();
    await expect(page.getByRole('button', { name: `Borrar el valor del 01/03/${year}` }).count()).resolves.toBe(0);
    expect((await adminApi<{ data: { valores: { fecha: string; valor: string }[] } }>(token, 'GET', `/admin/indices/CASA_PROPIA?desde=${year}-01-01&hasta=${year}-12-31`)).data.valores).toEqual([
      { fecha: `${year}-04-01`, valor: '1.0281' },
    ]);

    // A whole series at once is folded under how many values and from which date to which.
    const serie = Array.from({ length: 13 }, (_, i) => ({ fecha: `${year + 2 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}-01`, valor: `1,0${String(100 + i)}` }));
    await adminApi(token, 'PUT', '/admin/indices/CASA_PROPIA', { valores: serie });
    await page.reload();
    await page.getByLabel('Índice', { exact: true }).selectOption('CASA_PROPIA');
    const plegada = newest(page).locator('details');
    await plegada.locator('summary').filter({ hasText: `13 valores (del 01/01/${year + 2} al 01/01/${year + 3})` }).click();
    await plegada.getByText(`Valor del 01/12/${year + 2}: — → 1,0111`).waitFor();

    await expect(noSideScroll(page)).resolves.toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('an agente reads the history but is offered neither loading nor deleting, and is told why', async () => {
    const { context, page } = await staffPage(browser, agenteToken, size);
    await page.goto('/indices');
    await page.getByLabel('Índice', { exact: true }).selectOption('CASA_PROPIA');
    await page.getByTestId('historial').getByText('Borrado de un valor').first().waitFor();
    await page.getByText(SOLO_ADMIN.cargarIndices).waitFor();
    await expect(page.getByRole('button', { name: 'Cargar valores' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: /^Borrar el valor/ }).count()).resolves.toBe(0);
    await expect(page.getByLabel('O pegá la serie (fecha y valor por línea)').count()).resolves.toBe(0);
    await expect(noSideScroll(page)).resolves.toBe(true);
    await context.close();
  });
});
