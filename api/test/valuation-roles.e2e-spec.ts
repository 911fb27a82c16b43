// Valuations are their agent's: an agente edits, shares, renews, revokes and converts only the valuations they made
// (403 in Spanish otherwise, nothing written), an admin any; every link made, renewed or revoked is a line of the
// valuation's history with who did it; a valuation takes at most 30 comparables (400 naming 'comparables'); reports
// are rendered by the worker thread, and past its queue the API answers 503 in Spanish rather than pile them up.
import { ERROR_CODES, MENSAJES_TASACION } from '@inmo/contracts';
import { ReportPool } from '../src/valuations/report-pool.js';
import { bootApp, expectErrorShape, loginToken, staffUser, type TestApp } from './helpers.js';

describe('valuations belong to their agent', () => {
  let t: TestApp;
  let admin: string;
  let ana: { id: string; token: string };
  let beto: { id: string; token: string };
  let owner: string;
  const as = (token: string, req: any) => req.set('auth-token', token);
  const manual = (precio: number, sup: number) => ({ fuente: 'manual', precio, moneda: 'USD', superficieCubierta: sup });
  const tres = [manual(100000, 100), manual(110000, 100), manual(120000, 100)];
  const sujeto = { tipo: 'Casa', localidad: 'Chivilcoy', direccion: 'Av. Ceballos 100', superficieCubierta: 150 };
  const crear = async (token: string) => {
    const res = await as(token, t.http.post('/api/admin/nueva-tasacion')).send({ sujeto, moneda: 'USD', cliente: owner, comparables: tres });
    expect(res.status).toBe(201);
    return res.body.data as { _id: string; version: number; creadaPor: { _id: string } | null };
  };
  const historial = async (id: string) => (await as(admin, t.http.get(`/api/admin/historial/tasacion/${id}`))).body.data as any[];

  beforeAll(async () => {
    t = await bootApp({ seedDemo: false });
    admin = await loginToken(t.http);
    ana = await staffUser(t, 'agente', 'ana-agente');
    beto = await staffUser(t, 'agente', 'beto-agente');
    owner = (await as(admin, t.http.post('/api/admin/nuevo-cliente')).send({ nombre: 'Olga', apellido: 'Dueña', dni: '30111009', telefono: '02346 15-410009', mail: null })).body.data._id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("refuses another agent's valuation with 403 in Spanish on every write, and changes nothing", async () => {
    const d = await crear(ana.token);
    expect(d.creadaPor?._id).toBe(ana.id);
    const link = (await as(ana.token, t.http.post(`/api/admin/tasacion/${d._id}/enlace`))).body.data.enlace as string;
    const writes = [
      () => as(beto.token, t.http.put(`/api/admin/editar-tasacion/${d._id}`)).send({ sujeto: { ...sujeto, superficieCubierta: 300 }, moneda: 'USD', comparables: tres }),
      // A body that would not validate is still a 403: who may not touch it learns nothing from it.
      () => as(beto.token, t.http.put(`/api/admin/editar-tasacion/${d._id}`)).send({ sujeto: 'x' }),
      () => as(beto.token, t.http.post(`/api/admin/tasacion/${d._id}/enlace`)),
      () => as(beto.token, t.http.delete(`/api/admin/tasacion/${d._id}/enlace`)),
      () => as(beto.token, t.http.post(`/api/admin/tasacion/${d._id}/convertir`)),
    ];
    for (const w of writes) {
      const res = await w();
      expect(res.status).toBe(403);
      expectErrorShape(res.body);
      expect(res.body).toEqual({ success: false, error: MENSAJES_TASACION.ajena, code: ERROR_CODES.FORBIDDEN });
    }
    // Nothing moved: same version, the owner's link still reads the report, no history line by beto.
    const now = (await as(beto.token, t.http.get(`/api/admin/tasacion/${d._id}`))).body.data;
    expect(now.version).toBe(d.version + 1);
    expect(now.enlace).toBe(link);
    expect(now.propiedadCreada).toBeNull();
    expect((await t.http.get(link)).status).toBe(200);
    expect((await historial(d._id)).map((e) => e.usuario.nombre)).toEqual(['Usuario ana-agente', 'Usuario ana-agente']);
    // Reading stays open to all staff (list, one, PDF); an unknown valuation is still a 404.
    expect((await as(beto.token, t.http.get('/api/admin/tasaciones'))).status).toBe(200);
    expect((await as(beto.token, t.http.get(`/api/admin/tasacion/${d._id}.pdf`))).status).toBe(200);
    expect((await as(beto.token, t.http.post('/api/admin/tasacion/7d2c1f0e-5b3a-4c9d-8e1f-0a2b3c4d5e6f/enlace'))).status).toBe(404);
  });

  it('lets the agent who made it and any admin edit, share and convert it', async () => {
    const d = await crear(ana.token);
    const body = { sujeto: { ...sujeto, superficieCubierta: 200 }, moneda: 'USD', cliente: owner, comparables: tres };
    expect((await as(ana.token, t.http.put(`/api/admin/editar-tasacion/${d._id}`)).send(body)).status).toBe(200);
    expect((await as(admin, t.http.put(`/api/admin/editar-tasacion/${d._id}`)).send({ ...body, sujeto })).status).toBe(200);
    expect((await as(admin, t.http.post(`/api/admin/tasacion/${d._id}/enlace`))).status).toBe(200);
    expect((await as(ana.token, t.http.post(`/api/admin/tasacion/${d._id}/convertir`)).send({ habitaciones: 3 })).status).toBe(200);
    // A valuation nobody owns any more (its maker's account removed) is the admins'.
    const e = await crear(beto.token);
    await t.app.get((await import('../src/database/db.service.js')).Db).execute(`UPDATE valuations SET creada_por = NULL WHERE id = $1`, [e._id]);
    expect((await as(beto.token, t.http.post(`/api/admin/tasacion/${e._id}/enlace`))).status).toBe(403);
    expect((await as(admin, t.http.post(`/api/admin/tasacion/${e._id}/enlace`))).status).toBe(200);
  });

  it("keeps every link made, renewed and revoked in the valuation's history, with who did it", async () => {
    const d = await crear(ana.token);
    const first = (await as(ana.token, t.http.post(`/api/admin/tasacion/${d._id}/enlace`))).body.data.enlace as string;
    const renewed = await as(admin, t.http.post(`/api/admin/tasacion/${d._id}/enlace`));
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.enlace).not.toBe(first);
    expect((await t.http.get(first)).status).toBe(404);
    expect((await as(ana.token, t.http.delete(`/api/admin/tasacion/${d._id}/enlace`))).status).toBe(200);
    // Revoking again changes nothing and writes nothing.
    expect((await as(ana.token, t.http.delete(`/api/admin/tasacion/${d._id}/enlace`))).status).toBe(200);
    const h = await historial(d._id);
    expect(h.map((e) => [e.accion, e.usuario.nombre, e.cambios])).toEqual([
      ['editar', 'Usuario ana-agente', [{ campo: 'enlace', antes: 'activo', despues: 'revocado' }]],
      ['editar', 'Administrador', [{ campo: 'enlace', antes: 'activo', despues: 'renovado' }]],
      ['editar', 'Usuario ana-agente', [{ campo: 'enlace', antes: null, despues: 'activo' }]],
      ['crear', 'Usuario ana-agente', expect.any(Array)],
    ]);
  });

  it("takes at most 30 comparables: 31 (or 5.000) is a 400 naming 'comparables', and nothing is written", async () => {
    const count = async () => (await as(admin, t.http.get('/api/admin/tasaciones'))).body.total as number;
    const before = await count();
    const treinta = Array.from({ length: 30 }, (_, i) => manual(100000 + i * 1000, 100));
    const ok = await as(ana.token, t.http.post('/api/admin/nueva-tasacion')).send({ sujeto, moneda: 'USD', comparables: treinta });
    expect(ok.status).toBe(201);
    expect(ok.body.data.comparables).toHaveLength(30);
    for (const n of [31, 5000]) {
      const many = Array.from({ length: n }, () => manual(100000, 100));
      const res = await as(ana.token, t.http.post('/api/admin/nueva-tasacion')).send({ sujeto, moneda: 'USD', comparables: many });
      expect(res.status).toBe(400);
      expectErrorShape(res.body);
      expect(res.body.errors).toEqual({ comparables: 'Una tasación admite hasta 30 comparables' });
      const edit = await as(ana.token, t.http.put(`/api/admin/editar-tasacion/${ok.body.data._id}`)).send({ sujeto, moneda: 'USD', comparables: many });
      expect(edit.status).toBe(400);
      expect(edit.body.errors.comparables).toMatch(/comparables/);
    }
    expect(await count()).toBe(before + 1);
  });
  it('renders reports in the worker thread, and answers 503 in Spanish past its queue instead of piling them up', async () => {
    const pool = t.app.get(ReportPool, { strict: false });
    const treinta = Array.from({ length: 30 }, (_, i) => ({ ...manual(100000 + i * 1000, 100 + i), titulo: `Comparable número ${i + 1} con una descripción larga`, antiguedad: i, estado: 'bueno' }));
    const d = (await as(ana.token, t.http.post('/api/admin/nueva-tasacion')).send({ sujeto, moneda: 'USD', cliente: owner, comparables: treinta })).body.data;
    const before = pool.rendered;
    expect((await as(ana.token, t.http.get(`/api/admin/tasacion/${d._id}.pdf`))).status).toBe(200);
    expect(pool.rendered).toBe(before + 1);
    const replies = await Promise.all(Array.from({ length: 80 }, () => as(ana.token, t.http.get(`/api/admin/tasacion/${d._id}.pdf`)).then((r: any) => r)));
    const busy = replies.filter((r) => r.status === 503);
    expect(replies.filter((r) => r.status !== 200 && r.status !== 503)).toEqual([]);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0].body).toEqual({ success: false, error: 'Hay muchos informes en preparación. Probá de nuevo en unos segundos.', code: ERROR_CODES.REPORTS_BUSY });
    expect(pool.rendered).toBe(before + 1 + replies.length - busy.length);
  });
});
