// Visits as staff meet them at 1366×768 and 390×844: 'Programar Visita' on a client's page opens the Agenda's form
// with the client chosen; the visit booked shows in the week per agent (on a phone, in the day's list); a visitor's
// request shows 'Pendiente de confirmar' and when it expires, and is confirmed after a call ('Confirmado por teléfono',
// the e-mail given on it), which its history then shows; an agente who is not the visit's agent sees no Confirmar and
// no Resultado on it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { horaLocalAR } from '@inmo/contracts';
import { SIZES, adminApi, launch, nuevoDni, staffPage as staffPageAt } from '../support/env.js';
import { startProduct, type Product } from '../support/product.mjs';

let dataDir: string;
let product: Product;
let browser: Browser;
let token: string;
let propiedad: string;
let codigo: string;
let cliente: string;
let agenteToken: string;
const TITULO = 'Casa para visitar';
const DIAS = ['Dom', 'Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb'];

const call = <T = any>(method: string, url: string, body?: unknown) => adminApi<T>(token, method, url, body, product.baseUrl);

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inmo-visits-'));
  product = await startProduct({ dataDir, env: { SEED_DEMO: '0' } });
  token = (await adminApi<{ data: { token: string } }>(null, 'POST', '/user/login', { usuario: product.adminUser, contraseña: product.adminPassword }, product.baseUrl)).data.token;
  propiedad = (await call<{ id: string }>('POST', '/admin/nueva-casa', { titulo: TITULO, operacion: 'venta', calle: 'Moreno', altura: 800, localidad: 'Chivilcoy', habitaciones: 3 })).id;
  codigo = (await call<{ propiedad: { codigo: string } }>('GET', `/user/propiedad/${propiedad}`)).propiedad.codigo;
  cliente = (await call<{ data: { _id: string } }>('POST', '/admin/nuevo-cliente', { nombre: 'Valeria', apellido: 'Visitas', dni: nuevoDni(), telefono: '2346 400301', mail: null })).data._id;
  await call('POST', '/admin/nuevo-usuario', { usuario: 'beto', nombre: 'Beto Agente', rol: 'agente', contraseña: 'clave-temporal-2026x' });
  const temporal = (await adminApi<{ data: { token: string } }>(null, 'POST', '/user/login', { usuario: 'beto', contraseña: 'clave-temporal-2026x' }, product.baseUrl)).data.token;
  agenteToken = (await adminApi<{ data: { token: string } }>(temporal, 'POST', '/user/cambiar-contrasena', { actual: 'clave-temporal-2026x', nueva: 'Agente-de-prueba-2026' }, product.baseUrl)).data.token;
  browser = await launch();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop('SIGINT');
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function staffPage(size: (typeof SIZES)[number], as = token): Promise<Page> {
  return (await staffPageAt(browser, as, { ...size, baseUrl: product.baseUrl })).page;
}

/** The agenda's label of an Argentine day ('Lun 30/11'). */
const etiqueta = (dia: string) => `${DIAS[new Date(`${dia}T12:00:00Z`).getUTCDay()]} ${dia.slice(8, 10)}/${dia.slice(5, 7)}`;

describe.each(SIZES)('visits at $name', (size) => {
  const phone = size.width < 700;
  const hora = phone ? '21:00' : '20:00';

  it("books a visit from the client's page and shows it in the Agenda", async () => {
    const page = await staffPage(size);
    await page.goto(`/cliente/${cliente}`);
    await page.getByRole('link', { name: 'Programar Visita' }).click();
    await page.waitForURL(/\/agenda\?cliente=/);
    const dialog = page.getByRole('dialog', { name: 'Programar Visita' });
    await dialog.waitFor();
    await dialog.getByRole('group', { name: 'Cliente' }).waitFor();
    expect(await dialog.getByRole('group', { name: 'Cliente' }).textContent()).toContain('Valeria Visitas');
    await dialog.getByRole('combobox', { name: 'Propiedad' }).fill('visitar');
    await page.getByRole('option', { name: new RegExp(TITULO) }).click();
    const hoy = horaLocalAR(new Date()).slice(0, 10);
    await dialog.getByLabel('Día y hora').fill(`${hoy}T${hora}`);
    await dialog.getByRole('button', { name: 'Programar' }).click();
    await page.locator('[data-toast="success"]', { hasText: 'Visita programada' }).waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const card = page.getByRole('article', { name: `Visita ${hora} ${codigo}` }).filter({ visible: true });
    await card.waitFor();
    expect(await card.textContent()).toContain('Valeria Visitas');
    expect(await card.textContent()).toContain('Programada');
    // The week per agent on a laptop; one day's list on a phone.
    expect(await page.getByRole('table', { name: 'Visitas de la semana por agente' }).isVisible()).toBe(!phone);
    expect(await page.getByRole('group', { name: 'Día' }).isVisible()).toBe(phone);
    // The page fits the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    // A second visit at the same hour for the same agent is refused in Spanish.
    await page.getByRole('button', { name: 'Programar Visita' }).click();
    const again = page.getByRole('dialog', { name: 'Programar Visita' });
    await again.getByRole('combobox', { name: 'Propiedad' }).fill('visitar');
    await page.getByRole('option', { name: new RegExp(TITULO) }).click();
    await again.getByRole('combobox', { name: 'Cliente' }).fill('Valeria');
    await page.getByRole('option', { name: /Valeria Visitas/ }).click();
    await again.getByLabel('Día y hora').fill(`${hoy}T${hora}`);
    await again.getByRole('button', { name: 'Programar' }).click();
    await again.getByRole('alert').filter({ hasText: 'El agente ya tiene una visita en ese horario' }).waitFor();
    await again.getByRole('button', { name: 'Cancelar' }).click();
    if (!phone) expect(await page.getByRole('link', { name: 'Agenda' }).first().isVisible()).toBe(true);
    await page.context().close();
  });

  it("confirms a visitor's request after calling them, and only its agent or an admin may", async () => {
    const turnos = (await call<{ data: { inicio: string }[] }>('GET', `/user/propiedad/${propiedad}/turnos`)).data;
    const turno = turnos[phone ? 1 : 0]!.inicio;
    await adminApi(null, 'POST', '/user/pedir-visita', { propiedad, inicio: turno, nombre: `Pedro Pedido ${size.width}`, telefono: `2346 40030${phone ? 2 : 3}`, email: 'pedro@example.com' }, product.baseUrl);
    const dia = horaLocalAR(turno).slice(0, 10);
    // The request's week may be the next one.
    const lunes = (d: string) => {
      const t = Date.parse(`${d}T12:00:00Z`);
      return new Date(t - ((new Date(t).getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
    };
    const abrir = async (page: Page) => {
      await page.goto('/agenda');
      await page.getByRole('heading', { name: 'Agenda' }).waitFor();
      if (lunes(dia) !== lunes(horaLocalAR(new Date()).slice(0, 10))) await page.getByRole('button', { name: 'Semana siguiente' }).click();
      if (phone) await page.getByRole('group', { name: 'Día' }).getByRole('button', { name: etiqueta(dia) }).click();
      const card = page.getByRole('article', { name: `Visita ${horaLocalAR(turno).slice(11, 16)} ${codigo}` }).filter({ visible: true });
      await card.waitFor();
      return card;
    };
    // An agente sees the request (the listing is nobody's) but neither Confirmar nor Resultado.
    const ajena = await staffPage(size, agenteToken);
    const suya = await abrir(ajena);
    expect(await suya.textContent()).toContain('Pendiente de confirmar');
    expect(await suya.getByRole('button', { name: 'Confirmar' }).count()).toBe(0);
    expect(await suya.getByRole('button', { name: 'Resultado' }).count()).toBe(0);
    await ajena.context().close();

    const page = await staffPage(size);
    const card = await abrir(page);
    expect(await card.textContent()).toContain(`Pedro Pedido ${size.width}`);
    expect(await card.textContent()).toMatch(/Vence \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} si no se confirma/);
    await card.getByRole('button', { name: 'Confirmar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmar pedido de visita' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(`Llamá a Pedro Pedido ${size.width}`);
    // Not before the call.
    expect(await dialog.getByRole('button', { name: 'Confirmar visita' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Confirmado por teléfono').check();
    await dialog.getByLabel(/Email para la confirmación/).fill(`pedro.${size.width}@example.com`);
    await dialog.getByRole('button', { name: 'Confirmar visita' }).click();
    await page.locator('[data-toast="success"]', { hasText: 'Visita confirmada' }).waitFor();
    await card.getByText('Programada', { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: 'Confirmar' }).count()).toBe(0);
    expect(page.viewportSize()!.width >= (await page.evaluate(() => document.documentElement.scrollWidth)) - 1).toBe(true);
    // Its history says who confirmed it by phone, and the e-mail.
    await card.getByRole('button', { name: 'Resultado' }).click();
    const res = page.getByRole('dialog', { name: 'Resultado de la visita' });
    const historial = res.getByTestId('historial');
    await historial.getByText('Confirmado por teléfono').first().waitFor();
    expect(await historial.textContent()).toContain(`pedro.${size.width}@example.com`);
    await res.getByRole('button', { name: 'Cancelar' }).click();
    await page.context().close();
  });

  it("gives the listing's owner a private report page, and revokes it", async () => {
    const page = await staffPage(size);
    await page.goto(`/propiedad/${propiedad}`);
    await page.getByRole('button', { name: 'Informe para el propietario' }).click();
    const dialog = page.getByRole('dialog', { name: 'Informe para el propietario' });
    const enlace = dialog.getByRole('textbox', { name: 'Enlace del informe' });
    await enlace.waitFor();
    const url = await enlace.inputValue();
    expect(url).toMatch(/\/informe-propietario\/[A-Za-z0-9_-]{40,}$/);
    // The owner opens it without signing in: a plain page, kept out of search engines.
    const owner = await browser.newContext({ viewport: { width: size.width, height: size.height } });
    const report = await owner.newPage();
    const res = await report.goto(new URL(url).pathname.replace(/^/, product.baseUrl));
    expect(res!.status()).toBe(200);
    expect(res!.headers()['x-robots-tag']).toContain('noindex');
    await report.getByRole('heading', { name: TITULO }).waitFor();
    await report.getByRole('heading', { name: 'Consultas y visitas por mes' }).waitFor();
    await report.getByRole('heading', { name: 'Qué dijeron los visitantes' }).waitFor();
    expect(await report.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    expect(await report.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    // Revoked: the same link says it is not valid.
    await dialog.getByRole('button', { name: 'Revocar enlace' }).click();
    await dialog.getByText('Enlace revocado: ya no abre el informe.').waitFor();
    const gone = await report.reload();
    expect(gone!.status()).toBe(404);
    await report.getByRole('heading', { name: 'Informe no encontrado' }).waitFor();
    await owner.close();
    await page.context().close();
  });

  it("sets the agency's hours for visits in Datos de la inmobiliaria, and visitors are offered only those", async () => {
    const page = await staffPage(size);
    await page.goto('/inmobiliaria');
    const form = page.getByRole('form', { name: 'Datos de la inmobiliaria' });
    await form.getByLabel('Lunes: desde').waitFor();
    for (const dia of ['Lunes', 'Martes', 'Jueves', 'Viernes', 'Sábado']) await form.getByLabel(`${dia}: desde`).selectOption('');
    await form.getByLabel('Miércoles: desde').selectOption('10');
    await form.getByLabel('Miércoles: hasta').selectOption('12');
    await form.getByRole('button', { name: /Guardar/ }).click();
    await page.locator('[data-toast="success"]').waitFor();
    const semana = (await call<{ data: { horarioVisitas: unknown } }>('GET', '/user/inmobiliaria')).data.horarioVisitas;
    expect(semana).toEqual([null, null, null, [10, 12], null, null, null]);
    const turnos = (await call<{ data: { inicio: string }[] }>('GET', `/user/propiedad/${propiedad}/turnos`)).data;
    expect(turnos.length).toBeGreaterThan(0);
    for (const x of turnos) expect(['Mié 10', 'Mié 11']).toContain(`${DIAS[new Date(Date.parse(x.inicio) - 3 * 3600_000).getUTCDay()]} ${horaLocalAR(x.inicio).slice(11, 13)}`);
    // Back to the usual hours.
    await call('PUT', '/admin/inmobiliaria', { horarioVisitas: [null, [9, 18], [9, 18], [9, 18], [9, 18], [9, 18], [9, 13]] });
    await page.context().close();
  });
});
