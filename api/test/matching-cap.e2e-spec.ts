// 'Enviar Propiedades' at scale: a preference that fits more properties than COINCIDENCIAS_POR_PREFERENCIA lists the
// newest of them and says how many fit in all (at 100,000 properties a loose preference answered 47 MB). And
// 'Clientes interesados' of a property that more than INTERESADOS_MAX_CLIENTES clients look for: the first of them,
// high priority first, and how many (10,000 fitting clients answered ≈ 4 MB).
import { COINCIDENCIAS_POR_PREFERENCIA, INTERESADOS_MAX_CLIENTES } from '@inmo/contracts';
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
      `SELECT id FROM properties p WHERE tipo = 'Casa' AND operacion = 'venta' AND visible AND deleted_at IS NULL AND estado = 'Disponible'
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
      `SELECT count(*) AS n FROM properties WHERE tipo = 'Casa' AND operacion = 'venta' AND visible AND deleted_at IS NULL AND estado = 'Disponible'
       AND precio_moneda = 'USD' AND precio_monto IS NOT NULL AND precio_monto <= 150000`,
    );
    expect(pref.total).toBe(Number(fit[0]!.n));
    expect(pref.total).toBeGreaterThan(0);
    expect(pref.propiedades).toHaveLength(Math.min(pref.total, COINCIDENCIAS_POR_PREFERENCIA));
  });

  it('lists the first clients interested in a property, high priority first, then by surname, and counts them all', async () => {
    // One client looking for any house to buy, copied past the cap with surnames that sort apart; one of the copies
    // (the last by surname) marks its preference high priority.
    const id = await clientWith([{ tipoPropiedad: 'Casa', tipoOperacion: 'Compra', presupuesto: null }]);
    const copies = INTERESADOS_MAX_CLIENTES + 20;
    const columns = async (table: string, skip: string[]) =>
      (
        await db.query<{ name: string }>(
          `SELECT column_name AS name FROM information_schema.columns WHERE table_name = $1 AND table_schema = current_schema() AND is_generated = 'NEVER' AND NOT column_name = ANY($2::text[])`,
          [table, skip],
        )
      ).map((c) => c.name);
    const clientCols = await columns('clients', ['id', 'dni', 'apellido', 'created_at', 'updated_at']);
    const prefCols = await columns('client_search_preferences', ['id', 'client_id', 'alta_prioridad', 'created_at', 'updated_at']);
    await db.query(
      `WITH made AS (
         INSERT INTO clients (${clientCols.join(', ')}, dni, apellido)
         SELECT ${clientCols.join(', ')}, (30000000 + g)::text, 'Copia ' || lpad(g::text, 4, '0') FROM clients, generate_series(1, $2) AS g WHERE id = $1
         RETURNING id, apellido)
       INSERT INTO client_search_preferences (${prefCols.join(', ')}, client_id, alta_prioridad)
       SELECT ${prefCols.map((c) => `pref.${c}`).join(', ')}, made.id, made.apellido = 'Copia ' || lpad($2::text, 4, '0')
       FROM made CROSS JOIN client_search_preferences pref WHERE pref.client_id = $1`,
      [id, copies],
    );
    const casa = (await db.one<{ id: string }>(`SELECT id FROM properties WHERE tipo = 'Casa' AND operacion = 'venta' AND deleted_at IS NULL LIMIT 1`))!.id;
    const res = await admin(t.http.get(`/api/admin/propiedad/${casa}/interesados`));
    expect(res.status).toBe(200);
    const all = await db.query<{ id: string; apellido: string; nombre: string; prioridad: boolean }>(
      `SELECT c.id, c.apellido, c.nombre, bool_or(p.alta_prioridad) AS prioridad FROM clients c JOIN client_search_preferences p ON p.client_id = c.id
       WHERE p.activa AND p.tipo_propiedad = 'Casa' AND p.tipo_operacion = 'Compra' AND p.presupuesto IS NULL GROUP BY c.id`,
    );
    expect(all.length).toBeGreaterThan(INTERESADOS_MAX_CLIENTES);
    expect(res.body.data.clientes).toBeGreaterThanOrEqual(all.length);
    const listed = [...new Set((res.body.data.interesados as { cliente: { _id: string } }[]).map((i) => i.cliente._id))];
    expect(listed).toHaveLength(INTERESADOS_MAX_CLIENTES);
    const first = (res.body.data.interesados as { cliente: { apellido: string }; preferencia: { altaPrioridad: boolean } }[])[0]!;
    expect(first.cliente.apellido).toBe(`Copia ${String(copies).padStart(4, '0')}`);
    expect(first.preferencia.altaPrioridad).toBe(true);
    // After the high-priority ones, by surname: the copies in their order, the last copy not among them twice.
    const surnames = (res.body.data.interesados as { cliente: { apellido: string } }[]).map((i) => i.cliente.apellido).filter((a) => a.startsWith('Copia'));
    expect(surnames.slice(1)).toEqual([...surnames.slice(1)].sort());
  });
});
