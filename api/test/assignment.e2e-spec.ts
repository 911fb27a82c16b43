// Assignment: enquiries and clients assigned to a member of staff ('Mis consultas', 'Mis
// clientes', asignadoA filters), operations that record who closed them, the team list for the pickers, and the
// dashboard and Reportes read per user.
import { randomBytes } from 'node:crypto';
import { ERROR_CODES, MENSAJES_ASIGNACION } from '@inmo/contracts';
import { hashPassword } from '../src/auth/passwords.js';
import { Db } from '../src/database/db.service.js';
import { bootApp, eventually, expectErrorShape, loginToken, type TestApp } from './helpers.js';

type Staff = { id: string; nombre: string; token: string };

describe('assignment to members of staff', () => {
  let t: TestApp;
  let db: Db;
  let admin: Staff;
  let ana: Staff;
  let beto: Staff;
  const as = (u: Staff, req: any) => req.set('auth-token', u.token);

  /** A member of staff created as the users table holds them, signed in through the login call. */
  async function staff(username: string, nombre: string, rol = 'agente'): Promise<Staff> {
    const password = `clave-${randomBytes(8).toString('hex')}`;
    const row = await db.one<{ id: string }>(
      `INSERT INTO users (username, password_hash, nombre, mail, rol) VALUES ($1, $2, $3, '', $4) RETURNING id`,
      [username, await hashPassword(password), nombre, rol],
    );
    const res = await t.http.post('/api/user/login').send({ usuario: username, contraseña: password });
    expect(res.status).toBe(200);
    return { id: row!.id, nombre, token: res.body.data.token };
  }

  async function consulta(nombre: string): Promise<string> {
    const row = await db.one<{ id: string }>(
      `INSERT INTO contact_enquiries (nombre, email, asunto, mensaje) VALUES ($1, 'alguien@correo.example', 'Consulta', 'Quisiera saber más.') RETURNING id`,
      [nombre],
    );
    return row!.id;
  }

  async function cliente(nombre: string, dni: string) {
    const res = await as(admin, t.http.post('/api/admin/nuevo-cliente')).send({ nombre, apellido: 'Asignado', dni, telefono: '2346 400100', mail: null });
    expect(res.status).toBe(201);
    return res.body.data;
  }

  beforeAll(async () => {
    t = await bootApp({ seedDemo: false });
    db = t.app.get(Db);
    const token = await loginToken(t.http);
    admin = { id: JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub, nombre: 'Administrador', token };
    ana = await staff('ana', 'Ana Gómez');
    beto = await staff('beto', 'Beto Ruiz');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the team for the pickers, by name, to every member of staff, with nothing but id and name', async () => {
    const res = await as(beto, t.http.get('/api/admin/equipo'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: [
        { _id: admin.id, nombre: 'Administrador' },
        { _id: ana.id, nombre: 'Ana Gómez' },
        { _id: beto.id, nombre: 'Beto Ruiz' },
      ],
    });
    expect((await t.http.get('/api/admin/equipo')).status).toBe(401);
  });

  it('assigns an enquiry, filters the inbox by assignee (mias=1 is the caller\'s), and unassigns it', async () => {
    const deAna = await consulta('Para Ana');
    const deBeto = await consulta('Para Beto');
    const libre = await consulta('Sin dueño');
    const asignar = (u: Staff, id: string, usuario: string | null) => as(u, t.http.put(`/api/admin/consultas/${id}/asignar`)).send({ usuario });

    const r = await asignar(ana, deAna, ana.id);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ _id: deAna, nombre: 'Para Ana', asignadoA: { _id: ana.id, nombre: 'Ana Gómez' } });
    expect((await asignar(ana, deBeto, beto.id)).body.data.asignadoA).toEqual({ _id: beto.id, nombre: 'Beto Ruiz' });

    const nombres = async (u: Staff, query: string) => {
      const res = await as(u, t.http.get(`/api/admin/consultas?${query}`));
      expect(res.status).toBe(200);
      return { nombres: res.body.data.map((c: { nombre: string }) => c.nombre).sort(), total: res.body.total };
    };
    expect(await nombres(ana, 'mias=1')).toEqual({ nombres: ['Para Ana'], total: 1 });
    expect(await nombres(beto, 'mias=1')).toEqual({ nombres: ['Para Beto'], total: 1 });
    expect(await nombres(admin, 'mias=1')).toEqual({ nombres: [], total: 0 });
    expect(await nombres(admin, `asignadoA=${beto.id}`)).toEqual({ nombres: ['Para Beto'], total: 1 });
    expect(await nombres(admin, 'asignadoA=ninguno')).toEqual({ nombres: ['Sin dueño'], total: 1 });
    // Combined with the other filters; every enquiry shows its assignee (or null).
    expect(await nombres(ana, 'mias=1&estado=respondidas')).toEqual({ nombres: [], total: 0 });
    const todas = (await as(admin, t.http.get('/api/admin/consultas'))).body.data as { _id: string; asignadoA: unknown }[];
    expect(todas.find((c) => c._id === libre)!.asignadoA).toBeNull();
    expect(todas.find((c) => c._id === deAna)!.asignadoA).toEqual({ _id: ana.id, nombre: 'Ana Gómez' });

    // Unassigned: Ana's list no longer has it. Marking it read keeps the assignee.
    expect((await asignar(ana, deBeto, null)).body.data.asignadoA).toBeNull();
    expect(await nombres(beto, 'mias=1')).toEqual({ nombres: [], total: 0 });
    const leida = await as(ana, t.http.patch(`/api/admin/consultas/${deAna}`)).send({ leida: true });
    expect(leida.body.data).toMatchObject({ leida: true, asignadoA: { _id: ana.id, nombre: 'Ana Gómez' } });
  });

  it('refuses an assignee that is no member of staff with a 400 in Spanish, and an enquiry that does not exist with a 404', async () => {
    const id = await consulta('Validaciones');
    const nadie = await as(admin, t.http.put(`/api/admin/consultas/${id}/asignar`)).send({ usuario: '7d2c1f0e-5b3a-4c9d-8e1f-0a2b3c4d5e6f' });
    expect(nadie.status).toBe(400);
    expect(nadie.body).toEqual({ success: false, error: MENSAJES_ASIGNACION.usuarioInexistente, code: ERROR_CODES.VALIDATION, errors: { usuario: MENSAJES_ASIGNACION.usuarioInexistente } });
    for (const body of [{ usuario: 'ana' }, { usuario: 42 }, {}]) {
      const bad = await as(admin, t.http.put(`/api/admin/consultas/${id}/asignar`)).send(body);
      expect(bad.status).toBe(400);
      expectErrorShape(bad.body);
      expect(bad.body.errors).toHaveProperty('usuario');
    }
    expect((await db.one<{ asignado_a: string | null }>(`SELECT asignado_a FROM contact_enquiries WHERE id = $1`, [id]))!.asignado_a).toBeNull();
    const missing = await as(admin, t.http.put(`/api/admin/consultas/7d2c1f0e-5b3a-4c9d-8e1f-0a2b3c4d5e6f/asignar`)).send({ usuario: ana.id });
    expect(missing.status).toBe(404);
    // A deactivated user leaves the pickers and takes no new work (what was theirs keeps their name).
    const ex = await staff('ex', 'Ex Empleado');
    await db.query(`UPDATE users SET activo = false WHERE id = $1`, [ex.id]);
    expect(await eventually(async () => !(await as(admin, t.http.get('/api/admin/equipo'))).body.data.some((u: { _id: string }) => u._id === ex.id))).toBe(true);
    const inactivo = await as(admin, t.http.put(`/api/admin/consultas/${id}/asignar`)).send({ usuario: ex.id });
    expect([inactivo.status, inactivo.body.error]).toEqual([400, MENSAJES_ASIGNACION.usuarioInexistente]);
    for (const q of ['asignadoA=ana', 'mias=si']) {
      const res = await as(admin, t.http.get(`/api/admin/consultas?${q}`));
      expect(res.status).toBe(400);
      expectErrorShape(res.body);
    }
  });

  it('assigns a client through its edit call (absent keeps it, null clears it) and filters Mis clientes', async () => {
    const c1 = await cliente('Carla', '40111001');
    const c2 = await cliente('Dario', '40111002');
    expect(c1.asignadoA).toBeNull();
    const editar = (u: Staff, c: { _id: string }, body: Record<string, unknown>) => as(u, t.http.put(`/api/admin/editar-cliente/${c._id}`)).send(body);

    const a = await editar(ana, c1, { ...c1, asignadoA: ana.id });
    expect(a.status).toBe(200);
    expect(a.body.data.asignadoA).toEqual({ _id: ana.id, nombre: 'Ana Gómez' });
    // A save without asignadoA (as a client of the old shape) keeps it.
    const kept = await editar(ana, c1, { nombre: 'Carla', apellido: 'Asignado', dni: '40111001', telefono: '2346 400100', profesion: 'Docente' });
    expect(kept.body.data).toMatchObject({ profesion: 'Docente', asignadoA: { _id: ana.id, nombre: 'Ana Gómez' } });
    expect((await editar(beto, c2, { ...c2, asignadoA: beto.id })).body.data.asignadoA).toEqual({ _id: beto.id, nombre: 'Beto Ruiz' });
    expect((await as(admin, t.http.get(`/api/admin/cliente/${c2._id}`))).body.data.asignadoA).toEqual({ _id: beto.id, nombre: 'Beto Ruiz' });

    const nombres = async (u: Staff, query: string) => (await as(u, t.http.get(`/api/admin/clientes?${query}`))).body.data.map((c: { nombre: string }) => c.nombre).sort();
    expect(await nombres(ana, 'mias=1')).toEqual(['Carla']);
    expect(await nombres(beto, 'mias=1&page=1')).toEqual(['Dario']);
    expect(await nombres(admin, `asignadoA=${ana.id}&q=carla`)).toEqual(['Carla']);
    const paged = await as(ana, t.http.get('/api/admin/clientes?mias=1&page=2&limit=1'));
    expect(paged.body).toMatchObject({ data: [], total: 1, pages: 1 });

    const unknown = await editar(admin, c2, { ...c2, asignadoA: '7d2c1f0e-5b3a-4c9d-8e1f-0a2b3c4d5e6f' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ success: false, error: MENSAJES_ASIGNACION.usuarioInexistente, errors: { asignadoA: MENSAJES_ASIGNACION.usuarioInexistente } });
    expect((await editar(admin, c2, { ...c2, asignadoA: 'beto' })).status).toBe(400);
    expect((await as(admin, t.http.get(`/api/admin/cliente/${c2._id}`))).body.data.asignadoA).toEqual({ _id: beto.id, nombre: 'Beto Ruiz' });

    const cleared = await editar(beto, c2, { ...c2, version: undefined, asignadoA: null });
    expect(cleared.body.data.asignadoA).toBeNull();
    expect(await nombres(beto, 'mias=1')).toEqual([]);
    expect(await nombres(admin, 'asignadoA=ninguno&q=dario')).toEqual(['Dario']);
    // The client's history says who assigned whom, and who cleared it.
    const historial = (await as(admin, t.http.get(`/api/admin/historial/cliente/${c2._id}`))).body.data;
    const asignaciones = historial.flatMap((h: { usuario: { nombre: string }; cambios: { campo: string; antes: unknown; despues: unknown }[] }) =>
      h.cambios.filter((c) => c.campo === 'asignadoA').map((c) => ({ por: h.usuario.nombre, antes: c.antes, despues: c.despues })),
    );
    expect(asignaciones).toEqual([
      { por: 'Beto Ruiz', antes: 'Beto Ruiz', despues: null },
      { por: 'Beto Ruiz', antes: null, despues: 'Beto Ruiz' },
    ]);
  });

  it('records who closed an operation, and reads the dashboard and Reportes per user', async () => {
    const casa = await as(admin, t.http.post('/api/admin/nueva-casa')).send({ titulo: 'Casa para asignar', operacion: 'venta', calle: 'Rivadavia', localidad: 'Chivilcoy', habitaciones: 2 });
    expect(casa.status).toBe(201);
    const o = await cliente('Ofelia', '40111010');
    const r = await cliente('Raul', '40111011');
    const operar = (u: Staff, monto: number) =>
      as(u, t.http.post('/api/admin/nueva-operacion')).send({ operacion: 'venta', propiedad: casa.body.id, oferente: o._id, receptor: r._id, montoDinero: monto, moneda: 'USD' });
    const op = await operar(ana, 1000);
    expect(op.status).toBe(201);
    expect(op.body.data.cerradaPor).toEqual({ _id: ana.id, nombre: 'Ana Gómez' });
    expect((await operar(ana, 2000)).status).toBe(201);
    expect((await operar(beto, 500)).body.data.cerradaPor).toEqual({ _id: beto.id, nombre: 'Beto Ruiz' });
    const lista = (await as(admin, t.http.get('/api/admin/operaciones'))).body as { cerradaPor: { nombre: string } | null }[];
    expect(lista.map((x) => x.cerradaPor?.nombre).sort()).toEqual(['Ana Gómez', 'Ana Gómez', 'Beto Ruiz']);
    expect((await as(admin, t.http.get(`/api/admin/operaciones?cerradaPor=${beto.id}&page=1`))).body.total).toBe(1);
    expect((await as(ana, t.http.get('/api/admin/operaciones?mias=1'))).body).toHaveLength(2);

    const metricas = async (usuario?: string) => {
      const res = await as(beto, t.http.get(`/api/admin/metricas${usuario ? `?usuario=${usuario}` : ''}`));
      expect(res.status).toBe(200);
      return res.body.data;
    };
    const todos = await metricas();
    const deAna = await metricas(ana.id);
    const deBeto = await metricas(beto.id);
    expect(todos.operaciones.total).toBe(3);
    expect(todos).not.toHaveProperty('usuario');
    expect(deAna.operaciones).toMatchObject({ total: 2, porTipo: { venta: 2, alquiler: 0 }, montosPorMoneda: { ventas: { USD: 3000 } } });
    expect(deBeto.operaciones).toMatchObject({ total: 1, montosPorMoneda: { ventas: { USD: 500 } } });
    expect(deAna.propiedades).toEqual(todos.propiedades);
    // Ana has one enquiry (assigned above, unanswered) and one client; Beto none of either now.
    expect(deAna.usuario).toEqual({ usuario: { _id: ana.id, nombre: 'Ana Gómez' }, operacionesCerradas: 2, consultasAsignadas: 1, consultasSinResponder: 1, clientesAsignados: 1 });
    expect(deBeto.usuario).toEqual({ usuario: { _id: beto.id, nombre: 'Beto Ruiz' }, operacionesCerradas: 1, consultasAsignadas: 0, consultasSinResponder: 0, clientesAsignados: 0 });
    // The assigned counts are current on the next read (those tables send no change notices).
    await as(beto, t.http.put(`/api/admin/consultas/${await consulta('Otra para Beto')}/asignar`)).send({ usuario: beto.id });
    expect((await metricas(beto.id)).usuario.consultasAsignadas).toBe(1);

    const reportes = async (usuario?: string) => {
      const res = await as(ana, t.http.get(`/api/admin/reportes?meses=2${usuario ? `&usuario=${usuario}` : ''}`));
      expect(res.status).toBe(200);
      return res.body.data;
    };
    const cantidad = (d: { operacionesPorMes: { cantidad: number }[] }) => d.operacionesPorMes.reduce((n, x) => n + x.cantidad, 0);
    const repTodos = await reportes();
    const repAna = await reportes(ana.id);
    const repBeto = await reportes(beto.id);
    expect([cantidad(repTodos), cantidad(repAna), cantidad(repBeto)]).toEqual([3, 2, 1]);
    expect(repAna.usuario).toEqual({ _id: ana.id, nombre: 'Ana Gómez' });
    expect(repTodos).not.toHaveProperty('usuario');
    expect(repAna.operacionesPorMes.map((x: { mes: string }) => x.mes)).toEqual(expect.arrayContaining(repTodos.operacionesPorMes.map((x: { mes: string }) => x.mes)));
    expect(repAna.propiedadesPorTipo).toEqual(repTodos.propiedadesPorTipo);

    for (const path of ['/api/admin/metricas', '/api/admin/reportes']) {
      const nadie = await as(admin, t.http.get(`${path}?usuario=7d2c1f0e-5b3a-4c9d-8e1f-0a2b3c4d5e6f`));
      expect(nadie.status).toBe(400);
      expect(nadie.body.error).toBe(MENSAJES_ASIGNACION.usuarioInexistente);
      const malo = await as(admin, t.http.get(`${path}?usuario=ana`));
      expect(malo.status).toBe(400);
      expectErrorShape(malo.body);
    }
  });
});
