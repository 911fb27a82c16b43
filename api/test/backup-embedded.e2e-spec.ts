// Backup and restore of the embedded database (PGlite under DATA_DIR) while the product runs: three members of staff
// keep creating properties and clients while scripts/backup.sh copies DATA_DIR; scripts/restore.sh puts the copy in a
// fresh DATA_DIR and the built API starts on it. Every write acknowledged before the backup began is there as its
// reply said, none that began after it ended is, nothing is half-written, every index agrees with its table (amcheck),
// the uploaded image has its bytes and a session of the original still works (the JWT secret came along). Also: a
// second API, and a restore, refuse the live directory; with the API stopped the backup copies the files.
// PGlite only, so it runs in the default run alone (the PostgreSQL run has backup.e2e-spec.ts's pg_dump round trip).
import { spawn } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { ENDPOINT_ALTA, IDEMPOTENCY_HEADER, TIPOS_PROPIEDAD } from '@inmo/contracts';
import { cuerpoCompleto } from '../../contracts/src/property/fixtures.js';
import { API_MAIN, call, childLogin, getBinary, sleep, startApi, type ChildApi } from './child-api.js';

const SCRIPTS = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'scripts');

/** A script of scripts/ with DATA_DIR (never DATABASE_URL: this is the embedded path), run without blocking the writers. */
function runScript(name: string, args: string[], dataDir: string): Promise<{ code: number | null; stdout: string; stderr: string; ms: number }> {
  const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const started = Date.now();
  return new Promise((resolve) => {
    const p = spawn('bash', [join(SCRIPTS, name), ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    p.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    p.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    p.on('exit', (code) => resolve({ code, stdout, stderr, ms: Date.now() - started }));
  });
}

interface Write {
  kind: 'propiedad' | 'cliente';
  marker: string;
  start: number;
  end: number;
  status: number;
  id?: string;
  reply?: any;
  parts: number;
}

// The child APIs get no DATABASE_URL (child-api.ts builds their environment): the embedded path in both runs.
describe('backup of the embedded database while it is written to', () => {
  let work: string;
  const apis: ChildApi[] = [];
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'inmo-backup-pglite-'));
  });
  afterAll(async () => {
    for (const a of apis) await a.stop('SIGKILL');
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('takes one instant of the live database: restored, it opens clean with every write acknowledged before the backup', async () => {
    const dataDir = join(work, 'data');
    // No JWT_SECRET: the embedded default generates one into DATA_DIR, and the backup must carry it.
    const env = { DATA_DIR: dataDir, JWT_SECRET: '', NODE_ENV: 'development' };
    const api = await startApi(env);
    apis.push(api);
    const token = await childLogin(api.port);
    const staff = { 'auth-token': token };

    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2a6' } }).png().toBuffer();
    const upload = await new Promise<any>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port: api.port, method: 'POST', path: '/api/admin/imagenes', agent: false, headers: { 'content-type': 'image/png', 'auth-token': token, 'content-length': String(png.length) } },
        (res) => {
          const parts: Buffer[] = [];
          res.on('data', (c: Buffer) => parts.push(c));
          res.on('end', () => resolve({ status: res.statusCode, body: JSON.parse(Buffer.concat(parts).toString()) }));
        },
      );
      req.on('error', reject);
      req.end(png);
    });
    expect(upload.status).toBe(201);
    const picture = { url: upload.body.url, public_id: upload.body.public_id, width: upload.body.width, height: upload.body.height, srcset: upload.body.srcset };

    const run = randomBytes(3).toString('hex');
    const writes: Write[] = [];
    let seq = 0;
    let stopping = false;
    const writer = async () => {
      while (!stopping) {
        const s = ++seq;
        const marker = `Respaldo ${run}-${s}`;
        const property = s % 2 === 0;
        const tipo = TIPOS_PROPIEDAD[s % TIPOS_PROPIEDAD.length]!;
        const body: Record<string, unknown> = property
          ? { ...cuerpoCompleto(tipo), titulo: marker, imagenes: [picture, ...Array.from({ length: s % 3 }, (_, i) => ({ url: `/api/media/casas-${run}${s}x${i}-960.webp`, public_id: `casas/${run}${s}x${i}` }))] }
          : { nombre: 'Cliente', apellido: marker, dni: String(30_000_000 + s), telefono: '2346 400000', preferenciasBusqueda: [{ tipoPropiedad: 'Casa', tipoOperacion: 'Compra', presupuesto: s, descripcion: `Busca ${s}` }] };
        const start = Date.now();
        const r = await call(api.port, 'POST', property ? `/api/admin/${ENDPOINT_ALTA[tipo]}` : '/api/admin/nuevo-cliente', {
          headers: { ...staff, [IDEMPOTENCY_HEADER]: randomUUID() },
          body,
          timeoutMs: 20_000,
        });
        writes.push({
          kind: property ? 'propiedad' : 'cliente',
          marker,
          start,
          end: r.end,
          status: r.status,
          id: property ? r.body?.id : r.body?.data?._id,
          reply: property ? r.body?.propiedad : r.body?.data,
          parts: property ? (body.imagenes as unknown[]).length : 1,
        });
      }
    };
    const writers = [writer(), writer(), writer()];
    // Enough acknowledged writes before the backup to find them after it (however busy the machine is).
    for (const until = Date.now() + 30_000; writes.length < 40 && Date.now() < until; ) await sleep(50);
    const begun = Date.now();
    const backup = await runScript('backup.sh', [join(work, 'backups')], dataDir);
    const ended = Date.now();
    await sleep(700);
    // While it runs, nothing else may open its directory: not a second API, not a restore.
    const second = await new Promise<{ code: number | null; out: string }>((resolve) => {
      const p = spawn(process.execPath, [API_MAIN], { env: { PATH: process.env.PATH, DATA_DIR: dataDir, API_PORT: '0', NODE_ENV: 'development', API_LOG: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      p.stdout.on('data', (c: Buffer) => (out += c.toString()));
      p.stderr.on('data', (c: Buffer) => (out += c.toString()));
      p.on('exit', (code) => resolve({ code, out }));
    });
    stopping = true;
    await Promise.all(writers);

    expect({ code: backup.code, stderr: backup.stderr }).toEqual({ code: 0, stderr: '' });
    const archive = backup.stdout.trim();
    expect(archive).toMatch(/inmobiliaria-\d{8}T\d{6}Z-data\.tar\.gz$/);
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    expect(second.code).toBe(1);
    expect(second.out).toContain('Otra API ya usa el directorio de datos');
    const refused = await runScript('restore.sh', [archive], dataDir);
    expect({ code: refused.code, stderr: refused.stderr.trim() }).toEqual({ code: 1, stderr: `restore: an API has ${dataDir} open (it answers on ${dataDir}/backup.sock): stop it first` });
    expect(writes.filter((w) => w.status !== 201).map((w) => `${w.marker}: ${w.status}`)).toEqual([]);
    const before = writes.filter((w) => w.end < begun);
    const after = writes.filter((w) => w.start > ended);
    expect(before.length).toBeGreaterThan(10);
    expect(after.length).toBeGreaterThan(2);
    // The writers went on during the backup (the copy holds the database a fraction of a second, not the whole time).
    expect(writes.filter((w) => w.start > begun && w.end < ended).length).toBeGreaterThan(0);

    // Restored into a fresh DATA_DIR; the API starts on it as it is.
    const restoredDir = join(work, 'restored');
    const restore = await runScript('restore.sh', [archive], restoredDir);
    expect(restore.code).toBe(0);
    const restored = await startApi({ ...env, DATA_DIR: restoredDir });
    apis.push(restored);
    expect((await call(restored.port, 'GET', '/api/health')).body).toEqual({ status: 'ok', database: 'up' });
    // The same JWT secret, users and sessions: the original's token is good here.
    expect((await call(restored.port, 'GET', '/api/admin/clientes?limit=1', { headers: staff })).status).toBe(200);
    const read = async (w: Write) =>
      w.kind === 'propiedad'
        ? (await call(restored.port, 'GET', `/api/user/propiedad/${w.id}`, { headers: staff, timeoutMs: 10_000 })).body?.propiedad
        : (await call(restored.port, 'GET', `/api/admin/cliente/${w.id}`, { headers: staff, timeoutMs: 10_000 })).body?.data;
    const missing: string[] = [];
    const present = new Set<string>();
    for (const w of writes) {
      const stored = await read(w);
      if (stored) present.add(w.marker);
      if (stored && JSON.stringify(stored) !== JSON.stringify(w.reply)) missing.push(`${w.marker} differs: ${JSON.stringify(stored)} / ${JSON.stringify(w.reply)}`);
      else if (!stored && w.end < begun) missing.push(`${w.marker} (acknowledged before the backup) is missing`);
      else if (stored && w.start > ended) missing.push(`${w.marker} (sent after the backup) is there`);
    }
    expect(missing).toEqual([]);
    const image = await getBinary(restored.port, upload.body.srcset[0].url);
    expect(image.status).toBe(200);
    expect(createHash('sha256').update(image.body).digest('hex')).toBe(createHash('sha256').update(readFileSync(join(dataDir, 'media', upload.body.srcset[0].url.replace('/api/media/', '')))).digest('hex'));
    await restored.stop('SIGTERM');

    // In the restored database itself: whole writes, and every index consistent with its table.
    const restoredCheck = await checkDatabase(join(restoredDir, 'pglite'), run);
    expect(restoredCheck.corrupt).toEqual([]);
    expect(restoredCheck.indexes).toBeGreaterThan(20);
    expect(restoredCheck.markers.filter((m) => !present.has(m))).toEqual([]);
    expect(restoredCheck.markers.length).toBe(present.size);
    const byMarker = new Map(writes.map((w) => [w.marker, w]));
    expect(restoredCheck.entities.filter((e) => e.parts !== byMarker.get(e.marker)!.parts || e.crear !== 1 || e.key !== 1).map((e) => JSON.stringify(e))).toEqual([]);

    // With the API stopped, the backup copies the files as they are, and that restores too, with every write.
    await api.stop('SIGTERM');
    const cold = await runScript('backup.sh', [join(work, 'backups-cold')], dataDir);
    expect(cold.code).toBe(0);
    expect(cold.stderr).toContain('no API is running');
    const coldDir = join(work, 'restored-cold');
    expect((await runScript('restore.sh', [cold.stdout.trim()], coldDir)).code).toBe(0);
    const coldCheck = await checkDatabase(join(coldDir, 'pglite'), run);
    expect(coldCheck.corrupt).toEqual([]);
    expect(coldCheck.markers.sort()).toEqual(writes.map((w) => w.marker).sort());

    process.stdout.write(
      `embedded backup: ${writes.length} writes (${before.length} before the backup, ${writes.length - before.length - after.length} during, ${after.length} after); ` +
        `backup.sh took ${backup.ms} ms (${Math.round(statSync(archive).size / 1024)} KB), ${present.size} writes restored, ${restoredCheck.indexes} indexes checked\n`,
    );
  }, 120_000);
});

/**
 * Opens a PGlite data directory in this process, as the API does, and reads: the markers of the run, each entity's
 * parts (pictures or preferences), 'crear' history lines and idempotency keys, and amcheck's verdict on every B-tree
 * index (heapallindexed: every row is in its indexes) and every table (verify_heapam).
 */
async function checkDatabase(dir: string, run: string) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { amcheck } = await import('@electric-sql/pglite/contrib/amcheck');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const db = await PGlite.create({ dataDir: dir, extensions: { unaccent, pg_trgm, amcheck, btree_gist } });
  try {
    const like = `Respaldo ${run}-%`;
    const entities = (
      await db.query<{ marker: string; parts: number; crear: number; key: number }>(
        `SELECT p.titulo AS marker, (SELECT count(*) FROM property_images i WHERE i.property_id = p.id)::int AS parts,
                (SELECT count(*) FROM change_history h WHERE h.entidad = 'propiedad' AND h.entidad_id = p.id::text AND h.accion = 'crear')::int AS crear,
                (SELECT count(*) FROM idempotency_keys k WHERE k.reply LIKE '%' || p.id::text || '%')::int AS key
         FROM properties p WHERE p.titulo LIKE $1
         UNION ALL
         SELECT c.apellido, (SELECT count(*) FROM client_search_preferences s WHERE s.client_id = c.id)::int,
                (SELECT count(*) FROM change_history h WHERE h.entidad = 'cliente' AND h.entidad_id = c.id::text AND h.accion = 'crear')::int,
                (SELECT count(*) FROM idempotency_keys k WHERE k.reply LIKE '%' || c.id::text || '%')::int
         FROM clients c WHERE c.apellido LIKE $1`,
        [like],
      )
    ).rows;
    await db.exec('CREATE EXTENSION IF NOT EXISTS amcheck');
    const indexes = (
      await db.query<{ name: string; oid: number }>(
        `SELECT c.relname AS name, c.oid::int AS oid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
         WHERE a.amname = 'btree' AND c.relpersistence = 'p' AND i.indisvalid AND c.relnamespace = 'public'::regnamespace`,
      )
    ).rows;
    const corrupt: string[] = [];
    for (const { name, oid } of indexes) {
      await db.query(`SELECT bt_index_check($1::oid, true)`, [oid]).catch((err: Error) => corrupt.push(`${name}: ${err.message}`));
    }
    const tables = (await db.query<{ name: string; oid: number }>(`SELECT relname AS name, oid::int AS oid FROM pg_class WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace`)).rows;
    for (const { name, oid } of tables) {
      const bad = (await db.query<{ msg: string }>(`SELECT msg FROM verify_heapam($1::oid)`, [oid])).rows;
      for (const b of bad) corrupt.push(`${name}: ${b.msg}`);
    }
    return { markers: entities.map((e) => e.marker), entities, indexes: indexes.length, corrupt };
  } finally {
    await db.close();
  }
}
