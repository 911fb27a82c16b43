#!/usr/bin/env node
// The home and a JavaScript file while logins flood the site: figures, not tests. `npm run bench` runs it
// (BENCH_ONLY=inundacion for it alone); `npm run bench:login-flood` alone.
//
// `npm start` (scripts/start.mjs, one process, with the demo data) on PostgreSQL at BENCH_FLOOD_DATABASE_URL
// (postgres://postgres@127.0.0.1:5432/inmo_bench_flood, created when missing), with GATEWAY_TRUSTED_PROXIES=127.0.0.1,
// so each login can come from an address of its own (X-Forwarded-For). Measured
// with autocannon, BENCH_FLOOD_CONNECTIONS (10) connections, BENCH_SECONDS (10) s after BENCH_WARMUP (2) s:
//   1. GET / (the home's HTML, gzip) and GET of the shell's main.js (Brotli), at rest;
//   2. the same while another autocannon posts BENCH_FLOOD_RATE (31) failed logins a second, each with a made-up user
//      name from a made-up address (every one hashes a password: argon2id).
// Rounds (BENCH_FLOOD_ROUNDS, 3) alternate rest and flood; the ratio of the medians of p99 is the verdict (goal ≤ 2×).
// The site's ceiling (500 failed logins in 15 minutes) would turn the flood away after ~16 s, when it stops costing a
// hash: the failures are deleted before each flood (which lasts 13 s), so every login of it is hashed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { BENCH_ADMIN_PASSWORD, ROOT, freePort, settled } from './bench-support.mjs';

const DB_URL = process.env.BENCH_FLOOD_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/inmo_bench_flood';

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const WARMUP = Number(process.env.BENCH_WARMUP || 2);
const CONNECTIONS = Number(process.env.BENCH_FLOOD_CONNECTIONS || 10);
const RATE = Number(process.env.BENCH_FLOOD_RATE || 31);
const ROUNDS = Number(process.env.BENCH_FLOOD_ROUNDS || 3);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const fmt = (n, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
const run = (opts) => new Promise((resolve, reject) => autocannon(opts, (err, res) => (err ? reject(err) : resolve(res))));
const octet = () => 1 + Math.floor(Math.random() * 254);

/** @param {(...a: unknown[]) => void} say */
export async function benchLoginFlood(say) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inmo-bench-flood-'));
  const admin = new pg.Client({ connectionString: Object.assign(new URL(DB_URL), { pathname: '/postgres' }).href });
  await admin.connect();
  const name = new URL(DB_URL).pathname.slice(1);
  if (!(await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount) await admin.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
  await admin.end();
  const db = new pg.Client({ connectionString: DB_URL });
  await db.connect();
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: DB_URL, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', API_PORT: String(await freePort()), ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD, GATEWAY_TRUSTED_PROXIES: '127.0.0.1', API_LOG: '0', NODE_ENV: 'production', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; ; i++) {
      if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode})`);
      if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break;
      if (i > 900) throw new Error('npm start did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
    await settled(child.pid);
    const html = await (await fetch(base, { headers: { accept: 'text/html' } })).text();
    const script = /<script[^>]+src="([^"]*main[^"]*\.js)"/.exec(html)?.[1] ?? '/main.js';
    const cases = [
      { name: 'página / (HTML, gzip)', url: `${base}/`, headers: { accept: 'text/html', 'accept-encoding': 'gzip' } },
      { name: `JavaScript ${script} (Brotli)`, url: new URL(script, base).href, headers: { 'accept-encoding': 'br' } },
    ];
    const flood = () =>
      autocannon({
        url: `${base}/api/user/login`,
        connections: 20,
        overallRate: RATE,
        duration: WARMUP + SECONDS + 1,
        requests: [
          {
            method: 'POST',
            setupRequest: (req) => ({
              ...req,
              headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` },
              body: JSON.stringify({ usuario: `inventado-${Math.random().toString(36).slice(2, 10)}`, contraseña: 'una-clave-cualquiera-1' }),
            }),
          },
        ],
      });
    const rows = [];
    say(`\nthe home and a script while ${RATE} failed logins a second flood the site (npm start on PostgreSQL), ${CONNECTIONS} connections, ${WARMUP} + ${SECONDS} s, ${ROUNDS} round(s)`);
    for (let round = 1; round <= ROUNDS; round++) {
      for (const flooding of round % 2 ? [false, true] : [true, false]) {
        for (const c of cases) {
          if (flooding) await db.query(`DELETE FROM rate_limit_events WHERE bucket LIKE 'login%'`);
          const logins = flooding ? flood() : null;
          await run({ url: c.url, headers: c.headers, connections: CONNECTIONS, duration: WARMUP });
          const r = await run({ url: c.url, headers: c.headers, connections: CONNECTIONS, duration: SECONDS });
          const f = logins ? await logins : null;
          if (f) logins.stop?.();
          rows.push({ round, flooding, name: c.name, p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.average, logins: f ? f.requests.average : 0, statuses: f ? { '2xx': f['2xx'], non2xx: f.non2xx } : null });
          say(`  round ${round}, ${flooding ? 'flood' : 'rest '}, ${c.name}: ${fmt(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms${f ? `; logins ${fmt(f.requests.average, 1)}/s (non-2xx ${f.non2xx})` : ''}`);
        }
      }
    }
    say('\n| request | p50 ms at rest | p99 ms at rest | p50 ms in the flood | p99 ms in the flood | p99 flood / rest (goal ≤ 2×) |');
    say('|---|---:|---:|---:|---:|---:|');
    for (const c of cases) {
      const of = (flooding, k) => median(rows.filter((r) => r.name === c.name && r.flooding === flooding).map((r) => r[k]));
      const ratio = of(true, 'p99') / Math.max(1, of(false, 'p99'));
      say(`| ${c.name} | ${of(false, 'p50')} | ${of(false, 'p99')} | ${of(true, 'p50')} | ${of(true, 'p99')} | ${fmt(ratio, 2)}× ${ratio <= 2 ? 'met' : 'NOT met'} |`);
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await db.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  benchLoginFlood(console.log).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
