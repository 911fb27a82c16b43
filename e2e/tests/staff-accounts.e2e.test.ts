// Staff accounts in the browser, at 1366×768 and 390×844: an admin creates an agente on 'Usuarios' (a temporary password
// shown once), the agente must change it at first login and then sees no Usuarios or agency settings; an admin's
// one-time reset link lets the agente choose a new password; deactivation ends the agente's open session; the
// second factor is turned on from 'Mi cuenta' and asked for at the next login.
import type { Browser, Page } from 'playwright-core';
import { SIZES, adminApi, apiLogin, freshTotp, launch, newPage, staffPage, type Size } from '../support/env.js';
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

/** The sidebar on a laptop, the ☰ menu on a phone. */
const sidebar = (page: Page) => secciones(page);

async function noSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

async function login(page: Page, usuario: string, contraseña: string) {
  await page.goto('/login');
  await page.getByLabel('Usuario').fill(usuario);
  await page.getByLabel('Contraseña', { exact: true }).fill(contraseña);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

async function changeTemporary(page: Page, temporal: string, nueva: string) {
  await page.waitForURL('**/cuenta');
  await page.getByText('Tu contraseña es temporal: elegí una propia para continuar.').waitFor();
  await page.getByLabel('Contraseña temporal').fill(temporal);
  await page.getByLabel('Contraseña nueva', { exact: true }).fill('123456789012');
  await page.getByLabel('Repetí la contraseña nueva').fill('123456789012');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await page.getByText('Esa contraseña es demasiado común. Elegí otra más difícil de adivinar.').waitFor();
  await page.getByLabel('Contraseña nueva', { exact: true }).fill(nueva);
  await page.getByLabel('Repetí la contraseña nueva').fill(nueva);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await page.waitForURL('**/dashboard');
}

describe.each(SIZES)('staff accounts at $name', (size: Size) => {
  const usuario = `agente${RUN}${size.width}`;
  const nombre = `Agente ${RUN} ${size.width}`;

  it('an admin creates an agente, who changes the temporary password and sees only what the role may use', async () => {
    const { context, page } = await staffPage(browser, admin, size);
    await page.goto('/dashboard');
    await (await sidebar(page)).getByRole('link', { name: 'Usuarios' }).click();
    await page.waitForURL('**/usuarios');
    await page.getByRole('heading', { name: 'Usuarios', level: 1 }).waitFor();
    await page.getByRole('button', { name: '+ Nuevo usuario' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo usuario' });
    await dialog.getByLabel('Nombre y apellido').fill(nombre);
    await dialog.getByLabel('Usuario').fill(usuario);
    await dialog.getByLabel('Contraseña temporal').fill('corta');
    await dialog.getByRole('button', { name: 'Crear usuario' }).click();
    await dialog.getByText('La contraseña debe tener al menos 12 caracteres').waitFor();
    await dialog.getByLabel('Contraseña temporal').fill(`temporal-${RUN}-1`);
    await dialog.getByRole('button', { name: 'Crear usuario' }).click();
    const created = page.getByRole('dialog', { name: 'Usuario creado' });
    expect(await created.getByTestId('valor-para-copiar').textContent()).toBe(`temporal-${RUN}-1`);
    await created.getByRole('button', { name: 'Listo' }).click();
    const row = page.getByTestId(`usuario-${usuario}`);
    await row.getByText('Contraseña temporal').waitFor();
    await row.getByText('Último acceso: Nunca').waitFor();
    await noSideScroll(page);
    await context.close();

    // The agente's first login goes to 'Mi cuenta', and nowhere else, until the password is their own.
    const agente = await newPage(browser, size);
    await login(agente.page, usuario, `temporal-${RUN}-1`);
    await agente.page.waitForURL('**/cuenta');
    await agente.page.goto('/clientes');
    await changeTemporary(agente.page, `temporal-${RUN}-1`, `propia-${RUN}-de-agente`);
    const nav = await sidebar(agente.page);
    await nav.getByRole('link', { name: 'Clientes' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Usuarios' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Datos de la inmobiliaria' }).count()).toBe(0);
    await agente.page.goto('/usuarios');
    await agente.page.getByText('Esta sección es solo para administradores.').waitFor();
    await noSideScroll(agente.page);
    await agente.context.close();
  });

  it("an admin's one-time link resets a forgotten password, and deactivating ends the agente's open session", async () => {
    const agente = await newPage(browser, size);
    await login(agente.page, usuario, `propia-${RUN}-de-agente`);
    await agente.page.waitForURL('**/dashboard');

    const { context, page } = await staffPage(browser, admin, size);
    await page.goto('/usuarios');
    const row = page.getByTestId(`usuario-${usuario}`);
    await row.getByRole('button', { name: 'Restablecer contraseña' }).click();
    const shown = page.getByRole('dialog', { name: 'Enlace para restablecer la contraseña' });
    const link = (await shown.getByTestId('valor-para-copiar').textContent())!;
    expect(link).toMatch(/\/login\?restablecer=[\w-]{40,}$/);
    await shown.getByRole('button', { name: 'Listo' }).click();

    // The link, opened by the agente on another device.
    const other = await newPage(browser, size);
    await other.page.goto(link);
    await other.page.getByRole('heading', { name: 'Elegí una contraseña nueva' }).waitFor();
    await other.page.getByLabel('Contraseña nueva', { exact: true }).fill(`otra-${RUN}-del-lunes`);
    await other.page.getByLabel('Repetí la contraseña nueva').fill(`otra-${RUN}-del-lunes`);
    await other.page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await other.page.getByText('Listo: ya podés iniciar sesión con tu contraseña nueva.').waitFor();
    await other.page.getByRole('link', { name: 'Iniciar sesión' }).click();
    await login(other.page, usuario, `otra-${RUN}-del-lunes`);
    await other.page.waitForURL('**/dashboard');
    // The session opened before the reset has ended: its next page sends it to the login.
    await agente.page.goto('/clientes');
    await agente.page.waitForURL('**/login?sessionExpired=true');

    // Deactivated: the open session ends on its next request.
    await row.getByRole('button', { name: 'Desactivar' }).click();
    await page.getByRole('dialog', { name: 'Desactivar usuario' }).getByRole('button', { name: 'Desactivar' }).click();
    await row.getByText('Inactivo').waitFor();
    await other.page.goto('/operaciones');
    await other.page.waitForURL('**/login?sessionExpired=true');
    await login(other.page, usuario, `otra-${RUN}-del-lunes`);
    await other.page.getByText('Usuario o contraseña incorrectos').waitFor();
    for (const c of [agente.context, other.context, context]) await c.close();
  });

  it('turns on the second factor from Mi cuenta, and the next login asks for the code', async () => {
    const user = `dosfa${RUN}${size.width}`;
    await adminApi(admin, 'POST', '/admin/nuevo-usuario', { usuario: user, nombre: 'Dos Factores', rol: 'agente', contraseña: `temporal-${RUN}-2f` });
    const { context, page } = await newPage(browser, size);
    await login(page, user, `temporal-${RUN}-2f`);
    await changeTemporary(page, `temporal-${RUN}-2f`, `propia-${RUN}-2factores`);
    await page.getByRole('link', { name: /Mi cuenta/ }).click();
    await page.waitForURL('**/cuenta');
    await page.getByRole('button', { name: 'Activar segundo factor' }).click();
    // A session alone does not turn it on: the password again first.
    await page.getByLabel('Tu contraseña').fill('no-es-mi-clave');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('alert').getByText('La contraseña actual no es correcta').waitFor();
    await page.getByLabel('Tu contraseña').fill(`propia-${RUN}-2factores`);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('img', { name: 'Código QR para la aplicación de autenticación' }).waitFor();
    const secret = (await page.getByTestId('clave-segundo-factor').textContent())!;
    await page.getByLabel('Código de 6 dígitos').fill(await freshTotp(secret));
    await page.getByRole('button', { name: 'Activar', exact: true }).click();
    // Ten recovery codes, shown once; one of them opens the account later instead of the app's code.
    await page.getByTestId('codigos-recuperacion').waitFor();
    const recovery = await page.getByTestId('codigos-recuperacion').getByRole('listitem').allTextContents();
    expect(recovery).toHaveLength(10);
    await noSideScroll(page);
    await page.getByRole('button', { name: 'Ya los guardé' }).click();
    await page.getByText('Activo: al iniciar sesión se te pide el código de tu aplicación de autenticación (o uno de tus códigos de recuperación).').waitFor();
    await noSideScroll(page);
    if (size.width < 768) await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('button', { name: 'Cerrar Sesión' }).locator('visible=true').click();
    await page.waitForURL((u) => new URL(u).pathname === '/');

    await login(page, user, `propia-${RUN}-2factores`);
    await page.getByText('Ingresá el código de 6 dígitos de tu aplicación de autenticación').waitFor();
    await page.getByLabel('Código de verificación').fill(size.width < 768 ? recovery[0]! : await freshTotp(secret));
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL('**/dashboard');
    await context.close();

    // The phone is lost: an admin resets the factor on Usuarios; the user's session ends and the password alone opens.
    const adminPage = await staffPage(browser, admin, size);
    await adminPage.page.goto('/usuarios');
    const row = adminPage.page.getByTestId(`usuario-${user}`);
    await row.getByText('Segundo factor', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Restablecer segundo factor' }).click();
    await adminPage.page.getByRole('dialog', { name: 'Restablecer segundo factor' }).getByRole('button', { name: 'Restablecer' }).click();
    await adminPage.page.getByText('ya no tiene segundo factor').waitFor();
    expect(await row.getByText('Segundo factor', { exact: true }).count()).toBe(0);
    const historial = await adminApi<{ data: { cambios: { campo: string }[] }[] }>(admin, 'GET', `/admin/historial/usuario/${(await adminApi<{ data: { _id: string; usuario: string }[] }>(admin, 'GET', '/admin/usuarios')).data.find((u) => u.usuario === user)!._id}`);
    expect(historial.data[0]!.cambios[0]!.campo).toBe('segundoFactor');
    await adminPage.context.close();
    const again = await newPage(browser, size);
    await login(again.page, user, `propia-${RUN}-2factores`);
    await again.page.waitForURL('**/dashboard');
    await again.context.close();
  });
});

