// Back office, people and deals: clients with preferences and offered properties, operations and the
// dashboard totals, the enquiry inbox, property matching and reports — as a member of staff uses them.
import type { Browser, Page } from 'playwright-core';
import { SIZES, adminApi, eventually, launch, loseFirstReply, product as leerProducto, staffPage, storeToken, type ProductState, nuevoDni } from '../support/env.js';
/** One client's DNI, the same in its creation and its edits. */
const DNI_23123456 = nuevoDni();
const DNI_29123456 = nuevoDni();

const RUN = Date.now().toString(36).slice(-6);
// The product this run started, read once: e2e/.e2e-tmp/product.json is rewritten when another run starts, and
// this file must keep talking to its own instance.
const P: ProductState = leerProducto();
const product = () => P;
let browser: Browser;
let token: string;

const call = <T = any>(method: string, path: string, body?: unknown) => adminApi<T>(token, method, path, body);

async function nuevaCasa(titulo: string, monto: number, moneda = 'USD', operacion = 'venta'): Promise<string> {
  const r = await call<{ id: string }>('POST', '/admin/nueva-casa', {
    titulo,
    operacion,
    localidad: 'Lobos',
    habitaciones: 3,
    visible: true,
    precio: { monto, moneda, visible: true },
  });
  return r.id;
}

async function nuevoCliente(nombre: string, apellido: string, dni: string): Promise<string> {
  const r = await call<{ data: { _id: string } }>('POST', '/admin/nuevo-cliente', { nombre, apellido, dni, telefono: '2227 45-0000', mail: `${nombre.toLowerCase()}@ejemplo.com` });
  return r.data._id;
}

async function adminPage(): Promise<Page> {
  const context = await browser.newContext({ baseURL: P.baseUrl, viewport: { width: 1280, height: 900 }, locale: 'es-AR', acceptDownloads: true });
  await storeToken(context, token);
  return context.newPage();
}

async function apiLogin(): Promise<string> {
  const r = await fetch(`${P.baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usuario: P.adminUser, contraseña: P.adminPassword }),
  });
  const body = (await r.json()) as { data?: { token: string } };
  if (!body.data) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.data.token;
}

beforeAll(async () => {
  browser = await launch();
  token = await apiLogin();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(SIZES)('a create whose reply is lost ($name)', (size) => {
  it('is sent again with the same Idempotency-Key: one client, and the form says it was created', async () => {
    const { context, page } = await staffPage(browser, token, size);
    // The API saves it; its reply never reaches the browser.
    const keys = await loseFirstReply(context, '**/api/admin/nuevo-cliente');
    await page.goto('/nuevo-cliente');
    const nombre = `Perdida${RUN}${size.width}`;
    const dni = nuevoDni();
    await page.getByLabel('Nombre').fill(nombre);
    await page.getByLabel('Apellido').fill('Reintento');
    await page.getByLabel('DNI').fill(dni);
    await page.getByLabel('Teléfono').fill('2227 45-2222');
    await page.getByRole('button', { name: 'Crear Cliente' }).click();
    await page.getByText('Cliente creado correctamente.').waitFor();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[\x21-\x7e]{16,255}$/);
    expect(keys[1]).toBe(keys[0]);
    const found = await call<{ data: { dni: string; nombre: string }[] }>('GET', `/admin/clientes?q=${dni}`);
    expect(found.data.map((c) => [c.nombre, c.dni])).toEqual([[nombre, dni]]);
    await context.close();
  });
});

describe('clients', () => {
  it('creates a client, adds a preference and an offered property through the picker, saves, and keeps them after a reload', async () => {
    const casa = `Casa picker ${RUN}`;
    await nuevaCasa(casa, 90000);
    const page = await adminPage();
    await page.goto('/clientes');
    await page.getByRole('link', { name: '+ Nuevo Cliente' }).click();
    await page.waitForURL('**/nuevo-cliente');
    // The spec's required-field messages.
    await page.getByRole('button', { name: 'Crear Cliente' }).click();
    await page.getByText('El nombre es obligatorio').waitFor();
    await page.getByLabel('Nombre').fill(`Lucía${RUN}`);
    await page.getByLabel('Apellido').fill('Gómez');
    const dni = nuevoDni();
    await page.getByLabel('DNI').fill(dni);
    await page.getByLabel('Teléfono').fill('2227 45-1111');
    await page.getByRole('button', { name: 'Crear Cliente' }).click();
    await page.getByText('Cliente creado correctamente.').waitFor();
    await page.waitForURL('**/clientes');

    await page.getByLabel('Buscar por nombre').fill(`Lucía${RUN}`);
    const card = page.getByRole('list', { name: 'Listado de clientes' }).getByRole('link', { name: new RegExp(`Lucía${RUN} Gómez`) });
    await card.waitFor();
    expect(await card.textContent()).toContain(dni);
    expect(await card.textContent()).not.toContain('Oferente');
    await card.click();
    await page.waitForURL('**/cliente/*');
    await page.getByText('Cliente Activo').waitFor();
    await page.getByText('No hay preferencias de búsqueda configuradas').waitFor();
    await page.getByText('No hay propiedades registradas como oferente').waitFor();

    await page.getByRole('button', { name: 'Editar' }).click();
    await page.getByText('No hay preferencias agregadas...').waitFor();
    await page.getByRole('button', { name: '+ Agregar Preferencia' }).click();
    // Saving a half-filled preference is refused with the spec's message.
    await page.getByLabel('Presupuesto', { exact: true }).fill('100000');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('La preferencia 1 debe tener tipo de propiedad y operación seleccionados si se completan otros campos').waitFor();
    await page.getByLabel('Tipo de propiedad').selectOption('Casa');
    await page.getByLabel('Tipo de operación').selectOption('Compra');
    await page.getByLabel('Moneda del presupuesto').selectOption('USD');

    await page.getByRole('button', { name: '+ Agregar Propiedad' }).click();
    const dialog = page.getByRole('dialog', { name: 'Seleccionar Propiedad' });
    await dialog.getByText(/\d+ propiedades disponibles de \d+ totales/).waitFor();
    await dialog.getByLabel('Buscar propiedad').fill(casa);
    await dialog.getByText('1 propiedades disponibles de').waitFor();
    await dialog.getByRole('button', { name: new RegExp(`^${casa} `) }).click();
    await page.getByText('Propiedad agregada correctamente').waitFor();
    expect(await dialog.isVisible()).toBe(false);
    // An assigned property is no longer offered by the picker.
    await page.getByRole('button', { name: '+ Agregar Propiedad' }).click();
    await dialog.getByLabel('Buscar propiedad').fill(casa);
    await dialog.getByText('No se encontraron propiedades').waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Cambios guardados correctamente').waitFor();
    await page.getByRole('button', { name: 'Editar' }).waitFor();

    await page.reload();
    const estado = page.getByLabel('Estado del cliente');
    await estado.getByText('Oferente').waitFor();
    await estado.getByText('Receptor').waitFor();
    await page.getByRole('button', { name: casa }).waitFor();
    await page.getByText('Alto - Búsqueda activa').waitFor();
    expect(await page.getByTestId('preferencias-activas').textContent()).toBe('1');
    expect(await page.getByTestId('propiedades-activas').textContent()).toBe('1');
    await page.context().close();
  });

  it('Cancelar throws the edits away and shows the saved data again', async () => {
    const id = await nuevoCliente(`Marta${RUN}`, 'Sosa', nuevoDni());
    const page = await adminPage();
    await page.goto(`/cliente/${id}`);
    await page.getByRole('heading', { level: 1, name: `Marta${RUN} Sosa` }).waitFor();
    await page.getByRole('button', { name: 'Editar' }).click();
    await page.getByLabel('Nombre', { exact: true }).fill('Otro nombre');
    await page.getByLabel('Profesión').fill('Docente');
    await page.getByRole('button', { name: '+ Agregar Preferencia' }).click();
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByText('Edición cancelada - Datos restaurados').waitFor();
    await page.getByRole('button', { name: 'Editar' }).waitFor();
    await page.getByRole('heading', { level: 1, name: `Marta${RUN} Sosa` }).waitFor();
    await page.getByText('No hay preferencias de búsqueda configuradas').waitFor();
    expect(await page.getByText('Docente').count()).toBe(0);
    const saved = await call<{ data: { nombre: string; profesion: string | null } }>('GET', `/admin/cliente/${id}`);
    expect(saved.data).toMatchObject({ nombre: `Marta${RUN}`, profesion: null });
    // Without preferences nor offered properties she is neither Receptor nor Oferente in the list filters.
    await page.goto('/clientes');
    await page.getByLabel('Buscar por nombre').fill(`Marta${RUN}`);
    await page.getByRole('link', { name: new RegExp(`Marta${RUN} Sosa`) }).waitFor();
    await page.getByLabel('Rol').selectOption('receptor');
    await page.getByText('No hay resultados para esta búsqueda').waitFor();
    await page.context().close();
  });
});

describe('client edits against a stale version', () => {
  it('keeps what was typed and shows the Spanish conflict message when someone else saved first', async () => {
    const id = await nuevoCliente(`Nora${RUN}`, 'Conflicto', DNI_23123456);
    const page = await adminPage();
    await page.goto(`/cliente/${id}`);
    await page.getByRole('button', { name: 'Editar' }).click();
    // Someone else saves the client meanwhile.
    const c = await call<{ data: { version: number } }>('GET', `/admin/cliente/${id}`);
    await call('PUT', `/admin/editar-cliente/${id}`, { nombre: `Nora${RUN}`, apellido: 'Conflicto', dni: DNI_23123456, telefono: '2346 400100', mail: null, profesion: 'Abogada', version: c.data.version, preferenciasBusqueda: [], oferente: [] });
    await page.getByLabel('Profesión').fill('Arquitecta');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('El cliente fue modificado por otra persona. Recargá para ver los cambios.').waitFor();
    expect(await page.getByLabel('Profesión').inputValue()).toBe('Arquitecta');
    await page.context().close();
  });
});

describe('operations', () => {
  it('creates an operation through the three searches and shows it in the list and in the dashboard totals', async () => {
    const casa = `Casa operación ${RUN}`;
    await nuevaCasa(casa, 120000);
    await nuevoCliente(`Ofelia${RUN}`, 'Vende', nuevoDni());
    await nuevoCliente(`Ramiro${RUN}`, 'Compra', nuevoDni());
    const page = await adminPage();
    await page.goto('/dashboard');
    const totalCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Operaciones totales' }) });
    await page.waitForFunction(() => document.querySelector('[aria-label="Métricas"]')?.getAttribute('aria-busy') === 'false');
    const antes = Number((await totalCard.locator('p').first().textContent())!.replace(/\./g, ''));

    await page.goto('/operaciones');
    await page.getByRole('link', { name: '+ Nueva Operación' }).click();
    await page.waitForURL('**/nueva-operacion');
    await page.getByRole('button', { name: 'Crear Operación' }).click();
    for (const m of ['Seleccione el tipo de operación', 'Seleccione una propiedad', 'Seleccione un cliente oferente', 'Seleccione un cliente receptor']) {
      await page.getByText(m).waitFor();
    }
    await page.getByLabel('Tipo de operación').selectOption('venta');
    const prop = page.getByRole('combobox', { name: 'Propiedad' });
    await prop.fill('C');
    expect(await page.getByRole('listbox').count()).toBe(0);
    await prop.fill(`operación ${RUN}`);
    await page.getByRole('option', { name: new RegExp(casa) }).click();
    await page.getByRole('combobox', { name: 'Cliente oferente' }).fill(`Ofelia${RUN}`);
    await page.getByRole('option', { name: new RegExp(`Ofelia${RUN} Vende`) }).click();
    // By keyboard: the first match is active, Enter picks it.
    const receptor = page.getByRole('combobox', { name: 'Cliente receptor' });
    await receptor.fill(`Ramiro${RUN}`);
    await page.getByRole('option', { name: new RegExp(`Ramiro${RUN} Compra`) }).waitFor();
    await receptor.press('Enter');
    await page.getByRole('group', { name: 'Cliente receptor' }).getByText(`Ramiro${RUN} Compra`).waitFor();
    await page.getByLabel('Monto').fill('118.500,5');
    await page.getByLabel('Moneda').selectOption('USD');
    await page.getByLabel('Descripción').fill(`Escritura ${RUN}`);
    expect(await page.getByLabel('Fecha de concreción').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await page.getByRole('button', { name: 'Crear Operación' }).click();
    await page.getByText('Operación creada exitosamente').waitFor();
    await page.waitForURL('**/operaciones');

    await page.getByLabel('Propiedad').fill(casa);
    const card = page.getByRole('article', { name: `Operación: ${casa}` });
    await card.waitFor();
    const text = (await card.textContent())!;
    expect(text).toContain('Venta');
    expect(text).toContain('$ 118.500,50 USD');
    expect(text).toContain(`Ofelia${RUN} Vende (ofelia${RUN}@ejemplo.com)`);
    expect(text).toContain(`Ramiro${RUN} Compra`);
    expect(text).toContain(`Escritura ${RUN}`);
    await page.getByLabel('Cliente').fill(`Ramiro${RUN}`);
    await page.getByLabel('Moneda').selectOption('EUR');
    await page.getByText('No hay resultados para esta búsqueda').waitFor();

    await page.getByRole('navigation', { name: 'Panel de administración' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await page.waitForFunction(
      (n) => Number(document.querySelector('[aria-label="Métricas"] li:nth-child(4) p')?.textContent?.replace(/\./g, '')) >= n,
      antes + 1,
    );
    await page.context().close();
  });
});

describe('enquiries', () => {
  it('shows an enquiry sent from /contacto with the unread count, marks it answered and turns it into a client', async () => {
    const nombre = `Consultante${RUN} Ibarra`;
    const email = `consultante${RUN}@ejemplo.com`;
    const r = await fetch(`${product().baseUrl}/api/user/contacto`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ nombre, email, telefono: '02227 15-454567', asunto: 'Busco alquilar', mensaje: `Busco casa ${RUN}` }),
    });
    expect(r.status).toBe(201);
    const page = await adminPage();
    await page.goto('/consultas');
    const sinLeer = page.getByRole('navigation', { name: 'Panel de administración' }).getByTestId('consultas-sin-leer');
    await sinLeer.waitFor();
    expect(Number(await sinLeer.textContent())).toBeGreaterThanOrEqual(1);
    // Newest first: the one just sent is on the first page, without paging back.
    const item = page.getByRole('list', { name: 'Listado de consultas' }).getByRole('article', { name: `Consulta de ${nombre}` });
    await item.waitFor();
    await item.getByText('Nueva').waitFor();

    await item.getByRole('button', { name: new RegExp(nombre) }).click();
    await item.getByText(`Busco casa ${RUN}`).waitFor();
    await item.getByText('Nueva').waitFor({ state: 'detached' });
    expect(await item.getByRole('link', { name: 'Responder por Email' }).getAttribute('href')).toMatch(new RegExp(`^mailto:${email}\\?subject=Re%3A%20Busco%20alquilar`));
    expect(await item.getByRole('link', { name: 'Responder por WhatsApp' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5492227454567\?text=/);
    const api = await call<{ data: { _id: string; leida: boolean; respondida: boolean; nombre: string }[]; pendientes: number }>('GET', '/admin/consultas?limit=100');
    expect(api.data.find((c) => c.nombre === nombre)).toMatchObject({ leida: true, respondida: false });

    await item.getByRole('button', { name: 'Marcar como respondida' }).click();
    await item.getByText('Respondida', { exact: true }).waitFor();

    await item.getByRole('link', { name: 'Crear cliente' }).click();
    await page.waitForURL('**/nuevo-cliente?*');
    expect(await eventually(() => page.getByLabel('Nombre').inputValue(), `Consultante${RUN}`)).toBe(`Consultante${RUN}`);
    expect(await page.getByLabel('Apellido').inputValue()).toBe('Ibarra');
    expect(await page.getByLabel('Email (opcional)').inputValue()).toBe(email);
    expect(await page.getByLabel('Teléfono').inputValue()).toBe('02227 15-454567');
    await page.getByLabel('DNI').fill(nuevoDni());
    await page.getByRole('button', { name: 'Crear Cliente' }).click();
    await page.getByText('Cliente creado correctamente.').waitFor();
    await page.waitForURL('**/clientes');
    const clientes = await call<{ data: { mail: string; telefono: string }[] }>('GET', `/admin/clientes?q=Consultante${RUN}`);
    expect(clientes.data).toEqual([expect.objectContaining({ mail: email, telefono: '02227 15-454567' })]);
    await page.context().close();
  });
});

describe('matching', () => {
  it('offers a matching property for a preference and not a non-matching one, and sends the choice with public links', async () => {
    const coincide = await nuevaCasa(`Casa coincide ${RUN}`, 52000, 'USD');
    await nuevaCasa(`Casa cara ${RUN}`, 80000, 'USD');
    await nuevaCasa(`Casa en alquiler ${RUN}`, 500, 'USD', 'alquiler');
    const id = await nuevoCliente(`Bruno${RUN}`, 'Busca', DNI_29123456);
    const c = await call<{ data: { version: number } }>('GET', `/admin/cliente/${id}`);
    await call('PUT', `/admin/editar-cliente/${id}`, {
      nombre: `Bruno${RUN}`,
      apellido: 'Busca',
      dni: DNI_29123456,
      telefono: '2227 45-0000',
      mail: `bruno${RUN.toLowerCase()}@ejemplo.com`,
      profesion: null,
      version: c.data.version,
      oferente: [],
      preferenciasBusqueda: [{ tipoPropiedad: 'Casa', tipoOperacion: 'Compra', presupuesto: 50000, moneda: 'USD', descripcion: '', activa: true, financiacion: true, fechaCreacionPreferencia: new Date().toISOString() }],
    });
    const page = await adminPage();
    await page.goto(`/cliente/${id}`);
    await page.getByRole('button', { name: 'Enviar Propiedades' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enviar Propiedades' });
    const elegir = dialog.getByRole('checkbox', { name: new RegExp(`Casa coincide ${RUN}`) });
    await elegir.waitFor();
    expect(await dialog.getByText(`Casa cara ${RUN}`).count()).toBe(0);
    expect(await dialog.getByText(`Casa en alquiler ${RUN}`).count()).toBe(0);
    await elegir.check();
    const mail = await dialog.getByRole('link', { name: 'Enviar por Email' }).getAttribute('href');
    expect(mail).toMatch(/^mailto:bruno/);
    expect(decodeURIComponent(mail!)).toMatch(new RegExp(`${product().baseUrl}/propiedad/${coincide}/casa-[a-z0-9-]+`));
    const wa = await dialog.getByRole('link', { name: 'Enviar por WhatsApp' }).getAttribute('href');
    expect(decodeURIComponent(wa!)).toContain(`Casa coincide ${RUN}`);
    await page.context().close();
  });
});

describe('reports', () => {
  it('shows an operation created in the test and exports it to CSV', async () => {
    const titulo = `Casa reporte ${RUN}`;
    const propiedad = await nuevaCasa(titulo, 70000);
    const oferente = await nuevoCliente(`Rita${RUN}`, 'Reporte', nuevoDni());
    const receptor = await nuevoCliente(`Raúl${RUN}`, 'Reporte', nuevoDni());
    await call('POST', '/admin/nueva-operacion', { operacion: 'venta', propiedad, oferente, receptor, montoDinero: 69000, moneda: 'USD', descripcion: '' });
    const page = await adminPage();
    await page.goto('/reportes');
    await page.getByRole('img', { name: /^Operaciones por mes\. .*: [1-9]/ }).waitFor();
    const tabla = page.getByRole('region', { name: 'Operaciones del período', exact: true });
    await tabla.getByRole('cell', { name: titulo }).waitFor();
    const [descarga] = await Promise.all([page.waitForEvent('download'), tabla.getByRole('button', { name: 'Exportar CSV: Operaciones del período' }).click()]);
    expect(descarga.suggestedFilename()).toBe('operaciones-del-periodo.csv');
    const fs = await import('node:fs');
    const csv = fs.readFileSync((await descarga.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('\uFEFFFecha;Tipo;Propiedad;Oferente;Receptor;Monto;Moneda;Cerrada por');
    expect(csv).toContain(`Venta;${titulo};Rita${RUN} Reporte;Raúl${RUN} Reporte;69000;USD;Administrador`);
    await page.context().close();
  });
});
