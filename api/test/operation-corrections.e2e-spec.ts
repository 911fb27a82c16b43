// Operations that can be corrected: read one, edit it (a stale version → 409), annul it with a reason (kept,
// marked 'anulada' with who/when/why, out of the dashboard's metrics, Reportes and its period list); the agent and
// the commission recorded; a party without DNI refused in Spanish.
import { ERROR_CODES, MENSAJES_OPERACION } from '@inmo/contracts';
import { bootApp, expectErrorShape, loginToken, staffUser, type TestApp } from './helpers.js';

describe('operations: get, edit, annul', () => {
  let t: TestApp;
  let token: string;
  let agente: { id: string; token: string };
  let propiedad: { id: string; titulo: string };
  let otra: { id: string; titulo: string };
  let oferente: string;
  let receptor: string;
  beforeAll(async () => {
    t = await bootApp();
    token = await loginToken(t.http);
    agente = await staffUser(t, 'agente');
    const casa = (titulo: string) => admin(t.http.post('/api/admin/nueva-casa')).send({ titulo, operacion: 'venta', localidad: 'Chivilcoy', habitaciones: 3, precio: { monto: 90000, moneda: 'USD' } });
    const p1 = (await casa('Casa a corregir')).body;
    const p2 = (await casa('Casa correcta')).body;
    propiedad = { id: p1.id, titulo: 'Casa a corregir' };
    otra = { id: p2.id, titulo: 'Casa correcta' };
    const mk = async (nombre: string, dni: string, tel: string) =>
      (await admin(t.http.post('/api/admin/nuevo-cliente')).send({ nombre, apellido: 'Sosa', dni, telefono: tel, mail: null })).body.data._id;
    oferente = await mk('Olga', '30888001', '02346 15-480001');
    receptor = await mk('Raúl', '30888002', '02346 15-480002');
  });
  afterAll(async () => {
    await t?.close();
  });
  const admin = (req: any) => req.set('auth-token', token);
  const metricas = async () => (await admin(t.http.get('/api/admin/metricas'))).body.data;
  const reportes = async () => (await admin(t.http.get('/api/admin/reportes'))).body.data;
  const usdVentas = (r: any) => r.operacionesPorMes.filter((x: any) => x.operacion === 'venta' && x.moneda === 'USD').reduce((s: number, x: any) => s + x.monto, 0);
  const crear = (extra: Record<string, unknown> = {}) =>
    admin(t.http.post('/api/admin/nueva-operacion')).send({ operacion: 'venta', propiedad: propiedad.id, oferente, receptor, montoDinero: 85000, moneda: 'USD', descripcion: 'Venta', ...extra });

  it('records operations on one listing sent at once, each whole (on PostgreSQL they wait in turn, no deadlock)', async () => {
    const casa = (await admin(t.http.post('/api/admin/nueva-casa')).send({ titulo: 'Casa de a muchos', operacion: 'alquiler', localidad: 'Chivilcoy', habitaciones: 2 })).body.id;
    const juntas = 6;
    const res = await Promise.all(Array.from({ length: juntas }, (_, i) => crear({ propiedad: casa, operacion: 'alquiler', moneda: 'ARS', montoDinero: 100000 + i, descripcion: `A la vez ${i}` })));
    expect(res.map((r) => r.status)).toEqual(Array(juntas).fill(201));
    const estado = (await admin(t.http.get(`/api/user/propiedad/${casa}`))).body.propiedad.estado;
    expect(estado).toBe('Alquilada');
  });

  it('reads one operation with its version, agent (the recorder by default), commission and state', async () => {
    const created = await crear({ comision: { tipo: 'porcentaje', valor: 3 } });
    expect(created.status).toBe(201);
    const res = await admin(t.http.get(`/api/admin/operacion/${created.body.data._id}`));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      _id: created.body.data._id, propiedad: 'Casa a corregir', montoDinero: 85000, moneda: 'USD', version: 1, estado: 'vigente', anulacion: null,
      cerradaPor: { _id: expect.any(String), nombre: expect.any(String) },
      comision: { tipo: 'porcentaje', valor: 3, monto: 2550 },
    });
    // A fixed commission, and the agent named in the body (another member of staff).
    const fixed = await crear({ comision: { tipo: 'monto', valor: '1500,50' }, agente: agente.id });
    expect(fixed.body.data.comision).toEqual({ tipo: 'monto', valor: 1500.5, monto: 1500.5 });
    expect(fixed.body.data.cerradaPor._id).toBe(agente.id);
    expect((await crear({ comision: { tipo: 'porcentaje', valor: 120 } })).body.errors).toEqual({ 'comision.valor': 'La comisión no puede superar el 30 %' });
    expect((await crear({ comision: { tipo: 'porcentaje', valor: 30.5 } })).body.errors).toEqual({ 'comision.valor': 'La comisión no puede superar el 30 %' });
    expect((await crear({ agente: '7d2c1f0e-5b3a-4c9d-8e1f-0a2b3c4d5e6f' })).body.errors).toEqual({ agente: MENSAJES_OPERACION.agenteInexistente });
    const missing = await admin(t.http.get('/api/admin/operacion/7d2c1f0e-5b3a-4c9d-8e1f-0a2b3c4d5e6f'));
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe(ERROR_CODES.OPERATION_NOT_FOUND);
    expect((await admin(t.http.get('/api/admin/operacion/no-es-un-id'))).status).toBe(404);
  });

  it('edits an operation: the amount and property corrected, the totals follow, a stale version gets 409', async () => {
    const before = await metricas();
    const op = (await crear({ montoDinero: 1000000 })).body.data;
    const withTypo = await metricas();
    expect(withTypo.operaciones.montosPorMoneda.ventas.USD).toBe((before.operaciones.montosPorMoneda.ventas.USD ?? 0) + 1000000);
    const body = { operacion: 'venta', propiedad: otra.id, oferente, receptor, montoDinero: 100000, moneda: 'USD', descripcion: 'Monto corregido', fechaConcretada: op.fechaConcretada, version: 1 };
    const res = await admin(t.http.put(`/api/admin/editar-operacion/${op._id}`)).send(body);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ montoDinero: 100000, propiedad: 'Casa correcta', propiedadId: otra.id, descripcion: 'Monto corregido', version: 2 });
    expect((await metricas()).operaciones.montosPorMoneda.ventas.USD).toBe((before.operaciones.montosPorMoneda.ventas.USD ?? 0) + 100000);
    // The same edit again with the version it read: someone else's edit came in between.
    const stale = await admin(t.http.put(`/api/admin/editar-operacion/${op._id}`)).send({ ...body, montoDinero: 5 });
    expect(stale.status).toBe(409);
    expectErrorShape(stale.body);
    expect(stale.body.code).toBe(ERROR_CODES.OPERATION_VERSION_CONFLICT);
    expect((await admin(t.http.get(`/api/admin/operacion/${op._id}`))).body.data.montoDinero).toBe(100000);
    // Its history names what changed.
    const h = (await admin(t.http.get(`/api/admin/historial/operacion/${op._id}`))).body.data;
    expect(h[0]).toMatchObject({ accion: 'editar', cambios: expect.arrayContaining([{ campo: 'montoDinero', antes: 1000000, despues: 100000 }, { campo: 'propiedad', antes: 'Casa a corregir', despues: 'Casa correcta' }]) });
    // Bad input: Spanish, nothing written.
    const bad = await admin(t.http.put(`/api/admin/editar-operacion/${op._id}`)).send({ ...body, version: 2, operacion: 'trueque' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.operacion).toBe('Seleccione el tipo de operación');
    expect((await admin(t.http.put('/api/admin/editar-operacion/7d2c1f0e-5b3a-4c9d-8e1f-0a2b3c4d5e6f')).send(body)).status).toBe(404);
  });

  it('annuls an operation with a reason: kept and marked, out of metrics and reports, and then unchangeable', async () => {
    const op = (await crear({ montoDinero: 777000 })).body.data;
    const m0 = await metricas();
    const r0 = await reportes();
    expect((await admin(t.http.post(`/api/admin/operacion/${op._id}/anular`)).send({ motivo: '  ' })).body.errors).toEqual({ motivo: 'Indicá el motivo de la anulación' });
    const res = await admin(t.http.post(`/api/admin/operacion/${op._id}/anular`)).send({ motivo: 'Se cayó la venta' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ estado: 'anulada', anulacion: { fecha: expect.any(String), usuario: { nombre: expect.any(String) }, motivo: 'Se cayó la venta' } });
    const m1 = await metricas();
    expect(m1.operaciones.total).toBe(m0.operaciones.total - 1);
    expect(m1.operaciones.porTipo.venta).toBe(m0.operaciones.porTipo.venta - 1);
    expect(m1.operaciones.montosPorMoneda.ventas.USD).toBe(m0.operaciones.montosPorMoneda.ventas.USD - 777000);
    expect(m1.resumen.valorTotalTransacciones).toBe(Math.round((m0.resumen.valorTotalTransacciones - 777000) * 100) / 100);
    const r1 = await reportes();
    expect(usdVentas(r1)).toBe(usdVentas(r0) - 777000);
    expect(r1.diasEnMercado.reduce((s: number, x: any) => s + x.cantidad, 0)).toBe(r0.diasEnMercado.reduce((s: number, x: any) => s + x.cantidad, 0) - 1);
    // Still listed (marked); Reportes' period list (estado=vigente) and its CSV leave it out.
    const all = (await admin(t.http.get('/api/admin/operaciones'))).body;
    expect(all.find((o: any) => o._id === op._id)?.estado).toBe('anulada');
    const desde = op.fechaConcretada.slice(0, 7) + '-01';
    const vigentes = (await admin(t.http.get(`/api/admin/operaciones?desde=${desde}&estado=vigente`))).body;
    expect(vigentes.some((o: any) => o._id === op._id)).toBe(false);
    expect((await admin(t.http.get(`/api/admin/operaciones?estado=anulada`))).body.map((o: any) => o._id)).toEqual([op._id]);
    // Annulled: no second annulment, no edit.
    const again = await admin(t.http.post(`/api/admin/operacion/${op._id}/anular`)).send({ motivo: 'Otra vez' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(ERROR_CODES.OPERATION_ANNULLED);
    const edit = await admin(t.http.put(`/api/admin/editar-operacion/${op._id}`)).send({ operacion: 'venta', propiedad: propiedad.id, oferente, receptor, montoDinero: 1 });
    expect(edit.status).toBe(409);
    expect(edit.body.code).toBe(ERROR_CODES.OPERATION_ANNULLED);
    const h = (await admin(t.http.get(`/api/admin/historial/operacion/${op._id}`))).body.data;
    expect(h[0]).toMatchObject({ accion: 'editar', cambios: expect.arrayContaining([{ campo: 'estado', antes: 'Vigente', despues: 'Anulada' }, { campo: 'motivoAnulacion', antes: null, despues: 'Se cayó la venta' }]) });
  });

  it("leaves an agent's annulled operation out of that agent's figures", async () => {
    const op = (await crear({ montoDinero: 1234, agente: agente.id })).body.data;
    const before = (await admin(t.http.get(`/api/admin/metricas?usuario=${agente.id}`))).body.data;
    await admin(t.http.post(`/api/admin/operacion/${op._id}/anular`)).send({ motivo: 'Duplicada' });
    const after = (await admin(t.http.get(`/api/admin/metricas?usuario=${agente.id}`))).body.data;
    expect(after.usuario.operacionesCerradas).toBe(before.usuario.operacionesCerradas - 1);
  });

  it('returns the listing to Disponible when its operation is annulled or moved to another property', async () => {
    const estado = async (id: string) => (await admin(t.http.get(`/api/user/propiedad/${id}`))).body.propiedad.estado;
    const casa = async (titulo: string) => (await admin(t.http.post('/api/admin/nueva-casa')).send({ titulo, operacion: 'venta', localidad: 'Lobos', habitaciones: 2 })).body.id;
    const a = await casa('Casa A que vuelve');
    const b = await casa('Casa B que se vende');
    const op = (await crear({ propiedad: a })).body.data;
    expect(await estado(a)).toBe('Vendida');
    // Corrected to the other listing: A is available again, B is sold.
    const moved = await admin(t.http.put(`/api/admin/editar-operacion/${op._id}`)).send({ operacion: 'venta', propiedad: b, oferente, receptor, montoDinero: 85000, moneda: 'USD', version: 1 });
    expect(moved.status).toBe(200);
    expect([await estado(a), await estado(b)]).toEqual(['Disponible', 'Vendida']);
    // Annulled: B is available again, with the reason in its history.
    await admin(t.http.post(`/api/admin/operacion/${op._id}/anular`)).send({ motivo: 'Se cayó la escritura' });
    expect(await estado(b)).toBe('Disponible');
    const h = (await admin(t.http.get(`/api/admin/historial/propiedad/${b}`))).body.data;
    expect(h[0].cambios).toEqual(expect.arrayContaining([{ campo: 'estado', antes: 'Vendida', despues: 'Disponible' }]));
    // Another operation that counts keeps a listing sold.
    const c = await casa('Casa C con dos ventas');
    const first = (await crear({ propiedad: c })).body.data;
    await crear({ propiedad: c });
    await admin(t.http.post(`/api/admin/operacion/${first._id}/anular`)).send({ motivo: 'Duplicada' });
    expect(await estado(c)).toBe('Vendida');
  });
});
