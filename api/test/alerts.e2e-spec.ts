// E-mail alerts against a real SMTP server: a client with an e-mail and alertas gets, soon after, a mail naming a new
// listing that fits its search (with its 'Mi búsqueda' link and a one-click unsubscribe); a second one the same day
// waits and comes gathered the next day, with a price drop; after the unsubscribe nothing more arrives. Alerts need an
// e-mail, and a client without alertas gets none.
import { Db } from '../src/database/db.service.js';
import { AlertsService } from '../src/alerts/alerts.service.js';
import { bootApp, loginToken, type TestApp } from './helpers.js';
import { startSmtp, type TestSmtp } from './smtp.js';

describe('e-mail alerts of listings that fit a search', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let admin: Record<string, string>;
  let dni = 40_100_000;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await bootApp({ seedDemo: false, env: { SMTP_URL: smtp.url, MAIL_POLL_MS: '100', ALERTS_POLL_MS: '200', PUBLIC_URL: 'https://www.inmobiliaria-prueba.com.ar' } });
    admin = { 'auth-token': await loginToken(t.http) };
    expect((await t.http.put('/api/admin/inmobiliaria').set(admin).send({ nombre: 'Inmobiliaria Prueba', email: 'oficina@example.com' })).status).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  const cliente = async (nombre: string, mail: string | null, alertas: boolean) => {
    const r = await t.http.post('/api/admin/nuevo-cliente').set(admin).send({
      nombre, apellido: 'Alertas', dni: String(++dni), telefono: '2346 45-1111', mail, alertas,
      preferenciasBusqueda: [{ tipoPropiedad: 'Casa', tipoOperacion: 'Compra', presupuesto: 150000, moneda: 'USD', localidades: ['Suipacha'] }],
    });
    return r;
  };
  const casa = async (titulo: string, monto: number, localidad = 'Suipacha') => {
    const r = await t.http.post('/api/admin/nueva-casa').set(admin).send({ titulo, operacion: 'venta', localidad, habitaciones: 2, visible: true, precio: { monto, moneda: 'USD', visible: true } });
    expect(r.status).toBe(201);
    return r.body.propiedad as { id: string; version: number };
  };
  /** Every event so far read, and every due alert written and sent. */
  const settle = async () => {
    const alerts = t.app.get(AlertsService);
    await alerts.kick();
    await alerts.kick();
  };
  const mailsTo = (to: string) => smtp.received.filter((m) => m.to.includes(to));

  it('refuses alerts for a client without an e-mail', async () => {
    const r = await cliente('Sin Mail', null, true);
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('Para recibir alertas el cliente necesita un email');
  });

  it('mails a new fitting listing, then gathers the rest into the next day, with a price drop, and stops after the unsubscribe', async () => {
    const ana = await cliente('Ana', 'ana.alertas@example.com', true);
    expect(ana.status).toBe(201);
    expect(ana.body.data.alertas).toBe(true);
    const sinAlertas = await cliente('Beto', 'beto.alertas@example.com', false);
    expect(sinAlertas.status).toBe(201);

    // A listing that fits arrives by itself (the change notice wakes the alerts); one elsewhere does not count.
    await casa('Casa fuera de la zona', 100000, 'Lobos');
    await casa('Casa con quincho en Suipacha', 120000);
    const arrived = await smtp.waitFor(1);
    const first = arrived.find((m) => m.to.includes('ana.alertas@example.com'))!;
    expect(first).toBeDefined();
    expect(first.subject).toContain('Casa con quincho en Suipacha');
    expect(first.text).toContain('Casa con quincho en Suipacha');
    expect(first.text).not.toContain('fuera de la zona');
    const busqueda = /https:\/\/www\.inmobiliaria-prueba\.com\.ar\/mi-busqueda\/([A-Za-z0-9_-]+)/.exec(first.text)?.[1];
    expect(busqueda).toBeDefined();
    const baja = /^List-Unsubscribe: .*<https:\/\/www\.inmobiliaria-prueba\.com\.ar\/baja\/([A-Za-z0-9_-]+)>/m.exec(first.raw)?.[1];
    expect(baja).toBeDefined();
    expect(first.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(first.html).toContain(`/baja/${baja}`);

    // The same day: a second listing and a price drop wait.
    const segunda = await casa('Casa con pileta en Suipacha', 140000);
    const rebajada = await casa('Casa a reciclar en Suipacha', 170000); // above the budget and its 10 %: no alert yet
    await settle();
    expect(mailsTo('ana.alertas@example.com')).toHaveLength(1);
    const db = t.app.get(Db);
    expect((await db.query(`SELECT property_id FROM alert_pending ORDER BY creado`)).map((r) => r.property_id)).toEqual([segunda.id]);
    const drop = await t.http.put(`/api/admin/editar-propiedad/${rebajada.id}`).set(admin).send({ tipo: 'Casa', version: rebajada.version, propiedad: { precio: { monto: 145000, moneda: 'USD', visible: true } } });
    expect(drop.status).toBe(200);
    await settle();
    expect(mailsTo('ana.alertas@example.com')).toHaveLength(1);

    // The next day (her last alert moved to yesterday): one mail gathering both.
    await db.execute(`UPDATE clients SET alertas_dia = alertas_dia - 1 WHERE mail = 'ana.alertas@example.com'`);
    await settle();
    await smtp.waitFor(2);
    const second = mailsTo('ana.alertas@example.com')[1]!;
    expect(second.subject).toBe('2 propiedades para tu búsqueda');
    expect(second.text).toContain('Casa con pileta en Suipacha');
    expect(second.text).toContain('Casa a reciclar en Suipacha');
    expect(second.text).toContain('Bajó de precio: antes $170.000 USD, ahora $145.000 USD');
    // The client without alertas got nothing.
    expect(mailsTo('beto.alertas@example.com')).toHaveLength(0);

    // One click on the unsubscribe: alerts off, and it says so.
    const off = await t.http.post(`/api/user/baja/${baja}`);
    expect(off.status).toBe(200);
    expect(off.body.message).toMatch(/no vas a recibir más alertas/);
    expect((await t.http.get(`/api/admin/cliente/${ana.body.data._id}`).set(admin)).body.data.alertas).toBe(false);
    expect((await t.http.post('/api/user/baja/secreto-que-no-existe-de-nadie')).status).toBe(404);

    await db.execute(`UPDATE clients SET alertas_dia = alertas_dia - 1 WHERE mail = 'ana.alertas@example.com'`);
    await casa('Casa nueva después de la baja', 110000);
    await settle();
    expect((await db.query(`SELECT id FROM mail_outbox WHERE para = 'ana.alertas@example.com'`)).length).toBe(2);
    expect(mailsTo('ana.alertas@example.com')).toHaveLength(2);
    expect((await db.query(`SELECT 1 FROM alert_pending`)).length).toBe(0);
  });
});
