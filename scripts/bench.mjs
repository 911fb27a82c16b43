#!/usr/bin/env node
// `npm run bench`: figures, not tests. Seeds a large data set into PostgreSQL, then measures the API's hot
// endpoints with autocannon and, in the same run, a bare node:http server answering the very same bytes —
// the machine's limit for a Node JSON server — and prints each endpoint as a ratio of that limit.
// One file over 300 lines on purpose: it is a run script read top to bottom (seed, then each endpoint beside its
// bare twin), and its parts share the seeded data and the baseline server; split, each part would re-import both.
//
//   BENCH_DATABASE_URL  postgres://postgres@127.0.0.1:5432/inmo_bench (created when missing)
//   BENCH_PROPERTIES    100000   BENCH_CLIENTS 20000   BENCH_OPERATIONS 50000   BENCH_CONTRACTS 2000 (rental contracts)
//   BENCH_SECONDS       10 per endpoint and per baseline, after BENCH_WARMUP 2 s unmeasured   BENCH_CONNECTIONS 50
//   BENCH_ONLY          comma list of words: only the rows whose name contains one (accents and case aside), e.g.
//                       BENCH_ONLY=busqueda; the image figures are left out then (BENCH_SKIP_IMAGES=1 does that alone)
//
// One file on purpose (≈ 440 lines): it is read top to bottom as the run it makes — seed, plan, statements, load —
// and each step's figures feed the printed table.
//
// SQL statements per request are counted on the wire: a second API process talks to PostgreSQL through a small
// proxy that counts the protocol's Query and Execute messages (one per statement), for a cold request (the reply
// cache just emptied by a change notice) and a warm one.
import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchCapacity } from './bench-capacity.mjs';
import { benchFeed } from './bench-feed.mjs';
import { benchOrigin } from './bench-origin.mjs';
import { BENCH_ADMIN_PASSWORD, freePort, settled, startApi as startBenchApi } from './bench-support.mjs';
import { benchImages } from './bench-images.mjs';
import { benchLoginFlood } from './bench-login-flood.mjs';
import { benchStream } from './bench-stream.mjs';
import { propertySearchSql } from '../api/dist/properties/property-search.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DB_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/inmo_bench';
const N_PROPS = Number(process.env.BENCH_PROPERTIES || 100_000);
const N_CLIENTS = Number(process.env.BENCH_CLIENTS || 20_000);
const N_OPS = Number(process.env.BENCH_OPERATIONS || 50_000);
const N_CONTRACTS = Number(process.env.BENCH_CONTRACTS || 2_000);
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const WARMUP = Number(process.env.BENCH_WARMUP || 2);
const ADMIN_PASSWORD = BENCH_ADMIN_PASSWORD;
const fold = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
const ONLY = (process.env.BENCH_ONLY || '').split(',').map((w) => fold(w.trim())).filter(Boolean);
const selected = (name) => ONLY.length === 0 || ONLY.some((w) => fold(name).includes(w));
/** The catalogue's text search measured: two words, one typed without its accent ('Galpón' is one type in seven). */
const SEARCH_WORDS = 'galpon chivilcoy';

const say = (...a) => console.log(...a);

async function ensureDatabase() {
  const url = new URL(DB_URL);
  const name = url.pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(DB_URL), { pathname: '/postgres' }).href });
  await admin.connect();
  const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (!rowCount) await admin.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
  await admin.end();
}

/** A TCP proxy to PostgreSQL that counts statements (simple-protocol 'Q' and extended-protocol 'E' messages). */
async function countingProxy(target) {
  const counter = { statements: 0 };
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    let buf = Buffer.alloc(0);
    let started = false;
    client.on('data', (chunk) => {
      upstream.write(chunk);
      buf = Buffer.concat([buf, chunk]);
      for (;;) {
        if (!started) {
          // Startup (or SSL/cancel request): length-prefixed, no type byte.
          if (buf.length < 8) break;
          const len = buf.readInt32BE(0);
          if (buf.length < len) break;
          if (buf.readInt32BE(4) !== 80877103) started = true;
          buf = buf.subarray(len);
          continue;
        }
        if (buf.length < 5) break;
        const len = buf.readInt32BE(1);
        if (buf.length < 1 + len) break;
        const type = String.fromCharCode(buf[0]);
        if (type === 'Q' || type === 'E') counter.statements++;
        buf = buf.subarray(1 + len);
      }
    });
    upstream.on('data', (c) => client.write(c));
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  const port = await freePort();
  await new Promise((r) => server.listen(port, '127.0.0.1', r));
  return { port, counter, close: () => new Promise((r) => server.close(r)) };
}

/** The API as production runs it; the change feed's heartbeat (a SELECT 1 every DATABASE_QUERY_TIMEOUT_MS) would add to the statements counted. */
const startApi = (port, dbUrl = DB_URL) => startBenchApi(port, dbUrl, { DATABASE_QUERY_TIMEOUT_MS: '600000' });

/**
 * The gateway (gateway/dist/main.js, as compose's `pages` runs it, proxying to the API; `npm start` runs it with the
 * API inside its own process: bench-origin.mjs) in front of that API, for the public pages' HTML with their
 * server-rendered first paint. Null when the front ends are not built.
 */
async function startGateway(port, apiPort) {
  const fs = await import('node:fs');
  if (!fs.existsSync(path.join(ROOT, 'mf-public/dist/ssr/mf_public.cjs'))) return null;
  const child = spawn(process.execPath, [path.join(ROOT, 'gateway/dist/main.js')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', API_URL: `http://127.0.0.1:${apiPort}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return child;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('gateway did not start');
}

/** Generates the data set in SQL (generate_series), so 100,000 properties take seconds, not minutes. */
async function seed(db) {
  const { rows } = await db.query('SELECT count(*)::int AS n FROM properties');
  if (rows[0].n >= N_PROPS && !process.env.BENCH_RESEED) {
    say(`data set present: ${rows[0].n} properties`);
    return;
  }
  say(`seeding ${N_PROPS} properties (3 images each), ${N_CLIENTS} clients, ${N_OPS} operations…`);
  const t0 = Date.now();
  await db.query('BEGIN');
  await db.query(`TRUNCATE rental_contracts, operations, client_offered_properties, client_search_preferences, property_images, properties, clients, contact_enquiries CASCADE`);
  await db.query(
    `INSERT INTO clients (nombre, apellido, dni, mail, telefono, telefono_e164, profesion)
     SELECT (ARRAY['Ana','Juan','María','Carlos','Lucía','Jorge','Sofía','Pablo'])[1 + i % 8],
            (ARRAY['García','Fernández','López','Martínez','Pérez','Gómez','Díaz','Romero'])[1 + (i / 8) % 8] || ' ' || i,
            (20000000 + i)::text, 'cliente' || i || '@correo.example', '2346 ' || (400000 + i), '+542346' || (400000 + i), NULL
     FROM generate_series(1, $1) AS i`,
    [N_CLIENTS],
  );
  await db.query(
    `INSERT INTO properties (tipo, categoria, titulo, operacion, visible, descripcion, fecha_publicacion, calle, altura,
        localidad, lat, lng, precio_monto, precio_moneda, precio_visible, habitaciones, banos, ambientes,
        superficie_total, superficie_cubierta, antiguedad, servicio_agua, servicio_luz)
     SELECT t.tipo, t.tipo, t.tipo || ' en ' || (ARRAY['Chivilcoy','Mercedes','Suipacha','Bragado'])[1 + i % 4] || ' nº ' || i,
            (ARRAY['venta','alquiler','alquiler temporal'])[1 + i % 3], (i % 10) <> 0,
            'Propiedad de prueba número ' || i || ' con una descripción de largo habitual para el catálogo.',
            DATE '2020-01-01' + (i % 2000), (ARRAY['Av. San Martín','Belgrano','Rivadavia','Moreno'])[1 + i % 4], 100 + i % 3000,
            (ARRAY['Chivilcoy','Mercedes','Suipacha','Bragado'])[1 + i % 4], -34.9 + (i % 100) / 1000.0, -60.0 - (i % 100) / 1000.0,
            CASE WHEN i % 2 = 0 THEN 20000 + (i * 37) % 400000 ELSE 150000 + (i * 7919) % 90000000 END,
            CASE WHEN i % 2 = 0 THEN 'USD' ELSE 'ARS' END, (i % 11) <> 0,
            1 + i % 5, 1 + i % 3, 2 + i % 6, 50 + i % 900, 40 + i % 300, i % 60, true, true
     FROM generate_series(1, $1) AS i
     CROSS JOIN LATERAL (SELECT (ARRAY['Casa','Departamento','Local comercial','Terreno','Campo','Fondo de Comercio','Galpón'])[1 + i % 7] AS tipo) t`,
    [N_PROPS],
  );
  await db.query(
    `INSERT INTO property_images (property_id, url, public_id, descripcion, orden, es_portada)
     SELECT p.id, '/api/media/imagen_por_defecto.svg', 'bench_' || o, 'Foto ' || (o + 1), o, o = 0
     FROM properties p CROSS JOIN generate_series(0, 2) AS o`,
  );
  await db.query(
    `WITH c AS (SELECT id, nombre, apellido, mail, row_number() OVER () AS n FROM clients),
          p AS (SELECT id, titulo, row_number() OVER () AS n FROM properties)
     INSERT INTO operations (operacion, propiedad_id, propiedad_titulo, oferente_id, oferente_nombre, oferente_apellido, oferente_mail,
        receptor_id, receptor_nombre, receptor_apellido, receptor_mail, monto_dinero, moneda, descripcion, fecha_concretada)
     SELECT (ARRAY['venta','alquiler','alquiler temporal'])[1 + i % 3], p.id, p.titulo,
            o.id, o.nombre, o.apellido, o.mail, r.id, r.nombre, r.apellido, r.mail,
            CASE WHEN i % 10 = 0 THEN NULL ELSE 1000 + (i * 131) % 500000 END, (ARRAY['ARS','USD','EUR'])[1 + i % 3], '',
            CURRENT_DATE - (i % 730)
     FROM generate_series(1, $1) AS i
     JOIN p ON p.n = 1 + (i % $2)
     JOIN c o ON o.n = 1 + (i % $3)
     JOIN c r ON r.n = 1 + ((i + 7) % $3)`,
    [N_OPS, N_PROPS, N_CLIENTS],
  );
  await db.query('COMMIT');
  // VACUUM sets the visibility map, as autovacuum would on a live database: index-only scans depend on it.
  await db.query('VACUUM ANALYZE');
  say(`seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

/**
 * Rental contracts (BENCH_CONTRACTS, one running per property), the ICL daily and the IPC monthly since 2016, and one
 * contract of 10 years adjusted every month by the ICL (120 cuotas, 119 adjustments): the contract measured.
 */
async function seedContracts(db) {
  const { rows } = await db.query('SELECT count(*)::int AS n FROM rental_contracts');
  if (rows[0].n >= N_CONTRACTS && !process.env.BENCH_RESEED) return;
  say(`seeding ${N_CONTRACTS} rental contracts and the ICL and IPC series…`);
  await db.query('BEGIN');
  // CASCADE: the accounts' payments, charges and settlements of the contracts it replaces.
  await db.query('TRUNCATE rental_contracts, index_values CASCADE');
  await db.query(
    `INSERT INTO index_values (indice, fecha, valor)
     SELECT 'ICL', d::date, round(1 + (d::date - DATE '2016-01-01') * 0.0123, 2) FROM generate_series(DATE '2016-01-01', CURRENT_DATE, interval '1 day') AS d
     UNION ALL
     SELECT 'IPC', d::date, round(100 * power(1.03, (d::date - DATE '2016-01-01') / 30.0)::numeric, 4) FROM generate_series(DATE '2016-01-01', CURRENT_DATE, interval '1 month') AS d`,
  );
  await db.query(
    `WITH c AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM clients),
          p AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM properties WHERE deleted_at IS NULL)
     INSERT INTO rental_contracts (propiedad_id, propietario_id, inquilino_id, garantes, inicio, meses, fin, moneda, monto_inicial_centavos,
        indice, cada_meses, porcentaje, activo)
     SELECT p.id, o.id, r.id, '[{"nombre":"Gala","apellido":"Ruiz","dni":"20111222","telefono":"","tipo":"propietaria"}]',
            ini, m, (ini + make_interval(months => m))::date, 'ARS', 10000000 + (i * 7919) % 90000000,
            (ARRAY['ICL','FIJO','IPC','NINGUNO'])[1 + i % 4], CASE WHEN i = 1 THEN 1 ELSE (ARRAY[12, 6, 3, 12])[1 + i % 4] END,
            CASE WHEN i % 4 = 1 THEN 5 END, (ini + make_interval(months => m))::date > CURRENT_DATE
     FROM generate_series(1, $1) AS i
     CROSS JOIN LATERAL (SELECT (date_trunc('month', CURRENT_DATE) - make_interval(months => CASE WHEN i = 1 THEN 60 ELSE i % 48 END))::date AS ini,
                                CASE WHEN i = 1 THEN 120 ELSE (ARRAY[24, 36, 120])[1 + i % 3] END AS m) t
     JOIN p ON p.n = i
     JOIN c o ON o.n = 1 + (i % $2)
     JOIN c r ON r.n = 1 + ((i + 11) % $2)`,
    [N_CONTRACTS, N_CLIENTS],
  );
  await db.query(`UPDATE rental_contracts SET indice = 'ICL', porcentaje = NULL WHERE cada_meses = 1`);
  await db.query('COMMIT');
  await db.query('VACUUM ANALYZE rental_contracts');
  await db.query('VACUUM ANALYZE index_values');
}

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: SECONDS, ...opts }, (err, res) => (err ? reject(err) : resolve(res)));
  });
}

/** A bare node:http server that answers every request with the given bytes: the ceiling for a Node server. */
async function baseline(body, contentType) {
  const port = await freePort();
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
      res.end(body);
    });
  });
  await new Promise((r) => server.listen(port, '127.0.0.1', r));
  return { port, close: () => new Promise((r) => server.close(r)) };
}

const fmt = (n, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });

async function main() {
  await ensureDatabase();
  const port = await freePort();
  say(`database: ${DB_URL.replace(/:[^:@/]*@/, ':***@')}`);
  const api = await startApi(port); // runs the migrations
  let gateway = null;
  const db = new pg.Client({ connectionString: DB_URL });
  await db.connect();
  try {
    await seed(db);
    await seedContracts(db);
    await settled(api.pid);
    const base = `http://127.0.0.1:${port}`;
    const login = await (
      await fetch(`${base}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ usuario: 'admin', contraseña: ADMIN_PASSWORD }),
      })
    ).json();
    const token = login.data.token;
    const { rows: contrato10 } = await db.query(`SELECT id FROM rental_contracts WHERE meses = 120 AND cada_meses = 1 ORDER BY created_at LIMIT 1`);
    const { rows: sample } = await db.query('SELECT id FROM properties WHERE visible AND deleted_at IS NULL ORDER BY fecha_publicacion DESC LIMIT 1 OFFSET 500');

    // The page statement of api/src/properties/catalogue-pages.service.ts (here page 3 of 9) and its count, as planned.
    const ORDER_SQL = 'p.fecha_publicacion DESC NULLS LAST, p.created_at DESC, p.id';
    const pageStatements = async (where, params, label) => {
      const visible = `p.deleted_at IS NULL AND p.visible${where}`;
      for (const [what, sql] of [
        ['its page 3 (9 ids)', `SELECT p.id FROM properties p WHERE ${visible} ORDER BY ${ORDER_SQL} LIMIT 9 OFFSET 18`],
        ['its count', `SELECT count(*) FROM properties p WHERE ${visible}`],
      ]) {
        const plan = await db.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
        say(`\nquery plan of ${label}, ${what}:`);
        for (const r of plan.rows) say('  ' + r['QUERY PLAN']);
      }
    };
    if (selected('catálogo página 1 (9)')) await pageStatements('', [], 'a catalogue page (9 of the visible properties)');
    const searchName = `catálogo, búsqueda de dos palabras '${SEARCH_WORDS}', páginas al azar (sin caché de respuesta)`;
    if (selected(searchName)) {
      // The search's condition as the service writes it (the compiled api's own SQL fragment).
      const params = [];
      const where = ` AND ${propertySearchSql(SEARCH_WORDS, (v) => `$${params.push(v)}`, false)}`;
      const n = await db.query(`SELECT count(*)::int AS n FROM properties p WHERE p.deleted_at IS NULL AND p.visible${where}`, params);
      say(`\nq=${SEARCH_WORDS}: ${n.rows[0].n} visible properties match`);
      await pageStatements(where, params, `the catalogue search q=${SEARCH_WORDS}`);
    }

    const wantPages = ['página /', 'página del catálogo', 'página de una propiedad'].some((n) => selected(n));
    const gatewayPort = await freePort();
    gateway = wantPages ? await startGateway(gatewayPort, port) : null;
    const pages = `http://127.0.0.1:${gatewayPort}`;
    // The public pages as a browser asks for them (HTML, gzip): the gateway reads the page's API replies and runs
    // the server renderers of the shell and mf_public on every request (BENCHMARKS.md, first paint).
    const html = { accept: 'text/html', 'accept-encoding': 'gzip' };
    const pageCases = gateway
      ? [
          { name: 'página / (HTML con primer pintado)', origin: pages, path: '/', headers: html, page: true },
          { name: 'página del catálogo (HTML con primer pintado)', origin: pages, path: '/propiedades-publicas?page=2', headers: html, page: true },
          { name: 'página de una propiedad (HTML con primer pintado)', origin: pages, path: `/propiedad/${sample[0].id}`, headers: html, page: true },
        ]
      : [];
    if (!gateway && wantPages) say('front ends not built (npm run build): the page rows are left out');

    const cases = [
      { name: 'catálogo página 1 (9)', path: '/api/user/propiedades-publicas?page=1&limit=9' },
      {
        // Page 1 with a parameter the API ignores, so that every URL is new: what the random pages below cost at depth
        // 0 (the reply cache misses; the page query and its count run).
        name: 'catálogo página 1 (sin caché de respuesta)',
        path: '/api/user/propiedades-publicas?page=1&limit=9&operacion=venta',
        vary: () => `/api/user/propiedades-publicas?page=1&limit=9&operacion=venta&r=${Math.random().toString(36).slice(2)}`,
      },
      { name: 'catálogo con filtros', path: '/api/user/propiedades-publicas?page=2&limit=9&tipo=Casa&operacion=venta&moneda=USD&precioMin=50000' },
      {
        // The filtered page with a random price floor, so that every URL is new and the page query and its count run.
        name: 'catálogo con filtros (sin caché de respuesta)',
        path: '/api/user/propiedades-publicas?page=2&limit=9&tipo=Casa&operacion=venta&moneda=USD&precioMin=50000',
        vary: () => `/api/user/propiedades-publicas?page=${1 + Math.floor(Math.random() * 5)}&limit=9&tipo=Casa&operacion=venta&moneda=USD&precioMin=${10000 + Math.floor(Math.random() * 90000)}`,
      },
      {
        // Every request a random page (1–1,000) of one search, with a parameter the API ignores so that every URL is
        // new: the reply cache always misses; the page query and its count run.
        name: 'catálogo, páginas al azar (sin caché de respuesta)',
        path: '/api/user/propiedades-publicas?page=7&limit=9&operacion=venta',
        vary: () => `/api/user/propiedades-publicas?page=${1 + Math.floor(Math.random() * 1000)}&limit=9&operacion=venta&r=${Math.random().toString(36).slice(2)}`,
      },
      {
        // As the random pages above, for one two-word search (most relevant first): a visitor paging through its first
        // 5 pages. The page query and its count run on every request.
        name: searchName,
        path: `/api/user/propiedades-publicas?page=1&limit=9&q=${encodeURIComponent(SEARCH_WORDS)}`,
        vary: () => `/api/user/propiedades-publicas?page=${1 + Math.floor(Math.random() * 5)}&limit=9&q=${encodeURIComponent(SEARCH_WORDS)}&r=${Math.random().toString(36).slice(2)}`,
      },
      { name: 'ficha de propiedad', path: `/api/user/propiedad/${sample[0].id}` },
      { name: 'listado admin (9)', path: '/api/admin/todas-propiedades?page=1&limit=9', headers: { 'auth-token': token } },
      {
        // Staff replies are never cached: every request a random page of the whole list (1–11,112 at 100,000).
        name: 'listado admin, páginas al azar',
        path: `/api/admin/todas-propiedades?page=${Math.max(1, Math.floor(N_PROPS / 18))}&limit=9`,
        headers: { 'auth-token': token },
        vary: () => `/api/admin/todas-propiedades?page=${1 + Math.floor(Math.random() * Math.ceil(N_PROPS / 9))}&limit=9`,
      },
      { name: 'métricas', path: '/api/admin/metricas', headers: { 'auth-token': token } },
      {
        // Rental contracts (BENCH_CONTRACTS): a random page of 20 of the list, each with its rent of today computed
        // from its terms and the index values it reads.
        name: 'contratos de alquiler, páginas al azar',
        path: '/api/admin/contratos?page=1',
        headers: { 'auth-token': token },
        vary: () => `/api/admin/contratos?page=${1 + Math.floor(Math.random() * Math.ceil(N_CONTRACTS / 20))}`,
      },
      {
        // One contract of 10 years adjusted monthly by the ICL: 120 cuotas and 119 adjustments computed on every read.
        name: 'contrato con 10 años de cuotas mensuales',
        path: `/api/admin/contrato/${contrato10[0]?.id}`,
        headers: { 'auth-token': token },
        vary: () => `/api/admin/contrato/${contrato10[0]?.id}?r=${Math.random().toString(36).slice(2)}`,
      },
      {
        name: 'login',
        path: '/api/user/login',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ usuario: 'admin', contraseña: ADMIN_PASSWORD }),
      },
      ...pageCases,
    ].filter((c) => selected(c.name));

    // SQL statements per request, counted on the wire by a second API process behind the counting proxy.
    const proxy = await countingProxy(new URL(DB_URL));
    const countPort = await freePort();
    const countingUrl = Object.assign(new URL(DB_URL), { hostname: '127.0.0.1', port: String(proxy.port) }).href;
    const counted = await startApi(countPort, countingUrl);
    await settled(counted.pid);
    const statements = new Map();
    try {
      const cbase = `http://127.0.0.1:${countPort}`;
      const send = (c) => fetch(cbase + c.path, { method: c.method || 'GET', headers: c.headers, body: c.body }).then((r) => r.arrayBuffer());
      // A process's first staff request loads the staff list once (src/auth/users-directory.ts): done before counting.
      await send({ path: '/api/admin/metricas', headers: { 'auth-token': token } });
      for (const c of cases.filter((x) => !x.page && !x.origin)) {
        // A change notice empties the reply cache (each property's JSON stays: 'bench' names no table of theirs).
        await db.query(`SELECT pg_notify('inmo_changes', 'bench')`);
        await new Promise((r) => setTimeout(r, 200));
        let before = proxy.counter.statements;
        await send(c);
        const cold = proxy.counter.statements - before;
        before = proxy.counter.statements;
        await send(c.vary ? { ...c, path: c.vary() } : c);
        const warm = proxy.counter.statements - before;
        statements.set(c.name, { cold, warm });
      }
    } finally {
      counted.kill('SIGTERM');
      await new Promise((r) => counted.once('exit', r));
      await proxy.close();
    }

    const results = [];
    for (const c of cases) {
      const origin = c.origin || base;
      const probe = await fetch(origin + c.path, { method: c.method || 'GET', headers: c.headers, body: c.body });
      const bytes = Buffer.from(await probe.arrayBuffer()); // decoded: the bare server answers the plain bytes
      if (!probe.ok) throw new Error(`${c.name}: ${probe.status} ${bytes.toString().slice(0, 200)}`);
      const requests = c.vary ? [{ setupRequest: (req) => ({ ...req, path: c.vary() }) }] : undefined;
      const target = { url: origin + c.path, method: c.method || 'GET', headers: c.headers, body: c.body, requests };
            await run({ ...target, duration: WARMUP }); // JIT and caches warm: steady state is what is measured
      const real = await run(target);
      const bare = await baseline(bytes, probe.headers.get('content-type') || 'application/json');
      const bareTarget = { ...target, url: `http://127.0.0.1:${bare.port}${c.path}` };
      await run({ ...bareTarget, duration: WARMUP });
      const limit = await run(bareTarget);
      await bare.close();
      // An uncached page as one visitor meets it: one connection, each request waiting for the one before.
      const alone = c.vary ? await run({ ...target, connections: 1 }) : null;
      results.push({ c, bytes: bytes.length, real, limit, alone });
      say(`${c.name}: ${fmt(real.requests.average)} req/s (p50 ${real.latency.p50} ms, p99 ${real.latency.p99} ms), bare node:http ${fmt(limit.requests.average)} req/s${alone ? `; alone (1 connection) p50 ${alone.latency.p50} ms, p99 ${alone.latency.p99} ms` : ''}`);
    }

    say(`\n${CONNECTIONS} connections, ${SECONDS} s each, ${N_PROPS} properties; latencies p50 and p99 in ms; SQL statements per request: cold (the reply cache just emptied) / warm (the same request again; for the random pages, another page); the page rows go through the gateway, whose API reads are the API rows above\n`);
    say('| endpoint | reply bytes | SQL cold / warm | req/s | p50 | p99 | non-2xx | bare node:http req/s | ratio |');
    say('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const { c, bytes, real, limit } of results) {
      const st = statements.get(c.name) ?? { cold: '—', warm: '—' };
      say(
        `| ${c.name} | ${fmt(bytes)} | ${st.cold} / ${st.warm} | ${fmt(real.requests.average)} | ${real.latency.p50} | ${real.latency.p99} | ${real.non2xx} | ${fmt(limit.requests.average)} | ${fmt((100 * real.requests.average) / limit.requests.average, 1)} % |`,
      );
    }
    // Targets: an uncached page (first, deep, filtered, two-word search) answered within 25 ms at p99 to a visitor
    // alone (1 connection); a deep page within 2× the cost of page 1 (cost = 1 / req/s at 50 connections, same run).
    const result = (name) => results.find((r) => r.c.name === name);
    const uncached = results.filter((r) => r.alone);
    if (uncached.length) {
      // Staff pages are never cached: theirs is the admin list's page 1.
      const firstOf = (r) => result(r.c.path.startsWith('/api/admin/') ? 'listado admin (9)' : 'catálogo página 1 (sin caché de respuesta)');
      say(`\n| uncached page | p50 / p99 ms alone (1 connection; p99 target ≤ 25) | req/s at ${CONNECTIONS} connections | p99 ms at ${CONNECTIONS} | cost against page 1 (target ≤ 2×) |`);
      say('|---|---:|---:|---:|---:|');
      for (const r of uncached) {
        const ok = r.alone.latency.p99 <= 25 ? 'met' : 'NOT met';
        const first = firstOf(r);
        const cost = first && r !== first ? `${fmt(first.real.requests.average / r.real.requests.average, 2)}×` : '—';
        say(`| ${r.c.name} | ${r.alone.latency.p50} / ${r.alone.latency.p99} ${ok} | ${fmt(r.real.requests.average)} | ${r.real.latency.p99} | ${cost} |`);
      }
    }
    if (selected('capacidad de una réplica')) {
      say('\n## capacidad de una réplica\n');
      await benchCapacity(say, { base, token, db, total: N_PROPS });
    }
    if (selected('origen único de npm start')) await benchOrigin(say, { databaseUrl: DB_URL, propertyId: sample[0].id });
    if (!process.env.BENCH_SKIP_IMAGES && ONLY.length === 0) await benchImages(say);
    if (selected('feed de zonaprop')) await benchFeed(say);
    if (selected('inundación de inicios de sesión')) await benchLoginFlood(say);
    if (selected('listas sin paginar')) await benchStream(say);
  } finally {
    await db.end();
    api.kill('SIGTERM');
    gateway?.kill('SIGTERM');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
