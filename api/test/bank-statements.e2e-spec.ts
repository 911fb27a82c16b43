// Bank statements through the API: a CSV as one bank exports it (Windows-1252, ';', title rows, debit and credit
// columns, a running balance) and an .xlsx as another does (date and number cells, one signed amount), each line
// imported once from any file (the same statement again imports nothing), the mapping remembered per bank; the
// suggestions of a credit by the tenant's DNI or CUIT, surname and an open cuota's amount (with the due date); a
// credit reconciled into a payment by transfer with its receipt, once; a movement set aside; and the 4xx replies.
import { addDays, hoyArgentina, monthStart } from '../src/rentals/schedule.js';
import { binary, bootApp, expectErrorShape, loginToken, staffUser, pdfText, type TestApp } from './helpers.js';
import { xlsx } from './xlsx-fixture.js';

/** 'YYYY-MM-DD' → 'dd/mm/aaaa'. */
const dmy = (f: string) => f.split('-').reverse().join('/');

describe('bank statements', () => {
  let t: TestApp;
  let token: string;
  const hoy = hoyArgentina();
  // Three months ago on the 1st; due on the 10th: the first cuota is due on P0-10, unpaid.
  const inicio = monthStart(hoy, -3);
  const P0 = inicio.slice(0, 7);
  const venc0 = `${P0}-10`;
  const contratos: Record<string, string> = {};
  const admin = (req: any) => req.set('auth-token', token);
  const importar = (archivo: Buffer | null, nombre: string, campos: Record<string, string>, auth = token) => {
    const req = t.http.post('/api/admin/banco/importar').set('auth-token', auth);
    for (const [k, v] of Object.entries(campos)) req.field(k, v);
    if (archivo) req.attach('archivo', archivo, nombre);
    return req;
  };
  const pendientes = async () => (await admin(t.http.get('/api/admin/banco/movimientos?estado=pendiente'))).body.data as any[];

  // Banco Nación: Windows-1252, ';', two title rows, debit and credit columns, a running balance.
  const nacionCsv = () => Buffer.from([
    'Banco de la Nación Argentina;;;;;',
    `Cuenta Corriente en Pesos N.º 1234567/8 - Período ${dmy(inicio)} al ${dmy(hoy)};;;;;`,
    ';;;;;',
    'Fecha;Descripción;Comprobante;Débito;Crédito;Saldo',
    `${dmy(addDays(venc0, 1))};TRANSF. RECIBIDA DE 28111222;00012;;123.456,78;1.123.456,78`,
    `${dmy(addDays(venc0, 2))};TRANSFERENCIA DE IBARRA MARCOS;00013;;50.000,00;1.173.456,78`,
    `${dmy(addDays(venc0, 2))};COMISIÓN MANTENIMIENTO CUENTA;00014;1.500,00;;1.171.956,78`,
    `${dmy(addDays(venc0, 3))};CRED. TRANSF. CBU 0000003100012345;00015;;215.500,50;1.387.457,28`,
    ';;;;;',
    'Saldo final;;;;;1.387.457,28',
  ].join('\r\n'), 'latin1');
  const nacionColumnas = JSON.stringify({ fecha: 'Fecha', descripcion: 'Descripción', debito: 'Débito', credito: 'Crédito', referencia: 'Comprobante', saldo: 'Saldo' });

  // Banco Galicia: .xlsx, a title row, date cells, one signed amount column (a number cell), no balance.
  const galiciaXlsx = () => xlsx([
    ['Banco Galicia - Últimos movimientos'],
    [],
    ['Fecha', 'Concepto', 'Importe', 'Nro. de operación'],
    [{ fecha: addDays(venc0, 4) }, 'TRANSFERENCIA 27-33555666-1 QUIROGA SOFIA', 215500.5, '998877'],
    [{ fecha: addDays(venc0, 4) }, 'DEPOSITO EN EFECTIVO', 10000, null],
    [{ fecha: addDays(venc0, 4) }, 'DEPOSITO EN EFECTIVO', 10000, null],
    [{ fecha: addDays(venc0, 5) }, 'PAGO SERVICIOS EDENOR', -23456.78, '998878'],
  ]);
  const galiciaColumnas = JSON.stringify({ fecha: 'Fecha', descripcion: 'Concepto', importe: 'Importe', referencia: 'Nro. de operación' });

  beforeAll(async () => {
    t = await bootApp({ seedDemo: false });
    token = await loginToken(t.http);
    const mk = async (nombre: string, apellido: string, dni: string, tel: string, cuit: string | null = null) => {
      const r = await admin(t.http.post('/api/admin/nuevo-cliente')).send({ nombre, apellido, dni, telefono: tel, mail: null, cuit });
      expect([r.status, r.body.error]).toEqual([201, undefined]);
      return r.body.data._id as string;
    };
    const propietario = await mk('Olga', 'Paz', '20111222', '02346 15-490001');
    const inquilinos = {
      fernandez: await mk('Lucía', 'Fernández', '28111222', '02346 15-490002'),
      ibarra: await mk('Marcos', 'Ibarra', '30333444', '02346 15-490003'),
      quiroga: await mk('Sofía', 'Quiroga', '33555666', '02346 15-490004', '27335556661'),
    };
    const rentas = { fernandez: 250000, ibarra: 180000, quiroga: 215500.5 };
    for (const [k, inquilino] of Object.entries(inquilinos)) {
      const casa = await admin(t.http.post('/api/admin/nueva-casa')).send({ titulo: `Casa ${k}`, operacion: 'alquiler', localidad: 'Chivilcoy', calle: 'Moreno', altura: 100 + k.length, habitaciones: 2, precio: { monto: 100000, moneda: 'ARS' } });
      const c = await admin(t.http.post('/api/admin/nuevo-contrato')).send({
        propiedad: casa.body.id, propietario, inquilino, inicio, meses: 24, moneda: 'ARS', montoInicial: rentas[k as keyof typeof rentas], ajuste: { indice: 'NINGUNO' }, diaVencimiento: 10,
      });
      expect(c.status).toBe(201);
      contratos[k] = c.body.data._id;
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('imports a CSV as Banco Nación exports it: debits negative, the balance kept, title and total rows skipped', async () => {
    const r = await importar(nacionCsv(), 'extracto.csv', { banco: 'Banco Nación', columnas: nacionColumnas });
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({ importados: 4, repetidos: 0 });
    const byDesc = Object.fromEntries(r.body.data.movimientos.map((m: any) => [m.descripcion, m]));
    expect(byDesc['COMISIÓN MANTENIMIENTO CUENTA']).toMatchObject({ importe: -1500, saldo: 1171956.78, estado: 'pendiente', referencia: '00014' });
    expect(byDesc['TRANSF. RECIBIDA DE 28111222']).toMatchObject({ fecha: addDays(venc0, 1), importe: 123456.78, saldo: 1123456.78, banco: 'Banco Nación' });
  });

  it('the same statement again imports nothing, and needs no mapping: the bank remembers it', async () => {
    const r = await importar(nacionCsv(), 'extracto-otra-vez.csv', { banco: 'banco nacion' });
    expect(r.status).toBe(201);
    expect(r.body.data).toEqual({ importados: 0, repetidos: 4, movimientos: [] });
    const bancos = (await admin(t.http.get('/api/admin/banco/bancos'))).body.data;
    expect(bancos).toEqual([{ banco: 'Banco Nación', columnas: expect.objectContaining({ fecha: 'Fecha', debito: 'Débito', credito: 'Crédito', importe: null }) }]);
    expect((await pendientes()).length).toBe(4);
  });

  it('imports an .xlsx as Banco Galicia exports it: date and number cells, one signed column; two identical lines are two movements, once', async () => {
    const r = await importar(galiciaXlsx(), 'movimientos.xlsx', { banco: 'Banco Galicia', columnas: galiciaColumnas });
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({ importados: 4, repetidos: 0 });
    const importes = r.body.data.movimientos.map((m: any) => [m.fecha, m.descripcion, m.importe, m.saldo]).sort((a: any, b: any) => a[2] - b[2]);
    expect(importes).toEqual([
      [addDays(venc0, 5), 'PAGO SERVICIOS EDENOR', -23456.78, null],
      [addDays(venc0, 4), 'DEPOSITO EN EFECTIVO', 10000, null],
      [addDays(venc0, 4), 'DEPOSITO EN EFECTIVO', 10000, null],
      [addDays(venc0, 4), 'TRANSFERENCIA 27-33555666-1 QUIROGA SOFIA', 215500.5, null],
    ]);
    const again = await importar(galiciaXlsx(), 'movimientos.xlsx', { banco: 'Banco Galicia' });
    expect(again.body.data).toMatchObject({ importados: 0, repetidos: 4 });
    expect((await pendientes()).length).toBe(8);
  });

  it('suggests the contract by the DNI, the CUIT, the surname and an open cuota’s amount, saying which matched', async () => {
    const m = Object.fromEntries((await pendientes()).map((x) => [x.descripcion, x]));
    const dni = m['TRANSF. RECIBIDA DE 28111222'].sugerencias;
    expect(dni).toEqual([expect.objectContaining({ contrato: contratos.fernandez, inquilino: 'Lucía Fernández', periodo: P0, coincidencias: ['documento', 'fecha'] })]);
    expect(dni[0].motivo).toBe('DNI o CUIT del inquilino en la descripción, fecha a 5 días o menos de un vencimiento');
    const apellido = m['TRANSFERENCIA DE IBARRA MARCOS'].sugerencias;
    expect(apellido).toEqual([expect.objectContaining({ contrato: contratos.ibarra, inquilino: 'Marcos Ibarra', coincidencias: ['apellido', 'fecha'] })]);
    const monto = m['CRED. TRANSF. CBU 0000003100012345'].sugerencias;
    expect(monto).toEqual([expect.objectContaining({ contrato: contratos.quiroga, periodo: P0, coincidencias: ['cuota', 'fecha'] })]);
    expect(monto[0].motivo).toBe('Importe igual a una cuota abierta, fecha a 5 días o menos de un vencimiento');
    const cuit = m['TRANSFERENCIA 27-33555666-1 QUIROGA SOFIA'].sugerencias;
    expect(cuit[0]).toMatchObject({ contrato: contratos.quiroga, coincidencias: ['documento', 'apellido', 'cuota', 'fecha'] });
    // Nothing names a tenant or owes that amount: no suggestion; a debit never has one.
    expect(m['DEPOSITO EN EFECTIVO'].sugerencias).toEqual([]);
    expect(m['PAGO SERVICIOS EDENOR'].sugerencias).toEqual([]);
  });

  it('reconciles a credit: a payment by transfer on its date and amount, with its receipt, in the account; once', async () => {
    const mov = (await pendientes()).find((x) => x.descripcion.startsWith('CRED. TRANSF.'))!;
    const r = await admin(t.http.post(`/api/admin/banco/movimiento/${mov._id}/conciliar`)).send({ contrato: contratos.quiroga });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ estado: 'conciliado', sugerencias: [], conciliacion: { contrato: contratos.quiroga, inquilino: 'Sofía Quiroga' }, resueltoPor: expect.any(String) });
    const { recibo, pago } = r.body.data.conciliacion;
    const cuenta = (await admin(t.http.get(`/api/admin/contrato/${contratos.quiroga}/cuenta`))).body.data;
    expect(cuenta.pagos).toEqual([expect.objectContaining({ _id: pago, fecha: mov.fecha, monto: 215500.5, medio: 'transferencia', recibo: expect.objectContaining({ numero: recibo.numero }) })]);
    expect(cuenta.cuotas[0]).toMatchObject({ periodo: P0, estado: 'pagada' });
    const pdf = await admin(t.http.get(recibo.url)).buffer(true).parse(binary);
    expect(pdf.status).toBe(200);
    const texto = pdfText(pdf.body as Buffer);
    expect(texto).toContain('215.500,50');
    expect(texto).toMatch(/Transferencia/i);
    expect(texto).toContain('Sofía Quiroga');
    // Once: a second time is refused in Spanish, and no second payment is recorded.
    const again = await admin(t.http.post(`/api/admin/banco/movimiento/${mov._id}/conciliar`)).send({ contrato: contratos.quiroga });
    expect(again.status).toBe(409);
    expectErrorShape(again.body);
    expect(again.body.error).toBe('El movimiento ya fue conciliado');
    expect((await admin(t.http.get(`/api/admin/contrato/${contratos.quiroga}/cuenta`))).body.data.pagos).toHaveLength(1);
    const conciliados = (await admin(t.http.get('/api/admin/banco/movimientos?estado=conciliado'))).body.data;
    expect(conciliados.map((x: any) => x._id)).toEqual([mov._id]);
    // The cuota is paid: the same amount from Quiroga now matches by CUIT and surname, no longer by that cuota.
    const cuit = (await pendientes()).find((x) => x.descripcion.includes('QUIROGA'))!;
    expect(cuit.sugerencias[0].coincidencias).toEqual(expect.arrayContaining(['documento', 'apellido']));
  });

  it('an agent reconciles too (as an agent records payments); a movement set aside is listed with why and cannot be reconciled', async () => {
    const agente = await staffUser(t, 'agente');
    const ibarra = (await pendientes()).find((x) => x.descripcion.includes('IBARRA'))!;
    const r = await t.http.post(`/api/admin/banco/movimiento/${ibarra._id}/conciliar`).set('auth-token', agente.token).send({ contrato: contratos.ibarra });
    expect(r.status).toBe(200);
    const deposito = (await pendientes()).find((x) => x.descripcion === 'DEPOSITO EN EFECTIVO')!;
    const sinMotivo = await admin(t.http.post(`/api/admin/banco/movimiento/${deposito._id}/ignorar`)).send({});
    expect(sinMotivo.status).toBe(400);
    expect(sinMotivo.body.error).toBe('Indicá por qué se ignora el movimiento');
    const ig = await admin(t.http.post(`/api/admin/banco/movimiento/${deposito._id}/ignorar`)).send({ motivo: 'Aporte del socio' });
    expect(ig.status).toBe(200);
    expect(ig.body.data).toMatchObject({ estado: 'ignorado', motivo: 'Aporte del socio' });
    const c = await admin(t.http.post(`/api/admin/banco/movimiento/${deposito._id}/conciliar`)).send({ contrato: contratos.ibarra });
    expect(c.status).toBe(409);
    expect(c.body.error).toBe('El movimiento fue ignorado: no se puede conciliar');
    expect((await admin(t.http.get('/api/admin/banco/movimientos?estado=ignorado'))).body.data.map((x: any) => x._id)).toEqual([deposito._id]);
  });

  it('answers 4xx in Spanish: no file, an unknown bank without mapping, columns not found, an unreadable amount, a debit, no such movement or contract', async () => {
    const sinArchivo = await importar(null, '', { banco: 'Banco Nación' });
    expect(sinArchivo.status).toBe(400);
    expect(sinArchivo.body.error).toBe('Enviá el extracto en el campo "archivo" (CSV o .xlsx)');
    const nuevo = await importar(nacionCsv(), 'x.csv', { banco: 'Banco Provincia' });
    expect(nuevo.status).toBe(400);
    expect(nuevo.body.error).toMatch(/primera vez que se importa este banco/);
    const malas = await importar(nacionCsv(), 'x.csv', { banco: 'Banco Provincia', columnas: JSON.stringify({ fecha: 'Fecha valor', descripcion: 'Detalle', importe: 'Monto' }) });
    expect(malas.status).toBe(400);
    expect(malas.body.error).toBe('No se encontró la fila de encabezados con las columnas indicadas');
    const sinImporte = await importar(nacionCsv(), 'x.csv', { banco: 'Banco Provincia', columnas: JSON.stringify({ fecha: 'Fecha', descripcion: 'Descripción' }) });
    expect(sinImporte.status).toBe(400);
    expect(sinImporte.body.error).toBe('Indicá la columna del importe, o las de débito y crédito');
    const json = await importar(nacionCsv(), 'x.csv', { banco: 'Banco Provincia', columnas: '{fecha:' });
    expect(json.status).toBe(400);
    const monto = await importar(Buffer.from(`Fecha,Detalle,Importe\n${dmy(hoy)},TRANSF,12.34.5\n`), 'x.csv', { banco: 'Banco Provincia', columnas: JSON.stringify({ fecha: 'Fecha', descripcion: 'Detalle', importe: 'Importe' }) });
    expect(monto.status).toBe(400);
    expect(monto.body.error).toMatch(/^Fila 2: el importe «12\.34\.5» no es un monto/);
    const basura = await importar(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'x.xlsx', { banco: 'Banco Galicia' });
    expect(basura.status).toBe(400);
    expect(basura.body.error).toBe('No se pudo leer el archivo: subí el extracto como CSV o .xlsx');
    // Nothing of a refused import was stored, nor its mapping.
    expect((await admin(t.http.get('/api/admin/banco/bancos'))).body.data.map((b: any) => b.banco).sort()).toEqual(['Banco Galicia', 'Banco Nación']);

    const debito = (await pendientes()).find((x) => x.importe < 0)!;
    const d = await admin(t.http.post(`/api/admin/banco/movimiento/${debito._id}/conciliar`)).send({ contrato: contratos.ibarra });
    expect(d.status).toBe(422);
    expect(d.body.error).toBe('Solo un crédito puede conciliarse como pago de un inquilino');
    const fernandez = (await pendientes()).find((x) => x.descripcion.includes('28111222'))!;
    const sinContrato = await admin(t.http.post(`/api/admin/banco/movimiento/${fernandez._id}/conciliar`)).send({ contrato: '00000000-0000-4000-8000-000000000000' });
    expect(sinContrato.status).toBe(404);
    expect(sinContrato.body.error).toBe('Contrato no encontrado');
    expect((await pendientes()).some((x) => x._id === fernandez._id)).toBe(true);
    const malId = await admin(t.http.post(`/api/admin/banco/movimiento/${fernandez._id}/conciliar`)).send({ contrato: 'cualquiera' });
    expect(malId.status).toBe(400);
    expect(malId.body.error).toBe('Indicá el contrato');
    const noHay = await admin(t.http.post('/api/admin/banco/movimiento/00000000-0000-4000-8000-000000000000/ignorar')).send({ motivo: 'x' });
    expect(noHay.status).toBe(404);
    expect(noHay.body.error).toBe('Movimiento no encontrado');
    const estado = await admin(t.http.get('/api/admin/banco/movimientos?estado=todos'));
    expect(estado.status).toBe(400);
    expect(estado.body.error).toBe('El estado debe ser pendiente, conciliado o ignorado');
    const anonimo = await t.http.get('/api/admin/banco/movimientos');
    expect(anonimo.status).toBe(401);
  });
});
