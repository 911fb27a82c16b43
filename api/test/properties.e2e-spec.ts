// Public catalogue, property detail, admin list, creation per type, edit with optimistic check, soft delete, metrics.
import { ERROR_CODES, MENSAJES } from '@inmo/contracts';
import { ChangeFeed } from '../src/cache/change-feed.js';
import { DEMO_CERRADAS, DEMO_OPERATIONS, DEMO_PROPERTIES } from '../src/seed/demo-data.js';

/** The demo listings on the public site: visible, and not closed by an operation (Vendida, Alquilada). */
const PUBLICAS = DEMO_PROPERTIES.filter((p, i) => p.body.visible !== false && !DEMO_CERRADAS.has(i)).length;
import { bootApp, expectErrorShape, loginToken, statementsOf, type TestApp, bootAsAdmin } from './helpers.js';

describe('properties', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    ({ t, token } = await bootAsAdmin());
  });
  afterAll(() => t?.close());
  const admin = (req: any) => req.set('auth-token', token);

  describe('public catalogue', () => {
    it('lists only visible, not deleted properties, newest first, in the contract shape', async () => {
      const res = await t.http.get('/api/user/propiedades-publicas');
      expect(res.status).toBe(200);
      const list = res.body.propiedades;
      expect(list).toHaveLength(PUBLICAS);
      expect(res.body.total).toBeUndefined();
      expect(list.every((p: any) => p.visible === true)).toBe(true);
      const fechas = list.map((p: any) => p.fechaPublicada);
      expect([...fechas].sort().reverse()).toEqual(fechas);
      const p = list[0];
      expect(p.id).toBe(p._id);
      expect(p.titulo).toBe(p.tituloPublicacion);
      expect(p.fechaPublicada).toBe(p.fechaPublicacion);
      expect(p.ubicacion).toEqual(expect.objectContaining({ localidad: expect.any(String), entreCalles: expect.any(Object) }));
      expect(p.precio).toEqual({ monto: p.precio.visible ? expect.any(Number) : null, moneda: expect.stringMatching(/^(ARS|USD|EUR)$/), visible: expect.any(Boolean) });
      expect(p.caracteristicas).toEqual({ dormitorios: p.habitaciones, baños: p.baños, superficieTotal: p.superficieTotal });
      expect(p.imagenes.map((i: any) => i.orden)).toEqual([...p.imagenes.map((i: any) => i.orden)].sort((a: number, b: number) => a - b));
      expect(p.imagenes[0].esPortada).toBe(true);
      expect(new Set(list.map((x: any) => x.tipo)).size).toBe(7);
    });

    it('pages on the server when asked: {propiedades, total, page, pages}', async () => {
      const res = await t.http.get('/api/user/propiedades-publicas?page=2&limit=4');
      expect(res.status).toBe(200);
      const visibles = PUBLICAS;
      expect(res.body).toMatchObject({ total: visibles, page: 2, pages: Math.ceil(visibles / 4) });
      expect(res.body.propiedades).toHaveLength(4);
      const far = await t.http.get('/api/user/propiedades-publicas?page=50');
      expect(far.body).toMatchObject({ propiedades: [], total: visibles, page: 50 });
      const def = await t.http.get('/api/user/propiedades-publicas?page=1');
      expect(def.body.propiedades).toHaveLength(9);
    });

    it('spends at most two SQL statements per catalogue page and one per detail (none once cached)', async () => {
      t.app.get(ChangeFeed).bump(); // start cold: the reply cache (test/cache.e2e-spec.ts) is emptied
      // The page and its count.
      expect((await statementsOf(t, { url: '/api/user/propiedades-publicas?page=1&limit=9&tipo=Casa' })).statements).toBe(2);
      // Its one batch of rows (the demo catalogue is smaller than a batch).
      expect((await statementsOf(t, { url: '/api/user/propiedades-publicas' })).statements).toBe(1);
      const id = (await t.http.get('/api/user/propiedades-publicas?limit=1')).body.propiedades[0].id;
      const detail = await statementsOf(t, { url: `/api/user/propiedad/${id}` });
      expect(detail.status).toBe(200);
      expect(detail.statements).toBe(1);
      expect((await statementsOf(t, { url: '/api/user/propiedades-publicas?page=1&limit=9&tipo=Casa' })).statements).toBe(0);
      expect((await statementsOf(t, { url: `/api/user/propiedad/${id}` })).statements).toBe(0);
    });

    it('filters by tipo, operacion, moneda, price and bedrooms', async () => {
      const casas = await t.http.get('/api/user/propiedades-publicas?tipo=Casa');
      expect(casas.body.propiedades.length).toBeGreaterThan(0);
      expect(casas.body.propiedades.every((p: any) => p.tipo === 'Casa')).toBe(true);
      const alq = await t.http.get('/api/user/propiedades-publicas?operacion=alquiler');
      expect(alq.body.propiedades.every((p: any) => p.operacion === 'alquiler')).toBe(true);
      const usd = await t.http.get('/api/user/propiedades-publicas?moneda=USD&precioMin=50000&precioMax=150000&orden=precio_asc');
      const montos = usd.body.propiedades.map((p: any) => p.precio.monto);
      expect(montos.every((m: number) => m >= 50000 && m <= 150000)).toBe(true);
      expect([...montos].sort((a, b) => a - b)).toEqual(montos);
      const dorm = await t.http.get('/api/user/propiedades-publicas?dormitorios=3');
      expect(dorm.body.propiedades.every((p: any) => p.habitaciones >= 3)).toBe(true);
      const q = await t.http.get(`/api/user/propiedades-publicas?q=${encodeURIComponent('panadería')}`);
      expect(q.body.total).toBe(1);
    });

    it.each([
      ['limit=0'], ['limit=101'], ['page=abc'], ['tipo=Castillo'], ['operacion=permuta'], ['precioMin=-1'], ['moneda=BTC'], ['orden=azar'], ['precioMin=10&precioMax=5'], ['page=1&page=2'],
    ])('rejects %s with 400 in the one error shape', async (qs) => {
      const res = await t.http.get(`/api/user/propiedades-publicas?${qs}`);
      expect(res.status).toBe(400);
      expectErrorShape(res.body);
      expect(res.body.code).toBe(ERROR_CODES.VALIDATION);
      expect(res.body.errors).toBeDefined();
    });
  });

  describe('detail', () => {
    it('returns {propiedad, tipo}', async () => {
      const list = await t.http.get('/api/user/propiedades-publicas');
      const id = list.body.propiedades[0].id;
      const res = await t.http.get(`/api/user/propiedad/${id}`);
      expect(res.status).toBe(200);
      expect(res.body.tipo).toBe(res.body.propiedad.tipo);
      expect(res.body.propiedad.id).toBe(id);
    });

    it.each([['00000000-0000-4000-8000-000000000000'], ['no-es-un-uuid'], ['1%27%20OR%201%3D1']])('answers 404 for %s', async (id) => {
      const res = await t.http.get(`/api/user/propiedad/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, error: MENSAJES.propiedadNoEncontrada, code: ERROR_CODES.PROPERTY_NOT_FOUND });
    });

    it('never sends a hidden price or the owner client to the public; staff see both', async () => {
      const list = (await t.http.get('/api/user/propiedades-publicas')).body.propiedades;
      const oculto = list.find((p: any) => p.precio.visible === false);
      expect(oculto.precio.monto).toBeNull();
      expect(list.every((p: any) => !('clienteDueño' in p))).toBe(true);
      const staff = await admin(t.http.get(`/api/user/propiedad/${oculto.id}`));
      expect(typeof staff.body.propiedad.precio.monto).toBe('number');
      const anon = await t.http.get(`/api/user/propiedad/${oculto.id}`);
      expect(anon.body.propiedad.precio.monto).toBeNull();
    });

    it('hides a hidden property from the public but shows it to staff', async () => {
      const all = await admin(t.http.get('/api/admin/todas-propiedades'));
      const hidden = all.body.casas.find((p: any) => !p.visible);
      expect(hidden).toBeDefined();
      expect((await t.http.get(`/api/user/propiedad/${hidden.id}`)).status).toBe(404);
      expect((await admin(t.http.get(`/api/user/propiedad/${hidden.id}`))).status).toBe(200);
    });
  });

  describe('admin', () => {
    it('lists every property with {casas}, paged and filtered by estado on request', async () => {
      const all = await admin(t.http.get('/api/admin/todas-propiedades'));
      expect(all.status).toBe(200);
      expect(all.body.casas).toHaveLength(DEMO_PROPERTIES.length);
      const ocultas = await admin(t.http.get('/api/admin/todas-propiedades?estado=oculta'));
      expect(ocultas.body.total).toBe(DEMO_PROPERTIES.filter((p) => p.body.visible === false).length);
      expect(ocultas.body.casas.every((p: any) => p.visible === false)).toBe(true);
    });

    const minimos: Record<string, [string, Record<string, unknown>]> = {
      Casa: ['nueva-casa', { habitaciones: 2 }],
      Departamento: ['nuevo-dpto', { piso: 4 }],
      Campo: ['nuevo-campo', { hectareas: 50, condicion: 'Ganadero' }],
      'Fondo de Comercio': ['nuevo-fondo', { nombreComercio: 'Kiosco', rubro: 'Kiosco', precioVenta: 10000 }],
      'Local comercial': ['nuevo-local', { rubro: 'Ropa' }],
      Terreno: ['nuevo-terreno', { superficie: 300, largo: 30, ancho: 10 }],
      'Galpón': ['nuevo-galpon', { superficieTotal: 500, condicion: 'Bueno', alturaLibre: 6.5 }],
    };

    it.each(Object.entries(minimos))('creates a %s with 201 {success, id, propiedad}', async (tipo, [endpoint, extra]) => {
      const res = await admin(t.http.post(`/api/admin/${endpoint}`)).send({
        titulo: `Nuevo ${tipo}`, operacion: 'venta', localidad: 'Chivilcoy', precio: { monto: 1000.5, moneda: 'USD', visible: true }, ...extra,
      });
      expect(res.status).toBe(201);
      expect(res.body.success).toBe(true);
      expect(res.body.id).toBe(res.body.propiedad.id);
      expect(res.body.propiedad).toMatchObject({ tipo, categoria: tipo, titulo: `Nuevo ${tipo}`, precio: { monto: 1000.5, moneda: 'USD', visible: true } });
      // No images → the default image.
      expect(res.body.propiedad.imagenes).toEqual([
        { url: '/api/media/imagen_por_defecto.svg', public_id: 'imagen_por_defecto', esPortada: true, orden: 0, offsetX: 0.5, offsetY: 0.5, zoom: 1, descripcion: '' },
      ]);
    });

    it('computes a Campo area from its hectares and mirrors Terreno superficie; says each creation in its gender', async () => {
      const campo = await admin(t.http.post('/api/admin/nuevo-campo')).send({ titulo: 'Campo', operacion: 'venta', localidad: 'Chivilcoy', hectareas: 2.5, condicion: 'Mixto' });
      expect(campo.body.propiedad.superficieTotal).toBe(25000);
      const terreno = await admin(t.http.post('/api/admin/nuevo-terreno')).send({ titulo: 'Lote', operacion: 'venta', localidad: 'Chivilcoy', superficie: 250, largo: 25, ancho: 10 });
      expect(terreno.body.propiedad).toMatchObject({ superficie: 250, superficieTotal: 250, dimensiones: { largo: 25, ancho: 10 } });
      // The creation message agrees with the type's gender (the spec's '{categoria} creada' said 'Terreno creada').
      expect([campo.body.message, terreno.body.message]).toEqual(['¡Campo creado con éxito!', '¡Terreno creado con éxito!']);
      const casa = await admin(t.http.post('/api/admin/nueva-casa')).send({ titulo: 'Casa', operacion: 'venta', localidad: 'Chivilcoy', habitaciones: 2 });
      expect(casa.body.message).toBe('¡Casa creada con éxito!');
    });

    it.each([
      ['nueva-casa', {}, 'titulo', 'Complete el título'],
      ['nueva-casa', { titulo: 'x', operacion: 'venta' }, 'localidad', 'Ingrese localidad'],
      ['nueva-casa', { titulo: 'x', localidad: 'y' }, 'operacion', 'Seleccione operación'],
      ['nueva-casa', { titulo: 'x', localidad: 'y', operacion: 'venta' }, 'habitaciones', undefined],
      ['nuevo-dpto', { titulo: 'x', localidad: 'y', operacion: 'venta' }, 'piso', undefined],
      ['nuevo-campo', { titulo: 'x', localidad: 'y', operacion: 'venta', hectareas: 0, condicion: 'a' }, 'hectareas', 'Las hectáreas deben ser un número positivo'],
      ['nuevo-fondo', { titulo: 'x', localidad: 'y', operacion: 'venta', nombreComercio: 'a', rubro: 'b' }, 'precioVenta', undefined],
      ['nuevo-galpon', { titulo: 'x', localidad: 'y', operacion: 'venta', condicion: 'a' }, 'superficieTotal', undefined],
      ['nuevo-local', { titulo: 'x', localidad: 'y', operacion: 'venta' }, 'rubro', undefined],
      ['nuevo-terreno', { titulo: 'x', localidad: 'y', operacion: 'venta' }, 'largo', 'El largo del terreno es requerido'],
      ['nueva-casa', { titulo: 'x', localidad: 'y', operacion: 'venta', habitaciones: 'muchas' }, 'habitaciones', undefined],
      ['nueva-casa', { titulo: 'x', localidad: 'y', operacion: 'venta', habitaciones: 1, precio: { monto: -5 } }, 'precio.monto', undefined],
      ['nueva-casa', { titulo: 'x', localidad: 'y', operacion: 'venta', habitaciones: 1, imagenes: [{ url: 'javascript:alert(1)' }] }, 'imagenes.0.url', undefined],
      ['nueva-casa', { titulo: 'x', localidad: 'y', operacion: 'venta', habitaciones: 1, mapaUrl: 'javascript:alert(1)' }, 'mapaUrl', undefined],
      ['nueva-casa', { titulo: 'x', localidad: 'y', operacion: 'venta', habitaciones: 1, calle: 'c'.repeat(201) }, 'calle', undefined],
      ['nueva-casa', { titulo: 'x', localidad: 'y', operacion: 'venta', habitaciones: 1, fechaPublicacion: '2026-02-30' }, 'fechaPublicacion', undefined],
      ['nueva-casa', { titulo: 'x', localidad: 'y', operacion: 'venta', habitaciones: 1, precio: { monto: 1e12 } }, 'precio.monto', undefined],
      ['nuevo-galpon', { titulo: 'x', localidad: 'y', operacion: 'venta', condicion: 'a', superficieTotal: 1, alturaLibre: 5000 }, 'alturaLibre', undefined],
      ['nueva-casa', { titulo: 'x', localidad: 'y', operacion: 'venta', habitaciones: 1, clienteDueño: '00000000-0000-4000-8000-000000000000' }, 'clienteDueño', 'El cliente dueño no existe'],
      ['nueva-casa', { titulo: 'x', localidad: 'y', operacion: 'venta', habitaciones: 1, visible: 'no' }, 'visible', 'Visible debe ser sí o no (true o false)'],
      ['nuevo-campo', { titulo: 'x', localidad: 'y', operacion: 'venta', hectareas: 3, condicion: 'c'.repeat(201) }, 'condicion', 'Condición admite hasta 200 caracteres'],
    ])('%s rejects %j (%s) with 400', async (endpoint, body, campo, mensaje) => {
      const before = (await admin(t.http.get('/api/admin/todas-propiedades'))).body.casas.length;
      const res = await admin(t.http.post(`/api/admin/${endpoint}`)).send(body);
      expect(res.status).toBe(400);
      expectErrorShape(res.body);
      expect(res.body.errors).toHaveProperty([campo]);
      if (mensaje) expect(res.body.errors[campo]).toBe(mensaje);
      const after = (await admin(t.http.get('/api/admin/todas-propiedades'))).body.casas.length;
      expect(after).toBe(before);
    });

    it('rejects a body that is not an object', async () => {
      const res = await admin(t.http.post('/api/admin/nueva-casa')).set('content-type', 'application/json').send('[1,2]');
      expect(res.status).toBe(400);
      expectErrorShape(res.body);
    });

    it('edits a property, keeps absent fields, replaces images, and refuses a stale version with 409', async () => {
      const created = await admin(t.http.post('/api/admin/nueva-casa')).send({
        titulo: 'Casa a editar', operacion: 'venta', localidad: 'Chivilcoy', habitaciones: 3, 'baños': 2, precio: { monto: 100, moneda: 'ARS' },
        imagenes: [{ url: '/api/media/a.svg', public_id: 'a' }, { url: '/api/media/b.svg', public_id: 'b' }],
      });
      const p = created.body.propiedad;
      expect(p.imagenes.map((i: any) => [i.public_id, i.orden, i.esPortada])).toEqual([['a', 0, true], ['b', 1, false]]);
      const edit = await admin(t.http.put(`/api/admin/editar-propiedad/${p.id}`)).send({
        tipo: 'Casa',
        version: p.version,
        propiedad: { titulo: 'Casa editada', visible: false, imagenes: [{ ...p.imagenes[1], offsetX: 0.2, zoom: 2 }, p.imagenes[0]] },
      });
      expect(edit.status).toBe(200);
      expect(edit.body.propiedad).toMatchObject({ titulo: 'Casa editada', visible: false, habitaciones: 3, baños: 2, version: p.version + 1 });
      expect(edit.body.propiedad.imagenes.map((i: any) => [i.public_id, i.orden, i.esPortada, i.offsetX, i.zoom])).toEqual([['b', 0, true, 0.2, 2], ['a', 1, false, 0.5, 1]]);
      const stale = await admin(t.http.put(`/api/admin/editar-propiedad/${p.id}`)).send({ tipo: 'Casa', version: p.version, propiedad: { titulo: 'Otra' } });
      expect(stale.status).toBe(409);
      expect(stale.body).toEqual({ success: false, error: MENSAJES.conflictoPropiedad, code: ERROR_CODES.PROPERTY_VERSION_CONFLICT });
      // The whole property as the detail screen sends it back (nested shapes, its own version) is accepted.
      const whole = { ...edit.body.propiedad, ubicacion: { ...edit.body.propiedad.ubicacion, calle: 'Mitre', altura: 12 } };
      const again = await admin(t.http.put(`/api/admin/editar-propiedad/${p.id}`)).send({ tipo: 'Casa', propiedad: whole });
      expect(again.status).toBe(200);
      expect(again.body.propiedad.ubicacion).toMatchObject({ calle: 'Mitre', altura: 12 });
      expect(again.body.propiedad.titulo).toBe('Casa editada');
      const noVersion = await admin(t.http.put(`/api/admin/editar-propiedad/${p.id}`)).send({ tipo: 'Casa', propiedad: { descripcion: 'sin versión' } });
      expect(noVersion.status).toBe(200);
      const bad = await admin(t.http.put(`/api/admin/editar-propiedad/${p.id}`)).send({ tipo: 'Casa', propiedad: { titulo: '' } });
      expect(bad.status).toBe(400);
      expect(bad.body.errors.titulo).toBe('Complete el título');
      const missing = await admin(t.http.put('/api/admin/editar-propiedad/00000000-0000-4000-8000-000000000000')).send({ tipo: 'Casa', propiedad: { titulo: 'x' } });
      expect(missing.status).toBe(404);
    });

    it('deletes softly: gone from both lists and the detail, kept in the trash and restorable', async () => {
      const created = await admin(t.http.post('/api/admin/nuevo-local')).send({ titulo: 'Local a borrar', operacion: 'alquiler', localidad: 'Chivilcoy', rubro: 'x' });
      const id = created.body.id;
      const del = await admin(t.http.delete(`/api/admin/eliminar-propiedad/${id}`));
      expect(del.status).toBe(200);
      expect(del.body.success).toBe(true);
      expect((await t.http.get(`/api/user/propiedad/${id}`)).status).toBe(404);
      const all = await admin(t.http.get('/api/admin/todas-propiedades'));
      expect(all.body.casas.some((p: any) => p.id === id)).toBe(false);
      expect((await admin(t.http.delete(`/api/admin/eliminar-propiedad/${id}`))).status).toBe(404);
      expect((await admin(t.http.delete('/api/admin/eliminar-propiedad/nada'))).status).toBe(404);
      // The trash lists it first, and restoring brings it back everywhere.
      const trash = await admin(t.http.get('/api/admin/papelera?limit=9'));
      expect(trash.status).toBe(200);
      expect(trash.body).toMatchObject({ total: expect.any(Number), page: 1, pages: expect.any(Number) });
      expect(trash.body.casas[0].id).toBe(id);
      const restored = await admin(t.http.post(`/api/admin/restaurar-propiedad/${id}`));
      expect(restored.status).toBe(200);
      expect(restored.body).toMatchObject({ success: true, propiedad: { id } });
      expect((await t.http.get(`/api/user/propiedad/${id}`)).status).toBe(200);
      expect((await admin(t.http.get('/api/admin/papelera'))).body.casas.some((p: any) => p.id === id)).toBe(false);
      expect((await admin(t.http.post(`/api/admin/restaurar-propiedad/${id}`))).status).toBe(404);
    });
  });
  it('serves concurrent writes and reads without mixing transactions', async () => {
    const creates = Array.from({ length: 6 }, (_, i) =>
      admin(t.http.post('/api/admin/nueva-casa')).send({ titulo: `Concurrente ${i}`, operacion: 'venta', localidad: 'Chivilcoy', habitaciones: 1, imagenes: [{ url: `/api/media/c${i}.svg` }] }),
    );
    const failing = Array.from({ length: 3 }, () => admin(t.http.post('/api/admin/nueva-operacion')).send({ operacion: 'venta', propiedad: '00000000-0000-4000-8000-000000000000', oferente: '00000000-0000-4000-8000-000000000001', receptor: '00000000-0000-4000-8000-000000000002' }));
    const reads = Array.from({ length: 6 }, () => t.http.get('/api/user/propiedades-publicas?limit=3'));
    const results = await Promise.all([...creates, ...failing, ...reads]);
    expect(results.slice(0, 6).map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(results.slice(6, 9).map((r) => r.status)).toEqual([400, 400, 400]);
    expect(results.slice(9).every((r) => r.status === 200)).toBe(true);
    for (const r of results.slice(0, 6)) expect(r.body.propiedad.imagenes).toHaveLength(1);
  });
});

describe('metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('computes the dashboard numbers from the seeded rows', async () => {
    const token = await loginToken(t.http);
    const res = await t.http.get('/api/admin/metricas').set('auth-token', token);
    expect(res.status).toBe(200);
    const venta = DEMO_PROPERTIES.filter((p) => p.body.operacion === 'venta').length;
    const alquiler = DEMO_PROPERTIES.length - venta;
    const opsVenta = DEMO_OPERATIONS.filter((o) => o[0] === 'venta');
    const opsAlq = DEMO_OPERATIONS.filter((o) => o[0] !== 'venta');
    const sum = (ops: typeof DEMO_OPERATIONS) => ops.reduce((s, o) => s + (o[4] ?? 0), 0);
    const sumBy = (ops: typeof DEMO_OPERATIONS, m: string) => ops.filter((o) => o[5] === m).reduce((s, o) => s + (o[4] ?? 0), 0);
    expect(res.body).toEqual({
      success: true,
      data: {
        propiedades: {
          total: DEMO_PROPERTIES.length,
          porOperacion: { venta, alquiler },
          distribucion: { venta: Math.round((venta / DEMO_PROPERTIES.length) * 1000) / 10, alquiler: Math.round((alquiler / DEMO_PROPERTIES.length) * 1000) / 10 },
          porEstado: {
            Disponible: DEMO_PROPERTIES.length - DEMO_CERRADAS.size,
            Reservada: 0,
            Vendida: opsVenta.length,
            Alquilada: opsAlq.length,
            Suspendida: 0,
          },
        },
        operaciones: {
          total: DEMO_OPERATIONS.length,
          porTipo: { venta: opsVenta.length, alquiler: opsAlq.length },
          montosTotales: { ventas: sum(opsVenta), alquileres: sum(opsAlq) },
          montosPorMoneda: { ventas: { USD: sumBy(opsVenta, 'USD') }, alquileres: { ARS: sumBy(opsAlq, 'ARS') } },
        },
        resumen: {
          totalPropiedadesActivas: PUBLICAS,
          totalOperacionesHistoricas: DEMO_OPERATIONS.length,
          valorTotalTransacciones: sum(DEMO_OPERATIONS),
        },
      },
    });
  });
});
