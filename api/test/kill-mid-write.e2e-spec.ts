// Faults mid-write: the built API (api/dist/main.js, as `npm start` runs it) is SIGKILLed at random
// moments, with requests in flight, while four members of staff create properties, clients and operations (every
// create with its own Idempotency-Key) and edit their properties and clients. It is restarted on the same data after
// each kill, and each writer sends again whatever got no reply, as the back office's HTTP client would: a create with
// the same key and body, an edit with the same body and version. (The client also gives up on a few requests after a
// few milliseconds, so writes saved without their reply are met on every run, not only when a kill lands after a
// COMMIT.) At the end:
// - every write that got a 2xx is there with exactly the data sent (read back through the API, compared with what was
//   sent and with the reply it got), and so is every write that took effect although its reply was lost;
// - nothing is half-written: each property has the pictures it was sent, each client its preferences, each entity one
//   'crear' history line and one 'editar' line per edit that took effect (its version says the same), no history line
//   lacks its entity, every key holds the reply of the one row it made, and no claim is left unfinished;
// - no retry was told its first attempt still runs (409): it waited for it, or its claim died with its process;
// - the retries made nothing twice: one row per marker (a property's title, a client's surname, an operation's
//   description), and the markers are exactly those sent.
// (An operation changes nothing of its property in this product: it copies the title and both parties' names.)
// The database is the run's own: PGlite under a temp DATA_DIR in the default run (opened again by this test after a
// last kill, to read it), a fresh database on the DATABASE_URL server in the PostgreSQL run.
import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import {
  ENDPOINT_ALTA,
  ERROR_CODES,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_REPLAYED_HEADER,
  OPERACIONES,
  TIPOS_PREFERENCIA,
  TIPOS_PROPIEDAD,
  type TipoPropiedad,
} from '@inmo/contracts';
import { cuerpoCompleto } from '../../contracts/src/property/fixtures.js';
import { call, childHome, childLogin, sleep, startApi, type CallResult, type ChildApi, type ChildHome } from './child-api.js';
import { freePort } from './pg-cluster.js';

const KILLS = 4;
const WRITERS = 4;
/** The share of requests the client stops waiting for after a few milliseconds. */
const ABANDON_RATE = 0.03;

type Kind = 'propiedad' | 'cliente' | 'operacion';

/** One thing a writer makes: its create, then (properties and clients) its edits. */
interface Entity {
  kind: Kind;
  owner: number;
  /** Unique in the run: a property's title, a client's surname, an operation's description. */
  marker: string;
  /** Its create's Idempotency-Key and route, as idempotency_keys stores them. */
  key: string;
  route: string;
  tipo?: TipoPropiedad;
  /** Known once its create is acknowledged. */
  id?: string;
  /** The data of its last write that took effect (a property's edit: the `propiedad` part). */
  sent: Record<string, any>;
  /** What that write answered; null when it took effect but its reply was lost (told by a retry). */
  reply: any;
  version: number;
  /** Edits that took effect. */
  edits: number;
  /** A write of it is not settled yet: no other is started. */
  busy: boolean;
  /** A property the operations name (never edited here): recording an operation moves its state, so its version and
   * 'editar' lines count those moves too. */
  deals?: boolean;
}

interface Job {
  entity: Entity;
  edit: boolean;
  method: 'POST' | 'PUT';
  path: string;
  body: Record<string, any>;
  /** An edit: the data it writes; a create: its body. */
  data: Record<string, any>;
  /** Attempts that got no reply (the process died, or was down). */
  lost: number;
  due: number;
}

const fotos = (tag: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({
    url: `/api/media/casas-${tag}x${i}-960.webp`,
    public_id: `casas/${tag}x${i}`,
    descripcion: `Foto ${i + 1} de ${tag}`,
    width: 960,
    height: 640,
  }));
const preferencias = (seq: number, n: number) =>
  Array.from({ length: n }, (_, i) => ({
    tipoPropiedad: TIPOS_PREFERENCIA[(seq + i) % TIPOS_PREFERENCIA.length],
    tipoOperacion: i % 2 ? 'Alquiler' : 'Compra',
    presupuesto: 1000 * seq + i,
    moneda: 'USD',
    descripcion: `Busca ${seq}.${i}`,
  }));

const LOCATION = new Set(['localidad', 'calle', 'altura', 'coordenadas', 'imagenes']);

/** Where a stored property differs from the data sent (every field sent, its pictures in order). */
function propertyMismatches(sent: Record<string, any>, stored: any): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(sent)) {
    if (LOCATION.has(k)) continue;
    if (JSON.stringify(stored?.[k]) !== JSON.stringify(v)) out.push(`${k}: sent ${JSON.stringify(v)}, stored ${JSON.stringify(stored?.[k])}`);
  }
  if (stored?.ubicacion?.localidad !== sent.localidad) out.push(`localidad: ${stored?.ubicacion?.localidad}`);
  const images = (l: any[]) => JSON.stringify((l ?? []).map((i) => [i.url, i.public_id, i.descripcion, i.width, i.height]));
  if (images(stored?.imagenes) !== images(sent.imagenes)) out.push(`imagenes: sent ${images(sent.imagenes)}, stored ${images(stored?.imagenes)}`);
  return out;
}

function clientMismatches(sent: Record<string, any>, stored: any): string[] {
  const out: string[] = [];
  for (const k of ['nombre', 'apellido', 'dni', 'telefono', 'mail']) if (stored?.[k] !== sent[k]) out.push(`${k}: sent ${sent[k]}, stored ${stored?.[k]}`);
  if ((stored?.profesion ?? null) !== (sent.profesion ?? null)) out.push(`profesion: sent ${sent.profesion}, stored ${stored?.profesion}`);
  const prefs = (l: any[]) => JSON.stringify((l ?? []).map((p) => [p.tipoPropiedad, p.tipoOperacion, p.presupuesto, p.moneda, p.descripcion]));
  if (prefs(stored?.preferenciasBusqueda) !== prefs(sent.preferenciasBusqueda)) out.push(`preferencias: sent ${prefs(sent.preferenciasBusqueda)}, stored ${prefs(stored?.preferenciasBusqueda)}`);
  return out;
}

function operationMismatches(sent: Record<string, any>, stored: any): string[] {
  const got = stored && { operacion: stored.operacion, propiedad: stored.propiedadId, oferente: stored.oferente?._id, receptor: stored.receptor?._id, montoDinero: stored.montoDinero, moneda: stored.moneda, descripcion: stored.descripcion };
  return JSON.stringify(got) === JSON.stringify(sent) ? [] : [`sent ${JSON.stringify(sent)}, stored ${JSON.stringify(got)}`];
}

type Query = (sql: string, params?: unknown[]) => Promise<any[]>;

describe('the API is killed in the middle of a stream of writes', () => {
  let home: ChildHome | undefined;
  let env: Record<string, string>;
  let api: ChildApi | undefined;

  beforeAll(async () => {
    home = await childHome('kill-writes');
    env = home.env;
  });
  afterAll(async () => {
    await api?.stop('SIGKILL');
    await home?.remove();
  });

  it('keeps every acknowledged write whole, half-writes nothing, and retries with the same key make nothing twice', async () => {
    const began = Date.now();
    const port = await freePort();
    api = await startApi(env, { port });
    const token = await childLogin(port);
    const staff = { 'auth-token': token };
    const run = randomBytes(3).toString('hex');

    const entities: Entity[] = [];
    const failures: string[] = [];
    const stats = { sent: 0, acknowledged: 0, lost: 0, cut: 0, abandoned: 0, replayed: 0, editsFoundApplied: 0 };
    let seq = 0;
    let stopping = false;

    // Requests wait while the API is down; the ones already sent when it dies get no reply.
    let gate: Promise<void> = Promise.resolve();
    let openGate = () => {};
    const inFlight = new Set<number>();
    let callSeq = 0;
    const send = async (job: Job): Promise<CallResult> => {
      await gate;
      const n = ++callSeq;
      inFlight.add(n);
      stats.sent++;
      const headers: Record<string, string> = { ...staff };
      if (!job.edit) headers[IDEMPOTENCY_HEADER] = job.entity.key;
      try {
        // Now and then the client gives up on a request after a few milliseconds (a lost reply, without a kill):
        // the API goes on and may save it, so the retries meet writes made without their reply, on every run.
        const giveUp = Math.random() < ABANDON_RATE;
        return await call(port, job.method, job.path, { headers, body: job.body, timeoutMs: giveUp ? 5 + Math.random() * 40 : 20_000 });
      } finally {
        inFlight.delete(n);
      }
    };

    const acked = (kind: Kind, owner?: number) => entities.filter((e) => e.kind === kind && e.id && !e.busy && (owner === undefined || e.owner === owner));
    const pick = <T>(l: T[]): T => l[Math.floor(Math.random() * l.length)]!;

    const createJob = (owner: number, kind: Kind): Job => {
      const s = ++seq;
      const marker = `Corte ${run}-${s}`;
      const key = randomUUID();
      let body: Record<string, any>;
      let path: string;
      let tipo: TipoPropiedad | undefined;
      if (kind === 'propiedad') {
        tipo = TIPOS_PROPIEDAD[s % TIPOS_PROPIEDAD.length]!;
        path = `/api/admin/${ENDPOINT_ALTA[tipo]}`;
        body = { ...cuerpoCompleto(tipo), titulo: marker, descripcion: `Alta ${s}`, precio: { monto: 1000 + s, moneda: 'USD', visible: true }, imagenes: fotos(`${run}${s}`, 1 + (s % 3)) };
      } else if (kind === 'cliente') {
        path = '/api/admin/nuevo-cliente';
        body = { nombre: 'Cliente', apellido: marker, dni: String(20_000_000 + s), telefono: '2346 400000', mail: null, preferenciasBusqueda: preferencias(s, 1 + (s % 3)) };
      } else {
        const [a, b] = [pick(acked('cliente')), pick(acked('cliente'))];
        const [oferente, receptor] = a === b ? acked('cliente').slice(0, 2) : [a, b];
        path = '/api/admin/nueva-operacion';
        body = { operacion: OPERACIONES[s % OPERACIONES.length], propiedad: pick(acked('propiedad').filter((e) => e.deals)).id, oferente: oferente!.id, receptor: receptor!.id, montoDinero: 500 + s, moneda: 'USD', descripcion: marker };
      }
      const entity: Entity = { kind, owner, marker, key, route: `POST ${path}`, tipo, sent: body, reply: null, version: 1, edits: 0, busy: true, deals: kind === 'propiedad' && s % 3 === 0 };
      entities.push(entity);
      return { entity, edit: false, method: 'POST', path, body, data: body, lost: 0, due: 0 };
    };

    const editJob = (entity: Entity): Job => {
      const s = ++seq;
      entity.busy = true;
      if (entity.kind === 'propiedad') {
        // A higher price and other pictures each time: every edit changes something, so each leaves a history line.
        const data = { ...entity.sent, descripcion: `Edición ${s}`, precio: { monto: 100_000 + s, moneda: 'USD', visible: true }, imagenes: fotos(`${run}${s}`, 1 + (s % 4)) };
        return { entity, edit: true, method: 'PUT', path: `/api/admin/editar-propiedad/${entity.id}`, body: { tipo: entity.tipo, propiedad: data, version: entity.version }, data, lost: 0, due: 0 };
      }
      const data = { ...entity.sent, profesion: `Oficio ${s}`, preferenciasBusqueda: preferencias(s, s % 4) };
      return { entity, edit: true, method: 'PUT', path: `/api/admin/editar-cliente/${entity.id}`, body: { ...data, oferente: [], version: entity.version }, data, lost: 0, due: 0 };
    };

    const nextJob = (owner: number): Job => {
      const r = Math.random();
      if (r < 0.3) return createJob(owner, 'propiedad');
      if (r < 0.5) return createJob(owner, 'cliente');
      if (r < 0.65 && acked('propiedad').some((e) => e.deals) && acked('cliente').length >= 2) return createJob(owner, 'operacion');
      const mine = r < 0.85 ? acked('propiedad', owner).filter((e) => !e.deals) : acked('cliente', owner);
      if (mine.length > 0) return editJob(pick(mine));
      return createJob(owner, r < 0.85 ? 'propiedad' : 'cliente');
    };

    const settle = async (job: Job, r: CallResult, pending: Job[]) => {
      const e = job.entity;
      const retry = (ms: number) => {
        job.due = Date.now() + ms;
        pending.push(job);
      };
      if (r.status === 0) {
        stats.lost++;
        if (r.error === 'timeout') stats.abandoned++;
        else stats.cut++;
        job.lost++;
        return retry(50);
      }
      if (!job.edit) {
        if (r.status === 201) {
          const replayed = r.headers[IDEMPOTENCY_REPLAYED_HEADER.toLowerCase()] === 'true';
          if (replayed) {
            stats.replayed++;
            // Only a create whose earlier attempt got no reply can have run already.
            if (job.lost === 0) failures.push(`${e.marker}: replayed without a lost attempt`);
          }
          stats.acknowledged++;
          e.reply = e.kind === 'propiedad' ? r.body.propiedad : r.body.data;
          e.id = e.kind === 'propiedad' ? r.body.id : r.body.data?._id;
          e.version = e.reply?.version ?? 1;
          e.busy = false;
          return;
        }
        // No 409 IDEMPOTENCY.IN_FLIGHT here: a retry waits for a first attempt still running (given up by the client),
        // and the claim of one cut by a kill rolled back with its transaction (src/idempotency): it falls through to
        // the failures below.
      } else {
        if (r.status === 200) {
          stats.acknowledged++;
          e.reply = e.kind === 'propiedad' ? r.body.propiedad : r.body.data;
          e.sent = job.data;
          e.version = e.reply.version;
          e.edits++;
          e.busy = false;
          return;
        }
        const conflict = e.kind === 'propiedad' ? ERROR_CODES.PROPERTY_VERSION_CONFLICT : ERROR_CODES.CLIENT_VERSION_CONFLICT;
        if (r.status === 409 && r.body?.code === conflict && job.lost > 0) {
          // Nobody else edits it: the version moved because a lost attempt was saved. It must hold this edit's data.
          const stored = await readBack(e);
          const wrong = e.kind === 'propiedad' ? propertyMismatches(job.data, stored) : clientMismatches(job.data, stored);
          if (wrong.length > 0) failures.push(`${e.marker}: an edit answered 409 after a lost attempt, but the data is not the edit's: ${wrong.join('; ')}`);
          stats.editsFoundApplied++;
          e.sent = job.data;
          e.reply = null;
          e.version = stored?.version;
          e.edits++;
          e.busy = false;
          return;
        }
      }
      failures.push(`${job.method} ${job.path} (${e.marker}, ${job.lost} lost attempts): ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
      e.busy = false;
    };

    // A read may meet the next kill: it waits for the restart and asks again, as the writes do.
    const readBack = async (e: Entity): Promise<any> => {
      if (e.kind !== 'propiedad' && e.kind !== 'cliente') throw new Error('operations are never edited');
      const path = e.kind === 'propiedad' ? `/api/user/propiedad/${e.id}` : `/api/admin/cliente/${e.id}`;
      for (let attempt = 0; ; attempt++) {
        await gate;
        const r = await call(port, 'GET', path, { headers: staff, timeoutMs: 20_000 });
        if (r.status === 200 || attempt >= 50) return e.kind === 'propiedad' ? r.body?.propiedad : r.body?.data;
        await sleep(100);
      }
    };

    const writer = async (owner: number) => {
      const pending: Job[] = [];
      for (;;) {
        const now = Date.now();
        const due = pending.findIndex((j) => j.due <= now);
        let job: Job | undefined;
        if (due >= 0) job = pending.splice(due, 1)[0];
        else if (!stopping) job = nextJob(owner);
        else if (pending.length === 0) return;
        if (!job) {
          await sleep(50);
          continue;
        }
        await settle(job, await send(job), pending);
      }
    };

    const writers = Array.from({ length: WRITERS }, (_, i) => writer(i));
    const kills: { inFlight: number; restartMs: number }[] = [];
    for (let k = 0; k < KILLS; k++) {
      await sleep(800 + Math.random() * 1700);
      // At a random moment while requests are in flight (with four writers there nearly always are).
      for (const until = Date.now() + 3000; inFlight.size < 2 && Date.now() < until; ) await sleep(1);
      await sleep(Math.random() * 20);
      gate = new Promise((resolve) => (openGate = resolve));
      const cut = inFlight.size;
      api.proc.kill('SIGKILL');
      await api.exited;
      const down = Date.now();
      api = await startApi(env, { port });
      kills.push({ inFlight: cut, restartMs: Date.now() - down });
      openGate();
    }
    await sleep(1000);
    stopping = true;
    await Promise.all(writers);
    const wrote = Date.now();

    expect(failures).toEqual([]);
    expect(entities.filter((e) => !e.id || e.busy).map((e) => e.marker)).toEqual([]);
    // The kills did cut requests: some lost their connection with no reply.
    expect(kills.reduce((n, k) => n + k.inFlight, 0)).toBeGreaterThan(0);
    expect(stats.cut).toBeGreaterThan(0);

    // 1. Through the API: each entity holds the data of its last write that took effect, and (when that write's
    //    reply arrived) exactly what the reply said.
    const operations = await call(port, 'GET', '/api/admin/operaciones', { headers: staff, timeoutMs: 30_000 });
    expect(operations.status).toBe(200);
    const opsById = new Map<string, any>((operations.body as any[]).map((o) => [o._id, o]));
    const wrong: string[] = [];
    // A property the operations name moved state after its create's reply: its state, version and time aside.
    const asReplied = (e: Entity, p: any) => (e.deals && p ? { ...p, estado: undefined, version: undefined, updatedAt: undefined } : p);
    for (const e of entities) {
      const stored = e.kind === 'operacion' ? opsById.get(e.id!) : await readBack(e);
      const diff =
        e.kind === 'propiedad' ? propertyMismatches(e.sent, stored) : e.kind === 'cliente' ? clientMismatches(e.sent, stored) : operationMismatches(e.sent, stored);
      if (diff.length > 0) wrong.push(`${e.marker} (${e.kind} ${e.id}): ${diff.join('; ')}`);
      else if (e.reply !== null && JSON.stringify(asReplied(e, stored)) !== JSON.stringify(asReplied(e, e.reply))) wrong.push(`${e.marker}: stored ${JSON.stringify(stored)}\n  but the reply said ${JSON.stringify(e.reply)}`);
    }
    expect(wrong).toEqual([]);

    // 2. In the database itself (PGlite: after one more kill, opened by this test as the API opens it).
    const sql = await openDatabase(env, async () => {
      await api!.stop('SIGKILL');
      api = undefined;
    });
    try {
      const like = `Corte ${run}-%`;
      // One row per marker, and no marker that was not sent.
      const rows = {
        propiedad: await sql.query(`SELECT titulo AS marker, id::text AS id, version, count(*) OVER (PARTITION BY titulo)::int AS n FROM properties WHERE titulo LIKE $1`, [like]),
        cliente: await sql.query(`SELECT apellido AS marker, id::text AS id, version, count(*) OVER (PARTITION BY apellido)::int AS n FROM clients WHERE apellido LIKE $1`, [like]),
        operacion: await sql.query(`SELECT descripcion AS marker, id::text AS id, 1 AS version, count(*) OVER (PARTITION BY descripcion)::int AS n FROM operations WHERE descripcion LIKE $1`, [like]),
      };
      for (const kind of ['propiedad', 'cliente', 'operacion'] as const) {
        const mine = entities.filter((e) => e.kind === kind);
        expect({ kind, twice: rows[kind].filter((r) => r.n !== 1).map((r) => r.marker) }).toEqual({ kind, twice: [] });
        expect({ kind, markers: rows[kind].map((r) => r.marker).sort() }).toEqual({ kind, markers: mine.map((e) => e.marker).sort() });
        const byMarker = new Map(rows[kind].map((r) => [r.marker, r]));
        // The acknowledged id is the row's, and the version counts the edits that took effect.
        expect(mine.filter((e) => byMarker.get(e.marker)?.id !== e.id || (!e.deals && Number(byMarker.get(e.marker)?.version) !== 1 + e.edits)).map((e) => e.marker)).toEqual([]);
      }

      // Each write whole: pictures, preferences, and the history lines its writes leave.
      const images = new Map((await sql.query(`SELECT property_id::text AS id, count(*)::int AS n FROM property_images GROUP BY property_id`)).map((r) => [r.id, r.n]));
      const prefs = new Map((await sql.query(`SELECT client_id::text AS id, count(*)::int AS n FROM client_search_preferences GROUP BY client_id`)).map((r) => [r.id, r.n]));
      const history = new Map(
        (await sql.query(`SELECT entidad || ' ' || entidad_id::text || ' ' || accion AS k, count(*)::int AS n FROM change_history GROUP BY entidad, entidad_id, accion`)).map((r) => [r.k, r.n]),
      );
      const halves: string[] = [];
      for (const e of entities) {
        const got = {
          crear: history.get(`${e.kind} ${e.id} crear`) ?? 0,
          editar: history.get(`${e.kind} ${e.id} editar`) ?? 0,
          parts: e.kind === 'propiedad' ? (images.get(e.id!) ?? 0) : e.kind === 'cliente' ? (prefs.get(e.id!) ?? 0) : 0,
        };
        const want = {
          crear: 1,
          editar: e.deals ? got.editar : e.edits,
          parts: e.kind === 'propiedad' ? e.sent.imagenes.length : e.kind === 'cliente' ? e.sent.preferenciasBusqueda.length : 0,
        };
        if (JSON.stringify(got) !== JSON.stringify(want)) halves.push(`${e.marker} (${e.kind}): ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`);
      }
      expect(halves).toEqual([]);
      const orphans = await sql.query(
        `SELECT h.entidad, h.entidad_id::text AS id, h.accion FROM change_history h
         WHERE NOT EXISTS (SELECT 1 FROM properties p WHERE h.entidad = 'propiedad' AND p.id::text = h.entidad_id)
           AND NOT EXISTS (SELECT 1 FROM clients c WHERE h.entidad = 'cliente' AND c.id::text = h.entidad_id)
           AND NOT EXISTS (SELECT 1 FROM operations o WHERE h.entidad = 'operacion' AND o.id::text = h.entidad_id)`,
      );
      expect(orphans).toEqual([]);

      // Every key holds its create's reply and names the one row it made; no claim is left without a reply.
      const keys = new Map((await sql.query(`SELECT key, route, status, reply FROM idempotency_keys`)).map((r) => [r.key, r]));
      expect(keys.size).toBe(entities.length);
      const badKeys = entities.filter((e) => {
        const k = keys.get(e.key);
        const reply = k?.reply ? JSON.parse(k.reply) : null;
        const id = e.kind === 'propiedad' ? reply?.id : reply?.data?._id;
        return !k || k.route !== e.route || Number(k.status) !== 201 || id !== e.id;
      });
      expect(badKeys.map((e) => `${e.marker}: ${JSON.stringify(keys.get(e.key))?.slice(0, 200)}`)).toEqual([]);
    } finally {
      await sql.close();
    }

    const count = (kind: Kind) => entities.filter((e) => e.kind === kind).length;
    process.stdout.write(
      `kill mid-write (${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}): ${kills.length} kills with ${kills.map((k) => k.inFlight).join('/')} requests in flight, ` +
        `restarts in ${kills.map((k) => k.restartMs).join('/')} ms; ${stats.sent} requests, ${stats.acknowledged} writes acknowledged ` +
        `(${count('propiedad')} properties, ${count('cliente')} clients, ${count('operacion')} operations, ` +
        `${entities.reduce((n, e) => n + e.edits, 0)} edits), ${stats.lost} without a reply (${stats.cut} cut by a kill, ${stats.abandoned} given up by the client); retries: ${stats.replayed} replayed a create that had been made, ` +
        `${stats.editsFoundApplied} edits found saved; ` +
        `writing ${Math.round((wrote - began) / 1000)} s, checking ${Math.round((Date.now() - wrote) / 1000)} s\n`,
    );
  }, 150_000);
});


/**
 * The run's database for reading: the PostgreSQL database through pg, or the PGlite data directory under DATA_DIR
 * opened in this process the way the API opens it (after `stopApi`: one process at a time may hold it).
 */
async function openDatabase(env: Record<string, string>, stopApi: () => Promise<void>): Promise<{ query: Query; close(): Promise<void> }> {
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    return { query: async (sql, params) => (await client.query(sql, params)).rows, close: () => client.end() };
  }
  await stopApi();
  const { PGlite } = await import('@electric-sql/pglite');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const db = await PGlite.create({ dataDir: join(env.DATA_DIR!, 'pglite'), extensions: { unaccent, pg_trgm, btree_gist } });
  return { query: async (sql, params) => (await db.query<any>(sql, params)).rows, close: () => db.close() };
}
