// The back office in plain words, at 1366×768 and 390×844: a trashed listing shows 'En papelera' (not 'Visible'); a
// rent's card says '/mes'; the Historial and Reportes write dates as dd/mm/aaaa and the Historial tells a reorder of
// the pictures; an admin has no 'Desactivar' on their own account; Portales says what the agency must do instead of
// the server's variable names, and a new listing is not ticked for MercadoLibre while its account is not connected.
import type { Browser } from 'playwright-core';
import { adminApi, apiLogin, launch, nuevoDni, SIZES, staffPage } from '../support/env.js';

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

describe.each(SIZES)('the back office at $name', (size) => {
  const tag = `${RUN}${size.width}`;

  it("a trashed listing shows 'En papelera' instead of 'Visible'; a rent's card says '/mes'", async () => {
    const titulo = `Casa a la papelera ${tag}`;
    const { id } = await call<{ id: string }>('POST', '/admin/nueva-casa', { titulo, operacion: 'alquiler', localidad: 'Lobos', habitaciones: 2, visible: true, precio: { monto: 480000, moneda: 'ARS', visible: true } });
    const { context, page } = await staffPage(browser, token, size);
    await page.goto(`/propiedades?q=${encodeURIComponent(titulo)}`);
    const card = page.getByRole('listitem').filter({ hasText: titulo }).first();
    await card.getByText('Visible', { exact: true }).waitFor();
    await card.getByText('$480.000 ARS /mes').waitFor();
    await call('DELETE', `/admin/eliminar-propiedad/${id}`);
    await page.goto(`/propiedades?vista=papelera&q=${encodeURIComponent(titulo)}`);
    const trashed = page.getByRole('list', { name: 'Propiedades eliminadas' }).getByRole('listitem').filter({ hasText: titulo }).first();
    await trashed.getByText('En papelera', { exact: true }).waitFor();
    expect(await trashed.getByText('Visible', { exact: true }).count()).toBe(0);
    expect(await trashed.getByText('Oculta', { exact: true }).count()).toBe(0);
    await context.close();
  });

  it('the Historial writes a date as dd/mm/aaaa and tells a reorder of the pictures', async () => {
    const titulo = `Casa con fechas ${tag}`;
    const created = await call<{ propiedad: { id: string; version: number; imagenes: Record<string, unknown>[] } }>('POST', '/admin/nueva-casa', {
      titulo, operacion: 'venta', localidad: 'Lobos', habitaciones: 2, fechaPublicacion: '2026-11-01',
      imagenes: [{ url: '/api/media/imagen_por_defecto.svg', public_id: `h-a-${tag}`, orden: 0, esPortada: true }, { url: '/api/media/imagen_por_defecto.svg', public_id: `h-b-${tag}`, orden: 1 }],
    });
    const p = created.propiedad;
    const [a, b] = p.imagenes;
    await call('PUT', `/admin/editar-propiedad/${p.id}`, {
      version: p.version,
      propiedad: { fechaPublicacion: '2026-11-15', imagenes: [{ ...b, orden: 0, esPortada: true }, { ...a, orden: 1, esPortada: false }] },
    });
    const { context, page } = await staffPage(browser, token, size);
    await page.goto(`/propiedad/${p.id}`);
    const edicion = page.getByTestId('historial').locator('li[data-accion="editar"]').first();
    await edicion.waitFor();
    expect(await edicion.locator('li[data-campo="fechaPublicacion"]').innerText()).toBe('Fecha de publicación: 01/11/2026 → 15/11/2026');
    expect(await edicion.locator('li[data-campo="imagenes.orden"]').innerText()).toBe('Orden de las imágenes: 1, 2 → 2, 1');
    expect(await edicion.locator('li[data-campo="imagenes.portada"]').innerText()).toBe('Portada: imagen 2 → imagen 1');
    expect(await page.getByTestId('historial').innerText()).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    await context.close();
  });

  it("Reportes lists the period's operations with dates as dd/mm/aaaa", async () => {
    const titulo = `Casa del reporte ${tag}`;
    const { id: propiedad } = await call<{ id: string }>('POST', '/admin/nueva-casa', { titulo, operacion: 'venta', localidad: 'Lobos', habitaciones: 2, precio: { monto: 90000, moneda: 'USD', visible: true } });
    const cliente = async (nombre: string) => (await call<{ data: { _id: string } }>('POST', '/admin/nuevo-cliente', { nombre, apellido: `Fecha${tag}`, dni: nuevoDni(), telefono: '2227 45-2222', mail: null })).data._id;
    const hoy = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(new Date());
    await call('POST', '/admin/nueva-operacion', { operacion: 'venta', propiedad, oferente: await cliente('Ofe'), receptor: await cliente('Rece'), montoDinero: 90000, moneda: 'USD', fechaConcretada: hoy });
    const { context, page } = await staffPage(browser, token, size);
    await page.goto('/reportes');
    const row = page.getByRole('region', { name: 'Operaciones del período', exact: true }).getByRole('row').filter({ hasText: titulo }).first();
    await row.waitFor();
    const [y, m, d] = hoy.split('-');
    expect((await row.getByRole('cell').first().innerText()).trim()).toBe(`${d}/${m}/${y}`);
    await context.close();
  });

  it("an admin has no 'Desactivar' on their own account, and has it on another's", async () => {
    const otro = `otro${tag}`.slice(0, 30);
    await call('POST', '/admin/nuevo-usuario', { usuario: otro, nombre: `Otro ${tag}`, rol: 'agente', contraseña: `Clave-larga-${tag}-x` });
    const { context, page } = await staffPage(browser, token, size);
    await page.goto('/usuarios');
    const mine = page.getByTestId('usuario-admin');
    await mine.waitFor();
    await mine.getByText('(vos)').waitFor();
    expect(await mine.getByRole('button', { name: 'Desactivar' }).count()).toBe(0);
    await page.getByTestId(`usuario-${otro}`).getByRole('button', { name: 'Desactivar' }).waitFor();
    await context.close();
  });

  it("Portales says what to do in Spanish; a new listing is not ticked for MercadoLibre while it is not connected", async () => {
    const { context, page } = await staffPage(browser, token, size);
    await page.goto('/portales');
    const ml = page.getByTestId('portal-mercadolibre');
    await ml.getByText('MercadoLibre todavía no está habilitado para esta inmobiliaria').waitFor();
    const texto = await ml.innerText();
    expect(texto).toContain('Pedile a quien administra el sistema');
    expect(texto).not.toMatch(/MERCADOLIBRE_|CLIENT_ID|CLIENT_SECRET/);
    await page.goto('/nueva-propiedad');
    await page.getByRole('checkbox', { name: 'Publicar en portales' }).waitFor();
    const mercadolibre = page.getByRole('checkbox', { name: 'MercadoLibre', exact: true });
    await page.waitForFunction(() => {
      const box = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === 'MercadoLibre')?.querySelector('input');
      return box && !(box as HTMLInputElement).checked;
    });
    expect(await mercadolibre.isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: 'Zonaprop', exact: true }).isChecked()).toBe(true);
    await context.close();
  });
});
