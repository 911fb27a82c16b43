// Tap targets in the back office on a phone, as on the public side (public-tap-targets.e2e.test.ts): at 390×844 every
// link, button and form control staff can reach on a back-office page is at least 44×44 px, measured by its bounding
// box; also in the ☰ menu and in a dialog. Links inside running text are excepted, as WCAG 2.5.8 allows; a checkbox
// or radio counts by its label when the label holds it (the label is what a finger taps).
import type { Browser, Page } from 'playwright-core';
import { adminApi, apiLogin, launch, nuevoDni, staffPage } from '../support/env.js';

const MIN = 44;

let browser: Browser;
let token: string;
let propiedadId: string;
let clienteId: string;
let contratoId: string;
beforeAll(async () => {
  browser = await launch();
  token = await apiLogin();
  propiedadId = (await adminApi<{ id: string }>(token, 'POST', '/admin/nueva-casa', { titulo: 'Casa de los dedos', operacion: 'venta', localidad: 'Lobos', habitaciones: 2, visible: true })).id;
  clienteId = (await adminApi<{ data: { _id: string } }>(token, 'POST', '/admin/nuevo-cliente', { nombre: 'Dedo', apellido: 'Gordo', dni: nuevoDni(), telefono: '2227 45-2222', mail: null })).data._id;
  const alquilada = (await adminApi<{ id: string }>(token, 'POST', '/admin/nueva-casa', { titulo: 'Casa alquilada de los dedos', operacion: 'alquiler', localidad: 'Lobos', habitaciones: 2 })).id;
  const inquilino = (await adminApi<{ data: { _id: string } }>(token, 'POST', '/admin/nuevo-cliente', { nombre: 'Dedo', apellido: 'Inquilino', dni: nuevoDni(), telefono: '2227 45-2223', mail: null })).data._id;
  const inicio = `${new Date().getUTCFullYear() - 1}-01-01`;
  contratoId = (await adminApi<{ data: { _id: string } }>(token, 'POST', '/admin/nuevo-contrato', {
    propiedad: alquilada, propietario: clienteId, inquilino, inicio, meses: 36, moneda: 'ARS', montoInicial: 300000, ajuste: { indice: 'FIJO', porcentaje: 10, cadaMeses: 6 },
  })).data._id;
});
afterAll(async () => {
  await browser?.close();
});

/** Every visible target smaller than 44×44 px, as 'element "name" w×h'. */
function tooSmall(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const inRunningText = (el: Element) => {
      if (el.tagName !== 'A') return false;
      const block = el.parentElement?.closest('p, li, td, dd, span, label');
      return !!block && (block.textContent ?? '').trim() !== (el.textContent ?? '').trim();
    };
    const out: string[] = [];
    for (const el of document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex="0"]')) {
      if (el.closest('[aria-hidden="true"], [inert]') || inRunningText(el)) continue;
      if (!(el as HTMLElement).checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const check = el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');
      const target = check ? (el.closest('label') ?? el) : el;
      const r = target.getBoundingClientRect();
      if (r.width >= min && r.height >= min) continue;
      const name = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('name') || el.id || '').trim().slice(0, 40);
      out.push(`${el.tagName.toLowerCase()} "${name}" ${Math.round(r.width)}×${Math.round(r.height)}`);
    }
    return out;
  }, MIN);
}

describe('back-office tap targets at 390×844', () => {
  it('are 44×44 px or more on every back-office page, in the ☰ menu and in a dialog', async () => {
    const { context, page } = await staffPage(browser, token, { width: 390, height: 844, touch: true });
    const found: string[] = [];
    const measure = async (what: string) => found.push(...(await tooSmall(page)).map((t) => `${what}: ${t}`));
    const routes = [
      '/dashboard',
      '/propiedades',
      '/propiedades?vista=papelera',
      '/nueva-propiedad',
      `/propiedad/${propiedadId}`,
      '/operaciones',
      '/nueva-operacion',
      '/alquileres',
      '/nuevo-contrato',
      `/contrato/${contratoId}`,
      '/indices',
      '/liquidaciones',
      '/facturas',
      '/nueva-factura',
      '/clientes',
      '/nuevo-cliente',
      `/cliente/${clienteId}`,
      '/consultas',
      '/reportes',
      '/portales',
      '/inmobiliaria',
      '/usuarios',
      '/cuenta',
    ];
    for (const route of routes) {
      await page.goto(route);
      await page.getByTestId('admin-user-name').or(page.getByRole('toolbar', { name: 'Herramientas de administración' })).first().waitFor();
      await page.locator('main h1').first().waitFor();
      // What loads after the page (lists, figures) settles.
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      await measure(route);
    }

    await page.goto('/dashboard');
    await page.getByTestId('admin-user-name').waitFor();
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.locator('#menu-principal').waitFor();
    await measure('☰ menu');
    await page.getByRole('button', { name: 'Cerrar menú' }).click();

    await page.goto(`/cliente/${clienteId}`);
    await page.getByRole('button', { name: 'Editar' }).click();
    await page.getByRole('button', { name: '+ Agregar Propiedad' }).click();
    await page.getByRole('dialog', { name: 'Seleccionar Propiedad' }).getByText(/propiedades disponibles de/).waitFor();
    await measure('Seleccionar Propiedad');

    expect(found).toEqual([]);
    await context.close();
  });
});
