// A tenant's payment as staff record it at 1366×768 and 390×844: on the contract's page, 'Registrar pago' (date,
// amount, method), the account shows it with its running balance and the cuota becomes 'pagada'; the receipt
// downloads as a PDF whose text names the tenant and says the amount in words; the WhatsApp link to the tenant carries
// the receipt's own address, which opens without a session. Nothing scrolls sideways.
import { execFileSync } from 'node:child_process';
import { formatPeriodo } from '@inmo/contracts';
import { SIZES, nuevoDni } from '../support/env.js';
import { hoy, mesesDespues, noSideScroll, staffSuite } from '../support/staff-suite.js';

const RUN = `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;
const suite = staffSuite();
const call = suite.call;

// Started two months ago on the 1st; the first cuota is due on its 10th and is paid on the 5th (no interest).
const inicio = mesesDespues(hoy, -2);
const periodo = inicio.slice(0, 7);

describe.each(SIZES)('rental payments at $name', (size) => {
  const tag = `${RUN}${size.width}`;

  it('records a payment, reads the account and downloads the receipt', async () => {
    const titulo = `Depto cobro ${tag}`;
    const created = await call<{ propiedad: { id: string } }>('POST', '/admin/nueva-casa', {
      titulo, operacion: 'alquiler', localidad: 'Chivilcoy', calle: 'Cobros', altura: size.width, habitaciones: 2, precio: { monto: 150000, moneda: 'ARS' },
    });
    const cliente = async (nombre: string, telefono: string) =>
      (await call<{ data: { _id: string } }>('POST', '/admin/nuevo-cliente', { nombre, apellido: `Pago${tag}`, dni: nuevoDni(), telefono, mail: null })).data._id;
    const propietario = await cliente('Olegario', '2346 400401');
    const inquilino = await cliente('Inés', '2346 400402');
    const contrato = await call<{ data: { _id: string } }>('POST', '/admin/nuevo-contrato', {
      propiedad: created.propiedad.id, propietario, inquilino, inicio, meses: 12, moneda: 'ARS', montoInicial: 150000, ajuste: { indice: 'NINGUNO' },
      punitorioDiario: 0.1, comisionAdministracion: 6,
    });

    const { context, page } = await suite.page(size);
    await page.goto(`/contrato/${contrato.data._id}`);
    const cuenta = page.getByRole('region', { name: 'Cuenta corriente' });
    await cuenta.getByRole('button', { name: 'Registrar pago' }).click();
    const form = page.getByRole('form', { name: 'Registrar pago' });
    await form.getByLabel('Fecha del pago').fill(`${periodo}-05`);
    await form.getByLabel('Monto (ARS)').fill('150000');
    await form.getByLabel('Medio de pago').selectOption('efectivo');
    expect(await noSideScroll(page)).toBe(true);
    await form.getByRole('button', { name: 'Registrar pago' }).click();
    const aviso = cuenta.getByRole('status').filter({ hasText: /Pago registrado: recibo N\.º \d+/ });
    await aviso.waitFor();
    const numero = (await aviso.textContent())!.match(/N\.º (\d+)/)![1]!;

    // The account: the rent, the payment, the balance after each; the cuota paid on the schedule.
    const movimientos = cuenta.getByLabel('Movimientos de la cuenta');
    await movimientos.getByRole('row').filter({ hasText: 'Pago' }).waitFor();
    expect(await movimientos.getByRole('row').filter({ hasText: 'Pago' }).first().textContent()).toContain('$ 150.000,00 ARS');
    const cuotas = page.getByRole('region', { name: 'Cuotas' });
    await cuotas.getByRole('row').filter({ hasText: formatPeriodo(periodo) }).filter({ hasText: 'pagada' }).waitFor();

    // The receipt: downloaded as a PDF, its text read.
    const [descarga] = await Promise.all([page.waitForEvent('download'), cuenta.getByRole('button', { name: `Descargar recibo N.º ${numero}` }).click()]);
    const texto = execFileSync('pdftotext', ['-layout', (await descarga.path())!, '-'], { encoding: 'utf8' });
    expect(texto).toContain(`Inés Pago${tag}`);
    expect(texto).toContain('$ 150.000,00 ARS');
    expect(texto).toContain('Son pesos ciento cincuenta mil con 00/100');
    expect(texto).toContain('RECIBO PROVISORIO');

    // WhatsApp to the tenant with the receipt's own address, which opens without a session.
    const wa = (await cuenta.getByRole('link', { name: `Enviar recibo N.º ${numero} por WhatsApp` }).getAttribute('href'))!;
    expect(wa.startsWith('https://wa.me/5492346400402?text=')).toBe(true);
    const mensaje = decodeURIComponent(wa.split('?text=')[1]!);
    expect(mensaje).toContain(`recibo N.º ${numero}`);
    const link = mensaje.match(/https?:\/\/\S+\/api\/user\/recibo\/[A-Za-z0-9_-]+\.pdf/)![0];
    const publico = await fetch(link);
    expect(publico.status).toBe(200);
    expect(publico.headers.get('content-type')).toBe('application/pdf');
    expect(await noSideScroll(page)).toBe(true);
    await context.close();
  });
});
