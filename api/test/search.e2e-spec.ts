// Searches find every word typed, in any order, accents, case and Spanish plurals aside (src/database/text-search.ts):
// phone keyboards drop accents, so 'galpon' must find 'Galpón', 'casas chivilcoy' the Casa in Chivilcoy — in the
// public catalogue, the admin list, the trash, clients (and the back office's client picker, the same call with a
// limit), operations and enquiries. And each search's plan can use its indexes.
import { Db } from '../src/database/db.service.js';
import { searchCondition } from '../src/database/text-search.js';
import { CLIENT_SEARCH } from '../src/clients/clients.service.js';
import { ENQUIRY_SEARCH } from '../src/contact/contact.service.js';
import { OPERATION_PARTY_SEARCH, OPERATION_PROPERTY_SEARCH } from '../src/operations/operations.service.js';
import { PROPERTY_SEARCH } from '../src/properties/property-search.js';
import { bootApp, expectErrorShape, loginToken, type TestApp, visitor } from './helpers.js';

describe('searches that find every word, accents and case aside', () => {
  let t: TestApp;
  let token: string;
  const admin = (req: any) => req.set('auth-token', token);
  const get = (path: string) => admin(t.http.get(path));
  const enc = encodeURIComponent;
  const ids: Record<string, string> = {};
  const codigos: Record<string, string> = {};

  beforeAll(async () => {
    t = await bootApp({ seedDemo: false });
    token = await loginToken(t.http);
    const galpon = await admin(t.http.post('/api/admin/nuevo-galpon')).send({
      titulo: 'Galpón con oficinas', operacion: 'venta', calle: 'Av. González', localidad: 'José C. Paz',
      superficieTotal: 500, condicion: 'Bueno', alturaLibre: 6.5, precio: { monto: 90000, moneda: 'USD', visible: true },
      descripcion: 'Amplio depósito con playón de maniobras.',
    });
    expect(galpon.status).toBe(201);
    ids.galpon = galpon.body.id;
    codigos.galpon = galpon.body.propiedad.codigo;
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
    const casa = await admin(t.http.post('/api/admin/nueva-casa')).send({
      titulo: 'Casa quinta', operacion: 'venta', calle: 'Belgrano', localidad: 'Chivilcoy', habitaciones: 3, clienteDueño: ids.rosa,
    });
    expect(casa.status).toBe(201);
    ids.casa = casa.body.id;
    // Newer than the Casa, with 'quinta' in its description only; a Departamento whose title names neither its type nor plurals.
    const terreno = await admin(t.http.post('/api/admin/nuevo-terreno')).send({
      titulo: 'Lote en Suipacha', operacion: 'venta', localidad: 'Suipacha', superficieTotal: 600, largo: 30, ancho: 20, descripcion: 'Ideal para una casa quinta.',
    });
    expect(terreno.status).toBe(201);
    ids.terreno = terreno.body.id;
    const dpto = await admin(t.http.post('/api/admin/nuevo-dpto')).send({
      titulo: 'Moderno, dos ambientes', operacion: 'alquiler', calle: 'Centro comercial 12', localidad: 'Chivilcoy', piso: 2,
    });
    expect(dpto.status).toBe(201);
    ids.dpto = dpto.body.id;

    const op = await admin(t.http.post('/api/admin/nueva-operacion')).send({
      operacion: 'venta', propiedad: ids.galpon, oferente: ids.jose, receptor: ids.maria, montoDinero: 90000, moneda: 'USD', fechaConcretada: '2026-03-05',
    });
    expect(op.status).toBe(201);
    ids.op = op.body.data._id;
    const otra = await admin(t.http.post('/api/admin/nueva-operacion')).send({
      operacion: 'venta', propiedad: ids.casa, oferente: ids.pablo, receptor: ids.rosa, montoDinero: 1000, moneda: 'USD', fechaConcretada: '2026-03-04',
    });
    expect(otra.status).toBe(201);
    // A recorded sale takes its listing off the public site: these two are put back on it (the searches below are
    // about listings on the site; listing-states.e2e-spec.ts tests the states).
    for (const id of [ids.galpon, ids.casa]) {
      expect((await admin(t.http.put(`/api/admin/estado-propiedad/${id}`)).send({ estado: 'Disponible', motivo: 'Se cayó la venta' })).status).toBe(200);
    }

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
    expect(long.body.errors).toEqual({ q: 'La búsqueda es demasiado larga' });
    expect((await get('/api/admin/consultas?q=a&q=b')).status).toBe(400);
  });

  it('a search with no word in it (LIKE\'s own characters, punctuation) finds nothing; a blank one everything', async () => {
    expect((await t.http.get('/api/user/propiedades-publicas?q=%25')).body.total).toBe(0);
    expect((await t.http.get('/api/user/propiedades-publicas?q=-_')).body.total).toBe(0);
    expect((await get('/api/admin/clientes?q=%25&page=1')).body.total).toBe(0);
    expect((await get('/api/admin/consultas?q=_')).body.total).toBe(0);
    expect((await t.http.get('/api/user/propiedades-publicas?q=%20%20')).body.total).toBe(4);
  });

  const words = async (path: string, key: string) => ((await get(path)).body[key] as { id: string }[]).map((p) => p.id);

  it.each([
    ['casa chivilcoy', 'type and town'],
    ['chivilcoy casas', 'any order, a plural'],
    ['CASAS QUINTAS', 'plurals, upper case'],
    ['quinta belgrano', 'title and street'],
    ['chivil', 'a partial word'],
  ])('every word must match, in any order: q=%s (%s) finds the Casa quinta', async (q) => {
    const pub = await t.http.get(`/api/user/propiedades-publicas?q=${enc(q)}&orden=recientes`);
    expect(pub.body.propiedades.map((p: any) => p.id)).toContain(ids.casa);
    expect(pub.body.propiedades.map((p: any) => p.id)).not.toContain(ids.galpon);
  });

  it('a word that matches nothing leaves nothing: casa mercedes, galpon chivilcoy', async () => {
    expect((await t.http.get(`/api/user/propiedades-publicas?q=casa%20mercedes`)).body.total).toBe(0);
    expect((await get(`/api/admin/todas-propiedades?q=galpon%20chivilcoy`)).body.total).toBe(0);
  });

  it("the type's label counts though the title does not say it: departamento centro, departamentos", async () => {
    expect(await words('/api/admin/todas-propiedades?q=departamento%20centro', 'casas')).toEqual([ids.dpto]);
    expect((await t.http.get('/api/user/propiedades-publicas?q=departamentos')).body.propiedades.map((p: any) => p.id)).toEqual([ids.dpto]);
  });

  it('the description counts, accents aside: playon finds the Galpón', async () => {
    expect((await t.http.get('/api/user/propiedades-publicas?q=playon%20galpones')).body.propiedades.map((p: any) => p.id)).toEqual([ids.galpon]);
  });

  it('the listing code, whole or in part, beside other words', async () => {
    const digits = codigos.galpon!.split('-')[1]!;
    expect(await words(`/api/admin/todas-propiedades?q=${enc(codigos.galpon!)}`, 'casas')).toEqual([ids.galpon]);
    expect(await words(`/api/admin/todas-propiedades?q=${enc(`GALPON ${digits}`)}`, 'casas')).toContain(ids.galpon);
  });

  it("staff also find a property by its owner's name; visitors do not", async () => {
    expect(await words('/api/admin/todas-propiedades?q=rosa%20paz', 'casas')).toEqual([ids.casa]);
    expect(await words('/api/admin/todas-propiedades?q=quinta%20rosa', 'casas')).toEqual([ids.casa]);
    expect((await t.http.get('/api/user/propiedades-publicas?q=rosa%20paz')).body.total).toBe(0);
  });

  it('with q and no order chosen, the most relevant come first: a title match before a newer description match', async () => {
    const pub = await t.http.get('/api/user/propiedades-publicas?q=quinta');
    expect(pub.body.propiedades.map((p: any) => p.id)).toEqual([ids.casa, ids.terreno]);
    // The newest first when asked for.
    const recent = await t.http.get('/api/user/propiedades-publicas?q=quinta&orden=recientes');
    expect(recent.body.propiedades.map((p: any) => p.id)).toEqual([ids.terreno, ids.casa]);
  });

  it('clients: every word in the name, surname, DNI, phone or e-mail, in any order', async () => {
    const find = async (q: string) => ((await get(`/api/admin/clientes?q=${enc(q)}&page=1`)).body.data as { _id: string }[]).map((c) => c._id);
    expect(await find('gonzalez jose')).toEqual([ids.jose]);
    expect(await find('paz 27444')).toEqual([ids.rosa]);
    expect((await find('400000')).length).toBe(4);
    expect(await find('rosa gonzalez')).toEqual([]);
  });

  // The planner matches an index's expression as written: a search whose expression has no index would read every
  // row. With sequential scans priced out, each search's plan must reach its table through its indexes.
  it.each([
    ['properties p', PROPERTY_SEARCH, ['idx_properties_busqueda_texto', 'idx_properties_busqueda']],
    ['clients c', CLIENT_SEARCH, ['idx_clients_busqueda_texto']],
    ['operations', OPERATION_PROPERTY_SEARCH, ['idx_operations_busqueda_propiedad']],
    ['operations', OPERATION_PARTY_SEARCH, ['idx_operations_busqueda_oferente', 'idx_operations_busqueda_receptor']],
    ['contact_enquiries e', ENQUIRY_SEARCH, ['idx_contact_enquiries_busqueda_texto', 'idx_contact_enquiries_busqueda']],
  ] as const)('the search of %s %j uses its indexes', async (from, target, indexes) => {
    const db = t.app.get(Db);
    const params: unknown[] = [];
    const where = searchCondition('galpones chivilcoy', target, (v) => {
      params.push(v);
      return `$${params.length}`;
    });
    const plan = await db.transaction(async () => {
      await db.execute('SET LOCAL enable_seqscan = off');
      return db.query<{ 'QUERY PLAN': string }>(`EXPLAIN SELECT 1 FROM ${from} WHERE ${where}`, params);
    });
    const text = plan.map((r) => r['QUERY PLAN']).join('\n');
    for (const index of indexes) expect(text).toContain(`Bitmap Index Scan on ${index}`);
    expect(text).not.toContain('Seq Scan');
  });
});
