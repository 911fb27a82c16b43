// Consultas as a workflow, at 1366×768 and 390×844: a reply sent with an enquiry's 'Responder por Email' or 'Responder
// por WhatsApp' is logged (channel, who) under 'Respuestas' and the enquiry shows 'Respondida' without marking it by
// hand; 'Crear cliente' from an assigned enquiry saves a client without a DNI, assigned to the enquiry's agent.
// It starts a product of its own (the inbox and the team are this suite's).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { SIZES, adminApi, launch, staffPage as staffPageAt, type PageOptions } from '../support/env.js';
import { startProduct, type Product } from '../support/product.mjs';

let dataDir: string;
let product: Product;
let browser: Browser;
let token: string;
const call = <T = any>(method: string, url: string, body?: unknown) => adminApi<T>(token, method, url, body, product.baseUrl);
const staffPage = (b: Browser, t: string, size: PageOptions) => staffPageAt(b, t, { ...size, baseUrl: product.baseUrl });

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inmo-enq-'));
  product = await startProduct({ dataDir, env: { SEED_DEMO: '0' } });
  token = (await adminApi<{ data: { token: string } }>(null, 'POST', '/user/login', { usuario: product.adminUser, contraseña: product.adminPassword }, product.baseUrl)).data.token;
  browser = await launch();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await product?.stop('SIGINT');
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function nuevaConsulta(nombre: string): Promise<{ _id: string }> {
  // Each enquiry from another person (by e-mail and phone): none of them is a client yet.
  const email = `${nombre.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@correo.example`;
  const telefono = `2346 15-${String(400000 + Math.floor(Math.random() * 99999))}`;
  await adminApi(null, 'POST', '/user/contacto', { nombre, email, telefono, asunto: 'Busco alquilar', mensaje: 'Quisiera más información.' }, product.baseUrl);
  const r = await call<{ data: { _id: string; nombre: string }[] }>('GET', `/admin/consultas?q=${encodeURIComponent(nombre)}`);
  return r.data.find((c) => c.nombre === nombre)!;
}

describe.each(SIZES)('Consultas as a workflow at $name', (size) => {
  const tag = `${size.width}${Date.now().toString(36).slice(-5)}`;

  it.each(['Email', 'WhatsApp'] as const)('logs a reply sent by %s and shows the enquiry answered', async (canal) => {
    const nombre = `Rita ${canal} ${tag}`;
    await nuevaConsulta(nombre);
    const { context, page } = await staffPage(browser, token, size);
    // The links leave for the mail program or WhatsApp: the test stays on the inbox.
    await context.route(/wa\.me|api\.whatsapp\.com/, (route) => route.fulfill({ status: 204, body: '' }));
    await page.goto('/consultas');
    const item = page.getByRole('article', { name: `Consulta de ${nombre}` });
    await item.getByText('Sin responder').waitFor();
    await item.getByRole('button', { name: new RegExp(nombre) }).click();
    const link = item.getByRole('link', { name: `Responder por ${canal}` });
    if (canal === 'Email') await link.evaluate((a) => a.addEventListener('click', (e) => e.preventDefault()));
    await link.click();
    await page.getByText(`Respuesta por ${canal} registrada`).waitFor();
    await item.getByText('Respondida', { exact: true }).waitFor();
    await item.getByTestId('consulta-respuestas').getByText(new RegExp(`${canal} · Administrador`)).waitFor();
    expect(await item.getByText('Sin responder').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();
  });

  it("creates a client from an assigned enquiry without a DNI, keeping the enquiry's agent", async () => {
    const nombre = `Ciro Interesado${tag}`;
    const c = await nuevaConsulta(nombre);
    await call('PUT', `/admin/consultas/${c._id}/asignar`, { usuario: (await call<{ data: { _id: string } }>('GET', '/user/cuenta')).data._id });
    const { context, page } = await staffPage(browser, token, size);
    await page.goto('/consultas');
    const item = page.getByRole('article', { name: `Consulta de ${nombre}` });
    await item.getByRole('button', { name: new RegExp(nombre) }).click();
    await item.getByRole('link', { name: 'Crear cliente' }).click();
    await page.waitForURL('**/nuevo-cliente?**');
    await page.getByTestId('nc-asignado').getByText('Asignado a Administrador').waitFor();
    expect(await page.getByLabel('DNI (opcional)').inputValue()).toBe('');
    await page.getByRole('button', { name: 'Crear Cliente' }).click();
    await page.getByText('Cliente creado correctamente.').waitFor();
    const found = await call<{ data: { dni: string; asignadoA: { nombre: string } | null }[] }>('GET', `/admin/clientes?q=${encodeURIComponent(`Interesado${tag}`)}`);
    expect(found.data.map((x) => [x.dni, x.asignadoA?.nombre])).toEqual([['', 'Administrador']]);
    await context.close();
  });
});
