// Operations that can be corrected, as staff meet them at 1366×768 and 390×844: choosing a USD listing in
// /nueva-operacion brings its price and currency; an operation's card opens its page, 'Editar' corrects its amount,
// 'Anular' with a reason marks it 'Anulada', and the dashboard's total follows each step.
// The dashboard's totals must be this suite's alone, so it starts a product of its own without demo data.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { formatDinero } from '@inmo/contracts';
import { SIZES, adminApi, launch, nuevoDni, staffPage as staffPageAt } from '../support/env.js';
import { startProduct, type Product } from '../support/product.mjs';

let dataDir: string;
let product: Product;
let browser: Browser;
let token: string;
let propiedad: string;
let oferente: string;
let receptor: string;
const TITULO = 'Casa en dólares para corregir';

const call = <T = any>(method: string, url: string, body?: unknown) => adminApi<T>(token, method, url, body, product.baseUrl);

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inmo-ops-'));
  product = await startProduct({ dataDir, env: { SEED_DEMO: '0' } });
  token = (await adminApi<{ data: { token: string } }>(null, 'POST', '/user/login', { usuario: product.adminUser, contraseña: product.adminPassword }, product.baseUrl)).data.token;
  propiedad = (await call<{ id: string }>('POST', '/admin/nueva-casa', { titulo: TITULO, operacion: 'venta', localidad: 'Chivilcoy', habitaciones: 3, precio: { monto: 850000, moneda: 'USD' } })).id;
  const cliente = async (nombre: string) => (await call<{ data: { _id: string } }>('POST', '/admin/nuevo-cliente', { nombre, apellido: 'Correcciones', dni: nuevoDni(), telefono: '2346 400300', mail: null })).data._id;
  oferente = await cliente('Olga');
  receptor = await cliente('Raúl');
  browser = await launch();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop('SIGINT');
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function staffPage(size: (typeof SIZES)[number]): Promise<Page> {
  return (await staffPageAt(browser, token, { ...size, baseUrl: product.baseUrl })).page;
}

/** The dashboard's 'Valor total de transacciones'. */
async function totalDelDashboard(page: Page): Promise<string> {
  await page.goto('/dashboard');
  const valor = page.getByRole('region', { name: 'Resumen' }).locator('div', { hasText: 'Valor total de transacciones' }).locator('dd');
  await page.locator('[aria-label="Métricas"][aria-busy="false"]').waitFor();
  return (await valor.textContent())!.trim();
}

describe.each(SIZES)('operations corrected at $name', (size) => {
  it('brings a USD listing’s price and currency into a new operation', async () => {
    const page = await staffPage(size);
    await page.goto('/nueva-operacion');
    await page.getByRole('combobox', { name: 'Propiedad' }).fill('dólares');
    await page.getByRole('option', { name: new RegExp(TITULO) }).click();
    await page.getByRole('group', { name: 'Propiedad' }).waitFor();
    expect(await page.getByLabel('Monto', { exact: true }).inputValue()).toBe('850.000');
    expect(await page.getByLabel('Moneda', { exact: true }).inputValue()).toBe('USD');
    expect(await page.getByLabel('Agente', { exact: true }).inputValue()).toBe('');
    await page.context().close();
  });

  it('opens an operation from its card, corrects its amount, annuls it, and the dashboard total follows', async () => {
    const antes = (await call<{ data: { operaciones: { montosPorMoneda: { ventas: Record<string, number> } } } }>('GET', '/admin/metricas')).data.operaciones.montosPorMoneda.ventas.USD ?? 0;
    const dashboard = (n: number) => (n > 0 ? formatDinero(n, 'USD') : '$ 0,00');
    const op = (await call<{ data: { _id: string } }>('POST', '/admin/nueva-operacion', { operacion: 'venta', propiedad, oferente, receptor, montoDinero: 8500000, moneda: 'USD', descripcion: 'Con un cero de más' })).data;
    const page = await staffPage(size);
    expect(await totalDelDashboard(page)).toBe(dashboard(antes + 8500000));

    await page.goto('/operaciones');
    await page.getByRole('article', { name: `Operación: ${TITULO}`, exact: true }).first().getByRole('link', { name: TITULO }).click();
    await page.waitForURL(`**/operacion/${op._id}`);
    expect(await page.getByTestId('operacion-monto').textContent()).toBe('$ 8.500.000,00 USD');
    await page.getByRole('button', { name: 'Editar' }).click();
    await page.getByLabel('Monto', { exact: true }).fill('850000');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Operación actualizada correctamente').waitFor();
    expect(await page.getByTestId('operacion-monto').textContent()).toBe('$ 850.000,00 USD');
    // The history names the correction.
    await page.getByTestId('historial').getByText(/Monto/).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await totalDelDashboard(page)).toBe(dashboard(antes + 850000));

    await page.goto(`/operacion/${op._id}`);
    await page.getByRole('button', { name: 'Anular' }).click();
    const dialog = page.getByRole('dialog', { name: 'Anular operación' });
    await dialog.getByRole('button', { name: 'Anular operación' }).click();
    await dialog.getByText('Indicá el motivo de la anulación').waitFor();
    await dialog.getByLabel('Motivo').fill('El comprador desistió');
    await dialog.getByRole('button', { name: 'Anular operación' }).click();
    await page.getByText(/Operación anulada el .* Motivo: El comprador desistió/).waitFor();
    expect(await page.getByRole('button', { name: 'Editar' }).count()).toBe(0);
    // Still listed, marked; out of the dashboard's total.
    await page.goto('/operaciones');
    await page.getByRole('article', { name: `Operación: ${TITULO} (anulada)` }).first().getByText('Anulada').waitFor();
    expect(await totalDelDashboard(page)).toBe(dashboard(antes));
    await page.context().close();
  });
});
