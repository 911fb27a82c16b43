// Searches forgive accents and case on both sides (issue 13, point 5): phone keyboards drop accents, so 'galpon'
// must find 'Galpón', 'gonzalez' or 'GONZALEZ' 'González', 'jose' 'José' — in the public catalogue, the admin list,
// the trash, clients (and the back office's client picker, the same call with a limit), operations and enquiries.
// And each search's folded expression has its trigram index: the plan can use it (src/database/text-search.ts).
import { Db } from '../src/database/db.service.js';
import { matchesText } from '../src/database/text-search.js';
import { CLIENT_SEARCH_TEXT } from '../src/clients/clients.service.js';
import { ENQUIRY_SEARCH_TEXT } from '../src/contact/contact.service.js';
import { OPERATION_PARTY_SEARCH, OPERATION_PROPERTY_SEARCH } from '../src/operations/operations.service.js';
import { PROPERTY_SEARCH_TEXT } from '../src/properties/property-search.js';
import { bootApp, expectErrorShape, loginToken, type TestApp, visitor } from './helpers.js';

describe('searches that ignore accents and case', () => {
  let t: TestApp;
  let token: string;
  const admin = (req: any) => req.set('auth-token', token);
  const get = (path: string) => admin(t.http.get(path));
  const enc = encodeURIComponent;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await bootApp({ seedDemo: false });
    token = await loginToken(t.http);
    const galpon = await admin(t.http.post('/api/admin/nuevo-galpon')).send({
      titulo: 'Galpón con oficinas', operacion: 'venta', calle: 'Av. González', localidad: 'José C. Paz',
      superficieTotal: 500, condicion: 'Bueno', alturaLibre: 6.5, precio: { monto: 90000, moneda: 'USD', visible: true },
    });
    expect(galpon.status).toBe(201);
    ids.galpon = galpon.body.id;
    const casa = await admin(t.http.post('/api/admin/nueva-casa')).send({
      titulo: 'Casa quinta', operacion: 'venta', calle: 'Belgrano', localidad: 'Chivilcoy', habitaciones: 3,
    });
    ids.casa = casa.body.id;
    const oculto = await admin(t.http.post('/api/admin/nuevo-galpon')).send({
      titulo: 'GALPÓN DE ACOPIO', operacion: 'alquiler', localidad: 'Mercedes', visible: false, superficieTotal: 900, condicion: 'Bueno', alturaLibre: 8,
    });
    ids.oculto = oculto.body.id;
    const borrado = await admin(t.http.post('/api/admin/nuevo-galpon')).send({
      titulo: 'Galpón dado de baja', operacion: 'venta', localidad: 'Bragado', superficieTotal: 300, condicion: 'Bueno', alturaLibre: 5,
    });
    ids.borrado = borrado.body.id;
    expect((await admin(t.http.delete(`/api/admin/eliminar-propiedad/${ids.borrado}`))).status).toBe(200);

    const cliente = async (nombre: string, apellido: string, dni: string) => {
      const res = await admin(t.http.post('/api/admin/nuevo-cliente')).send({ nombre, apellido, dni, telefono: '2346 400000', mail: null });
      expect(res.status).toBe(201);
      return res.body.data._id as string;
    };
    ids.jose = await cliente('José', 'González', '30111222');
    ids.maria = await cliente('María', 'Núñez', '28999000');
    ids.pablo = await cliente('Pablo', 'Ruiz', '22333444');
    ids.rosa = await cliente('Rosa', 'Paz', '27444000');

    const op = await admin(t.http.post('/api/admin/nueva-operacion')).send({
      operacion: 'venta', propiedad: ids.galpon, oferente: ids.jose, receptor: ids.maria, montoDinero: 90000, moneda: 'USD', fechaConcretada: '2026-03-05',
    });
    expect(op.status).toBe(201);
    ids.op = op.body.data._id;
    const otra = await admin(t.http.post('/api/admin/nueva-operacion')).send({
      operacion: 'venta', propiedad: ids.casa, oferente: ids.pablo, receptor: ids.rosa, montoDinero: 1000, moneda: 'USD', fechaConcretada: '2026-03-04',
    });
    expect(otra.status).toBe(201);

    const consulta = (body: Record<string, string>) => t.http.post('/api/user/contacto').agent(visitor('203.0.113.50')).send({ telefono: '', ...body });
    expect((await consulta({ nombre: 'José González', email: 'jose@example.com', asunto: 'Galpón en venta', mensaje: '¿Tiene oficinas?' })).status).toBe(201);
    expect((await consulta({ nombre: 'Pablo Ruiz', email: 'pablo@example.com', asunto: 'Casa quinta', mensaje: 'Quisiera visitarla.' })).status).toBe(201);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe.each(['galpon', 'GALPON', 'Galpón', 'galpón'])('the property lists find the Galpón for q=%s', (q) => {
    it('public catalogue: the visible one only', async () => {
      const res = await t.http.get(`/api/user/propiedades-publicas?q=${enc(q)}`);
      expect(res.status).toBe(200);
      expect(res.body.propiedades.map((p: any) => p.id)).toEqual([ids.galpon]);
      expect(res.body.total).toBe(1);
    });

    it('admin list and the property picker: hidden ones too, never deleted ones', async () => {
      const res = await get(`/api/admin/todas-propiedades?q=${enc(q)}&limit=100`);
      expect(res.status).toBe(200);
      expect(res.body.casas.map((p: any) => p.id).sort()).toEqual([ids.galpon, ids.oculto].sort());
    });

    it('trash', async () => {
      const res = await get(`/api/admin/papelera?q=${enc(q)}`);
      expect(res.status).toBe(200);
      expect(res.body.casas.map((p: any) => p.id)).toEqual([ids.borrado]);
    });
  });

  it.each([
    ['gonzalez', 'calle Av. González'],
    ['GONZALEZ', 'calle, upper case'],
    ['jose c', 'localidad José C. Paz'],
    ['JOSE', 'localidad, upper case'],
  ])('the catalogue searches street and town too: q=%s (%s)', async (q) => {
    const pub = await t.http.get(`/api/user/propiedades-publicas?q=${enc(q)}`);
    expect(pub.body.propiedades.map((p: any) => p.id)).toEqual([ids.galpon]);
    const adm = await get(`/api/admin/todas-propiedades?q=${enc(q)}`);
    expect(adm.body.casas.map((p: any) => p.id)).toEqual([ids.galpon]);
  });

  it.each(['gonzalez', 'GONZALEZ', 'González', 'jose', 'JOSÉ', 'jose gonzalez', 'Jose Gonzalez', '30111'])('clients and the client picker find José González for q=%s', async (q) => {
    const paged = await get(`/api/admin/clientes?q=${enc(q)}&page=1`);
    expect(paged.status).toBe(200);
    expect(paged.body.data.map((c: any) => c._id)).toEqual([ids.jose]);
    expect(paged.body.total).toBe(1);
    // The picker of /nueva-operacion reads the same call with a limit (no page): {success, data}.
    const picker = await get(`/api/admin/clientes?limit=1000&q=${enc(q)}`);
    expect(picker.body.data.map((c: any) => c._id)).toEqual([ids.jose]);
  });

  it('a client named with ñ and accents is found typed plainly: nunez finds María Núñez', async () => {
    const res = await get('/api/admin/clientes?q=maria%20nunez&page=1');
    expect(res.body.data.map((c: any) => c._id)).toEqual([ids.maria]);
  });

  it.each(['galpon', 'GALPON', 'galpón con'])('operations find the Galpón\'s sale by its title: q=%s', async (q) => {
    const list = await get(`/api/admin/operaciones?q=${enc(q)}`);
    expect(list.status).toBe(200);
    expect(list.body.map((o: any) => o._id)).toEqual([ids.op]);
    const paged = await get(`/api/admin/operaciones?q=${enc(q)}&page=1`);
    expect(paged.body).toMatchObject({ total: 1, data: [{ _id: ids.op }] });
  });

  it.each(['gonzalez', 'GONZALEZ', 'jose', 'jose gonzalez', 'nunez', 'MARIA NUNEZ'])('operations find either party by name: cliente=%s', async (cliente) => {
    const list = await get(`/api/admin/operaciones?cliente=${enc(cliente)}`);
    expect(list.status).toBe(200);
    expect(list.body.map((o: any) => o._id)).toEqual([ids.op]);
  });

  it.each([
    ['gonzalez', 'name'],
    ['GONZALEZ', 'name, upper case'],
    ['jose@', 'e-mail'],
    ['galpon en venta', 'subject'],
    ['tiene OFICINAS', 'message'],
  ])('enquiries find José González\'s enquiry: q=%s (%s)', async (q) => {
    const res = await get(`/api/admin/consultas?q=${enc(q)}`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((c: any) => c.nombre)).toEqual(['José González']);
    expect(res.body).toMatchObject({ total: 1, pages: 1, pendientes: 2 });
  });

  it('enquiries: q combines with estado, pages past the end still count, and a bad q is a 400 in the error shape', async () => {
    expect((await get('/api/admin/consultas?q=jose&estado=leidas')).body).toMatchObject({ data: [], total: 0 });
    expect((await get('/api/admin/consultas?q=jose&estado=pendientes')).body.total).toBe(1);
    expect((await get('/api/admin/consultas?q=jose&page=3')).body).toMatchObject({ data: [], total: 1, pendientes: 2 });
    const long = await get(`/api/admin/consultas?q=${'a'.repeat(201)}`);
    expect(long.status).toBe(400);
    expectErrorShape(long.body);
    expect(long.body.errors).toEqual({ q: 'Búsqueda inválida' });
    expect((await get('/api/admin/consultas?q=a&q=b')).status).toBe(400);
  });

  it('LIKE\'s own characters are matched literally, not as wildcards', async () => {
    expect((await t.http.get('/api/user/propiedades-publicas?q=%25')).body.total).toBe(0);
    expect((await t.http.get('/api/user/propiedades-publicas?q=galp_n')).body.total).toBe(0);
    expect((await get('/api/admin/clientes?q=%25&page=1')).body.total).toBe(0);
    expect((await get('/api/admin/consultas?q=_')).body.total).toBe(0);
  });

  // The planner matches an index's expression as written: a search whose expression has no trigram index would
  // read every row. With sequential scans priced out, each search's plan must reach its table through its index.
  it.each([
    ['properties p', PROPERTY_SEARCH_TEXT, ['idx_properties_busqueda_titulo', 'idx_properties_busqueda_calle', 'idx_properties_busqueda_localidad']],
    ['clients c', CLIENT_SEARCH_TEXT, ['idx_clients_busqueda_nombre', 'idx_clients_busqueda_dni']],
    ['operations', OPERATION_PROPERTY_SEARCH, ['idx_operations_busqueda_propiedad']],
    ['operations', OPERATION_PARTY_SEARCH, ['idx_operations_busqueda_oferente', 'idx_operations_busqueda_receptor']],
    ['contact_enquiries e', ENQUIRY_SEARCH_TEXT, ['idx_contact_enquiries_busqueda']],
  ] as const)('the search of %s %j uses its trigram indexes', async (from, exprs, indexes) => {
    const db = t.app.get(Db);
    const plan = await db.transaction(async () => {
      await db.execute('SET LOCAL enable_seqscan = off');
      return db.query<{ 'QUERY PLAN': string }>(`EXPLAIN SELECT 1 FROM ${from} WHERE ${matchesText(exprs, '$1')}`, ['%galpon%']);
    });
    const text = plan.map((r) => r['QUERY PLAN']).join('\n');
    for (const index of indexes) expect(text).toContain(`Bitmap Index Scan on ${index}`);
    expect(text).not.toContain('Seq Scan');
  });
});
