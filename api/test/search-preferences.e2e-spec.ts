// A search preference's towns, minimum bedrooms and surface range: stored and read back through a client's create,
// edit and get, checked with Spanish messages, and used by both matching calls ('Enviar Propiedades' and 'Clientes
// interesados'): a house in another town, with fewer bedrooms or outside the surface range does not fit. The towns a
// preference picks from come from the catalogue. No demo data: every property and client is made here.
import { Db } from '../src/database/db.service.js';
import { bootApp, expectErrorShape, loginToken, type TestApp } from './helpers.js';

describe('search preferences with towns, bedrooms and surface', () => {
  let t: TestApp;
  let token: string;
  const admin = (req: any) => req.set('auth-token', token);
  let dni = 31000000;
  const persona = () => ({ nombre: 'Ana', apellido: `Paz${dni}`, dni: String(++dni), telefono: '2227 45-1111', mail: null });

  async function casa(titulo: string, localidad: string, habitaciones: number | null, superficieCubierta: number | null, monto = 100000, moneda = 'USD'): Promise<string> {
    const res = await admin(t.http.post('/api/admin/nueva-casa')).send({
      titulo, operacion: 'venta', localidad, habitaciones, superficieCubierta, visible: true, precio: { monto, moneda, visible: true },
    });
    expect(res.status).toBe(201);
    return res.body.id;
  }

  async function clienteCon(preferencias: Record<string, unknown>[]): Promise<string> {
    const res = await admin(t.http.post('/api/admin/nuevo-cliente')).send({
      ...persona(),
      preferenciasBusqueda: preferencias.map((p) => ({ tipoPropiedad: 'Casa', tipoOperacion: 'Compra', presupuesto: null, ...p })),
    });
    expect(res.status).toBe(201);
    return res.body.data._id;
  }

  const coincidencias = async (id: string): Promise<string[][]> =>
    (await admin(t.http.get(`/api/admin/cliente/${id}/coincidencias`))).body.data.preferencias.map((g: any) => g.propiedades.map((p: any) => p.titulo).sort());
  const interesados = async (propiedad: string): Promise<string[]> =>
    (await admin(t.http.get(`/api/admin/propiedad/${propiedad}/interesados`))).body.data.interesados.map((i: any) => i.cliente._id);

  let lobos: string, navarro: string, lobosChica: string, lobosSinDatos: string, lobosPesos: string;
  beforeAll(async () => {
    t = await bootApp({ seedDemo: false });
    token = await loginToken(t.http);
    lobos = await casa('Casa en Lobos', 'Lobos', 3, 120);
    navarro = await casa('Casa en Navarro', 'Navarro', 3, 120);
    lobosChica = await casa('Casa chica en Lobos', ' lobos ', 1, 45);
    lobosSinDatos = await casa('Casa en Lobos sin superficie', 'Lobos', 2, null);
    lobosPesos = await casa('Casa en Lobos en pesos', 'Lobos', 3, 120, 100_000_000, 'ARS');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps a house in another town from matching a client who asked for one town, and matches the right one, both ways', async () => {
    const soloLobos = await clienteCon([{ localidades: ['Lobos'] }]);
    const cualquiera = await clienteCon([{}]);
    // Towns compare accents and case aside (' lobos ' is Lobos); one of several towns is enough.
    const acentos = await clienteCon([{ localidades: ['NAVARRÓ', 'Cañuelas'] }]);
    expect(await coincidencias(soloLobos)).toEqual([['Casa chica en Lobos', 'Casa en Lobos', 'Casa en Lobos en pesos', 'Casa en Lobos sin superficie']]);
    expect(await coincidencias(acentos)).toEqual([['Casa en Navarro']]);
    expect((await coincidencias(cualquiera))[0]).toHaveLength(5);
    expect(await interesados(navarro)).not.toContain(soloLobos);
    expect(await interesados(navarro)).toEqual(expect.arrayContaining([cualquiera, acentos]));
    expect(await interesados(lobos)).toEqual(expect.arrayContaining([soloLobos, cualquiera]));
    expect(await interesados(lobos)).not.toContain(acentos);
    expect(await interesados(lobosChica)).toContain(soloLobos);
  });

  it('filters by minimum bedrooms and by the surface range; a house that states no surface fits no surface bound', async () => {
    const tres = await clienteCon([{ localidades: ['Lobos'], dormitoriosMin: 2 }]);
    const grande = await clienteCon([{ superficieMin: 100, superficieMax: 150 }]);
    const hasta = await clienteCon([{ localidades: ['Lobos'], superficieMax: 50 }]);
    expect(await coincidencias(tres)).toEqual([['Casa en Lobos', 'Casa en Lobos en pesos', 'Casa en Lobos sin superficie']]);
    expect(await coincidencias(grande)).toEqual([['Casa en Lobos', 'Casa en Lobos en pesos', 'Casa en Navarro']]);
    expect(await coincidencias(hasta)).toEqual([['Casa chica en Lobos']]);
    expect(await interesados(lobos)).toEqual(expect.arrayContaining([tres, grande]));
    expect(await interesados(lobos)).not.toContain(hasta);
    expect(await interesados(lobosChica)).toEqual(expect.arrayContaining([hasta]));
    expect(await interesados(lobosChica)).not.toContain(tres);
    expect(await interesados(lobosSinDatos)).toContain(tres);
    for (const c of [grande, hasta]) expect(await interesados(lobosSinDatos)).not.toContain(c);
  });

  it('matches a budget only in its own currency: a price in pesos is not converted to fit a budget in dollars', async () => {
    const dolares = await clienteCon([{ localidades: ['Lobos'], presupuesto: 100000, moneda: 'USD', dormitoriosMin: 3 }]);
    expect(await coincidencias(dolares)).toEqual([['Casa en Lobos']]);
    expect(await interesados(lobosPesos)).not.toContain(dolares);
  });

  it('round-trips the preferences through create, edit and get', async () => {
    const datos = persona();
    const pref = { tipoPropiedad: 'Casa', tipoOperacion: 'Compra', presupuesto: 90000, moneda: 'USD', localidades: [' Lobos', 'Navarro '], dormitoriosMin: '2', superficieMin: '80,5', superficieMax: 200, financiacion: true };
    const created = await admin(t.http.post('/api/admin/nuevo-cliente')).send({ ...datos, preferenciasBusqueda: [pref] });
    expect(created.status).toBe(201);
    expect(created.body.data.preferenciasBusqueda[0]).toMatchObject({ localidades: ['Lobos', 'Navarro'], dormitoriosMin: 2, superficieMin: 80.5, superficieMax: 200, financiacion: true });
    const id = created.body.data._id;
    const stored = created.body.data.preferenciasBusqueda[0];
    const edit = await admin(t.http.put(`/api/admin/editar-cliente/${id}`)).send({
      ...datos, version: created.body.data.version, oferente: [],
      preferenciasBusqueda: [
        { ...stored, localidades: ['Cañuelas'], dormitoriosMin: null, superficieMin: null },
        // A rental is never financed; financing left out is no.
        { tipoPropiedad: 'Dpto', tipoOperacion: 'Alquiler', presupuesto: 300000, moneda: 'ARS', financiacion: true, localidades: ['Lobos'] },
        { tipoPropiedad: 'Terreno', tipoOperacion: 'Compra', presupuesto: null },
      ],
    });
    expect(edit.status).toBe(200);
    const got = await admin(t.http.get(`/api/admin/cliente/${id}`));
    expect(got.body.data.preferenciasBusqueda).toEqual([
      expect.objectContaining({ _id: expect.any(String), localidades: ['Cañuelas'], dormitoriosMin: null, superficieMin: null, superficieMax: 200, financiacion: true }),
      expect.objectContaining({ tipoPropiedad: 'Dpto', localidades: ['Lobos'], dormitoriosMin: null, superficieMin: null, superficieMax: null, financiacion: false }),
      expect.objectContaining({ tipoPropiedad: 'Terreno', localidades: [], financiacion: false }),
    ]);
    // The history reads the preference in words.
    const hist = await admin(t.http.get(`/api/admin/historial/cliente/${id}`));
    expect(hist.status).toBe(200);
    expect(JSON.stringify(hist.body)).toContain('Casa · Compra · hasta $90.000 USD · en Cañuelas · hasta 200 m²');
  });

  it('refuses a minimum surface above the maximum and bad bedroom counts with Spanish messages, writing nothing', async () => {
    const id = await clienteCon([{ localidades: ['Lobos'] }]);
    const before = (await admin(t.http.get(`/api/admin/cliente/${id}`))).body.data;
    const base = { nombre: before.nombre, apellido: before.apellido, dni: before.dni, telefono: before.telefono, mail: null, oferente: [] };
    const rango = await admin(t.http.put(`/api/admin/editar-cliente/${id}`)).send({ ...base, preferenciasBusqueda: [{ tipoPropiedad: 'Casa', tipoOperacion: 'Compra', superficieMin: 300, superficieMax: 100 }] });
    expect(rango.status).toBe(400);
    expectErrorShape(rango.body);
    expect(rango.body.errors).toEqual({ 'preferenciasBusqueda.0.superficieMax': 'La superficie mínima no puede ser mayor que la máxima' });
    const dorm = await admin(t.http.post('/api/admin/nuevo-cliente')).send({ ...persona(), preferenciasBusqueda: [{ tipoPropiedad: 'Casa', tipoOperacion: 'Compra', dormitoriosMin: 1.5 }] });
    expect(dorm.status).toBe(400);
    expect(dorm.body.errors).toEqual({ 'preferenciasBusqueda.0.dormitoriosMin': 'Dormitorios mínimos debe ser un número entero' });
    const towns = await admin(t.http.put(`/api/admin/editar-cliente/${id}`)).send({ ...base, preferenciasBusqueda: [{ tipoPropiedad: 'Casa', tipoOperacion: 'Compra', localidades: 'Lobos' }] });
    // One text is read as a comma-separated list.
    expect(towns.status).toBe(200);
    expect(towns.body.data.preferenciasBusqueda[0].localidades).toEqual(['Lobos']);
    const after = (await admin(t.http.get(`/api/admin/cliente/${id}`))).body.data;
    expect(after.version).toBe(before.version + 1);
  });

  it('lists the catalogue\'s towns, one spelling each (the most used), A to Z, without deleted properties', async () => {
    const extra = await casa('Casa en Cañuelas', 'Cañuelas', 2, 90);
    await casa('Casa en Canuelas', 'canuelas', 2, 90);
    await casa('Otra en Cañuelas', 'Cañuelas', 2, 90);
    const borrar = await casa('Casa en Roque Pérez', 'Roque Pérez', 2, 90);
    expect((await admin(t.http.delete(`/api/admin/eliminar-propiedad/${borrar}`))).status).toBe(200);
    const res = await admin(t.http.get('/api/admin/localidades'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: ['Cañuelas', 'Lobos', 'Navarro'] });
    expect((await t.http.get('/api/admin/localidades')).status).toBe(401);
    expect(extra).toBeTruthy();
  });

  it('stores financing off by default at the database too, and no rental with financing is left', async () => {
    const db = t.app.get(Db);
    const col = await db.one<{ d: string }>(
      `SELECT column_default AS d FROM information_schema.columns WHERE table_name = 'client_search_preferences' AND column_name = 'financiacion' AND table_schema = current_schema()`,
    );
    expect(col?.d).toBe('false');
    const rentals = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM client_search_preferences WHERE tipo_operacion = 'Alquiler' AND financiacion`);
    expect(rentals?.n).toBe(0);
  });
});
