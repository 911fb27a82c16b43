// The money screens by role at 1366×768 and 390×844: an admin voids a tenant's charge on the contract's page ('Anular',
// with a reason) and it stays on the account struck through, marked ANULADO, while the balance drops by its amount. An
// agente on a contract of a listing they may not edit records payments and charges ('Registrar pago', 'Agregar
// cargo') but is offered no 'Editar', 'Renovar', 'Rescindir', 'Condonar punitorios', 'Anular' or owner's link, and
// is told why; on Liquidaciones they see no 'Marcar pagada'; on /nuevo-contrato, choosing that listing names why and
// leaves 'Crear contrato' off. Nothing scrolls sideways.
import type { Browser, Page } from 'playwright-core';
import { MENSAJE_CONTRATO_AJENO, formatImporte, formatPeriodo } from '@inmo/contracts';
import { SIZES, adminApi, apiLogin, launch, nuevoDni, staffPage } from '../support/env.js';

const RUN = `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;
let browser: Browser;
let token: string;
let agenteToken: string;
const call = <T = any>(method: string, path: string, body?: unknown) => adminApi<T>(token, method, path, body);

const hoy = new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 10);
function mesesDespues(fecha: string, n: number): string {
  const [y, m] = fecha.split('-').map(Number) as [number, number];
  const t = y * 12 + (m - 1) + n;
  return `${Math.floor(t / 12)}-${String((t % 12) + 1).padStart(2, '0')}-01`;
}
const inicio = mesesDespues(hoy, -2);
const periodo = inicio.slice(0, 7);

beforeAll(async () => {
  browser = await launch();
  token = await apiLogin();
  const usuario = `plata${RUN}`;
  await call('POST', '/admin/nuevo-usuario', { usuario, nombre: `Agente ${RUN}`, rol: 'agente', contraseña: 'clave-temporal-2026x' });
  const temporal = (await adminApi<{ data: { token: string } }>(null, 'POST', '/user/login', { usuario, contraseña: 'clave-temporal-2026x' })).data.token;
  agenteToken = (await adminApi<{ data: { token: string } }>(temporal, 'POST', '/user/cambiar-contrasena', { actual: 'clave-temporal-2026x', nueva: `Agente-de-prueba-${RUN}` })).data.token;
});
afterAll(async () => {
  await browser?.close();
});

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe.each(SIZES)('money by role at $name', (size) => {
  const tag = `${RUN}${size.width}`;
  let contrato: string;

  beforeAll(async () => {
    const created = await call<{ propiedad: { id: string } }>('POST', '/admin/nueva-casa', {
      titulo: `Depto roles ${tag}`, operacion: 'alquiler', localidad: 'Chivilcoy', calle: 'Roles', altura: size.width, habitaciones: 2, precio: { monto: 150000, moneda: 'ARS' },
    });
    const cliente = async (nombre: string, telefono: string) =>
      (await call<{ data: { _id: string } }>('POST', '/admin/nuevo-cliente', { nombre, apellido: `Rol${tag}`, dni: nuevoDni(), telefono, mail: null })).data._id;
    const propietario = await cliente('Olegario', '2346 400501');
    const inquilino = await cliente('Inés', '2346 400502');
    contrato = (await call<{ data: { _id: string } }>('POST', '/admin/nuevo-contrato', {
      propiedad: created.propiedad.id, propietario, inquilino, inicio, meses: 12, moneda: 'ARS', montoInicial: 150000, ajuste: { indice: 'NINGUNO' }, comisionAdministracion: 6,
    })).data._id;
    await call('POST', `/admin/contrato/${contrato}/cargos`, { periodo, concepto: `Reparación ${tag}`, monto: 999999, aCargoDe: 'inquilino' });
    await call('POST', `/admin/contrato/${contrato}/pagos`, { fecha: `${periodo}-05`, monto: 1000, medio: 'efectivo' });
    // This month's settlement: Liquidaciones opens on the current month.
    await call('POST', '/admin/nueva-liquidacion', { propietario, periodo: hoy.slice(0, 7) });
  });

  it('an admin voids a charge: it stays struck through and marked, and the balance drops by its amount', async () => {
    const { context, page } = await staffPage(browser, token, size);
    await page.goto(`/contrato/${contrato}`);
    const cuenta = page.getByRole('region', { name: 'Cuenta corriente' });
    const saldo = async () => (await cuenta.getByText(/^Saldo: /).textContent())!;
    await cuenta.getByText(/^Saldo: /).waitFor();
    const antes = await saldo();
    const cargos = cuenta.getByRole('group', { name: 'Cargos' });
    await cargos.getByRole('button', { name: `Anular cargo Reparación ${tag} de ${formatPeriodo(periodo)}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Motivo').fill('Cargado por error');
    await dialog.getByRole('button', { name: 'Anular cargo' }).click();
    const item = cargos.locator('tr[data-anulado="si"]').filter({ hasText: `Reparación ${tag}` });
    await item.filter({ hasText: 'ANULADO: Cargado por error' }).waitFor();
    await expect(item.locator('del').filter({ hasText: '$' }).textContent()).resolves.toContain(formatImporte(999999, 'ARS'));
    await expect(cargos.getByRole('button', { name: `Anular cargo Reparación ${tag} de ${formatPeriodo(periodo)}` }).count()).resolves.toBe(0);
    await cuenta.getByText(/^Saldo: /).filter({ hasNotText: antes }).waitFor();
    const [a, d] = [antes, await saldo()].map((s) => Number(s.replace(/[^\d,-]/g, '').replace(',', '.')));
    expect(Math.round((a! - d!) * 100)).toBe(99999900);
    await expect(noSideScroll(page)).resolves.toBe(true);
    await context.close();
  });

  it('an agente records money but is offered none of the admins’ acts, nor the contract’s edits, and is told why', async () => {
    const { context, page } = await staffPage(browser, agenteToken, size);
    await page.goto(`/contrato/${contrato}`);
    const cuenta = page.getByRole('region', { name: 'Cuenta corriente' });
    await cuenta.getByRole('list', { name: 'Recibos' }).waitFor();
    await page.getByText(MENSAJE_CONTRATO_AJENO).waitFor();
    await cuenta.getByRole('button', { name: 'Registrar pago' }).waitFor();
    await cuenta.getByRole('button', { name: 'Agregar cargo' }).waitFor();
    for (const name of ['Editar', 'Renovar', 'Rescindir', 'Condonar punitorios', 'Crear enlace privado', 'Revocar enlace']) {
      await expect(page.getByRole('button', { name, exact: true }).count()).resolves.toBe(0);
    }
    await expect(cuenta.getByRole('button', { name: /^Anular/ }).count()).resolves.toBe(0);
    await expect(noSideScroll(page)).resolves.toBe(true);

    await page.goto('/liquidaciones');
    await page.getByRole('button', { name: 'PDF' }).first().waitFor();
    await expect(page.getByRole('button', { name: 'Marcar pagada' }).count()).resolves.toBe(0);

    await page.goto('/nuevo-contrato');
    await page.getByRole('combobox', { name: 'Propiedad' }).fill(`Depto roles ${tag}`);
    await page.getByRole('option', { name: new RegExp(`Depto roles ${tag}`) }).click();
    await page.getByText(MENSAJE_CONTRATO_AJENO).waitFor();
    await expect(page.getByRole('button', { name: 'Crear contrato' }).isDisabled()).resolves.toBe(true);
    await expect(noSideScroll(page)).resolves.toBe(true);
    await context.close();
  });
});
