// Staff replies in the reply cache (src/cache/staff-reply-cache.ts): the unpaged admin list, the dashboard's metrics,
// 'Inquilinos en mora' and the rentals' pendings are answered from memory until a change; each role has its own
// copy, the guards run on every hit, and any write — through the API or behind its back — empties them.
import { jest } from '@jest/globals';
import { LINEAS_TABLERO } from '@inmo/contracts';
import { RentalReportsService, tableroPendientes } from '../src/rental-accounts/reports.service.js';
import { addDays, hoyArgentina, monthStart } from '../src/rentals/schedule.js';
import { ChangeFeed } from '../src/cache/change-feed.js';
import { REPLY_TTL_MS, ReplyCache } from '../src/cache/reply-cache.js';
import { staffKey } from '../src/cache/staff-reply-cache.js';
import { Db } from '../src/database/db.service.js';
import { MetricsService } from '../src/metrics/metrics.service.js';
import { CatalogueStream } from '../src/properties/catalogue-stream.service.js';
import { bootApp, eventually, loginToken, staffUser, type TestApp } from './helpers.js';

const LIST = '/api/admin/todas-propiedades';
const METRICAS = '/api/admin/metricas';
const MORA = '/api/admin/alquileres/mora';
const PENDIENTES = '/api/admin/alquileres/pendientes';
const STAFF_ROUTES = [LIST, METRICAS, MORA, PENDIENTES];
/** The computation behind each route, watched: a hit calls none (background workers' SQL makes statement counts noisy). */
const COMPUTED_BY: Record<string, [any, string]> = {
  [LIST]: [CatalogueStream, 'list'],
  [METRICAS]: [MetricsService, 'metricas'],
  [MORA]: [RentalReportsService, 'mora'],
  [PENDIENTES]: [RentalReportsService, 'pendientes'],
};

describe('staff reply cache', () => {
  let t: TestApp;
  let token: string;
  let agente: string;
  let contrato: string;
  let inquilino: string;
  const hoy = hoyArgentina();
  const inicio = monthStart(hoy, -6);
  const admin = (r: any) => r.set('auth-token', token);
  const comoAgente = (r: any) => r.set('auth-token', agente);

  beforeAll(async () => {
    t = await bootApp();
    token = await loginToken(t.http);
    agente = (await staffUser(t, 'agente')).token;
    const mk = async (nombre: string, apellido: string, dni: string, tel: string) =>
      (await admin(t.http.post('/api/admin/nuevo-cliente')).send({ nombre, apellido, dni, telefono: tel, mail: null })).body.data._id as string;
    const propietario = await mk('Olga', 'Paz', '31888101', '02346 15-480101');
    inquilino = await mk('Iván', 'Sosa', '31888102', '02346 15-480102');
    const casa = await admin(t.http.post('/api/admin/nueva-casa')).send({ titulo: 'Casa alquilada', operacion: 'alquiler', localidad: 'Chivilcoy', calle: 'Moreno', altura: 321, habitaciones: 2, precio: { monto: 100000, moneda: 'ARS' } });
    // Six months of unpaid rent: the tenant is in arrears; its end falls within the pendings' 60 days.
    const c = await admin(t.http.post('/api/admin/nuevo-contrato')).send({
      propiedad: casa.body.id, propietario, inquilino, inicio, meses: 7, moneda: 'ARS', montoInicial: 100000, ajuste: { indice: 'NINGUNO' }, punitorioDiario: 0.5, comisionAdministracion: 8,
    });
    expect(c.status).toBe(201);
    contrato = c.body.data._id;
  });
  afterAll(() => t?.close());

  const computations = (url: string) => {
    const [cls, method] = COMPUTED_BY[url]!;
    return jest.spyOn(t.app.get(cls) as any, method as never);
  };

  it('answers each staff route the second time from memory, without computing it, with the same bytes', async () => {
    for (const url of STAFF_ROUTES) {
      const spy = computations(url);
      const first = await admin(t.http.get(url));
      expect(first.status).toBe(200);
      expect(first.headers['x-cache']).toBe('miss');
      expect(spy).toHaveBeenCalledTimes(1);
      const second = await admin(t.http.get(url));
      expect(spy).toHaveBeenCalledTimes(1);
      spy.mockRestore();
      expect(second.headers['x-cache']).toBe('hit');
      expect(second.headers['content-type']).toMatch(/^application\/json/);
      expect(second.headers['cache-control']).toBe('no-store');
      expect(second.text).toBe(first.text);
    }
    // Filtered and paged variants are computed each time.
    await admin(t.http.get(`${LIST}?page=1&limit=3`));
    expect((await admin(t.http.get(`${LIST}?page=1&limit=3`))).headers['x-cache']).toBeUndefined();
  });

  it('keeps mora and pendings until a change or the day\'s end, the list and metricas their time to live', async () => {
    const cache = t.app.get(ReplyCache);
    for (const url of STAFF_ROUTES) await admin(t.http.get(url));
    const later = Date.now() + REPLY_TTL_MS + 1000;
    expect(cache.get(staffKey('admin', MORA), later)).not.toBeNull();
    expect(cache.get(staffKey('admin', PENDIENTES), later)).not.toBeNull();
    expect(cache.get(staffKey('admin', METRICAS), later)).toBeNull();
    expect(cache.get(staffKey('admin', LIST), later)).toBeNull();
    expect(cache.get(staffKey('admin', MORA), Date.now() + 25 * 3600 * 1000)).toBeNull();
  });

  it('gives the same answers as computing them now', async () => {
    const mora = (await admin(t.http.get(MORA))).body.data;
    expect(mora).toEqual(await t.app.get(RentalReportsService).mora());
    expect(mora).toEqual([expect.objectContaining({ contrato, inquilino: 'Iván Sosa', moneda: 'ARS' })]);
    expect(mora[0].saldo).toBeGreaterThan(600000);
    const pendientes = (await admin(t.http.get(PENDIENTES))).body.data;
    expect(pendientes).toEqual(tableroPendientes(await t.app.get(RentalReportsService).pendientes(), LINEAS_TABLERO));
    expect(pendientes.vencimientos).toEqual([expect.objectContaining({ contrato, inquilino: 'Iván Sosa' })]);
  });

  it('never answers an agente with an admin reply, nor an admin with an agente one', async () => {
    const cache = t.app.get(ReplyCache);
    for (const url of STAFF_ROUTES) {
      await admin(t.http.get(url));
      await comoAgente(t.http.get(url));
      // Each role's copy is its own: marked copies show which one each role is answered with.
      expect(cache.put(staffKey('admin', url), '{"de":"admin"}', 'application/json; charset=utf-8', cache.generation)).not.toBeNull();
      expect(cache.put(staffKey('agente', url), '{"de":"agente"}', 'application/json; charset=utf-8', cache.generation)).not.toBeNull();
      expect((await admin(t.http.get(url))).body).toEqual({ de: 'admin' });
      expect((await comoAgente(t.http.get(url))).body).toEqual({ de: 'agente' });
      t.app.get(ChangeFeed).bump('api');
      // After the admin's reply is kept, the agente's first request still computes its own.
      await admin(t.http.get(url));
      expect((await comoAgente(t.http.get(url))).headers['x-cache']).toBe('miss');
    }
  });

  it('runs the guards on every hit: no token, a bad one or a revoked session is refused', async () => {
    for (const url of STAFF_ROUTES) {
      expect((await admin(t.http.get(url))).status).toBe(200);
      expect((await t.http.get(url)).status).toBe(401);
      expect((await t.http.get(url).set('auth-token', `${token}x`)).status).toBe(401);
    }
    const otro = await staffUser(t, 'agente');
    expect((await t.http.get(MORA).set('auth-token', otro.token)).status).toBe(200);
    await t.app.get(Db).query(`UPDATE users SET activo = false WHERE id = $1`, [otro.id]);
    expect(await eventually(async () => (await t.http.get(MORA).set('auth-token', otro.token)).status === 401)).toBe(true);
  });

  it('a payment through the API empties it: mora shows the new balance on the next read', async () => {
    const before = (await admin(t.http.get(MORA))).body.data[0].saldo;
    expect((await admin(t.http.get(MORA))).headers['x-cache']).toBe('hit');
    const pago = await admin(t.http.post(`/api/admin/contrato/${contrato}/pagos`)).send({ fecha: hoy, monto: 1000, medio: 'efectivo' });
    expect(pago.status).toBe(201);
    const after = await admin(t.http.get(MORA));
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.body.data[0].saldo).toBe(before - 1000);
    expect(after.body.data).toEqual(await t.app.get(RentalReportsService).mora());
  });

  it('a write behind the API\'s back (SQL) to payments, clients, contracts or properties empties it', async () => {
    const db = t.app.get(Db);
    const mora = async () => (await admin(t.http.get(MORA))).body.data;
    const saldo = (await mora())[0].saldo;
    await db.query(`UPDATE rental_payments SET anulado_en = now(), anulado_motivo = 'x' WHERE contrato_id = $1`, [contrato]);
    expect(await eventually(async () => (await mora())[0]?.saldo === saldo + 1000)).toBe(true);
    await db.query(`UPDATE clients SET nombre = 'Ivana' WHERE id = $1`, [inquilino]);
    expect(await eventually(async () => (await mora())[0]?.inquilino === 'Ivana Sosa')).toBe(true);
    const fin = addDays(hoy, 10);
    await admin(t.http.get(PENDIENTES));
    await db.query(`UPDATE rental_contracts SET fin = $2 WHERE id = $1`, [contrato, fin]);
    expect(await eventually(async () => (await admin(t.http.get(PENDIENTES))).body.data.vencimientos[0]?.fin === fin)).toBe(true);
    const total = (await admin(t.http.get(METRICAS))).body.data.propiedades.total;
    await db.query(`UPDATE properties SET deleted_at = now() WHERE id = (SELECT id FROM properties WHERE deleted_at IS NULL ORDER BY created_at LIMIT 1)`);
    expect(await eventually(async () => (await admin(t.http.get(METRICAS))).body.data.propiedades.total === total - 1)).toBe(true);
    const n = JSON.parse((await admin(t.http.get(LIST))).text).casas.length;
    expect(n).toBe(total - 1);
  });

  it('a property created through the API shows in the admin list on the next read', async () => {
    await admin(t.http.get(LIST));
    const created = await admin(t.http.post('/api/admin/nueva-casa')).send({ titulo: 'Casa recién cargada al cache', operacion: 'venta', localidad: 'Chivilcoy', habitaciones: 2, visible: false });
    expect(created.status).toBe(201);
    const after = await admin(t.http.get(LIST));
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.body.casas.map((p: any) => p.titulo)).toContain('Casa recién cargada al cache');
  });

  it('coalesces concurrent misses of one key into one computation', async () => {
    for (const url of [METRICAS, MORA, PENDIENTES, LIST]) {
      t.app.get(ChangeFeed).bump('api');
      const alone = await admin(t.http.get(url));
      t.app.get(ChangeFeed).bump('api');
      const spy = computations(url);
      const replies = await Promise.all(Array.from({ length: 8 }, () => admin(t.http.get(url))));
      expect(spy).toHaveBeenCalledTimes(1);
      spy.mockRestore();
      for (const r of replies) expect(r.text).toBe(alone.text);
      expect(replies.filter((r) => r.headers['x-cache'] === 'miss')).toHaveLength(1);
    }
  });
});
