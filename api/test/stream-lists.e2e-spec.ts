// Big replies in constant memory: the unpaged calls of spec §7 stream their JSON from keyset
// batches (src/common/json-stream.ts, src/database/keyset.ts). With three rows per batch the lists below span many
// batches; each reply must be byte for byte what the whole list answered before (and the union of its pages), in the
// same order, with the same filters, the public view without staff fields, the same cache headers; a database failure
// after the first bytes must cut the body short, never close it as valid JSON.
import { jest } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { AUTH_HEADER, vistaPublica } from '@inmo/contracts';
import { ChangeFeed } from '../src/cache/change-feed.js';
import { jsonArrayStream } from '../src/common/json-stream.js';
import { Db, DatabaseUnavailableError } from '../src/database/db.service.js';
import { mapBatches } from '../src/database/keyset.js';
import { CatalogueStream } from '../src/properties/catalogue-stream.service.js';
import { PROPERTY_COLUMNS, PROPERTY_SELECT, toPropiedad, type PropertyRow } from '../src/properties/property-row.js';
import { bootApp, loginToken, statementsOf, type TestApp } from './helpers.js';
import { PUBLIC_LISTING_SQL } from '../src/properties/listing-state.js';

const BATCH = 3;

/** The whole list read at once and built in memory, as these calls answered before they streamed. */
async function wholeList(db: Db, admin: boolean) {
  const rows = await db.query<PropertyRow>(
    `SELECT ${PROPERTY_SELECT} FROM properties p WHERE p.deleted_at IS NULL${admin ? '' : ` AND ${PUBLIC_LISTING_SQL}`} ORDER BY p.fecha_publicacion DESC NULLS LAST, p.created_at DESC, p.id`,
  );
  return { items: rows.map(toPropiedad) };
}

/** A GET on the raw socket: what arrived, and whether the body was complete (a cut body is not an error here). */
function rawGet(port: number, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string; complete: boolean }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      const done = () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), complete: res.complete });
      res.on('end', done);
      res.on('aborted', done);
      res.on('error', done);
      res.on('close', done);
    });
    req.on('error', reject);
  });
}

describe('unpaged lists, streamed in batches', () => {
  let t: TestApp;
  let token: string;
  let db: Db;
  let port: number;
  const admin = (req: any) => req.set(AUTH_HEADER, token);

  /** Every page of a paged call, concatenated (the paged path is the one the screens use). */
  async function pagedUnion(path: string, key: string, limit: number, authed: boolean): Promise<unknown[]> {
    const out: unknown[] = [];
    for (let page = 1; ; page++) {
      const sep = path.includes('?') ? '&' : '?';
      const req = t.http.get(`${path}${sep}page=${page}&limit=${limit}`);
      const res = await (authed ? admin(req) : req);
      expect(res.status).toBe(200);
      out.push(...res.body[key]);
      if (page >= res.body.pages) return out;
    }
  }

  const TYPES: Record<string, string> = { fecha_publicacion: 'date', created_at: 'timestamptz', visible: 'boolean', titulo: 'varchar' };
  /** A copy of property `src` with these columns changed (fecha_publicacion, created_at, visible, titulo). */
  async function copyProperty(src: string, set: Record<string, unknown>): Promise<string> {
    const cols = PROPERTY_COLUMNS.filter((c) => !(c in set));
    const extra = Object.keys(set);
    const row = await db.one<{ id: string }>(
      `INSERT INTO properties (${[...cols, ...extra].join(', ')})
       SELECT ${[...cols, ...extra.map((k, i) => `$${i + 2}::${TYPES[k]}`)].join(', ')} FROM properties WHERE id = $1 RETURNING id`,
      [src, ...Object.values(set)],
    );
    return row!.id;
  }

  beforeAll(async () => {
    t = await bootApp({ env: { LIST_STREAM_BATCH: String(BATCH) } });
    token = await loginToken(t.http);
    db = t.app.get(Db);
    const server = t.app.getHttpAdapter().getInstance().server as http.Server;
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
    const src = (await db.one<{ id: string }>(`SELECT id FROM properties WHERE deleted_at IS NULL AND visible ORDER BY id LIMIT 1`))!.id;
    // Ties the order must break by id: four rows with the same date and the same creation instant (microseconds).
    for (let i = 0; i < 4; i++) await copyProperty(src, { fecha_publicacion: '2024-05-05', created_at: '2024-05-05 10:00:00.123456+00', titulo: `Empate ${i}` });
    // Undated ones come last (NULLS LAST), in their own pass; one of them hidden, one deleted.
    for (let i = 0; i < 4; i++) await copyProperty(src, { fecha_publicacion: null, created_at: `2023-0${i + 1}-01 08:00:00.5+00`, titulo: `Sin fecha ${i}` });
    await copyProperty(src, { fecha_publicacion: null, visible: false, titulo: 'Sin fecha oculta' });
    await copyProperty(src, { fecha_publicacion: '2024-06-01', visible: false, titulo: 'Oculta con fecha' });
    await db.execute(`UPDATE properties SET deleted_at = now() WHERE id = $1`, [await copyProperty(src, { titulo: 'En la papelera' })]);
    // Staff-only fields that must never reach the public list.
    const fondo = await admin(t.http.post('/api/admin/nuevo-fondo')).send({
      titulo: 'Fondo con datos del personal', operacion: 'venta', localidad: 'Chivilcoy', visible: true, precio: { monto: 50000, moneda: 'USD', visible: true },
      nombreComercio: 'Kiosco', rubro: 'Kiosco', precioVenta: 50000, contacto: 'Dueño: 2346 55-1234', facturacionMensual: 987654.32,
    });
    expect(fondo.status).toBe(201);
    // Clients: ten more, sharing one creation instant.
    await db.execute(
      `INSERT INTO clients (nombre, apellido, dni, telefono, created_at)
       SELECT 'Lote', 'Cliente ' || i, (31000000 + i)::text, '2346 4' || (10000 + i), timestamptz '2025-02-02 12:00:00.654321+00' FROM generate_series(1, 10) AS i`,
    );
    // Operations: ten more on one date and instant.
    await db.execute(
      `INSERT INTO operations (operacion, propiedad_id, propiedad_titulo, oferente_id, oferente_nombre, oferente_apellido, oferente_mail,
         receptor_id, receptor_nombre, receptor_apellido, receptor_mail, monto_dinero, moneda, descripcion, fecha_concretada, created_at)
       SELECT operacion, propiedad_id, propiedad_titulo || ' ' || i, oferente_id, oferente_nombre, oferente_apellido, oferente_mail,
         receptor_id, receptor_nombre, receptor_apellido, receptor_mail, monto_dinero, CASE WHEN i % 2 = 0 THEN 'USD' ELSE 'ARS' END, descripcion,
         DATE '2025-03-03', timestamptz '2025-03-03 09:00:00.111111+00'
       FROM (SELECT * FROM operations LIMIT 1) o, generate_series(1, 10) AS i`,
    );
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await t?.close();
  });

  describe('GET /api/admin/todas-propiedades', () => {
    it('answers the very bytes the whole list answered before, and the union of its pages, over many batches', async () => {
      const before = db.statements;
      const res = await admin(t.http.get('/api/admin/todas-propiedades'));
      const statements = db.statements - before;
      expect(res.status).toBe(200);
      const old = await wholeList(db, true);
      expect(old.items.length).toBeGreaterThan(5 * BATCH);
      expect(res.text).toBe(JSON.stringify({ casas: old.items }));
      expect(res.text).toBe(JSON.stringify({ casas: await pagedUnion('/api/admin/todas-propiedades', 'casas', 7, true) }));
      // One statement per batch (dated ones, then undated ones), not one statement for everything.
      expect(statements).toBeGreaterThanOrEqual(Math.ceil(old.items.length / BATCH));
    });

    it('keeps the order: publication date newest first, undated last, then creation newest first, then the id', async () => {
      const casas: { id: string; titulo: string; fechaPublicacion: string | null }[] = (await admin(t.http.get('/api/admin/todas-propiedades'))).body.casas;
      const sql = await db.query<{ id: string }>(`SELECT id FROM properties WHERE deleted_at IS NULL ORDER BY fecha_publicacion DESC NULLS LAST, created_at DESC, id`);
      expect(casas.map((p) => p.id)).toEqual(sql.map((r) => r.id));
      const empates = casas.filter((p) => p.titulo.startsWith('Empate'));
      expect(empates.map((p) => p.id)).toEqual(empates.map((p) => p.id).sort());
      const undated = casas.findIndex((p) => p.fechaPublicacion === null);
      expect(casas.slice(undated).every((p) => p.fechaPublicacion === null)).toBe(true);
      expect(casas.slice(undated).map((p) => p.titulo)).toEqual(expect.arrayContaining(['Sin fecha 3', 'Sin fecha 0', 'Sin fecha oculta']));
      const titles = casas.map((p) => p.titulo);
      expect(titles).toContain('Oculta con fecha');
      expect(titles).not.toContain('En la papelera');
      expect(new Set(casas.map((p) => p.id)).size).toBe(casas.length);
    });

    it('gives the same list whatever the batch size (a first batch ending on a dated row, on an undated one, exactly at the last)', async () => {
      const config = t.config;
      for (const admin of [true, false]) {
        const old = (await wholeList(db, admin)).items.map((p) => p.id);
        for (let size = 1; size <= old.length + 1; size++) {
          const stream = new CatalogueStream(db, { ...config, listStreamBatch: size });
          const ids: string[] = [];
          for await (const batch of stream.list({ admin })) ids.push(...batch.map((p) => p.id));
          expect({ admin, size, ids }).toEqual({ admin, size, ids: old });
        }
      }
    });

    it('is chunked JSON for staff only: no-store, no Content-Length', async () => {
      const res = await admin(t.http.get('/api/admin/todas-propiedades'));
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-length']).toBeUndefined();
      expect(res.headers['transfer-encoding']).toBe('chunked');
      expect((await t.http.get('/api/admin/todas-propiedades')).status).toBe(401);
    });

    it('answers HEAD with the headers and no body, reading one batch', async () => {
      const res = await statementsOf(t, { method: 'HEAD', url: '/api/admin/todas-propiedades', headers: { [AUTH_HEADER]: token } });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toBe('');
      expect(res.statements).toBe(1);
    });

    it('a row is read as it is when its batch runs, and comes once: a write between two batches', async () => {
      const listed: { id: string; titulo: string }[] = (await admin(t.http.get('/api/admin/todas-propiedades'))).body.casas;
      const last = listed[listed.length - 1]!;
      const query = db.query.bind(db);
      let calls = 0;
      let created = '';
      const spy = jest.spyOn(db, 'query').mockImplementation(async (sql: string, params?: unknown[]) => {
        if (sql.includes('k0') && ++calls === 2) {
          // After the first batch was sent: a new property (newest of all: its place was passed) and an edit of the
          // last one (its place not reached yet).
          spy.mockRestore();
          created = await copyProperty(last.id, { fecha_publicacion: '2099-01-01', titulo: 'Creada durante la lectura' });
          await db.execute(`UPDATE properties SET titulo = 'Editada durante la lectura' WHERE id = $1`, [last.id]);
        }
        return query(sql, params);
      });
      const casas: { id: string; titulo: string }[] = (await admin(t.http.get('/api/admin/todas-propiedades'))).body.casas;
      spy.mockRestore();
      expect(calls).toBe(2);
      expect(casas.map((p) => p.id)).toEqual(listed.map((p) => p.id));
      expect(casas[casas.length - 1]!.titulo).toBe('Editada durante la lectura');
      // Both changes are there for the next reader.
      const next: { id: string }[] = (await admin(t.http.get('/api/admin/todas-propiedades'))).body.casas;
      expect(next[0]!.id).toBe(created);
      await db.execute(`UPDATE properties SET deleted_at = now() WHERE id = $1`, [created]);
      await db.execute(`UPDATE properties SET titulo = $2 WHERE id = $1`, [last.id, last.titulo]);
    });
  });

  describe('GET /api/user/propiedades-publicas', () => {
    it('answers the bytes of before through the public view: visible ones only, no staff field', async () => {
      t.app.get(ChangeFeed).bump();
      const res = await t.http.get('/api/user/propiedades-publicas');
      expect(res.status).toBe(200);
      const old = await wholeList(db, false);
      expect(old.items.length).toBeGreaterThan(5 * BATCH);
      expect(res.text).toBe(JSON.stringify({ propiedades: old.items.map(vistaPublica) }));
      expect(res.text).toBe(JSON.stringify({ propiedades: await pagedUnion('/api/user/propiedades-publicas', 'propiedades', 5, false) }));
      const list: Record<string, unknown>[] = res.body.propiedades;
      expect(list.every((p) => p.visible === true)).toBe(true);
      expect(list.map((p) => p.titulo)).toEqual(expect.arrayContaining(['Fondo con datos del personal', 'Sin fecha 0']));
      expect(list.map((p) => p.titulo)).not.toEqual(expect.arrayContaining(['Oculta con fecha']));
      expect(list.some((p) => p.titulo === 'Sin fecha oculta' || p.titulo === 'En la papelera')).toBe(false);
      for (const field of ['clienteDueño', 'contacto', 'facturacionMensual', 'version', 'createdAt', 'publicarEnPortales', 'portales']) {
        expect(list.filter((p) => field in p)).toEqual([]);
      }
      expect(res.text).not.toContain('2346 55-1234');
      expect(res.text).not.toContain('987654');
    });

    it('keeps the public headers, and is streamed every time: never kept in the reply cache', async () => {
      const miss = await t.http.get('/api/user/propiedades-publicas');
      expect(miss.headers['x-cache']).toBe('miss');
      expect(miss.headers['cache-control']).toBe('no-cache');
      expect(miss.headers.vary).toMatch(/auth-token/);
      expect(miss.headers['content-length']).toBeUndefined();
      const again = await t.http.get('/api/user/propiedades-publicas');
      expect(again.headers['x-cache']).toBe('miss');
      expect(again.text).toBe(miss.text);
      // Asked with a token it is staff's reply: never cached nor storable.
      const staff = await admin(t.http.get('/api/user/propiedades-publicas'));
      expect(staff.headers['cache-control']).toBe('no-store');
      expect(staff.headers['x-cache']).toBeUndefined();
      expect(staff.text).toBe(miss.text);
    });

    it('answers HEAD with the public headers and no body', async () => {
      const res = await t.http.head('/api/user/propiedades-publicas');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text ?? '').toBe('');
    });
  });

  describe('GET /api/admin/clientes without page', () => {
    it('answers the bytes of before and the union of its pages, with its filters and limit', async () => {
      const res = await admin(t.http.get('/api/admin/clientes'));
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const data = await pagedUnion('/api/admin/clientes', 'data', 4, true);
      expect(data.length).toBeGreaterThan(4 * BATCH);
      expect(res.text).toBe(JSON.stringify({ success: true, data }));
      const lote = await admin(t.http.get('/api/admin/clientes?q=lote%20cliente'));
      expect(lote.body.data).toHaveLength(10);
      expect(lote.text).toBe(JSON.stringify({ success: true, data: await pagedUnion('/api/admin/clientes?q=lote%20cliente', 'data', 3, true) }));
      const limited = await admin(t.http.get('/api/admin/clientes?limit=5'));
      expect(limited.text).toBe(JSON.stringify({ success: true, data: data.slice(0, 5) }));
      const receptores = await admin(t.http.get('/api/admin/clientes?rol=receptor'));
      expect(receptores.body.data.length).toBeGreaterThan(0);
      expect(receptores.text).toBe(JSON.stringify({ success: true, data: await pagedUnion('/api/admin/clientes?rol=receptor', 'data', 2, true) }));
      // Clients with children (preferences, offered entries) keep them across batches.
      expect((data as { preferenciasBusqueda: unknown[] }[]).some((c) => c.preferenciasBusqueda.length > 0)).toBe(true);
    });
  });

  describe('GET /api/admin/operaciones without page', () => {
    it('answers the plain array of before and the union of its pages, with its filters and limit', async () => {
      const res = await admin(t.http.get('/api/admin/operaciones'));
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const data = await pagedUnion('/api/admin/operaciones', 'data', 5, true);
      expect(data.length).toBeGreaterThan(4 * BATCH);
      expect(res.text).toBe(JSON.stringify(data));
      const usd = await admin(t.http.get('/api/admin/operaciones?moneda=USD'));
      expect(usd.body.length).toBeGreaterThan(BATCH);
      expect(usd.text).toBe(JSON.stringify(await pagedUnion('/api/admin/operaciones?moneda=USD', 'data', 2, true)));
      expect((await admin(t.http.get('/api/admin/operaciones?limit=4'))).text).toBe(JSON.stringify(data.slice(0, 4)));
      expect((await admin(t.http.get('/api/admin/operaciones?limit=1000'))).text).toBe(res.text);
      const none = await admin(t.http.get('/api/admin/operaciones?q=ninguna-operacion-asi'));
      expect(none.text).toBe('[]');
    });

    it("with desde, every operation closed on or after that day, past any count (Reportes' period), and a clear 400 for a bad date", async () => {
      const all = (await admin(t.http.get('/api/admin/operaciones'))).body as { fechaConcretada: string }[];
      const dias = [...new Set(all.map((o) => o.fechaConcretada))].sort();
      // The oldest day itself counts: everything.
      expect((await admin(t.http.get(`/api/admin/operaciones?desde=${dias[0]}`))).body).toEqual(all);
      // From the next day on: those closed that day or later, still over several batches, in the list's order.
      const desde = dias[1];
      const expected = all.filter((o) => o.fechaConcretada >= desde);
      expect(expected.length).toBeGreaterThan(BATCH);
      expect(expected.length).toBeLessThan(all.length);
      const since = await admin(t.http.get(`/api/admin/operaciones?desde=${desde}`));
      expect(since.status).toBe(200);
      expect(since.body).toEqual(expected);
      // The paged list reads the same filter.
      expect((await admin(t.http.get(`/api/admin/operaciones?desde=${desde}&page=1&limit=3`))).body.total).toBe(expected.length);
      for (const bad of ['2025-02-30', '03/03/2025', '2025-03-03T10:00:00Z', 'ayer']) {
        const res = await admin(t.http.get(`/api/admin/operaciones?desde=${encodeURIComponent(bad)}`));
        expect(res.status).toBe(400);
        expect(res.body.errors).toEqual({ desde: 'El parámetro desde debe ser una fecha (AAAA-MM-DD)' });
      }
    });
  });

  describe('a database failure', () => {
    afterEach(() => jest.restoreAllMocks());

    /** Makes the n-th batch statement of the next stream fail (the statements that read keyset batches carry k0). */
    function failBatch(n: number, err: Error) {
      const query = db.query.bind(db);
      let calls = 0;
      jest.spyOn(db, 'query').mockImplementation(async (sql: string, params?: unknown[]) => {
        if (sql.includes('k0') && ++calls === n) throw err;
        return query(sql, params);
      });
    }

    it.each([
      ['/api/admin/todas-propiedades', '{"casas":[', true],
      ['/api/user/propiedades-publicas', '{"propiedades":[', false],
      ['/api/admin/clientes', '{"success":true,"data":[', true],
      ['/api/admin/operaciones', '[', true],
    ])('after the first bytes of %s cuts the body short: never valid JSON', async (path, head, authed) => {
      t.app.get(ChangeFeed).bump();
      failBatch(3, new DatabaseUnavailableError('la base dejó de responder'));
      const res = await rawGet(port, path, authed ? { [AUTH_HEADER]: token } : {});
      expect(res.status).toBe(200);
      expect(res.complete).toBe(false);
      expect(res.body.startsWith(head)).toBe(true);
      expect(res.body.length).toBeGreaterThan(head.length);
      expect(() => JSON.parse(res.body)).toThrow();
      jest.restoreAllMocks();
      // The connection went, the app did not: the same call answers in full, and a public cut reply was not cached.
      const again = await rawGet(port, path, authed ? { [AUTH_HEADER]: token } : {});
      expect(again.complete).toBe(true);
      expect(() => JSON.parse(again.body)).not.toThrow();
    });

    it('before the first byte is an error reply in the one shape (503), not a cut body', async () => {
      failBatch(1, new DatabaseUnavailableError('la base no responde'));
      const res = await admin(t.http.get('/api/admin/todas-propiedades'));
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ success: false, code: 'DATABASE_UNAVAILABLE' });
      expect(res.headers['cache-control']).toBe('no-store');
    });
  });
});

describe('jsonArrayStream', () => {
  /** Batches of numbers, counting how many were asked for and whether the source was closed. */
  function source(batches: number[][], failAt = -1) {
    const seen = { pulled: 0, closed: false };
    async function* gen() {
      try {
        for (const [i, b] of batches.entries()) {
          if (i === failAt) throw new Error('falló la lectura');
          seen.pulled++;
          yield b;
        }
      } finally {
        seen.closed = true;
      }
    }
    return { seen, batches: gen() };
  }
  const read = async (r: Readable) => {
    let s = '';
    for await (const c of r) s += c;
    return s;
  };

  it('writes what JSON.stringify writes for the whole document, empty batches and an empty list included', async () => {
    const doc = (b: number[][]) => ({ head: '{"n":[', tail: ']}', batches: mapBatches(source(b).batches, (xs) => xs.map((n) => ({ n }))) });
    expect(await read(await jsonArrayStream(doc([[1, 2], [], [3]])))).toBe(JSON.stringify({ n: [{ n: 1 }, { n: 2 }, { n: 3 }] }));
    expect(await read(await jsonArrayStream(doc([])))).toBe('{"n":[]}');
    expect(await read(await jsonArrayStream(doc([[]])))).toBe('{"n":[]}');
    // Batches larger than one written piece (16 K characters), two-byte text too.
    const many = Array.from({ length: 3000 }, (_, i) => i);
    const big = { head: '{"x":[', tail: ']}', batches: mapBatches(source([many, [7], many]).batches, (xs) => xs.map((n) => ({ n, s: 'ñandú 🏠'.repeat(3) }))) };
    const chunks: Buffer[] = [];
    for await (const c of await jsonArrayStream(big)) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).toString('utf8')).toBe(JSON.stringify({ x: [...many, 7, ...many].map((n) => ({ n, s: 'ñandú 🏠'.repeat(3) })) }));
    expect(chunks.length).toBeGreaterThan(6);
  });

  it('asks for the next batch only when the reader takes the one before (backpressure), and stops when it goes', async () => {
    const big = Array.from({ length: 2000 }, (_, i) => i); // ≈ 9 KB a batch
    const s = source(Array.from({ length: 50 }, () => big));
    const stream = await jsonArrayStream({ head: '[', tail: ']', batches: s.batches });
    await new Promise((r) => setTimeout(r, 50));
    // Nobody reads: at most the 16 KB the stream buffers.
    expect(s.seen.pulled).toBeLessThanOrEqual(3);
    stream.read();
    await new Promise((r) => setTimeout(r, 20));
    expect(s.seen.pulled).toBeLessThanOrEqual(5);
    stream.destroy();
    await new Promise((r) => setTimeout(r, 20));
    expect(s.seen.closed).toBe(true);
    expect(s.seen.pulled).toBeLessThan(50);
  });

  it('throws a failure of the first batch before any byte, and errors (without the tail) on a later one', async () => {
    await expect(jsonArrayStream({ head: '[', tail: ']', batches: source([[1]], 0).batches })).rejects.toThrow('falló la lectura');
    const errors: unknown[] = [];
    const stream = await jsonArrayStream({ head: '[', tail: ']', batches: source([[1], [2], [3]], 2).batches }, { log: { error: (o) => errors.push(o) } });
    let got = '';
    await expect(
      (async () => {
        for await (const c of stream) got += c;
      })(),
    ).rejects.toThrow('falló la lectura');
    expect(got).toBe('[1,2');
    expect(errors).toEqual([expect.objectContaining({ items: 2 })]);
  });
});
