// Bounds a person would set, as staff meet them at 1366×768 and 390×844: 'Registrar pago' on a contract that ended
// owing 3 × $ 100.000 refuses $ 5.000.000 under 'Monto' naming what it owes, and takes the $ 300.000; 'Calcular
// liquidación' in dollars for an owner whose contracts are in pesos says so. Nothing scrolls sideways.
import { SIZES, nuevoDni } from '../support/env.js';
import { hoy, mesesDespues, noSideScroll, staffSuite } from '../support/staff-suite.js';

const RUN = `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;
const suite = staffSuite();
const call = suite.call;


describe.each(SIZES)('rental bounds at $name', (size) => {
  const tag = `${RUN}${size.width}`;

  it('an ended contract takes what it owes and no more; a settlement only in its owner’s currency', async () => {
    const created = await call<{ propiedad: { id: string } }>('POST', '/admin/nueva-casa', {
      titulo: `Depto terminado ${tag}`, operacion: 'alquiler', localidad: 'Chivilcoy', calle: 'Límites', altura: size.width, habitaciones: 2,
    });
    const cliente = async (nombre: string, telefono: string) =>
      (await call<{ data: { _id: string } }>('POST', '/admin/nuevo-cliente', { nombre, apellido: `Tope${tag}`, dni: nuevoDni(), telefono, mail: null })).data._id;
    const propietario = await cliente('Olga', '2346 400501');
    const inquilino = await cliente('Iván', '2346 400502');
    // Three months that ended three months ago, no late interest: it owes $ 300.000.
    const contrato = await call<{ data: { _id: string } }>('POST', '/admin/nuevo-contrato', {
      propiedad: created.propiedad.id, propietario, inquilino, inicio: mesesDespues(hoy, -6), meses: 3, moneda: 'ARS', montoInicial: 100000, ajuste: { indice: 'NINGUNO' },
    });

    // A running one too, so the owner heads the list of owners (running contracts first, newest first).
    const otra = await call<{ propiedad: { id: string } }>('POST', '/admin/nueva-casa', {
      titulo: `Depto vigente ${tag}`, operacion: 'alquiler', localidad: 'Chivilcoy', calle: 'Límites', altura: size.width + 1, habitaciones: 2,
    });
    await call('POST', '/admin/nuevo-contrato', {
      propiedad: otra.propiedad.id, propietario, inquilino, inicio: mesesDespues(hoy, 0), meses: 24, moneda: 'ARS', montoInicial: 100000, ajuste: { indice: 'NINGUNO' },
    });

    const { context, page } = await suite.page(size);
    await page.goto(`/contrato/${contrato.data._id}`);
    const cuenta = page.getByRole('region', { name: 'Cuenta corriente' });
    await cuenta.getByRole('button', { name: 'Registrar pago' }).click();
    const form = page.getByRole('form', { name: 'Registrar pago' });
    await form.getByLabel('Fecha del pago').fill(hoy);
    await form.getByLabel('Monto (ARS)').fill('5000000');
    await form.getByLabel('Medio de pago').selectOption('efectivo');
    await form.getByRole('button', { name: 'Registrar pago' }).click();
    await form.getByText('El contrato terminó: el pago no puede superar lo que adeuda ($ 300.000,00 ARS)').first().waitFor();
    expect(await noSideScroll(page)).toBe(true);
    await form.getByLabel('Monto (ARS)').fill('300000');
    await form.getByRole('button', { name: 'Registrar pago' }).click();
    await cuenta.getByRole('status').filter({ hasText: /Pago registrado: recibo N\.º \d+/ }).waitFor();

    await page.goto('/liquidaciones');
    const calcular = page.getByRole('form', { name: 'Calcular liquidación' });
    await calcular.getByLabel('Propietario').selectOption({ label: `Tope${tag}, Olga` });
    await calcular.getByLabel('Moneda').selectOption('USD');
    await calcular.getByRole('button', { name: 'Calcular liquidación' }).click();
    await calcular.getByRole('alert').filter({ hasText: 'El propietario no tiene contratos en esa moneda: la liquidación solo puede ser en ARS' }).waitFor();
    expect(await noSideScroll(page)).toBe(true);
    await context.close();
  });
});
