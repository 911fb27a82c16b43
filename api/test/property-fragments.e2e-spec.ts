// Each property's JSON kept for the catalogue's pages (src/properties/property-fragments.ts): a page asked under a new
// URL is built from it with the same bytes and no SQL, for visitors and staff; a write's change notice names its
// properties (migration ChangeNoticeIds) and drops their JSON only; a write made here is dropped before its reply;
// JSON read before a notice is not kept; the memory stays within its bound.
import { ChangeFeed } from '../src/cache/change-feed.js';
import { ConfigError, defaultPropertyCacheBytes, loadConfig } from '../src/config/config.js';
import { Db } from '../src/database/db.service.js';
import { FragmentWarmup } from '../src/properties/fragment-warmup.js';
import { PropertyFragments } from '../src/properties/property-fragments.js';
import { PROPERTY_SELECT, type PropertyRow } from '../src/properties/property-row.js';
import { bootApp, eventually, loginToken, type TestApp } from './helpers.js';

/** A page read from the order of ids (a price order), under a URL of its own each time (the reply cache misses). */
const PAGE = '/api/user/propiedades-publicas?orden=precio_asc&limit=3&page=2';
const STAFF_PAGE = '/api/admin/todas-propiedades?orden=precio_asc&limit=3&page=2';
let n = 0;
const fresh = (path: string) => `${path}&otra=${++n}`;
type Item = { id: string; titulo: string };

describe('the JSON of each property, kept for the pages', () => {
  let t: TestApp;
  let db: Db;
  let feed: ChangeFeed;
  let fragments: PropertyFragments;
  let token: string;
  const staff = (path: string) => t.http.get(path).set('auth-token', token);

  beforeAll(async () => {
    t = await bootApp();
    db = t.app.get(Db);
    feed = t.app.get(ChangeFeed);
    fragments = t.app.get(PropertyFragments);
    token = await loginToken(t.http);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** What the notices named while `write` ran and until `until` held (PostgreSQL delivers them on another connection). */
  async function heard(write: () => Promise<unknown>, until: (named: (string | undefined)[][]) => boolean): Promise<(string | undefined)[][]> {
    const named: (string | undefined)[][] = [];
    feed.onChange((table, ids) => named.push([table, ...(ids ?? [])]));
    await write();
    expect(await eventually(async () => until(named))).toBe(true);
    return named;
  }

  it('answers a page under a new URL with the same bytes and no SQL, for visitors and for staff', async () => {
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
    expect(db.statements - before).toBe(0);
    // Staff get their fields, visitors the public view: the two views are kept apart.
    expect(staffAgain.body.casas[0]).toHaveProperty('version');
    expect(again.body.propiedades[0]).not.toHaveProperty('version');
  });

  it("a write's notice names its properties: their JSON goes, every other property's stays", async () => {
    const page = (await staff(fresh(STAFF_PAGE))).body.casas as Item[];
    const visitor = (await t.http.get(fresh(PAGE))).body.propiedades as Item[];
    const [target, other] = [page[1]!, page[0]!];
    expect(fragments.kept('personal', other.id)).toBeDefined();
    expect(fragments.kept('publica', visitor[0]!.id)).toBeDefined();
    const titulo = `Escrita por SQL ${n}`;
    // Through SQL behind the API's back (the triggers announce it), as another replica's write.
    const named = await heard(
      () => db.query(`UPDATE properties SET titulo = $1, version = version + 1, updated_at = now() WHERE id = $2`, [titulo, target.id]),
      (named) => named.some(([table]) => table === 'properties'),
    );
    expect(named.find(([table]) => table === 'properties')).toEqual(['properties', target.id]);
    expect(fragments.kept('personal', target.id)).toBeUndefined();
    expect(fragments.kept('publica', target.id)).toBeUndefined();
    expect(fragments.kept('personal', other.id)).toBeDefined();
    expect(fragments.kept('publica', visitor[0]!.id === target.id ? visitor[1]!.id : visitor[0]!.id)).toBeDefined();
    // The page again: what the reply cache dropped (the agency's dollar rate, which the price order reads, and the
    // order of ids), then the one row written: the other two come from what is kept.
    const before = db.statements;
    const rowsRead = fragments.size.entries;
    const now = (await staff(fresh(STAFF_PAGE))).body.casas as Item[];
    expect(now.map((p) => p.titulo)).toEqual(page.map((p) => (p.id === target.id ? titulo : p.titulo)));
    expect(db.statements - before).toBe(3);
    expect(fragments.size.entries).toBe(rowsRead + 1);
    // Pictures are announced by their property.
    const images = await heard(
      () => db.query(`UPDATE property_images SET descripcion = descripcion WHERE property_id = $1`, [other.id]),
      (named) => named.some(([table]) => table === 'property_images'),
    );
    expect(images.find(([table]) => table === 'property_images')).toEqual(['property_images', other.id]);
    expect(fragments.kept('personal', other.id)).toBeUndefined();
  });

  it('a statement over more than 100 properties, or a notice naming none, drops every JSON; one changing no row announces nothing', async () => {
    await staff(fresh(STAFF_PAGE));
    const named = await heard(
      () => db.query(`UPDATE properties SET titulo = titulo WHERE id = '00000000-0000-4000-8000-000000000000'`),
      () => true,
    );
    await db.query('SELECT 1'); // PostgreSQL: a notice would have come with the statements since
    await new Promise((r) => setTimeout(r, 100));
    expect(named.filter(([table]) => table === 'properties')).toEqual([]);
    expect(fragments.size.entries).toBeGreaterThan(0);

    const copies = await heard(
      () =>
        db.query(`INSERT INTO properties (tipo, categoria, titulo, operacion, visible, descripcion, localidad, precio_moneda)
                  SELECT 'Casa', 'Casa', 'Copia ' || i, 'venta', false, '', 'Chivilcoy', 'USD' FROM generate_series(1, 101) AS i`),
      (named) => named.some(([table]) => table === 'properties'),
    );
    expect(copies.find(([table]) => table === 'properties')).toEqual(['properties']);
    expect(fragments.size).toEqual({ entries: 0, bytes: 0 });
    await heard(
      () => db.query(`DELETE FROM properties WHERE titulo LIKE 'Copia %' AND NOT visible`),
      (named) => named.some(([table]) => table === 'properties'),
    );
    // Everything dropped: the warm-up reads it all again (fragment-warmup.e2e-spec.ts); done before the next test.
    await t.app.get(FragmentWarmup).idle();
  });

  it('an edit made through this process is dropped before its reply: the next page shows it, notice or not', async () => {
    const page = (await staff(fresh(STAFF_PAGE))).body.casas as (Item & { tipo: string })[];
    await t.http.get(fresh(PAGE));
    const target = page[2]!;
    expect(fragments.kept('personal', target.id)).toBeDefined();
    // The notices held back, as when the one for this write comes after the next request (PostgreSQL).
    const bump = feed.bump.bind(feed);
    feed.bump = () => undefined;
    try {
      const titulo = `Editada acá ${n}`;
      const res = await t.http.put(`/api/admin/editar-propiedad/${target.id}`).set('auth-token', token).send({ tipo: target.tipo, propiedad: { titulo } });
      expect(res.status).toBe(200);
      expect(fragments.kept('personal', target.id)).toBeUndefined();
      expect(fragments.kept('publica', target.id)).toBeUndefined();
      const now = (await staff(fresh(STAFF_PAGE))).body.casas as Item[];
      expect(now.find((p) => p.id === target.id)?.titulo).toBe(titulo);
      // Deleted here: gone from the kept JSON too, before any notice.
      expect((await t.http.delete(`/api/admin/eliminar-propiedad/${target.id}`).set('auth-token', token)).status).toBe(200);
      expect(fragments.kept('personal', target.id)).toBeUndefined();
      expect((await t.http.post(`/api/admin/restaurar-propiedad/${target.id}`).set('auth-token', token)).status).toBe(200);
    } finally {
      feed.bump = bump;
      feed.bump();
    }
  });

  it('writes the unpaged lists from the kept JSON too, as the pages: a change shows there once its notice is heard', async () => {
    const whole = async (admin: boolean) =>
      (admin ? (await staff('/api/admin/todas-propiedades')).body.casas : (await t.http.get('/api/user/propiedades-publicas')).body.propiedades) as Item[];
    await t.app.get(FragmentWarmup).idle(); // the test before dropped everything: read ahead again
    const target = (await whole(false))[0]!;
    expect(fragments.kept('personal', target.id)).toBeDefined();
    expect(fragments.kept('publica', target.id)).toBeDefined();
    const titulo = `Sin aviso todavía ${n}`;
    // The notice held back, as when another replica's write has not been heard yet.
    const bump = feed.bump.bind(feed);
    feed.bump = () => undefined;
    try {
      await db.query(`UPDATE properties SET titulo = $1, version = version + 1, updated_at = now() WHERE id = $2`, [titulo, target.id]);
      await db.query('SELECT 1'); // PostgreSQL: the notice, had it been heard, would have come with this
      for (const admin of [true, false]) expect((await whole(admin)).find((p) => p.id === target.id)?.titulo).toBe(target.titulo);
    } finally {
      feed.bump = bump;
    }
    feed.bump('properties', [target.id]);
    for (const admin of [true, false]) expect((await whole(admin)).find((p) => p.id === target.id)?.titulo).toBe(titulo);
  });

  it('gives the bytes the rows give, page after page, for both views', async () => {
    feed.bump('properties');
    const rows = await db.query<{ id: string }>(`SELECT id FROM properties WHERE deleted_at IS NULL ORDER BY id`);
    const pages = Math.ceil(rows.length / 3);
    for (const [path, field] of [['/api/admin/todas-propiedades?orden=precio_asc&limit=3', 'casas'], ['/api/user/propiedades-publicas?orden=precio_asc&limit=3', 'propiedades']] as const) {
      const read = async () => {
        const texts: string[] = [];
        for (let page = 1; page <= pages; page++) texts.push((await (field === 'casas' ? staff : t.http.get.bind(t.http))(fresh(`${path}&page=${page}`))).text);
        return texts;
      };
      const cold = await read();
      // The warm-up that the drop above started again is not counted.
      await t.app.get(FragmentWarmup).idle();
      const before = db.statements;
      const warm = await read();
      expect(warm).toEqual(cold);
      expect(db.statements - before).toBe(0);
      const ids = cold.flatMap((text) => (JSON.parse(text)[field] as { id: string }[]).map((p) => p.id));
      if (field === 'casas') expect(ids.sort()).toEqual(rows.map((r) => r.id).sort());
      else expect(ids.length).toBeGreaterThan(0);
    }
  });
});

describe('PropertyFragments', () => {
  const row = async (t: TestApp) => await t.app.get(Db).query<PropertyRow>(`SELECT ${PROPERTY_SELECT} FROM properties p ORDER BY p.id LIMIT 3`);
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  function feed() {
    const listeners: ((table: string | undefined, ids?: readonly string[]) => void)[] = [];
    return {
      listening: true,
      onChange: (fn: (table: string | undefined, ids?: readonly string[]) => void) => listeners.push(fn),
      notice: (table?: string, ids?: string[]) => listeners.forEach((fn) => fn(table, ids)),
    };
  }

  it('keeps nothing read before a notice, nothing while the notices are not heard; forgets the properties a notice of its tables names', async () => {
    const [a, b] = await row(t);
    const f = feed();
    const kept = new PropertyFragments(1024 * 1024, f as unknown as ChangeFeed);
    const since = kept.since();
    f.notice('properties', [b!.id]);
    kept.render('publica', a!, since);
    expect(kept.kept('publica', a!.id)).toBeUndefined();
    for (const r of [a, b]) kept.render('publica', r!, kept.since());
    expect(kept.kept('publica', a!.id)).toBeDefined();
    f.notice('clients');
    expect(kept.kept('publica', a!.id)).toBeDefined();
    f.notice('property_images', [b!.id]);
    expect(kept.kept('publica', b!.id)).toBeUndefined();
    expect(kept.kept('publica', a!.id)).toBeDefined();
    f.notice('properties');
    expect(kept.kept('publica', a!.id)).toBeUndefined();
    kept.render('publica', a!, kept.since());
    f.notice(undefined);
    expect(kept.size).toEqual({ entries: 0, bytes: 0 });
    kept.render('publica', a!, kept.since());
    f.listening = false;
    expect(kept.kept('publica', a!.id)).toBeUndefined();
  });

  it("keeps staff's JSON as the detail call answers it, within its bytes, the first rendered going first", async () => {
    const [a, b, c] = await row(t);
    const kept = new PropertyFragments(1024 * 1024);
    for (const r of [a, b, c]) kept.render('personal', r!, 0);
    const detail = (await t.http.get(`/api/user/propiedad/${a!.id}`).set('auth-token', await loginToken(t.http))).body.propiedad;
    expect(kept.kept('personal', a!.id)).toBe(JSON.stringify(detail));
    kept.forget([a!.id]);
    expect(kept.kept('personal', a!.id)).toBeUndefined();
    const sizeOf = (r: PropertyRow) => {
      const alone = new PropertyFragments(1024 * 1024);
      alone.render('personal', r, 0);
      return alone.size.bytes;
    };
    const small = new PropertyFragments(sizeOf(b!) + sizeOf(c!));
    for (const r of [a, b, c]) small.render('personal', r!, 0);
    expect(small.size).toEqual({ entries: 2, bytes: small.maxBytes });
    expect(small.kept('personal', a!.id)).toBeUndefined();
    expect(small.kept('personal', c!.id)).toBeDefined();
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
