// Visits: staff book them (an agent's overlapping visit refused, by the API and by the table itself), read the
// agenda, record the outcome and download the calendar file (parsed back); visitors ask for one of a listing's free
// turns (only inside the agency's hours, a taken one refused, throttled, two waiting per phone or e-mail, expired after
// 48 h) and staff confirm it by phone; an agente changes only their own visits, each change in the visit's history; the
// owner's report behind its private link, made and revoked by whoever may edit the listing, and its 404 once revoked.
import ICAL from 'ical.js';
import { ERROR_CODES, HORARIO_VISITAS, HORARIO_VISITAS_INICIAL, MENSAJES_PERMISOS, MENSAJES_VISITA, textoHorarioVisitas } from '@inmo/contracts';
import { Db } from '../src/database/db.service.js';
import { bootApp, expectErrorShape, loginToken, staffUser, visitor, type TestApp } from './helpers.js';

/** Argentina's weekday (0 Sunday) and hour of an instant (UTC−3, no DST). */
const ar = (iso: string) => {
  const d = new Date(Date.parse(iso) - 3 * 3600_000);
  return { dia: d.getUTCDay(), hora: d.getUTCHours() + d.getUTCMinutes() / 60, fecha: d.toISOString().slice(0, 10) };
};

describe('visits', () => {
  let t: TestApp;
  let token: string;
  let ana: { id: string; token: string };
  let beto: { id: string; token: string };
  let casa: { id: string; codigo: string };
  let cliente: string;
  beforeAll(async () => {
    t = await bootApp({ seedDemo: false });
    token = await loginToken(t.http);
    ana = await staffUser(t, 'agente');
    beto = await staffUser(t, 'agente');
    const p = await admin(t.http.post('/api/admin/nueva-casa')).send({ titulo: 'Casa con visitas', operacion: 'venta', calle: 'Moreno', altura: 1234, localidad: 'Chivilcoy', habitaciones: 3, precio: { monto: 100000, moneda: 'USD' } });
    expect(p.status).toBe(201);
    casa = { id: p.body.id, codigo: (await t.http.get(`/api/user/propiedad/${p.body.id}`)).body.propiedad.codigo };
    expect(casa.codigo).toMatch(/^CA-\d+$/);
    expect((await admin(t.http.put(`/api/admin/propiedad/${casa.id}/asignar`)).send({ usuario: ana.id })).status).toBe(200);
    cliente = (await admin(t.http.post('/api/admin/nuevo-cliente')).send({ nombre: 'Vera', apellido: 'Paz', dni: '30999001', telefono: '02346 15-490001', mail: null })).body.data._id;
  });
  afterAll(async () => {
    await t?.close();
  });
  const admin = (req: any) => req.set('auth-token', token);
  const nueva = (inicio: string, agente: string, minutos = 60) => admin(t.http.post('/api/admin/nueva-visita')).send({ propiedad: casa.id, cliente, agente, inicio, minutos });

  it("books a visit, refuses the agent's overlapping one (409) but not an adjacent one or another agent's, and frees the hour when cancelled", async () => {
    const v = await nueva('2030-03-04T10:00', ana.id);
    expect(v.status).toBe(201);
    expect(v.body.data).toMatchObject({
      propiedad: { _id: casa.id, codigo: casa.codigo, titulo: 'Casa con visitas', direccion: 'Moreno 1234, Chivilcoy' },
      cliente: { _id: cliente, nombre: 'Vera', apellido: 'Paz' }, agente: { _id: ana.id }, visitante: null,
      inicio: '2030-03-04T13:00:00.000Z', fin: '2030-03-04T14:00:00.000Z', minutos: 60, estado: 'programada', version: 1,
    });
    const overlap = await nueva('2030-03-04T10:30:00-03:00', ana.id, 45);
    expect(overlap.status).toBe(409);
    expectErrorShape(overlap.body);
    expect(overlap.body).toMatchObject({ error: 'El agente ya tiene una visita en ese horario', code: ERROR_CODES.VISIT_OVERLAP });
    expect((await nueva('2030-03-04T09:30', ana.id)).status).toBe(409);
    expect((await nueva('2030-03-04T11:00', ana.id)).status).toBe(201);
    expect((await nueva('2030-03-04T10:00', beto.id)).status).toBe(201);
    // Staff book the visit for themselves when no agent is named.
    const propia = await admin(t.http.post('/api/admin/nueva-visita')).send({ propiedad: casa.id, cliente, inicio: '2030-03-05T10:00', minutos: 30 });
    expect(propia.status).toBe(201);
    expect(propia.body.data.agente).not.toBeNull();

    const cancel = await admin(t.http.put(`/api/admin/editar-visita/${v.body.data._id}`)).send({ estado: 'cancelada', version: 1 });
    expect(cancel.status).toBe(200);
    expect(cancel.body.data).toMatchObject({ estado: 'cancelada', version: 2 });
    const again = await nueva('2030-03-04T10:00', ana.id);
    expect(again.status).toBe(201);
    // Back to programada would overlap the new one.
    const back = await admin(t.http.put(`/api/admin/editar-visita/${v.body.data._id}`)).send({ estado: 'programada' });
    expect(back.status).toBe(409);
    expect(back.body.error).toBe(MENSAJES_VISITA.superpuesta);
  });

  it('holds the rule in the table itself: a direct insert of an overlapping visit is refused', async () => {
    const db = t.app.get(Db);
    const insert = (inicio: string, fin: string, estado = 'programada') =>
      db.execute(`INSERT INTO visits (propiedad_id, cliente_id, agente_id, inicio, fin, estado) VALUES ($1, $2, $3, $4, $5, $6)`, [casa.id, cliente, beto.id, inicio, fin, estado]);
    await insert('2031-01-10T12:00:00Z', '2031-01-10T13:00:00Z');
    await expect(insert('2031-01-10T12:59:00Z', '2031-01-10T13:30:00Z')).rejects.toMatchObject({ driverError: expect.objectContaining({ code: '23P01' }) });
    await expect(insert('2031-01-10T12:30:00Z', '2031-01-10T12:45:00Z', 'pendiente')).rejects.toBeTruthy();
    // Visits that no longer hold their hour do not collide.
    await insert('2031-01-10T12:30:00Z', '2031-01-10T12:45:00Z', 'realizada');
    await insert('2031-01-10T13:00:00Z', '2031-01-10T14:00:00Z');
  });

  it('checks the bodies in Spanish and reads the agenda by days and agent', async () => {
    const bad = await admin(t.http.post('/api/admin/nueva-visita')).send({ propiedad: 'x', cliente, inicio: 'mañana', minutos: 5 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ propiedad: 'Seleccione una propiedad', inicio: 'Indicá el día y la hora de la visita', minutos: expect.stringContaining('menor que 15') });
    const ghost = await admin(t.http.post('/api/admin/nueva-visita')).send({ propiedad: casa.id, cliente: '7d2c1f0e-5b3a-4c9d-8e1f-0a2b3c4d5e6f', inicio: '2030-05-01T10:00' });
    expect(ghost.body.errors).toEqual({ cliente: MENSAJES_VISITA.clienteInexistente });

    const dia = await admin(t.http.get('/api/admin/visitas?desde=2030-03-04&hasta=2030-03-04'));
    expect(dia.status).toBe(200);
    expect(dia.body.data.map((v: any) => `${v.inicio} ${v.agente._id === ana.id ? 'ana' : 'beto'} ${v.estado}`).sort()).toEqual([
      '2030-03-04T13:00:00.000Z ana cancelada',
      '2030-03-04T13:00:00.000Z ana programada',
      '2030-03-04T13:00:00.000Z beto programada',
      '2030-03-04T14:00:00.000Z ana programada',
    ]);
    const deBeto = await admin(t.http.get(`/api/admin/visitas?desde=2030-03-04&hasta=2030-03-10&agente=${beto.id}`));
    expect(deBeto.body.data).toHaveLength(1);
    // An Argentine day: 2030-03-04 23:30 in Buenos Aires is 02:30 UTC on the 5th, and still the 4th's.
    expect((await nueva('2030-03-04T23:30', beto.id, 15)).status).toBe(201);
    expect((await admin(t.http.get(`/api/admin/visitas?desde=2030-03-04&hasta=2030-03-04&agente=${beto.id}`))).body.data).toHaveLength(2);
    expect((await admin(t.http.get(`/api/admin/visitas?desde=2030-03-05&hasta=2030-03-05&agente=${beto.id}`))).body.data).toHaveLength(0);
    expect((await admin(t.http.get('/api/admin/visitas?desde=2030-03-05&hasta=2030-03-04'))).status).toBe(400);
    expect((await admin(t.http.get('/api/admin/visitas?desde=ayer'))).status).toBe(400);
    // An agent reads the agenda too.
    expect((await t.http.get('/api/admin/visitas').set('auth-token', ana.token)).status).toBe(200);
    expect((await t.http.get('/api/admin/visitas')).status).toBe(401);
  });

  it('records the outcome (interest 1–5) and refuses a stale version', async () => {
    const v = (await nueva('2030-04-01T15:00', beto.id)).body.data;
    const done = await admin(t.http.put(`/api/admin/editar-visita/${v._id}`)).send({ estado: 'realizada', resultado: 'Le gustó el patio; el precio le parece alto', interes: 4, version: 1 });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ estado: 'realizada', resultado: 'Le gustó el patio; el precio le parece alto', interes: 4, version: 2 });
    const stale = await admin(t.http.put(`/api/admin/editar-visita/${v._id}`)).send({ estado: 'ausente', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe(ERROR_CODES.VISIT_VERSION_CONFLICT);
    expect((await admin(t.http.put(`/api/admin/editar-visita/${v._id}`)).send({ estado: 'realizada', interes: 6 })).body.errors).toEqual({ interes: expect.stringContaining('Interés') });
    expect((await admin(t.http.put(`/api/admin/editar-visita/${v._id}`)).send({ estado: 'pendiente' })).status).toBe(400);
    expect((await admin(t.http.put('/api/admin/editar-visita/7d2c1f0e-5b3a-4c9d-8e1f-0a2b3c4d5e6f')).send({ estado: 'realizada' })).status).toBe(404);
    expect((await admin(t.http.get(`/api/admin/visita/${v._id}`))).body.data.version).toBe(2);
  });

  it('gives each visit a calendar file: one VEVENT at its instants, the address as LOCATION, the code in SUMMARY', async () => {
    const v = (await nueva('2030-06-03T16:30', ana.id, 45)).body.data;
    const res = await admin(t.http.get(`/api/admin/visita/${v._id}.ics`));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const comp = new ICAL.Component(ICAL.parse(res.text) as any[]);
    const events = comp.getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    const ev = new ICAL.Event(events[0]);
    expect(ev.startDate.toJSDate().toISOString()).toBe('2030-06-03T19:30:00.000Z');
    expect(ev.endDate.toJSDate().toISOString()).toBe('2030-06-03T20:15:00.000Z');
    expect(ev.location).toBe('Moreno 1234, Chivilcoy');
    expect(ev.summary).toContain(casa.codigo);
    expect(ev.uid).toContain(v._id);
    expect((await admin(t.http.get('/api/admin/visita/7d2c1f0e-5b3a-4c9d-8e1f-0a2b3c4d5e6f.ics'))).status).toBe(404);
    expect((await t.http.get(`/api/admin/visita/${v._id}.ics`)).status).toBe(401);
  });

  it("offers a listing's free turns only inside the agency's hours over the next 14 days, without the ones its agent has taken", async () => {
    const res = await t.http.get(`/api/user/propiedad/${casa.id}/turnos`);
    expect(res.status).toBe(200);
    const turnos: { inicio: string; fin: string }[] = res.body.data;
    expect(turnos.length).toBeGreaterThan(40);
    // Until the agency sets its own: lunes a viernes de 9 a 18, sábados de 9 a 13.
    const semana = (await t.http.get('/api/user/inmobiliaria')).body.data.horarioVisitas;
    expect(semana).toEqual(HORARIO_VISITAS_INICIAL);
    expect(textoHorarioVisitas(semana)).toBe('lunes a viernes de 9 a 18, sábado de 9 a 13');
    const now = Date.now();
    for (const x of turnos) {
      const { dia, hora } = ar(x.inicio);
      const horas = semana[dia];
      expect([x.inicio, !!horas && hora >= horas[0] && ar(x.fin).hora <= horas[1]]).toEqual([x.inicio, true]);
      expect(Date.parse(x.fin) - Date.parse(x.inicio)).toBe(HORARIO_VISITAS.turnoMinutos * 60_000);
      expect(Date.parse(x.inicio)).toBeGreaterThan(now);
      expect(Date.parse(x.inicio)).toBeLessThan(now + 15 * 86_400_000);
    }
    expect(turnos.some((x) => ar(x.inicio).dia === 0)).toBe(false);
    // Ana (the listing's agent) books a client at the fifth turn: it is no longer offered.
    const quinto = turnos[4]!;
    expect((await nueva(quinto.inicio, ana.id, 30)).status).toBe(201);
    const despues: string[] = (await t.http.get(`/api/user/propiedad/${casa.id}/turnos`)).body.data.map((x: any) => x.inicio);
    expect(despues).not.toContain(quinto.inicio);
    expect(despues).toContain(turnos[5]!.inicio);
    // From a later day: only from that day on.
    const tarde = ar(turnos[turnos.length - 1]!.inicio).fecha;
    const desde = (await t.http.get(`/api/user/propiedad/${casa.id}/turnos?desde=${tarde}`)).body.data;
    expect(desde.every((x: any) => ar(x.inicio).fecha === tarde)).toBe(true);
    expect((await t.http.get('/api/user/propiedad/7d2c1f0e-5b3a-4c9d-8e1f-0a2b3c4d5e6f/turnos')).status).toBe(404);
  });

  it("follows the agency's own hours for visits, set on its details (a bad one refused in Spanish)", async () => {
    const miercoles: (readonly [number, number] | null)[] = [null, null, null, [10, 12], null, null, null];
    const put = await admin(t.http.put('/api/admin/inmobiliaria')).send({ horarioVisitas: miercoles });
    expect(put.status).toBe(200);
    expect(put.body.data.horarioVisitas).toEqual(miercoles);
    expect(textoHorarioVisitas(put.body.data.horarioVisitas)).toBe('miércoles de 10 a 12');
    const turnos: { inicio: string }[] = (await t.http.get(`/api/user/propiedad/${casa.id}/turnos`)).body.data;
    expect(turnos.length).toBeGreaterThanOrEqual(2);
    expect(turnos.length).toBeLessThanOrEqual(4);
    expect(turnos.every((x) => ar(x.inicio).dia === 3 && [10, 11].includes(ar(x.inicio).hora))).toBe(true);
    const bad = await admin(t.http.put('/api/admin/inmobiliaria')).send({ horarioVisitas: [null, [18, 9], null, null, null, null, null] });
    expect(bad.status).toBe(400);
    expect(Object.values(bad.body.errors)).toContain('Indicá un horario de visitas válido (de 0 a 24 h, el cierre después de la apertura)');
    expect((await admin(t.http.put('/api/admin/inmobiliaria')).send({ horarioVisitas: [[9, 12]] })).status).toBe(400);
    // Back to the usual hours for the tests below.
    expect((await admin(t.http.put('/api/admin/inmobiliaria')).send({ horarioVisitas: HORARIO_VISITAS_INICIAL })).status).toBe(200);
  });

  it("turns a visitor's request into a pending visit and a Web enquiry; a taken turn is refused; staff confirm it", async () => {
    const turnos: { inicio: string }[] = (await t.http.get(`/api/user/propiedad/${casa.id}/turnos`)).body.data;
    const turno = turnos[0]!.inicio;
    const pedir = (quien: string, inicio: string) =>
      t.http.post('/api/user/pedir-visita').agent(visitor(quien)).send({ propiedad: casa.id, inicio, nombre: 'Lucía Gómez', telefono: '02346 15-555123', email: 'lucia@example.com' });
    const ok = await pedir('pedido-1', turno);
    expect(ok.status).toBe(201);
    expect(ok.body).toEqual({ success: true, message: MENSAJES_VISITA.pedidoEnviado });
    const taken = await pedir('pedido-2', turno);
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe(ERROR_CODES.VISIT_SLOT_TAKEN);
    expect((await t.http.get(`/api/user/propiedad/${casa.id}/turnos`)).body.data.map((x: any) => x.inicio)).not.toContain(turno);
    // Outside the agency's hours (a Sunday, or 3 a.m.), or not on a turn's start: refused.
    const noche = `${ar(turno).fecha}T03:00:00-03:00`;
    const fuera = await pedir('pedido-3', noche);
    expect(fuera.status).toBe(400);
    expect(fuera.body.errors).toEqual({ inicio: MENSAJES_VISITA.fueraDeHorario });
    expect((await pedir('pedido-3', new Date(Date.parse(turnos[1]!.inicio) + 10 * 60_000).toISOString())).status).toBe(400);
    expect((await t.http.post('/api/user/pedir-visita').agent(visitor('pedido-4')).send({ propiedad: casa.id, inicio: turnos[1]!.inicio, nombre: '', telefono: 'abc' })).body.errors).toMatchObject({
      nombre: 'Ingrese su nombre completo', telefono: 'Ingrese un teléfono válido',
    });

    const agenda = (await admin(t.http.get(`/api/admin/visitas?desde=${ar(turno).fecha}&hasta=${ar(turno).fecha}`))).body.data;
    const pedida = agenda.find((v: any) => v.estado === 'pendiente');
    expect(pedida).toMatchObject({ inicio: turno, cliente: null, visitante: { nombre: 'Lucía Gómez', telefono: '02346 15-555123', email: 'lucia@example.com' }, agente: { _id: ana.id } });
    const consultas = (await admin(t.http.get('/api/admin/consultas'))).body.data;
    const consulta = consultas.find((c: any) => c._id === pedida.consulta);
    expect(consulta).toMatchObject({ canal: 'Web', nombre: 'Lucía Gómez', asunto: 'Pedido de visita', propiedad: { _id: casa.id }, asignadoA: { _id: ana.id } });
    // Nothing is mailed to the address the visitor typed until staff confirm the request on a call.
    const db = t.app.get(Db);
    const confirmaciones = async () => (await db.query<{ para: string }>(`SELECT para FROM mail_outbox WHERE asunto LIKE 'Visita confirmada%' ORDER BY creado`)).map((m) => m.para);
    expect(await confirmaciones()).toEqual([]);
    // Staff see when it expires: 48 hours after it was made, or at its hour if sooner.
    expect(Math.abs(Date.parse(pedida.vence) - Math.min(Date.parse(pedida.inicio), Date.now() + 48 * 3600_000))).toBeLessThan(120_000);
    const sinLlamar = await admin(t.http.put(`/api/admin/editar-visita/${pedida._id}`)).send({ estado: 'programada', version: pedida.version });
    expect(sinLlamar.status).toBe(400);
    expectErrorShape(sinLlamar.body);
    expect(sinLlamar.body.errors).toEqual({ confirmadoPorTelefono: MENSAJES_VISITA.confirmarPorTelefono });
    expect(await confirmaciones()).toEqual([]);
    // Confirmed by phone, with the address the visitor gave on the call: the confirmation goes there, once.
    const confirm = await admin(t.http.put(`/api/admin/editar-visita/${pedida._id}`)).send({ estado: 'programada', version: pedida.version, confirmadoPorTelefono: true, email: 'lucia.gomez@example.com' });
    expect(confirm.status).toBe(200);
    expect(confirm.body.data).toMatchObject({ estado: 'programada', visitante: { email: 'lucia.gomez@example.com' }, vence: null });
    expect(await confirmaciones()).toEqual(['lucia.gomez@example.com']);
    const historial = (await admin(t.http.get(`/api/admin/historial/visita/${pedida._id}`))).body.data;
    expect(historial[0]).toMatchObject({ accion: 'editar', usuario: { nombre: expect.any(String) } });
    expect(historial[0].cambios).toEqual(expect.arrayContaining([
      { campo: 'estado', antes: 'Pendiente de confirmar', despues: 'Programada' },
      { campo: 'email', antes: 'lucia@example.com', despues: 'lucia.gomez@example.com' },
      { campo: 'confirmadoPorTelefono', antes: null, despues: true },
    ]));
    expect(historial[historial.length - 1]).toMatchObject({ accion: 'crear', usuario: { _id: null, nombre: 'Visitante (web)' } });
  });

  it('throttles visit requests per client as the contact form does', async () => {
    const turnos: { inicio: string }[] = (await t.http.get(`/api/user/propiedad/${casa.id}/turnos`)).body.data;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await t.http.post('/api/user/pedir-visita').agent(visitor('insistente')).send({ propiedad: casa.id, inicio: turnos[i]!.inicio, nombre: `Visitante ${i}`, telefono: `02346 15-55513${i}` });
      statuses.push(r.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    // Another client is not held back.
    expect((await t.http.post('/api/user/pedir-visita').agent(visitor('otra-persona')).send({ propiedad: casa.id, inicio: turnos[6]!.inicio, nombre: 'Otra', telefono: '02346 15-555125' })).status).toBe(201);
  });

  it('keeps at most two requests of one phone or e-mail waiting, from any address and however the number is written', async () => {
    const turnos: { inicio: string }[] = (await t.http.get(`/api/user/propiedad/${casa.id}/turnos`)).body.data;
    const pedir = (quien: string, i: number, telefono: string, email = '') =>
      t.http.post('/api/user/pedir-visita').agent(visitor(quien)).send({ propiedad: casa.id, inicio: turnos[i]!.inicio, nombre: 'Acaparador', telefono, email });
    expect((await pedir('acapara-1', 0, '02346 15-600100')).status).toBe(201);
    expect((await pedir('acapara-2', 1, '+54 9 2346 600100')).status).toBe(201);
    const tercero = await pedir('acapara-3', 2, '(02346) 15 600-100');
    expect(tercero.status).toBe(429);
    expectErrorShape(tercero.body);
    expect(tercero.body).toMatchObject({ error: MENSAJES_VISITA.pendientesMax, code: ERROR_CODES.VISIT_PENDING_LIMIT });
    // By e-mail too (any case), with other phones.
    expect((await pedir('acapara-4', 3, '02346 15-600201', 'mismo@example.com')).status).toBe(201);
    expect((await pedir('acapara-5', 4, '02346 15-600202', 'Mismo@Example.com')).status).toBe(201);
    expect((await pedir('acapara-6', 5, '02346 15-600203', 'mismo@example.com')).status).toBe(429);
    // The refused turns are still offered.
    const libres = (await t.http.get(`/api/user/propiedad/${casa.id}/turnos`)).body.data.map((x: any) => x.inicio);
    expect(libres).toEqual(expect.arrayContaining([turnos[2]!.inicio, turnos[5]!.inicio]));
    // Once staff cancel one, the phone may ask again.
    const db = t.app.get(Db);
    const uno = (await db.one<{ id: string }>(`SELECT id FROM visits WHERE visitante_telefono = '02346 15-600100'`))!.id;
    expect((await admin(t.http.put(`/api/admin/editar-visita/${uno}`)).send({ estado: 'cancelada' })).status).toBe(200);
    expect((await pedir('acapara-7', 2, '02346 15-600100')).status).toBe(201);
  });

  it('lets a request nobody confirmed expire after 48 hours: shown as vencida to staff, its turn free again for visitors and staff', async () => {
    const db = t.app.get(Db);
    const turnos: { inicio: string }[] = (await t.http.get(`/api/user/propiedad/${casa.id}/turnos`)).body.data;
    const turno = turnos[turnos.length - 1]!.inicio;
    expect((await t.http.post('/api/user/pedir-visita').agent(visitor('olvidado')).send({ propiedad: casa.id, inicio: turno, nombre: 'Olvidado', telefono: '02346 15-700700' })).status).toBe(201);
    const id = (await db.one<{ id: string }>(`SELECT id FROM visits WHERE visitante_telefono = '02346 15-700700'`))!.id;
    expect((await t.http.get(`/api/user/propiedad/${casa.id}/turnos`)).body.data.map((x: any) => x.inicio)).not.toContain(turno);
    // 47 hours on: still waiting.
    await db.execute(`UPDATE visits SET created_at = now() - interval '47 hours' WHERE id = $1`, [id]);
    expect((await t.http.get(`/api/user/propiedad/${casa.id}/turnos`)).body.data.map((x: any) => x.inicio)).not.toContain(turno);
    expect((await admin(t.http.get(`/api/admin/visita/${id}`))).body.data.estado).toBe('pendiente');
    // 48 hours and a minute: expired.
    await db.execute(`UPDATE visits SET created_at = now() - interval '48 hours 1 minute' WHERE id = $1`, [id]);
    expect((await t.http.get(`/api/user/propiedad/${casa.id}/turnos`)).body.data.map((x: any) => x.inicio)).toContain(turno);
    const dia = ar(turno).fecha;
    const agenda = (await admin(t.http.get(`/api/admin/visitas?desde=${dia}&hasta=${dia}`))).body.data;
    expect(agenda.find((v: any) => v._id === id)).toMatchObject({ estado: 'vencida', vence: null });
    const h = (await admin(t.http.get(`/api/admin/historial/visita/${id}`))).body.data;
    expect(h[0]).toMatchObject({ accion: 'editar', usuario: { _id: null, nombre: 'Sistema' }, cambios: [{ campo: 'estado', antes: 'Pendiente de confirmar', despues: 'Vencida sin confirmar' }] });
    // Staff book the listing's agent at that hour.
    expect((await nueva(turno, ana.id)).status).toBe(201);
    // The phone may ask again.
    expect((await t.http.post('/api/user/pedir-visita').agent(visitor('olvidado-2')).send({ propiedad: casa.id, inicio: turnos[turnos.length - 2]!.inicio, nombre: 'Olvidado', telefono: '02346 15-700700' })).status).toBe(201);
  });

  it("lets an agente change only their own visits (403 in Spanish otherwise), an admin any, and keeps every change in the visit's history", async () => {
    const v = (await nueva('2030-07-01T10:00', ana.id)).body.data;
    const deBeto = await t.http.put(`/api/admin/editar-visita/${v._id}`).set('auth-token', beto.token).send({ estado: 'realizada', resultado: 'Nota ajena', interes: 1 });
    expect(deBeto.status).toBe(403);
    expect(deBeto.body).toEqual({ success: false, error: MENSAJES_VISITA.soloPropias, code: ERROR_CODES.FORBIDDEN });
    expect((await admin(t.http.get(`/api/admin/visita/${v._id}`))).body.data).toMatchObject({ estado: 'programada', resultado: null, version: 1 });
    const deAna = await t.http.put(`/api/admin/editar-visita/${v._id}`).set('auth-token', ana.token).send({ estado: 'ausente', resultado: 'No vino' });
    expect(deAna.status).toBe(200);
    expect((await admin(t.http.put(`/api/admin/editar-visita/${v._id}`)).send({ estado: 'ausente', resultado: 'No vino; llamó para reprogramar' })).status).toBe(200);
    const h = await t.http.get(`/api/admin/historial/visita/${v._id}`).set('auth-token', beto.token);
    expect(h.status).toBe(200);
    const [porAdmin, porAna, creada] = h.body.data;
    expect(h.body.data).toHaveLength(3);
    expect(porAdmin.cambios).toEqual([{ campo: 'resultado', antes: 'No vino', despues: 'No vino; llamó para reprogramar' }]);
    expect(porAna).toMatchObject({ usuario: { _id: ana.id } });
    expect(porAna.cambios).toEqual([
      { campo: 'estado', antes: 'Programada', despues: 'Ausente' },
      { campo: 'resultado', antes: null, despues: 'No vino' },
    ]);
    // Its listing, client and agent by name, never by id.
    expect(creada.accion).toBe('crear');
    expect(creada.cambios).toEqual(expect.arrayContaining([
      { campo: 'propiedad', antes: null, despues: `Casa con visitas (${casa.codigo})` },
      { campo: 'cliente', antes: null, despues: 'Vera Paz' },
      { campo: 'agente', antes: null, despues: expect.not.stringMatching(/^[0-9a-f-]{36}$/) },
    ]));
    expect((await admin(t.http.get('/api/admin/historial/visita/x'))).status).toBe(400);
  });

  it("makes, renews and revokes the owner's report link only for whoever may edit the listing, each in the listing's history", async () => {
    const deBeto = await t.http.post(`/api/admin/propiedad/${casa.id}/enlace-informe`).set('auth-token', beto.token);
    expect(deBeto.status).toBe(403);
    expect(deBeto.body).toEqual({ success: false, error: MENSAJES_PERMISOS.editarPropiedad, code: ERROR_CODES.FORBIDDEN });
    const hecho = await t.http.post(`/api/admin/propiedad/${casa.id}/enlace-informe`).set('auth-token', ana.token);
    expect(hecho.status).toBe(201);
    const secreto = hecho.body.data.url.split('/informe-propietario/')[1];
    // Beto can neither renew nor revoke it: the owner's link keeps working.
    expect((await t.http.post(`/api/admin/propiedad/${casa.id}/enlace-informe`).set('auth-token', beto.token)).status).toBe(403);
    expect((await t.http.delete(`/api/admin/propiedad/${casa.id}/enlace-informe`).set('auth-token', beto.token)).status).toBe(403);
    expect((await t.http.get(`/api/user/informe-propietario/${secreto}`)).status).toBe(200);
    expect((await admin(t.http.post(`/api/admin/propiedad/${casa.id}/enlace-informe`))).status).toBe(201);
    expect((await t.http.delete(`/api/admin/propiedad/${casa.id}/enlace-informe`).set('auth-token', ana.token)).status).toBe(200);
    const h = (await admin(t.http.get(`/api/admin/historial/propiedad/${casa.id}`))).body.data;
    const enlace = h.filter((e: any) => e.cambios.some((c: any) => c.campo === 'enlaceInforme')).slice(0, 3);
    expect(enlace.map((e: any) => [e.usuario._id, e.cambios[0].antes, e.cambios[0].despues])).toEqual([
      [ana.id, 'Activo', 'Revocado'],
      [expect.any(String), 'Activo', 'Renovado (el anterior dejó de funcionar)'],
      [ana.id, expect.stringMatching(/^(Sin enlace|Activo)$/), expect.stringMatching(/^(Creado|Renovado)/)],
    ]);
    expect(enlace[1].usuario._id).not.toBe(ana.id);
  });

  it("gives the owner a private report (enquiries and visits by month, what visitors said, portals, price history) and a 404 once revoked", async () => {
    expect((await admin(t.http.put(`/api/admin/editar-propiedad/${casa.id}`)).send({ propiedad: { precio: { monto: 95000, moneda: 'USD' } } })).status).toBe(200);
    const link = await admin(t.http.post(`/api/admin/propiedad/${casa.id}/enlace-informe`));
    expect(link.status).toBe(201);
    const url: string = link.body.data.url;
    const secreto = url.split('/informe-propietario/')[1]!;
    expect(secreto.length).toBeGreaterThanOrEqual(40);
    const res = await t.http.get(`/api/user/informe-propietario/${secreto}`);
    expect(res.status).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const d = res.body.data;
    expect(d.propiedad).toMatchObject({ codigo: casa.codigo, titulo: 'Casa con visitas', direccion: 'Moreno 1234, Chivilcoy', precio: 95000, moneda: 'USD' });
    // The outcome recorded above, and the one written straight into the table.
    expect(d.totales.realizadas).toBe(2);
    expect(d.totales.consultas).toBeGreaterThanOrEqual(7);
    expect(d.comentarios).toEqual([{ fecha: '2030-04-01', interes: 4, resultado: 'Le gustó el patio; el precio le parece alto' }]);
    expect(d.porMes).toEqual(expect.arrayContaining([{ mes: '2030-04', consultas: 0, visitas: 1 }]));
    expect(d.historialPrecio.map((h: any) => h.precio)).toContain(95000);
    expect(JSON.stringify(d)).not.toContain('Lucía');
    // A new link replaces the old one; revoking ends it.
    const second = (await admin(t.http.post(`/api/admin/propiedad/${casa.id}/enlace-informe`))).body.data.url.split('/informe-propietario/')[1];
    expect((await t.http.get(`/api/user/informe-propietario/${secreto}`)).status).toBe(404);
    expect((await t.http.get(`/api/user/informe-propietario/${second}`)).status).toBe(200);
    expect((await admin(t.http.delete(`/api/admin/propiedad/${casa.id}/enlace-informe`))).status).toBe(200);
    const gone = await t.http.get(`/api/user/informe-propietario/${second}`);
    expect(gone.status).toBe(404);
    expectErrorShape(gone.body);
    expect((await t.http.post(`/api/admin/propiedad/${casa.id}/enlace-informe`)).status).toBe(401);
  });
});
