// Assignment, as staff meet it at 1366×768 and 390×844: a member of staff assigns an enquiry and a client to
// themselves ('Asignar a'), and 'Mis consultas' / 'Mis clientes' then show theirs and not another user's; the empty
// state's 'Limpiar filtros' clears the new filter too.
// 'Mis …' must tell this suite's users apart from those of every other suite, so this file starts a product of its
// own, where an admin adds a second member of staff on 'Usuarios' (POST /api/admin/nuevo-usuario).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { SIZES, adminApi, launch, nuevoDni, staffPage as staffPageAt } from '../support/env.js';
import { startProduct, type Product } from '../support/product.mjs';

const OTRO = 'Beto Asignaciones';
let dataDir: string;
let product: Product;
let browser: Browser;
let token: string;
let otroId: string;

const call = <T = any>(method: string, url: string, body?: unknown) => adminApi<T>(token, method, url, body, product.baseUrl);

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inmo-assign-'));
  const env = { SEED_DEMO: '0' };
  product = await startProduct({ dataDir, env });
  token = (await adminApi<{ data: { token: string } }>(null, 'POST', '/user/login', { usuario: product.adminUser, contraseña: product.adminPassword }, product.baseUrl)).data.token;
  await call('POST', '/admin/nuevo-usuario', { usuario: 'beto', nombre: OTRO, rol: 'agente', contraseña: 'clave-temporal-2026x' });
  const equipo = await call<{ data: { _id: string; nombre: string }[] }>('GET', '/admin/equipo');
  otroId = equipo.data.find((u) => u.nombre === OTRO)!._id;
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

/** Nothing wider than the screen (a phone's page never scrolls sideways). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

describe.each(SIZES)('assignment at $name', (size) => {
  const tag = `${size.width}${Math.random().toString(36).slice(2, 6)}`;

  it("assigns an enquiry to oneself, and 'Mis consultas' shows it and not another user's", async () => {
    const mia = `Mía ${tag}`;
    const ajena = `Ajena ${tag}`;
    for (const nombre of [ajena, mia]) {
      await adminApi(null, 'POST', '/user/contacto', { nombre, email: 'visita@correo.example', telefono: '', asunto: 'Consulta', mensaje: 'Quisiera más información.' }, product.baseUrl);
    }
    const todas = await call<{ data: { _id: string; nombre: string }[] }>('GET', '/admin/consultas?limit=100');
    await call('PUT', `/admin/consultas/${todas.data.find((c) => c.nombre === ajena)!._id}/asignar`, { usuario: otroId });

    const page = await staffPage(size);
    await page.goto('/consultas');
    const item = page.getByRole('article', { name: `Consulta de ${mia}` });
    await item.getByRole('button', { name: new RegExp(mia) }).click();
    await item.getByLabel('Asignar a').selectOption({ label: 'Administrador' });
    await page.getByText('Consulta asignada a Administrador').waitFor();
    await item.getByText('Asignada a Administrador').waitFor();
    await page.getByRole('article', { name: `Consulta de ${ajena}` }).getByText(`Asignada a ${OTRO}`).waitFor();

    await page.getByLabel('Asignada a').selectOption({ label: 'Mis consultas' });
    await page.waitForFunction((nombre) => !document.body.innerText.includes(nombre), ajena);
    expect(await page.getByRole('article', { name: `Consulta de ${mia}` }).isVisible()).toBe(true);
    expect(await page.getByRole('article', { name: `Consulta de ${ajena}` }).count()).toBe(0);
    await expectNoSidewaysScroll(page);

    // The other user's, chosen by name, has theirs only.
    await page.getByLabel('Asignada a').selectOption({ label: OTRO });
    await page.getByRole('article', { name: `Consulta de ${ajena}` }).waitFor();
    expect(await page.getByRole('article', { name: `Consulta de ${mia}` }).count()).toBe(0);

    // Nothing under both filters: 'Limpiar filtros' clears 'Asignada a' too.
    await page.getByLabel('Asignada a').selectOption({ label: 'Mis consultas' });
    await page.getByLabel('Mostrar').selectOption({ label: 'Respondidas' });
    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    expect(await page.getByLabel('Asignada a').inputValue()).toBe('');
    expect(await page.getByLabel('Mostrar').inputValue()).toBe('');
    await page.getByRole('article', { name: `Consulta de ${ajena}` }).waitFor();
    await page.context().close();
  });

  it("assigns a client to oneself in the client form, and 'Mis clientes' shows it and not another user's", async () => {
    const nuevo = (nombre: string) => call<{ data: { _id: string } }>('POST', '/admin/nuevo-cliente', { nombre, apellido: `Cliente${tag}`, dni: nuevoDni(), telefono: '2346 400200', mail: null });
    const mio = (await nuevo('Propio')).data._id;
    const ajeno = (await nuevo('Ajeno')).data;
    const guardado = await call<{ data: { version: number } }>('GET', `/admin/cliente/${ajeno._id}`);
    await call('PUT', `/admin/editar-cliente/${ajeno._id}`, { ...guardado.data, asignadoA: otroId });

    const page = await staffPage(size);
    await page.goto(`/cliente/${mio}`);
    await page.getByRole('button', { name: 'Editar' }).click();
    await page.getByLabel('Asignar a').selectOption({ label: 'Administrador' });
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Cambios guardados correctamente').waitFor();
    const asignacion = page.getByRole('region', { name: 'Asignación' });
    await asignacion.getByText('Administrador').waitFor();

    await page.goto('/clientes');
    await page.getByLabel('Buscar por nombre').fill(`Cliente${tag}`);
    await page.getByRole('link', { name: new RegExp(`Ajeno Cliente${tag}`) }).waitFor();
    await page.getByLabel('Asignado a').selectOption({ label: 'Mis clientes' });
    await page.getByRole('link', { name: new RegExp(`Ajeno Cliente${tag}`) }).waitFor({ state: 'detached' });
    const propio = page.getByRole('link', { name: new RegExp(`Propio Cliente${tag}`) });
    expect(await propio.isVisible()).toBe(true);
    expect(await propio.getByText('Administrador').isVisible()).toBe(true);
    await expectNoSidewaysScroll(page);

    // 'Limpiar filtros' from an empty result clears the assignee filter as well as the search.
    await page.getByLabel('Buscar por nombre').fill(`nadie-${tag}`);
    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    expect(await page.getByLabel('Asignado a').inputValue()).toBe('');
    expect(await page.getByLabel('Buscar por nombre').inputValue()).toBe('');
    await page.context().close();
  });
});
