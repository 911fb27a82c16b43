// A listing's state and its owner, as staff and visitors meet them, at 1366×768 and 390×844: staff set a listing
// to Reservada on its page (with the reason, kept in the Historial) and the public page shows 'Reservada' with no
// enquiry form or bar; set to Vendida, it is gone from the public catalogue and its page; the owner picked on the
// property's edit form lists the property on the client's page, and the Historial names the client.
import type { Browser, Page } from 'playwright-core';
import { adminApi, apiLogin, launch, newPage, nuevoDni, openApp, SIZES, staffPage, type Size } from '../support/env.js';

let browser: Browser;
let token: string;
beforeAll(async () => {
  browser = await launch();
  token = await apiLogin();
});
afterAll(async () => {
  await browser?.close();
});

const RUN = Date.now().toString(36);

async function casa(titulo: string): Promise<string> {
  const r = await adminApi<{ id: string }>(token, 'POST', '/admin/nueva-casa', { titulo, operacion: 'venta', localidad: 'Chivilcoy', habitaciones: 3, precio: { monto: 99000, moneda: 'USD' } });
  return r.id;
}

/** On the property's page as staff: 'Cambiar estado', the state and the reason, 'Guardar estado'. */
async function cambiarEstado(page: Page, estado: string, motivo: string) {
  await page.getByRole('button', { name: 'Cambiar estado' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cambiar estado' });
  await dialog.getByLabel('Nuevo estado').selectOption(estado);
  await dialog.getByLabel('Motivo').fill(motivo);
  await page.getByRole('button', { name: 'Guardar estado' }).click();
  await page.getByText(`Estado cambiado a ${estado}`).waitFor();
  await page.getByRole('toolbar', { name: 'Herramientas de administración' }).locator(`[data-estado="${estado}"]`).waitFor();
}

describe.each(SIZES)('listing states at $name', (size: Size) => {
  it('staff set a listing to Reservada with a reason: the public page shows the badge and no enquiry form; the Historial keeps the reason', async () => {
    const titulo = `Casa reservada ${size.width} ${RUN}`;
    const id = await casa(titulo);
    const staff = await staffPage(browser, token, size);
    await staff.page.goto(`/propiedad/${id}`);
    // A reason is required.
    await staff.page.getByRole('button', { name: 'Cambiar estado' }).click();
    await staff.page.getByRole('dialog', { name: 'Cambiar estado' }).getByLabel('Nuevo estado').selectOption('Reservada');
    await staff.page.getByRole('button', { name: 'Guardar estado' }).click();
    await staff.page.getByText('Indique el motivo del cambio de estado').waitFor();
    await staff.page.getByRole('button', { name: 'Cancelar' }).click();
    await cambiarEstado(staff.page, 'Reservada', 'Seña recibida');
    await staff.page.reload();
    const historial = staff.page.getByTestId('historial');
    await historial.getByText('Seña recibida').first().waitFor();
    await staff.context.close();

    const visitor = await newPage(browser, size);
    await openApp(visitor.page, `/propiedad/${id}`);
    await visitor.page.getByRole('heading', { name: titulo }).waitFor();
    expect(await visitor.page.getByTestId('badge-situacion').textContent()).toBe('Reservada');
    expect(await visitor.page.getByRole('link', { name: 'Consultar por esta propiedad' }).count()).toBe(0);
    expect(await visitor.page.getByTestId('barra-consulta').count()).toBe(0);
    expect(await visitor.page.getByTestId('sin-consultas').textContent()).toBe('Esta propiedad está reservada.');
    // The catalogue's card says so too.
    await openApp(visitor.page, `/propiedades-publicas?q=${encodeURIComponent(`reservada ${size.width} ${RUN}`)}`);
    const card = visitor.page.getByRole('link', { name: new RegExp(titulo) });
    await card.waitFor();
    expect(await card.getByText('Reservada', { exact: true }).count()).toBe(1);
    await visitor.context.close();
  });

  it('staff set a listing to Vendida: it is gone from the public catalogue and its page', async () => {
    const titulo = `Casa vendida ${size.width} ${RUN}`;
    const id = await casa(titulo);
    const visitor = await newPage(browser, size);
    const catalogo = `/propiedades-publicas?q=${encodeURIComponent(`vendida ${size.width} ${RUN}`)}`;
    await openApp(visitor.page, catalogo);
    await visitor.page.getByRole('link', { name: new RegExp(titulo) }).waitFor();

    const staff = await staffPage(browser, token, size);
    await staff.page.goto(`/propiedad/${id}`);
    await cambiarEstado(staff.page, 'Vendida', 'Escritura firmada');
    await staff.context.close();

    await openApp(visitor.page, catalogo);
    await visitor.page.getByRole('heading', { level: 1 }).first().waitFor();
    await visitor.page.waitForFunction((t) => !document.body.innerText.includes(t) && /No hay/.test(document.body.innerText), titulo);
    expect(await visitor.page.getByRole('link', { name: new RegExp(titulo) }).count()).toBe(0);
    await openApp(visitor.page, `/propiedad/${id}`);
    await visitor.page.getByText('Propiedad no encontrada').waitFor();
    expect(await visitor.page.getByRole('heading', { name: titulo }).count()).toBe(0);
    await visitor.context.close();
  });

  it('the owner picked on the edit form lists the property on the client’s page, with its state; the Historial names the client', async () => {
    const apellido = `Dueñez${size.width}${RUN}`;
    const cliente = await adminApi<{ data: { _id: string } }>(token, 'POST', '/admin/nuevo-cliente', { nombre: 'Lucía', apellido, dni: nuevoDni(), telefono: '2346 411111' });
    const titulo = `Casa con dueña ${size.width} ${RUN}`;
    const id = await casa(titulo);
    const staff = await staffPage(browser, token, size);
    await staff.page.goto(`/propiedad/${id}`);
    await staff.page.getByRole('button', { name: 'Editar' }).click();
    const picker = staff.page.getByRole('combobox', { name: 'Cliente dueño' });
    await picker.fill(apellido.slice(0, 10));
    await staff.page.getByRole('option', { name: new RegExp(`${apellido}, Lucía`) }).click();
    await staff.page.getByTestId('elegido-Cliente dueño').waitFor();
    await staff.page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await staff.page.getByText('Propiedad actualizada correctamente').waitFor();
    // The Historial names the owner, never an id.
    const historial = staff.page.getByTestId('historial');
    await historial.getByText(`${apellido}, Lucía`).first().waitFor();
    expect(await historial.innerText()).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);

    await staff.page.goto(`/cliente/${cliente.data._id}`);
    const ofertas = staff.page.locator('section[aria-labelledby="sec-ofertas"]');
    const item = ofertas.getByRole('listitem').filter({ hasText: titulo });
    await item.waitFor();
    expect(await item.getByText('Cliente dueño', { exact: true }).count()).toBe(1);
    expect(await item.locator('[data-estado="Disponible"]').count()).toBe(1);
    await staff.context.close();
  });
});
