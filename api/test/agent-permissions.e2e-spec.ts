// Roles that fit the work: an agente creates listings and edits those assigned to them or that they created (every
// listing when the agency allows it), creates and edits clients and operations; sending a listing to the Papelera,
// bringing it back, assigning listings and the users stay the admins'. 'Mías' in the admin list: theirs.
import { ERROR_CODES, MENSAJES, MENSAJES_PERMISOS } from '@inmo/contracts';
import { bootApp, loginToken, staffUser, type TestApp } from './helpers.js';

describe("an agente's permissions", () => {
  let t: TestApp;
  let token: string;
  let agente: { id: string; token: string };
  let otro: { id: string; token: string };
  beforeAll(async () => {
    t = await bootApp({ seedDemo: false });
    token = await loginToken(t.http);
    agente = await staffUser(t, 'agente');
    otro = await staffUser(t, 'agente');
  });
  afterAll(async () => {
    await t?.close();
  });
  const as = (who: string) => (req: any) => req.set('auth-token', who);
  const casa = (tok: string, titulo: string) => as(tok)(t.http.post('/api/admin/nueva-casa')).send({ titulo, operacion: 'venta', localidad: 'Chivilcoy', habitaciones: 3 });
  const editar = (tok: string, id: string, titulo: string) => as(tok)(t.http.put(`/api/admin/editar-propiedad/${id}`)).send({ propiedad: { titulo } });
  const permisos = async (tok: string, id: string) => (await as(tok)(t.http.get(`/api/admin/propiedad/${id}/permisos`))).body.data;

  it('creates a listing and edits it; cannot edit one it neither created nor has assigned, until assigned', async () => {
    const mia = await casa(agente.token, 'Casa del agente');
    expect(mia.status).toBe(201);
    expect(await permisos(agente.token, mia.body.id)).toEqual({ editar: true, eliminar: false, asignadoA: null });
    expect((await editar(agente.token, mia.body.id, 'Casa del agente, corregida')).status).toBe(200);

    const ajena = (await casa(token, 'Casa de la oficina')).body.id;
    expect(await permisos(agente.token, ajena)).toMatchObject({ editar: false, eliminar: false });
    const refused = await editar(agente.token, ajena, 'No debería');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ success: false, error: MENSAJES_PERMISOS.editarPropiedad, code: ERROR_CODES.FORBIDDEN });
    const estado = await as(agente.token)(t.http.put(`/api/admin/estado-propiedad/${ajena}`)).send({ estado: 'Reservada', motivo: 'Seña' });
    expect(estado.status).toBe(403);
    // Another agente cannot edit this agente's listing either.
    expect((await editar(otro.token, mia.body.id, 'Tampoco')).status).toBe(403);
    // Assigned by an admin (an agente cannot assign), it is theirs to edit.
    expect((await as(agente.token)(t.http.put(`/api/admin/propiedad/${ajena}/asignar`)).send({ usuario: agente.id })).status).toBe(403);
    const asignada = await as(token)(t.http.put(`/api/admin/propiedad/${ajena}/asignar`)).send({ usuario: agente.id });
    expect(asignada.status).toBe(200);
    expect(asignada.body.data.asignadoA._id).toBe(agente.id);
    expect((await editar(agente.token, ajena, 'Casa de la oficina, asignada')).status).toBe(200);
    // The admin edits any.
    expect((await editar(token, mia.body.id, 'Casa revisada por la oficina')).status).toBe(200);
    expect(await permisos(token, mia.body.id)).toMatchObject({ editar: true, eliminar: true });
    // 'Mías' in the admin list: created or assigned.
    const mias = (await as(agente.token)(t.http.get('/api/admin/todas-propiedades?mias=1&page=1'))).body.casas.map((p: any) => p.titulo).sort();
    expect(mias).toEqual(['Casa de la oficina, asignada', 'Casa revisada por la oficina']);
    expect((await as(otro.token)(t.http.get('/api/admin/todas-propiedades?mias=1&page=1'))).body.casas).toEqual([]);
  });

  it('edits every listing when the agency allows it', async () => {
    const ajena = (await casa(token, 'Casa de todos')).body.id;
    expect((await editar(otro.token, ajena, 'Intento')).status).toBe(403);
    expect((await as(token)(t.http.put('/api/admin/inmobiliaria')).send({ agentesEditanTodas: true })).status).toBe(200);
    expect(await permisos(otro.token, ajena)).toMatchObject({ editar: true, eliminar: false });
    expect((await editar(otro.token, ajena, 'Casa de todos, editada')).status).toBe(200);
    await as(token)(t.http.put('/api/admin/inmobiliaria')).send({ agentesEditanTodas: false });
    expect((await editar(otro.token, ajena, 'Otra vez')).status).toBe(403);
  });

  it('cannot send a listing to the Papelera, bring it back, or manage users; works with clients and operations', async () => {
    const mia = (await casa(agente.token, 'Casa que no borra')).body.id;
    const del = await as(agente.token)(t.http.delete(`/api/admin/eliminar-propiedad/${mia}`));
    expect(del.status).toBe(403);
    expect(del.body).toEqual({ success: false, error: MENSAJES.prohibido, code: ERROR_CODES.FORBIDDEN });
    expect((await as(token)(t.http.delete(`/api/admin/eliminar-propiedad/${mia}`))).status).toBe(200);
    expect((await as(agente.token)(t.http.post(`/api/admin/restaurar-propiedad/${mia}`))).status).toBe(403);
    expect((await as(agente.token)(t.http.get('/api/admin/usuarios'))).status).toBe(403);
    expect((await as(agente.token)(t.http.post('/api/admin/nuevo-usuario')).send({ usuario: 'colado', nombre: 'Colado', rol: 'admin', contraseña: 'clave-temporal-2026x' })).status).toBe(403);

    const prop = (await casa(agente.token, 'Casa que vende el agente')).body.id;
    const cliente = async (nombre: string, dni: string) => (await as(agente.token)(t.http.post('/api/admin/nuevo-cliente')).send({ nombre, apellido: 'Agente', telefono: '2346 555140', dni })).body;
    const a = await cliente('Ana', '34111222');
    const b = await cliente('Bruno', '34111223');
    expect(a.success && b.success).toBe(true);
    const editado = await as(agente.token)(t.http.put(`/api/admin/editar-cliente/${a.data._id}`)).send({ ...a.data, profesion: 'Docente' });
    expect(editado.status).toBe(200);
    const op = await as(agente.token)(t.http.post('/api/admin/nueva-operacion')).send({ operacion: 'venta', propiedad: prop, oferente: a.data._id, receptor: b.data._id, montoDinero: 10, moneda: 'USD' });
    expect(op.status).toBe(201);
    expect(op.body.data.cerradaPor._id).toBe(agente.id);
    const corregida = await as(agente.token)(t.http.put(`/api/admin/editar-operacion/${op.body.data._id}`)).send({ operacion: 'venta', propiedad: prop, oferente: a.data._id, receptor: b.data._id, montoDinero: 100, moneda: 'USD', version: 1 });
    expect(corregida.status).toBe(200);
  });
});
