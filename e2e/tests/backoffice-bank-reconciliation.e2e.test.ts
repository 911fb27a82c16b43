// The bank's statement as staff reconcile it at 1366×768 and 390×844: 'Conciliación' (under Alquileres) imports a
// CSV as a bank exports it, asking the columns the first time; the pending credit that names the tenant's DNI shows
// the contract it pays and is reconciled in one click ('Conciliar'), the receipt's number shown; a credit no one is
// named in is reconciled through 'Elegir contrato'; both are listed as reconciled and the tenant's account has both
// payments by transfer. Nothing scrolls sideways.
import { SIZES, nuevoDni } from '../support/env.js';
import { hoy, mesesDespues, noSideScroll, staffSuite } from '../support/staff-suite.js';

const RUN = `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;
const suite = staffSuite();
const call = suite.call;

// Started two months ago on the 1st; the first cuota is due on its 10th and paid by transfer on the 11th.
const inicio = mesesDespues(hoy, -2);
const periodo = inicio.slice(0, 7);
const dmy = (f: string) => f.split('-').reverse().join('/');

describe.each(SIZES)('bank reconciliation at $name', (size) => {
  const tag = `${RUN}${size.width}`;

  it('imports a statement and reconciles its transfers', async () => {
    const created = await call<{ propiedad: { id: string } }>('POST', '/admin/nueva-casa', {
      titulo: `Depto banco ${tag}`, operacion: 'alquiler', localidad: 'Chivilcoy', calle: 'Bancos', altura: size.width, habitaciones: 2, precio: { monto: 187500, moneda: 'ARS' },
    });
    const dni = nuevoDni();
    const apellido = `Banco${tag}`;
    const cliente = async (nombre: string, documento: string, telefono: string) =>
      (await call<{ data: { _id: string } }>('POST', '/admin/nuevo-cliente', { nombre, apellido, dni: documento, telefono, mail: null })).data._id;
    const propietario = await cliente('Orfilia', nuevoDni(), '2346 400501');
    const inquilino = await cliente('Teodoro', dni, '2346 400502');
    await call('POST', '/admin/nuevo-contrato', {
      propiedad: created.propiedad.id, propietario, inquilino, inicio, meses: 12, moneda: 'ARS', montoInicial: 187500, ajuste: { indice: 'NINGUNO' }, diaVencimiento: 10,
    });
    const csv = [
      `Extracto de cuenta ${tag};;;`,
      ';;;',
      'Fecha;Descripción;Importe;Saldo',
      `${dmy(`${periodo}-11`)};TRANSF RECIBIDA ${dni} ${tag};187.500,00;1.187.500,00`,
      `${dmy(`${periodo}-12`)};DEPOSITO CAJERO ${tag};12.345,67;1.199.845,67`,
      `${dmy(`${periodo}-12`)};COMISION PAQUETE ${tag};-3.500,00;1.196.345,67`,
    ].join('\n');

    const { context, page } = await suite.page(size);
    if (size.width > 767) {
      await page.goto('/alquileres');
      await page.getByRole('navigation', { name: 'Panel de administración' }).getByRole('link', { name: 'Conciliación' }).click();
    } else {
      await page.goto('/conciliacion');
    }
    await page.getByRole('heading', { name: 'Conciliación', level: 1 }).waitFor();
    const form = page.getByRole('form', { name: 'Importar extracto' });
    await form.getByLabel('Extracto (CSV o .xlsx)').setInputFiles({ name: 'extracto.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'latin1') });
    await form.getByLabel('Banco').fill(`Banco ${tag}`);
    // A bank never imported: its columns are asked.
    await form.getByLabel('Columna de la descripción').fill('Descripción');
    await form.getByLabel('Columna del importe').fill('Importe');
    await form.getByLabel('Columna del saldo').fill('Saldo');
    expect(await noSideScroll(page)).toBe(true);
    await form.getByRole('button', { name: 'Importar' }).click();
    await page.getByRole('status').filter({ hasText: '3 movimientos importados' }).waitFor();

    const movimientos = page.getByRole('table', { name: 'Movimientos pendientes' });
    const transferencia = movimientos.getByRole('row').filter({ hasText: `TRANSF RECIBIDA ${dni}` });
    await transferencia.getByText('DNI o CUIT del inquilino en la descripción', { exact: false }).waitFor();
    expect(await transferencia.textContent()).toContain('$ 187.500,00');
    expect(await noSideScroll(page)).toBe(true);
    await transferencia.getByRole('button', { name: `Conciliar con Teodoro ${apellido}` }).click();
    await page.getByRole('status').filter({ hasText: new RegExp(`Conciliado: recibo N\\.º \\d+ de Teodoro ${apellido}`) }).waitFor();
    await transferencia.waitFor({ state: 'detached' });

    // A credit that names no one: 'Elegir contrato', searched by the tenant's surname.
    const deposito = movimientos.getByRole('row').filter({ hasText: `DEPOSITO CAJERO ${tag}` });
    await deposito.getByRole('button', { name: 'Elegir contrato' }).click();
    const elegir = page.getByRole('form', { name: 'Elegir contrato' });
    await elegir.getByLabel('Contrato').fill(apellido);
    await elegir.getByRole('option', { name: new RegExp(`Teodoro ${apellido}`) }).click();
    await elegir.getByRole('button', { name: 'Conciliar' }).click();
    await page.getByRole('status').filter({ hasText: /Conciliado: recibo N\.º \d+/ }).last().waitFor();
    await deposito.waitFor({ state: 'detached' });
    // The debit stays pending, with nothing to reconcile it with.
    const comision = movimientos.getByRole('row').filter({ hasText: `COMISION PAQUETE ${tag}` });
    expect(await comision.getByRole('button', { name: 'Elegir contrato' }).count()).toBe(0);

    await page.getByRole('group', { name: 'Estado' }).getByRole('button', { name: 'Conciliados' }).click();
    const conciliados = page.getByRole('table', { name: 'Movimientos conciliados' });
    await conciliados.getByRole('row').filter({ hasText: `TRANSF RECIBIDA ${dni}` }).getByText(`Conciliado: Teodoro ${apellido}`).waitFor();
    await conciliados.getByRole('row').filter({ hasText: `DEPOSITO CAJERO ${tag}` }).getByRole('button', { name: /Recibo N\.º \d+/ }).waitFor();
    expect(await noSideScroll(page)).toBe(true);
    await context.close();

    const contratos = await call<{ data: { _id: string; inquilino: { _id: string } }[] }>('GET', `/admin/contratos?q=${apellido}`);
    const cuenta = await call<{ data: { pagos: { fecha: string; monto: number; medio: string }[] } }>('GET', `/admin/contrato/${contratos.data[0]!._id}/cuenta`);
    expect(cuenta.data.pagos.map((p) => [p.fecha, p.monto, p.medio]).sort()).toEqual([[`${periodo}-11`, 187500, 'transferencia'], [`${periodo}-12`, 12345.67, 'transferencia']]);
  });
});
