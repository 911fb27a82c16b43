// A valuation is its agent's, as staff meet it at 1366×768 and 390×844: on an agente's own valuation 'Editar',
// 'Convertir en propiedad', 'Renovar enlace' and 'Revocar enlace' are there, and renewing the owner's link puts a new
// one in place and a line in the Historial; on another agent's valuation none of them shows, only the report and a
// note naming who may change it. Its own product without demo data.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { SIZES, adminApi, launch, nuevoDni, staffPage } from '../support/env.js';
import { startProduct, type Product } from '../support/product.mjs';

let dataDir: string;
let product: Product;
let browser: Browser;
let adminToken: string;
const agentes: Record<string, string> = {};
let cliente: string;

const api = <T = any>(token: string | null, method: string, url: string, body?: unknown) => adminApi<T>(token, method, url, body, product.baseUrl);

async function agente(usuario: string, nombre: string): Promise<string> {
  await api(adminToken, 'POST', '/admin/nuevo-usuario', { usuario, nombre, rol: 'agente', contraseña: 'clave-temporal-2026x' });
  const temporal = (await api<{ data: { token: string } }>(null, 'POST', '/user/login', { usuario, contraseña: 'clave-temporal-2026x' })).data.token;
  return (await api<{ data: { token: string } }>(temporal, 'POST', '/user/cambiar-contrasena', { actual: 'clave-temporal-2026x', nueva: `Clave-propia-${usuario.length}-2026x` })).data.token;
}

const tasacion = async (token: string, localidad: string) =>
  (await api<{ data: { _id: string } }>(token, 'POST', '/admin/nueva-tasacion', {
    sujeto: { tipo: 'Casa', localidad, direccion: 'Rivadavia 250', superficieCubierta: 150 }, moneda: 'USD', cliente,
    comparables: [100000, 110000, 120000].map((precio) => ({ fuente: 'manual', precio, moneda: 'USD', superficieCubierta: 100 })),
  })).data._id;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inmo-tasacion-roles-'));
  product = await startProduct({ dataDir, env: { SEED_DEMO: '0' } });
  adminToken = (await api<{ data: { token: string } }>(null, 'POST', '/user/login', { usuario: product.adminUser, contraseña: product.adminPassword })).data.token;
  agentes.ana = await agente('ana', 'Ana Tasadora');
  agentes.beto = await agente('beto', 'Beto Vecino');
  cliente = (await api<{ data: { _id: string } }>(adminToken, 'POST', '/admin/nuevo-cliente', { nombre: 'Olga', apellido: 'Dueña', dni: nuevoDni(), telefono: '2346 400600', mail: null })).data._id;
  browser = await launch();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop('SIGINT');
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function pageOf(token: string, size: (typeof SIZES)[number]): Promise<Page> {
  return (await staffPage(browser, token, { ...size, baseUrl: product.baseUrl })).page;
}
const sinDesborde = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe.each(SIZES)('valuation roles at $name', (size) => {
  it("shows an agente every change on their own valuation, and renewing the owner's link is in its history", async () => {
    const id = await tasacion(agentes.ana!, `Chivilcoy ${size.width}`);
    await api(agentes.ana!, 'POST', `/admin/tasacion/${id}/enlace`);
    const page = await pageOf(agentes.ana!, size);
    await page.goto(`/tasacion/${id}`);
    const valor = page.getByRole('region', { name: 'Valor de la tasación' });
    await valor.getByRole('button', { name: 'Editar' }).waitFor();
    await valor.getByRole('button', { name: 'Convertir en propiedad' }).waitFor();
    const panel = page.getByRole('region', { name: 'Enlace para el propietario' });
    const antes = await panel.getByTestId('enlace-propietario').textContent();
    await panel.getByRole('button', { name: 'Renovar enlace' }).click();
    await page.waitForFunction((viejo) => document.querySelector('[data-testid="enlace-propietario"]')?.textContent !== viejo, antes);
    await panel.getByRole('button', { name: 'Revocar enlace' }).waitFor();
    expect(await page.getByTestId('solo-lectura').count()).toBe(0);
    expect(await sinDesborde(page)).toBe(true);
    const h = await api<{ data: { usuario: { nombre: string }; cambios: { campo: string; despues: unknown }[] }[] }>(adminToken, 'GET', `/admin/historial/tasacion/${id}`);
    expect(h.data[0]).toMatchObject({ usuario: { nombre: 'Ana Tasadora' }, cambios: [{ campo: 'enlace', despues: 'renovado' }] });
    await page.context().close();
  });

  it("hides every change from another agent's valuation and says who may make them", async () => {
    const id = await tasacion(agentes.ana!, `Suipacha ${size.width}`);
    await api(agentes.ana!, 'POST', `/admin/tasacion/${id}/enlace`);
    const page = await pageOf(agentes.beto!, size);
    await page.goto(`/tasacion/${id}`);
    await page.getByTestId('solo-lectura').waitFor();
    expect(await page.getByTestId('solo-lectura').textContent()).toBe('Solo Ana Tasadora, que hizo esta tasación, o un administrador pueden modificarla.');
    const valor = page.getByRole('region', { name: 'Valor de la tasación' });
    await valor.getByRole('button', { name: 'Descargar informe (PDF)' }).waitFor();
    for (const name of ['Editar', 'Convertir en propiedad', 'Renovar enlace', 'Revocar enlace', 'Crear enlace']) {
      expect({ name, count: await page.getByRole('button', { name, exact: true }).count() }).toEqual({ name, count: 0 });
    }
    // The link itself stays readable for staff to copy.
    await page.getByRole('region', { name: 'Enlace para el propietario' }).getByRole('button', { name: 'Copiar enlace' }).waitFor();
    expect(await sinDesborde(page)).toBe(true);
    await page.context().close();
  });
});
