// The agency's own details (GET /api/user/inmobiliaria, PUT /api/admin/inmobiliaria) and enquiries tied to the
// property they are about.
import sharp from 'sharp';
import { INMOBILIARIA_NEUTRA, fuenteDeVistaPrevia, imagenInmobiliaria } from '@inmo/contracts';
import { UnusedImagesSweeper } from '../src/images/unused-images.sweeper.js';
import { AgencyService } from '../src/agency/agency.service.js';
import { Db } from '../src/database/db.service.js';
import { DEMO_AGENCIA } from '../src/seed/demo-data.js';
import { bootApp, expectErrorShape, loginToken, type TestApp, visitor, bootAsAdmin } from './helpers.js';

describe('the agency’s details', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    ({ t, token } = await bootAsAdmin({ seedDemo: false }));
  });
  afterAll(() => t?.close());
  const put = (body: unknown) => t.http.put('/api/admin/inmobiliaria').set('auth-token', token).send(body as object);

  it('an empty database answers the neutral details: no sample text anywhere', async () => {
    const r = await t.http.get('/api/user/inmobiliaria');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ success: true, data: INMOBILIARIA_NEUTRA });
    expect(JSON.stringify(r.body)).not.toMatch(/ejemplo/i);
  });

  it('staff change any field; the public reply shows it at once (its cached copy is dropped), the rest is kept', async () => {
    expect((await t.http.get('/api/user/inmobiliaria')).status).toBe(200); // now cached
    const r = await put({ nombre: 'Inmobiliaria Rivas', telefono: '02346 42-1234', matricula: 'Mat. 555', colegio: 'Colegio de Martilleros de Mercedes', redes: { instagram: 'https://instagram.com/rivas' } });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ nombre: 'Inmobiliaria Rivas', telefono: '02346 42-1234', matricula: 'Mat. 555' });
    const pub = await t.http.get('/api/user/inmobiliaria');
    expect(pub.body.data).toMatchObject({ nombre: 'Inmobiliaria Rivas', matricula: 'Mat. 555', redes: { instagram: 'https://instagram.com/rivas', facebook: '' } });
    const second = await put({ redes: { facebook: 'https://facebook.com/rivas' }, cotizacionDolar: { valor: '1.250,5'.replace('.', ''), fecha: '2026-11-20' } });
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({
      nombre: 'Inmobiliaria Rivas',
      redes: { instagram: 'https://instagram.com/rivas', facebook: 'https://facebook.com/rivas' },
      cotizacionDolar: { valor: 1250.5, fecha: '2026-11-20' },
    });
    const rows = await t.app.get(Db).query<{ n: number }>(`SELECT count(*)::int AS n FROM agency_settings`);
    expect(rows[0].n).toBe(1);
  });

  it.each([
    [{ nombre: '' }, 'nombre', 'Ingrese el nombre de la inmobiliaria'],
    [{ email: 'no-es-mail' }, 'email', 'Ingrese un email válido'],
    [{ telefono: 'llamame' }, 'telefono', 'Ingrese un teléfono válido'],
    [{ whatsapp: '12' }, 'whatsapp', 'Ingrese un teléfono válido'],
    [{ sobreNosotros: 'x'.repeat(5001) }, 'sobreNosotros', 'Sobre nosotros admite hasta 5000 caracteres'],
    [{ redes: { facebook: 'javascript:alert(1)' } }, 'redes.facebook', 'El enlace de Facebook debe empezar con https://'],
    [{ cotizacionDolar: { valor: -3, fecha: '2026-11-20' } }, 'cotizacionDolar.valor', 'La cotización del dólar debe ser mayor que cero'],
    [{ cotizacionDolar: { valor: 1000, fecha: null } }, 'cotizacionDolar.fecha', 'Indique la fecha de la cotización'],
    [{ mapa: { lat: 200, lng: 0 } }, 'mapa.lat', 'Latitud es demasiado grande'],
    [{ desde: 3000 }, 'desde', 'En actividad desde es demasiado grande'],
    [{ nombre: 7 }, 'nombre', 'Nombre debe ser texto'],
  ])('refuses a bad %#: a 400 naming the field, and nothing stored', async (body, campo, mensaje) => {
    const before = (await t.http.get('/api/user/inmobiliaria')).body.data;
    const r = await put(body);
    expect(r.status).toBe(400);
    expectErrorShape(r.body);
    expect(r.body.errors[campo]).toBe(mensaje);
    expect((await t.http.get('/api/user/inmobiliaria')).body.data).toEqual(before);
  });

  it('an uploaded picture becomes the agency’s link preview (a 1200×630 JPEG of it); the sweep keeps it while it is used', async () => {
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#c62828' } }).png().toBuffer();
    const up = await t.http.post('/api/admin/imagenes').set('auth-token', token).attach('file', png, 'logo.png');
    expect(up.status).toBe(201);
    const imagen = fuenteDeVistaPrevia(up.body)!;
    expect(imagen).toMatch(/^casas-[0-9a-f]{24}\.webp$/);
    const drawn = imagenInmobiliaria((await t.http.get('/api/user/inmobiliaria')).body.data).url;

    const bad = await put({ imagen: '../../etc/passwd' });
    expect(bad.status).toBe(400);
    expectErrorShape(bad.body);
    expect(bad.body.errors).toEqual({ imagen: 'La imagen de la inmobiliaria no es válida' });
    const r = await put({ imagen });
    expect(r.status).toBe(200);
    expect(r.body.data.imagen).toBe(imagen);
    const agencia = (await t.http.get('/api/user/inmobiliaria')).body.data;
    const { url } = imagenInmobiliaria(agencia);
    expect(url).not.toBe(drawn); // a new picture, a new address
    const jpeg = await t.http.get(url).buffer(true);
    expect(jpeg.status).toBe(200);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    const { data, info } = await sharp(jpeg.body).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1200, 630]);
    expect(jpeg.body.length).toBeLessThanOrEqual(300 * 1024);
    // The uploaded red, not the drawn dark-blue card with the name.
    const px = (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3));
    for (const [x, y] of [[20, 20], [600, 315], [1180, 610]]) {
      const [red, green, blue] = px(x, y);
      expect({ x, y, red: red! > 170, green: green! < 80, blue: blue! < 80 }).toEqual({ x, y, red: true, green: true, blue: true });
    }
    // The previous address now points at the current one.
    expect((await t.http.get(drawn).redirects(0)).status).toBe(302);

    const sweeper = t.app.get(UnusedImagesSweeper);
    const later = Date.now() + 2 * 24 * 3600 * 1000;
    const hash = imagen.slice('casas-'.length, -'.webp'.length);
    expect((await sweeper.sweep({ now: later })).filter((n) => n.includes(hash))).toEqual([]);
    // Taken out ('Quitar imagen'): the name is drawn again, and the upload goes with the next sweep.
    expect((await put({ imagen: null })).body.data.imagen).toBeNull();
    expect((await sweeper.sweep({ now: later })).some((n) => n.includes(hash))).toBe(true);
  });

  it('a body that is not an object is a 400; anonymous callers cannot write', async () => {
    const arr = await t.http.put('/api/admin/inmobiliaria').set('auth-token', token).set('content-type', 'application/json').send('[1]');
    expect(arr.status).toBe(400);
    const anon = await t.http.put('/api/admin/inmobiliaria').send({ nombre: 'X' });
    expect(anon.status).toBe(401);
  });
});

describe('the demo agency', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApp({ seedDemo: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('SEED_DEMO fills the details once; what staff entered is never overwritten by a later start', async () => {
    const r = await t.http.get('/api/user/inmobiliaria');
    expect(r.body.data).toEqual(DEMO_AGENCIA);
    const token = await loginToken(t.http);
    expect((await t.http.put('/api/admin/inmobiliaria').set('auth-token', token).send({ nombre: 'Propia' })).status).toBe(200);
    await t.app.get(AgencyService).seedIfEmpty(DEMO_AGENCIA); // what every start with SEED_DEMO runs
    expect((await t.http.get('/api/user/inmobiliaria')).body.data.nombre).toBe('Propia');
  });
});

describe('an enquiry about a property', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    ({ t, token } = await bootAsAdmin({ seedDemo: true }));
  });
  afterAll(() => t?.close());
  const enquiry = { nombre: 'Ana Pérez', email: 'ana@example.com', telefono: '2346 555555', asunto: 'Busco alquilar', mensaje: 'Hola, quisiera info.' };

  it('stores the property it is about; the inbox shows its title, type, operation and price', async () => {
    const list = await t.http.get('/api/user/propiedades-publicas?page=1&limit=1');
    const p = list.body.propiedades[0];
    const r = await t.http.post('/api/user/contacto').agent(visitor('203.0.113.21')).send({ ...enquiry, propiedad: p._id });
    expect(r.status).toBe(201);
    const inbox = await t.http.get('/api/admin/consultas').set('auth-token', token);
    expect(inbox.body.data[0].propiedad).toEqual({
      _id: p._id,
      titulo: p.titulo,
      tipo: p.tipo,
      operacion: p.operacion,
      precio: p.precio.monto,
      moneda: p.precio.moneda,
    });
    const marked = await t.http.patch(`/api/admin/consultas/${inbox.body.data[0]._id}`).set('auth-token', token).send({ leida: true });
    expect(marked.body.data.propiedad?._id).toBe(p._id);
  });

  it('an unknown property id keeps the enquiry without the link; a malformed one is a 400', async () => {
    const unknown = await t.http.post('/api/user/contacto').agent(visitor('203.0.113.22')).send({ ...enquiry, mensaje: 'sin propiedad', propiedad: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(201);
    const inbox = await t.http.get('/api/admin/consultas').set('auth-token', token);
    const stored = inbox.body.data.find((c: { mensaje: string }) => c.mensaje === 'sin propiedad');
    expect(stored.propiedad).toBeNull();
    const bad = await t.http.post('/api/user/contacto').agent(visitor('203.0.113.23')).send({ ...enquiry, propiedad: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.propiedad).toBe('La propiedad consultada no es válida');
  });
});

describe('prices in two currencies, with the agency’s dollar rate', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    ({ t, token } = await bootAsAdmin({ seedDemo: false }));
  });
  afterAll(() => t?.close());
  const lugar = 'Villa Moneda';
  const nueva = async (titulo: string, monto: number, moneda: string, operacion = 'venta', visible = true) => {
    const r = await t.http
      .post('/api/admin/nueva-casa')
      .set('auth-token', token)
      .send({ titulo, operacion, localidad: lugar, habitaciones: 2, visible: true, precio: { monto, moneda, visible } });
    expect(r.status).toBe(201);
  };
  const titulos = async (query: string) =>
    ((r) => { if (!r.body.propiedades) throw new Error(JSON.stringify(r.body)); return r.body.propiedades.map((p: { titulo: string }) => p.titulo); })(await t.http.get(`/api/user/propiedades-publicas?page=1&limit=20&q=${encodeURIComponent(lugar)}&${query}`));

  it('with Moneda Todas, price filters and price order compare pesos: dollars at the rate staff set; a currency filter compares its own', async () => {
    await nueva('Casa en dólares', 145_000, 'USD');
    await nueva('Alquiler en pesos', 250_000, 'ARS', 'alquiler');
    await nueva('Casa reservada', 90_000, 'USD', 'venta', false);
    // No rate yet: amounts as they are (the old behaviour, and what a currency filter always does).
    expect(await titulos('precioMax=150000')).toEqual(['Casa en dólares']);
    expect((await t.http.put('/api/admin/inmobiliaria').set('auth-token', token).send({ cotizacionDolar: { valor: 1000, fecha: '2026-11-20' } })).status).toBe(200);
    expect(await titulos('precioMax=300000')).toEqual(['Alquiler en pesos']);
    expect(await titulos('precioMin=100000000')).toEqual(['Casa en dólares']);
    expect(await titulos('orden=precio_asc')).toEqual(['Alquiler en pesos', 'Casa en dólares', 'Casa reservada']);
    expect(await titulos('orden=precio_desc')).toEqual(['Casa en dólares', 'Alquiler en pesos', 'Casa reservada']);
    expect(await titulos('moneda=USD&precioMax=150000')).toEqual(['Casa en dólares']);
    // A new rate applies on the next request (the cached replies are dropped).
    expect((await t.http.put('/api/admin/inmobiliaria').set('auth-token', token).send({ cotizacionDolar: { valor: 1, fecha: '2026-11-21' } })).status).toBe(200);
    expect((await titulos('precioMax=300000')).sort()).toEqual(['Alquiler en pesos', 'Casa en dólares']);
  });
});
