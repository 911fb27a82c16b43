// Roles that fit the work, as an agente meets them at 1366×768 and 390×844: they create a listing and land on it with
// 'Editar' (and no 'Eliminar', which stays the admins'); a listing of the office shows them no 'Editar' until an admin
// assigns it to them on its page ('Asignar a'); Clientes, Consultas and Propiedades open on 'Mías', with 'Todas' one
// click away.
// The agente and their lists are this suite's, so it starts a product of its own.
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
let agenteToken: string;
const AGENTE = 'Ana Agente';

const api = <T = any>(token: string | null, method: string, url: string, body?: unknown) => adminApi<T>(token, method, url, body, product.baseUrl);

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inmo-roles-'));
  product = await startProduct({ dataDir, env: { SEED_DEMO: '0' } });
  adminToken = (await api<{ data: { token: string } }>(null, 'POST', '/user/login', { usuario: product.adminUser, contraseña: product.adminPassword })).data.token;
  await api(adminToken, 'POST', '/admin/nuevo-usuario', { usuario: 'ana', nombre: AGENTE, rol: 'agente', contraseña: 'clave-temporal-2026x' });
  const temporal = (await api<{ data: { token: string } }>(null, 'POST', '/user/login', { usuario: 'ana', contraseña: 'clave-temporal-2026x' })).data.token;
  agenteToken = (await api<{ data: { token: string } }>(temporal, 'POST', '/user/cambiar-contrasena', { actual: 'clave-temporal-2026x', nueva: 'Agente-de-prueba-2026' })).data.token;
  // The office's listing, client and enquiry, none of them the agente's.
  await api(adminToken, 'POST', '/admin/nueva-casa', { titulo: 'Casa de la oficina', operacion: 'venta', localidad: 'Lobos', habitaciones: 2 });
  await api(adminToken, 'POST', '/admin/nuevo-cliente', { nombre: 'Olga', apellido: 'Oficina', dni: nuevoDni(), telefono: '2346 400500', mail: null });
  browser = await launch();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop('SIGINT');
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function agentePage(size: (typeof SIZES)[number]): Promise<Page> {
  return (await staffPage(browser, agenteToken, { ...size, baseUrl: product.baseUrl })).page;
}

describe.each(SIZES)('an agente at $name', (size) => {
  it('creates a listing and lands on it with Editar and without Eliminar; an office listing shows no Editar', async () => {
    const titulo = `Casa del agente ${size.width}`;
    const page = await agentePage(size);
    await page.goto('/nueva-propiedad');
    await page.getByLabel('Tipo de propiedad *').selectOption('Casa');
    await page.getByLabel('Operación *').selectOption('venta');
    await page.getByLabel('Título *').fill(titulo);
    await page.getByLabel('Localidad *').fill('Lobos');
    await page.getByLabel('Dormitorios *').fill('3');
    await page.getByRole('button', { name: 'Crear Propiedad' }).click();
    await page.waitForURL(/\/propiedad\/[0-9a-f-]{36}$/, { timeout: 15_000 });
    const toolbar = page.getByRole('toolbar', { name: 'Herramientas de administración' });
    await toolbar.getByRole('button', { name: 'Editar' }).waitFor();
    expect(await toolbar.getByRole('button', { name: 'Eliminar' }).count()).toBe(0);
    await toolbar.getByRole('button', { name: 'Editar' }).click();
    await page.getByRole('button', { name: 'Guardar' }).waitFor();
    expect(await page.getByRole('button', { name: 'Eliminar' }).count()).toBe(0);

    const oficina = (await api<{ casas: { id: string; titulo: string }[] }>(adminToken, 'GET', '/admin/todas-propiedades?q=oficina&page=1')).casas[0]!;
    await page.goto(`/propiedad/${oficina.id}`);
    await toolbar.waitFor();
    await page.getByRole('link', { name: 'Vista Pública' }).waitFor();
    expect(await toolbar.getByRole('button', { name: 'Editar' }).count()).toBe(0);
    await page.context().close();
  });

  it("opens Propiedades, Clientes and Consultas on 'Mías', with 'Todas' ('Todos' for clientes) one click away", async () => {
    const page = await agentePage(size);
    await page.goto('/propiedades');
    await page.getByRole('button', { name: 'Mis propiedades', pressed: true }).waitFor();
    await page.getByText(`Casa del agente ${size.width}`).first().waitFor();
    expect(await page.getByText('Casa de la oficina').count()).toBe(0);
    await page.getByRole('button', { name: 'Todas' }).click();
    await page.getByText('Casa de la oficina').first().waitFor();

    await page.goto('/clientes');
    await page.getByRole('button', { name: 'Mis clientes', pressed: true }).waitFor();
    expect(await page.getByLabel('Asignado a').inputValue()).toBe('mias');
    await page.getByRole('button', { name: 'Todos', exact: true }).click();
    await page.getByText('Olga Oficina').first().waitFor();

    await page.goto('/consultas');
    await page.getByRole('button', { name: 'Mis consultas', pressed: true }).waitFor();
    expect(await page.getByLabel('Asignada a').inputValue()).toBe('mias');
    await page.getByRole('button', { name: 'Todas' }).click();
    expect(await page.getByLabel('Asignada a').inputValue()).toBe('');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.context().close();
  });

  it("sees the Papelera without Restaurar, which stays the admins'", async () => {
    const titulo = `Casa borrada ${size.width}`;
    const { id } = await api<{ id: string }>(adminToken, 'POST', '/admin/nueva-casa', { titulo, operacion: 'venta', localidad: 'Lobos', habitaciones: 2 });
    await api(adminToken, 'DELETE', `/admin/eliminar-propiedad/${id}`);
    const page = await agentePage(size);
    await page.goto('/propiedades?vista=papelera');
    const card = page.getByRole('listitem').filter({ hasText: titulo });
    await card.getByText('La restaura un administrador.').waitFor();
    expect(await card.getByRole('button', { name: `Restaurar ${titulo}` }).count()).toBe(0);
    await page.context().close();
  });

  it("gets Editar on an office listing once an admin assigns it to them on the listing's page", async () => {
    const titulo = `Casa para asignar ${size.width}`;
    const { id } = await api<{ id: string }>(adminToken, 'POST', '/admin/nueva-casa', { titulo, operacion: 'venta', localidad: 'Lobos', habitaciones: 2 });
    const page = await agentePage(size);
    await page.goto(`/propiedad/${id}`);
    const toolbar = page.getByRole('toolbar', { name: 'Herramientas de administración' });
    await page.getByRole('link', { name: 'Vista Pública' }).waitFor();
    expect(await toolbar.getByRole('button', { name: 'Editar' }).count()).toBe(0);

    const admin = (await staffPage(browser, adminToken, { ...size, baseUrl: product.baseUrl })).page;
    await admin.goto(`/propiedad/${id}`);
    await admin.getByLabel('Asignar a').selectOption({ label: AGENTE });
    await admin.getByText(`Propiedad asignada a ${AGENTE}`).waitFor();
    await admin.context().close();

    await page.reload();
    await toolbar.getByRole('button', { name: 'Editar' }).waitFor();
    await toolbar.getByText(`Asignada a ${AGENTE}`).waitFor();
    await page.context().close();
  });
});
