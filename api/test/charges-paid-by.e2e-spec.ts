// Charges with who paid them, through the API, each on its own contract and owner (rent 100.000 due on the 10th, no
// late interest, 8 % commission, started three months ago: periods P0…P2 past, P3 this month): each path into the
// tenant's balance and the owner's settlement to the cent, the pairs refused, a void leaving both (and the draft
// settlement), the bill (PDF or image by its bytes, 5 MB, served to staff only) and recurring charges (one per month,
// owed from its month on, a month corrected; a correction after a paid settlement lands in the next).
import { IDEMPOTENCY_HEADER, MENSAJES_CUENTA } from '@inmo/contracts';
import { addMonths, hoyArgentina, monthStart } from '../src/rentals/schedule.js';
import { Db } from '../src/database/db.service.js';
import { MEDIA_STORAGE, type MediaStorage } from '../src/media/media-storage.js';
import { binary, expectErrorShape, type TestApp, bootAsAdmin } from './helpers.js';

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe('charges with who paid them', () => {
  let t: TestApp;
  let token: string;
  let n = 0;
  const hoy = hoyArgentina();
  const inicio = monthStart(hoy, -3);
  const P = (k: number) => addMonths(inicio, k).slice(0, 7);
  const admin = (req: any) => req.set('auth-token', token);

  beforeAll(async () => {
    ({ t, token } = await bootAsAdmin());
  });
  afterAll(() => t?.close());

  /** A contract of its own owner and tenant; P0 and P1 rents paid on the 5th (P1's by `pagoP1`, 100.000 unless said). */
  const escenario = async (pagoP1 = 100000) => {
    n += 1;
    const mk = async (nombre: string, k: number) =>
      (await admin(t.http.post('/api/admin/nuevo-cliente')).send({ nombre, apellido: `Cargo${n}`, dni: `3277${String(n).padStart(2, '0')}${k}0`, telefono: `02346 15-47${String(n).padStart(2, '0')}${k}0`, mail: null })).body.data._id as string;
    const propietario = await mk('Olga', 1);
    const inquilino = await mk('Iván', 2);
    const casa = await admin(t.http.post('/api/admin/nueva-casa')).send({ titulo: `Casa de cargos ${n}`, operacion: 'alquiler', localidad: 'Chivilcoy', calle: 'Moreno', altura: 700 + n, habitaciones: 2, precio: { monto: 1, moneda: 'ARS' } });
    const c = await admin(t.http.post('/api/admin/nuevo-contrato')).send({
      propiedad: casa.body.id, propietario, inquilino, inicio, meses: 24, moneda: 'ARS', montoInicial: 100000, ajuste: { indice: 'NINGUNO' }, punitorioDiario: 0, comisionAdministracion: 8,
    });
    expect(c.status).toBe(201);
    const contrato = c.body.data._id as string;
    const pagar = async (fecha: string, monto: number) => expect((await admin(t.http.post(`/api/admin/contrato/${contrato}/pagos`)).send({ fecha, monto, medio: 'efectivo' })).status).toBe(201);
    return {
      contrato,
      propietario,
      pagar,
      pagarRentas: async () => {
        await pagar(`${P(0)}-05`, 100000);
        await pagar(`${P(1)}-05`, pagoP1);
      },
      cargo: (body: Record<string, unknown>) => admin(t.http.post(`/api/admin/contrato/${contrato}/cargos`)).send({ periodo: P(1), ...body }),
      cuenta: async () => (await admin(t.http.get(`/api/admin/contrato/${contrato}/cuenta`))).body.data,
      liquidar: async (periodo: string) => {
        const res = await admin(t.http.post('/api/admin/nueva-liquidacion')).send({ propietario, periodo });
        expect(res.status).toBe(201);
        return res.body.data;
      },
    };
  };

  // Rents P0…P3 have started (400.000); P0 and P1 paid: the tenant owes 200.000 before any charge.
  const BASE = 200000;

  it('paid by the agency for the owner: deducted in the owner’s settlement of its period, nothing on the tenant', async () => {
    const e = await escenario();
    await e.pagarRentas();
    const res = await e.cargo({ concepto: 'Arreglo del calefón', monto: '12.345,67', aCargoDe: 'propietario' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ pagadoPor: 'inmobiliaria', aCargoDe: 'propietario', monto: 12345.67, comprobante: null, cargoFijo: null });
    expect((await e.cuenta()).saldo).toBe(BASE);
    expect(await e.liquidar(P(1))).toMatchObject({ cobrado: 100000, comision: 8000, gastos: 12345.67, neto: 79654.33 });
  });

  it('paid by the agency for the tenant: owed on the tenant’s account, nothing on the owner', async () => {
    const e = await escenario();
    await e.pagarRentas();
    expect((await e.cargo({ concepto: 'Expensas', monto: '7.000,50', aCargoDe: 'inquilino', pagadoPor: 'inmobiliaria' })).status).toBe(201);
    const c = await e.cuenta();
    expect(c.saldo).toBe(207000.5);
    expect(c.movimientos).toContainEqual(expect.objectContaining({ concepto: 'Expensas', periodo: P(1), debe: 7000.5 }));
    expect(await e.liquidar(P(1))).toMatchObject({ cobrado: 100000, comision: 8000, gastos: 0, neto: 92000 });
  });

  it('paid by the tenant for the owner (a repair): credited to the tenant as rent collected, deducted from the owner', async () => {
    const e = await escenario(84999.75);
    await e.pagarRentas();
    const res = await e.cargo({ concepto: 'Reparación de cañería', monto: 15000.25, aCargoDe: 'propietario', pagadoPor: 'inquilino' });
    expect(res.status).toBe(201);
    const c = await e.cuenta();
    // 84.999,75 paid in cash and the 15.000,25 repair pay P1's rent whole.
    expect(c.saldo).toBe(BASE);
    expect(c.cuotas[1]).toMatchObject({ periodo: P(1), pagado: 100000, estado: 'pagada' });
    expect(c.movimientos).toContainEqual(expect.objectContaining({ concepto: 'Reparación de cañería (pagado por el inquilino)', fecha: `${P(1)}-01`, haber: 15000.25, pago: null }));
    const s = await e.liquidar(P(1));
    expect(s).toMatchObject({ cobrado: 100000, comision: 8000, gastos: 15000.25, neto: 76999.75 });
    expect(s.detalle[0].cargos).toEqual([expect.objectContaining({ concepto: 'Reparación de cañería', monto: 15000.25 })]);
    expect(s.detalle[0].pagos).toContainEqual(expect.objectContaining({ recibo: 0, concepto: 'Reparación de cañería (pagado por el inquilino)', fecha: `${P(1)}-01`, monto: 15000.25 }));
  });

  it('paid by the owner for the tenant: owed by the tenant, credited to the owner in the settlement', async () => {
    const e = await escenario();
    await e.pagarRentas();
    expect((await e.cargo({ concepto: 'Luz', monto: 5432.1, aCargoDe: 'inquilino', pagadoPor: 'propietario' })).status).toBe(201);
    expect((await e.cuenta()).saldo).toBe(205432.1);
    const s = await e.liquidar(P(1));
    expect(s).toMatchObject({ cobrado: 100000, comision: 8000, gastos: -5432.1, neto: 97432.1 });
    expect(s.detalle[0].cargos).toEqual([expect.objectContaining({ concepto: 'Luz (pagado por el propietario)', monto: -5432.1 })]);
  });

  it('refuses who-paid equal to who-owes, an unknown payer and what the tenant paid in a month not started', async () => {
    const e = await escenario();
    for (const quien of ['inquilino', 'propietario']) {
      const res = await e.cargo({ concepto: 'Luz', monto: 10, aCargoDe: quien, pagadoPor: quien });
      expect(res.status).toBe(400);
      expectErrorShape(res.body);
      expect(res.body.errors.pagadoPor).toBe(MENSAJES_CUENTA.pagadoPorElMismo);
    }
    const vecino = await e.cargo({ concepto: 'Luz', monto: 10, aCargoDe: 'inquilino', pagadoPor: 'vecino' });
    expect(vecino.status).toBe(400);
    expect(vecino.body.errors.pagadoPor).toBe('Pagado por: inmobiliaria, inquilino o propietario');
    const futuro = await e.cargo({ periodo: P(5), concepto: 'Arreglo', monto: 10, aCargoDe: 'propietario', pagadoPor: 'inquilino' });
    expect(futuro.status).toBe(400);
    expect(futuro.body.errors.periodo).toBe(MENSAJES_CUENTA.pagoInquilinoFuturo);
    expect((await e.cuenta()).cargos).toEqual([]);
  });

  it('a voided charge of each kind leaves the tenant’s account and the draft settlement', async () => {
    const e = await escenario(90000);
    await e.pagarRentas();
    const antes = await e.cuenta();
    const base = await e.liquidar(P(1));
    expect(base).toMatchObject({ cobrado: 90000, comision: 7200, gastos: 0, neto: 82800 });
    const ids: string[] = [];
    for (const body of [
      { concepto: 'ABL', monto: 1111.11, aCargoDe: 'propietario' },
      { concepto: 'Expensas', monto: 2222.22, aCargoDe: 'inquilino' },
      { concepto: 'Arreglo', monto: 3333.33, aCargoDe: 'propietario', pagadoPor: 'inquilino' },
      { concepto: 'Gas', monto: 4444.44, aCargoDe: 'inquilino', pagadoPor: 'propietario' },
    ]) ids.push((await e.cargo(body)).body.data._id);
    // Charges on: the tenant owes 2.222,22 + 4.444,44 more and 3.333,33 less; the owner gets the 3.333,33 as rent,
    // less ABL 1.111,11 and the repair, plus the gas back.
    expect((await e.cuenta()).saldo).toBe(213333.33);
    expect(await e.liquidar(P(1))).toMatchObject({ cobrado: 93333.33, comision: 7466.67, gastos: 0, neto: 85866.66 });
    for (const id of ids) {
      const v = await admin(t.http.post(`/api/admin/cargo/${id}/anular`)).send({ motivo: 'Cargado por error' });
      expect(v.status).toBe(200);
      expect(v.body.data.anulado).toMatchObject({ motivo: 'Cargado por error' });
    }
    const despues = await e.cuenta();
    expect(despues.saldo).toBe(antes.saldo);
    expect(despues.movimientos).toEqual(antes.movimientos);
    expect(despues.cargos.map((g: any) => g.anulado?.motivo)).toEqual(Array(4).fill('Cargado por error'));
    const s = await e.liquidar(P(1));
    expect(s._id).toBe(base._id);
    expect(s).toMatchObject({ cobrado: 90000, comision: 7200, gastos: 0, neto: 82800 });
    expect(s.detalle[0].cargos).toEqual([]);
    expect(s.detalle[0].pagos.map((p: any) => p.monto)).toEqual([90000]);
  });

  it('a bill: a PDF or an image by its bytes, up to 5 MB, served to staff with its type', async () => {
    const e = await escenario();
    const g = (await e.cargo({ concepto: 'Expensas', monto: 100, aCargoDe: 'inquilino' })).body.data;
    const subir = (buf: Buffer, name: string, field = 'archivo') => admin(t.http.post(`/api/admin/cargo/${g._id}/comprobante`)).attach(field, buf, name);
    const pdf = await subir(PDF, 'factura expensas.pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.body.data.comprobante).toEqual({ url: `/api/admin/cargo/${g._id}/comprobante`, nombre: 'factura expensas.pdf', tipo: 'application/pdf' });
    expect((await e.cuenta()).cargos[0].comprobante).toEqual(pdf.body.data.comprobante);
    const file = await admin(t.http.get(`/api/admin/cargo/${g._id}/comprobante`)).buffer(true).parse(binary);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(file.body, PDF)).toBe(0);
    expect((await t.http.get(`/api/admin/cargo/${g._id}/comprobante`)).status).toBe(401);
    // An image replaces it; its type comes from its bytes, not its name. The PDF's file is deleted.
    const archivo = async () => (await t.app.get(Db).one<{ f: string }>(`SELECT comprobante_archivo AS f FROM rental_charges WHERE id = $1`, [g._id]))!.f;
    const delPdf = await archivo();
    const storage = t.app.get<MediaStorage>(MEDIA_STORAGE);
    expect(await storage.get(delPdf)).not.toBeNull();
    const png = await subir(PNG, 'foto.pdf');
    expect(png.status).toBe(200);
    expect(png.body.data.comprobante.tipo).toBe('image/png');
    expect((await admin(t.http.get(`/api/admin/cargo/${g._id}/comprobante`))).headers['content-type']).toBe('image/png');
    expect(await storage.get(delPdf)).toBeNull();
    const delPng = await archivo();
    const antes = (await storage.list()).length;

    const texto = await subir(Buffer.from('hola, soy un texto'), 'factura.pdf');
    expect(texto.status).toBe(415);
    expect(texto.body.error).toBe(MENSAJES_CUENTA.comprobanteTipo);
    const grande = await subir(Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]), 'grande.pdf');
    expect(grande.status).toBe(413);
    expect(grande.body.error).toBe(MENSAJES_CUENTA.comprobanteGrande);
    const sinArchivo = await admin(t.http.post(`/api/admin/cargo/${g._id}/comprobante`)).send({});
    expect(sinArchivo.status).toBe(400);
    expect(sinArchivo.body.error).toBe(MENSAJES_CUENTA.faltaComprobante);
    const otroCampo = await subir(PDF, 'f.pdf', 'foto');
    expect(otroCampo.status).toBe(400);
    expect((await admin(t.http.post(`/api/admin/cargo/00000000-0000-4000-8000-000000000000/comprobante`)).attach('archivo', PDF, 'f.pdf')).status).toBe(404);
    // The earlier upload stays the one served after the refusals, and none of them left a file behind.
    expect([await archivo(), (await storage.list()).length]).toEqual([delPng, antes]);
    expect((await admin(t.http.get(`/api/admin/cargo/${g._id}/comprobante`))).headers['content-type']).toBe('image/png');
    const otro = (await e.cargo({ concepto: 'Luz', monto: 100, aCargoDe: 'inquilino' })).body.data;
    expect((await admin(t.http.get(`/api/admin/cargo/${otro._id}/comprobante`))).status).toBe(404);
  });

  it('recurring charges: one per month of the contract, owed from its month on; a month corrected', async () => {
    const e = await escenario();
    await e.pagarRentas();
    const post = (body: Record<string, unknown>, key?: string) => {
      const req = admin(t.http.post(`/api/admin/contrato/${e.contrato}/cargos-fijos`));
      if (key) req.set(IDEMPOTENCY_HEADER, key);
      return req.send(body);
    };
    const res = await post({ concepto: 'Expensas', monto: '30.000,00', aCargoDe: 'inquilino', desde: P(1) }, 'fijo-1');
    expect(res.status).toBe(201);
    // P1…P23: the contract's last month.
    expect(res.body.data).toMatchObject({ concepto: 'Expensas', monto: 30000, pagadoPor: 'inmobiliaria', desde: P(1), hasta: P(23) });
    expect(res.body.data.cargos.map((g: any) => g.periodo)).toEqual(Array.from({ length: 23 }, (_, k) => P(k + 1)));
    expect(res.body.data.cargos.every((g: any) => g.cargoFijo === res.body.data._id)).toBe(true);
    // Replayed with its key: not set twice.
    expect((await post({ concepto: 'Expensas', monto: '30.000,00', aCargoDe: 'inquilino', desde: P(1) }, 'fijo-1')).body.data._id).toBe(res.body.data._id);
    // Only P1…P3 have started: 90.000 owed, not 23 months.
    let c = await e.cuenta();
    expect(c.saldo).toBe(290000);
    // Listed month by month (they were written together).
    expect(c.cargos.map((g: any) => g.periodo)).toEqual(Array.from({ length: 23 }, (_, k) => P(k + 1)));
    const p2 = res.body.data.cargos[1];
    const corr = await admin(t.http.post(`/api/admin/cargo/${p2._id}/corregir`)).send({ monto: '31.500,50', motivo: 'Expensas extraordinarias' });
    expect(corr.status).toBe(200);
    expect(corr.body.data).toMatchObject({ periodo: P(2), monto: 31500.5 });
    c = await e.cuenta();
    expect(c.saldo).toBe(291500.5);
    expect(c.movimientos).toContainEqual(expect.objectContaining({ concepto: 'Expensas', periodo: P(2), debe: 31500.5 }));

    // The owner's ABL for two months; P2's settlement paid, then its month corrected: the difference in P3's.
    const abl = await post({ concepto: 'ABL', monto: 4321.09, aCargoDe: 'propietario', desde: P(1), hasta: P(2) });
    expect(abl.body.data.cargos.map((g: any) => g.periodo)).toEqual([P(1), P(2)]);
    const s2 = await e.liquidar(P(2));
    expect(s2).toMatchObject({ cobrado: 0, gastos: 4321.09, neto: -4321.09 });
    expect((await admin(t.http.post(`/api/admin/liquidacion/${s2._id}/pagar`))).status).toBe(200);
    expect((await admin(t.http.post(`/api/admin/cargo/${abl.body.data.cargos[1]._id}/corregir`)).send({ monto: 5000, motivo: 'Boleta nueva' })).status).toBe(200);
    expect(await e.liquidar(P(3))).toMatchObject({ gastos: 678.91 });
    const h = JSON.stringify((await admin(t.http.get(`/api/admin/historial/contrato/${e.contrato}`))).body.data);
    expect(h).toContain('Boleta nueva');
    expect(h).toContain('por mes de');

    // Refused: a voided month, the tenant as payer, hasta before desde, months outside the contract.
    const g = res.body.data.cargos[5];
    expect((await admin(t.http.post(`/api/admin/cargo/${g._id}/anular`)).send({ motivo: 'No corresponde' })).status).toBe(200);
    expect((await admin(t.http.post(`/api/admin/cargo/${g._id}/corregir`)).send({ monto: 1, motivo: 'x' })).status).toBe(409);
    const inq = await post({ concepto: 'Arreglo', monto: 1, aCargoDe: 'propietario', pagadoPor: 'inquilino', desde: P(1) });
    expect(inq.status).toBe(400);
    expect(inq.body.errors.pagadoPor).toMatch(/cargo fijo/);
    const alReves = await post({ concepto: 'ABL', monto: 1, aCargoDe: 'propietario', desde: P(3), hasta: P(2) });
    expect(alReves.status).toBe(400);
    expect(alReves.body.errors.hasta).toBe(MENSAJES_CUENTA.hastaAntesDeDesde);
    const fuera = await post({ concepto: 'ABL', monto: 1, aCargoDe: 'propietario', desde: '2001-01', hasta: '2001-12' });
    expect(fuera.status).toBe(400);
    expect(fuera.body.errors.desde).toBe(MENSAJES_CUENTA.sinPeriodos);
    expect((await e.cuenta()).cargos).toHaveLength(25);
  });

  it('a renewal carries on the recurring charges that ran to the end, at their last amount; one that ended does not', async () => {
    const e = await escenario();
    const fijo = (body: Record<string, unknown>) => admin(t.http.post(`/api/admin/contrato/${e.contrato}/cargos-fijos`)).send(body);
    const expensas = (await fijo({ concepto: 'Expensas', monto: '30.000,00', aCargoDe: 'inquilino', desde: P(1) })).body.data;
    expect(expensas.hasta).toBe(P(23));
    expect((await admin(t.http.post(`/api/admin/cargo/${expensas.cargos.at(-1)._id}/corregir`)).send({ monto: '35.000,50', motivo: 'Aumento' })).status).toBe(200);
    expect((await fijo({ concepto: 'ABL', monto: 4000, aCargoDe: 'propietario', desde: P(1), hasta: P(2) })).status).toBe(201);
    expect((await fijo({ concepto: 'Seguro', monto: 2500, aCargoDe: 'propietario', desde: P(20) })).status).toBe(201);

    const res = await admin(t.http.post(`/api/admin/contrato/${e.contrato}/renovar`)).send({ inicio: `${P(24)}-01`, meses: 24, moneda: 'ARS', montoInicial: 150000, ajuste: { indice: 'NINGUNO' } });
    expect(res.status).toBe(201);
    const nuevo = res.body.data._id as string;
    const cargos = (await admin(t.http.get(`/api/admin/contrato/${nuevo}/cuenta`))).body.data.cargos as any[];
    const meses = Array.from({ length: 24 }, (_, k) => P(24 + k));
    const de = (concepto: string) => cargos.filter((g) => g.concepto === concepto);
    expect(de('Expensas').map((g) => [g.periodo, g.monto, g.aCargoDe, g.pagadoPor])).toEqual(meses.map((p) => [p, 35000.5, 'inquilino', 'inmobiliaria']));
    expect(de('Seguro').map((g) => [g.periodo, g.monto, g.aCargoDe])).toEqual(meses.map((p) => [p, 2500, 'propietario']));
    expect(de('ABL')).toEqual([]);
    expect(JSON.stringify((await admin(t.http.get(`/api/admin/historial/contrato/${nuevo}`))).body.data)).toContain('por mes de');
    // The old contract keeps its own months.
    expect((await e.cuenta()).cargos.filter((g: any) => g.concepto === 'Expensas')).toHaveLength(23);
  });
});
