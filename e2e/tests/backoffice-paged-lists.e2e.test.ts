// Every screen asks for pages: the back office never loads a whole list to search it in the
// browser. 'Seleccionar Propiedad' reads the catalogue twenty at a time ('Ver más propiedades'), an offered entry saved
// by title alone still finds its property (spec §4) through a search, and /nueva-operacion searches properties and
// clients on the server as staff type — its choices, read by id, come back with a draft after a reload.
import type { Browser, Page, Request } from 'playwright-core';
import { adminApi, apiLogin, launch, nuevoDni, staffPage as staffPageOf, SIZES } from '../support/env.js';

const RUN = `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;
let browser: Browser;
let token: string;
const call = <T = any>(method: string, path: string, body?: unknown) => adminApi<T>(token, method, path, body);
const desktop = SIZES[0];

async function nuevaCasa(titulo: string, localidad = 'Lobos'): Promise<string> {
  const r = await call<{ id: string }>('POST', '/admin/nueva-casa', { titulo, operacion: 'venta', localidad, habitaciones: 2, visible: true, precio: { monto: 70000, moneda: 'USD', visible: true } });
  return r.id;
}

async function nuevoCliente(nombre: string, apellido: string): Promise<string> {
  const r = await call<{ data: { _id: string } }>('POST', '/admin/nuevo-cliente', { nombre, apellido, dni: nuevoDni(), telefono: '2227 45-2222', mail: null });
  return r.data._id;
}

/** The list calls a page makes: the path and query of every request to these lists. */
function listCalls(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r: Request) => {
    const u = new URL(r.url());
    if (['/api/admin/todas-propiedades', '/api/admin/clientes', '/api/user/propiedades-publicas', '/api/admin/operaciones'].includes(u.pathname)) seen.push(u.pathname + u.search);
  });
  return seen;
}

/** A list call that asks for everything: no page, no search, no limit. */
const unpaged = (call: string) => {
  const q = new URL(call, 'http://x').searchParams;
  return !q.has('page') && !q.has('q') && !q.has('limit');
};

beforeAll(async () => {
  browser = await launch();
  token = await apiLogin();
});
afterAll(async () => {
  await browser?.close();
});

describe('the client page', () => {
  it("pages 'Seleccionar Propiedad' and finds an entry's property by its title, never loading every property", async () => {
    for (let i = 0; i < 25; i++) await nuevaCasa(`Casa lote ${RUN} ${String(i).padStart(2, '0')}`);
    const porTitulo = `Casa por título ${RUN}`;
    await nuevaCasa(porTitulo, 'Navarro');
    const id = await nuevoCliente(`Olga${RUN}`, 'Paginada');
    const c = await call<{ data: { version: number; dni: string; telefono: string } }>('GET', `/admin/cliente/${id}`);
    // Saved the spec's way: the entry names its property by title only.
    await call('PUT', `/admin/editar-cliente/${id}`, {
      nombre: `Olga${RUN}`, apellido: 'Paginada', dni: c.data.dni, telefono: c.data.telefono, mail: null, profesion: null, version: c.data.version,
      preferenciasBusqueda: [], oferente: [{ propiedad: porTitulo, descripcion: '', activa: true }],
    });

    const { context, page } = await staffPageOf(browser, token, desktop);
    const calls = listCalls(page);
    await page.goto(`/cliente/${id}`);
    const entry = page.getByRole('listitem', { name: 'Propiedad ofrecida 1' });
    await entry.getByText('Casa · Venta').waitFor();
    expect(await entry.textContent()).toContain('Navarro');

    await page.getByRole('button', { name: 'Editar' }).click();
    await page.getByRole('button', { name: '+ Agregar Propiedad' }).click();
    const dialog = page.getByRole('dialog', { name: 'Seleccionar Propiedad' });
    await dialog.getByText(/\d+ propiedades disponibles de \d+ totales/).waitFor();
    await dialog.getByLabel('Buscar propiedad').fill(`lote ${RUN}`);
    await dialog.getByText(/^25 propiedades disponibles de \d+ totales$/).waitFor();
    const rows = dialog.getByRole('list', { name: 'Propiedades disponibles' }).getByRole('listitem');
    await page.waitForFunction(() => document.querySelectorAll('[aria-label="Propiedades disponibles"] li').length === 20);
    await dialog.getByRole('button', { name: 'Ver más propiedades' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[aria-label="Propiedades disponibles"] li').length === 25);
    expect(await dialog.getByRole('button', { name: 'Ver más propiedades' }).count()).toBe(0);
    expect(await rows.first().textContent()).toContain(`Casa lote ${RUN} 24`);
    // The entry's own property is not offered again.
    await dialog.getByLabel('Buscar propiedad').fill(porTitulo);
    await dialog.getByText('No se encontraron propiedades').waitFor();
    await dialog.getByText(/^0 propiedades disponibles de/).waitFor();

    expect(calls.length).toBeGreaterThan(0);
    expect(calls.filter(unpaged)).toEqual([]);
    expect(calls).toEqual(expect.arrayContaining([expect.stringMatching(/^\/api\/admin\/todas-propiedades\?page=2&limit=20&q=lote/)]));
    await context.close();
  });
});

describe('/nueva-operacion', () => {
  it('searches properties and clients on the server as staff type, and a draft brings its choices back after a reload', async () => {
    const casa = `Casa en operación ${RUN}`;
    await nuevaCasa(casa);
    await nuevoCliente(`Teodoro${RUN}`, 'Vendedor');
    await nuevoCliente(`Úrsula${RUN}`, 'Compradora');
    const { context, page } = await staffPageOf(browser, token, desktop);
    const calls = listCalls(page);
    await page.goto('/nueva-operacion');
    await page.getByLabel('Tipo de operación').selectOption('venta');
    await page.getByRole('combobox', { name: 'Propiedad' }).fill(`en operación ${RUN}`);
    await page.getByRole('option', { name: new RegExp(casa) }).click();
    await page.getByRole('combobox', { name: 'Cliente oferente' }).fill(`teodoro${RUN}`);
    await page.getByRole('option', { name: new RegExp(`Teodoro${RUN} Vendedor`) }).click();
    // Accents aside, on the server: 'ursula' finds Úrsula.
    await page.getByRole('combobox', { name: 'Cliente receptor' }).fill(`ursula${RUN}`);
    await page.getByRole('option', { name: new RegExp(`Úrsula${RUN} Compradora`) }).click();
    await page.getByTestId('elegido-Cliente receptor').waitFor();

    expect(calls.filter(unpaged)).toEqual([]);
    expect(calls).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/api\/admin\/todas-propiedades\?q=.+&limit=10$/),
        expect.stringMatching(/^\/api\/admin\/clientes\?q=teodoro.+&limit=10$/),
        expect.stringMatching(/^\/api\/admin\/clientes\?q=ursula.+&limit=10$/),
      ]),
    );
    expect(calls.some((c) => c.includes('limit=1000'))).toBe(false);

    // A reload: the draft holds ids only; each choice is read again by its id.
    page.on('dialog', (d) => void d.accept());
    await page.reload();
    await page.getByTestId('oferta-borrador').waitFor();
    await page.getByRole('button', { name: 'Recuperar cambios' }).click();
    expect(await page.getByTestId('elegido-Propiedad').textContent()).toContain(casa);
    expect(await page.getByTestId('elegido-Cliente oferente').textContent()).toContain(`Teodoro${RUN} Vendedor`);
    expect(await page.getByTestId('elegido-Cliente receptor').textContent()).toContain(`Úrsula${RUN} Compradora`);
    await page.getByRole('button', { name: 'Crear Operación' }).click();
    await page.getByText('Operación creada exitosamente').waitFor();
    await context.close();
  });
});
