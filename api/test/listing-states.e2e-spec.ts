// A listing's state (contracts property/estado.ts): what each state does to the public catalogue, the public page,
// the home, the sitemap's source and the portals' feed; the agency's choice for reserved listings; an operation
// moving its listing to Vendida or Alquilada; a change by hand with its reason in the Historial; the admin list's
// filter; the migration that gives existing listings their state.
import type { QueryRunner } from 'typeorm';
import { XMLParser } from 'fast-xml-parser';
import { ERROR_CODES } from '@inmo/contracts';
import { Db } from '../src/database/db.service.js';
import { ListingStates1764300000000, MOTIVO_MIGRACION } from '../src/database/migrations/1764300000000-ListingStates.js';
import { PropertyLookups } from '../src/properties/property-lookups.service.js';
import { bootApp, expectErrorShape, loginToken, type TestApp } from './helpers.js';

const PUBLIC_URL = 'https://www.inmobiliaria-prueba.com.ar';
const parser = new XMLParser({ isArray: (name) => name === 'Aviso', parseTagValue: false });

describe('listing states', () => {
  let t: TestApp;
  let token: string;
  let db: Db;
  const admin = (req: any) => req.set('auth-token', token);
  let clientes: { oferente: string; receptor: string };

  async function crear(titulo: string, extra: Record<string, unknown> = {}) {
    const res = await admin(t.http.post('/api/admin/nueva-casa')).send({ titulo, operacion: 'venta', localidad: 'Chivilcoy', habitaciones: 2, ...extra });
    expect(res.status).toBe(201);
    return res.body.propiedad as { id: string; codigo: string; version: number; estado: string };
  }
  const estado = (id: string, body: Record<string, unknown>) => admin(t.http.put(`/api/admin/estado-propiedad/${id}`)).send(body);
  /** Every public listing's id: the unpaged catalogue (what the sitemap reads), a filtered page, and the home. */
  const publicIds = async () => {
    const all = await t.http.get('/api/user/propiedades-publicas');
    expect(all.status).toBe(200);
    const page = await t.http.get('/api/user/propiedades-publicas?page=1&limit=100');
    const home = await t.http.get('/api/user/propiedades-destacadas');
    return {
      stream: (all.body.propiedades as { id: string }[]).map((p) => p.id),
      page: (page.body.propiedades as { id: string }[]).map((p) => p.id),
      home: (home.body.propiedades as { id: string }[]).map((p) => p.id),
    };
  };
  const zonapropCodes = async () => {
    const portales = (await admin(t.http.get('/api/admin/portales'))).body.data.portales;
    const feedUrl = portales.find((p: any) => p.portal === 'zonaprop').feedUrl as string;
    const res = await t.http.get(new URL(feedUrl).pathname);
    expect(res.status).toBe(200);
    return ((parser.parse(res.text).OpenNavent.Avisos?.Aviso ?? []) as { codigoAviso: string }[]).map((a) => a.codigoAviso);
  };
  const historial = async (id: string) => (await admin(t.http.get(`/api/admin/historial/propiedad/${id}`))).body.data as { accion: string; usuario: { nombre: string } | null; cambios: { campo: string; antes: unknown; despues: unknown }[] }[];

  beforeAll(async () => {
    t = await bootApp({ seedDemo: false, env: { PUBLIC_URL } });
    token = await loginToken(t.http);
    db = t.app.get(Db);
    const o = await admin(t.http.post('/api/admin/nuevo-cliente')).send({ nombre: 'Lucía', apellido: 'Fernández', dni: '27111222', telefono: '2346 411111' });
    const r = await admin(t.http.post('/api/admin/nuevo-cliente')).send({ nombre: 'Pedro', apellido: 'Gómez', dni: '28111333', telefono: '2346 422222' });
    expect(o.status).toBe(201);
    expect(r.status).toBe(201);
    clientes = { oferente: o.body.data._id, receptor: r.body.data._id };
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a new listing is Disponible, public everywhere: catalogue, page, home, sitemap source and Zonaprop', async () => {
    const p = await crear('Casa disponible', { destacada: true });
    expect(p.estado).toBe('Disponible');
    const ids = await publicIds();
    expect(ids.stream).toContain(p.id);
    expect(ids.page).toContain(p.id);
    expect(ids.home).toContain(p.id);
    const page = await t.http.get(`/api/user/propiedad/${p.id}`);
    expect(page.status).toBe(200);
    expect(page.body.propiedad.estado).toBe('Disponible');
    expect(await zonapropCodes()).toContain(p.codigo);
  });

  it.each(['Vendida', 'Alquilada', 'Suspendida'])('a %s listing is off the catalogue, its public page (404), the home, the sitemap source and Zonaprop; staff still see it', async (nuevo) => {
    const p = await crear(`Casa ${nuevo}`, { destacada: true });
    const res = await estado(p.id, { estado: nuevo, motivo: 'Prueba de estado' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: `Estado cambiado a ${nuevo}`, propiedad: { id: p.id, estado: nuevo, version: p.version + 1 } });
    const ids = await publicIds();
    expect(ids.stream).not.toContain(p.id);
    expect(ids.page).not.toContain(p.id);
    expect(ids.home).not.toContain(p.id);
    const page = await t.http.get(`/api/user/propiedad/${p.id}`);
    expect(page.status).toBe(404);
    expectErrorShape(page.body);
    expect(await zonapropCodes()).not.toContain(p.codigo);
    // MercadoLibre's sync reads the same rule: the listing is not wanted there.
    expect((await t.app.get(PropertyLookups).forPortalSync(p.id))!.publica).toBe(false);
    // Staff: the page with a token, and the admin list filtered by the state.
    const staff = await admin(t.http.get(`/api/user/propiedad/${p.id}`));
    expect(staff.status).toBe(200);
    expect(staff.body.propiedad.estado).toBe(nuevo);
    const list = await admin(t.http.get(`/api/admin/todas-propiedades?estado=${nuevo.toLowerCase()}&limit=100`));
    expect(list.status).toBe(200);
    expect(list.body.casas.map((c: any) => c.id)).toContain(p.id);
    expect(list.body.casas.every((c: any) => c.estado === nuevo)).toBe(true);
    // Back to Disponible: public again.
    expect((await estado(p.id, { estado: 'Disponible', motivo: 'Se cayó la operación' })).status).toBe(200);
    expect((await t.http.get(`/api/user/propiedad/${p.id}`)).status).toBe(200);
    expect(await zonapropCodes()).toContain(p.codigo);
  });

  it('a Reservada listing stays public with its state (the page shows the badge and no form) while the agency shows reserved ones; hidden when it chooses so', async () => {
    const p = await crear('Casa reservada');
    expect((await estado(p.id, { estado: 'Reservada', motivo: 'Seña recibida' })).status).toBe(200);
    const page = await t.http.get(`/api/user/propiedad/${p.id}`);
    expect(page.status).toBe(200);
    expect(page.body.propiedad.estado).toBe('Reservada');
    expect((await publicIds()).stream).toContain(p.id);
    const card = (await t.http.get('/api/user/propiedades-publicas?page=1&limit=100')).body.propiedades.find((x: any) => x.id === p.id);
    expect(card.estado).toBe('Reservada');
    expect(await zonapropCodes()).toContain(p.codigo);
    // The default, and what the agency's settings say.
    expect((await t.http.get('/api/user/inmobiliaria')).body.data.reservadaPublica).toBe(true);
    const off = await admin(t.http.put('/api/admin/inmobiliaria')).send({ reservadaPublica: false });
    expect(off.status).toBe(200);
    expect(off.body.data.reservadaPublica).toBe(false);
    expect((await t.http.get(`/api/user/propiedad/${p.id}`)).status).toBe(404);
    expect((await publicIds()).stream).not.toContain(p.id);
    expect((await publicIds()).page).not.toContain(p.id);
    expect(await zonapropCodes()).not.toContain(p.codigo);
    expect((await t.app.get(PropertyLookups).forPortalSync(p.id))!.publica).toBe(false);
    // A Disponible one is not affected by the choice.
    const otra = await crear('Casa libre');
    expect((await t.http.get(`/api/user/propiedad/${otra.id}`)).status).toBe(200);
    expect((await admin(t.http.put('/api/admin/inmobiliaria')).send({ reservadaPublica: true })).status).toBe(200);
    expect((await t.http.get(`/api/user/propiedad/${p.id}`)).status).toBe(200);
    // A bad value is refused with the field's message.
    const bad = await admin(t.http.put('/api/admin/inmobiliaria')).send({ reservadaPublica: 'quizás' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.reservadaPublica).toMatch(/sí o no/);
  });

  it('a change by hand is in the Historial with its reason and who made it', async () => {
    const p = await crear('Casa con historial');
    expect((await estado(p.id, { estado: 'Suspendida', motivo: '  El dueño pidió pausar la venta  ' })).status).toBe(200);
    const [entry] = await historial(p.id);
    expect(entry).toMatchObject({ accion: 'editar', usuario: { nombre: expect.any(String) } });
    expect(entry!.cambios).toEqual([
      { campo: 'estado', antes: 'Disponible', despues: 'Suspendida' },
      { campo: 'motivo', antes: null, despues: 'El dueño pidió pausar la venta' },
    ]);
  });

  it('refuses a change without a reason, to an unknown state, to the state it has, with a stale version, or of a missing listing (nothing written)', async () => {
    const p = await crear('Casa a validar');
    const before = (await historial(p.id)).length;
    const sinMotivo = await estado(p.id, { estado: 'Reservada', motivo: '  ' });
    expect(sinMotivo.status).toBe(400);
    expectErrorShape(sinMotivo.body);
    expect(sinMotivo.body.errors.motivo).toBe('Indique el motivo del cambio de estado');
    const raro = await estado(p.id, { estado: 'Vendidísima', motivo: 'x' });
    expect(raro.status).toBe(400);
    expect(raro.body.errors.estado).toMatch(/^Seleccione un estado/);
    const mismo = await estado(p.id, { estado: 'Disponible', motivo: 'x' });
    expect(mismo.status).toBe(400);
    expect(mismo.body.errors.estado).toBe('La propiedad ya está en ese estado');
    const viejo = await estado(p.id, { estado: 'Reservada', motivo: 'x', version: p.version + 5 });
    expect(viejo.status).toBe(409);
    expect(viejo.body.code).toBe(ERROR_CODES.PROPERTY_VERSION_CONFLICT);
    expect((await estado('00000000-0000-4000-8000-000000000000', { estado: 'Reservada', motivo: 'x' })).status).toBe(404);
    expect((await estado(p.id, [] as any)).status).toBe(400);
    expect((await historial(p.id)).length).toBe(before);
    const stored = await db.one<{ estado: string; version: number }>(`SELECT estado, version FROM properties WHERE id = $1`, [p.id]);
    expect(stored).toMatchObject({ estado: 'Disponible', version: p.version });
    // An edit of the listing's fields leaves its state alone.
    expect((await estado(p.id, { estado: 'Reservada', motivo: 'Seña' })).status).toBe(200);
    const edited = await admin(t.http.put(`/api/admin/editar-propiedad/${p.id}`)).send({ tipo: 'Casa', propiedad: { titulo: 'Casa a validar (editada)', estado: 'Vendida' } });
    expect(edited.status).toBe(200);
    expect(edited.body.propiedad.estado).toBe('Reservada');
  });

  it.each([
    ['venta', 'Vendida'],
    ['alquiler', 'Alquilada'],
    ['alquiler temporal', 'Alquilada'],
  ])('recording a %s moves its listing to %s, in the same transaction, with its line in the Historial', async (operacion, esperado) => {
    const p = await crear(`Casa para ${operacion}`, { operacion });
    const op = await admin(t.http.post('/api/admin/nueva-operacion')).send({
      operacion, propiedad: p.id, oferente: clientes.oferente, receptor: clientes.receptor, montoDinero: 1000, moneda: 'USD', fechaConcretada: '2026-07-15',
    });
    expect(op.status).toBe(201);
    const staff = await admin(t.http.get(`/api/user/propiedad/${p.id}`));
    expect(staff.body.propiedad.estado).toBe(esperado);
    expect((await t.http.get(`/api/user/propiedad/${p.id}`)).status).toBe(404);
    expect((await publicIds()).stream).not.toContain(p.id);
    expect(await zonapropCodes()).not.toContain(p.codigo);
    const [entry] = await historial(p.id);
    expect(entry!.cambios).toEqual([
      { campo: 'estado', antes: 'Disponible', despues: esperado },
      { campo: 'motivo', antes: null, despues: `${operacion === 'venta' ? 'Venta' : operacion === 'alquiler' ? 'Alquiler' : 'Alquiler temporal'} registrada (15/07/2026)` },
    ]);
  });

  it('a refused operation leaves the listing as it was', async () => {
    const p = await crear('Casa sin operación');
    const op = await admin(t.http.post('/api/admin/nueva-operacion')).send({ operacion: 'venta', propiedad: p.id, oferente: clientes.oferente, receptor: '00000000-0000-4000-8000-000000000000' });
    expect(op.status).toBe(400);
    expect((await db.one<{ estado: string }>(`SELECT estado FROM properties WHERE id = $1`, [p.id]))!.estado).toBe('Disponible');
  });

  it('the admin list filters by state and still by visibility; a bad state is a 400 naming the parameter', async () => {
    const oculta = await crear('Casa oculta', { visible: false });
    const suspendida = await crear('Casa suspendida');
    expect((await estado(suspendida.id, { estado: 'Suspendida', motivo: 'Papeles' })).status).toBe(200);
    const disp = await admin(t.http.get('/api/admin/todas-propiedades?estado=Disponible&limit=100'));
    const ids = disp.body.casas.map((c: any) => c.id);
    expect(ids).toContain(oculta.id);
    expect(ids).not.toContain(suspendida.id);
    expect(disp.body.total).toBe(disp.body.casas.length);
    const ocultas = await admin(t.http.get('/api/admin/todas-propiedades?estado=oculta&limit=100'));
    expect(ocultas.body.casas.map((c: any) => c.id)).toEqual([oculta.id]);
    const bad = await admin(t.http.get('/api/admin/todas-propiedades?estado=perdida'));
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/estado/);
  });

  it('the migration gives existing listings with an operation Vendida or Alquilada (their latest), with a Historial line; down removes the column', async () => {
    const venta = await crear('Casa vendida en julio');
    const alquiler = await crear('Casa alquilada', { operacion: 'alquiler' });
    const libre = await crear('Casa sin operaciones');
    const migration = new ListingStates1764300000000();
    await db.transaction(async () => {
      const q = { query: (sql: string, params?: unknown[]) => db.query(sql, params ?? []) } as unknown as QueryRunner;
      await migration.down(q);
      // Operations recorded before states existed (straight into the table, as an older version did).
      for (const [id, op, fecha] of [[venta.id, 'alquiler', '2026-01-10'], [venta.id, 'venta', '2026-07-10'], [alquiler.id, 'alquiler temporal', '2026-05-02']]) {
        await db.execute(
          `INSERT INTO operations (operacion, propiedad_id, propiedad_titulo, oferente_nombre, oferente_apellido, receptor_nombre, receptor_apellido, moneda, descripcion, fecha_concretada)
           VALUES ($1, $2, 'x', 'A', 'B', 'C', 'D', 'ARS', '', $3)`,
          [op, id, fecha],
        );
      }
      await migration.up(q);
    });
    const rows = await db.query<{ id: string; estado: string }>(`SELECT id, estado FROM properties WHERE id = ANY($1::uuid[])`, [[venta.id, alquiler.id, libre.id]]);
    const by = Object.fromEntries(rows.map((r) => [r.id, r.estado]));
    expect(by).toEqual({ [venta.id]: 'Vendida', [alquiler.id]: 'Alquilada', [libre.id]: 'Disponible' });
    const [h] = await historial(venta.id);
    expect(h).toMatchObject({ usuario: { nombre: 'Sistema' }, cambios: [{ campo: 'estado', antes: 'Disponible', despues: 'Vendida' }, { campo: 'motivo', antes: null, despues: MOTIVO_MIGRACION }] });
    expect((await historial(libre.id)).some((e) => e.cambios.some((c) => c.campo === 'estado' && c.despues !== 'Disponible'))).toBe(false);
    expect((await t.http.get(`/api/user/propiedad/${venta.id}`)).status).toBe(404);
  });
});
