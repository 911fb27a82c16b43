// Each property's JSON kept for the catalogue's pages (src/properties/property-fragments.ts): a page asked under a new
// URL is built from it with the same bytes and no SQL (public) or one statement of stamps (staff); a write shows at
// once to staff even before its change notice, and to visitors once the notice arrives, as a cached reply does;
// 'Bajó de precio' ends with time alone; JSON read before a notice is not kept; the memory stays within its bound.
import { ChangeFeed } from '../src/cache/change-feed.js';
import { ConfigError, defaultPropertyCacheBytes, loadConfig } from '../src/config/config.js';
import { Db } from '../src/database/db.service.js';
import { PropertyFragments, SELLO, type RowWithStamp } from '../src/properties/property-fragments.js';
import { PROPERTY_SELECT } from '../src/properties/property-row.js';
import { bootApp, loginToken, type TestApp } from './helpers.js';

/** A page read from the order of ids (a price order), under a URL of its own each time (the reply cache misses). */
const PAGE = '/api/user/propiedades-publicas?orden=precio_asc&limit=3&page=2';
const STAFF_PAGE = '/api/admin/todas-propiedades?orden=precio_asc&limit=3&page=2';
let n = 0;
const fresh = (path: string) => `${path}&otra=${++n}`;

describe('the JSON of each property, kept for the pages', () => {
  let t: TestApp;
  let db: Db;
  let token: string;
  const staff = (path: string) => t.http.get(path).set('auth-token', token);

  beforeAll(async () => {
    t = await bootApp();
    db = t.app.get(Db);
    token = await loginToken(t.http);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A write that fires no trigger: as another replica's write whose change notice has not arrived yet. */
  const unheard = (sql: string, params: unknown[]) =>
    db.transaction(async () => {
      await db.query('SET LOCAL session_replication_role = replica');
      await db.query(sql, params);
    });

  it('answers a page under a new URL with the same bytes and no SQL for visitors, one statement of stamps for staff', async () => {
    const first = await t.http.get(fresh(PAGE));
    expect(first.status).toBe(200);
    expect(first.body.propiedades).toHaveLength(3);
    let before = db.statements;
    const again = await t.http.get(fresh(PAGE));
    expect(again.headers['x-cache']).not.toBe('hit');
    expect(again.text).toBe(first.text);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(db.statements - before).toBe(0);

    const staffFirst = await staff(fresh(STAFF_PAGE));
    expect(staffFirst.status).toBe(200);
    before = db.statements;
    const staffAgain = await staff(fresh(STAFF_PAGE));
    expect(staffAgain.text).toBe(staffFirst.text);
    expect(db.statements - before).toBe(1);
    // Staff get their fields, visitors the public view: the two views are kept apart.
    expect(staffAgain.body.casas[0]).toHaveProperty('version');
    expect(again.body.propiedades[0]).not.toHaveProperty('version');
  });

  it('shows staff a write made elsewhere at once, before its notice; visitors once the notice arrives', async () => {
    const page = (await staff(fresh(STAFF_PAGE))).body.casas as { id: string; titulo: string }[];
    await t.http.get(fresh(PAGE));
    const target = page[1]!;
    const titulo = `Escrita en otra réplica ${n}`;
    await unheard(`UPDATE properties SET titulo = $1, version = version + 1, updated_at = now() WHERE id = $2`, [titulo, target.id]);
    const statements = db.statements;
    const staffNow = (await staff(fresh(STAFF_PAGE))).body.casas as { id: string; titulo: string }[];
    expect(staffNow.map((p) => p.titulo)).toEqual(page.map((p) => (p.id === target.id ? titulo : p.titulo)));
    expect(db.statements - statements).toBe(2); // the stamps, then the one row written since
    // Visitors: what a cached reply would show until the notice, then the write.
    const visitorBefore = (await t.http.get(fresh(PAGE))).body.propiedades as { id: string; titulo: string }[];
    expect(visitorBefore.find((p) => p.id === target.id)?.titulo).toBe(target.titulo);
    t.app.get(ChangeFeed).bump('properties');
    const visitorAfter = (await t.http.get(fresh(PAGE))).body.propiedades as { id: string; titulo: string }[];
    expect(visitorAfter.find((p) => p.id === target.id)?.titulo).toBe(titulo);
  });

  it("shows a property hidden elsewhere as gone from the staff list's hidden filter at once", async () => {
    const visible = `/api/admin/todas-propiedades?estado=visible&orden=precio_asc&limit=3&page=1`;
    const page = (await staff(fresh(visible))).body.casas as { id: string }[];
    await staff(fresh(visible));
    await unheard(`UPDATE properties SET visible = false, version = version + 1, updated_at = now() WHERE id = $1`, [page[0]!.id]);
    const now = (await staff(fresh(visible))).body.casas as { id: string }[];
    expect(now.map((p) => p.id)).not.toContain(page[0]!.id);
    await unheard(`UPDATE properties SET visible = true, version = version + 1, updated_at = now() WHERE id = $1`, [page[0]!.id]);
    t.app.get(ChangeFeed).bump('properties');
  });

  it("ends 'Bajó de precio' with time alone, for staff with no write at all", async () => {
    const page = (await staff(fresh(STAFF_PAGE))).body.casas as { id: string }[];
    const id = page[0]!.id;
    await unheard(`UPDATE properties SET precio_bajo_en = now() - interval '1 day' WHERE id = $1`, [id]);
    t.app.get(ChangeFeed).bump('properties');
    expect(((await staff(fresh(STAFF_PAGE))).body.casas as { id: string; bajoDePrecio: boolean }[]).find((p) => p.id === id)?.bajoDePrecio).toBe(true);
    await staff(fresh(STAFF_PAGE));
    // Thirty days pass (the date moved back, no version, no notice): the stamp says so.
    await unheard(`UPDATE properties SET precio_bajo_en = now() - interval '31 days' WHERE id = $1`, [id]);
    expect(((await staff(fresh(STAFF_PAGE))).body.casas as { id: string; bajoDePrecio: boolean }[]).find((p) => p.id === id)?.bajoDePrecio).toBe(false);
  });

  it('gives the bytes the rows give, page after page, for both views', async () => {
    t.app.get(ChangeFeed).bump('properties');
    const rows = await db.query<{ id: string }>(`SELECT id FROM properties WHERE deleted_at IS NULL ORDER BY id`);
    const cold: string[] = [];
    const warm: string[] = [];
    for (let page = 1; page <= Math.ceil(rows.length / 3); page++) {
      cold.push((await staff(fresh(`/api/admin/todas-propiedades?orden=precio_asc&limit=3&page=${page}`))).text);
    }
    for (let page = 1; page <= Math.ceil(rows.length / 3); page++) {
      warm.push((await staff(fresh(`/api/admin/todas-propiedades?orden=precio_asc&limit=3&page=${page}`))).text);
    }
    expect(warm).toEqual(cold);
    expect(cold.flatMap((text) => (JSON.parse(text).casas as { id: string }[]).map((p) => p.id)).sort()).toEqual(rows.map((r) => r.id).sort());
  });
});

describe('PropertyFragments', () => {
  const row = async (t: TestApp) => (await t.app.get(Db).query<RowWithStamp>(`SELECT ${SELLO}, ${PROPERTY_SELECT} FROM properties p LIMIT 3`));
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The property as the staff detail call answers it. */
  const staffPage = async (id: string) => (await t.http.get(`/api/user/propiedad/${id}`).set('auth-token', await loginToken(t.http))).body.propiedad;

  function feed() {
    const listeners: ((table: string | undefined) => void)[] = [];
    return {
      listening: true,
      onChange: (fn: (table: string | undefined) => void) => listeners.push(fn),
      notice: (table?: string) => listeners.forEach((fn) => fn(table)),
    };
  }

  it('keeps nothing read before a notice, nothing while the notices are not heard, and forgets at a notice of its tables only', async () => {
    const [a] = await row(t);
    const f = feed();
    const kept = new PropertyFragments(1024 * 1024, f as unknown as ChangeFeed);
    const since = kept.since();
    f.notice('properties');
    kept.render('publica', a!, since);
    expect(kept.kept('publica', a!.id)).toBeUndefined();
    kept.render('publica', a!, kept.since());
    expect(kept.kept('publica', a!.id)).toBeDefined();
    f.notice('clients');
    expect(kept.kept('publica', a!.id)).toBeDefined();
    f.notice('property_images');
    expect(kept.kept('publica', a!.id)).toBeUndefined();
    kept.render('publica', a!, kept.since());
    f.listening = false;
    expect(kept.kept('publica', a!.id)).toBeUndefined();
    expect(kept.has('publica', a!.id)).toBe(false);
  });

  it('serves a kept JSON to staff only with the same stamp, and stays within its bytes, the first rendered going first', async () => {
    const [a, b, c] = await row(t);
    const kept = new PropertyFragments(1024 * 1024);
    for (const r of [a, b, c]) kept.render('personal', r!, 0);
    expect(kept.get('personal', a!.id, a!.sello)).toBe(JSON.stringify((await staffPage(a!.id))));
    expect(kept.get('personal', a!.id, a!.sello + 'x')).toBeUndefined();
    const sizeOf = (r: RowWithStamp) => {
      const alone = new PropertyFragments(1024 * 1024);
      alone.render('personal', r, 0);
      return alone.size.bytes;
    };
    const small = new PropertyFragments(sizeOf(b!) + sizeOf(c!));
    for (const r of [a, b, c]) small.render('personal', r!, 0);
    expect(small.size).toEqual({ entries: 2, bytes: small.maxBytes });
    expect(small.has('personal', a!.id)).toBe(false);
    expect(small.has('personal', c!.id)).toBe(true);
    const none = new PropertyFragments(0);
    none.render('publica', a!, 0);
    expect(none.size.entries).toBe(0);
  });

  it('PROPERTY_CACHE_MB: a sixteenth of the memory at most 512 MB by default, a clear line when wrong', () => {
    expect(defaultPropertyCacheBytes(1024 ** 3)).toBe(64 * 1024 ** 2);
    expect(defaultPropertyCacheBytes(64 * 1024 ** 3)).toBe(512 * 1024 ** 2);
    expect(loadConfig({ PROPERTY_CACHE_MB: '0', DATA_DIR: t.config.dataDir }).propertyCacheBytes).toBe(0);
    expect(loadConfig({ PROPERTY_CACHE_MB: '100', DATA_DIR: t.config.dataDir }).propertyCacheBytes).toBe(100 * 1024 ** 2);
    expect(() => loadConfig({ PROPERTY_CACHE_MB: 'mucho', DATA_DIR: t.config.dataDir })).toThrow(ConfigError);
    expect(() => loadConfig({ PROPERTY_CACHE_MB: '-1', DATA_DIR: t.config.dataDir })).toThrow('PROPERTY_CACHE_MB inválido');
  });
});
