// Staff forms, as staff meet them at 1366×768 and 390×844: nothing typed is lost (leaving asks, a reload keeps the draft,
// '+ Crear nuevo cliente' comes back with the property draft and the new owner, an expired session's edit is offered
// back after logging in), the owner is found by searching every client, one client per DNI with a link to the one
// that has it, phones refused when they cannot be one, and WhatsApp/tel links to the right Argentine numbers.
import type { Browser, Page } from 'playwright-core';
import { SIZES, adminApi, apiLogin, eventually, fakeToken, launch, newPage, nuevoDni, product, staffPage as staffPageOf, visitorAddress } from '../support/env.js';
import { secciones } from '../support/secciones.js';

const RUN = `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;

let browser: Browser;
let token: string;
const call = <T = any>(method: string, path: string, body?: unknown) => adminApi<T>(token, method, path, body);

beforeAll(async () => {
  browser = await launch();
  token = await apiLogin();
});
afterAll(async () => {
  await browser?.close();
});

const staffPage = (size: (typeof SIZES)[number]) => staffPageOf(browser, token, size);

/** The back office's own links (the sidebar; on phones too). */
/** The sidebar on a laptop, the ☰ menu on a phone. */
const sidebar = (page: Page) => secciones(page);

describe.each(SIZES)('staff forms at $name', (size) => {
  const tag = `${RUN}${size.width}`;

  it('asks before leaving the new-property form, keeps the draft across a reload and offers it back', async () => {
    const { context, page } = await staffPage(size);
    await page.goto('/nueva-propiedad');
    await page.getByLabel('Tipo de propiedad *').selectOption('Casa');
    await page.getByLabel(/^Título/).fill(`Casa borrador ${tag}`);

    // A sidebar link: the question, and 'Seguir editando' keeps everything.
    await (await sidebar(page)).getByRole('link', { name: 'Clientes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hay cambios sin guardar' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Seguir editando' }).click();
    expect(new URL(page.url()).pathname).toBe('/nueva-propiedad');
    expect(await page.getByLabel(/^Título/).inputValue()).toBe(`Casa borrador ${tag}`);

    // A reload raises the browser's own question; going on anyway, the draft is offered back.
    const asked: string[] = [];
    page.on('dialog', (d) => {
      asked.push(d.type());
      void d.accept();
    });
    await page.reload();
    expect(asked).toContain('beforeunload');
    await page.getByTestId('oferta-borrador').waitFor();
    expect(await page.getByLabel(/^Título/).inputValue()).toBe('');
    await page.getByRole('button', { name: 'Recuperar cambios' }).click();
    expect(await page.getByLabel('Tipo de propiedad *').inputValue()).toBe('Casa');
    expect(await page.getByLabel(/^Título/).inputValue()).toBe(`Casa borrador ${tag}`);

    // Leaving on purpose drops the draft: no offer the next time.
    await (await sidebar(page)).getByRole('link', { name: 'Clientes' }).click();
    await dialog.getByRole('button', { name: 'Salir sin guardar' }).click();
    await page.waitForURL('**/clientes');
    await page.goto('/nueva-propiedad');
    await page.getByLabel('Tipo de propiedad *').waitFor();
    expect(await page.getByTestId('oferta-borrador').count()).toBe(0);
    await context.close();
  });

  it("'+ Crear nuevo cliente' keeps the property draft and comes back with the new client as owner; the owner is found by searching every client", async () => {
    const { context, page } = await staffPage(size);
    await page.goto('/nueva-propiedad');
    await page.getByLabel('Tipo de propiedad *').selectOption('Casa');
    await page.getByLabel(/^Título/).fill(`Casa con dueño ${tag}`);
    await page.getByRole('link', { name: '+ Crear nuevo cliente' }).click();
    await page.waitForURL('**/nuevo-cliente?volver=*');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByTestId('vuelta-a-propiedad').waitFor();

    // The phone is checked in the browser with the API's own rule.
    await page.getByLabel('Nombre').fill('Dueña');
    await page.getByLabel('Apellido').fill(`Nueva${tag}`);
    await page.getByLabel('DNI').fill(nuevoDni());
    await page.getByLabel('Teléfono').fill('123');
    await page.getByRole('button', { name: 'Crear Cliente' }).click();
    await page.getByText('Ingrese un teléfono válido').waitFor();
    await page.getByLabel('Teléfono').fill('02346 15-400000');
    await page.getByRole('button', { name: 'Crear Cliente' }).click();
    await page.waitForURL('**/nueva-propiedad', { timeout: 10_000 });
    expect(await eventually(() => page.getByLabel(/^Título/).inputValue(), `Casa con dueño ${tag}`)).toBe(`Casa con dueño ${tag}`);
    await page.getByTestId('elegido-Cliente dueño').getByText(`Nueva${tag}, Dueña`).waitFor();

    // 'Cambiar': a search over all clients finds her by a part of her surname, accents aside.
    await page.getByRole('button', { name: 'Cambiar cliente dueño' }).click();
    await page.getByRole('combobox', { name: 'Cliente dueño' }).fill(`nueva${tag}`);
    await page.getByRole('option', { name: new RegExp(`Nueva${tag}, Dueña`) }).click();
    await page.getByTestId('elegido-Cliente dueño').waitFor();
    await context.close();
  });

  it('a second client with a DNI already taken is refused with a link to that client', async () => {
    const dni = nuevoDni();
    const first = await call<{ data: { _id: string } }>('POST', '/admin/nuevo-cliente', { nombre: 'Primera', apellido: `Dni${tag}`, dni, telefono: '2346 400000', mail: null });
    const { context, page } = await staffPage(size);
    await page.goto('/nuevo-cliente');
    await page.getByLabel('Nombre').fill('Segunda');
    await page.getByLabel('Apellido').fill(`Dni${tag}`);
    await page.getByLabel('DNI').fill(dni);
    await page.getByLabel('Teléfono').fill('2346 400001');
    await page.getByRole('button', { name: 'Crear Cliente' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Ya existe un cliente con ese DNI' });
    await alert.waitFor();
    await alert.getByRole('link', { name: `Ver a Primera Dni${tag}` }).click();
    // The form still holds what was typed: leaving asks first.
    await page.getByRole('dialog', { name: 'Hay cambios sin guardar' }).getByRole('button', { name: 'Salir sin guardar' }).click();
    await page.waitForURL(`**/cliente/${first.data._id}`);
    await context.close();
  });

  it('an edit interrupted by an expired session is offered back after logging in, and saved', async () => {
    const c = await call<{ data: { _id: string } }>('POST', '/admin/nuevo-cliente', { nombre: 'Sesión', apellido: `Vencida${tag}`, dni: nuevoDni(), telefono: '011 15 2345-6789', mail: null });
    const { context, page } = await staffPage(size);
    await page.goto(`/cliente/${c.data._id}`);
    // The client's phone as links: tel: in E.164, and the WhatsApp number a mobile (+54 9, no 0, no 15).
    expect(await page.getByRole('link', { name: 'Llamar Cliente' }).getAttribute('href')).toBe('tel:+5491123456789');
    await page.getByRole('button', { name: 'Editar' }).click();
    await page.getByLabel('Profesión').fill(`Arquitecta ${tag}`);

    // The session ends meanwhile (a token the server no longer accepts, same person).
    const sub = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
    const vencido = fakeToken({ sub, nombre: 'Admin', mail: '', rol: 'admin', exp: Math.floor(Date.now() / 1000) + 3600 });
    await page.evaluate((t) => localStorage.setItem('auth-token', t), vencido);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL('**/login?sessionExpired=true');

    await page.getByLabel('Usuario').fill(product().adminUser);
    await page.getByLabel('Contraseña').fill(product().adminPassword);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL('**/dashboard');
    const pendientes = page.getByTestId('borradores-pendientes');
    await pendientes.getByText(`Sesión Vencida${tag}`).waitFor();
    await pendientes.getByRole('link', { name: 'Volver a esos cambios' }).first().click();
    await page.waitForURL(`**/cliente/${c.data._id}`);
    await page.getByRole('button', { name: 'Recuperar cambios' }).click();
    expect(await eventually(() => page.getByLabel('Profesión').inputValue(), `Arquitecta ${tag}`)).toBe(`Arquitecta ${tag}`);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('button', { name: 'Editar' }).waitFor();
    const saved = await call<{ data: { profesion: string } }>('GET', `/admin/cliente/${c.data._id}`);
    expect(saved.data.profesion).toBe(`Arquitecta ${tag}`);
    // Saved: the draft is gone.
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByTestId('borradores-pendientes').count()).toBe(0);
    await context.close();
  });

  it('replies to an enquiry by WhatsApp at the mobile number, whatever way it was typed', async () => {
    const nombre = `Consultante ${tag}`;
    const res = await fetch(`${product().baseUrl}/api/user/contacto`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': visitorAddress() },
      body: JSON.stringify({ nombre, email: `c${tag}@ejemplo.com`, telefono: '02346 15-400000', asunto: 'Consulta general', mensaje: 'Hola' }),
    });
    expect(res.status).toBe(201);
    const { context, page } = await staffPage(size);
    await page.goto('/consultas');
    const item = page.getByRole('listitem', { name: `Consulta de ${nombre}` }).or(page.getByLabel(`Consulta de ${nombre}`)).first();
    await item.getByRole('button').first().click();
    const wa = item.getByRole('link', { name: /Responder por WhatsApp/ });
    expect(await wa.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5492346400000\?text=/);
    await context.close();
  });

  it('the public contact form refuses what cannot be a phone, in Spanish', async () => {
    const { context, page } = await newPage(browser, size);
    await page.goto('/contacto');
    await page.getByLabel('Nombre completo').fill('Ana');
    await page.getByLabel('Email').fill('ana@example.com');
    await page.getByLabel(/Teléfono/).fill('llamame');
    await page.getByLabel('Asunto').selectOption('Consulta general');
    await page.getByLabel('Mensaje').fill('Hola');
    await page.getByRole('button', { name: 'Enviar consulta' }).click();
    await page.getByText('Ingrese un teléfono válido').waitFor();
    await context.close();
  });
});
