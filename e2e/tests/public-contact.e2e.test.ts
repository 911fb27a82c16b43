// The contact page (spec §2 Contact, §5, §8, §9): fields and asunto options, validation before any request,
// 'Enviando...' while sending, the success and error texts (they stay: public-mobile.e2e.test.ts), the
// hidden honeypot, and the office details.
import type { Browser, Page } from 'playwright-core';
import { ASUNTOS_CONTACTO } from '@inmo/contracts';
import { SIZES, adminApi, launch, loseFirstReply, newPage, openApp } from '../support/env.js';
import { adminToken, agencia, createProperty, unique } from './public-support.js';

const EXITO = '✅ Tu consulta fue enviada con éxito. En breve nos pondremos en contacto.';
const ERROR = '❌ Ocurrió un error al enviar tu consulta. Por favor intentá nuevamente.';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function fill(page: Page, nombre: string) {
  await page.getByLabel('Nombre completo').fill(nombre);
  await page.getByLabel('Email').fill('visitante@example.com');
  await page.getByLabel('Teléfono').fill('2346 555555');
  await page.getByLabel('Asunto').selectOption('Necesito una tasación');
  await page.getByLabel('Mensaje').fill('Quisiera tasar mi casa.');
}

describe('contact page', () => {
  it('offers the spec fields, asunto options and the office details', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/contacto');
    for (const label of ['Nombre completo', 'Email', 'Teléfono', 'Asunto', 'Mensaje']) await page.getByLabel(label).waitFor();
    expect(await page.getByLabel('Email').getAttribute('type')).toBe('email');
    expect(await page.getByLabel('Mensaje').getAttribute('rows')).toBe('4');
    const options = await page.getByLabel('Asunto').locator('option').allTextContents();
    expect(options.slice(1)).toEqual([...ASUNTOS_CONTACTO]);
    const office = page.getByRole('complementary', { name: 'Nuestra oficina' });
    const AGENCIA = await agencia();
    await office.getByText(AGENCIA.direccion, { exact: false }).waitFor();
    await office.getByText(AGENCIA.horario).waitFor();
    expect(await office.getByRole('link', { name: AGENCIA.email }).getAttribute('href')).toBe(`mailto:${AGENCIA.email}`);
    expect(await office.getByRole('link', { name: AGENCIA.telefono }).getAttribute('href')).toMatch(/^tel:\+?\d+$/);
    await context.close();
  });

  it("downloads the checks only once the form is touched; without them the API says each field's message", async () => {
    const { context, page } = await newPage(browser);
    const checks: string[] = [];
    page.on('request', (r) => r.url().includes('contacto-validacion') && checks.push(r.url()));
    await openApp(page, '/contacto');
    await page.waitForLoadState('networkidle');
    expect(checks).toEqual([]);
    // The checks' chunk cannot be had: the form is sent as it is and the API's 400 marks the fields.
    await context.route('**/contacto-validacion*', (route) => route.abort());
    await page.getByLabel('Nombre completo').fill('Ana');
    await page.getByRole('button', { name: 'Enviar consulta' }).click();
    await page.getByText('Ingrese su email').waitFor();
    await page.getByText('Seleccione un asunto').waitFor();
    expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    expect(checks.length).toBeGreaterThan(0);
    await context.close();
  });

  it('validates the required fields and the email shape before sending anything', async () => {
    const { context, page } = await newPage(browser);
    let posts = 0;
    await context.route('**/api/user/contacto', (route) => {
      posts++;
      return route.continue();
    });
    await page.goto('/contacto');
    await page.getByRole('button', { name: 'Enviar consulta' }).click();
    for (const msg of ['Ingrese su nombre completo', 'Ingrese su email', 'Seleccione un asunto', 'Escriba su mensaje']) await page.getByText(msg).waitFor();
    expect(await page.getByLabel('Nombre completo').getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('nombre');
    await fill(page, 'Ana Pérez');
    await page.getByLabel('Email').fill('no-es-un-email');
    await page.getByRole('button', { name: 'Enviar consulta' }).click();
    await page.getByText('Ingrese un email válido').waitFor();
    expect(await page.getByText('Ingrese su nombre completo').count()).toBe(0);
    expect(posts).toBe(0);
    await context.close();
  });

  it("sends: 'Enviando...' disabled while sending, then the success text and an empty form", async () => {
    const { context, page } = await newPage(browser);
    let body: Record<string, unknown> | null = null;
    await context.route('**/api/user/contacto', async (route) => {
      body = route.request().postDataJSON();
      await new Promise((r) => setTimeout(r, 700));
      await route.continue();
    });
    await page.goto('/contacto');
    const nombre = unique('Consulta e2e');
    await fill(page, nombre);
    await page.getByRole('button', { name: 'Enviar consulta' }).click();
    const sending = page.getByRole('button', { name: 'Enviando...' });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    const result = page.getByRole('status').filter({ hasText: EXITO });
    await result.waitFor();
    expect(body).toMatchObject({ nombre, email: 'visitante@example.com', telefono: '2346 555555', asunto: 'Necesito una tasación', mensaje: 'Quisiera tasar mi casa.', sitioWeb: '' });
    expect(await page.getByLabel('Nombre completo').inputValue()).toBe('');
    expect(await page.getByLabel('Asunto').inputValue()).toBe('');
    await page.getByRole('button', { name: 'Enviar consulta' }).waitFor();
    await context.close();
  });

  it.each(SIZES)('a reply lost on the way ($name): the form sends again with the same Idempotency-Key and the enquiry is stored once', async (size) => {
    const { context, page } = await newPage(browser, size);
    // The API saves it; its reply never reaches the browser.
    const keys = await loseFirstReply(context, '**/api/user/contacto');
    await page.goto('/contacto');
    const nombre = unique('Consulta perdida');
    await fill(page, nombre);
    await page.getByRole('button', { name: 'Enviar consulta' }).click();
    await page.getByRole('status').filter({ hasText: EXITO }).waitFor();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[\x21-\x7e]{16,255}$/);
    expect(keys[1]).toBe(keys[0]);
    const stored = await adminApi<{ data: { nombre: string }[] }>(await adminToken(), 'GET', `/admin/consultas?q=${encodeURIComponent(nombre)}`);
    expect(stored.data.map((c) => c.nombre)).toEqual([nombre]);
    // The next enquiry is another submit: another key.
    await fill(page, `${nombre} otra`);
    await page.getByRole('button', { name: 'Enviar consulta' }).click();
    for (let i = 0; i < 100 && keys.length < 3; i++) await page.waitForTimeout(50);
    expect(keys).toHaveLength(3);
    expect(keys[2]).not.toBe(keys[0]);
    await context.close();
  });

  it.each(SIZES)('a reserved listing ($name): the form says it takes no enquiries and the enquiry goes without it', async (size) => {
    const titulo = unique('Casa reservada');
    const id = await createProperty('Casa', { titulo, operacion: 'venta', habitaciones: 3, precio: { monto: 90000, moneda: 'USD', visible: true } });
    await adminApi(await adminToken(), 'PUT', `/admin/estado-propiedad/${id}`, { estado: 'Reservada', motivo: 'Seña recibida' });
    const { context, page } = await newPage(browser, size);
    await page.goto(`/contacto?propiedad=${id}`);
    const about = page.getByTestId('contacto-propiedad');
    await about.getByText('está reservada y no recibe consultas', { exact: false }).waitFor();
    expect(await about.getByRole('link', { name: titulo }).getAttribute('href')).toBe(`/propiedad/${id}`);
    expect(await page.getByLabel('Mensaje').inputValue()).toBe('');
    const nombre = unique('Consulta sin propiedad');
    await fill(page, nombre);
    await page.getByRole('button', { name: 'Enviar consulta' }).click();
    await page.getByRole('status').filter({ hasText: EXITO }).waitFor();
    const stored = await adminApi<{ data: { nombre: string; propiedad: unknown }[] }>(await adminToken(), 'GET', `/admin/consultas?q=${encodeURIComponent(nombre)}`);
    expect(stored.data.map((c) => [c.nombre, c.propiedad ?? null])).toEqual([[nombre, null]]);
    await context.close();
  });

  it('shows the error text when the server fails, and keeps what was typed', async () => {
    const { context, page } = await newPage(browser);
    await context.route('**/api/user/contacto', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, error: 'Error interno del servidor' }) }),
    );
    await page.goto('/contacto');
    await fill(page, 'Carla Gómez');
    await page.getByRole('button', { name: 'Enviar consulta' }).click();
    await page.getByRole('alert').filter({ hasText: ERROR }).waitFor();
    expect(await page.getByLabel('Nombre completo').inputValue()).toBe('Carla Gómez');
    await context.close();
  });

  it('keeps the honeypot out of reach: hidden from assistive technology and skipped by Tab', async () => {
    const { context, page } = await newPage(browser);
    await openApp(page, '/contacto');
    const trap = page.locator('input[name="sitioWeb"]');
    expect(await trap.getAttribute('tabindex')).toBe('-1');
    expect(await trap.evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Sitio web' }).count()).toBe(0);
    await page.getByLabel('Mensaje').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Enviar consulta');
    await context.close();
  });
});
