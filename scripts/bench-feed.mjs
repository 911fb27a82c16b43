#!/usr/bin/env node
// Zonaprop's feed at 10,000 listings: figures, not tests. `npm run bench` runs it last;
// `npm run bench:feed` alone. Seeds its own PostgreSQL database (BENCH_FEED_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/inmo_bench_feed) with BENCH_FEED_LISTINGS (10000) listings of three pictures,
// starts the compiled API on it, downloads the feed BENCH_FEED_RUNS (5) times through its secret address, and in the
// same run downloads the very same bytes from a bare node:http server: the machine's limit for sending them.
// Printed: bytes, time to the first byte and to the last (medians), the ratio to the bare server, and the API
// process's peak memory (VmHWM) before and after — the feed is written in batches of 500, so the peak must not grow
// with the number of listings (run it with BENCH_FEED_LISTINGS=1000 and 10000 to compare).
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ROOT, freePort, startApi } from './bench-support.mjs';

const DB_URL = process.env.BENCH_FEED_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/inmo_bench_feed';
const N = Number(process.env.BENCH_FEED_LISTINGS || 10_000);
const RUNS = Number(process.env.BENCH_FEED_RUNS || 5);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (n, d = 0) => n.toLocaleString('es-AR', { maximumFractionDigits: d, minimumFractionDigits: d });

/** Peak resident memory of a process, in MB (Linux). */
const peakMb = (pid) => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** One download: ms to the first byte, ms to the last, bytes. */
function download(url) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    let first = 0;
    let bytes = 0;
    http.get(url, (res) => {
      if (res.statusCode !== 200) reject(new Error(`${url}: ${res.statusCode}`));
      res.on('data', (chunk) => {
        if (!first) first = performance.now() - t0;
        bytes += chunk.length;
      });
      res.on('end', () => resolve({ first, total: performance.now() - t0, bytes }));
    }).on('error', reject);
  });
}

async function prepare() {
  const admin = new pg.Client({ connectionString: Object.assign(new URL(DB_URL), { pathname: '/postgres' }).href });
  await admin.connect();
  const name = new URL(DB_URL).pathname.slice(1);
  if (!(await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount) await admin.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
  await admin.end();
}

/** N listings to publish (visible, 'Publicar en portales'), three pictures each, in SQL. */
async function seed(db) {
  const { rows } = await db.query(`SELECT count(*)::int AS n FROM properties WHERE visible AND publicar_portales AND portal_zonaprop AND deleted_at IS NULL`);
  if (rows[0].n === N) return;
  await db.query('BEGIN');
  await db.query('TRUNCATE property_images, properties CASCADE');
  await db.query(
    `INSERT INTO properties (tipo, categoria, titulo, operacion, descripcion, fecha_publicacion, calle, altura, localidad, lat, lng,
        precio_monto, precio_moneda, precio_visible, habitaciones, banos, ambientes, superficie_total, superficie_cubierta, ubicacion_aproximada, amenities)
     SELECT 'Casa', 'Casa', 'Casa en Chivilcoy nº ' || i, (ARRAY['venta','alquiler'])[1 + i % 2],
            'Propiedad de prueba número ' || i || ' con una descripción de largo habitual: living comedor, cocina, patio & parrilla.',
            DATE '2024-01-01' + (i % 600), 'Av. San Martín', 100 + i % 3000, 'Chivilcoy', -34.9 + (i % 100) / 1000.0, -60.0 - (i % 100) / 1000.0,
            50000 + i, 'USD', (i % 11) <> 0, 1 + i % 5, 1 + i % 3, 2 + i % 6, 200 + i % 900, 80 + i % 300, i % 4 = 0, '{"piscina": true, "parrilla": true}'
     FROM generate_series(1, $1) AS i`,
    [N],
  );
  await db.query(
    `INSERT INTO property_images (property_id, url, public_id, descripcion, orden, es_portada)
     SELECT p.id, '/api/media/' || md5(p.id::text || o) || '.webp', 'f_' || o, 'Foto ' || (o + 1), o, o = 0 FROM properties p CROSS JOIN generate_series(0, 2) AS o`,
  );
  await db.query('COMMIT');
  await db.query('VACUUM ANALYZE');
}

export async function benchFeed(say = console.log) {
  await prepare();
  const port = await freePort();
  const api = await startApi(port, DB_URL, { PUBLIC_URL: 'https://www.inmobiliaria.example', DATA_DIR: path.join(ROOT, 'data/bench-feed') }); // runs the migrations
  const db = new pg.Client({ connectionString: DB_URL });
  await db.connect();
  try {
    await seed(db);
    const secret = (await db.query(`SELECT feed_secret FROM portal_accounts WHERE portal = 'zonaprop'`)).rows[0].feed_secret;
    const url = `http://127.0.0.1:${port}/api/portales/zonaprop/${secret}`;
    const before = peakMb(api.pid);
    await download(url); // warm
    const real = [];
    for (let i = 0; i < RUNS; i++) real.push(await download(url));
    const after = peakMb(api.pid);
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    const bare = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' }).end(body));
    await new Promise((r) => bare.listen(0, '127.0.0.1', r));
    const bareUrl = `http://127.0.0.1:${bare.address().port}/`;
    await download(bareUrl);
    const limit = [];
    for (let i = 0; i < RUNS; i++) limit.push(await download(bareUrl));
    bare.close();
    const t = median(real.map((r) => r.total));
    const tl = median(limit.map((r) => r.total));
    say(`\nZonaprop feed, ${fmt(N)} listings (3 pictures each), ${RUNS} downloads one after another, medians:`);
    say('| feed | bytes | first byte ms | last byte ms | ms per 1.000 listings | bare node:http ms (same bytes) | ratio | API peak RSS MB before → after |');
    say('|---|---:|---:|---:|---:|---:|---:|---:|');
    say(`| ${fmt(N)} avisos | ${fmt(body.length)} | ${fmt(median(real.map((r) => r.first)), 1)} | ${fmt(t, 1)} | ${fmt((t * 1000) / N, 1)} | ${fmt(tl, 1)} | ${fmt((100 * tl) / t, 1)} % | ${fmt(before, 1)} → ${fmt(after, 1)} |`);
  } finally {
    await db.end();
    api.kill('SIGTERM');
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  benchFeed().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
