// Closing a month at 1366×768 and 390×844: once every settlement of last month is paid, the dashboard offers an
// admin 'Cerrar {mes}', confirmed first; then a payment dated in it is refused (409 'El mes MM/AAAA está cerrado').
// Liquidaciones badges the month 'Mes cerrado' (no 'Calcular liquidación') and lists it under 'Meses cerrados';
// 'Reabrir' asks the motivo: the month leaves the list, the motivo is in its history, and the payment goes through.
// Nothing scrolls sideways. The month is open again after the file.
import { formatPeriodo, formatPeriodoCorto, mesAnterior } from '@inmo/contracts';
import { SIZES, nuevoDni } from '../support/env.js';
import { hoy, mesesDespues, noSideScroll, staffSuite } from '../support/staff-suite.js';

const RUN = `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;
const suite = staffSuite();
const call = suite.call;

const mes = mesAnterior(hoy.slice(0, 7));
const nombre = formatPeriodo(mes);

/** Every settlement of last month paid, ours among them (another file's drafts of that month are paid too). */
async function liquidacionesPagadas(tag: string): Promise<string> {
  const cliente = async (n: string, telefono: string) =>
    (await call<{ data: { _id: string } }>('POST', '/admin/nuevo-cliente', { nombre: n, apellido: `Cierre${tag}`, dni: nuevoDni(), telefono, mail: null })).data._id;
  const propietario = await cliente('Olga', '2346 400601');
  const inquilino = await cliente('Iván', '2346 400602');
  const casa = await call<{ propiedad: { id: string } }>('POST', '/admin/nueva-casa', {
    titulo: `Casa del cierre ${tag}`, operacion: 'alquiler', localidad: 'Chivilcoy', calle: 'Cierres', altura: 100, habitaciones: 2, precio: { monto: 150000, moneda: 'ARS' },
  });
  const contrato = await call<{ data: { _id: string } }>('POST', '/admin/nuevo-contrato', {
    propiedad: casa.propiedad.id, propietario, inquilino, inicio: mesesDespues(hoy, -2), meses: 12, moneda: 'ARS', montoInicial: 150000, ajuste: { indice: 'NINGUNO' },
  });
  await call('POST', `/admin/contrato/${contrato.data._id}/pagos`, { fecha: `${mes}-05`, monto: 150000, medio: 'efectivo' });
  await call('POST', '/admin/nueva-liquidacion', { propietario, periodo: mes, moneda: null });
  const liquidaciones = await call<{ data: { _id: string; pagada: string | null }[] }>('GET', `/admin/liquidaciones?periodo=${mes}`);
  for (const l of liquidaciones.data.filter((x) => !x.pagada)) await call('POST', `/admin/liquidacion/${l._id}/pagar`);
  return contrato.data._id;
}

const reabrir = () => call('DELETE', `/admin/cierre/${mes}`, { motivo: 'Fin de la prueba' }).catch(() => undefined);

afterAll(async () => {
  await reabrir();
});

describe.each(SIZES)('closed months at $name', (size) => {
  const tag = `${RUN}${size.width}`;

  it('the dashboard offers to close last month once its settlements are paid; Liquidaciones reopens it with a motivo', async () => {
    const contrato = await liquidacionesPagadas(tag);
    const { context, page } = await suite.page(size);
    await page.goto('/dashboard');
    const oferta = page.getByRole('region', { name: `Cierre de ${nombre}` });
    await oferta.getByRole('button', { name: `Cerrar ${nombre}` }).click();
    const confirmar = page.getByRole('dialog', { name: `¿Cerrar ${nombre}?` });
    expect(await noSideScroll(page)).toBe(true);
    await confirmar.getByRole('button', { name: 'Cerrar el mes' }).click();
    await page.getByRole('status').filter({ hasText: `Se cerró ${nombre}.` }).waitFor();
    await oferta.waitFor({ state: 'detached' });
    expect(await noSideScroll(page)).toBe(true);

    const pago = () => call('POST', `/admin/contrato/${contrato}/pagos`, { fecha: `${mes}-20`, monto: 1000, medio: 'efectivo' });
    await expect(pago()).rejects.toThrow(`409 {"success":false,"error":"El mes ${formatPeriodoCorto(mes)} está cerrado"`);

    // The month, chosen in Liquidaciones, is badged closed and offers no new settlement.
    await page.goto('/liquidaciones');
    await page.getByLabel('Mes', { exact: true }).fill(mes);
    const delMes = page.getByRole('region', { name: `Liquidaciones de ${nombre}` });
    await delMes.getByText('Mes cerrado', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Calcular liquidación' }).isDisabled()).toBe(true);
    const cerrados = page.getByRole('region', { name: 'Meses cerrados' });
    const fila = cerrados.getByRole('row').filter({ hasText: nombre });
    await fila.waitFor();
    expect(await noSideScroll(page)).toBe(true);
    await fila.getByRole('button', { name: `Reabrir ${nombre}` }).click();
    const dialogo = page.getByRole('form', { name: `Reabrir ${nombre}` });
    await dialogo.getByRole('button', { name: 'Reabrir' }).click();
    await dialogo.getByRole('alert').filter({ hasText: 'Indicá el motivo de la reapertura' }).waitFor();
    await dialogo.getByLabel('Motivo').fill(`Faltó una transferencia ${tag}`);
    expect(await noSideScroll(page)).toBe(true);
    await dialogo.getByRole('button', { name: 'Reabrir' }).click();
    await cerrados.getByRole('status').filter({ hasText: `Se reabrió ${nombre}.` }).waitFor();
    await fila.waitFor({ state: 'detached' });
    await delMes.getByText('Mes cerrado', { exact: true }).waitFor({ state: 'detached' });
    // The month's history on the same page: the reopening with its motivo, then the close.
    const historia = page.getByRole('region', { name: `Historial de ${nombre}` });
    await historia.getByText(`Faltó una transferencia ${tag}`).waitFor();
    expect(await historia.getByText(/Reapertura|Cierre/).allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('Reapertura'), expect.stringContaining('Cierre')]));
    expect(await page.getByRole('button', { name: 'Calcular liquidación' }).isEnabled()).toBe(true);
    await context.close();

    const historial = await call<{ data: { accion: string; cambios: { campo: string; despues: unknown }[] }[] }>('GET', `/admin/historial/mes/${mes}`);
    expect(historial.data[0]).toMatchObject({ accion: 'eliminar', cambios: expect.arrayContaining([{ campo: 'motivo', antes: null, despues: `Faltó una transferencia ${tag}` }]) });
    await pago();
  });
});
