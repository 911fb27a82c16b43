// Amounts as staff type them, at 1366×768 and 390×844: '120.000' typed in 'Registrar pago', in a listing's price, in
// a contract's rent and in the dollar rate ('Pesos por dólar') is saved as 120000 — read back through the API. The
// field shows what it will store ('= $ 120.000,00'), rewrites '120000' as '120.000' on leaving it, and refuses '1.5'
// at once with the API's own message.
import { SIZES, nuevoDni } from '../support/env.js';
import { hoy, mesesDespues, noSideScroll, staffSuite } from '../support/staff-suite.js';

const RUN = `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;
const suite = staffSuite();
const call = suite.call;

const inicio = mesesDespues(hoy, -2);

describe.each(SIZES)('amounts typed the es-AR way at $name', (size) => {
  const tag = `${RUN}${size.width}`;

  it("saves '120.000' typed in 'Registrar pago', a listing's price, a contract's rent and the dollar rate as 120000", async () => {
    const casa = async (titulo: string) =>
      (await call<{ propiedad: { id: string } }>('POST', '/admin/nueva-casa', { titulo, operacion: 'alquiler', localidad: 'Chivilcoy', calle: 'Montos', altura: size.width, habitaciones: 2, precio: { monto: 100000, moneda: 'ARS' } })).propiedad.id;
    const cliente = async (nombre: string, telefono: string) =>
      (await call<{ data: { _id: string } }>('POST', '/admin/nuevo-cliente', { nombre, apellido: `Monto${tag}`, dni: nuevoDni(), telefono, mail: null })).data._id;
    const alquilada = await casa(`Depto montos ${tag}`);
    const publicada = await casa(`Casa montos ${tag}`);
    const propietario = await cliente('Olegario', '2346 400501');
    const inquilino = await cliente('Inés', '2346 400502');
    const contrato = (
      await call<{ data: { _id: string } }>('POST', '/admin/nuevo-contrato', {
        propiedad: alquilada, propietario, inquilino, inicio, meses: 12, moneda: 'ARS', montoInicial: 100000, ajuste: { indice: 'NINGUNO' },
      })
    ).data._id;
    const { context, page } = await suite.page(size);

    // 'Registrar pago': '1.5' is refused on leaving the field, '120.000' shows what it stores and is saved as 120000.
    await page.goto(`/contrato/${contrato}`);
    const cuenta = page.getByRole('region', { name: 'Cuenta corriente' });
    await cuenta.getByRole('button', { name: 'Registrar pago' }).click();
    const pago = page.getByRole('form', { name: 'Registrar pago' });
    await pago.getByLabel('Fecha del pago').fill(`${inicio.slice(0, 7)}-05`);
    const monto = pago.getByLabel('Monto (ARS)');
    expect(await monto.getAttribute('type')).toBe('text');
    expect(await monto.getAttribute('inputmode')).toBe('decimal');
    await monto.pressSequentially('1.5');
    await monto.blur();
    await pago.getByText('Monto: no es un número. Escribí el monto así: 1.234,56').waitFor();
    await monto.fill('');
    await monto.pressSequentially('120.000');
    await monto.blur();
    expect(await monto.inputValue()).toBe('120.000');
    await pago.getByText('= $ 120.000,00').waitFor();
    expect(await noSideScroll(page)).toBe(true);
    await pago.getByRole('button', { name: 'Registrar pago' }).click();
    await cuenta.getByRole('status').filter({ hasText: /Pago registrado: recibo N\.º \d+/ }).waitFor();
    const leida = await call<{ data: { pagos: { monto: number }[] } }>('GET', `/admin/contrato/${contrato}/cuenta`);
    expect(leida.data.pagos.map((p) => p.monto)).toEqual([120000]);

    // The contract's rent, corrected from its page: '120000' becomes '120.000' on leaving the field.
    await page.getByRole('button', { name: 'Editar' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar contrato' });
    const renta = edit.getByLabel('Monto inicial');
    expect(await renta.inputValue()).toBe('100.000');
    await renta.fill('');
    await renta.pressSequentially('120000');
    await renta.blur();
    expect(await renta.inputValue()).toBe('120.000');
    await edit.getByText('= $ 120.000,00').waitFor();
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('region', { name: 'Condiciones' }).getByText('$ 120.000,00 ARS').first().waitFor();
    expect((await call<{ data: { montoInicial: number } }>('GET', `/admin/contrato/${contrato}`)).data.montoInicial).toBe(120000);

    // A listing's price, in its editor.
    await page.goto(`/propiedad/${publicada}`);
    const bar = page.getByRole('toolbar', { name: 'Herramientas de administración' });
    await bar.getByRole('button', { name: 'Editar' }).click();
    const precio = page.getByLabel('Precio', { exact: true });
    expect(await precio.inputValue()).toBe('100.000');
    await precio.fill('');
    await precio.pressSequentially('120.000');
    await precio.blur();
    await page.getByText('= $ 120.000,00').waitFor();
    expect(await noSideScroll(page)).toBe(true);
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await page.getByText('Propiedad actualizada correctamente').waitFor();
    const publico = await fetch(`${new URL(page.url()).origin}/api/user/propiedad/${publicada}`);
    expect(((await publico.json()) as { propiedad: { precio: { monto: number } } }).propiedad.precio.monto).toBe(120000);

    // The dollar rate ('Pesos por dólar'), put back afterwards: the catalogue's tests compare prices at it.
    const antes = (await (await fetch(`${new URL(page.url()).origin}/api/user/inmobiliaria`)).json()) as { data: { cotizacionDolar: { valor: number | null; fecha: string | null } } };
    try {
      await page.goto('/inmobiliaria');
      const form = page.getByRole('form', { name: 'Datos de la inmobiliaria' });
      // No number field (Chromium's drops the comma); the year is text with the phone's digit keyboard.
      expect(await form.getByLabel('En actividad desde (año)').getAttribute('inputmode')).toBe('numeric');
      expect(await form.locator('input[type=number]').count()).toBe(0);
      const dolar = form.getByLabel('Pesos por dólar');
      await dolar.fill('');
      await dolar.pressSequentially('120.000');
      await dolar.blur();
      expect(await dolar.inputValue()).toBe('120.000');
      await form.getByText('= $ 120.000,00').waitFor();
      if (!(await form.getByLabel('Fecha de la cotización').inputValue())) await form.getByLabel('Fecha de la cotización').fill(hoy);
      expect(await noSideScroll(page)).toBe(true);
      await form.getByRole('button', { name: 'Guardar cambios' }).click();
      await page.getByText('Datos de la inmobiliaria guardados.').waitFor();
      const despues = (await (await fetch(`${new URL(page.url()).origin}/api/user/inmobiliaria`)).json()) as typeof antes;
      expect(despues.data.cotizacionDolar.valor).toBe(120000);
    } finally {
      await call('PUT', '/admin/inmobiliaria', { cotizacionDolar: antes.data.cotizacionDolar });
    }
    await context.close();
  });
});
