// The contract's charges in the browser, at 1366×768 and 390×844: a repair the tenant paid for the owner added with
// its bill (a PDF), listed on its own with who paid and who owes, the bill opened with 'Ver comprobante', the credit on
// the tenant's account; then voided with a reason: struck through, out of the account. A monthly charge: one per month
// of the contract, only this month's in the balance, this month's amount corrected. No sideways scroll.
import { formatPeriodo } from '@inmo/contracts';
import { SIZES, nuevoDni } from '../support/env.js';
import { hoy, mesesDespues, noSideScroll, staffSuite } from '../support/staff-suite.js';

const RUN = `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;
const suite = staffSuite();
const call = suite.call;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function contrato(tag: string) {
  const created = await call<{ propiedad: { id: string } }>('POST', '/admin/nueva-casa', {
    titulo: `Casa cargos ${tag}`, operacion: 'alquiler', localidad: 'Chivilcoy', calle: 'Moreno', altura: 812, habitaciones: 2, precio: { monto: 500000, moneda: 'ARS' },
  });
  const cliente = async (nombre: string, telefono: string) =>
    (await call<{ data: { _id: string } }>('POST', '/admin/nuevo-cliente', { nombre, apellido: `Cargos${tag}`, dni: nuevoDni(), telefono, mail: null })).data._id;
  const propietario = await cliente('Olga', '2346 400601');
  const inquilino = await cliente('Iván', '2346 400602');
  const c = await call<{ data: { _id: string } }>('POST', '/admin/nuevo-contrato', {
    propiedad: created.propiedad.id, propietario, inquilino, inicio: mesesDespues(hoy, -1), meses: 24, moneda: 'ARS', montoInicial: 500000, ajuste: { indice: 'NINGUNO' },
    punitorioDiario: 0, comisionAdministracion: 6,
  });
  return c.data._id;
}

describe.each(SIZES)('charges on the contract page at $name', (size) => {
  const tag = `${RUN}${size.width}`;

  it('adds a charge with its bill, lists it with who paid, opens the bill and voids it', async () => {
    const id = await contrato(tag);
    const { context, page } = await suite.page(size);
    await page.goto(`/contrato/${id}`);
    const cuenta = page.getByRole('region', { name: 'Cuenta corriente' });
    await cuenta.getByText('Sin cargos registrados.').waitFor();
    const saldoAntes = (await cuenta.getByText(/^Saldo: /).textContent())!;

    await cuenta.getByRole('button', { name: 'Agregar cargo' }).click();
    const form = page.getByRole('form', { name: 'Agregar cargo' });
    await form.getByLabel(/Concepto/).fill('Reparación del techo');
    await form.getByLabel('Monto (ARS)').fill('45.678,90');
    await form.getByLabel('A cargo de').selectOption('propietario');
    await form.getByLabel('Pagado por').selectOption('inquilino');
    await form.getByText('Se acredita al inquilino y se descuenta al propietario').waitFor();
    await form.getByLabel(/Comprobante/).setInputFiles({ name: 'factura-techo.pdf', mimeType: 'application/pdf', buffer: PDF });
    expect(await noSideScroll(page)).toBe(true);
    await form.getByRole('button', { name: 'Agregar cargo' }).click();
    await page.locator('[data-toast="success"]').filter({ hasText: 'Cargo agregado: Reparación del techo, a cargo del propietario' }).waitFor();

    // Its own list: who paid, who owes and what it does, the amount, the bill.
    const fila = cuenta.getByRole('group', { name: 'Cargos' }).getByRole('row').filter({ hasText: 'Reparación del techo' });
    await fila.waitFor();
    const cargoId = (await call<{ data: { cargos: { _id: string; concepto: string }[] } }>('GET', `/admin/contrato/${id}/cuenta`)).data.cargos.find((g) => g.concepto === 'Reparación del techo')!._id;
    const texto = (await fila.textContent())!;
    expect(texto).toContain('$ 45.678,90 ARS');
    expect(texto).toContain('El inquilino');
    expect(texto).toContain('El propietario · Se acredita al inquilino y se descuenta al propietario');
    // The credit is a line of the tenant's account, and lowers the balance.
    const lineas = cuenta.getByRole('group', { name: 'Movimientos de la cuenta' });
    await lineas.getByRole('row').filter({ hasText: 'Crédito del inquilino: Reparación del techo (pagado por el inquilino)' }).waitFor();
    expect(await cuenta.getByText(/^Saldo: /).textContent()).not.toBe(saldoAntes);

    // 'Ver comprobante' fetches the bill with the session's token and shows it in a new tab.
    const [bill, tab] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`/cargo/${encodeURIComponent(cargoId)}/comprobante`) && r.request().method() === 'GET'),
      context.waitForEvent('page'),
      fila.getByRole('button', { name: /Ver comprobante de Reparación del techo/ }).click(),
    ]);
    expect(bill.status()).toBe(200);
    expect(bill.headers()['content-type']).toBe('application/pdf');
    expect(bill.headers()['content-length']).toBe(String(PDF.length));
    await tab.waitForURL(/^blob:/);
    await tab.close();
    expect(await noSideScroll(page)).toBe(true);
    const boton = await fila.getByRole('button', { name: /Anular cargo Reparación del techo/ }).boundingBox();
    expect(boton!.height).toBeGreaterThanOrEqual(44);

    // Voided with a reason: kept, struck through, out of the account.
    await fila.getByRole('button', { name: /Anular cargo Reparación del techo/ }).click();
    const anular = page.getByRole('form', { name: /Anular cargo/ });
    await anular.getByLabel('Motivo').fill('Lo pagó el consorcio');
    await anular.getByRole('button', { name: 'Anular cargo' }).click();
    await page.locator('[data-toast="success"]').filter({ hasText: 'Cargo anulado: Reparación del techo' }).waitFor();
    await fila.getByText('ANULADO: Lo pagó el consorcio').waitFor();
    expect(await fila.locator('del').filter({ hasText: 'Reparación del techo' }).count()).toBe(1);
    expect(await fila.getByRole('button', { name: /Anular cargo/ }).count()).toBe(0);
    await lineas.getByRole('row').filter({ hasText: 'Crédito del inquilino' }).waitFor({ state: 'detached' });
    expect(await cuenta.getByText(/^Saldo: /).textContent()).toBe(saldoAntes);
    expect(await noSideScroll(page)).toBe(true);
    await context.close();
  });

  it('sets a monthly charge once, lists each month and corrects this month’s amount', async () => {
    const id = await contrato(`${tag}m`);
    const { context, page } = await suite.page(size);
    await page.goto(`/contrato/${id}`);
    const cuenta = page.getByRole('region', { name: 'Cuenta corriente' });
    await cuenta.getByText('Sin cargos registrados.').waitFor();
    await cuenta.getByRole('button', { name: 'Agregar cargo' }).click();
    const form = page.getByRole('form', { name: 'Agregar cargo' });
    await form.getByLabel(/Concepto/).fill('Expensas');
    await form.getByLabel('Monto (ARS)').fill('30.000,00');
    await form.getByLabel('Se repite todos los meses (cargo fijo)').check();
    await form.getByLabel(/Hasta \(mes/).waitFor();
    await form.getByRole('button', { name: 'Agregar cargo' }).click();
    await page.locator('[data-toast="success"]').filter({ hasText: 'Cargo mensual agregado: Expensas, a cargo del inquilino' }).waitFor();
    // This month to the contract's last: 23 charges listed, one line in the balance (this month's).
    const filas = cuenta.getByRole('group', { name: 'Cargos' }).getByRole('row').filter({ hasText: 'Expensas · mensual' });
    await filas.first().waitFor();
    expect(await filas.count()).toBe(23);
    const lineas = cuenta.getByRole('group', { name: 'Movimientos de la cuenta' }).getByRole('row').filter({ hasText: 'Cargo al inquilino: Expensas' });
    expect(await lineas.count()).toBe(1);
    expect(await noSideScroll(page)).toBe(true);

    await cuenta.getByRole('button', { name: `Corregir cargo Expensas de ${formatPeriodo(hoy.slice(0, 7))}` }).click();
    const corregir = page.getByRole('form', { name: 'Corregir cargo' });
    await corregir.getByLabel('Monto corregido (ARS)').fill('31.500,50');
    await corregir.getByLabel('Motivo').fill('Expensas extraordinarias');
    await corregir.getByRole('button', { name: 'Corregir' }).click();
    await page.locator('[data-toast="success"]').filter({ hasText: 'Cargo corregido: Expensas' }).waitFor();
    await lineas.filter({ hasText: '$ 31.500,50 ARS' }).waitFor();
    expect(await filas.filter({ hasText: '$ 31.500,50 ARS' }).count()).toBe(1);
    expect(await noSideScroll(page)).toBe(true);
    await context.close();
  });
});
