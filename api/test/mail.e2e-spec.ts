// Outgoing mail against a real SMTP server (smtp.ts, on a free port): an enquiry's notice arrives naming its listing
// (to the listing's agent, else the agency), a message written while the server is down goes out once it is back, a
// password link reaches the user, 'Correo saliente' lists, reads and resends, and without SMTP_URL nothing is lost.
import { Db } from '../src/database/db.service.js';
import { MailService } from '../src/mail/mail.service.js';
import { MailWorker } from '../src/mail/mail-worker.js';
import { bootApp, eventually, loginToken, staffUser, visitor, type TestApp } from './helpers.js';
import { startSmtp, type TestSmtp } from './smtp.js';

const AGENCIA = 'oficina@inmobiliaria-prueba.com.ar';

describe('outgoing mail through a real SMTP server', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await bootApp({ seedDemo: false, env: { SMTP_URL: smtp.url, MAIL_FROM: 'Inmobiliaria Prueba <avisos@inmobiliaria-prueba.com.ar>', MAIL_RETRY_BASE_MS: '200', MAIL_RETRY_MAX_MS: '400', MAIL_POLL_MS: '100', PUBLIC_URL: 'https://www.inmobiliaria-prueba.com.ar' } });
    admin = { 'auth-token': await loginToken(t.http) };
    const agency = await t.http.put('/api/admin/inmobiliaria').set(admin).send({ nombre: 'Inmobiliaria Prueba', email: AGENCIA, direccion: 'Av. Siempreviva 742', localidad: 'Chivilcoy', telefono: '2346 43-1234' });
    expect(agency.status).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  const nuevaCasa = async (titulo: string) => {
    const r = await t.http.post('/api/admin/nueva-casa').set(admin).send({ titulo, operacion: 'venta', localidad: 'Chivilcoy', habitaciones: 3, precio: { monto: 120000, moneda: 'USD' } });
    expect(r.status).toBe(201);
    return r.body.propiedad as { id: string; codigo: string };
  };
  const contacto = (nombre: string, propiedad?: string) =>
    t.http.post('/api/user/contacto').agent(visitor(nombre)).send({ nombre, email: 'visitante@example.com', telefono: '', asunto: 'Consulta', mensaje: '¿Sigue disponible?', ...(propiedad ? { propiedad } : {}) });

  it("sends a new enquiry's notice to the agency, naming the listing and linking to it in Consultas", async () => {
    const casa = await nuevaCasa('Casa con pileta en Chivilcoy');
    const before = smtp.received.length;
    expect((await contacto('Ana Mail', casa.id)).status).toBe(201);
    const [m] = (await smtp.waitFor(before + 1)).slice(before);
    expect(m).toBeDefined();
    expect(m!.to).toEqual([AGENCIA]);
    expect(m!.subject).toContain('Casa con pileta en Chivilcoy');
    expect(m!.text).toContain('Casa con pileta en Chivilcoy');
    expect(m!.text).toContain('Ana Mail');
    expect(m!.html).toContain('Casa con pileta en Chivilcoy');
    // The agency's name and footer, in both parts.
    expect(m!.text).toContain('Av. Siempreviva 742, Chivilcoy');
    expect(m!.html).toContain('Inmobiliaria Prueba');
    const enquiry = (await t.http.get('/api/admin/consultas').set(admin)).body.data.find((c: { nombre: string }) => c.nombre === 'Ana Mail');
    expect(m!.text).toContain(`/consultas?consulta=${enquiry._id}`);
    // A notice to staff is not a list: no List-Unsubscribe.
    expect(m!.headers.has('list-unsubscribe')).toBe(false);
    const list = (await t.http.get('/api/admin/correos').set(admin)).body;
    expect(list.data[0]).toMatchObject({ para: AGENCIA, estado: 'enviado', intentos: 1, asunto: m!.subject });
    expect(list.smtp).toBe(true);
  });

  it("sends it to the listing's agent when the listing is assigned to one with an e-mail", async () => {
    const agente = await staffUser(t, 'agente');
    await t.app.get(Db).execute(`UPDATE users SET mail = 'agente.mail@example.com' WHERE id = $1`, [agente.id]);
    const casa = await nuevaCasa('Casa del agente');
    expect((await t.http.put(`/api/admin/propiedad/${casa.id}/asignar`).set(admin).send({ usuario: agente.id })).status).toBe(200);
    const before = smtp.received.length;
    expect((await contacto('Beto Agente', casa.id)).status).toBe(201);
    const [m] = (await smtp.waitFor(before + 1)).slice(before);
    expect(m!.to).toEqual(['agente.mail@example.com']);
    expect(m!.subject).toContain('Casa del agente');
  });

  it('keeps a message written while the SMTP server is down and delivers it once the server is back', async () => {
    await smtp.stop();
    const before = smtp.received.length;
    expect((await contacto('Carla Caída')).status).toBe(201);
    // It is tried, fails, and waits with its error.
    expect(
      await eventually(async () => {
        const c = (await t.http.get('/api/admin/correos').set(admin)).body.data[0];
        return c.asunto.includes('Consulta') && c.estado === 'pendiente' && c.intentos >= 2 && typeof c.error === 'string';
      }, 10_000),
    ).toBe(true);
    expect(smtp.received.length).toBe(before);
    await smtp.start();
    const arrived = (await smtp.waitFor(before + 1)).slice(before);
    expect(arrived).toHaveLength(1);
    expect(arrived[0]!.text).toContain('Carla Caída');
    expect(await eventually(async () => (await t.http.get('/api/admin/correos').set(admin)).body.data[0].estado === 'enviado', 5000)).toBe(true);
  });

  it('mails a password reset link to the user, and still shows it to the admin', async () => {
    const agente = await staffUser(t, 'agente');
    await t.app.get(Db).execute(`UPDATE users SET mail = 'olvido@example.com' WHERE id = $1`, [agente.id]);
    const before = smtp.received.length;
    const r = await t.http.post(`/api/admin/usuarios/${agente.id}/restablecer`).set(admin);
    expect(r.status).toBe(200);
    expect(r.body.data.enlace).toMatch(/^\/login\?restablecer=/);
    expect(r.body.data.enviadoA).toBe('olvido@example.com');
    const [m] = (await smtp.waitFor(before + 1)).slice(before);
    expect(m!.to).toEqual(['olvido@example.com']);
    expect(m!.text).toContain(r.body.data.enlace);
    // A user without an e-mail gets the link shown only.
    const sinMail = await staffUser(t, 'agente');
    const r2 = await t.http.post(`/api/admin/usuarios/${sinMail.id}/restablecer`).set(admin);
    expect(r2.status).toBe(200);
    expect(r2.body.data.enviadoA).toBeUndefined();
  });

  it('puts List-Unsubscribe and List-Unsubscribe-Post on a message that is not a direct answer', async () => {
    const mail = t.app.get(MailService);
    const before = smtp.received.length;
    const { texto, html } = await mail.render({ titulo: 'Novedades', bloques: [{ parrafo: 'Hola' }], bajaUrl: 'http://localhost/baja/abc' });
    await mail.enqueue({ para: 'lista@example.com', asunto: 'Novedades', texto, html, bajaUrl: 'http://localhost/baja/abc' });
    const [m] = (await smtp.waitFor(before + 1)).slice(before);
    expect(m!.raw).toMatch(/^List-Unsubscribe: .*<http:\/\/localhost\/baja\/abc>/m);
    expect(m!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(m!.text).toContain('http://localhost/baja/abc');
  });

  it("reads one message in full and resends it; an agente may not see the outbox", async () => {
    const first = (await t.http.get('/api/admin/correos').set(admin)).body.data[0];
    const one = await t.http.get(`/api/admin/correo/${first._id}`).set(admin);
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ _id: first._id, para: first.para, estado: 'enviado' });
    expect(one.body.data.html).toContain('<html');
    expect(one.body.data.texto.length).toBeGreaterThan(0);
    const before = smtp.received.length;
    const again = await t.http.post(`/api/admin/correo/${first._id}/reenviar`).set(admin);
    expect(again.status).toBe(200);
    const [m] = (await smtp.waitFor(before + 1)).slice(before);
    expect(m!.subject).toBe(first.asunto);
    expect((await t.http.get('/api/admin/correo/00000000-0000-4000-8000-000000000000').set(admin)).status).toBe(404);
    expect((await t.http.get('/api/admin/correos?estado=otro').set(admin)).status).toBe(400);
    const agente = await staffUser(t, 'agente');
    expect((await t.http.get('/api/admin/correos').set({ 'auth-token': agente.token })).status).toBe(403);
  });

  it('sends each message once when two workers drain the outbox side by side (the claim, in one process)', async () => {
    const db = t.app.get(Db);
    const worker = t.app.get(MailWorker);
    const before = smtp.received.length;
    // Written straight to the table with a future time, then made due at once, so that the two drains below find them.
    await db.execute(
      `INSERT INTO mail_outbox (para, asunto, texto, html, proximo_intento)
       SELECT 'lote@example.com', 'Lote ' || g, 'texto', '<p>html</p>', now() + interval '1 hour' FROM generate_series(1, 12) g`,
    );
    await db.execute(`UPDATE mail_outbox SET proximo_intento = now() WHERE para = 'lote@example.com'`);
    await Promise.all([worker.drain(), worker.drain(), worker.drain()]);
    const arrived = (await smtp.waitFor(before + 12)).slice(before).filter((m) => m.to[0] === 'lote@example.com');
    expect(arrived.map((m) => m.subject).sort()).toEqual(Array.from({ length: 12 }, (_, i) => `Lote ${i + 1}`).sort());
  });
});

describe('outgoing mail without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApp({ seedDemo: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("keeps every message 'pendiente' in the outbox", async () => {
    const admin = { 'auth-token': await loginToken(t.http) };
    expect((await t.http.put('/api/admin/inmobiliaria').set(admin).send({ nombre: 'Sin servidor', email: AGENCIA })).status).toBe(200);
    expect((await t.http.post('/api/user/contacto').agent(visitor('sin-smtp')).send({ nombre: 'Dora Espera', email: 'dora@example.com', telefono: '', asunto: 'Hola', mensaje: 'Consulta' })).status).toBe(201);
    await new Promise((r) => setTimeout(r, 300));
    const list = (await t.http.get('/api/admin/correos').set(admin)).body;
    expect(list.smtp).toBe(false);
    expect(list.pendientes).toBe(1);
    expect(list.data).toEqual([expect.objectContaining({ para: AGENCIA, estado: 'pendiente', intentos: 0 })]);
  });
});
