// The portals' feed (Zonaprop/Navent), the leads they send, the approximate location, enquiries by
// channel and by person, Reportes per channel, and the Portales page's data. MercadoLibre's account and sync are in
// mercadolibre-sync.e2e-spec.ts.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { ERROR_CODES } from '@inmo/contracts';
import { Db } from '../src/database/db.service.js';
import { bootApp, expectErrorShape, loginToken, staffUser, type TestApp } from './helpers.js';

const PUBLIC_URL = 'https://www.inmobiliaria-prueba.com.ar';
const parser = new XMLParser({ isArray: (name) => ['Aviso', 'imagen', 'caracteristica', 'amenity', 'servicio'].includes(name), parseTagValue: false });

describe('portals: feed, leads, channels', () => {
  let t: TestApp;
  let token: string;
  let agente: { token: string };
  const admin = (req: any) => req.set('auth-token', token);

  async function crear(body: Record<string, unknown>, endpoint = 'nueva-casa') {
    const res = await admin(t.http.post(`/api/admin/${endpoint}`)).send({ operacion: 'venta', localidad: 'Chivilcoy', habitaciones: 2, ...body });
    expect(res.status).toBe(201);
    return res.body.propiedad as { id: string; codigo: string; version: number };
  }
  const portales = async () => (await admin(t.http.get('/api/admin/portales'))).body;
  const zonaprop = async () => (await portales()).data.portales.find((p: any) => p.portal === 'zonaprop');
  /** The path of an absolute address of this API (the tests reach it in-process). */
  const path = (url: string) => new URL(url).pathname;
  const feed = async () => {
    const res = await t.http.get(path((await zonaprop()).feedUrl));
    expect(res.status).toBe(200);
    return res;
  };
  const avisos = (xml: string): any[] => parser.parse(xml).OpenNavent.Avisos?.Aviso ?? [];

  let visible: { id: string; codigo: string; version: number };
  let aproximada: { id: string; codigo: string };
  let raro: { id: string; codigo: string };
  const fuera: string[] = [];

  beforeAll(async () => {
    t = await bootApp({ seedDemo: false, env: { PUBLIC_URL } });
    token = await loginToken(t.http);
    agente = await staffUser(t, 'agente');
    const dueño = await admin(t.http.post('/api/admin/nuevo-cliente')).send({ nombre: 'Dueña', apellido: 'Secreta', dni: '30111222', telefono: '2346 411111', mail: 'duena@correo.example' });
    visible = await crear({
      titulo: 'Casa con parque', precio: { monto: 120000, moneda: 'USD', visible: true }, calle: 'Moreno', altura: 250, clienteDueño: dueño.body.data._id,
      coordenadas: '-34.8961,-60.0172', amenities: { piscina: true }, servicios: { agua: true },
      imagenes: [{ url: '/api/media/casa-a.webp', public_id: 'casa-a' }, { url: 'https://cdn.example/b.webp', public_id: 'b' }],
    });
    aproximada = await crear({ titulo: 'Casa discreta', calle: 'Rivadavia', altura: 1234, entreCalle1: 'Mitre', coordenadas: '-34.897312,-60.022871', ubicacionAproximada: true, precio: { monto: 99000, moneda: 'USD', visible: false } });
    raro = await crear({ titulo: 'Casa <b>"rara"</b> & cía', descripcion: 'Línea 1\u0001\nCon <script>alert(1)</script> & ]]> y emoji 🏡' });
    fuera.push((await crear({ titulo: 'Oculta', visible: false })).codigo);
    fuera.push((await crear({ titulo: 'Sin portales', publicarEnPortales: false })).codigo);
    fuera.push((await crear({ titulo: 'Sólo MercadoLibre', portales: { zonaprop: false } })).codigo);
    const borrada = await crear({ titulo: 'Borrada' });
    expect((await admin(t.http.delete(`/api/admin/eliminar-propiedad/${borrada.id}`))).status).toBe(200);
    fuera.push(borrada.codigo);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('Zonaprop feed', () => {
    it('is valid XML served as XML, with exactly the listings to publish (never a hidden, unticked or deleted one)', async () => {
      const res = await feed();
      expect(res.headers['content-type']).toMatch(/^application\/xml/);
      expect(res.headers['cache-control']).toBe('no-store');
      const xml = res.text;
      expect(XMLValidator.validate(xml)).toBe(true);
      const codigos = avisos(xml).map((a) => a.codigoAviso).sort();
      expect(codigos).toEqual([visible.codigo, aproximada.codigo, raro.codigo].sort());
      for (const c of fuera) expect(xml).not.toContain(c);
    });

    it('describes a listing: type, operation, price, address, characteristics, amenities, absolute image addresses; nothing staff-only', async () => {
      const xml = (await feed()).text;
      const a = avisos(xml).find((x) => x.codigoAviso === visible.codigo);
      expect(a).toMatchObject({ titulo: 'Casa con parque', tipoDePropiedad: 'Casa', tipoDeOperacion: 'venta' });
      expect(a.precios.precio).toMatchObject({ monto: '120000', moneda: 'USD' });
      expect(a.direccion).toMatchObject({ calle: 'Moreno', numero: '250', localidad: 'Chivilcoy', mostrarMapa: 'EXACTO', latitud: '-34.8961' });
      expect(a.caracteristicas.caracteristica).toContainEqual({ nombre: 'Dormitorios', valor: '2' });
      expect(a.amenities.amenity).toEqual(['Piscina']);
      expect(a.multimedia.imagen.map((i: any) => i.url)).toEqual([`${PUBLIC_URL}/api/media/casa-a.webp`, 'https://cdn.example/b.webp']);
      expect(a.url).toMatch(new RegExp(`^${PUBLIC_URL}/propiedad/${visible.id}/`));
      for (const secreto of ['Secreta', '30111222', 'duena@correo.example', 'clienteDue', 'publicarEnPortales']) expect([secreto, xml.includes(secreto)]).toEqual([secreto, false]);
    });

    it('follows the approximate location and a hidden price: no number, no cross streets, the area’s point, Consultar precio', async () => {
      const xml = (await feed()).text;
      const a = avisos(xml).find((x) => x.codigoAviso === aproximada.codigo);
      expect(a.direccion.mostrarMapa).toBe('APROXIMADO');
      expect(a.direccion.numero).toBeUndefined();
      expect(a.direccion.calle).toBe('Rivadavia');
      expect(a.precios.precio.consultarPrecio).toBe('true');
      for (const secreto of ['1234', 'Mitre', '-34.897312', '99000']) expect([secreto, xml.includes(secreto)]).toEqual([secreto, false]);
      // The public page says the same.
      const pub = await t.http.get(`/api/user/propiedad/${aproximada.id}`);
      expect(pub.body.propiedad?.ubicacion ?? pub.body.ubicacion).toMatchObject({ altura: null, entreCalles: { calle1: '', calle2: '' } });
      expect(JSON.stringify(pub.body)).not.toContain('-34.897312');
    });

    it('escapes what staff typed and drops what XML cannot carry', async () => {
      const a = avisos((await feed()).text).find((x) => x.codigoAviso === raro.codigo);
      expect(a.titulo).toBe('Casa <b>"rara"</b> & cía');
      expect(a.descripcion).toBe('Línea 1\nCon <script>alert(1)</script> & ]]> y emoji 🏡');
    });

    it('answers 404 to a wrong or missing secret, and to the old one once regenerated (admins only)', async () => {
      const old = (await zonaprop()).feedUrl as string;
      for (const p of ['/api/portales/zonaprop/', '/api/portales/zonaprop/' + 'a'.repeat(64), path(old).slice(0, -1) + (old.endsWith('0') ? '1' : '0'), path(old) + 'x']) {
        const res = await t.http.get(p);
        expect([p, res.status]).toEqual([p, 404]);
      }
      const denied = await t.http.post('/api/admin/portales/zonaprop/regenerar').set('auth-token', agente.token).send({ clave: 'feed' });
      expect(denied.status).toBe(403);
      expect((await admin(t.http.post('/api/admin/portales/zonaprop/regenerar')).send({ clave: 'otra' })).status).toBe(400);
      const res = await admin(t.http.post('/api/admin/portales/zonaprop/regenerar')).send({ clave: 'feed' });
      expect(res.status).toBe(200);
      expect(res.body.data.feedUrl).not.toBe(old);
      expect((await t.http.get(path(old))).status).toBe(404);
      expect((await t.http.get(path(res.body.data.feedUrl))).status).toBe(200);
    });

    it('records Navent’s download: Zonaprop shows connected with its count, a changed listing waits for the next download', async () => {
      await feed();
      const z = await zonaprop();
      expect(z).toMatchObject({ conectado: true, publicadas: 3, enCola: 0, conError: 0 });
      expect(z.ultimaSync).not.toBeNull();
      const edit = await admin(t.http.put(`/api/admin/editar-propiedad/${visible.id}`)).send({ tipo: 'Casa', propiedad: { titulo: 'Casa con parque y pileta' } });
      expect(edit.status).toBe(200);
      const states = (await admin(t.http.get(`/api/admin/portales/propiedad/${visible.id}`))).body.data;
      expect(states).toEqual([expect.objectContaining({ portal: 'zonaprop', estado: 'en_cola' })]);
      await feed();
      expect((await admin(t.http.get(`/api/admin/portales/propiedad/${visible.id}`))).body.data[0].estado).toBe('publicada');
      // Every member of staff sees where listings stand.
      const list = await t.http.get('/api/admin/portales').set('auth-token', agente.token);
      expect(list.status).toBe(200);
      expect(list.body.data.publicaciones.filter((p: any) => p.portal === 'zonaprop')).toHaveLength(3);
    });
  });

  describe('leads', () => {
    const leadsUrl = async (portal: string) => path((await portales()).data.portales.find((p: any) => p.portal === portal).consultasUrl);
    const consultas = async (q = '') => (await admin(t.http.get(`/api/admin/consultas?limit=100${q}`))).body;

    it('turns a Zonaprop lead into an enquiry of its channel about the listing, once however often it is delivered', async () => {
      const url = await leadsUrl('zonaprop');
      const lead = { id: 'zp-1001', nombre: 'Lucía Pérez', email: 'Lucia@Correo.example', telefono: '+54 9 2346 55-1234', mensaje: '¿Sigue disponible?', codigoAviso: visible.codigo.toLowerCase() };
      const first = await t.http.post(url).send(lead);
      expect(first.status).toBe(201);
      const again = await t.http.post(url).send(lead);
      expect(again.status).toBe(200);
      const zp = await consultas('&canal=Zonaprop');
      expect(zp.data).toHaveLength(1);
      expect(zp.data[0]).toMatchObject({ canal: 'Zonaprop', nombre: 'Lucía Pérez', asunto: 'Consulta desde Zonaprop', propiedad: { _id: visible.id }, telefonoE164: '+5492346551234' });
      expect((await consultas('&canal=Web')).data.every((c: any) => c.canal === 'Web')).toBe(true);
      const bad = await admin(t.http.get('/api/admin/consultas?canal=Instagram'));
      expect(bad.status).toBe(400);
      expectErrorShape(bad.body);
    });

    it('refuses a wrong secret with 404 and a lead naming nobody with a 400 in Spanish', async () => {
      expect((await t.http.post(`/api/portales/zonaprop/consultas/${'0'.repeat(64)}`).send({ nombre: 'X' })).status).toBe(404);
      const bad = await t.http.post(await leadsUrl('zonaprop')).send({ mensaje: 'hola' });
      expect(bad.status).toBe(400);
      expectErrorShape(bad.body);
      expect(JSON.stringify(bad.body)).toContain('no trae nombre, email ni teléfono');
    });

    it('recognises the same person by phone or e-mail across channels, and the client they already are', async () => {
      // The same phone written another way, from the site's form.
      const web = await t.http.post('/api/user/contacto').send({ nombre: 'Lucía P.', email: 'otra@correo.example', telefono: '02346 15 55-1234', asunto: 'Consulta', mensaje: 'Hola', sitioWeb: '' });
      expect(web.status).toBe(201);
      let all = await consultas();
      const mias = all.data.filter((c: any) => c.nombre.startsWith('Lucía'));
      expect(mias).toHaveLength(2);
      for (const c of mias) expect(c.persona).toEqual({ cliente: null, consultas: 2 });
      const cliente = await admin(t.http.post('/api/admin/nuevo-cliente')).send({ nombre: 'Lucía', apellido: 'Pérez', dni: '28999111', telefono: '2346 400000', mail: 'lucia@correo.example' });
      expect(cliente.status).toBe(201);
      all = await consultas('&canal=Zonaprop');
      expect(all.data[0].persona.cliente).toEqual({ _id: cliente.body.data._id, nombre: 'Lucía Pérez' });
    });

    it('counts enquiries per channel and month in Reportes', async () => {
      const res = await admin(t.http.get('/api/admin/reportes?meses=3'));
      expect(res.status).toBe(200);
      const mes = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).slice(0, 7);
      const rows = res.body.data.consultasPorCanal.filter((r: any) => r.mes === mes);
      expect(rows).toEqual(expect.arrayContaining([{ mes, canal: 'Zonaprop', cantidad: 1 }, { mes, canal: 'Web', cantidad: 1 }]));
    });

    it('keeps the feed and leads addresses (their secrets) from an agente', async () => {
      const res = await t.http.get('/api/admin/portales').set('auth-token', agente.token);
      expect(res.status).toBe(200);
      for (const p of res.body.data.portales) expect(p).toMatchObject({ feedUrl: null, consultasUrl: null });
      const secrets = (await portales()).data.portales.flatMap((p: any) => [p.feedUrl, p.consultasUrl]).filter(Boolean).map((u: string) => u.split('/').pop());
      expect(secrets.length).toBe(3);
      for (const secret of secrets) expect(JSON.stringify(res.body)).not.toContain(secret);
    });

    it('stores a lead without an id once however often it is delivered, and refuses an e-mail or phone a link could abuse', async () => {
      const url = await leadsUrl('zonaprop');
      const lead = { nombre: 'Sin Id', email: 'sinid@correo.example', mensaje: 'Me interesa', codigoAviso: visible.codigo };
      expect((await t.http.post(url).send(lead)).status).toBe(201);
      expect((await t.http.post(url).send(lead)).status).toBe(200);
      expect((await t.http.post(url).send({ ...lead, mensaje: 'Otra pregunta' })).status).toBe(201);
      expect((await consultas('&q=sinid')).data).toHaveLength(2);
      const cc = await t.http.post(url).send({ nombre: 'X', email: 'x@correo.example?cc=atacante@malo.example' });
      expect(cc.status).toBe(400);
      expectErrorShape(cc.body);
      expect(JSON.stringify(cc.body)).toContain('email de la consulta no es válido');
      const tel = await t.http.post(url).send({ nombre: 'X', telefono: '123&text=hola' });
      expect(tel.status).toBe(400);
      expect((await consultas('&q=atacante')).data).toHaveLength(0);
    });

    it('answers MercadoLibre’s notification 503 while its account is not connected (it will send it again)', async () => {
      const res = await t.http.post(await leadsUrl('mercadolibre')).send({ resource: '/questions/123', topic: 'questions', user_id: 1, application_id: 2 });
      expect(res.status).toBe(503);
      expect(res.body.code).toBe(ERROR_CODES.PORTAL_NOT_CONNECTED);
      const other = await t.http.post(await leadsUrl('mercadolibre')).send({ resource: '/items/MLA1', topic: 'items' });
      expect(other.status).toBe(200);
    });

    it('takes at most 30 leads per portal in 10 minutes (429 in Spanish after that), without touching the other portal', async () => {
      await t.app.get(Db).execute(`DELETE FROM rate_limit_events WHERE bucket = 'leads'`);
      const url = await leadsUrl('zonaprop');
      const sent = [];
      for (let i = 0; i < 31; i++) sent.push((await t.http.post(url).send({ id: `flood-${i}`, nombre: `Inundación ${i}`, mensaje: 'x' })).status);
      expect(sent.slice(0, 30).every((s) => s === 201)).toBe(true);
      expect(sent[30]).toBe(429);
      const last = await t.http.post(url).send({ id: 'flood-31', nombre: 'Una más' });
      expect(last.body.code).toBe(ERROR_CODES.PORTAL_LEADS_THROTTLED);
      expect(last.body.error).toContain('demasiadas consultas');
      expect((await consultas('&q=Inundación')).data.length).toBe(30);
    });
  });

  it('says how to configure MercadoLibre when the server lacks its application, and refuses to connect it', async () => {
    const ml = (await portales()).data.portales.find((p: any) => p.portal === 'mercadolibre');
    expect(ml).toMatchObject({ configurado: false, conectado: false, feedUrl: null });
    const res = await admin(t.http.post('/api/admin/portales/mercadolibre/conectar'));
    expect(res.status).toBe(409);
    // In plain words for staff (who to ask), not the server's variable names.
    expect(res.body.error).toContain('pedile a quien administra el sistema');
    expect(res.body.error).not.toMatch(/MERCADOLIBRE_|CLIENT_ID/);
    expect((await t.http.post('/api/admin/portales/mercadolibre/conectar').set('auth-token', agente.token)).status).toBe(403);
    expect((await t.app.get(Db).one<{ n: number }>(`SELECT count(*)::int AS n FROM portal_listings`))!.n).toBe(0);
  });
});
