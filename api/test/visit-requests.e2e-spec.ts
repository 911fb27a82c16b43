// A visitor's 'Pedir visita' as staff meet it: its enquiry's notice is mailed as any new enquiry's (to the listing's
// agent); confirming it on a call gives the visit an agent (its own, else the listing's, else whoever confirms) and
// leaves its enquiry answered and assigned.
import { HORARIO_VISITAS_INICIAL } from '@inmo/contracts';
import { Db } from '../src/database/db.service.js';
import { bootApp, loginToken, staffUser, visitor, type TestApp } from './helpers.js';

describe('visit requests reach and become staff work', () => {
  let t: TestApp;
  let token: string;
  let db: Db;
  let ana: { id: string; token: string };
  let beto: { id: string; token: string };
  const admin = (req: any) => req.set('auth-token', token);
  const casa = async (titulo: string, agente: string | null) => {
    const p = await admin(t.http.post('/api/admin/nueva-casa')).send({ titulo, operacion: 'venta', calle: 'Moreno', altura: 99, localidad: 'Chivilcoy', habitaciones: 2, precio: { monto: 90000, moneda: 'USD' } });
    expect(p.status).toBe(201);
    if (agente) expect((await admin(t.http.put(`/api/admin/propiedad/${p.body.id}/asignar`)).send({ usuario: agente })).status).toBe(200);
    return p.body.id as string;
  };
  /** Asks for the listing's first free turn as `quien`; the pending visit it made. */
  const pedir = async (propiedad: string, quien: string, telefono: string) => {
    const turno = (await t.http.get(`/api/user/propiedad/${propiedad}/turnos`)).body.data[0].inicio as string;
    const r = await t.http.post('/api/user/pedir-visita').agent(visitor(quien)).send({ propiedad, inicio: turno, nombre: quien, telefono, email: '' });
    expect(r.status).toBe(201);
    const dia = new Date(Date.parse(turno) - 3 * 3600_000).toISOString().slice(0, 10);
    const agenda = (await admin(t.http.get(`/api/admin/visitas?desde=${dia}&hasta=${dia}`))).body.data;
    return agenda.find((v: any) => v.visitante?.nombre === quien);
  };
  const confirmar = (v: any) => admin(t.http.put(`/api/admin/editar-visita/${v._id}`)).send({ estado: 'programada', version: v.version, confirmadoPorTelefono: true });
  const consulta = async (id: string) => (await admin(t.http.get('/api/admin/consultas?limit=100'))).body.data.find((c: any) => c._id === id);

  beforeAll(async () => {
    t = await bootApp({ seedDemo: false });
    token = await loginToken(t.http);
    db = t.app.get(Db);
    ana = await staffUser(t, 'agente');
    beto = await staffUser(t, 'agente');
    await db.execute(`UPDATE users SET mail = 'ana.agente@example.com' WHERE id = $1`, [ana.id]);
    expect((await admin(t.http.put('/api/admin/inmobiliaria')).send({ horarioVisitas: HORARIO_VISITAS_INICIAL })).status).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("mails the listing's agent a new enquiry's notice, and confirming keeps that agent and answers the enquiry", async () => {
    const id = await casa('Casa con agente para pedir visita', ana.id);
    const v = await pedir(id, 'Rosa Pedido', '02346 15-700001');
    expect(v).toMatchObject({ estado: 'pendiente', agente: { _id: ana.id } });
    const avisos = await db.query<{ para: string; asunto: string; texto: string }>(`SELECT para, asunto, texto FROM mail_outbox WHERE asunto LIKE 'Nueva consulta por Casa con agente para pedir visita%'`);
    expect(avisos).toHaveLength(1);
    expect(avisos[0]!.para).toBe('ana.agente@example.com');
    expect(avisos[0]!.texto).toContain('Rosa Pedido');
    expect(avisos[0]!.texto).toContain('Pedido de visita');
    expect(await consulta(v.consulta)).toMatchObject({ respondida: false, asignadoA: { _id: ana.id } });

    const ok = await confirmar(v);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ estado: 'programada', agente: { _id: ana.id } });
    expect(await consulta(v.consulta)).toMatchObject({ respondida: true, leida: true, asignadoA: { _id: ana.id } });
  });

  it('gives a request without an agent the listing’s agent of the moment it is confirmed, else whoever confirms it', async () => {
    const sinNadie = await casa('Casa sin agente para pedir visita', null);
    const v = await pedir(sinNadie, 'Hugo Pedido', '02346 15-700002');
    expect(v.agente).toBeNull();
    const me = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
    const ok = await confirmar(v);
    expect(ok.status).toBe(200);
    expect(ok.body.data.agente).toMatchObject({ _id: me });
    const c = await consulta(v.consulta);
    expect(c).toMatchObject({ respondida: true, asignadoA: { _id: ok.body.data.agente._id } });

    // Assigned to Beto after the request: Beto gets it.
    const luego = await casa('Casa asignada después del pedido', null);
    const w = await pedir(luego, 'Irma Pedido', '02346 15-700003');
    expect(w.agente).toBeNull();
    expect((await admin(t.http.put(`/api/admin/propiedad/${luego}/asignar`)).send({ usuario: beto.id })).status).toBe(200);
    const ok2 = await confirmar(w);
    expect(ok2.body.data).toMatchObject({ estado: 'programada', agente: { _id: beto.id } });
    expect(await consulta(w.consulta)).toMatchObject({ respondida: true, asignadoA: { _id: beto.id } });
    // The visit's history says who its agent became.
    const historial = (await admin(t.http.get(`/api/admin/historial/visita/${w._id}`))).body.data;
    expect(historial[0].cambios).toEqual(expect.arrayContaining([expect.objectContaining({ campo: 'agente', despues: expect.stringContaining('Usuario agente-') })]));
  });
});
