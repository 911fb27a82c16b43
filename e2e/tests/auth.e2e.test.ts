// Login, the route guard and forced logout, as a member of staff meets them.
import type { Browser } from 'playwright-core';
import { apiLogin, fakeToken, launch, newPage, product, storeToken } from '../support/env.js';

const AUTH_ROUTES = ['/dashboard', '/propiedades', '/nueva-propiedad', '/operaciones', '/nueva-operacion', '/clientes', '/cliente/123', '/nuevo-cliente'];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('login', () => {
  it('rejects wrong credentials with the server message and stays on /login', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.getByLabel('Usuario').fill(product().adminUser);
    await page.getByLabel('Contraseña').fill('no-es-la-clave');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByRole('alert').filter({ hasText: 'Usuario o contraseña incorrectos' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('auth-token'))).toBeNull();
    await context.close();
  });

  it('logs in, stores the token and opens the dashboard with the admin sidebar', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.getByLabel('Usuario').fill(product().adminUser);
    await page.getByLabel('Contraseña').fill(product().adminPassword);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL('**/dashboard');
    const sidebar = page.getByRole('navigation', { name: 'Panel de administración' });
    await sidebar.waitFor();
    for (const item of ['Dashboard', 'Propiedades', 'Operaciones', 'Clientes', 'Consultas', 'Reportes']) {
      await sidebar.getByRole('link', { name: item, exact: false }).first().waitFor();
    }
    await page.getByText('En línea').waitFor();
    const token = await page.evaluate(() => localStorage.getItem('auth-token'));
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    // The top bar reacted to the auth-change event without a reload.
    const topbar = page.getByRole('navigation', { name: 'Principal' });
    await topbar.getByRole('link', { name: 'Dashboard' }).waitFor();
    await topbar.getByRole('button', { name: 'Cerrar Sesión' }).or(topbar.getByRole('link', { name: 'Cerrar Sesión' })).waitFor();
    await context.close();
  });

  it('sends a visitor with a valid stored token from /login straight to /dashboard', async () => {
    const { context, page } = await newPage(browser);
    await storeToken(context, await apiLogin());
    await page.goto('/login');
    await page.waitForURL('**/dashboard');
    await context.close();
  });

  it('shows a Spanish notice after a forced logout', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/login?sessionExpired=true');
    await page.getByRole('alert').filter({ hasText: /sesión expiró/i }).waitFor();
    await context.close();
  });
});

describe('route guard', () => {
  it.each(AUTH_ROUTES)('sends an anonymous visitor of %s to /login', async (route) => {
    const { context, page } = await newPage(browser);
    await page.goto(route);
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
    await context.close();
  });

  it('removes a malformed token and sends the visitor to /login', async () => {
    const { context, page } = await newPage(browser);
    await storeToken(context, 'esto-no-es-un-jwt');
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('auth-token'))).toBeNull();
    await context.close();
  });

  it('removes an expired token and sends the visitor to /login', async () => {
    const { context, page } = await newPage(browser);
    await storeToken(context, fakeToken({ nombre: 'Ana', mail: 'a@b.c', rol: 'admin', exp: Math.floor(Date.now() / 1000) - 60 }));
    await page.goto('/operaciones');
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('auth-token'))).toBeNull();
    await context.close();
  });

  it('on a 401 from the API removes the token and goes to /login?sessionExpired=true', async () => {
    const { context, page } = await newPage(browser);
    // Unexpired and well-formed, but not signed by our server: the guard lets it through, the API answers 401.
    await storeToken(context, fakeToken({ nombre: 'Intrusa', mail: 'x@y.z', rol: 'admin', exp: Math.floor(Date.now() / 1000) + 3600 }));
    await page.goto('/dashboard');
    await page.waitForURL('**/login?sessionExpired=true');
    expect(await page.evaluate(() => localStorage.getItem('auth-token'))).toBeNull();
    await page.getByRole('alert').filter({ hasText: /sesión expiró/i }).waitFor();
    await context.close();
  });
});
