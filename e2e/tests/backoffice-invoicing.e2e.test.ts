// Invoicing a paid settlement's commission through ARCA, at 1366×768 and 390×844: staff press 'Facturar comisión' on
// Liquidaciones, confirm, see the invoice's number and download its PDF (letter, point of sale and number, CAE); the
// 'Facturas' page lists it. A rejection shows ARCA's code and message and 'Corregir' fixes it; a valuation's fee is
// invoiced from its page. ARCA is the API tests' stand-in (api/test/arca-stand-in.ts), started here on the port the
// product was told at start (support/global-setup.mjs); the agency's settings, with a generated certificate, go
// through the API.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startArcaStandIn, testCertificate, type ArcaStandIn } from '../../api/test/arca-stand-in.js';
import { seriousViolations } from '../support/axe.js';
import { SIZES, nuevoDni, product } from '../support/env.js';
import { hoy, mesesDespues, noSideScroll, staffSuite } from '../support/staff-suite.js';

const RUN = `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;
const CUIT = '20111111112';
const suite = staffSuite();
const call = suite.call;
let arca: ArcaStandIn;
const ajustes = (cert: { certificado: string; clave: string }) => ({
  cuit: CUIT, razonSocial: 'Inmobiliaria Facturadora', condicionIva: 'monotributo', puntoVenta: 7, inicioActividades: '2020-01-01', ingresosBrutos: '', ...cert,
});
const certificado = testCertificate(CUIT);

beforeAll(async () => {
  arca = await startArcaStandIn({ port: product().arcaPort });
  await call('PUT', '/admin/facturacion', ajustes(certificado));
});
afterAll(async () => {
  // The other files' pages see the long-lived certificate again (no warning on their dashboard).
  await call('PUT', '/admin/facturacion', ajustes(certificado));
  await arca?.close();
});

/** A running contract with this month's rent paid and its settlement computed and paid. */
async function liquidacionPagada(tag: string) {
  const created = await call<{ propiedad: { id: string } }>('POST', '/admin/nueva-casa', {
    titulo: `Casa facturada ${tag}`, operacion: 'alquiler', localidad: 'Chivilcoy', habitaciones: 2, precio: { monto: 500000, moneda: 'ARS' },
  });
  const cliente = async (nombre: string, telefono: string) =>
    (await call<{ data: { _id: string } }>('POST', '/admin/nuevo-cliente', { nombre, apellido: `Facturada${tag}`, dni: nuevoDni(), telefono, mail: null })).data._id;
  const propietario = await cliente('Olga', '2346 400601');
  const inquilino = await cliente('Iván', '2346 400602');
  const contrato = await call<{ data: { _id: string } }>('POST', '/admin/nuevo-contrato', {
    propiedad: created.propiedad.id, propietario, inquilino, inicio: mesesDespues(hoy, -1), meses: 24, moneda: 'ARS', montoInicial: 500000, ajuste: { indice: 'NINGUNO' },
    punitorioDiario: 0.1, comisionAdministracion: 6,
  });
  await call('POST', `/admin/contrato/${contrato.data._id}/pagos`, { fecha: hoy, monto: 500000, medio: 'transferencia', nota: '' });
  const liq = await call<{ data: { _id: string } }>('POST', '/admin/nueva-liquidacion', { propietario, periodo: hoy.slice(0, 7), moneda: null });
  await call('POST', `/admin/liquidacion/${liq.data._id}/pagar`);
}

function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe.each(SIZES)('invoicing a paid settlement at $name', (size) => {
  const tag = `${RUN}${size.width}`;

  it('invoices the commission, shows its number and downloads its PDF with the CAE', async () => {
    await liquidacionPagada(tag);
    const { context, page } = await suite.page(size);
    await page.goto('/liquidaciones');
    const fila = page.getByRole('row').filter({ hasText: `Facturada${tag}` });
    await fila.getByRole('button', { name: 'Facturar comisión' }).click();
    const dialogo = page.getByRole('dialog', { name: `¿Facturar la comisión de Olga Facturada${tag}?` });
    await dialogo.getByText('$ 30.000,00').waitFor();
    await dialogo.getByRole('button', { name: 'Facturar' }).click();
    const numero = fila.getByText(/^Factura C 00007-\d{8}$/);
    await numero.waitFor();
    const comprobante = (await numero.textContent())!.replace('Factura C ', '');
    expect(await noSideScroll(page)).toBe(true);

    const [descarga] = await Promise.all([page.waitForEvent('download'), fila.getByRole('button', { name: 'PDF de la factura' }).click()]);
    const file = join(mkdtempSync(join(tmpdir(), 'factura-e2e-')), 'f.pdf');
    await descarga.saveAs(file);
    const text = pdfText(file);
    for (const part of ['FACTURA', 'COD. 011', `Punto de venta y número: ${comprobante}`, 'Inmobiliaria Facturadora', `Olga Facturada${tag}`, '$ 30.000,00']) {
      expect({ part, found: text.includes(part) }).toEqual({ part, found: true });
    }
    expect(text).toMatch(/CAE N°: \d{14}/);

    await page.goto('/facturas');
    const enLista = page.getByRole('row').filter({ hasText: `Olga Facturada${tag}` });
    await enLista.getByText(`Factura C ${comprobante}`).waitFor();
    await enLista.getByText('Autorizada', { exact: true }).waitFor();
    expect(await enLista.getByRole('button', { name: 'Anular' }).count()).toBe(1);
    expect(await noSideScroll(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it("'Nueva factura' invoices a client found by name, and 'Anular' asks the reason and voids it with a credit note", async () => {
    const apellido = `Manual${tag}`;
    await call('POST', '/admin/nuevo-cliente', { nombre: 'Rita', apellido, dni: nuevoDni(), telefono: '2346 400603', mail: null, cuit: '20-11111111-2', condicionIva: 'monotributo' });
    const { context, page } = await suite.page(size);
    await page.goto('/facturas');
    await page.getByRole('link', { name: 'Nueva factura' }).click();
    const form = page.getByRole('form', { name: 'Nueva factura' });
    await form.getByRole('combobox', { name: 'Cliente' }).fill(apellido);
    await page.getByRole('option', { name: new RegExp(`Rita ${apellido}`) }).click();
    await form.getByLabel('Servicio desde').fill(`${hoy.slice(0, 7)}-01`);
    await form.getByLabel('Servicio hasta').fill(hoy);
    await form.getByLabel('Descripción').fill('Tasación de un lote');
    await form.getByLabel('Importe (ARS)').fill('45000,5');
    await form.getByLabel('Importe (ARS)').blur();
    await form.getByText('= $ 45.000,50').waitFor();
    expect(await noSideScroll(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Emitir factura' }).click();

    await page.waitForURL('**/facturas');
    const fila = page.getByRole('row').filter({ hasText: `Rita ${apellido}` }).filter({ hasText: 'Factura C' });
    await fila.getByText('Autorizada', { exact: true }).waitFor();
    expect(await fila.textContent()).toContain('$ 45.000,50');
    await fila.getByRole('button', { name: 'Anular' }).click();
    const dialogo = page.getByRole('dialog', { name: /^¿Anular la Factura C 00007-\d{8}\?$/ });
    await dialogo.getByRole('button', { name: 'Anular con nota de crédito' }).click();
    await dialogo.getByText('El motivo es obligatorio').first().waitFor();
    await dialogo.getByLabel('Motivo').fill('Se facturó a otra persona');
    await dialogo.getByRole('button', { name: 'Anular con nota de crédito' }).click();
    await fila.getByText('Anulada', { exact: true }).waitFor();
    await page.getByRole('row').filter({ hasText: `Rita ${apellido}` }).filter({ hasText: 'Nota de crédito C' }).getByText('Autorizada', { exact: true }).waitFor();
    expect(await noSideScroll(page)).toBe(true);

    await page.goto('/reportes');
    const reporte = page.getByRole('region', { name: 'Facturación del mes' });
    await reporte.getByText(/^Notas de crédito \([1-9]\d*\)$/).waitFor();
    expect(await reporte.getByText('Facturado neto').locator('xpath=..').textContent()).toMatch(/^Facturado neto\$ [\d.]+,\d{2}/);
    expect(await noSideScroll(page)).toBe(true);
    await context.close();
  });

  it("shows ARCA's rejection with its code and message, and 'Corregir' fixes the invoice until ARCA authorises it", async () => {
    const apellido = `Rechazo${tag}`;
    await call('POST', '/admin/nuevo-cliente', { nombre: 'Teo', apellido, dni: nuevoDni(), telefono: '2346 400604', mail: null });
    const { context, page } = await suite.page(size);
    await page.goto('/nueva-factura');
    const form = page.getByRole('form', { name: 'Nueva factura' });
    await form.getByRole('combobox', { name: 'Cliente' }).fill(apellido);
    await page.getByRole('option', { name: new RegExp(`Teo ${apellido}`) }).click();
    // Only the service's end, a month ago (the start is then its month's first day); ARCA refuses it by its padrón.
    await form.getByLabel('Servicio hasta').fill(mesesDespues(hoy, -1));
    arca.rejectNext(10246, 'El receptor no puede recibir este comprobante según el padrón de ARCA.');
    await form.getByLabel('Descripción').fill('Gestión de cobro');
    await form.getByLabel('Importe (ARS)').fill('12000');
    await form.getByRole('button', { name: 'Emitir factura' }).click();
    await page.waitForURL('**/facturas');
    const fila = page.getByRole('row').filter({ hasText: `Teo ${apellido}` });
    await fila.getByText('Rechazada', { exact: true }).waitFor();
    await fila.getByText('ARCA 10246: El receptor no puede recibir este comprobante según el padrón de ARCA.').waitFor();
    expect(await noSideScroll(page)).toBe(true);

    await fila.getByRole('link', { name: 'Corregir' }).click();
    await page.waitForURL('**/factura/*/corregir');
    const correccion = page.getByRole('form', { name: 'Corregir factura' });
    await correccion.getByTestId('elegido-Cliente').getByText(`Teo ${apellido}`).waitFor();
    expect([await correccion.getByLabel('Descripción').inputValue(), await correccion.getByLabel('Importe (ARS)').inputValue()]).toEqual(['Gestión de cobro', '12.000']);
    await correccion.getByLabel('Servicio desde').fill(mesesDespues(hoy, -2));
    expect(await noSideScroll(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await correccion.getByRole('button', { name: 'Guardar y reintentar' }).click();
    await page.waitForURL('**/facturas');
    await fila.getByText('Autorizada', { exact: true }).waitFor();
    await fila.getByText(/^Factura C 00007-\d{8}$/).waitFor();
    expect(await fila.getByRole('link', { name: 'Corregir' }).count()).toBe(0);
    const lista = await call<{ data: { receptor: { nombre: string }; cae: string | null; servicioDesde: string; estado: string }[] }>('GET', '/admin/facturas?limit=1000');
    expect(lista.data.filter((f) => f.receptor.nombre === `Teo ${apellido}`)).toEqual([
      expect.objectContaining({ estado: 'autorizada', cae: expect.stringMatching(/^\d{14}$/), servicioDesde: mesesDespues(hoy, -2) }),
    ]);
    await context.close();
  });

  it("'Facturar honorarios' on a valuation opens 'Nueva factura' with its client and the fee's description; the valuation then names its invoice", async () => {
    const apellido = `Tasada${tag}`;
    const cliente = (await call<{ data: { _id: string } }>('POST', '/admin/nuevo-cliente', { nombre: 'Eva', apellido, dni: nuevoDni(), telefono: '2346 400605', mail: null })).data._id;
    const tasacion = await call<{ data: { _id: string } }>('POST', '/admin/nueva-tasacion', {
      sujeto: { tipo: 'Casa', localidad: 'Chivilcoy', direccion: `Rivadavia ${size.width}`, superficieCubierta: 150 }, moneda: 'USD', cliente,
      comparables: [100000, 110000, 120000].map((precio) => ({ fuente: 'manual', precio, moneda: 'USD', superficieCubierta: 100 })),
    });
    const descripcion = `Honorarios por tasación de casa en Chivilcoy, Rivadavia ${size.width}`;
    const { context, page } = await suite.page(size);
    await page.goto(`/tasacion/${tasacion.data._id}`);
    await page.getByRole('link', { name: 'Facturar honorarios' }).click();
    const form = page.getByRole('form', { name: 'Nueva factura' });
    await form.getByTestId('elegido-Cliente').getByText(`Eva ${apellido}`).waitFor();
    expect(await form.getByLabel('Descripción').inputValue()).toBe(descripcion);
    await form.getByText('Son los honorarios de una tasación: la factura queda en su página.').waitFor();
    await form.getByLabel('Importe (ARS)').fill('85000');
    expect(await noSideScroll(page)).toBe(true);
    await form.getByRole('button', { name: 'Emitir factura' }).click();
    await page.waitForURL('**/facturas');
    const fila = page.getByRole('row').filter({ hasText: `Eva ${apellido}` });
    await fila.getByText('Autorizada', { exact: true }).waitFor();
    const [descarga] = await Promise.all([page.waitForEvent('download'), fila.getByRole('button', { name: 'PDF' }).click()]);
    const file = join(mkdtempSync(join(tmpdir(), 'factura-e2e-')), 'f.pdf');
    await descarga.saveAs(file);
    const text = pdfText(file);
    for (const part of [descripcion, `Eva ${apellido}`, '$ 85.000,00']) expect({ part, found: text.includes(part) }).toEqual({ part, found: true });
    // The row says where it came from, linked to the valuation, whose page now names the invoice instead of offering another.
    await fila.getByRole('link', { name: 'Honorarios de una tasación' }).click();
    await page.waitForURL(`**/tasacion/${tasacion.data._id}`);
    await page.getByRole('link', { name: /^Honorarios facturados: Factura C 00007-\d{8} por \$ 85\.000,00 ARS$/ }).waitFor();
    expect(await page.getByRole('link', { name: 'Facturar honorarios' }).count()).toBe(0);
    expect(await noSideScroll(page)).toBe(true);
    await context.close();
  });

  it("'Facturas' shows the month 20 at a time, with a pager to the rest", async () => {
    const mes = hoy.slice(0, 7);
    const total = async () => (await call<{ total: number }>('GET', `/admin/facturas?periodo=${mes}&limit=1`)).total;
    const cliente = (await call<{ data: { _id: string } }>('POST', '/admin/nuevo-cliente', { nombre: 'Pía', apellido: `Paginada${tag}`, dni: nuevoDni(), telefono: '2346 400606', mail: null })).data._id;
    for (let n = await total(); n <= 20; n++) await call('POST', '/admin/nueva-factura', { cliente, concepto: 'productos', items: [{ descripcion: 'Informe', importe: 100 }] });
    const n = await total();
    const { context, page } = await suite.page(size);
    await page.goto('/facturas');
    const pager = page.getByRole('navigation', { name: 'Paginación' });
    await pager.waitFor();
    expect(await page.locator('tbody tr').count()).toBe(20);
    const primera = await page.locator('tbody tr').first().textContent();
    await pager.getByRole('button', { name: 'Página 2' }).click();
    await page.waitForFunction((antes) => document.querySelector('tbody tr')?.textContent !== antes, primera);
    expect(await page.locator('tbody tr').count()).toBe(Math.min(20, n - 20));
    expect(await pager.getByRole('button', { name: 'Página 2' }).getAttribute('aria-current')).toBe('page');
    expect(await noSideScroll(page)).toBe(true);
    await context.close();
  });

  it("shows the stored certificate in 'Datos de la inmobiliaria' and refuses a text that is not one under its field", async () => {
    const { context, page } = await suite.page(size);
    await page.goto('/inmobiliaria');
    const seccion = page.getByRole('form', { name: 'Facturación electrónica' });
    await seccion.getByText(/^Certificado cargado: .*20111111112.*\. Vence el \d{2}\/\d{2}\/\d{4}\.$/).waitFor();
    expect(await seccion.getByLabel('CUIT').inputValue()).toBe(CUIT);
    await seccion.getByLabel('Certificado (PEM)').fill('esto no es un certificado');
    await seccion.getByLabel('Clave privada (PEM)').fill('tampoco una clave');
    await seccion.getByRole('button', { name: 'Guardar datos de facturación' }).click();
    await page.locator('#fe-cert-error').waitFor();
    expect(await page.locator('#fe-cert-error').textContent()).toMatch(/certificado/i);
    expect(await noSideScroll(page)).toBe(true);
    expect(await seriousViolations(page, 'form[aria-label="Facturación electrónica"]')).toEqual([]);
    await context.close();
  });
});

describe.each(SIZES)('a certificate about to expire at $name', (size) => {
  it("is warned on the admin's dashboard, with the way to the settings", async () => {
    await call('PUT', '/admin/facturacion', ajustes(testCertificate(CUIT, { notAfter: new Date(Date.now() + 10.5 * 86_400_000) })));
    const { context, page } = await suite.page(size);
    await page.goto('/dashboard');
    const aviso = page.getByTestId('certificado-por-vencer');
    await aviso.waitFor();
    expect(await aviso.textContent()).toMatch(/^El certificado vence el \d{2}\/\d{2}\/\d{4} \(en 1[01] días\)/);
    await aviso.getByRole('link', { name: 'Datos de la inmobiliaria' }).click();
    await page.getByRole('form', { name: 'Facturación electrónica' }).getByText(/El certificado vence el/).waitFor();
    expect(await noSideScroll(page)).toBe(true);
    await context.close();
  });
});
