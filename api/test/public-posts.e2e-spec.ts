// The public POSTs a browser makes — the login, the reset link's form, the contact form — take JSON from this site
// only: another site's page cannot make its visitors' browsers post enquiries or password guesses.
import { ERROR_CODES, MENSAJES } from '@inmo/contracts';
import { Db } from '../src/database/db.service.js';
import { bootApp, expectErrorShape, type TestApp } from './helpers.js';

describe('public POSTs: JSON from this site only', () => {
  let t: TestApp;
  const enquiries = async () => (await t.app.get(Db).one<{ n: number }>(`SELECT count(*)::int AS n FROM contact_enquiries`))!.n;
  const contacto = { nombre: 'Vecina', email: 'vecina@correo.example', telefono: '', asunto: 'Consulta', mensaje: 'Hola', sitioWeb: '' };

  beforeAll(async () => {
    t = await bootApp({ seedDemo: false, env: { PUBLIC_URL: 'https://www.inmobiliaria-prueba.com.ar' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['/api/user/contacto', 'nombre=Vecina&email=v%40correo.example&asunto=Consulta&mensaje=Hola'],
    ['/api/user/login', 'usuario=admin&contrase%C3%B1a=x'],
    ['/api/user/restablecer-contrasena', 'token=abc&nueva=clave-nueva-larga'],
  ])('%s refuses a form body (415 in Spanish), whatever its Origin', async (path, form) => {
    const before = await enquiries();
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
      const res = await t.http.post(path).set('content-type', type).send(form);
      expect(res.status).toBe(415);
      expectErrorShape(res.body);
      expect(res.body).toMatchObject({ error: MENSAJES.soloJson, code: ERROR_CODES.UNSUPPORTED_MEDIA_TYPE });
    }
    expect(await enquiries()).toBe(before);
  });

  it("refuses another site's Origin (403) and takes this site's, PUBLIC_URL's, or none", async () => {
    const before = await enquiries();
    for (const origin of ['https://malo.example', 'null', 'https://www.inmobiliaria-prueba.com.ar.malo.example']) {
      const res = await t.http.post('/api/user/contacto').set('origin', origin).send(contacto);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false, error: MENSAJES.origenAjeno, code: ERROR_CODES.FOREIGN_ORIGIN });
      const login = await t.http.post('/api/user/login').set('origin', origin).send({ usuario: 'admin', contraseña: 'no-es-la-clave' });
      expect(login.status).toBe(403);
    }
    expect(await enquiries()).toBe(before);
    // The site as it was reached, the configured public address, and a caller that names no page.
    expect((await t.http.post('/api/user/contacto').set('host', 'inmo.example:8080').set('origin', 'http://inmo.example:8080').send(contacto)).status).toBe(201);
    expect((await t.http.post('/api/user/contacto').set('origin', 'https://www.inmobiliaria-prueba.com.ar').send({ ...contacto, mensaje: 'Otra' })).status).toBe(201);
    expect((await t.http.post('/api/user/contacto').send({ ...contacto, mensaje: 'Sin origen' })).status).toBe(201);
    expect(await enquiries()).toBe(before + 3);
  });
});
