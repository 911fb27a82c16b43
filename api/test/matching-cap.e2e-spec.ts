// 'Enviar Propiedades' at scale: a preference that fits more properties than COINCIDENCIAS_POR_PREFERENCIA lists the
// newest of them and says how many fit in all (at 100,000 properties a loose preference answered 47 MB).
import { COINCIDENCIAS_POR_PREFERENCIA } from '@inmo/contracts';
import { ChangeFeed } from '../src/cache/change-feed.js';
import { Db } from '../src/database/db.service.js';
import { bootApp, loginToken, type TestApp } from './helpers.js';

describe('coincidencias of a loose preference', () => {
  let t: TestApp;
  let token: string;
  let db: Db;
  const admin = <T extends { set(k: string, v: string): T }>(req: T) => req.set('auth-token', token);

  beforeAll(async () => {
    t = await bootApp();
    token = await loginToken(t.http);
    db = t.app.get(Db);
    // Every visible house for sale, 30 times over (distinct creation times): far more than one preference lists.
    const columns = (
      await db.query<{ name: string }>(
        `SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'properties' AND table_schema = current_schema() AND column_name NOT IN ('id', 'codigo', 'version', 'updated_at') AND is_generated = 'NEVER'`,
      )
    ).map((c) => c.name);
    const overrides: Record<string, string> = { titulo: `titulo || ' copia ' || g`, destacada: 'false', created_at: `created_at + g * interval '1 second'` };
    await db.query(
      `INSERT INTO properties (${columns.join(', ')}) SELECT ${columns.map((c) => overrides[c] ?? c).join(', ')} FROM properties, generate_series(1, 30) AS g
       WHERE tipo = 'Casa' AND operacion = 'venta' AND visible AND deleted_at IS NULL`,
    );
    await t.app.get(ChangeFeed).bump('test');
  });
  afterAll(async () => {
    await t?.close();
  });

  let dni = 27444555;
  async function clientWith(preferencias: Record<string, unknown>[]): Promise<string> {
    const base = { nombre: 'Lucía', apellido: 'Amplia', dni: String(++dni), telefono: '2346 400200', mail: null };
    const created = (await admin(t.http.post('/api/admin/nuevo-cliente')).send(base)).body.data;
    const edit = await admin(t.http.put(`/api/admin/editar-cliente/${created._id}`)).send({
      ...base, version: created.version, oferente: [],
      preferenciasBusqueda: preferencias.map((p) => ({ descripcion: '', activa: true, financiacion: false, fechaCreacionPreferencia: '2026-11-01', ...p })),
    });
    expect(edit.status).toBe(200);
    return created._id;
  }

  it('lists the newest of them, in the catalogue order, and counts them all; a narrow preference beside it is whole', async () => {
    const id = await clientWith([
      { tipoPropiedad: 'Casa', tipoOperacion: 'Compra', presupuesto: null },
      { tipoPropiedad: 'Casa', tipoOperacion: 'Compra', presupuesto: 1, moneda: 'USD' },
    ]);
    const res = await admin(t.http.get(`/api/admin/cliente/${id}/coincidencias`));
    expect(res.status).toBe(200);
    const [loose, narrow] = res.body.data.preferencias;
    const all = await db.query<{ id: string }>(
      `SELECT id FROM properties p WHERE tipo = 'Casa' AND operacion = 'venta' AND visible AND deleted_at IS NULL
       ORDER BY p.fecha_publicacion DESC NULLS LAST, p.created_at DESC, p.id`,
    );
    expect(all.length).toBeGreaterThan(COINCIDENCIAS_POR_PREFERENCIA);
    expect(loose.total).toBe(all.length);
    expect(loose.propiedades.map((p: { id: string }) => p.id)).toEqual(all.slice(0, COINCIDENCIAS_POR_PREFERENCIA).map((r) => r.id));
    expect(narrow).toMatchObject({ propiedades: [], total: 0 });
  });

  it('counts within the tolerance as it lists', async () => {
    const id = await clientWith([{ tipoPropiedad: 'Casa', tipoOperacion: 'Compra', presupuesto: 120000, moneda: 'USD' }]);
    const [pref] = (await admin(t.http.get(`/api/admin/cliente/${id}/coincidencias?tolerancia=25`))).body.data.preferencias;
    const fit = await db.query<{ n: string | number }>(
      `SELECT count(*) AS n FROM properties WHERE tipo = 'Casa' AND operacion = 'venta' AND visible AND deleted_at IS NULL
       AND precio_moneda = 'USD' AND precio_monto IS NOT NULL AND precio_monto <= 150000`,
    );
    expect(pref.total).toBe(Number(fit[0]!.n));
    expect(pref.total).toBeGreaterThan(0);
    expect(pref.propiedades).toHaveLength(Math.min(pref.total, COINCIDENCIAS_POR_PREFERENCIA));
  });
});
