// Each property's JSON read ahead (src/properties/fragment-warmup.ts): a process that has just started, or has just
// dropped everything, answers any page from kept JSON without waiting for requests to read its rows; the walk keeps
// the staff view of every property and the public view of the visible ones, newest first, within the bound, and never
// pushes out what requests kept.
import { ChangeFeed } from '../src/cache/change-feed.js';
import { Db } from '../src/database/db.service.js';
import { CatalogueStream } from '../src/properties/catalogue-stream.service.js';
import { FragmentWarmup } from '../src/properties/fragment-warmup.js';
import { PropertyFragments } from '../src/properties/property-fragments.js';
import { PROPERTY_SELECT, type PropertyRow } from '../src/properties/property-row.js';
import { bootApp, eventually, loginToken, type TestApp } from './helpers.js';

describe('the JSON of each property, read ahead', () => {
  let t: TestApp;
  let db: Db;
  let fragments: PropertyFragments;
  let token: string;
  let n = 0;
  /** A page read from the order of ids (a price order) under a URL of its own: the reply cache misses. */
  const page = (admin: boolean, number: number) =>
    `/api/${admin ? 'admin/todas-propiedades' : 'user/propiedades-publicas'}?orden=precio_desc&limit=4&page=${number}&otra=${++n}`;
  /**
   * Statements of page 2 of a search whose page 1 was just read: the search's order of ids (and the agency's rate, the
   * staff list) are kept by page 1, so what is left to read is page 2's rows: 1 statement if they are not kept, 0 if so.
   */
  const secondPage = async (admin: boolean) => {
    const get = (path: string) => t.http.get(path).set('auth-token', admin ? token : '');
    expect((await get(page(admin, 1))).status).toBe(200);
    const before = db.statements;
    const res = await get(page(admin, 2));
    expect(res.status).toBe(200);
    expect((res.body.casas ?? res.body.propiedades).length).toBeGreaterThan(0);
    return db.statements - before;
  };
  const properties = async () =>
    db.query<{ id: string; visible: boolean }>(`SELECT id, visible FROM properties WHERE deleted_at IS NULL ORDER BY fecha_publicacion DESC NULLS LAST, created_at DESC, id`);

  beforeAll(async () => {
    t = await bootApp(); // waits for the warm-up (helpers.ts), as a process that has been up a moment
    db = t.app.get(Db);
    fragments = t.app.get(PropertyFragments);
    token = await loginToken(t.http);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a process just started answers a page of rows nobody asked for with no SQL for its rows, for staff and visitors', async () => {
    const all = await properties();
    expect(all.some((p) => !p.visible)).toBe(true); // the demo has hidden ones
    for (const p of all) {
      expect(fragments.kept('personal', p.id)).toBeDefined();
      // The public view only for what visitors may see.
      expect(fragments.kept('publica', p.id) !== undefined).toBe(p.visible);
    }
    // The staff view read ahead is the bytes the detail call answers.
    const detail = await t.http.get(`/api/user/propiedad/${all[0]!.id}`).set('auth-token', token);
    expect(fragments.kept('personal', all[0]!.id)).toBe(JSON.stringify(detail.body.propiedad));

    // Page 2's rows, which no request has read, are there already.
    expect(await secondPage(true)).toBe(0);
    expect(await secondPage(false)).toBe(0);
  });

  it('reads everything again a second after a notice drops it all', async () => {
    const all = await properties();
    t.app.get(ChangeFeed).bump('properties');
    expect(fragments.size.entries).toBe(0);
    expect(await eventually(async () => all.every((p) => fragments.kept('personal', p.id) !== undefined), 5000)).toBe(true);
    await t.app.get(FragmentWarmup).idle();
    expect(await secondPage(true)).toBe(0);
  });

  it('the unpaged catalogue: a statement a batch when every JSON is kept (its ids) or none (its rows), two when some are', async () => {
    const feed = t.app.get(ChangeFeed);
    const warmup = t.app.get(FragmentWarmup);
    const all = async () => {
      const before = db.statements;
      const res = await t.http.get('/api/admin/todas-propiedades').set('auth-token', token);
      expect(res.status).toBe(200);
      return { ids: (res.body.casas as { id: string }[]).map((p) => p.id), statements: db.statements - before };
    };
    await warmup.idle();
    const whole = await all(); // the demo's catalogue is one batch
    expect(whole.statements).toBe(1);
    // Everything dropped (the walk starts again a second later): the rows whole, and their JSON kept as rendered.
    feed.bump('properties');
    expect(await all()).toEqual({ ids: whole.ids, statements: 1 });
    expect(whole.ids.every((id) => fragments.kept('personal', id) !== undefined)).toBe(true);
    // One property's JSON gone: its ids, then that row.
    fragments.forget([whole.ids[3]!]);
    expect(await all()).toEqual({ ids: whole.ids, statements: 2 });
    await warmup.idle();
  });

  it('walks newest first and stops at the bound, pushing nothing out', async () => {
    const all = await properties();
    const rows = await db.query<PropertyRow>(`SELECT ${PROPERTY_SELECT} FROM properties p WHERE p.id = ANY($1::uuid[])`, [all.map((p) => p.id)]);
    const sizeOf = (r: PropertyRow) => {
      const alone = new PropertyFragments(1024 * 1024);
      alone.prime(r, alone.since());
      return alone.size.bytes;
    };
    const byId = new Map(rows.map((r) => [String(r.id), r]));
    // Room for what a request kept (the oldest property) and the newest three, not a byte more.
    const oldest = byId.get(all[all.length - 1]!.id)!;
    const newest = all.slice(0, 3).map((p) => byId.get(p.id)!);
    const small = new PropertyFragments(sizeOf(oldest) + newest.reduce((sum, r) => sum + sizeOf(r), 0));
    // A request kept the oldest one's JSON (both views, as pages of each would).
    small.render('personal', oldest, small.since());
    if (oldest.visible) small.render('publica', oldest, small.since());
    expect(small.size.bytes).toBe(sizeOf(oldest));

    const warmup = new FragmentWarmup(t.app.get(CatalogueStream), small);
    warmup.start();
    await warmup.idle();
    for (const r of newest) expect(small.kept('personal', r.id)).toBeDefined();
    expect(small.kept('personal', all[3]!.id)).toBeUndefined();
    expect(small.kept('personal', oldest.id)).toBeDefined();
    await warmup.onModuleDestroy();
  });

  it('keeps nothing a notice overtook', async () => {
    const [row] = await db.query<PropertyRow>(`SELECT ${PROPERTY_SELECT} FROM properties p LIMIT 1`);
    const kept = new PropertyFragments(1024 * 1024);
    const since = kept.since();
    kept.forget([row!.id]); // a write's notice, while the batch was read
    expect(kept.prime(row!, since)).toBe(true);
    expect(kept.size.entries).toBe(0);
    expect(kept.prime(row!, kept.since())).toBe(true);
    expect(kept.kept('personal', row!.id)).toBeDefined();
  });
});
