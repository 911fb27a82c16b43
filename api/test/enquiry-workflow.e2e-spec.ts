// Consultas as a workflow: a reply sent from the inbox is logged (who, when, channel) and marks the enquiry answered;
// a client may be created without a DNI (an interested person) and keeps the enquiry's agent; the DNI is asked for,
// in Spanish, when that client enters an operation.
import { MENSAJES_OPERACION } from '@inmo/contracts';
import { bootApp, expectErrorShape, loginToken, staffUser, visitor, type TestApp } from './helpers.js';

describe('enquiries as a workflow, and clients without a DNI', () => {
  let t: TestApp;
  let token: string;
  let agente: { id: string; token: string; username: string };
  beforeAll(async () => {
    t = await bootApp({ seedDemo: false });
    token = await loginToken(t.http);
    agente = await staffUser(t, 'agente');
  });
  afterAll(async () => {
    await t?.close();
  });
  const admin = (req: any) => req.set('auth-token', token);
  const comoAgente = (req: any) => req.set('auth-token', agente.token);

  async function consulta(nombre: string): Promise<any> {
    const sent = await t.http.post('/api/user/contacto').agent(visitor(nombre)).send({ nombre, email: `${nombre.toLowerCase().replace(/\s/g, '.')}@correo.example`, telefono: '2346 555123', asunto: 'Busco alquilar', mensaje: 'Hola' });
    expect(sent.status).toBe(201);
    const list = await admin(t.http.get(`/api/admin/consultas?q=${encodeURIComponent(nombre)}`));
    return list.body.data[0];
  }

  it('logs a reply sent by WhatsApp or e-mail with who and when, and marks the enquiry answered', async () => {
    const c = await consulta('Ana Respuesta');
    expect(c).toMatchObject({ respondida: false, respuestas: [] });
    const r = await comoAgente(t.http.post(`/api/admin/consultas/${c._id}/respuesta`)).send({ canal: 'whatsapp' });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ respondida: true, leida: true, respuestas: [{ fecha: expect.any(String), usuario: { _id: agente.id, nombre: `Usuario ${agente.username}` }, canal: 'whatsapp' }] });
    expect(Date.now() - Date.parse(r.body.data.respuestas[0].fecha)).toBeLessThan(60_000);
    await admin(t.http.post(`/api/admin/consultas/${c._id}/respuesta`)).send({ canal: 'email' });
    const listed = (await admin(t.http.get(`/api/admin/consultas?estado=respondidas&q=${encodeURIComponent('Ana Respuesta')}`))).body.data;
    expect(listed).toHaveLength(1);
    expect(listed[0].respuestas.map((x: any) => [x.canal, x.usuario.nombre])).toEqual([['whatsapp', `Usuario ${agente.username}`], ['email', 'Administrador']]);
    // A second reply keeps the first answer's time.
    expect(listed[0].respondidaEn).toBe(r.body.data.respondidaEn);

    const bad = await admin(t.http.post(`/api/admin/consultas/${c._id}/respuesta`)).send({ canal: 'paloma' });
    expect(bad.status).toBe(400);
    expectErrorShape(bad.body);
    expect(bad.body.errors.canal).toBe('Indicá el canal de la respuesta (whatsapp o email)');
    expect((await admin(t.http.post('/api/admin/consultas/00000000-0000-4000-8000-000000000000/respuesta')).send({ canal: 'email' })).status).toBe(404);
  });

  it('creates a client without a DNI, assigned to the enquiry’s agent; a client with one still has it to themselves', async () => {
    const c = await consulta('Beto Interesado');
    await admin(t.http.put(`/api/admin/consultas/${c._id}/asignar`)).send({ usuario: agente.id });
    const created = await comoAgente(t.http.post('/api/admin/nuevo-cliente')).send({ nombre: 'Beto', apellido: 'Interesado', telefono: '2346 555123', mail: 'beto.interesado@correo.example', asignadoA: agente.id });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ dni: '', asignadoA: { _id: agente.id } });
    // Several clients may lack one; a DNI stays one client's.
    expect((await admin(t.http.post('/api/admin/nuevo-cliente')).send({ nombre: 'Otra', apellido: 'Sin DNI', telefono: '2346 555124', dni: '' })).status).toBe(201);
    expect((await admin(t.http.post('/api/admin/nuevo-cliente')).send({ nombre: 'Con', apellido: 'DNI', telefono: '2346 555125', dni: '31222333' })).status).toBe(201);
    const twin = await admin(t.http.post('/api/admin/nuevo-cliente')).send({ nombre: 'Mismo', apellido: 'DNI', telefono: '2346 555126', dni: '31.222.333' });
    expect(twin.status).toBe(409);
    expect((await admin(t.http.post('/api/admin/nuevo-cliente')).send({ nombre: 'Mal', apellido: 'DNI', telefono: '2346 555127', dni: '12' })).body.errors.dni).toBe('El DNI debe ser un número de 6 a 9 dígitos');
    // Found by name in the list like any client.
    const found = (await admin(t.http.get('/api/admin/clientes?q=interesado'))).body.data;
    expect(found.map((x: any) => x._id)).toContain(created.body.data._id);
  });

  it('asks for the DNI, in Spanish, when a client without one enters an operation', async () => {
    const prop = (await admin(t.http.post('/api/admin/nueva-casa')).send({ titulo: 'Casa para DNI', operacion: 'venta', localidad: 'Chivilcoy', habitaciones: 2 })).body.id;
    const vendedor = (await admin(t.http.post('/api/admin/nuevo-cliente')).send({ nombre: 'Vera', apellido: 'Vende', telefono: '2346 555130', dni: '32111222' })).body.data;
    const comprador = (await admin(t.http.post('/api/admin/nuevo-cliente')).send({ nombre: 'Ciro', apellido: 'Compra', telefono: '2346 555131' })).body.data;
    const op = { operacion: 'venta', propiedad: prop, oferente: vendedor._id, receptor: comprador._id, montoDinero: 1000, moneda: 'USD' };
    const refused = await admin(t.http.post('/api/admin/nueva-operacion')).send(op);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ receptor: MENSAJES_OPERACION.receptorSinDni });
    expect(refused.body.error).toBe(MENSAJES_OPERACION.receptorSinDni);
    expect((await admin(t.http.post('/api/admin/nueva-operacion')).send({ ...op, oferente: comprador._id, receptor: vendedor._id })).body.errors).toEqual({ oferente: MENSAJES_OPERACION.oferenteSinDni });
    expect((await admin(t.http.get('/api/admin/operaciones'))).body).toEqual([]);
    // With the DNI on the client's page, the operation goes through; an edit naming a party without one is refused.
    await admin(t.http.put(`/api/admin/editar-cliente/${comprador._id}`)).send({ ...comprador, dni: '33444555' });
    const ok = await admin(t.http.post('/api/admin/nueva-operacion')).send(op);
    expect(ok.status).toBe(201);
    const sinDni = (await admin(t.http.post('/api/admin/nuevo-cliente')).send({ nombre: 'Inés', apellido: 'Inquilina', telefono: '2346 555132' })).body.data;
    const edit = await admin(t.http.put(`/api/admin/editar-operacion/${ok.body.data._id}`)).send({ ...op, receptor: sinDni._id, version: 1 });
    expect(edit.status).toBe(400);
    expect(edit.body.errors.receptor).toBe(MENSAJES_OPERACION.receptorSinDni);
  });
});
