// Every create, edit, delete and restore of a property, client and operation leaves who, when and
// what changed (old → new), written in the write's own transaction; a refused write leaves nothing; the public
// property says 'bajoDePrecio' for 30 days after a drop in the same currency.
import { ERROR_CODES } from '@inmo/contracts';
import { Db } from '../src/database/db.service.js';
import { REPLY_TTL_MS, ReplyCache } from '../src/cache/reply-cache.js';
import { bootApp, eventually, expectErrorShape, loginToken, type TestApp } from './helpers.js';

describe('change history', () => {
  let t: TestApp;
  let token: string;
  let me: { _id: string; nombre: string };
  let db: Db;
  beforeAll(async () => {
    t = await bootApp({ seedDemo: false });
    token = await loginToken(t.http);
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    me = { _id: payload.sub, nombre: payload.nombre };
    db = t.app.get(Db);
  });
  afterAll(async () => {
    await t?.close();
  });
  const admin = (req: any) => req.set('auth-token', token);
  const historial = async (entidad: string, id: string) => {
    const res = await admin(t.http.get(`/api/admin/historial/${entidad}/${id}`));
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    return res.body.data as { fecha: string; usuario: { _id: string | null; nombre: string } | null; accion: string; cambios: { campo: string; antes: unknown; despues: unknown }[] }[];
  };
  const rowCount = async () => Number((await db.one<{ n: string | number }>(`SELECT count(*) AS n FROM change_history`))!.n);
  const casa = (extra: Record<string, unknown> = {}) =>
    admin(t.http.post('/api/admin/nueva-casa')).send({
      titulo: 'Casa con parque', operacion: 'venta', localidad: 'Chivilcoy', habitaciones: 3,
      precio: { monto: 100000, moneda: 'USD', visible: true },
      imagenes: [{ url: '/api/media/a.svg', public_id: 'a' }, { url: '/api/media/b.svg', public_id: 'b' }],
      ...extra,
    });
  const editar = (p: { id: string; version: number }, propiedad: Record<string, unknown>) =>
    admin(t.http.put(`/api/admin/editar-propiedad/${p.id}`)).send({ propiedad, version: p.version });
  const publica = async (id: string) => (await t.http.get(`/api/user/propiedad/${id}`)).body.propiedad;

  it('records a property\'s creation, price edit, deletion and restore: who, when, which fields, newest first', async () => {
    const created = await casa();
    expect(created.status).toBe(201);
    const p = created.body.propiedad;
    let h = await historial('propiedad', p.id);
    expect(h).toHaveLength(1);
    expect(h[0]).toMatchObject({ accion: 'crear', usuario: me });
    expect(h[0]!.cambios).toEqual(expect.arrayContaining([
      { campo: 'titulo', antes: null, despues: 'Casa con parque' },
      { campo: 'precio', antes: null, despues: 100000 },
      { campo: 'moneda', antes: null, despues: 'USD' },
      { campo: 'habitaciones', antes: null, despues: 3 },
      { campo: 'imagenes', antes: null, despues: 2 },
    ]));
    // Pictures as a count, never their addresses.
    expect(JSON.stringify(h)).not.toContain('a.svg');

    const edit = await editar(p, { precio: { monto: 90000, moneda: 'USD', visible: true } });
    expect(edit.status).toBe(200);
    expect(edit.body.propiedad.precio.monto).toBe(90000);
    h = await historial('propiedad', p.id);
    expect(h.map((e) => e.accion)).toEqual(['editar', 'crear']);
    expect(h[0]).toMatchObject({ usuario: me, cambios: [{ campo: 'precio', antes: 100000, despues: 90000 }] });

    // One picture fewer, a field of the type and an amenity.
    const edit2 = await editar(edit.body.propiedad, { imagenes: [edit.body.propiedad.imagenes[1]], ambientes: 5, amenities: { piscina: true } });
    expect(edit2.status).toBe(200);
    h = await historial('propiedad', p.id);
    expect(h[0]!.cambios).toEqual([
      { campo: 'ambientes', antes: null, despues: 5 },
      { campo: 'amenities.piscina', antes: false, despues: true },
      { campo: 'imagenes', antes: 2, despues: 1 },
    ]);

    expect((await admin(t.http.delete(`/api/admin/eliminar-propiedad/${p.id}`))).status).toBe(200);
    expect((await admin(t.http.post(`/api/admin/restaurar-propiedad/${p.id}`))).status).toBe(200);
    h = await historial('propiedad', p.id);
    expect(h.map((e) => e.accion)).toEqual(['restaurar', 'eliminar', 'editar', 'editar', 'crear']);
    expect(h.every((e) => e.usuario?._id === me._id && e.usuario?.nombre === me.nombre)).toBe(true);
    const times = h.map((e) => Date.parse(e.fecha));
    expect(times.every((x) => Number.isFinite(x))).toBe(true);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('leaves no history for a refused write: a stale version, a missing owner, an invalid field, a missing property', async () => {
    const p = (await casa()).body.propiedad;
    expect((await editar(p, { titulo: 'Primera' })).status).toBe(200);
    const before = await rowCount();
    const stale = await editar(p, { titulo: 'Segunda' });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe(ERROR_CODES.PROPERTY_VERSION_CONFLICT);
    const owner = await admin(t.http.put(`/api/admin/editar-propiedad/${p.id}`)).send({ propiedad: { clienteDueño: '7d2c1f0e-5b3a-4c9d-8e1f-0a2b3c4d5e6f' } });
    expect(owner.status).toBe(400);
    const invalid = await admin(t.http.put(`/api/admin/editar-propiedad/${p.id}`)).send({ propiedad: { titulo: '' } });
    expect(invalid.status).toBe(400);
    expectErrorShape(invalid.body);
    expect((await admin(t.http.delete('/api/admin/eliminar-propiedad/7d2c1f0e-5b3a-4c9d-8e1f-0a2b3c4d5e6f'))).status).toBe(404);
    expect((await admin(t.http.post(`/api/admin/restaurar-propiedad/${p.id}`))).status).toBe(404);
    expect((await casa({ titulo: '' })).status).toBe(400);
    expect(await rowCount()).toBe(before);
    expect((await historial('propiedad', p.id)).map((e) => e.accion)).toEqual(['editar', 'crear']);
  });

  it('writes the history in the write\'s transaction: when the history cannot be written, the write is undone', async () => {
    const p = (await casa()).body.propiedad;
    const c = (await admin(t.http.post('/api/admin/nuevo-cliente')).send({ nombre: 'Eva', apellido: 'Sosa', dni: '30999001', telefono: '02346 15-400001', mail: null })).body.data;
    await db.execute(`CREATE FUNCTION refuse_history() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.cambios::text LIKE '%NO-HISTORY%' THEN RAISE EXCEPTION 'history refused'; END IF; RETURN NEW; END $$`);
    await db.execute(`CREATE TRIGGER refuse_history BEFORE INSERT ON change_history FOR EACH ROW EXECUTE FUNCTION refuse_history()`);
    try {
      const before = await rowCount();
      expect((await editar(p, { titulo: 'NO-HISTORY' })).status).toBe(500);
      expect((await admin(t.http.get(`/api/user/propiedad/${p.id}`))).body.propiedad).toMatchObject({ titulo: 'Casa con parque', version: p.version });
      expect((await admin(t.http.put(`/api/admin/editar-cliente/${c._id}`)).send({ ...c, nombre: 'NO-HISTORY' })).status).toBe(500);
      expect((await admin(t.http.get(`/api/admin/cliente/${c._id}`))).body.data).toMatchObject({ nombre: 'Eva', version: c.version });
      expect((await casa({ titulo: 'NO-HISTORY' })).status).toBe(500);
      expect(await db.query(`SELECT id FROM properties WHERE titulo = 'NO-HISTORY'`)).toEqual([]);
      expect(await rowCount()).toBe(before);
    } finally {
      await db.execute(`DROP TRIGGER refuse_history ON change_history`);
      await db.execute(`DROP FUNCTION refuse_history()`);
    }
  });

  it('records a client\'s creation and edits (its own fields and its lists); a refused edit leaves nothing', async () => {
    const created = await admin(t.http.post('/api/admin/nuevo-cliente')).send({ nombre: 'Ana', apellido: 'Pérez', dni: '30999002', telefono: '02346 15-400002', mail: null });
    expect(created.status).toBe(201);
    const c = created.body.data;
    let h = await historial('cliente', c._id);
    expect(h).toHaveLength(1);
    expect(h[0]).toMatchObject({ accion: 'crear', usuario: me });
    expect(h[0]!.cambios).toEqual(expect.arrayContaining([{ campo: 'nombre', antes: null, despues: 'Ana' }, { campo: 'dni', antes: null, despues: '30999002' }]));

    const edit = await admin(t.http.put(`/api/admin/editar-cliente/${c._id}`)).send({
      ...c, nombre: 'Ana María', profesion: 'Docente',
      preferenciasBusqueda: [{ tipoPropiedad: 'Casa', tipoOperacion: 'Compra', presupuesto: 120000, moneda: 'USD', descripcion: '', activa: true }],
    });
    expect(edit.status).toBe(200);
    h = await historial('cliente', c._id);
    expect(h.map((e) => e.accion)).toEqual(['editar', 'crear']);
    expect(h[0]!.cambios).toEqual([
      { campo: 'nombre', antes: 'Ana', despues: 'Ana María' },
      { campo: 'profesion', antes: null, despues: 'Docente' },
      { campo: 'preferenciasBusqueda', antes: [], despues: [expect.stringMatching(/^Casa · Compra · hasta .*120\.000/)] },
    ]);

    const before = await rowCount();
    const stale = await admin(t.http.put(`/api/admin/editar-cliente/${c._id}`)).send({ ...c, nombre: 'Otra' });
    expect(stale.status).toBe(409);
    const other = await admin(t.http.post('/api/admin/nuevo-cliente')).send({ nombre: 'Luis', apellido: 'Gómez', dni: '30999003', telefono: '02346 15-400003', mail: null });
    const taken = await admin(t.http.put(`/api/admin/editar-cliente/${other.body.data._id}`)).send({ ...other.body.data, dni: '30999002' });
    expect(taken.status).toBe(409);
    expect((await admin(t.http.post('/api/admin/nuevo-cliente')).send({ nombre: 'Repetido', apellido: 'X', dni: '30999002', telefono: '02346 15-400004', mail: null })).status).toBe(409);
    expect(await rowCount()).toBe(before + 1); // Luis's creation only
  });

  it('records an operation\'s creation with its parties and property by name', async () => {
    const p = (await casa({ titulo: 'Casa vendida' })).body.propiedad;
    const mk = async (nombre: string, dni: string, tel: string) =>
      (await admin(t.http.post('/api/admin/nuevo-cliente')).send({ nombre, apellido: 'Ruiz', dni, telefono: tel, mail: null })).body.data._id;
    const oferente = await mk('Oscar', '30999010', '02346 15-400010');
    const receptor = await mk('Rita', '30999011', '02346 15-400011');
    const op = await admin(t.http.post('/api/admin/nueva-operacion')).send({ operacion: 'venta', propiedad: p.id, oferente, receptor, montoDinero: 95000, moneda: 'USD', descripcion: '' });
    expect(op.status).toBe(201);
    const h = await historial('operacion', op.body.data._id);
    expect(h).toEqual([{ fecha: expect.any(String), usuario: me, accion: 'crear', cambios: expect.arrayContaining([
      { campo: 'propiedad', antes: null, despues: 'Casa vendida' },
      { campo: 'oferente', antes: null, despues: 'Oscar Ruiz' },
      { campo: 'receptor', antes: null, despues: 'Rita Ruiz' },
      { campo: 'montoDinero', antes: null, despues: 95000 },
    ]) }]);
    const before = await rowCount();
    expect((await admin(t.http.post('/api/admin/nueva-operacion')).send({ operacion: 'venta', propiedad: p.id, oferente, receptor: oferente })).status).toBe(400);
    expect(await rowCount()).toBe(before);
  });

  it('keeps the name a user had when they wrote', async () => {
    let p = (await casa()).body.propiedad;
    p = (await editar(p, { titulo: 'Con el nombre de antes' })).body.propiedad;
    try {
      await db.execute(`UPDATE users SET nombre = 'Nombre Nuevo' WHERE id = $1`, [me._id]);
      // The API learns of the new name by a change notice: edit until an entry carries it.
      let n = 0;
      expect(await eventually(async () => {
        const r = await editar(p, { titulo: `Con el nombre nuevo ${++n}` });
        expect(r.status).toBe(200);
        p = r.body.propiedad;
        return (await historial('propiedad', p.id))[0]!.usuario?.nombre === 'Nombre Nuevo';
      })).toBe(true);
      const h = await historial('propiedad', p.id);
      const antes = h.find((e) => e.cambios.some((c) => c.despues === 'Con el nombre de antes'));
      expect(antes?.usuario).toEqual(me);
      expect(h[0]!.usuario).toEqual({ _id: me._id, nombre: 'Nombre Nuevo' });
    } finally {
      await db.execute(`UPDATE users SET nombre = $2 WHERE id = $1`, [me._id, me.nombre]);
    }
  });

  it('shows \'bajoDePrecio\' after a drop in the same currency, not after a rise or a change of currency, for 30 days', async () => {
    let p = (await casa({ precio: { monto: 200000, moneda: 'USD', visible: true } })).body.propiedad;
    expect(p.bajoDePrecio).toBe(false);
    expect((await publica(p.id)).bajoDePrecio).toBe(false);
    const step = async (precio: Record<string, unknown>) => {
      const r = await editar(p, { precio: { visible: true, ...precio } });
      expect(r.status).toBe(200);
      p = r.body.propiedad;
      return (await publica(p.id)).bajoDePrecio;
    };
    expect(await step({ monto: 180000, moneda: 'USD' })).toBe(true);
    // The catalogue's card says so too.
    const list = await t.http.get('/api/user/propiedades-publicas?page=1&limit=50');
    expect(list.body.propiedades.find((x: any) => x.id === p.id).bajoDePrecio).toBe(true);
    // Another edit that leaves the price alone keeps it.
    expect((await editar(p, { titulo: 'Casa con parque y pileta' })).status).toBe(200);
    p = (await admin(t.http.get(`/api/user/propiedad/${p.id}`))).body.propiedad;
    expect((await publica(p.id)).bajoDePrecio).toBe(true);
    expect(await step({ monto: 190000, moneda: 'USD' })).toBe(false); // a rise
    expect(await step({ monto: 170000, moneda: 'USD' })).toBe(true);
    expect(await step({ monto: 150000000, moneda: 'ARS' })).toBe(false); // a change of currency is not a drop
    expect(await step({ monto: 140000000, moneda: 'ARS' })).toBe(true);
    // A hidden price says nothing to the public (staff still see it).
    const hidden = await editar(p, { precio: { monto: 140000000, moneda: 'ARS', visible: false } });
    expect(hidden.body.propiedad.bajoDePrecio).toBe(true);
    expect((await publica(p.id)).bajoDePrecio).toBe(false);
    p = hidden.body.propiedad;
    expect(await step({ monto: 140000000, moneda: 'ARS' })).toBe(true);
    // 30 days later it is old news.
    await db.execute(`UPDATE properties SET precio_bajo_en = now() - interval '31 days' WHERE id = $1`, [p.id]);
    expect(await eventually(async () => (await publica(p.id)).bajoDePrecio === false)).toBe(true);
    // A currency change straight away (no earlier drop) is not one either.
    p = (await casa({ precio: { monto: 100, moneda: 'USD', visible: true } })).body.propiedad;
    expect(await step({ monto: 50, moneda: 'ARS' })).toBe(false);
  });

  it("a cached public reply ends within the cache's time to live, so a badge's 30 days end without any write", async () => {
    let p = (await casa({ precio: { monto: 300000, moneda: 'USD', visible: true } })).body.propiedad;
    p = (await editar(p, { precio: { monto: 290000, moneda: 'USD', visible: true } })).body.propiedad;
    await db.execute(`UPDATE properties SET precio_bajo_en = now() - interval '30 days' + interval '1500 milliseconds' WHERE id = $1`, [p.id]);
    const url = `/api/user/propiedad/${p.id}`;
    // Cached while the badge lasts…
    expect(await eventually(async () => {
      const r = await t.http.get(url);
      return r.body.propiedad.bajoDePrecio === true && r.headers['x-cache'] === 'hit';
    })).toBe(true);
    await new Promise((r) => setTimeout(r, 2000));
    // …still the cached reply until its time is up (no write announced anything)…
    const stale = await t.http.get(url);
    expect([stale.headers['x-cache'], stale.body.propiedad.bajoDePrecio]).toEqual(['hit', true]);
    // …and read again once it has passed.
    expect(t.app.get(ReplyCache).get(url, Date.now() + REPLY_TTL_MS + 1)).toBeNull();
    const fresh = await t.http.get(url);
    expect([fresh.headers['x-cache'], fresh.body.propiedad.bajoDePrecio]).toEqual(['miss', false]);
  });

  it('answers only staff, and checks the entity and the id', async () => {
    const p = (await casa()).body.propiedad;
    expect((await t.http.get(`/api/admin/historial/propiedad/${p.id}`)).status).toBe(401);
    const bad = await admin(t.http.get(`/api/admin/historial/desconocida/${p.id}`));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('entidad');
    expect((await admin(t.http.get('/api/admin/historial/propiedad/123'))).status).toBe(400);
    expect(await historial('cliente', p.id)).toEqual([]);
  });
});
