#!/usr/bin/env node
// The unpaged lists of spec §7 at 10,000 and 100,000 properties: figures, not tests.
// `npm run bench` runs it last (BENCH_ONLY=listas for it alone); `npm run bench:stream` alone.
//
// For each size it seeds a PostgreSQL database of its own (BENCH_STREAM_DATABASE_URL + '_' + size, default
// postgres://postgres@127.0.0.1:5432/inmo_bench_stream_10000 …) with that many properties (three pictures each), a
// fifth as many clients and half as many operations (npm run bench's proportions), then, for each unpaged call, starts
// a fresh API on it and fetches the call once: the API process's peak resident memory (VmHWM) then is that call's
// alone. Printed: bytes, time to the first and to the last byte, the peak before the call (the API at rest) and after
// it, and the same figures of the build before the streaming (measured once on that build, recorded below).
//
//   BENCH_STREAM_SIZES  10000,100000 (300000 too, once: BENCHMARKS.md)
//   BENCH_STREAM_API    another build's api/dist/main.js, to measure it (how BEFORE below was measured)
//
// Reading the peak: V8 leaves garbage in the old generation until a full collection, which it runs when that
// generation has grown to a few times what is live (~50 MB here). One 20 MB reply (10,000 properties) ends before
// the first; past it the peak stays at that sawtooth's top (≈ 370 MB at 100,000 and at 300,000 properties), where
// the build before grew with the reply (1.25 GB at 100,000, 3.4 GB at 300,000).
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { BENCH_ADMIN_PASSWORD, ROOT, freePort, startApi } from './bench-support.mjs';

const DB_URL = process.env.BENCH_STREAM_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/inmo_bench_stream';
const SIZES = (process.env.BENCH_STREAM_SIZES || '10000,100000').split(',').map(Number).filter((n) => n > 0);
const MAIN = process.env.BENCH_STREAM_API ? path.resolve(process.env.BENCH_STREAM_API) : undefined;

/** Each API started here: its own data directory. */
const STREAM_API_ENV = { DATA_DIR: path.join(ROOT, 'data/bench-stream') };

/** The calls measured: path, whether staff's token goes with it. */
const CALLS = [
  { path: '/api/admin/todas-propiedades', staff: true },
  { path: '/api/user/propiedades-publicas', staff: false },
  { path: '/api/admin/clientes', staff: true },
  { path: '/api/admin/operaciones', staff: true },
];

/**
 * The build before the streaming (main at b7c43cd: the whole reply built in memory), measured once with
 * BENCH_STREAM_API=<that build>/api/dist/main.js on this machine (2 cores shared, PostgreSQL 127.0.0.1), the same
 * data: peak RSS MB at rest → after the call, ms to the last byte, and the status when it was not 200.
 */
const BEFORE = {
  '10000 /api/admin/todas-propiedades': { rest: 178.9, peak: 276.6, total: 661 },
  '10000 /api/user/propiedades-publicas': { rest: 180.0, peak: 254.4, total: 823 },
  '10000 /api/admin/clientes': { rest: 182.6, peak: 186.4, total: 88 },
  '10000 /api/admin/operaciones': { rest: 174.2, peak: 185.5, total: 536 },
  '100000 /api/admin/todas-propiedades': { rest: 177.9, peak: 1254.0, total: 7034 },
  '100000 /api/user/propiedades-publicas': { rest: 173.3, peak: 1218.4, total: 7580 },
  '100000 /api/admin/clientes': { rest: 183.5, peak: 230.0, total: 1896 },
  '100000 /api/admin/operaciones': { rest: 178.6, peak: 332.9, total: 1208 },
  // 586 MB of JSON is past V8's longest string: JSON.stringify threw and the reply was a 500 after 12 s.
  '300000 /api/admin/todas-propiedades': { rest: 175.6, peak: 1732.1, total: 12201, status: 500 },
  '300000 /api/user/propiedades-publicas': { rest: 179.5, peak: 3363.2, total: 23483 },
  '300000 /api/admin/clientes': { rest: 182.2, peak: 358.1, total: 19349 },
  '300000 /api/admin/operaciones': { rest: 177.2, peak: 634.7, total: 2170 },
};

const fmt = (n, d = 0) => n.toLocaleString('es-AR', { maximumFractionDigits: d, minimumFractionDigits: d });
/** Peak resident memory of a process, in MB (Linux). */
const peakMb = (pid) => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** One download, bytes counted and dropped: status, ms to the first byte, ms to the last, bytes, whether it ended whole. */
function download(url, headers) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    let first = 0;
    let bytes = 0;
    http
      .get(url, { headers }, (res) => {
        const status = res.statusCode;
        res.on('data', (chunk) => {
          if (!first) first = performance.now() - t0;
          bytes += chunk.length;
        });
        res.on('close', () => resolve({ status, first, total: performance.now() - t0, bytes, complete: res.complete }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

async function ensureDatabase(url) {
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).href });
  await admin.connect();
  const name = new URL(url).pathname.slice(1);
  if (!(await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount) await admin.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
  await admin.end();
}

/** N properties (three pictures each, one in ten hidden), N/5 clients (half with a search preference), N/2 operations. */
async function seed(db, n, say) {
  const { rows } = await db.query('SELECT (SELECT count(*) FROM properties)::int AS p, (SELECT count(*) FROM operations)::int AS o');
  if (rows[0].p === n && rows[0].o === Math.floor(n / 2)) return;
  say(`seeding ${fmt(n)} properties, ${fmt(n / 5)} clients, ${fmt(n / 2)} operations…`);
  await db.query('BEGIN');
  await db.query(`TRUNCATE operations, client_offered_properties, client_search_preferences, property_images, properties, clients CASCADE`);
  await db.query(
    `INSERT INTO clients (nombre, apellido, dni, mail, telefono, telefono_e164, created_at)
     SELECT (ARRAY['Ana','Juan','María','Carlos','Lucía','Jorge','Sofía','Pablo'])[1 + i % 8], 'Apellido ' || i, (20000000 + i)::text,
            'cliente' || i || '@correo.example', '2346 ' || (400000 + i), '+542346' || (400000 + i), now() - make_interval(mins => i)
     FROM generate_series(1, $1) AS i`,
    [Math.floor(n / 5)],
  );
  await db.query(
    `INSERT INTO client_search_preferences (client_id, tipo_propiedad, tipo_operacion, presupuesto, moneda, descripcion, orden)
     SELECT id, 'Casa', 'Compra', 100000, 'USD', 'Casa con patio', 0 FROM clients WHERE dni::int % 2 = 0`,
  );
  await db.query(
    `INSERT INTO properties (tipo, categoria, titulo, operacion, visible, descripcion, fecha_publicacion, calle, altura, localidad, lat, lng,
        precio_monto, precio_moneda, precio_visible, habitaciones, banos, ambientes, superficie_total, superficie_cubierta, servicio_agua, servicio_luz)
     SELECT 'Casa', 'Casa', 'Casa en Chivilcoy nº ' || i, (ARRAY['venta','alquiler'])[1 + i % 2], (i % 10) <> 0,
            'Propiedad de prueba número ' || i || ' con una descripción de largo habitual: living comedor, cocina, patio & parrilla.',
            CASE WHEN i % 50 = 0 THEN NULL ELSE DATE '2020-01-01' + (i % 2000) END, 'Av. San Martín', 100 + i % 3000, 'Chivilcoy',
            -34.9 + (i % 100) / 1000.0, -60.0 - (i % 100) / 1000.0, 50000 + i, 'USD', (i % 11) <> 0, 1 + i % 5, 1 + i % 3, 2 + i % 6,
            200 + i % 900, 80 + i % 300, true, true
     FROM generate_series(1, $1) AS i`,
    [n],
  );
  await db.query(
    `INSERT INTO property_images (property_id, url, public_id, descripcion, orden, es_portada)
     SELECT p.id, '/api/media/' || md5(p.id::text || o) || '.webp', 'f_' || o, 'Foto ' || (o + 1), o, o = 0 FROM properties p CROSS JOIN generate_series(0, 2) AS o`,
  );
  await db.query(
    `WITH c AS (SELECT id, nombre, apellido, mail, row_number() OVER () AS n FROM clients),
          p AS (SELECT id, titulo, row_number() OVER () AS n FROM properties)
     INSERT INTO operations (operacion, propiedad_id, propiedad_titulo, oferente_id, oferente_nombre, oferente_apellido, oferente_mail,
        receptor_id, receptor_nombre, receptor_apellido, receptor_mail, monto_dinero, moneda, descripcion, fecha_concretada)
     SELECT (ARRAY['venta','alquiler','alquiler temporal'])[1 + i % 3], p.id, p.titulo, o.id, o.nombre, o.apellido, o.mail,
            r.id, r.nombre, r.apellido, r.mail, 1000 + (i * 131) % 500000, (ARRAY['ARS','USD','EUR'])[1 + i % 3], '', CURRENT_DATE - (i % 730)
     FROM generate_series(1, $1) AS i
     JOIN p ON p.n = 1 + (i % $2)
     JOIN c o ON o.n = 1 + (i % $3)
     JOIN c r ON r.n = 1 + ((i + 7) % $3)`,
    [Math.floor(n / 2), n, Math.floor(n / 5)],
  );
  await db.query('COMMIT');
  await db.query('VACUUM ANALYZE');
}

/** One call on a fresh API: its figures. */
async function measure(dbUrl, call, n) {
  const port = await freePort();
  const api = await startApi(port, dbUrl, STREAM_API_ENV, MAIN);
  try {
    const headers = {};
    if (call.staff) {
      const r = await fetch(`http://127.0.0.1:${port}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ usuario: 'admin', contraseña: BENCH_ADMIN_PASSWORD }),
      });
      headers['auth-token'] = (await r.json()).data.token;
    }
    const rest = peakMb(api.pid);
    const d = await download(`http://127.0.0.1:${port}${call.path}`, headers);
    return { n, path: call.path, ...d, rest, peak: peakMb(api.pid) };
  } finally {
    api.kill('SIGTERM');
    await new Promise((r) => api.once('exit', r));
  }
}

export async function benchStream(say = console.log) {
  const results = [];
  for (const n of SIZES) {
    const url = `${DB_URL}_${n}`;
    await ensureDatabase(url);
    // The first start runs the migrations on an empty database.
    const port = await freePort();
    const api = await startApi(port, url, STREAM_API_ENV, MAIN);
    api.kill('SIGTERM');
    await new Promise((r) => api.once('exit', r));
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      await seed(db, n, say);
    } finally {
      await db.end();
    }
    for (const call of CALLS) {
      const r = await measure(url, call, n);
      results.push(r);
      say(`${fmt(n)} ${call.path}: ${r.status === 200 ? '' : `status ${r.status}, `}${fmt(r.bytes)} bytes, first byte ${fmt(r.first, 1)} ms, last ${fmt(r.total, 1)} ms, peak RSS ${fmt(r.rest, 1)} → ${fmt(r.peak, 1)} MB`);
    }
  }
  say(`\nUnpaged lists (spec §7), one call each on a fresh API process; ${MAIN ? `build ${MAIN}` : 'this build'} (batches of 500 rows), and the build before the streaming (whole reply in memory) as recorded:`);
  say('| properties | call | bytes | first byte ms | last byte ms | API peak RSS MB at rest → after | before: peak RSS MB → after, last byte ms |');
  say('|---:|---|---:|---:|---:|---:|---:|');
  for (const r of results) {
    const b = BEFORE[`${r.n} ${r.path}`];
    say(
      `| ${fmt(r.n)} | ${r.path} | ${r.status === 200 ? '' : `**${r.status}** `}${fmt(r.bytes)} | ${fmt(r.first, 1)} | ${fmt(r.total, 1)} | ${fmt(r.rest, 1)} → ${fmt(r.peak, 1)} | ${b ? `${fmt(b.rest, 1)} → ${fmt(b.peak, 1)}, ${fmt(b.total)}${b.status ? ` (**${b.status}**)` : ''}` : '—'} |`,
    );
  }
  return results;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  benchStream().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
