// Amounts as staff type them (es-AR: '.' groups thousands, ',' marks decimals) reach the database as they meant them,
// on the four fields the back office uses most: a payment, a listing's price, a contract's rent and the dollar rate.
// Text written any other way ('1.5', '0x10', '1e3', blank) is a 400 naming the field with an example; nothing stored.
import { Db } from '../src/database/db.service.js';
import { hoyArgentina, monthStart } from '../src/rentals/schedule.js';
import { bootApp, expectErrorShape, loginToken, type TestApp } from './helpers.js';

describe('amounts typed the es-AR way', () => {
  let t: TestApp;
  let token: string;
  let propietario: string;
  let inquilino: string;
  let casa: string;
  let contrato: string;
  const admin = (req: any) => req.set('auth-token', token);
  const db = () => t.app.get(Db);
  const inicio = monthStart(hoyArgentina(), -2);
  const nuevaCasa = (monto: unknown) =>
    admin(t.http.post('/api/admin/nueva-casa')).send({ titulo: 'Casa de Moreno', operacion: 'alquiler', localidad: 'Chivilcoy', calle: 'Moreno', altura: 321, habitaciones: 2, precio: { monto, moneda: 'ARS' } });
  const nuevoContrato = (montoInicial: unknown) =>
    admin(t.http.post('/api/admin/nuevo-contrato')).send({ propiedad: casa, propietario, inquilino, inicio, meses: 24, moneda: 'ARS', montoInicial, ajuste: { indice: 'NINGUNO' } });
  const pagar = (monto: unknown) => admin(t.http.post(`/api/admin/contrato/${contrato}/pagos`)).send({ fecha: `${inicio.slice(0, 7)}-05`, medio: 'efectivo', monto });
  const cotizar = (valor: unknown) => admin(t.http.put('/api/admin/inmobiliaria')).send({ cotizacionDolar: { valor, fecha: inicio } });
  const count = async (table: string) => Number((await db().one<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))!.n);

  beforeAll(async () => {
    t = await bootApp();
    token = await loginToken(t.http);
    const mk = async (nombre: string, dni: string, telefono: string) =>
      (await admin(t.http.post('/api/admin/nuevo-cliente')).send({ nombre, apellido: 'Paz', dni, telefono, mail: null })).body.data._id as string;
    propietario = await mk('Olga', '31999001', '02346 15-490001');
    inquilino = await mk('Iván', '31999002', '02346 15-490002');
  });
  afterAll(async () => {
    await t?.close();
  });

  it("stores '120.000' typed as a listing's price, a contract's rent, a payment and the dollar rate as 120000", async () => {
    const c = await nuevaCasa('120.000');
    expect(c.status).toBe(201);
    casa = c.body.id;
    expect(Number((await db().one<{ v: string }>('SELECT precio_monto AS v FROM properties WHERE id = $1', [casa]))!.v)).toBe(120000);

    const k = await nuevoContrato('120.000');
    expect(k.status).toBe(201);
    contrato = k.body.data._id;
    expect(Number((await db().one<{ v: string }>('SELECT monto_inicial_centavos AS v FROM rental_contracts WHERE id = $1', [contrato]))!.v)).toBe(12_000_000);

    const p = await pagar('120.000');
    expect(p.status).toBe(201);
    expect((await db().query<{ v: string }>('SELECT monto_centavos AS v FROM rental_payments WHERE contrato_id = $1', [contrato])).map((r) => Number(r.v))).toEqual([12_000_000]);

    const d = await cotizar('120.000');
    expect(d.status).toBe(200);
    expect((await t.http.get('/api/user/inmobiliaria')).body.data.cotizacionDolar).toEqual({ valor: 120000, fecha: inicio });
  });

  it("reads '1.234,56' as 1234.56 and a JSON number as it is", async () => {
    expect((await pagar('1.234,56')).body.data).toMatchObject({ pago: { monto: 1234.56 } });
    expect((await pagar(1234.56)).body.data).toMatchObject({ pago: { monto: 1234.56 } });
  });

  const campos: [string, (v: unknown) => Promise<any>, string, string, string][] = [
    ['a payment', (v) => pagar(v), 'monto', 'Monto', 'rental_payments'],
    ["a listing's price", (v) => nuevaCasa(v), 'precio.monto', 'Precio', 'properties'],
    ["a contract's rent", (v) => nuevoContrato(v), 'montoInicial', 'Monto inicial', 'rental_contracts'],
  ];
  it.each(campos)("refuses %s typed '1.5', '0x10', '1e3' or '1.000.000.000' naming the field, with an example, storing nothing", async (_, send, campo, nombre, table) => {
    const before = await count(table);
    for (const v of ['1.5', '0x10', '1e3']) {
      const r = await send(v);
      expect([v, r.status]).toEqual([v, 400]);
      expectErrorShape(r.body);
      expect(r.body.errors).toEqual({ [campo]: `${nombre}: no es un número. Escribí el monto así: 1.234,56` });
    }
    const grande = await send('1.000.000.000');
    expect(grande.body.errors).toEqual({ [campo]: `${nombre} no puede superar 999.999.999,99` });
    expect(await count(table)).toBe(before);
  });

  it("refuses a blank payment or rent with the field's message and the example", async () => {
    expect((await pagar('')).body.errors).toEqual({ monto: 'Indicá el monto pagado (mayor que cero). Escribí el monto así: 1.234,56' });
    expect((await nuevoContrato(' ')).body.errors).toEqual({ montoInicial: 'Indicá el monto inicial del alquiler. Escribí el monto así: 1.234,56' });
  });

  it("refuses the dollar rate typed another way, and keeps the stored one", async () => {
    for (const v of ['1.5', '0x10', '1e3']) {
      const r = await cotizar(v);
      expect([v, r.status]).toEqual([v, 400]);
      expect(r.body.errors).toEqual({ 'cotizacionDolar.valor': 'Cotización del dólar: no es un número. Escribí el monto así: 1.234,56' });
    }
    expect((await t.http.get('/api/user/inmobiliaria')).body.data.cotizacionDolar.valor).toBe(120000);
  });
});
