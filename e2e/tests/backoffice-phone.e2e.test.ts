// The back office on a phone: at 390×844 every section of the sidebar is in the top bar's ☰ menu, with the current
// one marked (aria-current="page"); at 1366×768 the sidebar keeps them all, the current one marked. A tall dialog
// ('Seleccionar Propiedad') fits the screen at both sizes: its body scrolls inside and Cancelar stays in view.
import type { Browser, Page } from 'playwright-core';
import { adminApi, apiLogin, launch, nuevoDni, SIZES, staffPage } from '../support/env.js';

/** The sidebar's sections for an admin, in order (mf-backoffice nav-items.ts). */
const SECCIONES = ['Dashboard', 'Propiedades', 'Operaciones', 'Alquileres', 'Conciliación', 'Clientes', 'Consultas', 'Agenda', 'Facturas', 'Reportes', 'Tasaciones', 'Portales', 'Datos de la inmobiliaria', 'Usuarios', 'Correo saliente'];

let browser: Browser;
let token: string;
beforeAll(async () => {
  browser = await launch();
  token = await apiLogin();
});
afterAll(async () => {
  await browser?.close();
});

/** The names of the links in `scope` and which one is marked current. */
async function links(page: Page, selector: string): Promise<{ names: string[]; current: string[] }> {
  return page.locator(selector).evaluate((el) => {
    const as = [...el.querySelectorAll('a')];
    const name = (a: Element) => (a.textContent ?? '').replace(/\(\d+ sin leer\)|\d+$/, '').trim();
    return { names: as.map(name), current: as.filter((a) => a.getAttribute('aria-current') === 'page').map(name) };
  });
}

describe('every section within reach', () => {
  it('390×844: the ☰ menu lists every section and Cerrar Sesión, the current one marked; no sideways strip', async () => {
    const { context, page } = await staffPage(browser, token, SIZES[1]);
    await page.goto('/dashboard');
    await page.getByTestId('admin-user-name').waitFor();
    // The sidebar's strip is not on screen: the sections are in the menu.
    expect(await page.getByRole('navigation', { name: 'Panel de administración' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.locator('#menu-principal');
    await menu.waitFor();
    let l = await links(page, '#menu-principal');
    expect(l.names).toEqual(SECCIONES);
    expect(l.current).toEqual(['Dashboard']);
    await menu.getByRole('button', { name: 'Cerrar Sesión' }).waitFor();
    // Every entry is on screen (the menu fits 844 px) and a finger's size.
    for (const item of await menu.locator('a, button').all()) {
      const box = (await item.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.y + box.height).toBeLessThanOrEqual(844);
    }

    // Going to a section through the menu marks it there; a page inside a section marks its section.
    await menu.getByRole('link', { name: /^Consultas/ }).click();
    await page.waitForURL('**/consultas');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    l = await links(page, '#menu-principal');
    expect(l.current).toEqual(['Consultas']);
    await page.goto('/nueva-propiedad');
    await page.getByTestId('admin-user-name').waitFor();
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    expect((await links(page, '#menu-principal')).current).toEqual(['Propiedades']);

    // On a public page staff keep the short menu (Dashboard, Cerrar Sesión).
    await page.goto('/propiedades-publicas');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    expect((await links(page, '#menu-principal')).names).toEqual(['Dashboard']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();
  });

  it('1366×768: the sidebar lists every section, the current one marked; no ☰ button', async () => {
    const { context, page } = await staffPage(browser, token, SIZES[0]);
    await page.goto('/reportes');
    const nav = page.getByRole('navigation', { name: 'Panel de administración' });
    await nav.waitFor();
    const l = await links(page, 'nav[aria-label="Panel de administración"]');
    expect(l.names).toEqual(SECCIONES);
    expect(l.current).toEqual(['Reportes']);
    expect(await page.getByRole('button', { name: 'Abrir menú' }).isVisible()).toBe(false);
    await context.close();
  });
});

describe.each(SIZES)("'Seleccionar Propiedad' at $name", (size) => {
  it('fits the screen: its body scrolls inside and Cancelar stays in view', async () => {
    // Enough listings for a list taller than the screen.
    for (let i = 0; i < 4; i++) {
      await adminApi(token, 'POST', '/admin/nueva-casa', { titulo: `Casa del selector ${i} ${size.width}`, operacion: 'venta', localidad: 'Lobos', habitaciones: 2, visible: true });
    }
    const cliente = await adminApi<{ data: { _id: string } }>(token, 'POST', '/admin/nuevo-cliente', { nombre: 'Sara', apellido: `Selector${size.width}`, dni: nuevoDni(), telefono: '2227 45-2222', mail: null });
    const { context, page } = await staffPage(browser, token, size);
    await page.goto(`/cliente/${cliente.data._id}`);
    await page.getByRole('button', { name: 'Editar' }).click();
    await page.getByRole('button', { name: '+ Agregar Propiedad' }).click();
    const dialog = page.getByRole('dialog', { name: 'Seleccionar Propiedad' });
    await dialog.getByText(/propiedades disponibles de/).waitFor();
    await dialog.getByRole('list', { name: 'Propiedades disponibles' }).waitFor();
    const box = (await dialog.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(size.height);
    expect(box.x + box.width).toBeLessThanOrEqual(size.width);
    const cancelar = dialog.getByRole('button', { name: 'Cancelar' });
    const inView = async () => {
      const b = (await cancelar.boundingBox())!;
      return b.y >= 0 && b.y + b.height <= size.height;
    };
    expect(await inView()).toBe(true);
    // The content is taller than the dialog and scrolls inside it; Cancelar stays where it is.
    const scrolled = await dialog.evaluate((d) => {
      const scroller = [...d.querySelectorAll('*')].find((el) => el.scrollHeight > el.clientHeight + 4 && getComputedStyle(el).overflowY !== 'visible');
      if (!scroller) return false;
      scroller.scrollTop = scroller.scrollHeight;
      return true;
    });
    expect(scrolled).toBe(true);
    expect(await inView()).toBe(true);
    // No page-level sideways scroll from the dialog.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await cancelar.click();
    await dialog.waitFor({ state: 'detached' }).catch(() => dialog.waitFor({ state: 'hidden' }));
    await context.close();
  });
});
