#!/usr/bin/env node
// `npm run bench:gateway`: the one-origin gateway under load, side by side with an earlier gateway when asked.
// Starts one API process (embedded database, demo data) and the gateway of this build (gateway/dist/main.js), each in
// its own process as `npm start` and compose run them, then measures with autocannon:
//   - hashed JavaScript files as a browser asks for them (Brotli: the shell's main.js, a small page chunk) and the
//     large one as-is (no compression, streamed from disk);
//   - the catalogue's first page through the gateway's /api proxy (and, for reference, from the API directly);
//   - a server-rendered public page (/propiedades-publicas?page=2, HTML, gzip).
//
//   BENCH_BASELINE_REV   a git revision whose scripts/gateway.mjs (the hand-written node:http gateway) runs beside
//                        this build's, over the same built files, runs alternating (e.g. 94af87b)
//   BENCH_RUNS 3 per case and gateway (medians printed)   BENCH_SECONDS 10 (after BENCH_WARMUP 2 s)
//   BENCH_CONNECTIONS 50
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './bench-support.mjs';
import autocannon from 'autocannon';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_RUNS || 3);
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const WARMUP = Number(process.env.BENCH_WARMUP || 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const say = (...a) => console.log(...a);

async function waitFor(url, child, what) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode})`);
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} did not start`);
}

function start(script, env) {
  const child = spawn(process.execPath, [script], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  return child;
}
const children = [];
/** Temporary folders (the API's data, the earlier gateway's copy), removed once the processes have stopped. */
const temporary = [];
const tempDir = (prefix) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  temporary.push(dir);
  return dir;
};

/** The hand-written gateway of an earlier revision, over this build's files (its folders are linked in). */
function baselineGateway(rev) {
  const dir = tempDir('inmo-gateway-baseline-');
  fs.mkdirSync(path.join(dir, 'scripts'));
  for (const f of ['gateway.mjs', 'pages.mjs']) {
    const text = execFileSync('git', ['show', `${rev}:scripts/${f}`], { cwd: ROOT, encoding: 'utf8' });
    fs.writeFileSync(path.join(dir, 'scripts', f), text);
  }
  for (const d of ['contracts', 'shell', 'mf-public', 'mf-backoffice']) fs.symlinkSync(path.join(ROOT, d), path.join(dir, d));
  return path.join(dir, 'scripts/gateway.mjs');
}

function run(opts) {
  return new Promise((resolve, reject) => autocannon({ connections: CONNECTIONS, duration: SECONDS, ...opts }, (err, res) => (err ? reject(err) : resolve(res))));
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (n) => Math.round(n).toLocaleString('en-US');

async function main() {
  const apiPort = await freePort();
  const dataDir = tempDir('inmo-bench-gateway-');
  const api = start(path.join(ROOT, 'api/dist/main.js'), { API_PORT: String(apiPort), DATA_DIR: dataDir, API_LOG: '0', ADMIN_PASSWORD: 'banco-de-pruebas-2026!' });
  await waitFor(`http://127.0.0.1:${apiPort}/api/health`, api, 'API');

  const gateways = [];
  const gwEnv = (port) => ({ PORT: String(port), HOST: '127.0.0.1', API_URL: `http://127.0.0.1:${apiPort}` });
  if (process.env.BENCH_BASELINE_REV) {
    const port = await freePort();
    const child = start(baselineGateway(process.env.BENCH_BASELINE_REV), gwEnv(port));
    gateways.push({ name: `node:http (${process.env.BENCH_BASELINE_REV})`, origin: `http://127.0.0.1:${port}`, child });
  }
  const port = await freePort();
  gateways.push({ name: 'Fastify (this build)', origin: `http://127.0.0.1:${port}`, child: start(path.join(ROOT, 'gateway/dist/main.js'), gwEnv(port)) });
  for (const g of gateways) await waitFor(`${g.origin}/`, g.child, g.name);
  // Both make their Brotli copies at start: let them finish before measuring.
  await new Promise((r) => setTimeout(r, 5000));

  const mainJs = fs.readdirSync(path.join(ROOT, 'shell/dist/assets')).find((f) => /^main\.[0-9a-f]+\.js$/.test(f));
  const pageJs = fs.readdirSync(path.join(ROOT, 'mf-public/dist')).find((f) => /^page-contacto\.[0-9a-f]+\.js$/.test(f));
  const br = { 'accept-encoding': 'gzip, deflate, br' };
  const cases = [
    { name: 'hashed JS, Brotli: shell main.js (102 KB)', path: `/assets/${mainJs}`, headers: br },
    { name: 'hashed JS, uncompressed: shell main.js (374 KB)', path: `/assets/${mainJs}` },
    { name: 'hashed JS, Brotli: page-contacto (2.4 KB)', path: `/mf-public/${pageJs}`, headers: br },
    { name: 'catalogue JSON through /api', path: '/api/user/propiedades-publicas?page=1&limit=9', direct: `http://127.0.0.1:${apiPort}` },
    { name: 'public page, first paint (HTML, gzip)', path: '/propiedades-publicas?page=2', headers: { accept: 'text/html', 'accept-encoding': 'gzip' } },
  ];

  const results = new Map(); // case → target → [{ rps, p50, p99, errors }]
  const add = (c, target, r) => {
    const byTarget = results.get(c.name) ?? new Map();
    results.set(c.name, byTarget);
    byTarget.set(target, [...(byTarget.get(target) ?? []), { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, bad: r.non2xx + r.errors }]);
  };
  for (let i = 0; i < RUNS; i++) {
    for (const c of cases) {
      // Alternate which gateway goes first, so a drift in the machine's speed does not favour one.
      const order = i % 2 ? [...gateways].reverse() : gateways;
      const targets = [...order.map((g) => ({ name: g.name, origin: g.origin })), ...(c.direct ? [{ name: 'API directly', origin: c.direct }] : [])];
      for (const t of targets) {
        const opts = { url: t.origin + c.path, headers: c.headers };
        await run({ ...opts, duration: WARMUP });
        const r = await run(opts);
        add(c, t.name, r);
        say(`run ${i + 1}/${RUNS} · ${c.name} · ${t.name}: ${fmt(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms`);
      }
    }
  }

  say(`\n${CONNECTIONS} connections, ${SECONDS} s per run, medians of ${RUNS} runs; load average at the end: ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}\n`);
  say('| case | server | req/s | p50 ms | p99 ms | non-2xx + errors |');
  say('|---|---|---:|---:|---:|---:|');
  for (const [name, byTarget] of results) {
    for (const [target, rs] of byTarget) {
      say(`| ${name} | ${target} | ${fmt(median(rs.map((r) => r.rps)))} | ${median(rs.map((r) => r.p50))} | ${median(rs.map((r) => r.p99))} | ${rs.reduce((a, r) => a + r.bad, 0)} |`);
    }
  }
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(async () => {
    await Promise.all(children.map((c) => (c.exitCode === null && c.signalCode === null ? new Promise((r) => c.once('exit', r).kill('SIGTERM')) : null)));
    for (const dir of temporary) fs.rmSync(dir, { recursive: true, force: true });
  });
