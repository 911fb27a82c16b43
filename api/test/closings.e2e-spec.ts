// Closed months through the API: an admin closes a month that has ended (an agente gets 403; this month, a later one
// or a malformed one 400; twice 409); then every write dated in it is refused with 409 'El mes MM/AAAA está cerrado'
// — a payment by its date, a charge (one-off, recurring, corrected) by its period, a void by the voided payment's date
// or charge's period, a waiver by its period, a settlement of it computed or paid, a bank credit reconciled into a
// payment dated in it — while the months around it take writes; reopening needs a motivo, is in the month's
// history, and the same writes go through after it.
import { ERROR_CODES, SOLO_ADMIN, formatPeriodoCorto, mesArgentina } from '@inmo/contracts';
import { addMonths, hoyArgentina, monthStart } from '../src/rentals/schedule.js';
import { ClosingsService } from '../src/closings/closings.service.js';
import { Db } from '../src/database/db.service.js';
import { bootApp, eventually, expectErrorShape, loginToken, staffUser, type TestApp } from './helpers.js';

/** 'YYYY-MM-DD' → 'dd/mm/aaaa'. */
const dmy = (f: string) => f.split('-').reverse().join('/');

describe('closed months', () => {
  let t: TestApp;
  let token: string;
  let agente: { token: string };
  const hoy = hoyArgentina();
  // Four months ago on the 1st: P0…P3 have ended, P4 is this month. P1 is the month closed.
  const inicio = monthStart(hoy, -4);
  const P = (k: number) => addMonths(inicio, k).slice(0, 7);
  const M = P(1);
  const cerrado = `El mes ${formatPeriodoCorto(M)} está cerrado`;
  const as = (tk: string) => (req: any) => req.set('auth-token', tk);
  const admin = (req: any) => as(token)(req);
  let contrato: string;
  let propietario: string;
  let pago: string;
  let cargo: string;
  let liquidacion: string;
  let movimiento: string;

  const refused = (res: any) => {
    expect(res.status).toBe(409);
    expectErrorShape(res.body);
    expect(res.body).toMatchObject({ success: false, error: cerrado, code: ERROR_CODES.MONTH_CLOSED });
  };
  // Each write dated in M (or of M), as a request.
  const writes = {
    pago: () => admin(t.http.post(`/api/admin/contrato/${contrato}/pagos`)).send({ fecha: `${M}-20`, monto: 1000, medio: 'efectivo' }),
    cargo: () => admin(t.http.post(`/api/admin/contrato/${contrato}/cargos`)).send({ periodo: M, concepto: 'ABL', monto: 5000, aCargoDe: 'inquilino' }),
    cargoFijo: () => admin(t.http.post(`/api/admin/contrato/${contrato}/cargos-fijos`)).send({ concepto: 'Expensas', monto: 20000, aCargoDe: 'inquilino', desde: P(0), hasta: P(2) }),
    corregir: () => admin(t.http.post(`/api/admin/cargo/${cargo}/corregir`)).send({ monto: 7000, motivo: 'Factura corregida' }),
    anularPago: () => admin(t.http.post(`/api/admin/pago/${pago}/anular`)).send({ motivo: 'Cheque rechazado' }),
    anularCargo: () => admin(t.http.post(`/api/admin/cargo/${cargo}/anular`)).send({ motivo: 'Cargado dos veces' }),
    condonar: () => admin(t.http.post(`/api/admin/contrato/${contrato}/condonar-punitorios`)).send({ periodo: M, motivo: 'Pagó por ventanilla' }),
    liquidar: () => admin(t.http.post('/api/admin/nueva-liquidacion')).send({ propietario, periodo: M }),
    pagarLiquidacion: () => admin(t.http.post(`/api/admin/liquidacion/${liquidacion}/pagar`)),
    conciliar: () => admin(t.http.post(`/api/admin/banco/movimiento/${movimiento}/conciliar`)).send({ contrato }),
  };

  beforeAll(async () => {
    t = await bootApp({ seedDemo: false });
    token = await loginToken(t.http);
    agente = await staffUser(t, 'agente');
    const mk = async (nombre: string, apellido: string, dni: string, tel: string) =>
      (await admin(t.http.post('/api/admin/nuevo-cliente')).send({ nombre, apellido, dni, telefono: tel, mail: null })).body.data._id as string;
    propietario = await mk('Olga', 'Ferreyra', '32888001', '02346 15-480001');
    const inquilino = await mk('Iván', 'Sosa', '32888002', '02346 15-480002');
    const casa = await admin(t.http.post('/api/admin/nueva-casa')).send({ titulo: 'Casa del cierre', operacion: 'alquiler', localidad: 'Chivilcoy', calle: 'Moreno', altura: 910, habitaciones: 2, precio: { monto: 1, moneda: 'ARS' } });
    const c = await admin(t.http.post('/api/admin/nuevo-contrato')).send({
      propiedad: casa.body.id, propietario, inquilino, inicio, meses: 24, moneda: 'ARS', montoInicial: 100000, ajuste: { indice: 'NINGUNO' }, punitorioDiario: 0.1, comisionAdministracion: 8,
    });
    expect(c.status).toBe(201);
    contrato = c.body.data._id;
    const p = await admin(t.http.post(`/api/admin/contrato/${contrato}/pagos`)).send({ fecha: `${M}-05`, monto: 100000, medio: 'efectivo' });
    expect(p.status).toBe(201);
    pago = p.body.data._id;
    const g = await admin(t.http.post(`/api/admin/contrato/${contrato}/cargos`)).send({ periodo: M, concepto: 'Luz', monto: 6000, aCargoDe: 'inquilino' });
    expect(g.status).toBe(201);
    cargo = g.body.data._id;
    const l = await writes.liquidar();
    expect(l.status).toBe(201);
    liquidacion = l.body.data._id;
    const csv = Buffer.from(`Fecha,Detalle,Importe\n${dmy(`${M}-15`)},TRANSFERENCIA DE SOSA IVAN,"50.000,00"\n`);
    const imp = await admin(t.http.post('/api/admin/banco/importar'))
      .field('banco', 'Banco Nación').field('columnas', JSON.stringify({ fecha: 'Fecha', descripcion: 'Detalle', importe: 'Importe' }))
      .attach('archivo', csv, 'extracto.csv');
    expect(imp.status).toBe(201);
    movimiento = imp.body.data.movimientos[0]._id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('an agente may not close or reopen a month: 403 naming why, nothing closed', async () => {
    const close = await as(agente.token)(t.http.post(`/api/admin/cierre/${M}`));
    expect(close.status).toBe(403);
    expect(close.body).toEqual({ success: false, error: SOLO_ADMIN.cerrarMes, code: ERROR_CODES.FORBIDDEN });
    const reopen = await as(agente.token)(t.http.delete(`/api/admin/cierre/${M}`)).send({ motivo: 'x' });
    expect(reopen.status).toBe(403);
    expect((await as(agente.token)(t.http.get('/api/admin/cierres'))).body.data).toEqual([]);
  });

  it('only a month that has ended, written AAAA-MM, can be closed', async () => {
    for (const [mes, error] of [[mesArgentina(), 'Solo se puede cerrar un mes terminado'], [P(6), 'Solo se puede cerrar un mes terminado'], ['2026-13', 'El mes debe tener la forma AAAA-MM'], ['noviembre', 'El mes debe tener la forma AAAA-MM']] as const) {
      const res = await admin(t.http.post(`/api/admin/cierre/${mes}`));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: ERROR_CODES.VALIDATION, errors: { mes: error } });
    }
    expect((await admin(t.http.get('/api/admin/cierres'))).body.data).toEqual([]);
  });

  it('an admin closes a month: it is listed with who closed it; closing it again → 409', async () => {
    const res = await admin(t.http.post(`/api/admin/cierre/${M}`));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ mes: M, cerradoPor: expect.any(String) });
    const list = (await admin(t.http.get('/api/admin/cierres'))).body.data;
    expect(list).toEqual([res.body.data]);
    const again = await admin(t.http.post(`/api/admin/cierre/${M}`));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, error: `El mes ${formatPeriodoCorto(M)} ya está cerrado`, code: ERROR_CODES.MONTH_CLOSED });
  });

  it('every write dated in the closed month is refused with 409 and leaves nothing', async () => {
    const cuenta = async () => (await admin(t.http.get(`/api/admin/contrato/${contrato}/cuenta`))).body.data;
    const before = await cuenta();
    for (const [name, write] of Object.entries(writes)) {
      const res = await write();
      if (res.status !== 409) throw new Error(`${name}: ${res.status} ${JSON.stringify(res.body)}`);
      refused(res);
    }
    expect(await cuenta()).toEqual(before);
    const mov = (await admin(t.http.get('/api/admin/banco/movimientos?estado=pendiente'))).body.data;
    expect(mov.map((m: any) => m._id)).toContain(movimiento);
    const liq = (await admin(t.http.get(`/api/admin/liquidaciones?periodo=${M}`))).body.data;
    expect(liq).toMatchObject([{ _id: liquidacion, pagada: null }]);
  });

  it('the months around it still take writes', async () => {
    expect((await admin(t.http.post(`/api/admin/contrato/${contrato}/pagos`)).send({ fecha: `${P(2)}-05`, monto: 1000, medio: 'efectivo' })).status).toBe(201);
    expect((await admin(t.http.post(`/api/admin/contrato/${contrato}/cargos`)).send({ periodo: P(0), concepto: 'Agua', monto: 900, aCargoDe: 'inquilino' })).status).toBe(201);
    expect((await admin(t.http.post('/api/admin/nueva-liquidacion')).send({ propietario, periodo: P(2) })).status).toBe(201);
  });

  it('reopening needs an admin and a motivo; a month not closed → 404', async () => {
    const sin = await admin(t.http.delete(`/api/admin/cierre/${M}`)).send({});
    expect(sin.status).toBe(400);
    expect(sin.body).toMatchObject({ success: false, errors: { motivo: 'Indicá el motivo de la reapertura' } });
    const abierto = await admin(t.http.delete(`/api/admin/cierre/${P(0)}`)).send({ motivo: 'Error' });
    expect(abierto.status).toBe(404);
    expectErrorShape(abierto.body);
    expect((await admin(t.http.get('/api/admin/cierres'))).body.data.map((c: any) => c.mes)).toEqual([M]);
  });

  it('reopened with a motivo: in the month’s history (who, when, why), off the list, and the same writes go through', async () => {
    const res = await admin(t.http.delete(`/api/admin/cierre/${M}`)).send({ motivo: 'Faltó un pago por transferencia' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { mes: M } });
    expect((await admin(t.http.get('/api/admin/cierres'))).body.data).toEqual([]);
    const h = await admin(t.http.get(`/api/admin/historial/mes/${M}`));
    expect(h.status).toBe(200);
    expect(h.body.data).toMatchObject([
      { accion: 'eliminar', usuario: { nombre: expect.any(String) }, cambios: [{ campo: 'cerrado', antes: true, despues: false }, { campo: 'motivo', antes: null, despues: 'Faltó un pago por transferencia' }] },
      { accion: 'crear', cambios: [{ campo: 'cerrado', antes: false, despues: true }] },
    ]);
    expect(typeof h.body.data[0].fecha).toBe('string');

    expect((await writes.conciliar()).status).toBe(200);
    expect((await writes.pago()).status).toBe(201);
    expect((await writes.cargo()).status).toBe(201);
    expect((await writes.corregir()).status).toBe(200);
    expect((await writes.anularCargo()).status).toBe(200);
    expect((await writes.anularPago()).status).toBe(200);
    expect((await writes.condonar()).status).toBe(200);
    expect((await writes.cargoFijo()).status).toBe(201);
    expect((await writes.liquidar()).status).toBe(201);
    expect((await writes.pagarLiquidacion()).status).toBe(200);
  });

  it('a close waits for a write of that month that found it open, so the write commits before the month closes', async () => {
    const db = t.app.get(Db);
    const closings = t.app.get(ClosingsService);
    const order: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let checked!: () => void;
    const isChecked = new Promise<void>((r) => (checked = r));
    const write = db.transaction(async () => {
      await closings.asegurarAbiertos([P(2)]);
      checked();
      await gate;
      order.push('write');
    });
    await isChecked;
    const close = admin(t.http.post(`/api/admin/cierre/${P(2)}`)).then((r: any) => void order.push(`close ${r.status}`));
    // On PostgreSQL the close is seen waiting for the write's lock; on PGlite transactions queue by themselves.
    if (process.env.DATABASE_URL) {
      const waiting = () => db.one(`SELECT 1 AS x FROM pg_locks l JOIN pg_class c ON c.oid = l.relation WHERE c.relname = 'closed_months' AND NOT l.granted`).then((r) => !!r);
      expect(await eventually(waiting, 10_000)).toBe(true);
    }
    release();
    await Promise.all([write, close]);
    expect(order).toEqual(['write', 'close 201']);
    expect((await admin(t.http.delete(`/api/admin/cierre/${P(2)}`)).send({ motivo: 'Prueba' })).status).toBe(200);
  });
});
