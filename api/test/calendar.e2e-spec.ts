// Argentina's calendar through the API with the server's clock at 22:30 in Argentina (01:30 UTC the next day): an
// operation's default date, a new listing's publication date, a voided receipt's 'ANULADO el' and a paid
// settlement's 'Pagada el' are all still Argentina's day, never UTC's.
import { jest } from '@jest/globals';
import { HOY_ARGENTINA_SQL } from '@inmo/contracts';
import { Db } from '../src/database/db.service.js';
import { binary, bootApp, loginToken, pdfText, type TestApp } from './helpers.js';

// 22:30 on 1 December 2026 in Argentina.
const AHORA = Date.parse('2026-12-02T01:30:00Z');

describe("the server's dates at 22:30 in Argentina", () => {
  let t: TestApp;
  let token: string;
  const admin = (req: any) => req.set('auth-token', token);
  const pdf = async (url: string) => pdfText((await admin(t.http.get(url)).buffer(true).parse(binary)).body as Buffer);

  beforeAll(async () => {
    // Only Date is faked (it runs on from 22:30); timers and the event loop stay real.
    jest.useFakeTimers({
      now: AHORA,
      advanceTimers: true,
      doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'hrtime', 'performance'],
    });
    t = await bootApp({ seedDemo: false });
    token = await loginToken(t.http);
  });
  afterAll(async () => {
    await t?.close();
    jest.useRealTimers();
  });

  it('the clock reads 22:30 of 1 December in Argentina', () => {
    expect(new Date().toISOString().slice(0, 10)).toBe('2026-12-02');
  });

  it("a new listing is published today, Argentina's day", async () => {
    const casa = await admin(t.http.post('/api/admin/nueva-casa')).send({ titulo: 'Casa del calendario', operacion: 'venta', localidad: 'Chivilcoy', habitaciones: 2 });
    expect(casa.status).toBe(201);
    const p = (await t.http.get(`/api/user/propiedad/${casa.body.id}`)).body.propiedad;
    expect(p.fechaPublicacion).toBe('2026-12-01');
  });

  it("an operation without a date is dated today, Argentina's day", async () => {
    const prop = (await admin(t.http.post('/api/admin/nueva-casa')).send({ titulo: 'Casa vendida', operacion: 'venta', localidad: 'Chivilcoy', habitaciones: 2 })).body.id;
    const cliente = async (nombre: string, dni: string, telefono: string) =>
      (await admin(t.http.post('/api/admin/nuevo-cliente')).send({ nombre, apellido: 'Calendario', dni, telefono })).body.data._id as string;
    const op = await admin(t.http.post('/api/admin/nueva-operacion')).send({
      operacion: 'venta', propiedad: prop, oferente: await cliente('Vera', '32111001', '2346 555201'), receptor: await cliente('Ciro', '32111002', '2346 555202'), montoDinero: 95000, moneda: 'USD',
    });
    expect(op.status).toBe(201);
    expect(op.body.data.fechaConcretada).toBe('2026-12-01');
  });

  it("the database's today is Argentina's too: at 01:30 UTC it is still the day before, and operations default to it", async () => {
    const db = t.app.get(Db);
    const at = (iso: string) => HOY_ARGENTINA_SQL.replace('now()', `'${iso}'::timestamptz`);
    expect((await db.one<{ d: string }>(`SELECT ${at('2026-12-02T01:30:00Z')}::text AS d`))!.d).toBe('2026-12-01');
    expect((await db.one<{ d: string }>(`SELECT ${at('2026-12-02T03:00:00Z')}::text AS d`))!.d).toBe('2026-12-02');
    const def = await db.one<{ d: string }>(`SELECT column_default AS d FROM information_schema.columns WHERE table_name = 'operations' AND column_name = 'fecha_concretada'`);
    expect(def!.d).toContain('America/Argentina/Buenos_Aires');
  });

  it("a receipt voided and a settlement paid at 22:30 say Argentina's day", async () => {
    const cliente = async (nombre: string, dni: string, telefono: string) =>
      (await admin(t.http.post('/api/admin/nuevo-cliente')).send({ nombre, apellido: 'Paz', dni, telefono, mail: null })).body.data._id as string;
    const propietario = await cliente('Olga', '31888101', '02346 15-480101');
    const inquilino = await cliente('Iván', '31888102', '02346 15-480102');
    const casa = await admin(t.http.post('/api/admin/nueva-casa')).send({ titulo: 'Casa alquilada', operacion: 'alquiler', localidad: 'Chivilcoy', calle: 'Moreno', altura: 321, habitaciones: 2 });
    const c = await admin(t.http.post('/api/admin/nuevo-contrato')).send({
      propiedad: casa.body.id, propietario, inquilino, inicio: '2026-10-01', meses: 24, moneda: 'ARS', montoInicial: 100000, ajuste: { indice: 'NINGUNO' }, comisionAdministracion: 8,
    });
    expect(c.status).toBe(201);
    const contrato = c.body.data._id;
    const pago = await admin(t.http.post(`/api/admin/contrato/${contrato}/pagos`)).send({ fecha: '2026-10-05', monto: 1000, medio: 'efectivo' });
    expect(pago.status).toBe(201);
    const liq = await admin(t.http.post('/api/admin/nueva-liquidacion')).send({ propietario, periodo: '2026-10' });
    expect(liq.status).toBe(201);
    expect((await admin(t.http.post(`/api/admin/pago/${pago.body.data._id}/anular`)).send({ motivo: 'Cargado por error' })).status).toBe(200);
    expect((await admin(t.http.post(`/api/admin/liquidacion/${liq.body.data._id}/pagar`))).status).toBe(200);
    // The database stamps both moments itself; set them to this clock's moment.
    const db = t.app.get(Db);
    await db.execute(`UPDATE rental_payments SET anulado_en = $1 WHERE id = $2`, [new Date(AHORA), pago.body.data._id]);
    await db.execute(`UPDATE rental_settlements SET pagada_en = $1 WHERE id = $2`, [new Date(AHORA), liq.body.data._id]);
    expect(await pdf(pago.body.data.recibo.url)).toContain('ANULADO el 01/12/2026');
    expect(await pdf(`/api/admin/liquidacion/${liq.body.data._id}.pdf`)).toContain('Pagada el 01/12/2026');
  });
});
