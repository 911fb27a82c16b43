// A valuation keeps the land apart, at 1366×768 and 390×844: a new 100 m² house valued from three 50-year-old houses
// sold at USD 100.000 reads USD 218.420 (age depreciates the building's 75 % only), the live result shows the land's
// and the building's shares, 'Terreno (% del precio)' moves it (0 %: the whole price depreciated, USD 257.890), and the
// saved valuation shows each comparable's land and building per m² and both shares of the value.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { SIZES, adminApi, launch, nuevoDni, staffPage as staffPageAt } from '../support/env.js';
import { startProduct, type Product } from '../support/product.mjs';

let dataDir: string;
let product: Product;
let browser: Browser;
let token: string;

const call = <T = any>(method: string, url: string, body?: unknown) => adminApi<T>(token, method, url, body, product.baseUrl);

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inmo-tasaciones-terreno-'));
  product = await startProduct({ dataDir, env: { SEED_DEMO: '0' } });
  token = (await adminApi<{ data: { token: string } }>(null, 'POST', '/user/login', { usuario: product.adminUser, contraseña: product.adminPassword }, product.baseUrl)).data.token;
  const cliente = async (nombre: string) => (await call<{ data: { _id: string } }>('POST', '/admin/nuevo-cliente', { nombre, apellido: 'Terreno', dni: nuevoDni(), telefono: '2346 400310', mail: null })).data._id;
  const vendedor = await cliente('Vera');
  const comprador = await cliente('Carlos');
  for (const titulo of ['Casa de 1976 A', 'Casa de 1976 B', 'Casa de 1976 C']) {
    const id = (await call<{ id: string }>('POST', '/admin/nueva-casa', { titulo, operacion: 'venta', localidad: 'Chivilcoy', habitaciones: 2, superficieCubierta: 100, antiguedad: 50, precio: { monto: 100000, moneda: 'USD' } })).id;
    await call('POST', '/admin/nueva-operacion', { operacion: 'venta', propiedad: id, oferente: vendedor, receptor: comprador, montoDinero: 100000, moneda: 'USD' });
  }
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

describe.each(SIZES)("the land's share of a valuation at $name", (size) => {
  it('depreciates only the building, shows both shares and lets staff set the land share', async () => {
    const page = await staffPage(size);
    await page.goto('/nueva-tasacion');
    await page.getByLabel('Localidad', { exact: true }).fill('Chivilcoy');
    await page.getByLabel('Superficie cubierta (m²)', { exact: true }).fill('100');
    await page.getByLabel('Antigüedad (años)', { exact: true }).fill('0');
    expect(await page.getByLabel('Terreno (% del precio)').inputValue()).toBe('25');
    // Both land fields are the kit's amount input: a share typed another way is refused on leaving it, a value per m²
    // is rewritten es-AR and shows what it stores.
    const terreno = page.getByLabel('Terreno (% del precio)');
    expect(await terreno.getAttribute('inputmode')).toBe('decimal');
    await terreno.fill('1.5');
    await terreno.blur();
    await page.getByText('Porcentaje del terreno: no es un número. Escribí el número así: 1.234,56').waitFor();
    await terreno.fill('25');
    const tierra = page.getByLabel('Valor del terreno por m² (USD, opcional)');
    await tierra.pressSequentially('1500');
    await tierra.blur();
    expect(await tierra.inputValue()).toBe('1.500');
    await page.getByText('= US$ 1.500,00').waitFor();
    await tierra.fill('');
    await page.getByRole('button', { name: 'Proponer comparables' }).click();
    await page.getByRole('list', { name: 'Comparables' }).getByRole('checkbox').nth(2).waitFor();
    await page.getByText('USD 218.420', { exact: true }).waitFor();
    expect(await page.getByTestId('partes').textContent()).toBe('Terreno: USD 54.605 (25 %, sin depreciar) · Edificio: USD 163.815');
    await page.getByText(/terreno 25 % sin depreciar/).first().waitFor();
    // 0 %: the whole price is depreciated (× 2,5789).
    await page.getByLabel('Terreno (% del precio)').fill('0');
    await page.getByText('USD 257.890', { exact: true }).waitFor();
    await page.getByLabel('Terreno (% del precio)').fill('25');
    await page.getByText('USD 218.420', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Guardar tasación' }).click();
    await page.waitForURL('**/tasacion/*');
    await page.getByTestId('valor-sugerido').waitFor();
    expect(await page.getByTestId('valor-sugerido').textContent()).toBe('USD 218.420');
    expect(await page.getByTestId('partes').textContent()).toBe('Terreno: USD 54.605 (25 %, sin depreciar) · Edificio: USD 163.815');
    await page.getByText('Terreno (no se deprecia)').first().waitFor();
    await page.getByText('USD 250 por m² (25 %)').first().waitFor();
    await page.getByText('Coef. sobre el precio (solo el edificio se deprecia)').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.context().close();
  });
});
