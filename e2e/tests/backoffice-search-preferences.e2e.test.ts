// A client's search preference with a town, as a member of staff sets it on the client's page: the form shows no
// 'Campo requerido' before anything is touched, asks about financing only for a purchase (and not ticked), and once
// saved the client is offered the listing in that town and not the one in another, in 'Enviar Propiedades' and in
// each property's 'Clientes interesados'. Every listing and client is made here, with this run's own towns.
import type { Browser, Page } from 'playwright-core';
import { SIZES, adminApi, launch, nuevoDni, product, staffPage, visitorAddress, type ProductState } from '../support/env.js';

const RUN = `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;
// The product this run started, read once: the state file is rewritten when another run starts.
const P: ProductState = product();
let browser: Browser;
let token: string;
const call = <T = any>(method: string, path: string, body?: unknown) => adminApi<T>(token, method, path, body, P.baseUrl);

beforeAll(async () => {
  browser = await launch();
  const r = await fetch(`${P.baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': visitorAddress() },
    body: JSON.stringify({ usuario: P.adminUser, contraseña: P.adminPassword }),
  });
  const body = (await r.json()) as { data?: { token: string } };
  if (!body.data) throw new Error(`login failed: ${JSON.stringify(body)}`);
  token = body.data.token;
});
afterAll(async () => {
  await browser?.close();
});

async function casa(titulo: string, localidad: string): Promise<string> {
  const r = await call<{ id: string }>('POST', '/admin/nueva-casa', {
    titulo, operacion: 'venta', localidad, habitaciones: 3, superficieCubierta: 120, visible: true, precio: { monto: 100000, moneda: 'USD', visible: true },
  });
  return r.id;
}

async function cliente(nombre: string): Promise<string> {
  const r = await call<{ data: { _id: string } }>('POST', '/admin/nuevo-cliente', { nombre, apellido: 'Buscadora', dni: nuevoDni(), telefono: '2227 45-3333', mail: `${nombre.toLowerCase()}@ejemplo.com` });
  return r.data._id;
}

/** The 'Clientes interesados' section once it has loaded (a list, or the line saying nobody fits). */
async function interesados(page: Page, propiedad: string) {
  await page.goto(`/propiedad/${propiedad}`);
  const seccion = page.getByRole('region', { name: 'Clientes interesados' });
  await seccion.getByRole('list', { name: 'Clientes interesados' }).or(seccion.getByText('Ningún cliente busca una propiedad como esta.')).waitFor();
  return seccion;
}

describe.each(SIZES)('search preferences with a town ($name)', (size) => {
  it('a pristine preference shows no "Campo requerido"; a field says it once left, and every one on save', async () => {
    const id = await cliente(`Prístina${RUN}${size.width}`);
    const { context, page } = await staffPage(browser, token, { ...size, baseUrl: P.baseUrl });
    await page.goto(`/cliente/${id}`);
    await page.getByRole('button', { name: 'Editar' }).click();
    await page.getByRole('button', { name: '+ Agregar Preferencia' }).click();
    await page.getByLabel('Tipo de propiedad').waitFor();
    expect(await page.getByText('Campo requerido').count()).toBe(0);
    expect(await page.getByLabel('Tipo de propiedad').getAttribute('aria-invalid')).toBeNull();
    // Leaving the type empty says so under it alone.
    await page.getByLabel('Tipo de propiedad').focus();
    await page.getByLabel('Presupuesto', { exact: true }).focus();
    await page.getByText('Campo requerido').waitFor();
    expect(await page.getByText('Campo requerido').count()).toBe(1);
    // A surface range the wrong way round: its message once a save is tried, with the type and operation's.
    await page.getByLabel('Presupuesto', { exact: true }).fill('100000');
    await page.getByLabel('Superficie desde (m²)').fill('200');
    await page.getByLabel('Superficie hasta (m²)').fill('100');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('La preferencia 1 debe tener tipo de propiedad y operación seleccionados si se completan otros campos').first().waitFor();
    expect(await page.getByText('Campo requerido').count()).toBe(2);
    await page.getByLabel('Tipo de propiedad').selectOption('Casa');
    await page.getByLabel('Tipo de operación').selectOption('Compra');
    await page.getByText('La superficie mínima no puede ser mayor que la máxima').waitFor();
    expect(await page.getByText('Campo requerido').count()).toBe(0);
    await context.close();
  });

  it('offers financing only for a purchase, not ticked; a town set on the client finds the listing there and not the one elsewhere', async () => {
    const sufijo = `${RUN}${size.width}`;
    const pueblo = `Uribelarrea ${sufijo}`;
    const enElPueblo = await casa(`Casa en el pueblo ${sufijo}`, pueblo);
    const enOtro = await casa(`Casa en otro pueblo ${sufijo}`, `Otro pueblo ${sufijo}`);
    const nombre = `Eugenia${sufijo}`;
    const id = await cliente(nombre);

    const { context, page } = await staffPage(browser, token, { ...size, baseUrl: P.baseUrl });
    await page.goto(`/cliente/${id}`);
    await page.getByRole('button', { name: 'Editar' }).click();
    await page.getByRole('button', { name: '+ Agregar Preferencia' }).click();
    await page.getByLabel('Tipo de propiedad').selectOption('Casa');
    // No operation yet, or a rental: no financing to ask about.
    expect(await page.getByLabel('Financiación').count()).toBe(0);
    await page.getByLabel('Tipo de operación').selectOption('Alquiler');
    expect(await page.getByLabel('Financiación').count()).toBe(0);
    await page.getByLabel('Tipo de operación').selectOption('Compra');
    expect(await page.getByLabel('Financiación').isChecked()).toBe(false);
    // The town is one of the catalogue's (offered in the field's list), typed with other accents and case.
    await page.locator(`datalist[id$="-localidades-catalogo"] option[value="${pueblo}"]`).waitFor({ state: 'attached' });
    await page.getByLabel('Localidades', { exact: true }).fill(`uribelarréa ${sufijo}`);
    await page.getByLabel('Localidades', { exact: true }).press('Enter');
    await page.getByRole('button', { name: `Quitar ${pueblo}` }).waitFor();
    await page.getByLabel('Dormitorios (mínimo)').fill('2');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Cambios guardados correctamente').waitFor();
    const guardada = page.getByRole('listitem', { name: 'Preferencia 1' });
    await guardada.getByText(`Busca: en ${pueblo} · 2 o más dormitorios`).waitFor();
    expect(await guardada.getByText('Financiación: No').count()).toBe(1);
    const api = await call<{ data: { preferenciasBusqueda: { localidades: string[]; financiacion: boolean }[] } }>('GET', `/admin/cliente/${id}`);
    expect(api.data.preferenciasBusqueda).toEqual([expect.objectContaining({ localidades: [pueblo], dormitoriosMin: 2, financiacion: false })]);

    // 'Enviar Propiedades' offers the listing in the town, not the other.
    await page.getByRole('button', { name: 'Enviar Propiedades' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enviar Propiedades' });
    await dialog.getByRole('checkbox', { name: new RegExp(`Casa en el pueblo ${sufijo}`) }).waitFor();
    await dialog.getByText(`Casa · Compra · sin presupuesto · en ${pueblo} · 2 o más dormitorios`).waitFor();
    expect(await dialog.getByText(`Casa en otro pueblo ${sufijo}`).count()).toBe(0);

    // Each listing's 'Clientes interesados': she is interested in the one in her town only.
    const enlace = { name: `${nombre} Buscadora` };
    const aqui = await interesados(page, enElPueblo);
    const item = aqui.getByRole('listitem').filter({ has: page.getByRole('link', enlace) });
    await item.waitFor();
    expect(await item.textContent()).toContain(`Busca: Casa · Compra · sin presupuesto · en ${pueblo} · 2 o más dormitorios`);
    const alla = await interesados(page, enOtro);
    expect(await alla.getByRole('link', enlace).count()).toBe(0);
    await context.close();
  });
});
