// 'Cerrar Sesión' always lands on the home, at 1366×768 and 390×844: also when it is pressed while the dashboard is
// still loading, so that the dashboard's requests come back 401 after the session ended (they are held here until
// after the logout). Those answers are theirs alone: no 'Tu sesión expiró', no /login.
import type { Browser, Page } from 'playwright-core';
import { SIZES, apiLogin, launch, staffPage } from '../support/env.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const HOLD_MS = 1500;

describe.each(SIZES)('logging out at $name', (size) => {
  const phone = size.width < 700;

  async function cerrarSesion(page: Page) {
    if (phone) {
      await page.getByRole('button', { name: 'Abrir menú' }).click();
      await page.locator('#menu-principal').getByRole('button', { name: 'Cerrar Sesión' }).click();
    } else {
      await page.getByRole('navigation', { name: 'Principal' }).getByRole('button', { name: 'Cerrar Sesión' }).click();
    }
  }

  it('lands on the home while the dashboard is still loading, and stays there', async () => {
    const { context, page } = await staffPage(browser, await apiLogin(), size);
    // Every API call of the page but the logout is held, then sent: it reaches the server after the session ended.
    let held = 0;
    await page.route(
      (url) => url.pathname.startsWith('/api/') && url.pathname !== '/api/user/logout',
      async (route) => {
        if (new URL(route.request().url()).pathname.startsWith('/api/admin/')) held++;
        await new Promise((r) => setTimeout(r, HOLD_MS));
        await route.continue().catch(() => undefined);
      },
    );
    const refused: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 401 && new URL(r.url()).pathname.startsWith('/api/admin/')) refused.push(r.url());
    });
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Principal' }).waitFor();
    // The dashboard has asked for its data and not got it yet.
    for (let i = 0; i < 200 && held === 0; i++) await page.waitForTimeout(50);
    expect(held).toBeGreaterThan(0);
    await cerrarSesion(page);
    await page.waitForURL((u) => new URL(u).pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('auth-token'))).toBeNull();
    // The held requests come back refused, after the logout…
    for (let i = 0; i < 60 && refused.length === 0; i++) await page.waitForTimeout(100);
    expect(refused.length).toBeGreaterThan(0);
    await page.waitForTimeout(500);
    // …and the visitor is still home, with no notice of an expired session.
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByText(/sesión expiró/i).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Iniciar sesión' }).count()).toBe(0);
    await context.close();
  });
});
