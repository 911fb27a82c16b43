// Backup and restore round trip with scripts/backup.sh and scripts/restore.sh: the demo data (plus an uploaded
// image and a new property using it) on a fresh database of a private PostgreSQL cluster is dumped, the database
// and the media folder are wiped, both are restored, and every table holds the same rows (count and checksum of
// its whole content), every image the same bytes, and the API serves the restored data as before.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import sharp from 'sharp';
import { call, childLogin, getBinary, startApi, type ChildApi } from './child-api.js';
import { startCluster, type PgCluster } from './pg-cluster.js';

const SCRIPTS = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'scripts');

/** Every table of the schema: its row count and an md5 of all its rows in a stable order; plus the sequences. */
async function snapshot(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
    );
    const out: Record<string, string> = {};
    for (const { name } of tables.rows) {
      const r = await client.query(`SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS sum FROM "${name}" t`);
      out[name] = `${r.rows[0].n} rows, md5 ${r.rows[0].sum}`;
    }
    const seqs = await client.query(`SELECT sequencename, last_value FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`);
    for (const s of seqs.rows) out[`sequence ${s.sequencename}`] = String(s.last_value);
    return out;
  } finally {
    await client.end();
  }
}

function mediaSnapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(dir).sort()) out[name] = createHash('sha256').update(readFileSync(join(dir, name))).digest('hex');
  return out;
}

function runScript(name: string, args: string[], env: Record<string, string>): string {
  const r = spawnSync('bash', [join(SCRIPTS, name), ...args], { env: { ...process.env, ...env }, encoding: 'utf8', timeout: 60_000 });
  if (r.status !== 0) throw new Error(`${name} failed (${r.status}): ${r.stderr}${r.stdout}`);
  return r.stdout;
}


describe('backup and restore', () => {
  let cluster: PgCluster;
  let work: string;
  let api: ChildApi | undefined;
  beforeAll(async () => {
    cluster = await startCluster();
    await cluster.createDatabase('inmo');
    work = mkdtempSync(join(tmpdir(), 'inmo-backup-'));
  }, 60_000);
  afterAll(async () => {
    await api?.stop('SIGKILL');
    cluster?.destroy();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('round-trips the demo data: same rows in every table, same images, and the API serves them as before', async () => {
    const dataDir = join(work, 'data');
    const env = { DATABASE_URL: cluster.url('inmo'), DATA_DIR: dataDir, SEED_DEMO: '1' };
    api = await startApi(env);
    const token = await childLogin(api.port);
    // Beyond the demo data: an uploaded image and a property that uses it.
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c84' } }).png().toBuffer();
    const up = await new Promise<any>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port: api!.port, method: 'POST', path: '/api/admin/imagenes', agent: false, headers: { 'content-type': 'image/png', 'auth-token': token, 'content-length': String(png.length) } },
        (res) => {
          const parts: Buffer[] = [];
          res.on('data', (c: Buffer) => parts.push(c));
          res.on('end', () => resolve({ status: res.statusCode, body: JSON.parse(Buffer.concat(parts).toString()) }));
        },
      );
      req.on('error', reject);
      req.end(png);
    });
    expect(up.status).toBe(201);
    const created = await call(api.port, 'POST', '/api/admin/nueva-casa', {
      headers: { 'auth-token': token },
      body: {
        titulo: 'Casa respaldada', operacion: 'venta', localidad: 'Chivilcoy', habitaciones: 2, precio: { monto: 90000, moneda: 'USD' },
        imagenes: [{ url: up.body.url, public_id: up.body.public_id, width: up.body.width, height: up.body.height, srcset: up.body.srcset }],
      },
    });
    expect(created.status).toBe(201);
    const catalogue = await call(api.port, 'GET', '/api/user/propiedades-publicas');
    expect(catalogue.body.propiedades.length).toBeGreaterThan(5);
    const everything = await call(api.port, 'GET', '/api/admin/todas-propiedades', { headers: { 'auth-token': token } });
    expect(everything.status).toBe(200);
    expect(catalogue.body.propiedades.map((p: any) => p.titulo)).toContain('Casa respaldada');
    expect(await api.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    api = undefined;

    const before = await snapshot(cluster.url('inmo'));
    expect(before.properties).toMatch(/^\d+ rows/);
    expect(Number(before.properties!.split(' ')[0])).toBeGreaterThanOrEqual(catalogue.body.propiedades.length);
    const mediaDir = join(dataDir, 'media');
    const mediaBefore = mediaSnapshot(mediaDir);
    expect(Object.keys(mediaBefore).filter((n) => n.startsWith('casas-')).length).toBeGreaterThan(1);

    // Backup.
    const out = runScript('backup.sh', [join(work, 'backups')], { DATABASE_URL: cluster.url('inmo'), DATA_DIR: dataDir });
    const [dump, tarball] = out.trim().split('\n');
    expect(dump).toMatch(/inmobiliaria-\d{8}T\d{6}Z\.dump$/);
    expect(tarball).toMatch(/inmobiliaria-\d{8}T\d{6}Z-media\.tar\.gz$/);
    expect(readdirSync(join(work, 'backups')).filter((n) => n.endsWith('.part'))).toEqual([]);

    // Wipe: an empty database and no media folder.
    const admin = new pg.Client({ connectionString: cluster.url('postgres') });
    await admin.connect();
    await admin.query(`DROP DATABASE inmo WITH (FORCE)`);
    await admin.query(`CREATE DATABASE inmo`);
    await admin.end();
    rmSync(mediaDir, { recursive: true, force: true });
    expect(await snapshot(cluster.url('inmo'))).toEqual({});

    // Restore, and the same rows, the same images.
    runScript('restore.sh', [dump!, tarball!], { DATABASE_URL: cluster.url('inmo'), DATA_DIR: dataDir });
    expect(await snapshot(cluster.url('inmo'))).toEqual(before);
    expect(mediaSnapshot(mediaDir)).toEqual(mediaBefore);
    expect(readdirSync(dataDir).filter((n) => n.startsWith('.restore'))).toEqual([]);

    // The API starts on the restored data as it is (no migration to run, nothing seeded again) and serves it.
    api = await startApi(env);
    expect((await call(api.port, 'GET', '/api/health')).body).toEqual({ status: 'ok', database: 'up' });
    const newToken = await childLogin(api.port);
    expect((await call(api.port, 'GET', '/api/admin/todas-propiedades', { headers: { 'auth-token': newToken } })).body).toEqual(everything.body);
    const restored = await call(api.port, 'GET', '/api/user/propiedades-publicas');
    expect(restored.body).toEqual(catalogue.body);
    for (const s of up.body.srcset) {
      const img = await getBinary(api.port, s.url);
      expect(img.status).toBe(200);
      expect(createHash('sha256').update(img.body).digest('hex')).toBe(mediaBefore[s.url.replace('/api/media/', '')]);
    }
    // Unchanged but for the login above, which records when and from where the admin signed in (user_logins).
    const { user_logins: loginsAfter, ...after } = await snapshot(cluster.url('inmo'));
    const { user_logins: loginsBefore, ...rest } = before;
    expect(after).toEqual(rest);
    expect(loginsAfter!.split(',')[0]).toBe(loginsBefore!.split(',')[0]);
    expect(existsSync(join(dataDir, 'media'))).toBe(true);
  }, 90_000);
});
