// Bounds a person would set on a rental, through the API: a contract's start within 30 years of today, a fixed
// adjustment of at most 100 % a period, late interest of at most 1 % a day, a commission of at most 30 %; a payment on
// an ended or rescinded contract only up to what it owes; a settlement only in a currency the owner has contracts
// in. Each refusal is a 400 naming its field, in Spanish, and writes nothing.
import { MENSAJES_CONTRATO, MENSAJES_CUENTA, rangoInicioContrato } from '@inmo/contracts';
import { Db } from '../src/database/db.service.js';
import { addMonths, hoyArgentina, monthStart } from '../src/rentals/schedule.js';
import { bootApp, expectErrorShape, loginToken, type TestApp } from './helpers.js';

describe('rental bounds', () => {
  let t: TestApp;
  let token: string;
  let propietario: string;
  let inquilino: string;
  const hoy = hoyArgentina();
  const admin = (req: any) => req.set('auth-token', token);
  let casas = 0;
  const casa = async () => {
    const res = await admin(t.http.post('/api/admin/nueva-casa')).send({ titulo: `Casa con límites ${++casas}`, operacion: 'alquiler', localidad: 'Chivilcoy', calle: 'Moreno', altura: 500 + casas, habitaciones: 2 });
    expect(res.status).toBe(201);
    return res.body.id as string;
  };
  const contrato = async (extra: Record<string, unknown> = {}) =>
    admin(t.http.post('/api/admin/nuevo-contrato')).send({
      propiedad: await casa(), propietario, inquilino, inicio: monthStart(hoy, -2), meses: 24, moneda: 'ARS', montoInicial: 100000, ajuste: { indice: 'NINGUNO' }, ...extra,
    });
  const count = async (tabla: string) => Number((await t.app.get(Db).one<{ n: string }>(`SELECT count(*) AS n FROM ${tabla}`))!.n);
  const pagar = (id: string, monto: number | string) => admin(t.http.post(`/api/admin/contrato/${id}/pagos`)).send({ fecha: hoy, monto, medio: 'transferencia' });

  beforeAll(async () => {
    t = await bootApp({ seedDemo: false });
    token = await loginToken(t.http);
    const mk = async (nombre: string, dni: string, tel: string) =>
      (await admin(t.http.post('/api/admin/nuevo-cliente')).send({ nombre, apellido: 'Límite', dni, telefono: tel, mail: null })).body.data._id as string;
    propietario = await mk('Olga', '31999001', '02346 15-490001');
    inquilino = await mk('Iván', '31999002', '02346 15-490002');
  });
  afterAll(async () => {
    await t?.close();
  });

  it("refuses terms no one would agree, naming the field; accepts the bounds themselves", async () => {
    const before = await count('rental_contracts');
    const bad = async (extra: Record<string, unknown>) => {
      const res = await contrato(extra);
      expect(res.status).toBe(400);
      expectErrorShape(res.body);
      return res.body.errors;
    };
    const { desde, hasta } = rangoInicioContrato(hoy);
    expect((await bad({ inicio: '1900-01-01' })).inicio).toMatch(/^La fecha de inicio debe estar dentro de los 30 años de hoy/);
    expect((await bad({ inicio: addMonths(hasta, 1) })).inicio).toMatch(/^La fecha de inicio/);
    expect((await bad({ inicio: addMonths(desde, -1) })).inicio).toMatch(/^La fecha de inicio/);
    expect(await bad({ ajuste: { indice: 'FIJO', cadaMeses: 1, porcentaje: 1000 } })).toEqual({ 'ajuste.porcentaje': MENSAJES_CONTRATO.porcentajeMaximo });
    expect(await bad({ ajuste: { indice: 'FIJO', cadaMeses: 6, porcentaje: 100.01 } })).toEqual({ 'ajuste.porcentaje': MENSAJES_CONTRATO.porcentajeMaximo });
    expect(await bad({ punitorioDiario: 10 })).toEqual({ punitorioDiario: MENSAJES_CONTRATO.punitorioMaximo });
    expect(await bad({ punitorioDiario: 1.01 })).toEqual({ punitorioDiario: MENSAJES_CONTRATO.punitorioMaximo });
    expect(await bad({ comisionAdministracion: 30.5 })).toEqual({ comisionAdministracion: MENSAJES_CONTRATO.comisionMaxima });
    expect(await count('rental_contracts')).toBe(before);

    // The bounds themselves are terms a person may agree.
    const ok = await contrato({ inicio: desde, meses: 12, ajuste: { indice: 'FIJO', cadaMeses: 6, porcentaje: 100 }, punitorioDiario: 1, comisionAdministracion: 30 });
    expect(ok.status).toBe(201);
    expect(ok.body.data).toMatchObject({ inicio: desde, punitorioDiario: 1, comisionAdministracion: 30 });
    // Editing and renewing read the same terms.
    const c = ok.body.data;
    const edit = await admin(t.http.put(`/api/admin/editar-contrato/${c._id}`)).send({ ...c, propietario, inquilino, punitorioDiario: 2, version: c.version });
    expect(edit.status).toBe(400);
    expect(edit.body.errors).toEqual({ punitorioDiario: MENSAJES_CONTRATO.punitorioMaximo });
  });

  it('refuses terms or index values that would take a cuota past what an account records, naming the contract and period', async () => {
    const before = await count('rental_contracts');
    const dobla = await contrato({ inicio: monthStart(hoy, -1), meses: 120, montoInicial: 999999999, ajuste: { indice: 'FIJO', cadaMeses: 1, porcentaje: 100 } });
    expect(dobla.status).toBe(400);
    expect(dobla.body.errors.cuotas).toMatch(/^Con estos datos la cuota de \w+ de \d{4} del contrato de «Casa con límites \d+» sería de \$ [\d.]+,\d{2} ARS: más de lo que se puede registrar/);
    expect(dobla.body.error).toBe(dobla.body.errors.cuotas);
    expect(await count('rental_contracts')).toBe(before);

    // An ICL value at the wrong scale (a level where a ratio was meant): refused, and nothing of the load is kept.
    const inicio = monthStart(hoy, -7);
    const icl = await contrato({ inicio, montoInicial: 999999999, ajuste: { indice: 'ICL', cadaMeses: 3 } });
    expect(icl.status).toBe(201);
    const carga = await admin(t.http.put('/api/admin/indices/ICL')).send({ valores: [{ fecha: inicio, valor: '0,5' }, { fecha: addMonths(inicio, 3), valor: '999999999999' }] });
    expect(carga.status).toBe(400);
    expect(carga.body.errors.cuotas).toContain(`del contrato de «${icl.body.data.propiedad.titulo}»`);
    expect(await count('index_values')).toBe(0);
  });

  it('a payment on an ended contract pays what it owes and no more, and writes no receipt when refused', async () => {
    // Three months that ended months ago: it owes 3 × $ 100.000 (no late interest).
    const res = await contrato({ inicio: monthStart(hoy, -6), meses: 3 });
    expect(res.status).toBe(201);
    const id = res.body.data._id;
    const recibos = await count('rental_payments');
    const mucho = await pagar(id, 5000000);
    expect(mucho.status).toBe(400);
    expectErrorShape(mucho.body);
    expect(mucho.body.errors).toEqual({ monto: `${MENSAJES_CUENTA.pagoMayorQueDeuda} ($ 300.000,00 ARS)` });
    expect(await count('rental_payments')).toBe(recibos);
    expect((await pagar(id, 300000)).status).toBe(201);
    const otro = await pagar(id, 1);
    expect(otro.status).toBe(400);
    expect(otro.body.errors).toEqual({ monto: MENSAJES_CUENTA.contratoSinDeuda });
    expect((await admin(t.http.get(`/api/admin/contrato/${id}/cuenta`))).body.data.saldo).toBe(0);
  });

  it('a rescinded contract that owes nothing takes no $ 5.000.000 payment', async () => {
    const res = await contrato();
    expect(res.status).toBe(201);
    const id = res.body.data._id;
    expect((await admin(t.http.post(`/api/admin/contrato/${id}/rescindir`)).send({ fecha: hoy, motivo: 'Acuerdo de partes' })).status).toBe(200);
    const saldo = (await admin(t.http.get(`/api/admin/contrato/${id}/cuenta`))).body.data.saldo as number;
    if (saldo > 0) expect((await pagar(id, saldo)).status).toBe(201);
    const r = await pagar(id, 5000000);
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual({ monto: MENSAJES_CUENTA.contratoSinDeuda });
  });

  it('a running contract still takes a payment ahead', async () => {
    const res = await contrato();
    expect((await pagar(res.body.data._id, 500000)).status).toBe(201);
  });

  it('a settlement only in a currency the owner has contracts in', async () => {
    const liquidar = (moneda?: string) => admin(t.http.post('/api/admin/nueva-liquidacion')).send({ propietario, periodo: hoy.slice(0, 7), ...(moneda ? { moneda } : {}) });
    const before = await count('rental_settlements');
    const usd = await liquidar('USD');
    expect(usd.status).toBe(400);
    expectErrorShape(usd.body);
    expect(usd.body.errors).toEqual({ moneda: `${MENSAJES_CUENTA.monedaSinContratos}: la liquidación solo puede ser en ARS` });
    expect(await count('rental_settlements')).toBe(before);
    expect((await liquidar('ARS')).status).toBe(201);
  });
});
