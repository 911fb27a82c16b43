#!/usr/bin/env node
// The catalogue's first page and a property's detail through `npm start`'s one origin, beside the
// API answering alone (api/dist/main.js) and a bare node:http server answering the very same bytes, in one run:
// figures, not tests. `npm run bench` runs it on its seeded PostgreSQL (BENCH_ONLY=origen for these rows alone);
// `npm run bench:origin` alone runs it on BENCH_DATABASE_URL if set, else on the embedded default (PGlite in a
// temporary folder, with the demo data).
//
// Each server runs in a process of its own, the bare one too, so the bare figure is a Node server's limit on this
// machine with autocannon beside it, as for the others (the main bench's bare server shares autocannon's process and
// thread). All are started first (on PGlite, the origin on a copy of the API's data folder: PGlite takes one process)
// and then measured in turns, one at a time: BENCH_ORIGIN_ROUNDS (3) rounds, each measuring every endpoint on the
// API, the origin and the bare server, who goes first alternating between rounds. Each measurement: autocannon with
// BENCH_CONNECTIONS (50) connections, BENCH_WARMUP (2) s unmeasured then BENCH_SECONDS (10) s, and the server's CPU
// time per request (/proc). The ratios are taken within each round (neighbours in time, on a machine whose speed
// drifts with what else runs) and their median is the verdict against the targets. BENCH_ORIGIN_CONTROL=1 adds
// a second API process, measured in turn like the others: how far two identical processes differ in this run (the
// noise band the ratios are read against).
// Then the staff pages (benchStaff below: the admin list, metricas, mora and pendings at 120 listings and at 2,000
// contracts); BENCH_ORIGIN_PART=public or staff runs one half alone.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { BENCH_ADMIN_PASSWORD, ROOT, cpuSeconds, freePort, settled } from './bench-support.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const WARMUP = Number(process.env.BENCH_WARMUP || 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const ROUNDS = Number(process.env.BENCH_ORIGIN_ROUNDS || 3);
const CONTROL = process.env.BENCH_ORIGIN_CONTROL === '1';
/**
 * The targets printed beside the figures: the origin as a visitor meets it keeps the share of bare node:http measured
 * from outside on 2026-11-28 (catalogue 37 %, detail 17 %, p99 ≤ 12 ms); without its request log, the origin answers
 * as the API alone does (≥ 90 %: the same settings, one process more or less).
 */
const TARGET = { ofDirect: 90, ofBare: { 'catálogo página 1 (9)': 37, 'ficha de propiedad': 17 }, p99: 12 };

const fmt = (n, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * A node process on `port`, ready once `probe` answers 200; stopped with SIGTERM. `logFile`: its standard output goes
 * there (as a service's goes to its journal), else nowhere.
 */
async function serve(args, env, port, probe = '/api/health', logFile = null) {
  const out = logFile ? fs.openSync(logFile, 'a') : 'ignore';
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', out, 'inherit'] });
  if (logFile) fs.closeSync(out);
  const exited = new Promise((r) => child.once('exit', r));
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}${probe}`)).ok) break;
    } catch {
      /* starting */
    }
    if (i > 900) {
      child.kill('SIGKILL');
      throw new Error(`${args.join(' ')} did not start`);
    }
    await sleep(200);
  }
  await settled(child.pid);
  return {
    pid: child.pid,
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A bare node:http server in a process of its own, answering every request with `body`. */
async function bare(body, contentType) {
  const port = await freePort();
  const file = path.join(os.tmpdir(), `inmo-bench-origin-${process.pid}-${port}.bin`);
  fs.writeFileSync(file, body);
  const code = `const http = require('node:http'); const body = require('node:fs').readFileSync(${JSON.stringify(file)});
http.createServer((req, res) => { req.resume(); req.on('end', () => { res.writeHead(200, { 'content-type': ${JSON.stringify(contentType)}, 'content-length': body.length }); res.end(body); }); })
  .listen(${port}, '127.0.0.1');`;
  const server = await serve(['-e', code], {}, port, '/');
  return { ...server, stop: async () => (await server.stop(), fs.rmSync(file, { force: true })) };
}

function load(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS }, (err, res) => (err ? reject(err) : resolve(res)));
  });
}

/** Warm-up, then the measured run, with the server's CPU time per request. */
async function measure(server, pathAndQuery, headers = {}) {
  const url = server.url + pathAndQuery;
  await new Promise((resolve, reject) => autocannon({ url, headers, connections: CONNECTIONS, duration: WARMUP }, (err) => (err ? reject(err) : resolve())));
  const cpu0 = cpuSeconds(server.pid);
  const r = await load(url, headers);
  const cpuUs = ((cpuSeconds(server.pid) - cpu0) * 1e6) / Math.max(1, r.requests.total);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors, cpuUs };
}

/**
 * @param {(...a: unknown[]) => void} say
 * @param {{ databaseUrl?: string | null, propertyId?: string }} [opts] databaseUrl null or unset: PGlite in a temporary
 *   folder with the demo data; propertyId: the detail measured (default: the first of the catalogue's first page)
 */
export async function benchOrigin(say, opts = {}) {
  const databaseUrl = opts.databaseUrl ?? null;
  const dataDir = databaseUrl ? path.join(ROOT, 'data/bench') : fs.mkdtempSync(path.join(os.tmpdir(), 'inmo-bench-origin-'));
  // Production settings, as bench-support.mjs starts the API; the demo data only on the embedded database (empty).
  const env = {
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
    DATABASE_URL: databaseUrl ?? '',
    DATABASE_QUERY_TIMEOUT_MS: '600000',
    API_LOG: '0',
    SEED_DEMO: databaseUrl ? '0' : '1',
    ADMIN_USER: 'admin',
    ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
    DATA_DIR: dataDir,
    GATEWAY_TRUSTED_PROXIES: '',
  };
  const servers = [];
  let cases;
  const rows = []; // { round, endpoint, server, rps, p50, p99, non2xx, cpuUs }
  try {
    let port = await freePort();
    const direct = await serve(['--enable-source-maps', path.join(ROOT, 'api/dist/main.js')], { ...env, API_PORT: String(port), API_HOST: '127.0.0.1' }, port);
    servers.push(direct);
    const id = opts.propertyId ?? (await (await fetch(`${direct.url}/api/user/propiedades-publicas?page=1&limit=9`)).json()).propiedades[0].id;
    cases = [
      { endpoint: 'catálogo página 1 (9)', path: '/api/user/propiedades-publicas?page=1&limit=9' },
      { endpoint: 'ficha de propiedad', path: `/api/user/propiedad/${id}` },
    ];
    for (const c of cases) {
      const r = await fetch(direct.url + c.path);
      if (!r.ok) throw new Error(`${c.path}: ${r.status}`);
      c.body = Buffer.from(await r.arrayBuffer());
      c.type = r.headers.get('content-type') || 'application/json';
    }
    let originDir = dataDir;
    if (!databaseUrl) {
      // PGlite is one process's: the origin gets a copy of the folder the API seeded, taken with the API stopped.
      await direct.stop();
      servers.length = 0;
      originDir = `${dataDir}-origin`;
      fs.cpSync(dataDir, originDir, { recursive: true });
      port = await freePort();
      servers.push(await serve(['--enable-source-maps', path.join(ROOT, 'api/dist/main.js')], { ...env, API_PORT: String(port), API_HOST: '127.0.0.1' }, port));
    }
    if (CONTROL) {
      let controlDir = dataDir;
      if (!databaseUrl) {
        controlDir = `${dataDir}-control`;
        fs.cpSync(originDir, controlDir, { recursive: true });
      }
      port = await freePort();
      servers.push(await serve(['--enable-source-maps', path.join(ROOT, 'api/dist/main.js')], { ...env, DATA_DIR: controlDir, API_PORT: String(port), API_HOST: '127.0.0.1' }, port));
    }
    // `npm start` as a visitor meets it: started with no settings but its data, port and host (and the database),
    // so with its defaults: request logs on, written to a file as a service's journal takes them, NODE_ENV unset.
    // Beside it the same origin with the request log off (API_LOG=0, NODE_ENV=production, the API's settings above):
    // what the log costs. Their API_PORT is never listened on.
    const visitorEnv = { DATABASE_URL: env.DATABASE_URL, ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD, SEED_DEMO: env.SEED_DEMO, NODE_ENV: '', API_LOG: '', JWT_SECRET: '', GATEWAY_TRUSTED_PROXIES: '' };
    const quietDir = databaseUrl ? dataDir : `${dataDir}-origin-quiet`;
    if (!databaseUrl) fs.cpSync(originDir, quietDir, { recursive: true }); // before the origin opens originDir
    const origins = [];
    for (const [name, originEnv, logged, dir] of [
      ['origen de npm start', visitorEnv, true, originDir],
      ['origen de npm start, sin registro de pedidos', env, false, quietDir],
    ]) {
      port = await freePort();
      const logFile = logged ? path.join(os.tmpdir(), `inmo-bench-origin-${process.pid}-${port}.log`) : null;
      const server = await serve([path.join(ROOT, 'scripts/start.mjs')], { ...originEnv, DATA_DIR: dir, PORT: String(port), HOST: '127.0.0.1', API_PORT: String(await freePort()) }, port, '/api/health', logFile);
      server.name = name;
      if (logFile) {
        const stop = server.stop;
        server.stop = async () => (await stop(), fs.rmSync(logFile, { force: true }));
      }
      servers.push(server);
      origins.push(server);
    }
    const [api, control] = CONTROL ? servers : [servers[0], null];
    const [origin, quiet] = origins;
    api.name = 'API directa';
    if (control) control.name = 'API directa, 2.º proceso (control)';
    const measured = [api, origin, quiet, ...(control ? [control] : [])];
    for (const c of cases) {
      // The same bytes from all (headers aside): all answer the very request measured.
      for (const server of measured) {
        const body = Buffer.from(await (await fetch(server.url + c.path)).arrayBuffer());
        if (!body.equals(c.body)) throw new Error(`${server.name} answers ${c.path} with other bytes (${body.length} against ${c.body.length})`);
      }
      c.bare = await bare(c.body, c.type);
      c.bare.name = 'node:http pelado';
      servers.push(c.bare);
    }

    say(`\nthe one origin of npm start against the API alone and a bare node:http server (${databaseUrl ? 'PostgreSQL' : 'PGlite, demo data'}), ${CONNECTIONS} connections, ${WARMUP} + ${SECONDS} s each, ${ROUNDS} round(s)`);
    for (let round = 1; round <= ROUNDS; round++) {
      for (const c of cases) {
        // Who goes first turns round by round.
        const all = [...measured, c.bare];
        const order = all.map((_, i) => all[(i + round - 1) % all.length]);
        for (const server of order) {
          const m = await measure(server, c.path);
          rows.push({ round, endpoint: c.endpoint, server: server.name, ...m });
          say(`  round ${round}, ${c.endpoint}, ${server.name}: ${fmt(m.rps)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms, ${fmt(m.cpuUs)} µs of its CPU per request`);
        }
      }
    }
  } finally {
    for (const server of servers) await server.stop();
    if (!databaseUrl) for (const dir of [dataDir, `${dataDir}-origin`, `${dataDir}-origin-quiet`, `${dataDir}-control`]) fs.rmSync(dir, { recursive: true, force: true });
  }

  if (ROUNDS > 1) say("\n(medianas: each figure is the median of its rounds, each ratio the median of the rounds' ratios, not a ratio of the medians)");
  say(`\n| endpoint | server | reply bytes | req/s | p50 ms | p99 ms | non-2xx | server CPU µs/request | % of API directa (without the log ≥ ${TARGET.ofDirect} %) | % of node:http (origin: catalogue ≥ 37 %, detail ≥ 17 %) |`);
  say('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  const verdicts = [];
  const pct = (x) => `${fmt(x, 1)} %`;
  for (const c of cases) {
    const of = (server, round) => rows.find((r) => r.endpoint === c.endpoint && r.server === server && r.round === round);
    const ratios = { api: [], ofDirect: [], ofBare: [], quiet: [], quietOfBare: [], control: [], controlOfBare: [] };
    const QUIET_NAME = 'origen de npm start, sin registro de pedidos';
    const CONTROL_NAME = 'API directa, 2.º proceso (control)';
    const line = (label, server, m, ofDirect, ofBare) =>
      say(`| ${label} | ${server} | ${fmt(c.body.length)} | ${fmt(m.rps)} | ${m.p50} | ${m.p99} | ${m.non2xx} | ${fmt(m.cpuUs)} | ${ofDirect} | ${ofBare} |`);
    for (let round = 1; round <= ROUNDS; round++) {
      const [d, o, b] = ['API directa', 'origen de npm start', 'node:http pelado'].map((server) => of(server, round));
      ratios.api.push((100 * d.rps) / b.rps);
      ratios.ofDirect.push((100 * o.rps) / d.rps);
      ratios.ofBare.push((100 * o.rps) / b.rps);
      const label = ROUNDS > 1 ? `${c.endpoint}, ronda ${round}` : c.endpoint;
      line(label, 'API directa', d, '100 %', pct(ratios.api.at(-1)));
      line(label, 'origen de npm start', o, `**${pct(ratios.ofDirect.at(-1))}**`, `**${pct(ratios.ofBare.at(-1))}**`);
      const q = of(QUIET_NAME, round);
      ratios.quiet.push((100 * q.rps) / d.rps);
      ratios.quietOfBare.push((100 * q.rps) / b.rps);
      line(label, QUIET_NAME, q, pct(ratios.quiet.at(-1)), pct(ratios.quietOfBare.at(-1)));
      if (CONTROL) {
        const k = of(CONTROL_NAME, round);
        ratios.control.push((100 * k.rps) / d.rps);
        ratios.controlOfBare.push((100 * k.rps) / b.rps);
        line(label, CONTROL_NAME, k, pct(ratios.control.at(-1)), pct(ratios.controlOfBare.at(-1)));
      }
      line(label, 'node:http pelado', b, '—', '100 %');
    }
    const all = (server) => rows.filter((r) => r.endpoint === c.endpoint && r.server === server);
    const med = (server) => {
      const xs = all(server);
      return { rps: median(xs.map((r) => r.rps)), p50: median(xs.map((r) => r.p50)), p99: median(xs.map((r) => r.p99)), non2xx: xs.reduce((a, r) => a + r.non2xx, 0), cpuUs: median(xs.map((r) => r.cpuUs)) };
    };
    const [ofDirect, ofBare] = [median(ratios.ofDirect), median(ratios.ofBare)];
    const originMed = med('origen de npm start');
    if (ROUNDS > 1) {
      const label = `${c.endpoint}, medianas`;
      line(label, 'API directa', med('API directa'), '100 %', pct(median(ratios.api)));
      line(label, 'origen de npm start', originMed, `**${pct(ofDirect)}**`, `**${pct(ofBare)}**`);
      line(label, QUIET_NAME, med(QUIET_NAME), pct(median(ratios.quiet)), pct(median(ratios.quietOfBare)));
      if (CONTROL) line(label, CONTROL_NAME, med(CONTROL_NAME), pct(median(ratios.control)), pct(median(ratios.controlOfBare)));
      line(label, 'node:http pelado', med('node:http pelado'), '—', '100 %');
    }
    const quietOfDirect = median(ratios.quiet);
    const met = ofBare >= TARGET.ofBare[c.endpoint] && originMed.p99 <= TARGET.p99;
    verdicts.push(
      `${c.endpoint}: the origin as a visitor meets it at ${pct(ofBare)} of the bare server (target ≥ ${TARGET.ofBare[c.endpoint]} %), p99 ${originMed.p99} ms (≤ ${TARGET.p99} ms): ${met ? 'met' : 'NOT met'}; ` +
        `without the request log ${pct(median(ratios.quietOfBare))} of the bare server and ${pct(quietOfDirect)} of the API alone (≥ ${TARGET.ofDirect} %: ${quietOfDirect >= TARGET.ofDirect ? 'met' : 'NOT met'})` +
        `${ROUNDS > 1 ? ', medians of the rounds' : ''}${CONTROL ? `; a second API process at ${pct(median(ratios.control))} of the first (${ratios.control.map((x) => fmt(x, 0)).join(', ')} %)` : ''}`,
    );
  }
  say('');
  for (const v of verdicts) say(v);
}

// --- Staff pages ---
// The back office's heaviest reads through npm start's origin, staff's token on every request, beside a bare node:http
// server answering the same bytes, in turns as above (BENCH_ORIGIN_ROUNDS rounds, BENCH_CONNECTIONS connections,
// BENCH_WARMUP + BENCH_SECONDS s each; the ratios are taken within each round, their median is the verdict).
// Two data sets, each a copy of a folder the API seeded (PGlite, demo data) and then filled here by SQL:
// - '120 anuncios': the demo data topped up to 120 listings (three pictures each): the unpaged admin list, metricas,
//   'Inquilinos en mora' and the rentals' pendings;
// - '2.000 contratos': besides, 2,000 running contracts begun 10 to 11 years ago, each with a payment per month due
//   so far (one in ten stopped paying three months ago, one in twenty ends within 60 days; a tenth adjust by a fixed
//   10 % a year): mora and pendings.
// Targets (issue 'staff pages as fast as the public ones'): the admin list ≥ 400 req/s with p99 ≤ 250 ms, metricas
// p99 ≤ 50 ms, mora and pendings at 2,000 contracts p99 ≤ 50 ms; no errors anywhere.
const STAFF = {
  lista: { endpoint: 'lista admin sin paginar', path: '/api/admin/todas-propiedades' },
  metricas: { endpoint: 'métricas', path: '/api/admin/metricas' },
  mora: { endpoint: 'inquilinos en mora', path: '/api/admin/alquileres/mora' },
  pendientes: { endpoint: 'pendientes de alquileres', path: '/api/admin/alquileres/pendientes' },
};
const STAFF_TARGET = { 'lista admin sin paginar': { rps: 400, p99: 250 }, métricas: { p99: 50 }, 'inquilinos en mora': { p99: 50 }, 'pendientes de alquileres': { p99: 50 } };

/** Tops the listings up to `n` (not deleted), three pictures each. */
export async function listings(db, n) {
  const have = (await db.query('SELECT count(*)::int AS n FROM properties WHERE deleted_at IS NULL')).rows[0].n;
  if (have >= n) return;
  await db.query(
    `INSERT INTO properties (tipo, categoria, titulo, operacion, visible, descripcion, fecha_publicacion, calle, altura, localidad, lat, lng,
        precio_monto, precio_moneda, precio_visible, habitaciones, banos, ambientes, superficie_total, superficie_cubierta, servicio_agua, servicio_luz)
     SELECT 'Casa', 'Casa', 'Casa en Chivilcoy nº ' || i, (ARRAY['venta','alquiler'])[1 + i % 2], (i % 10) <> 0,
            'Propiedad de prueba número ' || i || ' con una descripción de largo habitual: living comedor, cocina, patio & parrilla.',
            DATE '2024-01-01' + (i % 600), 'Av. San Martín', 100 + i, 'Chivilcoy', -34.9 + i / 1000.0, -60.0 - i / 1000.0,
            50000 + i, 'USD', true, 1 + i % 5, 1 + i % 3, 2 + i % 6, 200 + i, 80 + i, true, true
     FROM generate_series(1, $1::int) AS i`,
    [n - have],
  );
  await db.query(
    `INSERT INTO property_images (property_id, url, public_id, descripcion, orden, es_portada)
     SELECT p.id, '/api/media/' || md5(p.id::text || o) || '.webp', 'f_' || o, 'Foto ' || (o + 1), o, o = 0
     FROM properties p CROSS JOIN generate_series(0, 2) AS o WHERE p.titulo LIKE 'Casa en Chivilcoy nº %'`,
  );
}

/** `n` running contracts, 10 to 11 years old, with their payments (see above); their properties hidden, rented. */
export async function contracts(db, n) {
  await db.query(
    `INSERT INTO clients (nombre, apellido, dni, mail, telefono, telefono_e164)
     SELECT (ARRAY['Ana','Juan','María','Carlos','Lucía','Jorge','Sofía','Pablo'])[1 + i % 8], 'Banco ' || i, (40000000 + i)::text,
            'banco' || i || '@correo.example', '2346 ' || (500000 + i), '+542346' || (500000 + i)
     FROM generate_series(1, $1::int) AS i`,
    [n + n / 10],
  );
  await db.query(
    `INSERT INTO properties (tipo, categoria, titulo, operacion, visible, descripcion, calle, altura, localidad, precio_monto, precio_moneda)
     SELECT 'Departamento', 'Departamento', 'Departamento alquilado nº ' || i, 'alquiler', false, '', 'Moreno', i, 'Chivilcoy', 100000, 'ARS'
     FROM generate_series(1, $1::int) AS i`,
    [n],
  );
  // Tenants are clients 1…n, owners n+1…n+n/10; contract i starts 120 + i % 12 months before this month.
  await db.query(
    `WITH p AS (SELECT id, row_number() OVER (ORDER BY altura) AS i FROM properties WHERE titulo LIKE 'Departamento alquilado nº %'),
          c AS (SELECT id, dni::int - 40000000 AS i FROM clients WHERE apellido LIKE 'Banco %'),
          x AS (SELECT i, (date_trunc('month', now() AT TIME ZONE 'America/Argentina/Buenos_Aires') - make_interval(months => 120 + (i % 12)::int))::date AS inicio,
                       CASE WHEN i % 20 = 0 THEN 121 + (i % 12)::int ELSE 144 END AS meses FROM generate_series(1, $1::int) AS i)
     INSERT INTO rental_contracts (propiedad_id, propietario_id, inquilino_id, inicio, meses, fin, moneda, monto_inicial_centavos, indice, cada_meses, porcentaje,
        dia_vencimiento, punitorio_diario, comision_administracion)
     SELECT p.id, o.id, t.id, x.inicio, x.meses, (x.inicio + make_interval(months => x.meses))::date, 'ARS', 10000000 + x.i * 100,
            CASE WHEN x.i % 10 = 5 THEN 'FIJO' ELSE 'NINGUNO' END, 12, CASE WHEN x.i % 10 = 5 THEN 10 END, 10, 0.1, 8
     FROM x JOIN p ON p.i = x.i JOIN c t ON t.i = x.i JOIN c o ON o.i = $1::int + 1 + x.i % ($1::int / 10)`,
    [n],
  );
  // One payment per month so far (this month's too), on its due day or today, of that month's rent (fixed adjustments: 10 % a year, compounded).
  await db.query(
    `INSERT INTO rental_payments (contrato_id, fecha, monto_centavos, medio, recibo_numero, recibo_secreto, created_at)
     SELECT c.id, least((c.inicio + make_interval(months => k))::date + 9, (now() AT TIME ZONE 'America/Argentina/Buenos_Aires')::date),
            round(c.monto_inicial_centavos * CASE WHEN c.indice = 'FIJO' THEN power(1.1, k / 12) ELSE 1 END)::bigint,
            'transferencia', row_number() OVER (ORDER BY c.id, k), md5(c.id::text || k), now()
     FROM rental_contracts c
     CROSS JOIN LATERAL generate_series(0, (extract(year from age(now()::date, c.inicio)) * 12 + extract(month from age(now()::date, c.inicio)))::int) AS k
     WHERE c.activo AND NOT (right(c.monto_inicial_centavos::text, 3)::int / 100 % 10 = 0 AND c.inicio + make_interval(months => k) > now() - interval '3 months')`,
  );
  await db.query(`UPDATE rental_counters SET valor = (SELECT max(recibo_numero) FROM rental_payments) WHERE nombre = 'recibo'`);
  await db.query(`UPDATE properties SET estado = 'Alquilado' WHERE titulo LIKE 'Departamento alquilado nº %'`).catch(() => undefined);
}

export async function benchStaff(say) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'inmo-bench-staff-'));
  const env = {
    NODE_ENV: 'production', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789', DATABASE_URL: '', DATABASE_QUERY_TIMEOUT_MS: '600000', API_LOG: '0',
    SEED_DEMO: '1', ADMIN_USER: 'admin', ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD, DATA_DIR: base, GATEWAY_TRUSTED_PROXIES: '',
  };
  const sets = [
    { name: '120 anuncios', cases: [STAFF.lista, STAFF.metricas, STAFF.mora, STAFF.pendientes], fill: (db) => listings(db, 120) },
    { name: '2.000 contratos, 10 años de cuotas', cases: [STAFF.mora, STAFF.pendientes], fill: async (db) => (await listings(db, 120), await contracts(db, 2000)) },
  ];
  const rows = [];
  const servers = [];
  try {
    // The API once: the migrations and the demo data; then each set's copy, filled with the API stopped.
    const port = await freePort();
    await (await serve(['--enable-source-maps', path.join(ROOT, 'api/dist/main.js')], { ...env, API_PORT: String(port), API_HOST: '127.0.0.1' }, port)).stop();
    for (const [i, set] of sets.entries()) {
      set.dir = `${base}-${i}`;
      fs.cpSync(base, set.dir, { recursive: true });
      const db = await PGlite.create({ dataDir: path.join(set.dir, 'pglite'), extensions: { unaccent, pg_trgm, btree_gist } });
      const t0 = Date.now();
      await set.fill(db);
      const counts = (await db.query(`SELECT (SELECT count(*) FROM properties WHERE deleted_at IS NULL)::int AS p, (SELECT count(*) FROM rental_contracts)::int AS c, (SELECT count(*) FROM rental_payments)::int AS pagos`)).rows[0];
      await db.close();
      say(`${set.name}: ${fmt(counts.p)} properties, ${fmt(counts.c)} contracts, ${fmt(counts.pagos)} payments (filled in ${fmt((Date.now() - t0) / 1000, 1)} s)`);
    }
    say(`\nstaff pages through the one origin of npm start (request log on, as a visitor starts it) against a bare node:http server, ${CONNECTIONS} connections, ${WARMUP} + ${SECONDS} s each, ${ROUNDS} round(s)`);
    for (const set of sets) {
      const originPort = await freePort();
      const origin = await serve([path.join(ROOT, 'scripts/start.mjs')], { DATABASE_URL: '', ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD, SEED_DEMO: '1', NODE_ENV: '', API_LOG: '', JWT_SECRET: '', GATEWAY_TRUSTED_PROXIES: '', DATA_DIR: set.dir, PORT: String(originPort), HOST: '127.0.0.1', API_PORT: String(await freePort()) }, originPort, '/api/health', path.join(set.dir, 'origin.log'));
      origin.name = 'origen de npm start';
      servers.push(origin);
      const login = await fetch(`${origin.url}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ usuario: 'admin', contraseña: BENCH_ADMIN_PASSWORD }) });
      const headers = { 'auth-token': (await login.json()).data.token };
      const cases = set.cases.map((c) => ({ ...c }));
      for (const c of cases) {
        const t0 = Date.now();
        const r = await fetch(origin.url + c.path, { headers });
        if (!r.ok) throw new Error(`${c.path}: ${r.status}`);
        c.body = Buffer.from(await r.arrayBuffer());
        c.first = Date.now() - t0;
        c.type = r.headers.get('content-type') || 'application/json';
        c.bare = await bare(c.body, c.type);
        c.bare.name = 'node:http pelado';
        servers.push(c.bare);
        say(`  ${set.name}, ${c.endpoint}: ${fmt(c.body.length)} bytes, the first (computed) in ${fmt(c.first)} ms`);
      }
      for (let round = 1; round <= ROUNDS; round++) {
        for (const c of cases) {
          const order = round % 2 ? [origin, c.bare] : [c.bare, origin];
          for (const server of order) {
            const m = await measure(server, c.path, headers);
            rows.push({ round, set: set.name, endpoint: c.endpoint, server: server.name, bytes: c.body.length, ...m });
            say(`  round ${round}, ${set.name}, ${c.endpoint}, ${server.name}: ${fmt(m.rps)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms, ${m.non2xx} non-2xx, ${m.errors} errors, ${fmt(m.cpuUs)} µs of its CPU per request`);
          }
        }
      }
      for (const s of servers.splice(0)) await s.stop();
    }
  } finally {
    for (const s of servers) await s.stop();
    for (const dir of [base, ...sets.map((s) => s.dir).filter(Boolean)]) fs.rmSync(dir, { recursive: true, force: true });
  }

  say(`\n| data | endpoint | reply bytes | origin req/s | p50 ms | p99 ms | errors + non-2xx | origin CPU µs/request | bare req/s | bare p99 ms | % of bare | target |`);
  say('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  const verdicts = [];
  for (const set of sets) {
    for (const c of set.cases) {
      const pick = (server) => rows.filter((r) => r.set === set.name && r.endpoint === c.endpoint && r.server === server);
      const o = pick('origen de npm start');
      const b = pick('node:http pelado');
      const ratio = median(o.map((r, i) => (100 * r.rps) / b[i].rps));
      const m = { rps: median(o.map((r) => r.rps)), p50: median(o.map((r) => r.p50)), p99: median(o.map((r) => r.p99)), bad: o.reduce((a, r) => a + r.errors + r.non2xx, 0), cpuUs: median(o.map((r) => r.cpuUs)) };
      const target = STAFF_TARGET[c.endpoint];
      const applies = c.endpoint !== 'inquilinos en mora' && c.endpoint !== 'pendientes de alquileres' ? true : set.name.startsWith('2.000');
      const met = m.bad === 0 && m.p99 <= target.p99 && (!target.rps || m.rps >= target.rps);
      const goal = `${target.rps ? `≥ ${target.rps} req/s, ` : ''}p99 ≤ ${target.p99} ms${applies ? `: ${met ? 'met' : 'NOT met'}` : ' (at 2,000 contracts)'}`;
      say(`| ${set.name} | ${c.endpoint} | ${fmt(o[0].bytes)} | ${fmt(m.rps)} | ${m.p50} | ${m.p99} | ${m.bad} | ${fmt(m.cpuUs)} | ${fmt(median(b.map((r) => r.rps)))} | ${median(b.map((r) => r.p99))} | ${fmt(ratio, 1)} % | ${goal} |`);
      if (applies) verdicts.push(`${set.name}, ${c.endpoint}: ${fmt(m.rps)} req/s, p99 ${m.p99} ms, ${m.bad} errors (${goal})`);
    }
  }
  say(`\n(medians of ${ROUNDS} round(s); % of bare: the median of the rounds' ratios)`);
  for (const v of verdicts) say(v);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  // BENCH_ORIGIN_PART=public or staff: one half alone.
  const part = process.env.BENCH_ORIGIN_PART || 'all';
  (async () => {
    if (part !== 'staff') await benchOrigin(console.log, { databaseUrl: process.env.BENCH_DATABASE_URL || null });
    if (part !== 'public') await benchStaff(console.log);
  })().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
