// Catalogue pages by number (src/properties/catalogue-pages.service.ts): every page of every order and filter is the
// slice of the same order the database gives, the total agrees with it, and a change shows at once.
import { ChangeFeed } from '../src/cache/change-feed.js';
import { Db } from '../src/database/db.service.js';
import { PUBLIC_LISTING_SQL } from '../src/properties/listing-state.js';
import { bootApp, loginToken, type TestApp } from './helpers.js';

const ORDER = {
  recientes: 'p.fecha_publicacion DESC NULLS LAST, p.created_at DESC, p.id',
  precio_asc: 'p.precio_monto ASC NULLS LAST, p.created_at DESC, p.id',
  precio_desc: 'p.precio_monto DESC NULLS LAST, p.created_at DESC, p.id',
};

describe('catalogue pages', () => {
  let t: TestApp;
  let token: string;
  let db: Db;
  beforeAll(async () => {
    t = await bootApp();
    token = await loginToken(t.http);
    db = t.app.get(Db);
    // The demo properties × 21 (those an operation closed stay closed: off the public catalogue). Copies share the
    // demo's publication dates (ties broken by created_at and id), a third are hidden, some unpriced, some deleted.
    const overrides: Record<string, string> = {
      titulo: `titulo || ' copia ' || g`,
      visible: 'visible AND g % 3 <> 0',
      destacada: 'false',
      precio_monto: 'CASE WHEN g = 4 THEN NULL ELSE precio_monto + g END',
      created_at: `created_at + g * interval '1 second'`,
      deleted_at: 'CASE WHEN g % 5 = 0 THEN now() END',
    };
    const columns = (
      await db.query<{ name: string }>(
        `SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'properties' AND table_schema = current_schema() AND column_name NOT IN ('id', 'codigo', 'version', 'updated_at') AND is_generated = 'NEVER'`,
      )
    ).map((c) => c.name);
    await db.query(`INSERT INTO properties (${columns.join(', ')}) SELECT ${columns.map((c) => overrides[c] ?? c).join(', ')} FROM properties, generate_series(1, 20) AS g`);
    await t.app.get(ChangeFeed).bump('test');
  });
  afterAll(async () => {
    await t?.close();
  });

  async function allPages(path: string, limit: number, staff = false) {
    const ids: string[] = [];
    let pages = 1;
    let total = -1;
    const key = path.startsWith('/api/admin') ? 'casas' : 'propiedades';
    for (let page = 1; page <= pages; page++) {
      const req = t.http.get(`${path}${path.includes('?') ? '&' : '?'}page=${page}&limit=${limit}`);
      const res = await (staff ? req.set('auth-token', token) : req);
      expect(res.status).toBe(200);
      ({ pages, total } = res.body);
      const list = res.body[key] as { _id: string }[];
      expect(list.length).toBe(page < pages ? limit : total - limit * (pages - 1));
      ids.push(...list.map((p) => p._id));
    }
    return { ids, total, pages };
  }

  const expected = async (where: string, order: string, params: unknown[] = []) =>
    (await db.query<{ id: string }>(`SELECT p.id FROM properties p WHERE ${where} ORDER BY ${order}`, params)).map((r) => r.id);

  it.each(Object.keys(ORDER) as (keyof typeof ORDER)[])('the public catalogue ordered %s: the pages are the database order, sliced', async (orden) => {
    // The public order sorts a hidden price as unpriced (properties.service.ts).
    const order = ORDER[orden].replace('p.precio_monto', '(CASE WHEN p.precio_visible THEN p.precio_monto END)');
    const want = await expected(`p.deleted_at IS NULL AND ${PUBLIC_LISTING_SQL}`, order);
    expect(want.length).toBeGreaterThan(100);
    const got = await allPages(`/api/user/propiedades-publicas?orden=${orden}&moneda=ARS`, 5);
    const wantArs = await expected(`p.deleted_at IS NULL AND ${PUBLIC_LISTING_SQL} AND p.precio_moneda = 'ARS'`, order);
    expect(got.ids).toEqual(wantArs);
    expect(got.total).toBe(wantArs.length);
    // Without a currency, a price order compares dollars at the agency's rate: the recent order alone is checked so.
    if (orden === 'recientes') expect((await allPages(`/api/user/propiedades-publicas?orden=${orden}`, 7)).ids).toEqual(want);
  });

  it('the admin list, hidden ones included, filtered by type and by state, and the trash', async () => {
    const all = await expected('p.deleted_at IS NULL', ORDER.recientes);
    expect((await allPages('/api/admin/todas-propiedades', 6, true)).ids).toEqual(all);
    expect((await allPages('/api/admin/todas-propiedades?estado=oculta', 4, true)).ids).toEqual(await expected('p.deleted_at IS NULL AND NOT p.visible', ORDER.recientes));
    expect((await allPages('/api/admin/todas-propiedades?tipo=Casa&moneda=USD&orden=precio_desc', 3, true)).ids).toEqual(
      await expected(`p.deleted_at IS NULL AND p.tipo = 'Casa' AND p.precio_moneda = 'USD'`, ORDER.precio_desc),
    );
    const trash = await expected('p.deleted_at IS NOT NULL', 'p.deleted_at DESC, p.id');
    expect(trash.length).toBeGreaterThan(5);
    expect((await allPages('/api/admin/papelera', 5, true)).ids).toEqual(trash);
  });

  it('a text search pages through its matches, accents aside, in the order asked for', async () => {
    const want = await expected(`p.deleted_at IS NULL AND ${PUBLIC_LISTING_SQL} AND lower(p.titulo) LIKE '%copia%'`, ORDER.recientes);
    expect(want.length).toBeGreaterThan(10);
    expect((await allPages('/api/user/propiedades-publicas?q=cópia&orden=recientes', 4)).ids).toEqual(want);
  });

  it('past the last page: no rows, the same total', async () => {
    const first = await t.http.get('/api/user/propiedades-publicas?page=1&limit=5');
    const far = await t.http.get(`/api/user/propiedades-publicas?page=${first.body.pages + 3}&limit=5`);
    expect(far.status).toBe(200);
    expect(far.body.propiedades).toEqual([]);
    expect(far.body.total).toBe(first.body.total);
  });

  it('a property hidden after its search was read leaves every page and the total at once', async () => {
    const before = await allPages('/api/user/propiedades-publicas?orden=precio_asc', 5);
    const victim = before.ids[before.ids.length - 2]!;
    const v = await t.http.get(`/api/user/propiedad/${victim}`).set('auth-token', token);
    const res = await t.http.put(`/api/admin/editar-propiedad/${victim}`).set('auth-token', token).send({ tipo: v.body.tipo, propiedad: { visible: false } });
    expect(res.status).toBe(200);
    const after = await allPages('/api/user/propiedades-publicas?orden=precio_asc', 5);
    expect(after.ids).toEqual(before.ids.filter((id) => id !== victim));
    expect(after.total).toBe(before.total - 1);
  });
});
