// Listing codes and the home's featured listings: a code per type assigned by the
// database, unique under concurrent creates, backfilled by the migration, kept on a change of type and found by
// both catalogues' search; GET /api/user/propiedades-destacadas with the marked ones first, the latest as fallback,
// hidden and deleted never.
import { ENDPOINT_ALTA, PREFIJOS_CODIGO, TIPOS_PROPIEDAD, formatCodigo, type TipoPropiedad } from '@inmo/contracts';
import { cuerpoCompleto } from '../../contracts/src/property/fixtures.js';
import { ChangeFeed } from '../src/cache/change-feed.js';
import { Db } from '../src/database/db.service.js';
import { ListingCodesAndFeatured1763850000000 } from '../src/database/migrations/1763850000000-ListingCodesAndFeatured.js';
import { FullTextSearch1763956000000 } from '../src/database/migrations/1763956000000-FullTextSearch.js';
import { type TestApp, bootAsAdmin, statementsOf } from './helpers.js';

const CODE = /^[A-Z]{2}-\d{4,}$/;

describe('listing codes and featured listings', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    ({ t, token } = await bootAsAdmin({ seedDemo: false }));
  });
  afterAll(() => t?.close());
  const admin = (req: any) => req.set('auth-token', token);
  const create = async (tipo: TipoPropiedad, extra: Record<string, unknown> = {}) => {
    const res = await admin(t.http.post(`/api/admin/${ENDPOINT_ALTA[tipo]}`)).send({ ...cuerpoCompleto(tipo), ...extra });
    expect(res.status).toBe(201);
    return res.body.propiedad;
  };
  const codeNumber = (codigo: string) => Number(codigo.split('-')[1]);

  describe('codes', () => {
    it('are given by type on create, with the prefixes contracts documents, and reach the public replies', async () => {
      for (const tipo of TIPOS_PROPIEDAD) {
        const p = await create(tipo, { titulo: `${tipo} con código` });
        expect(p.codigo).toMatch(CODE);
        expect(p.codigo.slice(0, 2)).toBe(PREFIJOS_CODIGO[tipo]);
        const pub = await t.http.get(`/api/user/propiedad/${p.id}`);
        expect(pub.body.propiedad.codigo).toBe(p.codigo);
      }
      const list = await t.http.get('/api/user/propiedades-publicas?page=1&limit=20');
      expect(list.body.propiedades.every((p: any) => CODE.test(p.codigo))).toBe(true);
    });

    it('count on per type, never repeat under concurrent creates, and are not reused after a deletion', async () => {
      const before = (await create('Casa')).codigo;
      const made = await Promise.all(Array.from({ length: 12 }, (_, i) => create('Casa', { titulo: `Casa concurrente ${i}` })));
      const codes = made.map((p) => p.codigo);
      expect(new Set(codes).size).toBe(12);
      const numbers = codes.map(codeNumber).sort((a, b) => a - b);
      expect(numbers[0]).toBe(codeNumber(before) + 1);
      expect(numbers[11]).toBe(codeNumber(before) + 12);
      // A deleted property keeps its code (it can be restored); the next one gets a new number.
      expect((await admin(t.http.delete(`/api/admin/eliminar-propiedad/${made[11].id}`))).status).toBe(200);
      const next = await create('Casa');
      expect(codeNumber(next.codigo)).toBe(codeNumber(before) + 13);
      // Other types keep their own count.
      const dpto = await create('Departamento');
      expect(codeNumber(dpto.codigo)).toBe(2);
    });

    it('stay when the type changes, and an edit cannot change them', async () => {
      const p = await create('Casa');
      const res = await admin(t.http.put(`/api/admin/editar-propiedad/${p.id}`)).send({ tipo: 'Departamento', propiedad: { piso: 3, codigo: 'ZZ-9999' }, version: p.version });
      expect(res.status).toBe(200);
      expect(res.body.propiedad.tipo).toBe('Departamento');
      expect(res.body.propiedad.codigo).toBe(p.codigo);
    });

    it('are found by the public and the admin search, however they are typed', async () => {
      const p = await create('Galpón', { titulo: 'Galpón sobre ruta 5' });
      const n = codeNumber(p.codigo);
      for (const q of [p.codigo, p.codigo.toLowerCase(), `ga-${n}`, `GA ${n}`]) {
        const pub = await t.http.get(`/api/user/propiedades-publicas?q=${encodeURIComponent(q)}`);
        expect([q, pub.body.propiedades.map((x: any) => x.id)]).toEqual([q, [p.id]]);
        const adm = await admin(t.http.get(`/api/admin/todas-propiedades?q=${encodeURIComponent(q)}`));
        expect([q, adm.body.casas.map((x: any) => x.id)]).toEqual([q, [p.id]]);
      }
      // Another type's prefix with the same number is another property.
      const other = await t.http.get(`/api/user/propiedades-publicas?q=${encodeURIComponent(formatCodigo('TE', n))}`);
      expect(other.body.propiedades.map((x: any) => x.id)).not.toContain(p.id);
      // The text search still works beside it.
      const text = await t.http.get(`/api/user/propiedades-publicas?q=${encodeURIComponent('ruta 5')}`);
      expect(text.body.propiedades.map((x: any) => x.id)).toContain(p.id);
    });

    it('are backfilled by the migration for rows that had none, per type in the order they were created', async () => {
      const db = t.app.get(Db);
      const runner = { query: (sql: string, params?: unknown[]) => db.query(sql, params ?? []) } as any;
      const migration = new ListingCodesAndFeatured1763850000000();
      // The search's generated columns read the code: they go first and come back last, as the migrations run.
      const search = new FullTextSearch1763956000000();
      await search.down(runner);
      await migration.down(runner);
      // Rows made before the codes existed (the trigger is gone with them).
      const old = await db.query<{ id: string; tipo: string }>(`SELECT id, tipo FROM properties ORDER BY created_at, id`);
      await migration.up(runner);
      await search.up(runner);
      const rows = await db.query<{ id: string; tipo: string; codigo: string }>(`SELECT id, tipo, codigo FROM properties ORDER BY created_at, id`);
      expect(rows.map((r) => r.id)).toEqual(old.map((r) => r.id));
      for (const tipo of TIPOS_PROPIEDAD) {
        const ofType = rows.filter((r) => r.tipo === tipo);
        expect([tipo, ofType.map((r) => r.codigo)]).toEqual([tipo, ofType.map((_, i) => formatCodigo(PREFIJOS_CODIGO[tipo], i + 1))]);
      }
      // New rows go on after the backfilled ones.
      const casas = rows.filter((r) => r.tipo === 'Casa').length;
      t.app.get(ChangeFeed).bump('properties');
      expect((await create('Casa')).codigo).toBe(formatCodigo('CA', casas + 1));
    });
  });

  describe('featured listings', () => {
    const FEATURED = '/api/user/propiedades-destacadas';
    // The tests above made properties: they go to the trash first (one PGlite per process: no second app).
    beforeAll(async () => {
      await t.app.get(Db).execute(`UPDATE properties SET deleted_at = now() WHERE deleted_at IS NULL`);
      t.app.get(ChangeFeed).bump('properties');
    });
    const make = async (titulo: string, fecha: string, extra: Record<string, unknown> = {}) => {
      const res = await admin(t.http.post('/api/admin/nueva-casa')).send({ ...cuerpoCompleto('Casa'), titulo, fechaPublicacion: fecha, ...extra });
      expect(res.status).toBe(201);
      return res.body.propiedad;
    };
    const edit = (p: any, propiedad: Record<string, unknown>) =>
      admin(t.http.put(`/api/admin/editar-propiedad/${p.id}`)).send({ propiedad });

    it('fall back to the latest visible ones while none is marked', async () => {
      const empty = await t.http.get(FEATURED);
      expect(empty.status).toBe(200);
      expect(empty.body).toEqual({ propiedades: [], destacadas: false });
      for (let i = 1; i <= 8; i++) await make(`Casa ${i}`, `2026-01-0${i}`);
      await make('Casa oculta nueva', '2026-02-01', { visible: false });
      const res = await t.http.get(FEATURED);
      expect(res.body.destacadas).toBe(false);
      expect(res.body.propiedades.map((p: any) => p.titulo)).toEqual(['Casa 8', 'Casa 7', 'Casa 6', 'Casa 5', 'Casa 4', 'Casa 3']);
      // The public view: no staff-only key.
      expect(res.body.propiedades[0].version).toBeUndefined();
      expect(res.body.propiedades[0].destacada).toBe(false);
    });

    it('show the marked visible ones, newest first; hidden and deleted never; cached until a change', async () => {
      const a = await make('Destacada vieja', '2025-06-01', { destacada: true });
      const b = await make('Destacada nueva', '2025-07-01', { destacada: true });
      const hidden = await make('Destacada oculta', '2025-08-01', { destacada: true, visible: false });
      const gone = await make('Destacada borrada', '2025-09-01', { destacada: true });
      expect((await admin(t.http.delete(`/api/admin/eliminar-propiedad/${gone.id}`))).status).toBe(200);
      const res = await t.http.get(FEATURED);
      expect(res.body.destacadas).toBe(true);
      expect(res.body.propiedades.map((p: any) => p.id)).toEqual([b.id, a.id]);
      expect(res.body.propiedades.every((p: any) => p.destacada === true)).toBe(true);
      expect(hidden.destacada).toBe(true);

      // On PostgreSQL the writes' own change notices arrive a moment after their replies, and each drops what was
      // cached before it: ask until a reply is kept (2 s at most), then it is served from the cache alone.
      for (let i = 0; i < 40 && (await t.http.get(FEATURED)).headers['x-cache'] !== 'hit'; i++) await new Promise((r) => setTimeout(r, 50));
      const again = await statementsOf(t, { url: FEATURED });
      expect(again.headers['x-cache']).toBe('hit');
      expect(again.statements).toBe(0);

      // Unmarking one (the editor's tick) shows at once; unmarking both goes back to the latest.
      expect((await edit(b, { destacada: false })).status).toBe(200);
      expect((await t.http.get(FEATURED)).body.propiedades.map((p: any) => p.id)).toEqual([a.id]);
      expect((await edit(a, { destacada: false })).status).toBe(200);
      const back = await t.http.get(FEATURED);
      expect(back.body.destacadas).toBe(false);
      expect(back.body.propiedades.map((p: any) => p.titulo)[0]).toBe('Casa 8');
    });

    it('refuses a Destacada that is not yes or no, in the one error shape', async () => {
      const p = await make('Casa mal marcada', '2026-01-09');
      const res = await edit(p, { destacada: 'tal vez' });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.errors.destacada).toMatch(/Destacada/);
    });
  });
});
