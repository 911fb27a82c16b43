// Pages by number from the search's order of ids (src/properties/page-order.ts): every page of every order and
// filter is the slice of the same order the database gives, the total agrees with it, a change shows at once, and
// the memo that keeps the orders stays within its bytes.
import { jest } from '@jest/globals';
import { ChangeFeed } from '../src/cache/change-feed.js';
import { ReplyCache } from '../src/cache/reply-cache.js';
import { DatabaseUnavailableError, Db } from '../src/database/db.service.js';
import { OrderedIds } from '../src/properties/page-order.js';
import { SHALLOW_ROWS } from '../src/properties/catalogue-pages.service.js';
import { bootApp, loginToken, type TestApp } from './helpers.js';

const ORDER = {
  recientes: 'p.fecha_publicacion DESC NULLS LAST, p.created_at DESC, p.id',
  precio_asc: 'p.precio_monto ASC NULLS LAST, p.created_at DESC, p.id',
  precio_desc: 'p.precio_monto DESC NULLS LAST, p.created_at DESC, p.id',
};

describe('deep pages', () => {
  let t: TestApp;
  let token: string;
  let db: Db;
  beforeAll(async () => {
    t = await bootApp();
    token = await loginToken(t.http);
    db = t.app.get(Db);
    // 12 demo properties × 21: 252 rows, past the first pages read by walking the index (SHALLOW_ROWS) into the ones
    // read from the order of ids. Copies share the demo's publication dates (ties broken by created_at and id), a third
    // are hidden, some unpriced, some deleted.
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
    const want = await expected('p.deleted_at IS NULL AND p.visible', order);
    expect(want.length).toBeGreaterThan(SHALLOW_ROWS);
    const got = await allPages(`/api/user/propiedades-publicas?orden=${orden}&moneda=ARS`, 5);
    const wantArs = await expected(`p.deleted_at IS NULL AND p.visible AND p.precio_moneda = 'ARS'`, order);
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

  it('a text search pages through its matches, accents aside', async () => {
    const want = await expected(`p.deleted_at IS NULL AND p.visible AND lower(p.titulo) LIKE '%copia%'`, ORDER.recientes);
    expect(want.length).toBeGreaterThan(10);
    expect((await allPages('/api/user/propiedades-publicas?q=cópia', 4)).ids).toEqual(want);
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

  it('never shows a row the search no longer matches, even from an order read before it changed', async () => {
    const search = `p.deleted_at IS NULL AND p.visible AND lower(p.titulo) LIKE '%copia%'`;
    const hidden = (await expected(`p.deleted_at IS NULL AND NOT p.visible AND lower(p.titulo) LIKE '%copia%'`, ORDER.recientes))[0]!;
    const shown = await expected(search, ORDER.recientes);
    // The order as kept before the change notice arrived: a hidden property second on page 1.
    const stale = OrderedIds.from(Buffer.concat([shown[0]!, hidden, ...shown.slice(1)].map((id) => Buffer.from(id.replace(/-/g, ''), 'hex'))));
    const cache = t.app.get(ReplyCache);
    const memo = jest.spyOn(cache, 'memo').mockImplementation((async (key: string, compute: () => Promise<unknown>) => (key.startsWith('orden:') ? stale : compute())) as never);
    try {
      const res = await t.http.get('/api/user/propiedades-publicas?page=1&limit=5&q=copia');
      expect(res.status).toBe(200);
      expect(res.body.propiedades.map((p: { _id: string }) => p._id)).toEqual([shown[0], ...shown.slice(1, 4)]);
    } finally {
      memo.mockRestore();
    }
  });

  it('the pages read by walking the index and the ones read from the order of ids meet without a gap or a repeat', async () => {
    const want = await expected('p.deleted_at IS NULL AND p.visible', ORDER.recientes);
    // Pages of 9 from the first (walked) across SHALLOW_ROWS (from the order), one by one.
    const got: string[] = [];
    for (let page = 1; (page - 1) * 9 < SHALLOW_ROWS + 18; page++) {
      const res = await t.http.get(`/api/user/propiedades-publicas?page=${page}&limit=9`);
      expect(res.body.total).toBe(want.length);
      got.push(...res.body.propiedades.map((p: { _id: string }) => p._id));
    }
    expect(got).toEqual(want.slice(0, got.length));
    expect(got.length).toBeGreaterThan(SHALLOW_ROWS);
  });
});

describe('OrderedIds', () => {
  const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
  const bytes = (ids: string[]) => Buffer.concat(ids.map((id) => Buffer.from(id.replace(/-/g, ''), 'hex')));

  it('slices pages of uuids from the bytes, from a Buffer or a Uint8Array, and nothing past the end', () => {
    const ids = Array.from({ length: 23 }, (_, i) => uuid(i + 1));
    const o = OrderedIds.from(new Uint8Array(bytes(ids)));
    expect(o.total).toBe(23);
    expect(o.page(1, 10)).toEqual(ids.slice(0, 10));
    expect(o.page(3, 10)).toEqual(ids.slice(20));
    expect(o.page(4, 10)).toEqual([]);
    expect(OrderedIds.from(bytes(ids)).page(2, 7)).toEqual(ids.slice(7, 14));
    expect(OrderedIds.from(null).total).toBe(0);
    expect(() => OrderedIds.from('x')).toThrow();
  });
});

describe('ReplyCache.memo with sizes', () => {
  function cache() {
    const listeners: (() => void)[] = [];
    const feed = { listening: true, generation: 1, onChange: (f: () => void) => listeners.push(f) } as unknown as ChangeFeed;
    return new ReplyCache(feed);
  }
  const MB = 1024 * 1024;

  it('keeps sized values within 32 MB, the oldest dropped first; one over 4 MB is used once and not kept', async () => {
    const c = cache();
    let computed = 0;
    const memo = (key: string, size: number) => c.memo(key, async () => (computed++, { key }), () => size);
    for (let i = 0; i < 10; i++) await memo(`k${i}`, 4 * MB);
    expect(computed).toBe(10);
    // 40 MB asked for: k0 and k1 made room for k8 and k9; the rest are kept.
    await memo('k9', 4 * MB);
    await memo('k2', 4 * MB);
    expect(computed).toBe(10);
    await memo('k0', 4 * MB);
    expect(computed).toBe(11);
    await memo('big', 4 * MB + 1);
    await memo('big', 4 * MB + 1);
    expect(computed).toBe(13);
    // Unsized values are not counted against the bound.
    await c.memo('plain', async () => (computed++, 1));
    await c.memo('plain', async () => (computed++, 1));
    expect(computed).toBe(14);
  });
});

describe('Db.read', () => {
  function fakePool(answer: (q: { name: string; text: string; values: unknown[] }) => Promise<{ rows: unknown[] }>) {
    const calls: { name: string; text: string }[] = [];
    const released: (Error | undefined)[] = [];
    const master = {
      connect: async () => ({
        query: (q: { name: string; text: string; values: unknown[] }) => (calls.push({ name: q.name, text: q.text }), answer(q)),
        release: (err?: Error) => released.push(err),
      }),
    };
    return { dataSource: { driver: { master } } as never, calls, released };
  }

  it('sends the read as a named statement, the same name for the same text, and hands the connection back', async () => {
    const f = fakePool(async () => ({ rows: [{ n: 1 }] }));
    const db = new Db(f.dataSource, false, 1000, true);
    expect(await db.read('SELECT 1 AS n', [])).toEqual([{ n: 1 }]);
    await db.read('SELECT 1 AS n', []);
    await db.read('SELECT 2 AS n', []);
    expect(f.calls[0]!.name).toMatch(/^inmo_[0-9a-f]{24}$/);
    expect(f.calls[1]!.name).toBe(f.calls[0]!.name);
    expect(f.calls[2]!.name).not.toBe(f.calls[0]!.name);
    expect(f.released).toEqual([undefined, undefined, undefined]);
    expect(db.statements).toBe(3);
  });

  it('past the time limit: the one 503 error, and the connection is closed rather than lent again', async () => {
    const f = fakePool(() => new Promise(() => undefined));
    const db = new Db(f.dataSource, false, 100, true);
    await expect(db.read('SELECT pg_sleep(1)')).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(f.released).toHaveLength(1);
    expect(f.released[0]).toBeInstanceOf(DatabaseUnavailableError);
  });

  it('with DATABASE_PREPARED_STATEMENTS=0 (a transaction-mode pool), or on PGlite, it is an ordinary query', async () => {
    const f = fakePool(async () => ({ rows: [] }));
    for (const db of [new Db(f.dataSource, false, 1000, false), new Db(f.dataSource, true, 0, true)]) {
      const query = jest.spyOn(db, 'query').mockResolvedValue([{ n: 2 }]);
      expect(await db.read('SELECT 2 AS n')).toEqual([{ n: 2 }]);
      expect(query).toHaveBeenCalledWith('SELECT 2 AS n', []);
    }
    expect(f.calls).toEqual([]);
  });
});
