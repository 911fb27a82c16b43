// Contact enquiries, clients (with preferences and offered properties) and operations.
import { ERROR_CODES, MENSAJES } from '@inmo/contracts';
import { Db } from '../src/database/db.service.js';
import { DEMO_CLIENTS, DEMO_OPERATIONS } from '../src/seed/demo-data.js';
import { expectErrorShape, type TestApp, visitor, bootAsAdmin } from './helpers.js';

describe('contact, clients and operations', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    ({ t, token } = await bootAsAdmin());
  });
  afterAll(() => t?.close());
  const admin = (req: any) => req.set('auth-token', token);
  const enquiry = { nombre: 'Ana Pérez', email: 'ana@example.com', telefono: '2346 555555', asunto: 'Busco alquilar', mensaje: 'Hola, quisiera info.' };

  describe('POST /api/user/contacto', () => {
    it('stores a valid enquiry, drops a honeypot one silently and limits a client to 5 per 10 minutes', async () => {
      const db = t.app.get(Db);
      const ok = await t.http.post('/api/user/contacto').agent(visitor('203.0.113.7')).send(enquiry);
      expect(ok.status).toBe(201);
      expect(ok.body.success).toBe(true);
      const bot = await t.http.post('/api/user/contacto').agent(visitor('203.0.113.7')).send({ ...enquiry, mensaje: 'spam', sitioWeb: 'http://spam.test' });
      expect(bot.status).toBe(201);
      const rows = await db.query(`SELECT nombre, email, asunto, mensaje, client_ip_hash FROM contact_enquiries`);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ nombre: 'Ana Pérez', mensaje: 'Hola, quisiera info.' });
      expect(rows[0].client_ip_hash).toMatch(/^[0-9a-f]{64}$/);
      for (let i = 0; i < 3; i++) expect((await t.http.post('/api/user/contacto').agent(visitor('203.0.113.7')).send(enquiry)).status).toBe(201);
      const limited = await t.http.post('/api/user/contacto').agent(visitor('203.0.113.7')).send(enquiry);
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ success: false, error: MENSAJES.contactoLimite, code: ERROR_CODES.CONTACT_THROTTLED });
      const otherClient = await t.http.post('/api/user/contacto').agent(visitor('203.0.113.8')).send(enquiry);
      expect(otherClient.status).toBe(201);
    });

    it.each([
      [{ ...enquiry, nombre: '' }, 'nombre'],
      [{ ...enquiry, email: 'no-es-mail' }, 'email'],
      [{ ...enquiry, asunto: undefined }, 'asunto'],
      [{ ...enquiry, mensaje: '   ' }, 'mensaje'],
      [{ ...enquiry, telefono: 12345 }, 'telefono'],
      [{ ...enquiry, mensaje: 'hola\u0000chau' }, 'mensaje'],
    ])('rejects %j with 400 naming %s', async (body, campo) => {
      const res = await t.http.post('/api/user/contacto').agent(visitor('198.51.100.1')).send(body);
      expect(res.status).toBe(400);
      expectErrorShape(res.body);
      expect(res.body.errors).toHaveProperty([campo]);
    });
  });

  describe('enquiry inbox', () => {
    it('lists enquiries newest first with paging, and marks them read and answered', async () => {
      const list = await admin(t.http.get('/api/admin/consultas?limit=2'));
      expect(list.status).toBe(200);
      expect(list.body).toMatchObject({ success: true, page: 1, total: expect.any(Number), pendientes: expect.any(Number) });
      expect(list.body.total).toBeGreaterThan(0);
      expect(list.body.data.length).toBeLessThanOrEqual(2);
      const c = list.body.data[0];
      expect(c).toMatchObject({ nombre: expect.any(String), email: expect.any(String), asunto: expect.any(String), leida: false, respondida: false });
      const read = await admin(t.http.patch(`/api/admin/consultas/${c._id}`)).send({ respondida: true });
      expect(read.status).toBe(200);
      expect(read.body.data).toMatchObject({ leida: true, respondida: true });
      const pend = await admin(t.http.get('/api/admin/consultas?estado=pendientes'));
      expect(pend.body.data.some((x: any) => x._id === c._id)).toBe(false);
      expect((await admin(t.http.patch(`/api/admin/consultas/${c._id}`)).send({ leida: 'si' })).status).toBe(400);
      expect((await admin(t.http.get('/api/admin/consultas?estado=raro'))).status).toBe(400);
      expect((await admin(t.http.patch('/api/admin/consultas/00000000-0000-4000-8000-000000000000')).send({ leida: true })).status).toBe(404);
    });
  });

  describe('clients', () => {
    it('lists the seeded clients with {success, data} and honours limit', async () => {
      const res = await admin(t.http.get('/api/admin/clientes'));
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(res.body.data).toHaveLength(DEMO_CLIENTS.length);
      const c = res.body.data.find((x: any) => x.apellido === 'Pérez');
      expect(c.oferente.length).toBeGreaterThan(0);
      expect(c.oferente[0]).toMatchObject({ propiedad: expect.any(String), propiedadId: expect.any(String), activa: true, detallesPropiedad: expect.objectContaining({ tipo: expect.any(String) }) });
      const limited = await admin(t.http.get('/api/admin/clientes?limit=2'));
      expect(limited.body.data).toHaveLength(2);
      expect((await admin(t.http.get('/api/admin/clientes?limit=0'))).status).toBe(400);
      expect((await admin(t.http.get('/api/admin/clientes?limit=abc'))).status).toBe(400);
      // A NUL byte PostgreSQL cannot store is refused, not a 500.
      expect((await admin(t.http.get('/api/admin/clientes?q=a%00b'))).status).toBeLessThan(500);
    });

    it('creates a client (email optional, empty → null) and validates required fields', async () => {
      const res = await admin(t.http.post('/api/admin/nuevo-cliente')).send({ nombre: ' Carla ', apellido: 'Suárez', dni: 30111222, mail: '  ', telefono: '2346 401234' });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ nombre: 'Carla', apellido: 'Suárez', dni: '30111222', mail: null, oferente: [], preferenciasBusqueda: [] });
      const bad = await admin(t.http.post('/api/admin/nuevo-cliente')).send({ nombre: '', apellido: '', dni: 'abc', telefono: '', mail: 'x' });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['apellido', 'dni', 'mail', 'nombre', 'telefono']);
    });

    it('gets and edits a client with preferences and offered properties, dropping incomplete entries', async () => {
      const created = (await admin(t.http.post('/api/admin/nuevo-cliente')).send({ nombre: 'Pablo', apellido: 'Ruiz', dni: '22333444', telefono: '2346 400100', mail: null })).body.data;
      const props = (await admin(t.http.get('/api/admin/todas-propiedades'))).body.casas;
      const edit = await admin(t.http.put(`/api/admin/editar-cliente/${created._id}`)).send({
        nombre: 'Pablo', apellido: 'Ruiz', dni: '22333444', telefono: '2346 400100', mail: 'pablo@example.com', profesion: 'Abogado',
        version: created.version,
        preferenciasBusqueda: [
          { tipoPropiedad: 'Casa', tipoOperacion: 'Compra', presupuesto: 90000, descripcion: 'Con patio', activa: true, financiacion: false, fechaCreacionPreferencia: '2026-01-02' },
          { tipoPropiedad: '', tipoOperacion: '', presupuesto: null, descripcion: '' },
        ],
        oferente: [{ propiedad: props[0].titulo, propiedadId: props[0].id, descripcion: '', activa: true }, { propiedad: '  ', descripcion: '', activa: true }],
      });
      expect(edit.status).toBe(200);
      expect(edit.body.data).toMatchObject({ mail: 'pablo@example.com', profesion: 'Abogado', version: created.version + 1 });
      expect(edit.body.data.preferenciasBusqueda).toHaveLength(1);
      expect(edit.body.data.preferenciasBusqueda[0]).toMatchObject({ tipoPropiedad: 'Casa', tipoOperacion: 'Compra', presupuesto: 90000, financiacion: false, activa: true });
      expect(edit.body.data.oferente).toEqual([expect.objectContaining({ propiedad: props[0].titulo, propiedadId: props[0].id })]);
      const got = await admin(t.http.get(`/api/admin/cliente/${created._id}`));
      expect(got.body).toEqual({ success: true, data: edit.body.data });
      const stale = await admin(t.http.put(`/api/admin/editar-cliente/${created._id}`)).send({ nombre: 'P', apellido: 'R', dni: '22333444', telefono: '2346 400100', version: created.version });
      expect(stale.status).toBe(409);
      expect(stale.body.code).toBe(ERROR_CODES.CLIENT_VERSION_CONFLICT);
    });

    it('explains an incomplete preference or a nameless offered property (spec §5)', async () => {
      const c = (await admin(t.http.get('/api/admin/clientes?limit=1'))).body.data[0];
      const base = { nombre: c.nombre, apellido: c.apellido, dni: c.dni, telefono: c.telefono };
      const pref = await admin(t.http.put(`/api/admin/editar-cliente/${c._id}`)).send({ ...base, preferenciasBusqueda: [{ tipoPropiedad: 'Casa', tipoOperacion: '', presupuesto: 1 }] });
      expect(pref.status).toBe(400);
      expect(pref.body.error).toBe('La preferencia 1 debe tener tipo de propiedad y operación seleccionados si se completan otros campos');
      const off = await admin(t.http.put(`/api/admin/editar-cliente/${c._id}`)).send({ ...base, oferente: [{ propiedad: 'ok', descripcion: '' }, { propiedad: '', descripcion: 'algo' }] });
      expect(off.status).toBe(400);
      expect(off.body.error).toBe('La propiedad 2 debe tener un nombre si se completa');
      const after = await admin(t.http.get(`/api/admin/cliente/${c._id}`));
      expect(after.body.data).toEqual(c);
    });

    it('answers 404 for an unknown or invalid client id', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'xyz']) {
        const res = await admin(t.http.get(`/api/admin/cliente/${id}`));
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ success: false, error: MENSAJES.clienteNoEncontrado, code: ERROR_CODES.CLIENT_NOT_FOUND });
      }
    });
  });

  describe('matching and reports', () => {
    const byName = async (apellido: string) => (await admin(t.http.get(`/api/admin/clientes?q=${encodeURIComponent(apellido)}`))).body.data[0];

    it('finds the visible properties that fit a client\'s active preferences, within the stated tolerance', async () => {
      const maria = await byName('González');
      const res = await admin(t.http.get(`/api/admin/cliente/${maria._id}/coincidencias`));
      expect(res.status).toBe(200);
      expect(res.body.data.tolerancia).toBe(10);
      const [pref] = res.body.data.preferencias;
      expect(pref.preferencia).toMatchObject({ tipoPropiedad: 'Casa', tipoOperacion: 'Compra', presupuesto: 120000, moneda: 'USD' });
      // 98 000 USD fits a 120 000 USD budget; 145 000 USD does not at 10 % but does at 25 %.
      const titulos = pref.propiedades.map((p: any) => p.titulo);
      expect(titulos).toContain('Chalet a reciclar (precio a consultar)');
      expect(titulos).not.toContain('Casa de 3 dormitorios con parque y pileta');
      expect(pref.propiedades.every((p: any) => p.tipo === 'Casa' && p.operacion === 'venta' && p.precio.moneda === 'USD' && p.visible)).toBe(true);
      const wide = await admin(t.http.get(`/api/admin/cliente/${maria._id}/coincidencias?tolerancia=25`));
      expect(wide.body.data.preferencias[0].propiedades.map((p: any) => p.titulo)).toContain('Casa de 3 dormitorios con parque y pileta');
      expect((await admin(t.http.get(`/api/admin/cliente/${maria._id}/coincidencias?tolerancia=500`))).status).toBe(400);
      expect((await admin(t.http.get('/api/admin/cliente/00000000-0000-4000-8000-000000000000/coincidencias'))).status).toBe(404);
    });

    it('lists the clients interested in a property', async () => {
      const props = (await admin(t.http.get('/api/admin/todas-propiedades?q=Chalet'))).body.casas;
      const res = await admin(t.http.get(`/api/admin/propiedad/${props[0].id}/interesados`));
      expect(res.status).toBe(200);
      expect(res.body.data.interesados).toEqual([
        expect.objectContaining({ cliente: expect.objectContaining({ apellido: 'González' }), preferencia: expect.objectContaining({ tipoPropiedad: 'Casa', altaPrioridad: true }) }),
      ]);
      expect(res.body.data.clientes).toBe(1);
      expect((await admin(t.http.get('/api/admin/propiedad/xyz/interesados'))).status).toBe(404);
    });

    it('filters clients by role and pages them', async () => {
      const oferentes = await admin(t.http.get('/api/admin/clientes?rol=oferente'));
      expect(oferentes.body.data.length).toBeGreaterThan(0);
      expect(oferentes.body.data.every((c: any) => c.oferente.length > 0)).toBe(true);
      const receptores = await admin(t.http.get('/api/admin/clientes?rol=receptor'));
      expect(receptores.body.data.every((c: any) => c.preferenciasBusqueda.length > 0)).toBe(true);
      const all = (await admin(t.http.get('/api/admin/clientes'))).body.data;
      const page2 = await admin(t.http.get('/api/admin/clientes?page=2&limit=2'));
      expect(page2.body).toMatchObject({ success: true, total: all.length, page: 2, pages: Math.ceil(all.length / 2) });
      expect(page2.body.data.map((c: any) => c._id)).toEqual(all.slice(2, 4).map((c: any) => c._id));
      expect((await admin(t.http.get('/api/admin/clientes?rol=otro'))).status).toBe(400);
      expect((await admin(t.http.get('/api/admin/clientes?page=0'))).status).toBe(400);
    });

    it('reports operations per month, properties per type and days on market from SQL aggregates', async () => {
      const res = await admin(t.http.get('/api/admin/reportes'));
      expect(res.status).toBe(200);
      const d = res.body.data;
      expect(d.meses).toBe(12);
      expect(new Set(d.operacionesPorMes.map((r: any) => r.mes)).size).toBe(12);
      const ops = (await admin(t.http.get('/api/admin/operaciones'))).body;
      expect(d.operacionesPorMes.reduce((s: number, r: any) => s + r.cantidad, 0)).toBe(ops.length);
      const usdVentas = d.operacionesPorMes.filter((r: any) => r.operacion === 'venta' && r.moneda === 'USD').reduce((s: number, r: any) => s + r.monto, 0);
      expect(usdVentas).toBe(ops.filter((o: any) => o.operacion === 'venta' && o.moneda === 'USD').reduce((s: number, o: any) => s + (o.montoDinero ?? 0), 0));
      const props = (await admin(t.http.get('/api/admin/todas-propiedades'))).body.casas;
      expect(d.propiedadesPorTipo.reduce((s: number, r: any) => s + r.cantidad, 0)).toBe(props.length);
      expect(d.diasEnMercado.reduce((s: number, r: any) => s + r.cantidad, 0)).toBe(DEMO_OPERATIONS.length);
      expect(d.diasEnMercado.every((r: any) => r.promedioDias >= 0 && r.minimoDias <= r.maximoDias)).toBe(true);
      expect((await admin(t.http.get('/api/admin/reportes?meses=0'))).status).toBe(400);
    });
  });

  describe('operations', () => {
    it('lists the seeded operations newest first as an array', async () => {
      const res = await admin(t.http.get('/api/admin/operaciones'));
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
      expect(res.body).toHaveLength(DEMO_OPERATIONS.length);
      const fechas = res.body.map((o: any) => o.fechaConcretada);
      expect([...fechas].sort().reverse()).toEqual(fechas);
      expect(res.body[0]).toEqual({
        _id: expect.any(String), operacion: expect.any(String), propiedad: expect.any(String), propiedadId: expect.any(String),
        oferente: { _id: expect.any(String), nombre: expect.any(String), apellido: expect.any(String), mail: expect.anything() },
        receptor: { _id: expect.any(String), nombre: expect.any(String), apellido: expect.any(String), mail: expect.anything() },
        montoDinero: expect.any(Number), moneda: expect.any(String), descripcion: expect.any(String), fechaConcretada: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        // Who recorded it; the seed's demo operations were closed by nobody.
        cerradaPor: null,
        comision: null, estado: 'vigente', anulacion: null, version: 1,
      });
    });

    it('filters operations by property, client, type and currency, and pages them on request', async () => {
      const all = (await admin(t.http.get('/api/admin/operaciones'))).body;
      const usd = (await admin(t.http.get('/api/admin/operaciones?moneda=USD'))).body;
      expect(usd.length).toBe(all.filter((o: any) => o.moneda === 'USD').length);
      const alq = (await admin(t.http.get(`/api/admin/operaciones?operacion=${encodeURIComponent('alquiler temporal')}`))).body;
      expect(alq.length).toBeGreaterThan(0);
      expect(alq.every((o: any) => o.operacion === 'alquiler temporal')).toBe(true);
      const perez = (await admin(t.http.get('/api/admin/operaciones?cliente=juan%20carlos'))).body;
      expect(perez.length).toBeGreaterThan(0);
      expect(perez.every((o: any) => [o.oferente.nombre, o.receptor.nombre].includes('Juan Carlos'))).toBe(true);
      const chalet = (await admin(t.http.get('/api/admin/operaciones?q=chalet'))).body;
      expect(chalet.map((o: any) => o.propiedad)).toEqual(['Chalet con quincho en barrio Las Acacias']);
      const page = await admin(t.http.get('/api/admin/operaciones?page=2'));
      expect(page.body).toMatchObject({ success: true, total: all.length, page: 2, pages: Math.ceil(all.length / 6) });
      expect(page.body.data.map((o: any) => o._id)).toEqual(all.slice(6, 12).map((o: any) => o._id));
      expect((await admin(t.http.get('/api/admin/operaciones?moneda=BTC'))).status).toBe(400);
    });

    it('creates an operation with snapshots of the property and both parties', async () => {
      const props = (await admin(t.http.get('/api/admin/todas-propiedades'))).body.casas;
      const clients = (await admin(t.http.get('/api/admin/clientes'))).body.data;
      const res = await admin(t.http.post('/api/admin/nueva-operacion')).send({
        operacion: 'alquiler temporal', propiedad: props[1].id, oferente: clients[0]._id, receptor: clients[1]._id,
        montoDinero: '1.500,25', moneda: 'EUR', descripcion: 'Prueba', fechaConcretada: '2026-03-05',
      });
      expect(res.status).toBe(201);
      expect(res.body.success).toBe(true);
      expect(res.body.data).toMatchObject({
        operacion: 'alquiler temporal', propiedad: props[1].titulo, propiedadId: props[1].id, montoDinero: 1500.25, moneda: 'EUR', fechaConcretada: '2026-03-05',
        oferente: { _id: clients[0]._id, nombre: clients[0].nombre, apellido: clients[0].apellido }, receptor: { _id: clients[1]._id },
      });
      const noAmount = await admin(t.http.post('/api/admin/nueva-operacion')).send({ operacion: 'venta', propiedad: props[1].id, oferente: clients[0]._id, receptor: clients[1]._id, montoDinero: null, moneda: 'ARS' });
      expect(noAmount.status).toBe(201);
      expect(noAmount.body.data.montoDinero).toBeNull();
      expect(noAmount.body.data.fechaConcretada).toBe(new Date().toISOString().slice(0, 10));
    });

    it('keeps an operation readable after its property is deleted', async () => {
      const clients = (await admin(t.http.get('/api/admin/clientes'))).body.data;
      const created = await admin(t.http.post('/api/admin/nueva-casa')).send({ titulo: 'Casa vendida y borrada', operacion: 'venta', localidad: 'Chivilcoy', habitaciones: 2 });
      const op = await admin(t.http.post('/api/admin/nueva-operacion')).send({ operacion: 'venta', propiedad: created.body.id, oferente: clients[0]._id, receptor: clients[1]._id, montoDinero: 1, moneda: 'USD' });
      expect(op.status).toBe(201);
      expect((await admin(t.http.delete(`/api/admin/eliminar-propiedad/${created.body.id}`))).status).toBe(200);
      const list = (await admin(t.http.get('/api/admin/operaciones'))).body;
      expect(list.find((o: any) => o._id === op.body.data._id)).toMatchObject({ propiedad: 'Casa vendida y borrada', oferente: { nombre: clients[0].nombre } });
    });

    it('validates with the spec messages and writes nothing on error', async () => {
      const before = (await admin(t.http.get('/api/admin/operaciones'))).body.length;
      const res = await admin(t.http.post('/api/admin/nueva-operacion')).send({ montoDinero: 'mucho' });
      expect(res.status).toBe(400);
      expect(res.body.errors).toMatchObject({
        operacion: 'Seleccione el tipo de operación', propiedad: 'Seleccione una propiedad', oferente: 'Seleccione un cliente oferente', receptor: 'Seleccione un cliente receptor',
      });
      expect(res.body.errors.montoDinero).toBeDefined();
      const ghost = await admin(t.http.post('/api/admin/nueva-operacion')).send({
        operacion: 'venta', propiedad: '00000000-0000-4000-8000-000000000000', oferente: '00000000-0000-4000-8000-000000000001', receptor: '00000000-0000-4000-8000-000000000002',
      });
      expect(ghost.status).toBe(400);
      expect(Object.keys(ghost.body.errors).sort()).toEqual(['oferente', 'propiedad', 'receptor']);
      const badDate = await admin(t.http.post('/api/admin/nueva-operacion')).send({
        operacion: 'venta', propiedad: '00000000-0000-4000-8000-000000000000', oferente: '00000000-0000-4000-8000-000000000001', receptor: '00000000-0000-4000-8000-000000000002', fechaConcretada: '2026-02-30',
      });
      expect(badDate.status).toBe(400);
      expect(badDate.body.errors.fechaConcretada).toBe('Fecha inválida');
      expect((await admin(t.http.get('/api/admin/operaciones'))).body.length).toBe(before);
    });
  });
});
