// The mail the rental accounts and the visits send, against a real SMTP server (smtp.ts): a recorded payment's receipt
// reaches the tenant with its PDF (read with pdftotext), a paid settlement reaches the owner with its PDF, a booked or
// confirmed visit reaches the client (or the visitor who asked) with its calendar file; a visitor's request sends
// nothing until staff confirm it, and a client without e-mail is sent nothing.
import { formatPeriodo } from '@inmo/contracts';
import { hoyArgentina, monthStart } from '../src/rentals/schedule.js';
import { staffUser, visitor, pdfText, type TestApp } from './helpers.js';
import { bootMailingAgency } from './mailing-agency.js';
import type { TestSmtp } from './smtp.js';


describe('mail of the rental accounts and the visits', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let token: string;
  const admin = (req: any) => req.set('auth-token', token);
  const hoy = hoyArgentina();
  const inicio = monthStart(hoy, -2);

  const outbox = async (): Promise<{ para: string; asunto: string }[]> => (await admin(t.http.get('/api/admin/correos'))).body.data;
  const cliente = async (nombre: string, apellido: string, dni: string, mail: string | null) =>
    (await admin(t.http.post('/api/admin/nuevo-cliente')).send({ nombre, apellido, dni, telefono: `02346 15-4${dni.slice(-5)}`, mail })).body.data._id as string;
  const casa = async (titulo: string, operacion: string, altura: number) =>
    (await admin(t.http.post('/api/admin/nueva-casa')).send({ titulo, operacion, localidad: 'Chivilcoy', calle: 'Moreno', altura, habitaciones: 2, precio: { monto: 100000, moneda: 'ARS' } })).body.id as string;
  const contrato = async (propietario: string, inquilino: string, altura: number) => {
    const c = await admin(t.http.post('/api/admin/nuevo-contrato')).send({
      propiedad: await casa(`Casa en alquiler ${altura}`, 'alquiler', altura), propietario, inquilino, inicio, meses: 24, moneda: 'ARS', montoInicial: 100000,
      ajuste: { indice: 'NINGUNO' }, punitorioDiario: 0.5, comisionAdministracion: 8,
    });
    expect(c.status).toBe(201);
    return c.body.data._id as string;
  };

  beforeAll(async () => {
    ({ t, smtp, token } = await bootMailingAgency());
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it("e-mails a recorded payment's receipt to the tenant and a paid settlement to the owner, each with its PDF", async () => {
    const propietario = await cliente('Olga', 'Paz', '31777001', 'olga.paz@example.com');
    const inquilino = await cliente('Iván', 'Sosa', '31777002', 'ivan.sosa@example.com');
    const id = await contrato(propietario, inquilino, 321);
    const antes = smtp.received.length;
    const pago = await admin(t.http.post(`/api/admin/contrato/${id}/pagos`)).send({ fecha: `${inicio.slice(0, 7)}-05`, monto: 100000, medio: 'transferencia' });
    expect(pago.status).toBe(201);
    const numero = pago.body.data.recibo.numero as number;
    expect(pago.body.data.recibo).toMatchObject({ numero, url: `/api/admin/recibo/${pago.body.data._id}.pdf`, enviadoA: 'ivan.sosa@example.com' });

    const m = await smtp.next('ivan.sosa@example.com', antes);
    expect(m).toBeDefined();
    expect(m!.subject).toBe(`Recibo N.º ${numero} · Inmobiliaria Moreno`);
    expect(m!.text).toContain(`te enviamos adjunto el recibo N.º ${numero}`);
    expect(m!.headers.has('list-unsubscribe')).toBe(false);
    expect(m!.attachments).toHaveLength(1);
    expect(m!.attachments[0]).toMatchObject({ contentType: 'application/pdf', filename: `recibo-${numero}.pdf` });
    const texto = pdfText(m!.attachments[0]!.content);
    expect(texto).toContain('Iván Sosa');
    expect(texto).toContain('Son pesos');
    expect(texto).toContain(`${numero}`);

    // The owner's settlement of that month, marked paid: its PDF to the owner (a draft sends nothing).
    const periodo = inicio.slice(0, 7);
    const liq = await admin(t.http.post('/api/admin/nueva-liquidacion')).send({ propietario, periodo });
    expect(liq.status).toBe(201);
    expect((await outbox()).some((c) => c.para === 'olga.paz@example.com')).toBe(false);
    const antesLiq = smtp.received.length;
    expect((await admin(t.http.post(`/api/admin/liquidacion/${liq.body.data._id}/pagar`))).status).toBe(200);
    const l = await smtp.next('olga.paz@example.com', antesLiq);
    expect(l).toBeDefined();
    expect(l!.subject).toBe(`Liquidación de ${formatPeriodo(periodo)} · Inmobiliaria Moreno`);
    expect(l!.attachments[0]).toMatchObject({ contentType: 'application/pdf' });
    const liqTexto = pdfText(l!.attachments[0]!.content);
    expect(liqTexto).toContain('Olga Paz');
    expect(liqTexto).toContain('Iván Sosa');
  });

  it('sends nothing for a tenant or an owner without e-mail', async () => {
    const propietario = await cliente('Raúl', 'Vega', '31777003', null);
    const inquilino = await cliente('Nora', 'Díaz', '31777004', null);
    const id = await contrato(propietario, inquilino, 455);
    const antes = (await outbox()).length;
    const pago = await admin(t.http.post(`/api/admin/contrato/${id}/pagos`)).send({ fecha: `${inicio.slice(0, 7)}-05`, monto: 100000, medio: 'efectivo' });
    expect(pago.status).toBe(201);
    expect(pago.body.data.recibo.enviadoA).toBeNull();
    const liq = await admin(t.http.post('/api/admin/nueva-liquidacion')).send({ propietario, periodo: inicio.slice(0, 7) });
    expect((await admin(t.http.post(`/api/admin/liquidacion/${liq.body.data._id}/pagar`))).status).toBe(200);
    expect((await outbox()).length).toBe(antes);
  });

  it("e-mails a booked visit's confirmation to the client with its calendar file; none to a client without e-mail", async () => {
    const ana = await staffUser(t, 'agente');
    const propiedad = await casa('Casa con visitas', 'venta', 1234);
    const vera = await cliente('Vera', 'Paz', '31777005', 'vera.paz@example.com');
    const antes = smtp.received.length;
    const v = await admin(t.http.post('/api/admin/nueva-visita')).send({ propiedad, cliente: vera, agente: ana.id, inicio: '2030-03-04T10:00', minutos: 45 });
    expect(v.status).toBe(201);
    const m = await smtp.next('vera.paz@example.com', antes);
    expect(m).toBeDefined();
    expect(m!.subject).toBe(`Visita confirmada: Casa con visitas (${v.body.data.propiedad.codigo})`);
    expect(m!.text).toContain('Moreno 1234, Chivilcoy');
    expect(m!.headers.has('list-unsubscribe')).toBe(false);
    const ics = m!.attachments.find((a) => a.contentType.startsWith('text/calendar'));
    expect(ics).toBeDefined();
    const cal = ics!.content.toString('utf8').replace(/\r?\n[ \t]/g, '');
    expect(cal.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(cal).toMatch(/LOCATION:Moreno 1234\\, Chivilcoy/);
    expect(cal).toContain('DTSTART:20300304T130000Z');
    expect(cal).toContain('DTEND:20300304T134500Z');

    const sinMail = await cliente('Tito', 'Ruiz', '31777006', null);
    const enCola = (await outbox()).length;
    expect((await admin(t.http.post('/api/admin/nueva-visita')).send({ propiedad, cliente: sinMail, agente: ana.id, inicio: '2030-03-05T10:00', minutos: 30 })).status).toBe(201);
    expect((await outbox()).length).toBe(enCola);
  });

  it("sends a visitor's request nothing until staff confirm it by phone; then the visitor gets the confirmation", async () => {
    const propiedad = await casa('Casa para pedir visita', 'venta', 777);
    const turnos: { inicio: string }[] = (await t.http.get(`/api/user/propiedad/${propiedad}/turnos`)).body.data;
    const turno = turnos[0]!.inicio;
    const pedido = await t.http.post('/api/user/pedir-visita').agent(visitor('correo-visita')).send({ propiedad, inicio: turno, nombre: 'Lucía Gómez', telefono: '02346 15-555123', email: 'lucia@example.com' });
    expect(pedido.status).toBe(201);
    expect((await outbox()).some((c) => c.para === 'lucia@example.com')).toBe(false);

    const fecha = new Date(Date.parse(turno) - 3 * 3600_000).toISOString().slice(0, 10);
    const agenda = (await admin(t.http.get(`/api/admin/visitas?desde=${fecha}&hasta=${fecha}`))).body.data;
    const pedida = agenda.find((x: any) => x.estado === 'pendiente' && x.propiedad._id === propiedad);
    const antes = smtp.received.length;
    // Not confirmed on a call: refused, nothing sent.
    expect((await admin(t.http.put(`/api/admin/editar-visita/${pedida._id}`)).send({ estado: 'programada', version: pedida.version })).status).toBe(400);
    expect((await outbox()).some((c) => c.para === 'lucia@example.com')).toBe(false);
    const ok = await admin(t.http.put(`/api/admin/editar-visita/${pedida._id}`)).send({ estado: 'programada', version: pedida.version, confirmadoPorTelefono: true });
    expect(ok.status).toBe(200);
    const m = await smtp.next('lucia@example.com', antes);
    expect(m).toBeDefined();
    expect(m!.text).toContain('Hola Lucía Gómez');
    expect(m!.text).toContain('Moreno 777, Chivilcoy');
    const ics = m!.attachments.find((a) => a.contentType.startsWith('text/calendar'));
    expect(ics!.content.toString('utf8').replace(/\r?\n[ \t]/g, '')).toMatch(/LOCATION:Moreno 777\\, Chivilcoy/);
    // Marking it 'realizada' later sends nothing more.
    const enCola = (await outbox()).length;
    expect((await admin(t.http.put(`/api/admin/editar-visita/${pedida._id}`)).send({ estado: 'realizada' })).status).toBe(200);
    expect((await outbox()).length).toBe(enCola);
  });
});
