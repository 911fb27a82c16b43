// E-mail alerts against a real SMTP server: a client with an e-mail and alertas gets, soon after, a mail naming a new
// listing that fits its search (with its 'Mi búsqueda' link and a one-click unsubscribe); a second one the same day
// waits and comes gathered the next day, with a price drop; after the unsubscribe nothing more arrives. Alerts need an
// e-mail, and a client without alertas gets none. A 'Mi búsqueda' page staff revoked stays revoked: the next alerts go
// without its link until staff make a new one. Without PUBLIC_URL mail still goes out, with no links to the site, and
// Correo saliente says why.
import { MENSAJES_CORREO } from '@inmo/contracts';
import { Db } from '../src/database/db.service.js';
import { AlertsService } from '../src/alerts/alerts.service.js';
import { bootApp, loginToken, type TestApp } from './helpers.js';
import { startSmtp, type TestSmtp } from './smtp.js';

/** The messages to an address once `n` of them arrived (15 s at most). */
async function llegan(smtp: TestSmtp, to: string, n: number) {
  const end = Date.now() + 15_000;
  const de = () => smtp.received.filter((m) => m.to.includes(to));
  while (de().length < n && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
  return de();
}

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

    // Asking whether the link is valid changes nothing; an unknown link is not.
    expect((await t.http.get(`/api/user/baja/${baja}`)).status).toBe(200);
    expect((await t.http.get('/api/user/baja/secreto-que-no-existe-de-nadie')).status).toBe(404);
    expect((await t.http.get(`/api/admin/cliente/${ana.body.data._id}`).set(admin)).body.data.alertas).toBe(true);
    // One click on the unsubscribe: alerts off, and it says so.
    const off = await t.http.post(`/api/user/baja/${baja}`);
    expect(off.status).toBe(200);
    expect(off.body.message).toMatch(/no vas a recibir más alertas/);
    expect((await t.http.get(`/api/admin/cliente/${ana.body.data._id}`).set(admin)).body.data.alertas).toBe(false);
    // The client's history says who turned them off, and how.
    const historial = (await t.http.get(`/api/admin/historial/cliente/${ana.body.data._id}`).set(admin)).body.data;
    expect(historial[0]).toMatchObject({ accion: 'editar', usuario: { _id: null, nombre: 'El cliente (enlace de baja del email)' }, cambios: [{ campo: 'alertas', antes: 'Sí', despues: 'No' }] });
    expect((await t.http.post('/api/user/baja/secreto-que-no-existe-de-nadie')).status).toBe(404);

    await db.execute(`UPDATE clients SET alertas_dia = alertas_dia - 1 WHERE mail = 'ana.alertas@example.com'`);
    await casa('Casa nueva después de la baja', 110000);
    await settle();
    expect((await db.query(`SELECT id FROM mail_outbox WHERE para = 'ana.alertas@example.com'`)).length).toBe(2);
    expect(mailsTo('ana.alertas@example.com')).toHaveLength(2);
    expect((await db.query(`SELECT 1 FROM alert_pending`)).length).toBe(0);
  });

  it("keeps a revoked Mi búsqueda revoked: the next alert goes without its link and makes none, until staff make a new one", async () => {
    const db = t.app.get(Db);
    const carla = await cliente('Carla', 'carla.alertas@example.com', true);
    expect(carla.status).toBe(201);
    const id = carla.body.data._id;
    const hecho = await t.http.post(`/api/admin/cliente/${id}/enlace-busqueda`).set(admin);
    const vieja = hecho.body.data.url.split('/mi-busqueda/')[1];
    expect((await t.http.get(`/api/user/mi-busqueda/${vieja}`)).status).toBe(200);
    expect((await t.http.delete(`/api/admin/cliente/${id}/enlace-busqueda`).set(admin)).status).toBe(200);
    expect((await t.http.get(`/api/user/mi-busqueda/${vieja}`)).status).toBe(404);

    await db.execute(`UPDATE clients SET alertas_dia = NULL WHERE id = $1`, [id]);
    await casa('Casa con galería en Suipacha', 115000);
    await settle();
    const [alerta] = await llegan(smtp, 'carla.alertas@example.com', 1);
    expect(alerta!.text).toContain('Casa con galería en Suipacha');
    expect(alerta!.text).not.toContain('/mi-busqueda/');
    expect(alerta!.html).not.toContain('Ver Mi búsqueda');
    // The unsubscribe still works.
    expect(alerta!.raw).toMatch(/^List-Unsubscribe: .*\/baja\//m);
    expect((await db.one<{ s: string | null }>(`SELECT busqueda_secreto AS s FROM clients WHERE id = $1`, [id]))!.s).toBeNull();
    expect((await t.http.get(`/api/user/mi-busqueda/${vieja}`)).status).toBe(404);

    // Staff make a new one: it works, and the next alert carries it.
    const nueva = (await t.http.post(`/api/admin/cliente/${id}/enlace-busqueda`).set(admin)).body.data.url.split('/mi-busqueda/')[1];
    expect(nueva).not.toBe(vieja);
    expect((await t.http.get(`/api/user/mi-busqueda/${nueva}`)).status).toBe(200);
    await db.execute(`UPDATE clients SET alertas_dia = alertas_dia - 1 WHERE id = $1`, [id]);
    await casa('Casa con altillo en Suipacha', 118000);
    await settle();
    const siguientes = await llegan(smtp, 'carla.alertas@example.com', 2);
    expect(siguientes[1]!.text).toContain(`https://www.inmobiliaria-prueba.com.ar/mi-busqueda/${nueva}`);
    expect((await t.http.get('/api/admin/correos').set(admin)).body).toMatchObject({ enlaces: true });
  });
});

describe('mail without PUBLIC_URL', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await bootApp({ seedDemo: false, env: { SMTP_URL: smtp.url, MAIL_POLL_MS: '100', ALERTS_POLL_MS: '200' } });
    admin = { 'auth-token': await loginToken(t.http) };
    expect((await t.http.put('/api/admin/inmobiliaria').set(admin).send({ nombre: 'Inmobiliaria Prueba', email: 'oficina@example.com' })).status).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it('still sends alerts and notices, with no links to the site, and Correo saliente says why', async () => {
    const c = await t.http.post('/api/admin/nuevo-cliente').set(admin).send({
      nombre: 'Dora', apellido: 'Sin Enlaces', dni: '40200001', telefono: '2346 45-2222', mail: 'dora@example.com', alertas: true,
      preferenciasBusqueda: [{ tipoPropiedad: 'Casa', tipoOperacion: 'Compra', presupuesto: 150000, moneda: 'USD', localidades: ['Suipacha'] }],
    });
    expect(c.status).toBe(201);
    expect((await t.http.post('/api/admin/nueva-casa').set(admin).send({ titulo: 'Casa sin enlaces', operacion: 'venta', localidad: 'Suipacha', habitaciones: 2, visible: true, precio: { monto: 100000, moneda: 'USD', visible: true } })).status).toBe(201);
    const alerts = t.app.get(AlertsService);
    await alerts.kick();
    await alerts.kick();
    const [alerta] = await llegan(smtp, 'dora@example.com', 1);
    expect(alerta!.text).toContain('Casa sin enlaces');
    for (const part of [alerta!.text, alerta!.html]) {
      expect(part).not.toMatch(/https?:\/\/|\/mi-busqueda\/|\/baja\//);
    }
    expect(alerta!.text).toContain('Si no querés recibir más estas alertas, respondé este correo y te damos de baja.');
    // The unsubscribe header by mail only, to the agency.
    expect(alerta!.raw).toMatch(/^List-Unsubscribe: <mailto:oficina@example\.com\?subject=Baja>\s*$/m);
    expect(alerta!.raw).not.toMatch(/^List-Unsubscribe-Post/m);

    // A new enquiry's notice goes too, without its button.
    expect((await t.http.post('/api/user/contacto').send({ nombre: 'Eva', email: 'eva@example.com', asunto: 'Consulta', mensaje: 'Hola' })).status).toBe(201);
    const [aviso] = await llegan(smtp, 'oficina@example.com', 1);
    expect(aviso!.text).toContain('La consulta está en Consultas');
    expect(aviso!.text).not.toMatch(/https?:\/\//);

    const lista = await t.http.get('/api/admin/correos').set(admin);
    expect(lista.body).toMatchObject({ success: true, enlaces: false });
    expect(MENSAJES_CORREO.sinEnlaces).toContain('PUBLIC_URL');
  });
});
