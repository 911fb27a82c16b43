// The dashboard's rental lists at both sizes, with more tenants in arrears and more contracts ending than its lines:
// 'Inquilinos en mora' and 'Contratos que terminan…' show their first LINEAS_TABLERO lines, then every one after
// 'Ver los N…'; the debt's total per currency is written out; nothing scrolls sideways.
import { LINEAS_TABLERO } from '@inmo/contracts';
import { SIZES, nuevoDni } from '../support/env.js';
import { hoy, mesesDespues, noSideScroll, staffSuite } from '../support/staff-suite.js';

const tag = `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;
const suite = staffSuite();
const call = suite.call;
const CONTRATOS = LINEAS_TABLERO + 1;

beforeAll(async () => {
  const cliente = async (nombre: string, i: number) =>
    (await call<{ data: { _id: string } }>('POST', '/admin/nuevo-cliente', { nombre, apellido: `Tablero${tag}`, dni: nuevoDni(), telefono: `2346 4${String(i).padStart(5, '0')}`, mail: null })).data._id;
  const propietario = await cliente('Olga', 99);
  // Six-month contracts begun five months ago, nothing paid: every tenant owes since the first month and every
  // contract ends within 60 days.
  for (let i = 0; i < CONTRATOS; i++) {
    const casa = await call<{ propiedad: { id: string } }>('POST', '/admin/nueva-casa', {
      titulo: `Casa tablero ${tag} ${i}`, operacion: 'alquiler', localidad: 'Chivilcoy', calle: 'Tablero', altura: 100 + i, habitaciones: 2, precio: { monto: 300000, moneda: 'ARS' },
    });
    await call('POST', '/admin/nuevo-contrato', {
      propiedad: casa.propiedad.id, propietario, inquilino: await cliente(`Inquilino${i}`, i), inicio: mesesDespues(hoy, -5), meses: 6, moneda: 'ARS',
      montoInicial: 300000, ajuste: { indice: 'NINGUNO' }, punitorioDiario: 0.1, comisionAdministracion: 6,
    });
  }
}, 120_000);

describe.each(SIZES)('dashboard rental lists at $name', (size) => {
  it("shows the first lines of 'Inquilinos en mora' and of the contracts ending, then every one", async () => {
    const { context, page } = await suite.page(size);
    await page.goto('/dashboard');
    const mora = page.locator('[aria-labelledby="inquilinos-en-mora"]');
    const lineasMora = mora.locator(':scope > ul > li');
    const verMora = mora.getByRole('button', { name: /^Ver los \d+ inquilinos en mora$/ });
    await verMora.waitFor();
    expect(await lineasMora.count()).toBe(LINEAS_TABLERO);
    const total = Number((await verMora.innerText()).match(/\d+/)![0]);
    expect(total).toBeGreaterThanOrEqual(CONTRATOS);
    await expect(mora.getByText(/^Deben en total: \$ [\d.]+,\d\d ARS/).isVisible()).resolves.toBe(true);
    await verMora.click();
    await verMora.waitFor({ state: 'detached' });
    expect(await lineasMora.count()).toBe(total);
    expect(await mora.getByText(`Inquilino${CONTRATOS - 1} Tablero${tag}`, { exact: false }).count()).toBe(1);

    const pendientes = page.locator('[aria-labelledby="pendientes-alquileres"]');
    const verContratos = pendientes.getByRole('button', { name: /^Ver los \d+ contratos$/ });
    const terminan = pendientes.getByRole('heading', { name: /^Contratos que terminan/ });
    await terminan.waitFor();
    const lineasFin = pendientes.locator('h3:has-text("Contratos que terminan") + ul > li');
    expect(await lineasFin.count()).toBe(LINEAS_TABLERO);
    const n = Number((await verContratos.innerText()).match(/\d+/)![0]);
    expect(n).toBeGreaterThanOrEqual(CONTRATOS);
    await verContratos.click();
    await verContratos.waitFor({ state: 'detached' });
    expect(await lineasFin.count()).toBe(n);
    expect(await pendientes.getByText(`Casa tablero ${tag} ${CONTRATOS - 1}`, { exact: false }).count()).toBeGreaterThan(0);
    expect(await noSideScroll(page)).toBe(true);
    await context.close();
  });
});
