// The shell's frame: top bar in both states and on a phone, theme, not-found page.
import type { Browser } from 'playwright-core';
import { apiLogin, launch, newPage, product, storeToken } from '../support/env.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('top bar', () => {
  it('shows Propiedades and Contacto to a visitor, and the logo goes home', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/contacto');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await nav.getByRole('link', { name: 'Propiedades' }).click();
    await page.waitForURL('**/propiedades-publicas');
    await nav.getByRole('link', { name: 'Contacto' }).click();
    await page.waitForURL('**/contacto');
    expect(await nav.getByText('Dashboard').count()).toBe(0);
    expect(await nav.getByText('Cerrar Sesión').count()).toBe(0);
    await page.locator('header a[href="/"]').first().click();
    await page.waitForURL((u) => new URL(u).pathname === '/');
    await context.close();
  });

  it('shows Dashboard and Cerrar Sesión to staff; logging out removes the token, ends it on the server and goes home', async () => {
    const { context, page } = await newPage(browser);
    const token = await apiLogin();
    await storeToken(context, token);
    await page.goto('/propiedades-publicas');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
    await nav.getByText('Cerrar Sesión').click();
    await page.waitForURL((u) => new URL(u).pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('auth-token'))).toBeNull();
    await nav.getByRole('link', { name: 'Propiedades' }).waitFor();
    // After a logout the same token, sent again (as anyone who copied it would), is refused.
    const status = async () => (await fetch(`${product().baseUrl}/api/admin/metricas`, { headers: { 'auth-token': token } })).status;
    for (let i = 0; i < 40 && (await status()) !== 401; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await status()).toBe(401);
    await context.close();
  });

  it('folds into a compact menu at 375 px with the same items and no horizontal scroll', async () => {
    const { context, page } = await newPage(browser, { width: 375, height: 740 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Abrir menú' });
    await toggle.waitFor();
    await toggle.click();
    await page.getByRole('link', { name: 'Contacto' }).first().click();
    await page.waitForURL('**/contacto');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});

describe('theme', () => {
  it('is dark by default, switches to light, and is remembered after a reload', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    const bg = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const luminance = (rgb: string) => {
      const [r, g, b] = rgb.match(/\d+/g)!.map(Number);
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const dark = await bg();
    expect(luminance(dark)).toBeLessThan(80);
    await page.getByRole('button', { name: 'Cambiar tema' }).click();
    await page.waitForFunction((before) => getComputedStyle(document.body).backgroundColor !== before, dark);
    const light = await bg();
    expect(luminance(light)).toBeGreaterThan(180);
    await page.reload();
    await page.getByRole('button', { name: 'Cambiar tema' }).waitFor();
    expect(await bg()).toBe(light);
    await context.close();
  });
});

describe('not-found page', () => {
  it('offers the way back to /, the catalogue and contact', async () => {
    const { context, page } = await newPage(browser);
    const res = await page.goto('/esta-pagina-no-existe');
    // An honest 404 for crawlers (seo.e2e.test.ts); the visitor gets the page all the same.
    expect(res?.status()).toBe(404);
    const main = page.locator('main');
    await main.getByText(/no encontrad/i).first().waitFor();
    expect(await main.locator('a[href="/"]').count()).toBeGreaterThan(0);
    expect(await main.locator('a[href="/propiedades-publicas"]').count()).toBeGreaterThan(0);
    expect(await main.locator('a[href="/contacto"]').count()).toBeGreaterThan(0);
    await context.close();
  });
});
