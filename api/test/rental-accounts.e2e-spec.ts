// A rental contract's money through the API: a partial then a full payment, a back-dated late payment and its
// interest to the cent, receipts (consecutive numbers, the PDF's text read with pdftotext, a voided one kept and
// marked ANULADO), charges, waived interest, the account's running balance, owners' settlements (collected −
// commission − the owner's charges; an uncollected month pays nothing; a paid one is closed and later payments go to
// the next; each month holds its own money, March unpaid or not), the owner’s private link and its 404s, validation in
// Spanish, and two fast-check properties: any payments and voids leave debe − haber = saldo to the cent, and any
// payments, voids and settlements count each payment once.
import fc from 'fast-check';
import { IDEMPOTENCY_HEADER } from '@inmo/contracts';
import { ReceiptsService } from '../src/rental-accounts/receipts.service.js';
import { addDays, addMonths, hoyArgentina, monthStart } from '../src/rentals/schedule.js';
import { binary, bootApp, expectErrorShape, loginToken, pdfText, type TestApp } from './helpers.js';

const dias = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86400000);

describe('rental accounts', () => {
  let t: TestApp;
  let token: string;
  let propietario: string;
  let contrato: string;
  const hoy = hoyArgentina();
  // Six months ago on the 1st: periods P0…P5 are past, P6 is this month. Rent 100,000; due on the 10th; 0.5 % a day.
  const inicio = monthStart(hoy, -6);
  const P = (k: number) => addMonths(inicio, k).slice(0, 7);
  const admin = (req: any) => req.set('auth-token', token);
  const pagar = (body: Record<string, unknown>, key?: string) => {
    const req = admin(t.http.post(`/api/admin/contrato/${contrato}/pagos`));
    if (key) req.set(IDEMPOTENCY_HEADER, key);
    return req.send({ medio: 'transferencia', ...body });
  };
  const cuenta = async () => (await admin(t.http.get(`/api/admin/contrato/${contrato}/cuenta`))).body.data;
  const liquidar = (periodo: string) => admin(t.http.post('/api/admin/nueva-liquidacion')).send({ propietario, periodo });
  const pdf = async (url: string) => {
    const res = await admin(t.http.get(url)).buffer(true).parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    return pdfText(res.body as Buffer);
  };

  beforeAll(async () => {
    t = await bootApp();
    token = await loginToken(t.http);
    await admin(t.http.put('/api/admin/inmobiliaria')).send({ nombre: 'Inmobiliaria Moreno', direccion: 'Moreno 100, Chivilcoy', matricula: 'CMCPDJM 1234' });
    const mk = async (nombre: string, apellido: string, dni: string, tel: string) =>
      (await admin(t.http.post('/api/admin/nuevo-cliente')).send({ nombre, apellido, dni, telefono: tel, mail: null })).body.data._id as string;
    propietario = await mk('Olga', 'Paz', '31888001', '02346 15-480001');
    const inquilino = await mk('Iván', 'Sosa', '31888002', '02346 15-480002');
    const casa = await admin(t.http.post('/api/admin/nueva-casa')).send({ titulo: 'Casa para alquilar', operacion: 'alquiler', localidad: 'Chivilcoy', calle: 'Moreno', altura: 321, habitaciones: 2, precio: { monto: 100000, moneda: 'ARS' } });
    const c = await admin(t.http.post('/api/admin/nuevo-contrato')).send({
      propiedad: casa.body.id, propietario, inquilino, inicio, meses: 24, moneda: 'ARS', montoInicial: 100000, ajuste: { indice: 'NINGUNO' },
      punitorioDiario: 0.5, comisionAdministracion: 8,
    });
    expect(c.status).toBe(201);
    contrato = c.body.data._id;
  });
  afterAll(async () => {
    await t?.close();
  });

  let primerRecibo: number;
  it('a partial then a full payment: the cuota goes parcial, then pagada; receipts are consecutive', async () => {
    const a = await pagar({ fecha: `${P(0)}-05`, monto: 40000, medio: 'efectivo' });
    expect(a.status).toBe(201);
    expect(a.body.data.recibo.url).toBe(`/api/admin/recibo/${a.body.data._id}.pdf`);
    primerRecibo = a.body.data.recibo.numero;
    expect((await cuenta()).cuotas[0]).toMatchObject({ periodo: P(0), pagado: 40000, estado: 'parcial' });
    const b = await pagar({ fecha: `${P(0)}-08`, monto: '60000,00' });
    expect(b.status).toBe(201);
    expect(b.body.data.recibo.numero).toBe(primerRecibo + 1);
    expect(b.body.data.pago.imputacion).toEqual([{ periodo: P(0), concepto: 'Alquiler', monto: 60000 }]);
    const c = await cuenta();
    expect(c.cuotas[0]).toMatchObject({ pagado: 100000, punitorios: 0, estado: 'pagada' });
    expect(c.cuotas[1]).toMatchObject({ estado: 'vencida' });
    expect(c.movimientos.slice(0, 3).map((m: any) => [m.concepto, m.debe, m.haber, m.saldo])).toEqual([['Alquiler', 100000, 0, 100000], ['Pago', 0, 40000, 60000], ['Pago', 0, 60000, 0]]);
    // The contract's own schedule reads the account.
    const detalle = (await admin(t.http.get(`/api/admin/contrato/${contrato}`))).body.data;
    expect(detalle.cuotas[0].estado).toBe('pagada');
    expect(detalle.cuotas[1].estado).toBe('vencida');
  });

  it('the same Idempotency-Key records one payment and one receipt', async () => {
    const key = 'pago-p5-unico-0001';
    const a = await pagar({ fecha: `${P(5)}-02`, monto: 1000 }, key);
    const b = await pagar({ fecha: `${P(5)}-02`, monto: 1000 }, key);
    expect(a.status).toBe(201);
    expect(b.body.data.recibo.numero).toBe(a.body.data.recibo.numero);
    // Voided: never deleted, its number kept; voiding twice → 409.
    const v = await admin(t.http.post(`/api/admin/pago/${a.body.data._id}/anular`)).send({ motivo: 'Cargado por error' });
    expect(v.status).toBe(200);
    expect(v.body.data).toMatchObject({ recibo: { numero: a.body.data.recibo.numero }, anulado: { motivo: 'Cargado por error' } });
    const again = await admin(t.http.post(`/api/admin/pago/${a.body.data._id}/anular`)).send({ motivo: 'otra vez' });
    expect(again.status).toBe(409);
    expectErrorShape(again.body);
    const text = await pdf(a.body.data.recibo.url);
    expect(text).toContain('ANULADO');
    expect(text).toContain(String(a.body.data.recibo.numero).padStart(8, '0'));
    expect((await cuenta()).pagos.find((p: any) => p._id === a.body.data._id).anulado.motivo).toBe('Cargado por error');
  });

  let reciboTardio: string;
  it('a back-dated late payment pays its interest first: rent × 0.5 % × days late, to the cent', async () => {
    // P1 paid on the 13th (3 days late): 100,000 × 0.5 % × 3 = 1,500.
    const r = await pagar({ fecha: `${P(1)}-13`, monto: 101500, nota: 'Transferencia del Banco Provincia' });
    expect(r.status).toBe(201);
    reciboTardio = r.body.data.recibo.url;
    expect(r.body.data.pago.imputacion).toEqual([{ periodo: P(1), concepto: 'Punitorios', monto: 1500 }, { periodo: P(1), concepto: 'Alquiler', monto: 100000 }]);
    // P2 paid late in two parts, both in P3's month: on P3's 1st (d days after the 10th), 50,000: 500 × d of
    // interest first, the rest rent; five days later the rent left, R = 50,000 + 500 × d, plus R × 0.5 % × 5.
    const d = dias(`${P(2)}-10`, `${P(3)}-01`);
    const a = await pagar({ fecha: `${P(3)}-01`, monto: 50000 });
    expect(a.body.data.pago.imputacion).toEqual([{ periodo: P(2), concepto: 'Punitorios', monto: 500 * d }, { periodo: P(2), concepto: 'Alquiler', monto: 50000 - 500 * d }]);
    const resto = 50000 + 500 * d;
    const interes = resto * 0.025; // whole cents: resto is a whole number of pesos
    const b = await pagar({ fecha: `${P(3)}-06`, monto: resto + interes });
    expect(b.body.data.pago.imputacion).toEqual([{ periodo: P(2), concepto: 'Punitorios', monto: interes }, { periodo: P(2), concepto: 'Alquiler', monto: resto }]);
    const c = await cuenta();
    expect(c.cuotas[1]).toMatchObject({ estado: 'pagada', punitorios: 1500, punitoriosPagados: 1500 });
    expect(c.cuotas[2]).toMatchObject({ estado: 'pagada', punitorios: 500 * d + interes, punitoriosPagados: 500 * d + interes });
    expect(c.cuotas[3]).toMatchObject({ estado: 'vencida', pagado: 0 });
    expect(c.moraDesde).toBe(`${P(3)}-10`);
  });

  it('the receipt (PDF) names the agency, the tenant, the amount in figures and in words, and says it is provisional', async () => {
    const text = await pdf(reciboTardio);
    expect(text).toContain('Inmobiliaria Moreno');
    expect(text).toContain('CMCPDJM 1234');
    expect(text).toContain('Iván Sosa');
    expect(text).toContain('Moreno 321');
    expect(text).toContain('$ 101.500,00 ARS');
    expect(text).toContain('$ 1.500,00 ARS');
    expect(text).toContain('Son pesos ciento un mil quinientos con 00/100');
    expect(text).toContain('Transferencia');
    expect(text).toContain('RECIBO PROVISORIO');
    expect(text).toContain('el recibo definitivo lo extiende el locador');
    // The tenant's link (WhatsApp) opens the same receipt without a session; a wrong secret → 404.
    const publico = (await cuenta()).pagos.find((p: any) => p.recibo.url === reciboTardio).recibo.publico;
    const res = await t.http.get(publico).buffer(true).parse(binary);
    expect(res.status).toBe(200);
    expect(pdfText(res.body)).toContain('Son pesos ciento un mil quinientos con 00/100');
    expect((await t.http.get(`/api/user/recibo/${'x'.repeat(43)}.pdf`)).status).toBe(404);
    const missing = await admin(t.http.get('/api/admin/recibo/00000000-0000-4000-8000-000000000000.pdf'));
    expect(missing.status).toBe(404);
    expectErrorShape(missing.body);
  });

  it('waived interest is not charged; the reason stays in the history', async () => {
    const antes = await cuenta();
    expect(antes.cuotas[3].punitorios).toBeGreaterThan(0);
    const w = await admin(t.http.post(`/api/admin/contrato/${contrato}/condonar-punitorios`)).send({ periodo: P(3), motivo: 'Acuerdo con el inquilino' });
    expect(w.status).toBe(200);
    expect(w.body.data.cuotas[3]).toMatchObject({ punitorios: 0, condonado: { motivo: 'Acuerdo con el inquilino' } });
    expect(w.body.data.saldo).toBeCloseTo(antes.saldo - antes.cuotas[3].punitorios, 2);
    expect((await admin(t.http.post(`/api/admin/contrato/${contrato}/condonar-punitorios`)).send({ periodo: P(3), motivo: 'x' })).status).toBe(409);
    const h = (await admin(t.http.get(`/api/admin/historial/contrato/${contrato}`))).body.data;
    expect(JSON.stringify(h)).toContain('Acuerdo con el inquilino');
  });

  it('settlements: collected − commission − the owner’s charges; an uncollected month pays nothing; a paid one is closed', async () => {
    expect((await admin(t.http.post(`/api/admin/contrato/${contrato}/cargos`)).send({ periodo: P(1), concepto: 'Reparación de cañería', monto: 10000, aCargoDe: 'propietario' })).status).toBe(201);
    expect((await admin(t.http.post(`/api/admin/contrato/${contrato}/cargos`)).send({ periodo: P(1), concepto: 'Expensas', monto: 7000, aCargoDe: 'inquilino' })).status).toBe(201);
    const s0 = await liquidar(P(0));
    expect(s0.status).toBe(201);
    expect(s0.body.data).toMatchObject({ cobrado: 100000, comision: 8000, gastos: 0, neto: 92000 });
    expect((await admin(t.http.post(`/api/admin/liquidacion/${s0.body.data._id}/pagar`))).status).toBe(200);
    expect((await liquidar(P(0))).status).toBe(409);

    const s1 = (await liquidar(P(1))).body.data;
    // 101,500 collected in P1 (rent and its interest): 8 % = 8,120; the owner's repair 10,000.
    expect(s1).toMatchObject({ cobrado: 101500, comision: 8120, gastos: 10000, neto: 83380 });
    expect(s1.neto).toBe(s1.cobrado - s1.comision - s1.gastos);
    expect(s1.detalle[0].cargos).toEqual([expect.objectContaining({ concepto: 'Reparación de cañería', monto: 10000 })]);
    const text = await pdf(`/api/admin/liquidacion/${s1._id}.pdf`);
    expect(text).toContain('Olga Paz');
    expect(text).toContain('$ 83.380,00 ARS');
    expect(text).toContain('Reparación de cañería');
    expect((await admin(t.http.post(`/api/admin/liquidacion/${s1._id}/pagar`))).body.data.pagada).not.toBeNull();

    // P2: nothing collected that month (its rent was paid in P3's month): nothing to pay.
    expect((await liquidar(P(2))).body.data).toMatchObject({ cobrado: 0, comision: 0, gastos: 0, neto: 0 });
    // A payment dated in P1, recorded after P1 was paid, goes to the next settlement: of its 12,000, the tenant's
    // expensas of P1 take 7,000 (not the owner's money), P2's rent the other 5,000.
    const late = await pagar({ fecha: `${P(1)}-28`, monto: 12000 });
    expect(late.body.data.pago.imputacion).toEqual([{ periodo: P(1), concepto: 'Expensas', monto: 7000 }, { periodo: P(2), concepto: 'Alquiler', monto: 5000 }]);
    expect(late.status).toBe(201);
    expect((await admin(t.http.get(`/api/admin/liquidacion/${s1._id}.pdf`))).status).toBe(200);
    const s2 = (await liquidar(P(2))).body.data;
    expect(s2).toMatchObject({ cobrado: 5000, comision: 400, gastos: 0, neto: 4600 });
    expect(s2.detalle[0].pagos).toEqual([expect.objectContaining({ pago: late.body.data._id, monto: 5000 })]);
    const listed = (await admin(t.http.get(`/api/admin/liquidaciones?periodo=${P(1)}`))).body.data;
    expect(listed.map((l: any) => l._id)).toEqual([s1._id]);
  });

  it('the account balance runs line by line and matches what is owed', async () => {
    const c = await cuenta();
    let saldo = 0;
    for (const m of c.movimientos) {
      saldo = Math.round((saldo + m.debe - m.haber) * 100) / 100;
      expect(m.saldo).toBe(saldo);
    }
    expect(c.saldo).toBe(saldo);
    const mora = (await admin(t.http.get('/api/admin/alquileres/mora'))).body.data;
    expect(mora).toEqual([expect.objectContaining({ contrato, saldo: c.saldo, desde: c.moraDesde })]);
    const cob = (await admin(t.http.get(`/api/admin/cobranzas?desde=${P(1)}-01&hasta=${P(1)}-28`))).body.data;
    expect(cob.map((x: any) => [x.monto, x.alquiler, x.comision])).toEqual([[101500, 101500, 8120], [12000, 5000, 400]]);
  });

  it('the owner’s private link: their page, the settlement PDFs; a wrong or revoked secret → 404', async () => {
    const r = await admin(t.http.post(`/api/admin/cliente/${propietario}/enlace-propietario`)).send({});
    expect(r.status).toBe(201);
    const url: string = r.body.data.url;
    expect(url).toMatch(/^\/api\/user\/propietario\/[A-Za-z0-9_-]{40,}\/pagina$/);
    const secreto = url.split('/')[4]!;
    const page = await t.http.get(`/api/user/propietario/${secreto}`);
    expect(page.status).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.body.data.contratos[0]).toMatchObject({ inquilino: 'Iván Sosa', estado: 'Vigente', moneda: 'ARS', montoActual: 100000 });
    expect(page.body.data.contratos[0].cuotas[0]).toMatchObject({ periodo: P(0), pagado: 100000, estado: 'pagada' });
    expect(page.body.data.liquidaciones.map((l: any) => l.periodo)).toEqual([P(2), P(1), P(0)]);
    const pdfRes = await t.http.get(page.body.data.liquidaciones[1].url).buffer(true).parse(binary);
    expect(pdfRes.status).toBe(200);
    expect(pdfText(pdfRes.body)).toContain('$ 83.380,00 ARS');
    const html = await t.http.get(url);
    expect(html.status).toBe(200);
    expect(html.text).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html.text).toContain('Iván Sosa');

    const wrong = await t.http.get(`/api/user/propietario/${secreto.slice(0, -2)}xx`);
    expect(wrong.status).toBe(404);
    expectErrorShape(wrong.body);
    expect((await t.http.get('/api/user/propietario/corto')).status).toBe(404);
    expect((await admin(t.http.delete(`/api/admin/cliente/${propietario}/enlace-propietario`))).status).toBe(200);
    expect((await t.http.get(`/api/user/propietario/${secreto}`)).status).toBe(404);
    expect((await t.http.get(page.body.data.liquidaciones[1].url)).status).toBe(404);
    expect((await admin(t.http.delete(`/api/admin/cliente/${propietario}/enlace-propietario`))).status).toBe(404);
  });

  it('bad input → 400 in Spanish, nothing written; staff only', async () => {
    const before = (await cuenta()).pagos.length;
    const cases: [Record<string, unknown>, string][] = [
      [{ fecha: `${P(2)}-10`, monto: -5 }, 'Indicá el monto pagado (mayor que cero)'],
      [{ fecha: `${P(2)}-10`, monto: 100, medio: 'bitcoin' }, 'Medio de pago: efectivo, transferencia, cheque, otro'],
      [{ fecha: '2199-01-01', monto: 100 }, 'La fecha del pago no puede ser posterior a hoy'],
      [{ fecha: addMonths(inicio, -1), monto: 100 }, 'La fecha del pago no puede ser anterior al inicio del contrato'],
      [{ monto: 100 }, 'Indicá la fecha del pago'],
    ];
    for (const [body, message] of cases) {
      const r = await pagar(body);
      expect(r.status).toBe(400);
      expectErrorShape(r.body);
      expect(r.body.error).toBe(message);
    }
    expect((await cuenta()).pagos.length).toBe(before);
    const cargo = await admin(t.http.post(`/api/admin/contrato/${contrato}/cargos`)).send({ periodo: '2001-01', concepto: 'Luz', monto: 10, aCargoDe: 'inquilino' });
    expect(cargo.body.error).toBe('El período no pertenece al contrato');
    expect((await admin(t.http.post('/api/admin/nueva-liquidacion')).send({ propietario, periodo: '2026-13' })).body.error).toBe('El período debe tener la forma AAAA-MM');
    expect((await t.http.post(`/api/admin/contrato/${contrato}/pagos`).send({ fecha: hoy, monto: 1, medio: 'efectivo' })).status).toBe(401);
    expect((await admin(t.http.get('/api/admin/contrato/00000000-0000-4000-8000-000000000000/cuenta'))).status).toBe(404);
  });

  it('payments at the same time get consecutive receipt numbers, none reused; a tenant without e-mail is sent none', async () => {
    const antes = (await cuenta()).pagos.map((p: any) => p.recibo.numero) as number[];
    const res = await Promise.all([1, 2, 3].map((n) => pagar({ fecha: hoy, monto: n })));
    expect(res.map((r) => r.status)).toEqual([201, 201, 201]);
    const nuevos = res.map((r) => r.body.data.recibo.numero as number).sort((a, b) => a - b);
    const ultimo = Math.max(...antes);
    expect(nuevos).toEqual([ultimo + 1, ultimo + 2, ultimo + 3]);
    expect(res.map((r) => r.body.data.recibo.enviadoA)).toEqual([null, null, null]);
    expect(await t.app.get(ReceiptsService).reciboParaCorreo(res[0]!.body.data._id)).toBeNull();
  });
  it('settlements hold their month: with March unpaid, April shows only April’s money; a payment is settled once, recomputing moves nothing', async () => {
    const mk = async (nombre: string, dni: string, tel: string) =>
      (await admin(t.http.post('/api/admin/nuevo-cliente')).send({ nombre, apellido: 'Ríos', dni, telefono: tel, mail: null })).body.data._id as string;
    const duena = await mk('Marta', '31888101', '02346 15-481001');
    const inquilina = await mk('Nora', '31888102', '02346 15-481002');
    const casa = await admin(t.http.post('/api/admin/nueva-casa')).send({ titulo: 'Casa de Marta', operacion: 'alquiler', localidad: 'Chivilcoy', calle: 'Pellegrini', altura: 55, habitaciones: 2, precio: { monto: 500000, moneda: 'ARS' } });
    const ini = monthStart(hoy, -5);
    const Q = (k: number) => addMonths(ini, k).slice(0, 7);
    const c = await admin(t.http.post('/api/admin/nuevo-contrato')).send({
      propiedad: casa.body.id, propietario: duena, inquilino: inquilina, inicio: ini, meses: 24, moneda: 'ARS', montoInicial: 500000, ajuste: { indice: 'NINGUNO' }, comisionAdministracion: 10,
    });
    expect(c.status).toBe(201);
    const id = c.body.data._id as string;
    const pago = async (fecha: string, monto: number) => {
      const r = await admin(t.http.post(`/api/admin/contrato/${id}/pagos`)).send({ fecha, monto, medio: 'transferencia' });
      expect(r.status).toBe(201);
      return r.body.data._id as string;
    };
    const liq = async (periodo: string) => {
      const r = await admin(t.http.post('/api/admin/nueva-liquidacion')).send({ propietario: duena, periodo });
      expect(r.status).toBe(201);
      return r.body.data;
    };
    const pagada = async (sid: string) => expect((await admin(t.http.post(`/api/admin/liquidacion/${sid}/pagar`))).status).toBe(200);
    const marzo = Q(1);
    const abril = Q(2);
    const mayo = Q(3);
    const enMarzo = await pago(`${marzo}-05`, 500000);
    const enAbril = await pago(`${abril}-05`, 500000);

    // April computed before March has a settlement at all: only April's payment.
    const a0 = await liq(abril);
    expect(a0).toMatchObject({ cobrado: 500000, comision: 50000, neto: 450000 });
    expect(a0.detalle[0].pagos.map((p: any) => p.pago)).toEqual([enAbril]);
    // March's settlement, a draft (not paid): March's payment only; April recomputed still does not show it.
    const m0 = await liq(marzo);
    expect(m0).toMatchObject({ cobrado: 500000, neto: 450000 });
    expect(m0.detalle[0].pagos.map((p: any) => p.pago)).toEqual([enMarzo]);
    const a1 = await liq(abril);
    expect(a1).toMatchObject({ _id: a0._id, cobrado: 500000 });
    expect(a1.detalle[0].pagos.map((p: any) => p.pago)).toEqual([enAbril]);
    // April paid first, March later: each keeps its own money.
    await pagada(a1._id);
    expect(await liq(marzo)).toMatchObject({ _id: m0._id, cobrado: 500000 });
    await pagada(m0._id);
    const listed = (await admin(t.http.get('/api/admin/liquidaciones'))).body.data.filter((l: any) => l.propietario._id === duena);
    expect(listed.map((l: any) => [l.periodo, l.cobrado, l.pagada !== null])).toEqual([[abril, 500000, true], [marzo, 500000, true]]);
    // March's payment voided after both were paid: the amount comes back once, in the first month not yet paid (May).
    expect((await admin(t.http.post(`/api/admin/pago/${enMarzo}/anular`)).send({ motivo: 'Transferencia rechazada' })).status).toBe(200);
    const my = await liq(mayo);
    expect(my).toMatchObject({ cobrado: -500000, comision: -50000, neto: -450000 });
    expect(my.detalle[0].pagos).toEqual([expect.objectContaining({ pago: enMarzo, monto: -500000 })]);
    // A later month's draft does not take it again.
    expect((await liq(Q(4)))).toMatchObject({ cobrado: 0, neto: 0 });
    expect(await liq(mayo)).toMatchObject({ _id: my._id, cobrado: -500000 });
  });
  it('any sequence of payments and voids leaves debe − haber = saldo to the cent (fast-check, through the API)', async () => {
    const inquilino = (await admin(t.http.post('/api/admin/nuevo-cliente')).send({ nombre: 'Rita', apellido: 'Luna', dni: '31888201', telefono: '02346 15-482001', mail: null })).body.data._id as string;
    const ini = monthStart(hoy, -3);
    const span = Math.round((Date.parse(`${hoy}T00:00:00Z`) - Date.parse(`${ini}T00:00:00Z`)) / 86400000);
    const paso = fc.oneof(
      fc.record({ pagar: fc.integer({ min: 1, max: 30000000 }), dia: fc.integer({ min: 0, max: span }) }),
      fc.record({ anular: fc.nat() }),
    );
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(paso, { minLength: 1, maxLength: 8 }), fc.constantFrom(0, 0.5, 1), async (pasos, punitorioDiario) => {
        const casa = await admin(t.http.post('/api/admin/nueva-casa')).send({ titulo: `Casa de prueba ${++n}`, operacion: 'alquiler', localidad: 'Chivilcoy', calle: 'Sarmiento', altura: 400 + n, habitaciones: 1, precio: { monto: 90000, moneda: 'ARS' } });
        const c = await admin(t.http.post('/api/admin/nuevo-contrato')).send({
          propiedad: casa.body.id, propietario, inquilino, inicio: ini, meses: 12, moneda: 'ARS', montoInicial: '123456,78', ajuste: { indice: 'NINGUNO' }, punitorioDiario, comisionAdministracion: 7,
        });
        expect(c.status).toBe(201);
        const id = c.body.data._id as string;
        const vivos: { id: string; centavos: number }[] = [];
        for (const p of pasos) {
          if ('pagar' in p) {
            const r = await admin(t.http.post(`/api/admin/contrato/${id}/pagos`)).send({ fecha: addDays(ini, p.dia), monto: p.pagar / 100, medio: 'efectivo' });
            expect(r.status).toBe(201);
            vivos.push({ id: r.body.data._id, centavos: p.pagar });
          } else if (vivos.length > 0) {
            const [v] = vivos.splice(p.anular % vivos.length, 1);
            expect((await admin(t.http.post(`/api/admin/pago/${v!.id}/anular`)).send({ motivo: 'Prueba' })).status).toBe(200);
          }
        }
        const cu = (await admin(t.http.get(`/api/admin/contrato/${id}/cuenta`))).body.data;
        const cent = (x: number) => Math.round(x * 100);
        let saldo = 0;
        let haber = 0;
        for (const m of cu.movimientos) {
          saldo += cent(m.debe) - cent(m.haber);
          haber += cent(m.haber);
          expect(cent(m.saldo)).toBe(saldo);
        }
        expect(cent(cu.saldo)).toBe(saldo);
        expect(haber).toBe(vivos.reduce((s, v) => s + v.centavos, 0));
      }),
      { numRuns: 12 },
    );
  });
  it('any sequence of payments, voids, settlements and settlements paid counts each payment once (fast-check, through the API)', async () => {
    const ini = monthStart(hoy, -5);
    const Q = (k: number) => addMonths(ini, k).slice(0, 7);
    const paso = fc.oneof(
      fc.record({ pagar: fc.integer({ min: 1, max: 30000000 }), mes: fc.integer({ min: 0, max: 4 }), dia: fc.integer({ min: 1, max: 28 }) }),
      fc.record({ anular: fc.nat() }),
      fc.record({ liquidar: fc.integer({ min: 0, max: 4 }) }),
      fc.record({ pagarLiquidacion: fc.integer({ min: 0, max: 4 }) }),
    );
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(paso, { minLength: 1, maxLength: 12 }), async (pasos) => {
        n++;
        const mk = async (nombre: string, dni: string) => (await admin(t.http.post('/api/admin/nuevo-cliente')).send({ nombre, apellido: `Liq${n}`, dni, telefono: `02346 15-49${String(dni).slice(-4)}`, mail: null })).body.data._id as string;
        const duena = await mk('Dora', String(32000000 + n * 2));
        const inq = await mk('Ema', String(32000001 + n * 2));
        const casa = await admin(t.http.post('/api/admin/nueva-casa')).send({ titulo: `Casa liquidada ${n}`, operacion: 'alquiler', localidad: 'Chivilcoy', calle: 'Alsina', altura: 600 + n, habitaciones: 1, precio: { monto: 90000, moneda: 'ARS' } });
        const c = await admin(t.http.post('/api/admin/nuevo-contrato')).send({
          propiedad: casa.body.id, propietario: duena, inquilino: inq, inicio: ini, meses: 12, moneda: 'ARS', montoInicial: 100000, ajuste: { indice: 'NINGUNO' }, punitorioDiario: 0.2, comisionAdministracion: 5,
        });
        expect(c.status).toBe(201);
        const id = c.body.data._id as string;
        const vivos: string[] = [];
        const liquidar = (k: number) => admin(t.http.post('/api/admin/nueva-liquidacion')).send({ propietario: duena, periodo: Q(k) });
        const deLaDuena = async () => ((await admin(t.http.get('/api/admin/liquidaciones'))).body.data as any[]).filter((l) => l.propietario._id === duena);
        for (const p of pasos) {
          if ('pagar' in p) {
            const r = await admin(t.http.post(`/api/admin/contrato/${id}/pagos`)).send({ fecha: `${Q(p.mes)}-${String(p.dia).padStart(2, '0')}`, monto: p.pagar / 100, medio: 'efectivo' });
            expect(r.status).toBe(201);
            vivos.push(r.body.data._id);
          } else if ('anular' in p) {
            if (vivos.length === 0) continue;
            const [v] = vivos.splice(p.anular % vivos.length, 1);
            expect((await admin(t.http.post(`/api/admin/pago/${v}/anular`)).send({ motivo: 'Prueba' })).status).toBe(200);
          } else if ('liquidar' in p) {
            expect([201, 409]).toContain((await liquidar(p.liquidar)).status);
          } else {
            const s = (await deLaDuena()).find((l) => l.periodo === Q(p.pagarLiquidacion) && l.pagada === null);
            if (s) expect((await admin(t.http.post(`/api/admin/liquidacion/${s._id}/pagar`))).status).toBe(200);
          }
        }
        // Every draft recomputed now; then each payment's money is in its month's settlement (or, that month paid, the
        // first later one not paid) and in no other draft.
        for (const l of await deLaDuena()) if (l.pagada === null) expect((await liquidar([0, 1, 2, 3, 4].find((k) => Q(k) === l.periodo)!)).status).toBe(201);
        const todas = await deLaDuena();
        const pagadas = new Set(todas.filter((l) => l.pagada !== null).map((l) => l.periodo));
        const cuenta = (await admin(t.http.get(`/api/admin/contrato/${id}/cuenta`))).body.data;
        const cob = ((await admin(t.http.get(`/api/admin/cobranzas?desde=${Q(0)}-01&hasta=${hoy}`))).body.data as any[]).filter((x) => x.contrato === id);
        const cent = (x: number) => Math.round(x * 100);
        for (const pago of cuenta.pagos) {
          const share = pago.anulado ? 0 : cent(cob.find((x) => x.recibo === pago.recibo.numero)!.alquiler);
          let destino = pago.fecha.slice(0, 7);
          while (pagadas.has(destino)) destino = addMonths(`${destino}-01`, 1).slice(0, 7);
          const en = todas.flatMap((l) => l.detalle.flatMap((d: any) => d.pagos.filter((x: any) => x.pago === pago._id).map((x: any) => ({ periodo: l.periodo, pagada: l.pagada !== null, monto: cent(x.monto) }))));
          // No draft but its own month's holds it.
          for (const e of en) if (!e.pagada) expect(e.periodo).toBe(destino);
          const total = en.reduce((s2, e) => s2 + e.monto, 0);
          if (todas.some((l) => l.periodo === destino)) expect(total).toBe(share);
        }
      }),
      { numRuns: 10 },
    );
  });
});
