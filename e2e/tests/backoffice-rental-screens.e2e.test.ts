// The rental screens a person works in, at 1366×768 and 390×844: the owner's private page, Liquidaciones and the
// contract's page fit the screen (no sideways scroll, amounts on one line, every action on screen); 'Revocar enlace'
// shows only once the owner has a private link.
import type { Page } from 'playwright-core';
import { SIZES, nuevoDni } from '../support/env.js';
import { hoy, mesesDespues, noSideScroll, staffSuite } from '../support/staff-suite.js';

const RUN = `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;
const suite = staffSuite();
const call = suite.call;

const inicio = mesesDespues(hoy, -2);

/** A running contract of an owner with a long name, with a payment today (so this month has a settlement). */
async function contratoConCobro(tag: string, opts: { mailInquilino?: string | null } = {}) {
  const created = await call<{ propiedad: { id: string } }>('POST', '/admin/nueva-casa', {
    titulo: `Casa pantallas ${tag}`, operacion: 'alquiler', localidad: 'Chivilcoy', calle: 'Avenida Presidente Hipólito Yrigoyen', altura: 1234, habitaciones: 2, precio: { monto: 650000, moneda: 'ARS' },
  });
  const cliente = async (nombre: string, telefono: string, mail: string | null = null) =>
    (await call<{ data: { _id: string } }>('POST', '/admin/nuevo-cliente', { nombre, apellido: `Fernández de la Torre Pantalla${tag}`, dni: nuevoDni(), telefono, mail })).data._id;
  const propietario = await cliente('Maximiliano Leopoldo', '2346 400501');
  const inquilino = await cliente('Inés', '2346 400502', opts.mailInquilino ?? null);
  const contrato = await call<{ data: { _id: string } }>('POST', '/admin/nuevo-contrato', {
    propiedad: created.propiedad.id, propietario, inquilino, inicio, meses: 24, moneda: 'ARS', montoInicial: 650000, ajuste: { indice: 'NINGUNO' },
    punitorioDiario: 0.1, comisionAdministracion: 6,
  });
  const id = contrato.data._id;
  await call('POST', `/admin/contrato/${id}/pagos`, { fecha: hoy, monto: 650000, medio: 'transferencia', nota: '' });
  return { id, propietario, inquilino };
}

/** Every amount cell (td.num) is one line tall and shows its whole text. */
const amountsOnOneLine = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('td.num')]
      .filter((td) => (td.textContent ?? '').trim() !== '')
      .every((td) => {
        const range = document.createRange();
        // The figure's own text (in card mode the cell also draws its label).
        const walker = document.createTreeWalker(td, NodeFilter.SHOW_TEXT);
        const rects: DOMRect[] = [];
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          range.selectNodeContents(n);
          rects.push(...range.getClientRects());
        }
        return new Set(rects.map((r) => Math.round(r.top))).size <= 1;
      }),
  );

/** The element's box lies inside the window's width. */
async function onScreen(page: Page, locator: ReturnType<Page['locator']>) {
  const box = (await locator.boundingBox())!;
  const width = await page.evaluate(() => window.innerWidth);
  return box.x >= 0 && box.x + box.width <= width;
}

describe.each(SIZES)('rental screens fit at $name', (size) => {
  const tag = `${RUN}${size.width}`;

  it('the contract page, Liquidaciones and the owner page fit the screen', async () => {
    const { id, propietario } = await contratoConCobro(tag);
    await call('POST', `/admin/contrato/${id}/cargos`, { periodo: hoy.slice(0, 7), concepto: 'Expensas extraordinarias', monto: 45000, aCargoDe: 'propietario', pagadoPor: 'inmobiliaria' });
    await call('POST', '/admin/nueva-liquidacion', { propietario, periodo: hoy.slice(0, 7), moneda: null });
    const enlace = await call<{ data: { url: string } }>('POST', `/admin/cliente/${propietario}/enlace-propietario`);
    const { context, page } = await suite.page(size);

    await page.goto(`/contrato/${id}`);
    await page.getByRole('group', { name: 'Movimientos de la cuenta' }).getByText('$ 650.000,00 ARS').first().waitFor();
    await page.getByRole('group', { name: 'Tabla de cuotas' }).getByRole('row').filter({ hasText: 'parcial' }).first().waitFor();
    expect(await noSideScroll(page)).toBe(true);
    expect(await amountsOnOneLine(page)).toBe(true);
    for (const name of ['Registrar pago', 'Agregar cargo', 'Renovar', 'Rescindir']) expect(await onScreen(page, page.getByRole('button', { name, exact: true }).first())).toBe(true);

    await page.goto('/liquidaciones');
    const fila = page.getByRole('row').filter({ hasText: `Pantalla${tag}` });
    await fila.waitFor();
    expect(await noSideScroll(page)).toBe(true);
    expect(await amountsOnOneLine(page)).toBe(true);
    expect(await onScreen(page, page.getByRole('button', { name: 'Calcular liquidación' }))).toBe(true);
    expect(await onScreen(page, fila.getByRole('button', { name: 'Marcar pagada' }))).toBe(true);
    expect(await onScreen(page, fila.getByRole('button', { name: 'PDF' }))).toBe(true);

    await page.goto(enlace.data.url);
    await page.getByRole('heading', { name: /Hola, Maximiliano/ }).waitFor();
    expect(await noSideScroll(page)).toBe(true);
    expect(await amountsOnOneLine(page)).toBe(true);
    expect(await onScreen(page, page.getByRole('link', { name: 'Descargar PDF' }).first())).toBe(true);
    expect(await onScreen(page, page.getByText('Pendiente').first())).toBe(true);
    // The charge the agency paid for the owner: who paid it and that it is deducted.
    const gasto = page.getByRole('row').filter({ hasText: 'Expensas extraordinarias' });
    expect((await gasto.textContent())!.replace(/\s+/g, ' ')).toMatch(/La inmobiliaria.*\$ 45\.000,00 ARS.*Se descuenta/);
    expect(await onScreen(page, gasto.getByText('Se descuenta'))).toBe(true);
    await context.close();
  });
});

describe.each(SIZES)('the account shows everything at $name', (size) => {
  const tag = `${RUN}c${size.width}`;

  it('lists a charge with who pays, names each line, voids it, and each feedback is a toast of its kind that goes at the next action', async () => {
    const { id } = await contratoConCobro(tag);
    const { context, page } = await suite.page(size);
    await page.goto(`/contrato/${id}`);
    const cuenta = page.getByRole('region', { name: 'Cuenta corriente' });
    const lineas = cuenta.getByRole('group', { name: 'Movimientos de la cuenta' });
    await lineas.getByRole('row').filter({ hasText: /Pago · recibo N\.º \d+ \(Transferencia\)/ }).waitFor();
    expect(await lineas.getByRole('row').filter({ hasText: 'Alquiler del mes' }).count()).toBeGreaterThan(0);

    // A payment: a green toast.
    await cuenta.getByRole('button', { name: 'Registrar pago' }).click();
    const pago = page.getByRole('form', { name: 'Registrar pago' });
    await pago.getByLabel('Monto (ARS)').fill('1000');
    await pago.getByRole('button', { name: 'Registrar pago' }).click();
    const exito = page.locator('[data-toast="success"]').filter({ hasText: /Pago registrado: recibo N\.º \d+/ });
    await exito.waitFor();
    // The next action takes it off.
    await cuenta.getByRole('button', { name: 'Agregar cargo' }).click();
    await exito.waitFor({ state: 'detached' });

    // An owner's charge: a green toast naming it, then its own row with who pays.
    const form = page.getByRole('form', { name: 'Agregar cargo' });
    await form.getByLabel(/Concepto/).fill('Arreglo de cañería');
    await form.getByLabel('Monto (ARS)').fill('45000');
    await form.getByLabel('A cargo de').selectOption('propietario');
    await form.getByRole('button', { name: 'Agregar cargo' }).click();
    await page.locator('[data-toast="success"]').filter({ hasText: 'Cargo agregado: Arreglo de cañería, a cargo del propietario' }).waitFor();
    const cargos = cuenta.getByRole('group', { name: 'Cargos' });
    const fila = cargos.getByRole('row').filter({ hasText: 'Arreglo de cañería' });
    await fila.waitFor();
    expect(await fila.textContent()).toContain('$ 45.000,00 ARS');
    expect(await fila.textContent()).toContain('Se descuenta de la liquidación del propietario');
    expect(await noSideScroll(page)).toBe(true);

    // A tenant's charge is a named line of the account.
    await cuenta.getByRole('button', { name: 'Agregar cargo' }).click();
    await form.getByLabel(/Concepto/).fill('Expensas');
    await form.getByLabel('Monto (ARS)').fill('30000');
    await form.getByLabel('A cargo de').selectOption('inquilino');
    await form.getByRole('button', { name: 'Agregar cargo' }).click();
    await lineas.getByRole('row').filter({ hasText: 'Cargo al inquilino: Expensas' }).waitFor();

    // Anular (admins): asked with a reason, then struck through.
    await fila.getByRole('button', { name: /Anular cargo Arreglo de cañería/ }).click();
    const anular = page.getByRole('form', { name: /Anular cargo/ });
    await anular.getByLabel('Motivo').fill('Cargado dos veces');
    await anular.getByRole('button', { name: 'Anular cargo' }).click();
    await page.locator('[data-toast="success"]').filter({ hasText: 'Cargo anulado: Arreglo de cañería' }).waitFor();
    await fila.getByText('ANULADO: Cargado dos veces').waitFor();

    // An error is a red toast: a receipt that cannot be downloaded.
    await page.route('**/api/admin/recibo/**', (route) => route.fulfill({ status: 500, body: '' }));
    await cuenta.getByRole('button', { name: /Descargar recibo/ }).first().click();
    await page.locator('[data-toast="error"]').filter({ hasText: 'No se pudo descargar el recibo' }).waitFor();
    expect(await noSideScroll(page)).toBe(true);
    await context.close();
  });
});

/** 'YYYY-MM-DD' `n` days after `fecha`. */
function diasDespues(fecha: string, n: number): string {
  const d = new Date(`${fecha}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

describe.each(SIZES)('nothing blocked is hidden at $name', (size) => {
  const tag = `${RUN}b${size.width}`;
  const corrimiento = size.width === 1366 ? 0 : 1;

  it('groups the missing values on the dashboard with every contract waiting, says what the balance leaves out, and a value still ahead is pending', async () => {
    const casa = async (altura: number) =>
      (await call<{ propiedad: { id: string } }>('POST', '/admin/nueva-casa', { titulo: `Casa bloqueada ${tag} ${altura}`, operacion: 'alquiler', localidad: 'Chivilcoy', calle: 'Índices', altura, habitaciones: 2, precio: { monto: 100000, moneda: 'ARS' } })).propiedad.id;
    const cliente = async (nombre: string) => (await call<{ data: { _id: string } }>('POST', '/admin/nuevo-cliente', { nombre, apellido: `Bloq${tag}`, dni: nuevoDni(), telefono: '2346 400601', mail: null })).data._id;
    const propietario = await cliente('Olga');
    const contrato = async (altura: number, inquilino: string, inicio: string, ajuste: object) =>
      (await call<{ data: { _id: string } }>('POST', '/admin/nuevo-contrato', { propiedad: await casa(altura), propietario, inquilino: await cliente(inquilino), inicio, meses: 12, moneda: 'ARS', montoInicial: 100000, ajuste, punitorioDiario: 0.1, comisionAdministracion: 6 })).data._id;

    // CVS, lag 2, every 3 months, started 7 (or 8) months ago: the base value is loaded, the first adjustment's is not
    // and its date has passed. Two contracts wait for it.
    const inicioCvs = mesesDespues(hoy, -7 - corrimiento);
    await call('PUT', '/admin/indices/CVS', { valores: [{ fecha: mesesDespues(inicioCvs, -2), valor: '1.000,0000' }] });
    const falta = mesesDespues(inicioCvs, 1);
    const cvs = { indice: 'CVS', cadaMeses: 3, rezagoMeses: 2 };
    const a = await contrato(10 + corrimiento, 'Ana', inicioCvs, cvs);
    await contrato(20 + corrimiento, 'Beto', inicioCvs, cvs);
    // ICL every 3 months whose first adjustment starts within the coming days: its value cannot be published yet.
    let k = 5 + corrimiento;
    while (Number(diasDespues(hoy, k).slice(8, 10)) > 28) k += 2;
    const desdeIcl = diasDespues(hoy, k);
    const inicioIcl = `${mesesDespues(desdeIcl, -3).slice(0, 8)}${desdeIcl.slice(8)}`;
    await call('PUT', '/admin/indices/ICL', { valores: [{ fecha: inicioIcl, valor: '20,1300' }] });
    const b = await contrato(30 + corrimiento, 'Ceci', inicioIcl, { indice: 'ICL', cadaMeses: 3 });

    const { context, page } = await suite.page(size);
    await page.goto('/dashboard');
    const lista = page.getByRole('list', { name: 'Índices que faltan cargar' });
    const mes = `${falta.slice(5, 7)}/${falta.slice(0, 4)}`;
    const grupoCvs = lista.getByRole('listitem', { name: `CVS ${mes}`, exact: true });
    await grupoCvs.waitFor();
    expect(await lista.getByRole('listitem', { name: `CVS ${mes}`, exact: true }).count()).toBe(1);
    expect(await grupoCvs.textContent()).toContain('Falta cargar');
    expect(await grupoCvs.textContent()).toContain('2 contratos esperando');
    expect(await grupoCvs.getByRole('link', { name: new RegExp(`Casa bloqueada ${tag}`) }).count()).toBe(2);
    const [y, m, d] = desdeIcl.split('-');
    const grupoIcl = lista.getByRole('listitem', { name: `ICL del ${d}/${m}/${y}`, exact: true });
    expect(await grupoIcl.textContent()).toContain('Pendiente de publicación');
    expect(await grupoIcl.textContent()).toContain('1 contrato esperando');
    expect(await noSideScroll(page)).toBe(true);

    // The balance says what it leaves out.
    await page.goto(`/contrato/${a}`);
    await page.getByRole('note').filter({ hasText: `9 cuotas sin calcular: falta CVS ${mes}` }).waitFor();
    await page.getByRole('region', { name: 'Ajustes' }).getByText('Falta índice', { exact: true }).first().waitFor();

    // A value still ahead is pending, not an error.
    await page.goto(`/contrato/${b}`);
    const cuotas = page.getByRole('group', { name: 'Tabla de cuotas' });
    await cuotas.getByText('Índice pendiente').first().waitFor();
    expect(await cuotas.getByText('Falta índice', { exact: true }).count()).toBe(0);
    const ajustes = page.getByRole('region', { name: 'Ajustes' });
    await ajustes.getByText(`ICL del ${d}/${m}/${y} todavía no se publicó`).first().waitFor();
    expect(await ajustes.getByText('Falta índice', { exact: true }).count()).toBe(0);
    expect(await noSideScroll(page)).toBe(true);
    await context.close();
  });
});

describe.each(SIZES)('what cannot be undone is confirmed at $name', (size) => {
  const tag = `${RUN}u${size.width}`;

  it("asks before marking a settlement paid (it mails the owner) and before voiding a receipt (it tells the tenant)", async () => {
    const { id, propietario } = await contratoConCobro(tag);
    await call('POST', '/admin/nueva-liquidacion', { propietario, periodo: hoy.slice(0, 7), moneda: null });
    const { context, page } = await suite.page(size);

    await page.goto('/liquidaciones');
    const fila = page.getByRole('row').filter({ hasText: `Pantalla${tag}` });
    await fila.getByRole('button', { name: 'Marcar pagada' }).click();
    const dialogo = page.getByRole('dialog', { name: /¿Marcar pagada la liquidación de Maximiliano Leopoldo/ });
    await dialogo.getByText('se le envía por email al propietario').waitFor();
    expect(await noSideScroll(page)).toBe(true);
    // Cancelar leaves it pending.
    await dialogo.getByRole('button', { name: 'Cancelar' }).click();
    await dialogo.waitFor({ state: 'detached' });
    expect(await fila.textContent()).toContain('Pendiente');
    await fila.getByRole('button', { name: 'Marcar pagada' }).click();
    await dialogo.getByRole('button', { name: 'Marcar pagada y enviar' }).click();
    await fila.getByText(/^Pagada /).waitFor();

    await page.goto(`/contrato/${id}`);
    const cuenta = page.getByRole('region', { name: 'Cuenta corriente' });
    await cuenta.getByRole('button', { name: /Anular recibo N\.º \d+/ }).first().click();
    const anular = page.getByRole('form', { name: /Anular recibo N\.º \d+/ });
    await anular.getByText('No se puede deshacer').waitFor();
    await anular.getByText('el inquilino recibe un aviso de la anulación').waitFor();
    expect(await noSideScroll(page)).toBe(true);
    await anular.getByRole('button', { name: 'Cancelar' }).click();
    await anular.waitFor({ state: 'detached' });
    expect(await cuenta.getByText(/ANULADO/).count()).toBe(0);
    await context.close();
  });
});

describe.each(SIZES)("the contract's state is true at $name", (size) => {
  const tag = `${RUN}s${size.width}`;
  const corrimiento = size.width === 1366 ? 0 : 1;

  it('a rescinded contract reads Rescindido with its real end and offers no Renovar; Renovar proposes the last computed rent and names the pending adjustments', async () => {
    const { id } = await contratoConCobro(tag);
    const rescision = mesesDespues(hoy, -1);
    await call('POST', `/admin/contrato/${id}/rescindir`, { fecha: rescision, motivo: 'Acuerdo entre partes' });
    const { context, page } = await suite.page(size);
    await page.goto(`/contrato/${id}`);
    const condiciones = page.getByRole('region', { name: 'Condiciones' });
    await condiciones.waitFor();
    await page.getByText('Rescindido', { exact: true }).waitFor();
    expect(await page.getByText('Vigente', { exact: true }).count()).toBe(0);
    const [y, m, d] = rescision.split('-');
    expect(await condiciones.textContent()).toContain(`→ ${d}/${m}/${y} (rescindido; el contrato terminaba el`);
    expect(await page.getByRole('button', { name: 'Renovar' }).count()).toBe(0);

    // IPC every 2 months, lag 2: the first adjustment is computed (× 1,1), the second waits for a value.
    const inicio = mesesDespues(hoy, -5 - corrimiento);
    await call('PUT', '/admin/indices/IPC', { valores: [{ fecha: mesesDespues(inicio, -2), valor: '1.000,0000' }, { fecha: inicio, valor: '1.100,0000' }] });
    const casa = (await call<{ propiedad: { id: string } }>('POST', '/admin/nueva-casa', { titulo: `Casa renovar ${tag}`, operacion: 'alquiler', localidad: 'Chivilcoy', calle: 'Renovación', altura: 77, habitaciones: 2, precio: { monto: 100000, moneda: 'ARS' } })).propiedad.id;
    const cliente = async (nombre: string) => (await call<{ data: { _id: string } }>('POST', '/admin/nuevo-cliente', { nombre, apellido: `Renov${tag}`, dni: nuevoDni(), telefono: '2346 400701', mail: null })).data._id;
    const c = await call<{ data: { _id: string } }>('POST', '/admin/nuevo-contrato', {
      propiedad: casa, propietario: await cliente('Olga'), inquilino: await cliente('Iván'), inicio, meses: 12, moneda: 'ARS', montoInicial: 100000,
      ajuste: { indice: 'IPC', cadaMeses: 2, rezagoMeses: 2 }, punitorioDiario: 0.1, comisionAdministracion: 6,
    });
    await page.goto(`/contrato/${c.data._id}`);
    await page.getByRole('button', { name: 'Renovar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Renovar contrato' });
    expect(await dialog.getByLabel('Monto inicial').inputValue()).toBe('110.000');
    const nota = dialog.getByRole('note');
    const falta = mesesDespues(inicio, 2);
    expect(await nota.textContent()).toContain('Propuesto: el último alquiler calculado, $ 110.000,00 ARS');
    expect(await nota.textContent()).toContain('Faltan calcular 4 ajustes');
    expect(await nota.textContent()).toContain(`desde el ${formatFechaCorta(mesesDespues(inicio, 4))} (falta IPC ${falta.slice(5, 7)}/${falta.slice(0, 4)})`);
    expect(await noSideScroll(page)).toBe(true);
    await context.close();
  });
});

/** 'dd/mm/aaaa' of a 'YYYY-MM-DD'. */
function formatFechaCorta(f: string): string {
  const [y, m, d] = f.split('-');
  return `${d}/${m}/${y}`;
}

/** What a page shows that es-AR would not write: a raw period, a raw index or history key, a decimal point, '$' glued to a figure. */
async function textosCrudos(page: Page): Promise<string[]> {
  const texto = await page.evaluate(() => document.body.innerText);
  const reglas: [string, RegExp][] = [
    ['período AAAA-MM', /\b\d{4}-\d{2}\b/],
    ['índice sin nombre', /CASA_PROPIA/],
    ['clave del historial', /\b(cargo|pago|pagoAnulado|cargoAnulado|condonacion|liquidacion|liquidacionPagada|enlacePropietario)\s*:/],
    ['punto decimal', /\d\.\d{1,2}(?!\d)|\d\.\d{4,}/],
    ['$ pegado a la cifra', /\$\d/],
  ];
  return reglas.flatMap(([nombre, re]) => {
    const m = re.exec(texto);
    return m ? [`${nombre}: «${texto.slice(Math.max(0, m.index - 30), m.index + 30)}»`] : [];
  });
}

describe.each(SIZES)('es-AR on the rental screens at $name', (size) => {
  const tag = `${RUN}e${size.width}`;

  it('periods, money, percentages, index values and history keys read as es-AR writes them', async () => {
    const { id, propietario } = await contratoConCobro(tag);
    await call('POST', `/admin/contrato/${id}/cargos`, { periodo: hoy.slice(0, 7), concepto: 'Expensas', monto: '12.345,60', aCargoDe: 'propietario' });
    const liq = await call<{ data: { _id: string } }>('POST', '/admin/nueva-liquidacion', { propietario, periodo: hoy.slice(0, 7), moneda: null });
    await call('POST', `/admin/liquidacion/${liq.data._id}/pagar`);
    const enlace = await call<{ data: { url: string } }>('POST', `/admin/cliente/${propietario}/enlace-propietario`);
    // A Casa Propia contract whose values are published: its factor and values on the page.
    const inicio = mesesDespues(hoy, -8);
    const meses = [0, 1, 2, 3, 4, 5].map((k) => mesesDespues(inicio, k));
    await call('PUT', '/admin/indices/CASA_PROPIA', { valores: meses.map((fecha) => ({ fecha, valor: '1,0312' })) });
    const casa = (await call<{ propiedad: { id: string } }>('POST', '/admin/nueva-casa', { titulo: `Casa propia ${tag}`, operacion: 'alquiler', localidad: 'Chivilcoy', calle: 'Coeficiente', altura: 12, habitaciones: 2, precio: { monto: 100000, moneda: 'ARS' } })).propiedad.id;
    const cliente = async (nombre: string) => (await call<{ data: { _id: string } }>('POST', '/admin/nuevo-cliente', { nombre, apellido: `Esar${tag}`, dni: nuevoDni(), telefono: '2346 400801', mail: null })).data._id;
    const cp = await call<{ data: { _id: string } }>('POST', '/admin/nuevo-contrato', {
      propiedad: casa, propietario: await cliente('Olga'), inquilino: await cliente('Iván'), inicio, meses: 12, moneda: 'ARS', montoInicial: 10413.03,
      ajuste: { indice: 'CASA_PROPIA', cadaMeses: 6 }, punitorioDiario: 0.1, comisionAdministracion: 6.5,
    });

    const { context, page } = await suite.page(size);
    await page.goto(`/contrato/${id}`);
    const cuotas = page.getByRole('group', { name: 'Tabla de cuotas' });
    const [y, m] = inicio.split('-');
    await cuotas.getByText(/ de \d{4}$/).first().waitFor();
    await page.getByRole('group', { name: 'Cargos' }).getByText('$ 12.345,60 ARS').waitFor();
    await page.getByText('punitorio 0,1 % diario').waitFor();
    await page.getByTestId('historial').getByText(/Cargo/).first().waitFor();
    expect(await textosCrudos(page)).toEqual([]);
    // This owner has a private link: it can be revoked.
    await page.getByRole('button', { name: 'Revocar enlace' }).waitFor();

    await page.goto(`/contrato/${cp.data._id}`);
    await page.getByRole('group', { name: 'Tabla de cuotas' }).getByText(/ de \d{4}$/).first().waitFor();
    await page.getByText('6,5 %', { exact: true }).waitFor();
    // Olga has no private link yet: nothing to revoke until one is made.
    const crear = page.getByRole('button', { name: 'Crear enlace privado' });
    await crear.waitFor();
    await page.getByTestId('historial').getByText(/Datos iniciales/).first().waitFor();
    expect(await page.getByRole('button', { name: 'Revocar enlace' }).count()).toBe(0);
    await crear.click();
    await page.getByLabel('Enlace privado del propietario').waitFor();
    await page.getByRole('button', { name: 'Revocar enlace' }).waitFor();
    expect(await page.getByRole('region', { name: 'Ajustes' }).textContent()).toContain('1,0312');
    // The history's initial data opened: every field by its label and value.
    await page.getByTestId('historial').getByText(/^Datos iniciales/).first().click();
    await page.getByTestId('historial').getByText(/Ajuste/).first().waitFor();
    expect(await page.getByTestId('historial').textContent()).toContain('Casa Propia cada 6 meses');
    expect(await textosCrudos(page)).toEqual([]);
    expect(m && y).toBeTruthy();

    await page.goto('/alquileres');
    await page.getByLabel('Buscar', { exact: true }).fill(`Iván Esar${tag}`);
    await page.getByRole('article', { name: `Contrato: Casa propia ${tag}` }).getByText('Casa Propia').waitFor();
    expect(await textosCrudos(page)).toEqual([]);

    await page.goto('/liquidaciones');
    await page.getByRole('heading', { name: /^Liquidaciones de [a-z]+ de \d{4}$/ }).waitFor();
    await page.getByRole('row').filter({ hasText: `Pantalla${tag}` }).waitFor();
    expect(await textosCrudos(page)).toEqual([]);

    await page.goto(enlace.data.url);
    await page.getByRole('heading', { name: /Hola, Maximiliano/ }).waitFor();
    expect(await textosCrudos(page)).toEqual([]);
    await context.close();
  });
});

describe.each(SIZES)('implausible indices at $name', (size) => {
  const tag = `${RUN}i${size.width}`;
  const corrimiento = size.width === 1366 ? 0 : 1;

  it('flags a factor above 3 and asks before telling the tenant; names a pasted line whose date cannot be read', async () => {
    // CVS, lag 2, every 3 months: a level of ~100 then one of ~10.000 (a series mixing scales) gives a factor of 91,34.
    const inicio = mesesDespues(hoy, -14 - corrimiento);
    await call('PUT', '/admin/indices/CVS', { valores: [{ fecha: mesesDespues(inicio, -2), valor: '100,0000' }, { fecha: mesesDespues(inicio, 1), valor: '9.134,0000' }] });
    const casa = (await call<{ propiedad: { id: string } }>('POST', '/admin/nueva-casa', { titulo: `Casa factor ${tag}`, operacion: 'alquiler', localidad: 'Chivilcoy', calle: 'Factor', altura: 91, habitaciones: 2, precio: { monto: 100000, moneda: 'ARS' } })).propiedad.id;
    const cliente = async (nombre: string) => (await call<{ data: { _id: string } }>('POST', '/admin/nuevo-cliente', { nombre, apellido: `Factor${tag}`, dni: nuevoDni(), telefono: '2346 400901', mail: null })).data._id;
    const c = await call<{ data: { _id: string } }>('POST', '/admin/nuevo-contrato', {
      propiedad: casa, propietario: await cliente('Olga'), inquilino: await cliente('Iván'), inicio, meses: 24, moneda: 'ARS', montoInicial: 100000,
      ajuste: { indice: 'CVS', cadaMeses: 3, rezagoMeses: 2 }, punitorioDiario: 0.1, comisionAdministracion: 6,
    });
    const { context, page } = await suite.page(size);
    await page.goto(`/contrato/${c.data._id}`);
    const item = page.getByRole('region', { name: 'Ajustes' }).getByRole('listitem').first();
    await item.getByText('Factor inusual').waitFor();
    expect(await item.textContent()).toContain('El factor 91,340000 es menor que 1 o mayor que 3');
    expect(await item.getByRole('link', { name: 'Avisar al inquilino' }).count()).toBe(0);
    await item.getByRole('button', { name: 'Avisar al inquilino' }).click();
    const dialogo = page.getByRole('dialog', { name: '¿Avisar un ajuste con un factor inusual?' });
    await dialogo.getByText('suele ser un valor de índice mal cargado').waitFor();
    expect(await noSideScroll(page)).toBe(true);
    await dialogo.getByRole('button', { name: 'Cancelar' }).click();
    await dialogo.waitFor({ state: 'detached' });

    await page.goto('/indices');
    await page.getByLabel('Índice', { exact: true }).selectOption('UVA');
    await page.getByLabel('O pegá la serie (fecha y valor por línea)').fill('Fecha;UVA\n01/03/2024;8,47\n2/30/2024;8,48\n04/03/2024;8,50\n');
    await page.getByRole('status').filter({ hasText: '2 valores leídos (del 01/03/2024 al 04/03/2024); 1 línea se omitirá' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'Línea 3: fecha ilegible («2/30/2024;8,48»)' }).waitFor();
    expect(await noSideScroll(page)).toBe(true);

    // A value 100 times the one before it is flagged, and loading it asks first.
    const dia = String(10 + corrimiento);
    await page.getByLabel('O pegá la serie (fecha y valor por línea)').fill(`Fecha;UVA\n${dia}/05/2019;8,47\n${Number(dia) + 1}/05/2019;847,00\n`);
    await page.getByRole('note').filter({ hasText: `Valor inusual: ${Number(dia) + 1}/05/2019: 847,00 es 100 veces el valor anterior (8,47 del ${dia}/05/2019)` }).waitFor();
    await page.getByRole('button', { name: 'Cargar valores' }).click();
    const pregunta = page.getByRole('dialog', { name: '¿Cargar un valor inusual?' });
    await pregunta.waitFor();
    expect(await noSideScroll(page)).toBe(true);
    await pregunta.getByRole('button', { name: 'Cancelar' }).click();
    await pregunta.waitFor({ state: 'detached' });
    expect((await call<{ data: { valores: unknown[] } }>('GET', `/admin/indices/UVA?desde=2019-05-${dia}&hasta=2019-05-${Number(dia) + 1}`)).data.valores).toEqual([]);
    await context.close();
  });
});
