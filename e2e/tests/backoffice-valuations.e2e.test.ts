// A valuation from the form to the report, at 1366×768 and 390×844: /tasaciones → '+ Nueva Tasación', the subject
// (a 150 m² house in Chivilcoy; at 1366×768 filled in from the agency's own listing), 'Proponer comparables' brings
// the agency's three closed sales (1,000, 1,100 and 1,200 USD per m²), the live result reads USD 165.000; the first
// sale's price and a −5 % adjustment edited in place move it to USD 171.000, and the saved comparable keeps them; 'Guardar
// tasación' opens the valuation with every coefficient beside its comparable, the PDF downloads, the owner's link
// serves the report and is revoked, the dashboard counts the valuation, and 'Editar' corrects it in place with its
// history saying so. Its own product without demo data, so the proposal holds only these sales.
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
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inmo-tasaciones-'));
  product = await startProduct({ dataDir, env: { SEED_DEMO: '0' } });
  token = (await adminApi<{ data: { token: string } }>(null, 'POST', '/user/login', { usuario: product.adminUser, contraseña: product.adminPassword }, product.baseUrl)).data.token;
  await call('PUT', '/admin/inmobiliaria', { nombre: 'Inmobiliaria Tasadora', matricula: 'CMCPSI 777', colegio: 'Colegio de Martilleros de Mercedes', cotizacionDolar: { valor: 1200, fecha: '2026-11-20' } });
  const cliente = async (nombre: string) => (await call<{ data: { _id: string } }>('POST', '/admin/nuevo-cliente', { nombre, apellido: 'Tasaciones', dni: nuevoDni(), telefono: '2346 400300', mail: null })).data._id;
  const vendedor = await cliente('Vera');
  const comprador = await cliente('Carlos');
  for (const [titulo, monto] of [['Casa vendida a mil', 100000], ['Casa vendida a mil cien', 110000], ['Casa vendida a mil doscientos', 120000]] as const) {
    const id = (await call<{ id: string }>('POST', '/admin/nueva-casa', { titulo, operacion: 'venta', localidad: 'Chivilcoy', habitaciones: 2, superficieCubierta: 100, precio: { monto, moneda: 'USD' } })).id;
    await call('POST', '/admin/nueva-operacion', { operacion: 'venta', propiedad: id, oferente: vendedor, receptor: comprador, montoDinero: monto, moneda: 'USD' });
  }
  // The house to value, already listed by the agency (no price yet: not a comparable of itself).
  await call('POST', '/admin/nueva-casa', { titulo: 'Casa de Vera para tasar', operacion: 'venta', localidad: 'Chivilcoy', calle: 'Rivadavia', altura: 250, habitaciones: 3, superficieCubierta: 150 });
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

const sinDesborde = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe.each(SIZES)('a valuation at $name', (size) => {
  it('goes from the form with proposed comparables and a live result to the report and the owner’s link', async () => {
    const page = await staffPage(size);
    await page.goto('/tasaciones');
    await page.getByRole('heading', { name: 'Tasaciones', exact: true }).waitFor();
    await page.getByRole('link', { name: '+ Nueva Tasación' }).click();
    await page.waitForURL('**/nueva-tasacion');
    if (size.width > 500) {
      // Choosing the agency's listing fills the subject in.
      await page.getByRole('combobox', { name: 'Propiedad de la inmobiliaria (opcional)' }).fill('Vera');
      await page.getByRole('option', { name: /Casa de Vera para tasar/ }).click();
      await page.getByRole('group', { name: 'Propiedad de la inmobiliaria (opcional)' }).waitFor();
      expect(await page.getByLabel('Localidad', { exact: true }).inputValue()).toBe('Chivilcoy');
      expect(await page.getByLabel('Dirección', { exact: true }).inputValue()).toBe('Rivadavia 250');
      expect(await page.getByLabel('Superficie cubierta (m²)', { exact: true }).inputValue()).toBe('150');
    } else {
      await page.getByLabel('Localidad', { exact: true }).fill('Chivilcoy');
      await page.getByLabel('Superficie cubierta (m²)', { exact: true }).fill('150');
    }
    await page.getByRole('button', { name: 'Proponer comparables' }).click();
    const comparables = page.getByRole('list', { name: 'Comparables' }).getByRole('checkbox');
    await comparables.nth(2).waitFor();
    expect(await comparables.count()).toBe(3);
    expect(await page.getByTestId('valor-sugerido').textContent()).toBe('USD 165.000');
    // Unticking one changes the live result; fewer than three says so.
    await comparables.first().uncheck();
    await page.getByText('Se necesitan al menos 3 comparables').waitFor();
    await comparables.first().check();
    await page.getByTestId('valor-sugerido').waitFor();
    expect(await page.getByTestId('valor-sugerido').textContent()).toBe('USD 165.000');
    // The sale at 1,000 per m² edited in place: 120,000 and −5 % for its location → 1,140 per m², the new median.
    await page.getByRole('button', { name: /^Editar comparable \d: Casa vendida a mil$/ }).click();
    const edicion = page.getByRole('group', { name: /^Datos del comparable \d$/ });
    await edicion.getByLabel('Precio del comparable', { exact: true }).fill('120000');
    await page.getByText('USD 180.000', { exact: true }).waitFor();
    await edicion.getByRole('button', { name: 'Agregar ajuste' }).click();
    await edicion.getByLabel('Concepto del ajuste 1', { exact: true }).fill('Ubicación');
    await edicion.getByLabel('Porcentaje del ajuste 1 (%)', { exact: true }).fill('-5');
    await page.getByText('USD 171.000', { exact: true }).waitFor();
    const editado = page.getByRole('list', { name: 'Comparables' }).getByRole('listitem').filter({ has: page.getByRole('button', { name: /: Casa vendida a mil$/ }) });
    await editado.getByText(/Precio por m² ajustado: USD 1\.140 \(coef\. total 0,95\)/).waitFor();
    for (const boton of await edicion.getByRole('button').all()) expect((await boton.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await sinDesborde(page)).toBe(true);
    await page.getByRole('button', { name: /^Cerrar comparable \d: Casa vendida a mil$/ }).click();
    await page.getByRole('button', { name: 'Guardar tasación' }).click();
    await page.waitForURL(/\/tasacion\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').pop()!;
    expect(await page.getByTestId('valor-sugerido').textContent()).toBe('USD 171.000');
    await page.getByText('En pesos: $ 205.200.000', { exact: false }).waitFor();
    const guardada = (await call<{ data: { comparables: any[] } }>('GET', `/admin/tasacion/${id}`)).data;
    expect(guardada.comparables.find((c) => c.titulo === 'Casa vendida a mil')).toMatchObject({
      precio: 120000, moneda: 'USD', superficieCubierta: 100, ajustes: [{ concepto: 'Ubicación', porcentaje: -5 }], coeficientes: { ajustes: 0.95 }, precioM2Ajustado: 1140,
    });
    const tarjetas = page.getByRole('list', { name: 'Comparables' }).getByRole('article');
    expect(await tarjetas.count()).toBe(3);
    expect(await tarjetas.first().getByText('Coef. antigüedad').count()).toBe(1);
    expect(await sinDesborde(page)).toBe(true);

    // The report downloads as a PDF.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar informe (PDF)' }).click()]);
    const file = await download.path();
    expect(fs.readFileSync(file!).subarray(0, 5).toString()).toBe('%PDF-');

    // The owner's link serves the report until it is revoked.
    await page.getByRole('button', { name: 'Crear enlace' }).click();
    const enlace = (await page.getByTestId('enlace-propietario').textContent())!;
    expect(enlace).toMatch(/\/api\/user\/tasacion-compartida\//);
    const visto = await fetch(enlace.replace(/^https?:\/\/[^/]+/, product.baseUrl));
    expect(visto.status).toBe(200);
    expect(visto.headers.get('content-type')).toBe('application/pdf');
    await page.getByRole('button', { name: 'Revocar enlace' }).click();
    await page.getByRole('button', { name: 'Crear enlace' }).waitFor();
    expect((await fetch(enlace.replace(/^https?:\/\/[^/]+/, product.baseUrl))).status).toBe(404);

    // Listed, and counted on the dashboard.
    await page.goto('/tasaciones');
    await page.getByRole('link', { name: 'Casa en Chivilcoy' }).first().waitFor();
    expect((await call<{ total: number }>('GET', '/admin/tasaciones')).total).toBeGreaterThanOrEqual(1);
    await page.goto('/dashboard');
    const card = page.getByTestId('tasaciones-del-mes');
    await card.waitFor();
    const resumen = (await call<{ data: { delMes: number } }>('GET', '/admin/tasaciones/resumen')).data;
    expect(await card.getByText(String(resumen.delMes), { exact: true }).count()).toBe(1);

    // Corrected in place: 200 m² at the same comparables; the history names the change.
    await page.goto(`/tasacion/${id}`);
    await page.getByRole('button', { name: 'Editar', exact: true }).click();
    await page.getByLabel('Superficie cubierta (m²)', { exact: true }).fill('200');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Tasación actualizada').first().waitFor();
    expect(await page.getByTestId('valor-sugerido').textContent()).toBe('USD 228.000');
    await page.getByTestId('historial').getByText(/Valor sugerido/).first().waitFor();
    expect(await sinDesborde(page)).toBe(true);
    expect((await call<{ data: { version: number } }>('GET', `/admin/tasacion/${id}`)).data.version).toBeGreaterThan(1);
    await page.context().close();
  });
});
