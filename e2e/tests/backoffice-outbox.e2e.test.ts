// 'Correo saliente' in the browser, at 1366×768 and 390×844: an admin reaches it from the sections, sees a password
// link mailed to a user (waiting: the suite's product has no SMTP_URL, and says so; nor PUBLIC_URL, so the message
// goes without the link, and the page says why), reads it (its HTML part and the text part) and puts it back in the
// queue; an agente has no such section.
import type { Browser, Page } from 'playwright-core';
import { MENSAJES_CORREO } from '@inmo/contracts';
import { SIZES, adminApi, apiLogin, launch, staffPage, type Size } from '../support/env.js';
import { secciones } from '../support/secciones.js';

const RUN = `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;

let browser: Browser;
let admin: string;
beforeAll(async () => {
  browser = await launch();
  admin = await apiLogin();
});
afterAll(async () => {
  await browser?.close();
});

async function noSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

describe.each(SIZES)('Correo saliente at $name', (size: Size) => {
  const tag = `${RUN}${size.width}`;

  it('lists a mailed password link, reads it and resends it', async () => {
    const email = `correo-${tag}@example.com`;
    const creado = await adminApi<{ data: { _id: string } }>(admin, 'POST', '/admin/nuevo-usuario', { usuario: `correo${tag}`, nombre: `Usuaria Correo ${tag}`, email, rol: 'agente', contraseña: `temporal-${tag}-1` });
    const link = await adminApi<{ data: { enlace: string; enviadoA?: string } }>(admin, 'POST', `/admin/usuarios/${creado.data._id}/restablecer`);
    expect(link.data.enviadoA).toBe(email);

    const { page } = await staffPage(browser, admin, size);
    await page.goto('/dashboard');
    await (await secciones(page)).getByRole('link', { name: 'Correo saliente' }).click();
    await page.waitForURL('**/correo-saliente');
    await page.getByRole('heading', { name: 'Correo saliente', level: 1 }).waitFor();
    await page.getByText('No hay un servidor de correo configurado (SMTP_URL)').waitFor();
    expect(await page.getByTestId('correos-sin-enlaces').textContent()).toBe(MENSAJES_CORREO.sinEnlaces);
    const item = page.getByTestId('correo-item').filter({ hasText: email });
    await item.waitFor();
    expect(await item.getByText('Pendiente', { exact: true }).isVisible()).toBe(true);
    expect(await item.getByRole('heading', { name: 'Elegí una contraseña nueva' }).isVisible()).toBe(true);
    await noSideScroll(page);

    await item.getByRole('button', { name: 'Leer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Elegí una contraseña nueva' });
    await dialog.getByTestId('correo-lectura').waitFor();
    expect(await dialog.getByText(email).isVisible()).toBe(true);
    // The HTML part, as the recipient sees it: the agency's frame, and no link to the site (no PUBLIC_URL here): the
    // admin passes the link on.
    const frame = page.frameLocator('iframe[title="Vista del correo"]');
    await frame.getByText('El enlace para elegirla te lo pasa el administrador que lo pidió.').waitFor();
    expect(await frame.getByText('Elegir contraseña').count()).toBe(0);
    await dialog.getByText('Versión de texto').click();
    await dialog.getByText('El enlace para elegirla te lo pasa el administrador que lo pidió.', { exact: false }).last().waitFor();
    expect(await dialog.getByText(link.data.enlace, { exact: false }).count()).toBe(0);
    await noSideScroll(page);
    await dialog.getByRole('button', { name: 'Cerrar' }).last().click();

    await item.getByRole('button', { name: 'Reenviar' }).click();
    await page.getByRole('status').filter({ hasText: 'El correo volvió a la cola de envío' }).waitFor();

    // Filtered by state: 'Enviado' shows no such message (nothing goes out without a server).
    await page.getByLabel('Estado').selectOption('enviado');
    await page.getByTestId('correo-item').filter({ hasText: email }).waitFor({ state: 'detached' });
  });

  it("opens the enquiry a notice links to (/consultas?consulta=…), read", async () => {
    const nombre = `Visitante ${tag}`;
    await adminApi(null, 'POST', '/user/contacto', { nombre, email: `v-${tag}@example.com`, telefono: '', asunto: 'Consulta', mensaje: `Mensaje del enlace ${tag}` });
    const c = (await adminApi<{ data: { _id: string; nombre: string }[] }>(admin, 'GET', `/admin/consultas?q=${encodeURIComponent(tag)}`)).data.find((x) => x.nombre === nombre)!;
    const { page } = await staffPage(browser, admin, size);
    await page.goto(`/consultas?consulta=${c._id}`);
    await page.getByText(`Mensaje del enlace ${tag}`).waitFor();
    // Its message shows only while it is open.
    expect(await page.locator('button[aria-expanded="true"]', { hasText: nombre }).count()).toBe(1);
    for (const end = Date.now() + 5000; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
      const now = (await adminApi<{ data: { _id: string; leida: boolean }[] }>(admin, 'GET', `/admin/consultas?q=${encodeURIComponent(tag)}`)).data.find((x) => x._id === c._id)!;
      if (now.leida) return;
    }
    throw new Error('the enquiry opened by the link was not marked read');
  });

  it("is not among an agente's sections, and its page says it is for admins", async () => {
    const usuario = `agente${tag}`;
    await adminApi(admin, 'POST', '/admin/nuevo-usuario', { usuario, nombre: `Agente ${tag}`, email: '', rol: 'agente', contraseña: `temporal-${tag}-2` });
    const login = await adminApi<{ data: { token: string } }>(null, 'POST', '/user/login', { usuario, contraseña: `temporal-${tag}-2` });
    const cambio = await adminApi<{ data: { token: string } }>(login.data.token, 'POST', '/user/cambiar-contrasena', { actual: `temporal-${tag}-2`, nueva: `propia-${tag}-agente` });
    const { page } = await staffPage(browser, cambio.data.token, size);
    await page.goto('/dashboard');
    const nav = await secciones(page);
    await nav.getByRole('link', { name: 'Clientes' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Correo saliente' }).count()).toBe(0);
    await page.goto('/correo-saliente');
    await page.getByText('Esta sección es solo para administradores.').waitFor();
  });
});
