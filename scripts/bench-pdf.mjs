#!/usr/bin/env node
// `npm run bench:pdf`: does a valuation report slow the public site? The compiled API (api/dist/main.js, production
// settings, PGlite in a temporary folder with the demo data) answers the home's listings (propiedades-destacadas) at a
// steady BENCH_PDF_RATE (200) requests a second from BENCH_CONNECTIONS (10) connections for BENCH_SECONDS (10) s:
// first quiet, then while BENCH_PDF_PARALLEL (6) staff download valuation reports of 30 comparables (the most a
// valuation takes), each of their own valuation: all at the same moment once a second (BENCH_PDF_BURST_MS), and then,
// as a stress beyond any office, each one after another the whole time. BENCH_PDF_ROUNDS (3) rounds of these, so
// each loaded run has a quiet neighbour in time (the machine's speed drifts with what else runs on it). Beside the
// latencies, the CPU time of the API's request thread (its main thread, /proc/<pid>/task/<pid>) and of the whole
// process per run: what a report costs the thread that answers visitors, and what it costs in all. A fourth run per
// round has the same staff read their valuation as JSON back to back instead: what any staff request costs that thread.
// The verdict: the median of the once-a-second runs' home p99 stays below twice the median of the quiet runs'.
// A figure, not a test: run it alone on the machine (`npm run build` first).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { BENCH_ADMIN_PASSWORD, ROOT, cpuSeconds, freePort, settled } from './bench-support.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const RATE = Number(process.env.BENCH_PDF_RATE || 200);
const PARALLEL = Number(process.env.BENCH_PDF_PARALLEL || 6);
const ROUNDS = Number(process.env.BENCH_PDF_ROUNDS || 3);
const BURST_MS = Number(process.env.BENCH_PDF_BURST_MS || 1000);
const HOME = '/api/user/propiedades-destacadas';
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

/** CPU seconds (user + system) of one thread of a process (Linux, 100 clock ticks a second). */
function threadCpu(pid, tid) {
  const fields = fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const fmt = (n, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });

async function startApi(dataDir) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'api/dist/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env, NODE_ENV: 'production', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789', DATABASE_URL: '', API_LOG: '0',
      SEED_DEMO: '1', ADMIN_USER: 'admin', ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD, DATA_DIR: dataDir, API_PORT: String(port), API_HOST: '127.0.0.1',
      GATEWAY_TRUSTED_PROXIES: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((r) => child.once('exit', r));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* starting */
    }
    if (i > 900) throw new Error('the API did not start');
    await sleep(200);
  }
  await settled(child.pid);
  return { url, pid: child.pid, stop: async () => (child.kill('SIGTERM'), await exited) };
}

/** A valuation of 30 comparables about a demo listing (its photo goes on the report when its picture is in local media). */
async function makeValuation(url, token) {
  const call = async (method, p, body) => {
    const r = await fetch(url + p, { method, headers: { 'auth-token': token, 'content-type': 'application/json' }, body: body && JSON.stringify(body) });
    const json = await r.json();
    if (!r.ok) throw new Error(`${method} ${p}: ${r.status} ${JSON.stringify(json).slice(0, 300)}`);
    return json;
  };
  const listing = (await call('GET', '/api/user/propiedades-publicas?page=1&limit=9')).propiedades.find((p) => p.imagenes?.some((i) => i.url.startsWith('/api/media/')));
  const comparables = Array.from({ length: 30 }, (_, i) => ({
    fuente: 'manual', titulo: `Comparable ${i + 1}: casa de tres dormitorios con patio y cochera, calle ${100 + i}`, precio: 90000 + 1500 * i, moneda: 'USD',
    superficieCubierta: 110 + i, superficieSemicubierta: 12, superficieDescubierta: 40, antiguedad: 5 + i, estado: 'bueno', fecha: '2026-10-01',
  }));
  const sujeto = { tipo: 'Casa', localidad: 'Chivilcoy', direccion: 'Av. Ceballos 100', superficieCubierta: 130, superficieDescubierta: 60, antiguedad: 15, estado: 'muy bueno', propiedad: listing?.id ?? null };
  return (await call('POST', '/api/admin/nueva-tasacion', { sujeto, moneda: 'USD', comparables })).data._id;
}

function home(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url: url + HOME, connections: CONNECTIONS, overallRate: RATE, duration: SECONDS }, (err, r) => (err ? reject(err) : resolve(r)));
  });
}

/**
 * PARALLEL staff, each on a valuation of their own, until `stop`: `burst`, all download their report at the same moment
 * once every BURST_MS (the next burst waits for the last to end); otherwise each downloads the report (or, `json`,
 * reads the valuation) again and again, back to back. They run in a thread of their own, so their work on the replies
 * never delays autocannon's clock in this one.
 */
function reports(url, token, ids, stop, { json = false, burst = false } = {}) {
  const code = `
    const { parentPort, workerData: { url, token, ids, json, burst, burstMs } } = require('node:worker_threads');
    const times = [];
    let failed = 0;
    let done = false;
    parentPort.on('message', () => { done = true; });
    const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
    const get = async (id) => {
      const t0 = performance.now();
      const r = await fetch(url + '/api/admin/tasacion/' + id + (json ? '' : '.pdf'), { headers: { 'auth-token': token } });
      const bytes = Buffer.from(await r.arrayBuffer());
      if (r.ok && (json || bytes.subarray(0, 5).toString() === '%PDF-')) times.push(performance.now() - t0);
      else failed++;
    };
    (async () => {
      if (burst) {
        while (!done) {
          const next = performance.now() + burstMs;
          await Promise.all(ids.map(get));
          await sleep(Math.max(0, next - performance.now()));
        }
      } else {
        await Promise.all(ids.map(async (id) => { while (!done) await get(id); }));
      }
      parentPort.postMessage({ times, failed });
    })();`;
  const worker = new Worker(code, { eval: true, workerData: { url, token, ids, json, burst, burstMs: BURST_MS } });
  const result = new Promise((resolve, reject) => {
    worker.once('message', (m) => resolve(m));
    worker.once('error', reject);
  });
  stop.end = () => worker.postMessage('stop');
  return result.finally(() => worker.terminate());
}

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] : NaN;
};

export async function benchPdf(say) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inmo-bench-pdf-'));
  const api = await startApi(dataDir);
  try {
    const login = await fetch(`${api.url}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ usuario: 'admin', contraseña: BENCH_ADMIN_PASSWORD }) });
    const token = (await login.json()).data.token;
    const ids = [];
    for (let i = 0; i < PARALLEL; i++) ids.push(await makeValuation(api.url, token));
    // Warm both paths (the worker starts on the first report).
    await home(api.url);
    const warm = await fetch(`${api.url}/api/admin/tasacion/${ids[0]}.pdf`, { headers: { 'auth-token': token } });
    const pdfBytes = (await warm.arrayBuffer()).byteLength;

    say(`\nthe home's listings (${HOME}) at ${RATE} req/s from ${CONNECTIONS} connections, ${SECONDS} s each, quiet and while ${PARALLEL} valuation reports (30 comparables, ${fmt(pdfBytes / 1024)} KB) are downloaded at once, every ${BURST_MS} ms and back to back, ${ROUNDS} round(s)`);
    const rows = [];
    const run = async (label, mode) => {
      const loaded = mode === 'burst';
      const json = mode === 'json';
      const main0 = threadCpu(api.pid, api.pid);
      const all0 = cpuSeconds(api.pid);
      const stop = {};
      const pdfs = mode === 'quiet' ? null : reports(api.url, token, ids, stop, { json, burst: loaded });
      const r = await home(api.url);
      stop.end?.();
      const pdf = pdfs ? await pdfs : null;
      rows.push({ label, mode, loaded, json, r, pdf, main: threadCpu(api.pid, api.pid) - main0, all: cpuSeconds(api.pid) - all0 });
    };
    for (let round = 1; round <= ROUNDS; round++) {
      await run(`quiet, round ${round}`, 'quiet');
      await run(`${PARALLEL} reports at once every ${BURST_MS / 1000} s, round ${round}`, 'burst');
      await run(`${PARALLEL} reports back to back, round ${round}`, 'stress');
      await run(`${PARALLEL} staff reading their valuation (JSON) back to back, round ${round}`, 'json');
    }

    say('\n| run | home req/s | home p50 ms | home p99 ms | home max ms | home non-2xx | reports done | report p50 ms | report p99 ms | request thread CPU s | whole API CPU s |');
    say('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const { label, r, pdf: p, main, all } of rows) {
      say(`| ${label} | ${fmt(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.latency.max} | ${r.non2xx + r.errors} | ${p ? `${p.times.length}${p.failed ? ` (${p.failed} failed)` : ''}` : '—'} | ${p ? fmt(pct(p.times, 50)) : '—'} | ${p ? fmt(pct(p.times, 99)) : '—'} | ${fmt(main, 2)} | ${fmt(all, 2)} |`);
    }
    const quiet = rows.filter((x) => x.mode === 'quiet');
    const reading = rows.filter((x) => x.mode === 'json');
    const stress = rows.filter((x) => x.mode === 'stress');
    const loaded = rows.filter((x) => x.loaded);
    const quietP99 = median(quiet.map((x) => x.r.latency.p99));
    const loadedP99 = median(loaded.map((x) => x.r.latency.p99));
    const done = stress.reduce((a, x) => a + x.pdf.times.length, 0);
    const extraMain = stress.reduce((a, x) => a + x.main, 0) - quiet.reduce((a, x) => a + x.main, 0);
    const extraAll = stress.reduce((a, x) => a + x.all, 0) - quiet.reduce((a, x) => a + x.all, 0);
    const reads = reading.reduce((a, x) => a + x.pdf.times.length, 0);
    const readMain = reading.reduce((a, x) => a + x.main, 0) - quiet.reduce((a, x) => a + x.main, 0);
    say(`\nper report: ${fmt((1000 * extraMain) / done, 1)} ms of the request thread's CPU, ${fmt((1000 * extraAll) / done, 1)} ms of the whole API's (${done} reports); per JSON read of the same valuation: ${fmt((1000 * readMain) / reads, 1)} ms of the request thread's (${reads} reads)`);
    say(`home p99 with ${PARALLEL} reports back to back: ${median(stress.map((x) => x.r.latency.p99))} ms; with ${PARALLEL} staff reading their valuation back to back: ${median(reading.map((x) => x.r.latency.p99))} ms (medians of ${ROUNDS})`);
    const ok = loadedP99 < 2 * quietP99;
    say(`home p99 with ${PARALLEL} reports at once every ${BURST_MS / 1000} s: ${loadedP99} ms against ${quietP99} ms quiet (medians of ${ROUNDS}; target < 2× = ${2 * quietP99} ms): ${ok ? 'met' : 'NOT met'}`);
    return ok;
  } finally {
    await api.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

benchPdf(console.log).then(
  (ok) => process.exit(ok ? 0 : 1),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
