#!/usr/bin/env node
// `npm run bench:front`: what a first visit costs, measured in Debian's Chromium against the product started as
// `npm start` starts it, through the DevTools protocol, on a mobile profile (see MOBILE below).
//
// 1. Bytes: compressed JavaScript and CSS per route, for a visitor and for staff (fresh browser context per route,
//    so nothing is cached).
//    For the anonymous home, also what each part of its JavaScript costs (react-dom, the federation runtime, the
//    router, styled-components, the apps' own code…), measured from the very files the browser downloaded
//    (scripts/js-breakdown.mjs says how; the rows add up to the files' compressed size).
// 2. Web vitals of the public pages /, /propiedades-publicas and /propiedad/{id}: LCP, CLS and TBT, the median of
//    BENCH_RUNS cold runs each (default 5; fresh context per run, so a cold cache every time). With
//    BENCH_BASELINE_URL (another build, already running), its runs alternate with this build's: a before/after
//    measured side by side, at the same machine load.
//
// How each figure is computed (the same words are printed with the results):
// - LCP: startTime of the last 'largest-contentful-paint' entry (PerformanceObserver, buffered), read after the
//   page went quiet; no input is ever sent, so LCP is never cut short by one.
// - CLS: 'layout-shift' entries without hadRecentInput, grouped in session windows (gap < 1 s, window ≤ 5 s);
//   CLS is the largest window's sum (the web-vitals definition).
// - TBT: long tasks (> 50 ms, PerformanceObserver 'longtask', registered before any page script runs). TTI is
//   approximated as the end of the last long task followed by a quiet window of QUIET_MS without long tasks after
//   the network went idle (or FCP when there is no long task after it). TBT = Σ (duration − 50 ms) of the long
//   tasks between FCP and TTI; a task that starts before FCP counts only its part after FCP (Lighthouse's rule).
import { chromium } from 'playwright-core';
import { startProduct } from '../e2e/support/product.mjs';
import { breakdown, formatBreakdown } from './js-breakdown.mjs';

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'];
const RUNS = Number(process.env.BENCH_RUNS || 5);
const QUIET_MS = 5000;

/** A mid-range phone on a slow 4G link (Lighthouse's "slow 4G" mobile figures). */
const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  // BENCH_CPU: another slowdown, to see how much margin a figure has (a slower phone, or a busier machine).
  cpuSlowdown: Number(process.env.BENCH_CPU || 4),
  latencyMs: 150,
  downKbps: 1600,
  upKbps: 750,
};

// homeJsKb: the anonymous home's compressed JavaScript, the product's goal.
const TARGETS = { lcp: 1500, cls: 0.02, tbt: 50, homeJsKb: 100 };

/** Installs the observers before any page script runs; results are read from window.__vitals. */
function observeVitals() {
  const v = { lcp: 0, lcpEl: '', shifts: [], longTasks: [], fcp: 0 };
  window.__vitals = v;
  const observe = (type, cb) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(cb)).observe({ type, buffered: true });
    } catch {
      /* entry type unsupported */
    }
  };
  observe('largest-contentful-paint', (e) => {
    v.lcp = e.startTime;
    const el = e.element;
    v.lcpEl = el ? `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}${e.url ? ' ' + new URL(e.url).pathname : ''} (${e.size}px²)` : e.url || '';
  });
  observe('layout-shift', (e) => {
    if (!e.hadRecentInput) v.shifts.push({ t: e.startTime, value: e.value });
  });
  observe('longtask', (e) => v.longTasks.push({ start: e.startTime, duration: e.duration }));
  observe('paint', (e) => {
    if (e.name === 'first-contentful-paint') v.fcp = e.startTime;
  });
}

function clsOf(shifts) {
  let best = 0;
  let sum = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const s of shifts) {
    if (s.t - last >= 1000 || s.t - first >= 5000) {
      sum = 0;
      first = s.t;
    }
    sum += s.value;
    last = s.t;
    best = Math.max(best, sum);
  }
  return best;
}

function tbtOf(fcp, longTasks) {
  const after = longTasks.filter((t) => t.start + t.duration > fcp);
  const tti = after.length ? Math.max(...after.map((t) => t.start + t.duration)) : fcp;
  let tbt = 0;
  for (const t of after) {
    const start = Math.max(t.start, fcp);
    tbt += Math.max(0, t.start + t.duration - start - 50);
  }
  return { tbt, tti };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

async function mobileContext(browser, baseURL, { throttle, token } = {}) {
  const context = await browser.newContext({
    baseURL,
    viewport: MOBILE.viewport,
    deviceScaleFactor: MOBILE.deviceScaleFactor,
    isMobile: MOBILE.isMobile,
    hasTouch: MOBILE.hasTouch,
    userAgent: MOBILE.userAgent,
    locale: 'es-AR',
  });
  if (token) await context.addInitScript((t) => localStorage.setItem('auth-token', t), token);
  const page = await context.newPage();
  if (throttle) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: MOBILE.latencyMs,
      downloadThroughput: (MOBILE.downKbps * 1000) / 8,
      uploadThroughput: (MOBILE.upKbps * 1000) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown });
  }
  return { context, page };
}

async function measureBytes(browser, baseURL, who, route, token) {
  const { context, page } = await mobileContext(browser, baseURL, { token: who === 'personal' ? token : undefined });
  const got = [];
  page.on('requestfinished', (req) => {
    const type = req.resourceType();
    if (type === 'script' || type === 'stylesheet') got.push(req.sizes().then((s) => ({ type, url: req.url(), bytes: s.responseBodySize })));
  });
  await page.goto(route);
  await page.waitForLoadState('networkidle');
  const all = await Promise.all(got);
  await context.close();
  const js = all.filter((r) => r.type === 'script');
  const css = all.filter((r) => r.type === 'stylesheet');
  const kb = (rs) => rs.reduce((a, r) => a + r.bytes, 0) / 1024;
  return { js: js.length, jsKb: kb(js), boKb: kb(js.filter((r) => r.url.includes('/mf-backoffice/'))), css: css.length, cssKb: kb(css), scripts: js };
}

async function measureVitals(browser, baseURL, route) {
  const { context, page } = await mobileContext(browser, baseURL, { throttle: true });
  await context.addInitScript(observeVitals);
  await page.goto(route, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  // Quiet window: QUIET_MS without a long task (capped at 60 s of waiting).
  const deadline = Date.now() + 60_000;
  for (;;) {
    const quiet = await page.evaluate(() => {
      const ends = window.__vitals.longTasks.map((t) => t.start + t.duration);
      return performance.now() - Math.max(0, ...ends);
    });
    if (quiet >= QUIET_MS || Date.now() > deadline) break;
    await page.waitForTimeout(Math.min(1000, QUIET_MS - quiet + 50));
  }
  const v = await page.evaluate(() => window.__vitals);
  await context.close();
  const { tbt, tti } = tbtOf(v.fcp, v.longTasks);
  return { fcp: v.fcp, lcp: v.lcp, lcpEl: v.lcpEl, cls: clsOf(v.shifts), tbt, tti, longTasks: v.longTasks.length };
}

const product = await startProduct();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ARGS });
try {
  const list = await (await fetch(`${product.baseUrl}/api/user/propiedades-publicas?page=1&limit=1`)).json();
  const login = await (
    await fetch(`${product.baseUrl}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ usuario: product.adminUser, contraseña: product.adminPassword }),
    })
  ).json();
  const propertyRoute = `/propiedad/${list.propiedades[0].id}`;
  const name = (route) => route.replace(/[0-9a-f-]{36}/, '{id}');

  if (process.env.BENCH_ONLY !== 'vitals') {
    const routes = [
      ['visitante', '/'],
      ['visitante', '/propiedades-publicas'],
      ['visitante', propertyRoute],
      ['visitante', '/contacto'],
      ['personal', '/dashboard'],
      ['personal', '/propiedades'],
      ['personal', propertyRoute],
      ['personal', '/clientes'],
    ];
    console.log('Compressed bytes a first visit downloads (as served: Brotli, which this Chromium accepts; fresh context per route)\n');
    console.log('| who | route | JS requests | JS KB | of which mf-backoffice KB | CSS requests | CSS KB |');
    console.log('|---|---|---:|---:|---:|---:|---:|');
    let home = null;
    for (const [who, route] of routes) {
      const r = await measureBytes(browser, product.baseUrl, who, route, login.data.token);
      console.log(`| ${who} | ${name(route)} | ${r.js} | ${r.jsKb.toFixed(1)} | ${r.boKb.toFixed(1)} | ${r.css} | ${r.cssKb.toFixed(1)} |`);
      if (who === 'visitante' && route === '/') home = r;
    }
    console.log('');
    if (home) {
      console.log(`The anonymous home's JavaScript by part: ${home.jsKb.toFixed(1)} KB, target ${TARGETS.homeJsKb} KB (Brotli; KB = 1,024 bytes)\n`);
      const files = home.scripts.map((s) => ({ path: new URL(s.url).pathname, bytes: s.bytes }));
      console.log(formatBreakdown(await breakdown(files), { targetKb: TARGETS.homeJsKb }));
      console.log('');
    }
  }

  if (process.env.BENCH_ONLY !== 'bytes') {
    console.log(
      `Web vitals, mobile profile: ${MOBILE.viewport.width}×${MOBILE.viewport.height} @${MOBILE.deviceScaleFactor}x, touch, ` +
        `CPU ${MOBILE.cpuSlowdown}× slower, ${MOBILE.latencyMs} ms RTT, ${MOBILE.downKbps / 1000} Mbps down / ${MOBILE.upKbps} kbps up ` +
        `(DevTools protocol); median of ${RUNS} cold runs, a fresh context each.`,
    );
    console.log(
      'LCP = last largest-contentful-paint entry; CLS = largest session window of layout shifts without recent input; ' +
        `TBT = Σ(duration − 50 ms) of long tasks between FCP and TTI, TTI = end of the last long task before ${QUIET_MS / 1000} s without one.\n`,
    );
    console.log(`| route | FCP ms | LCP ms (≤ ${TARGETS.lcp}) | CLS (≤ ${TARGETS.cls}) | TBT ms (≤ ${TARGETS.tbt}) | TTI ms | long tasks | LCP element |`);
    console.log('|---|---:|---:|---:|---:|---:|---:|---|');
    // BENCH_BASELINE_URL: another build already running (say, the previous commit's `npm start` on another port):
    // its runs alternate with this build's, so both see the same machine load, and both rows are printed.
    const baseline = process.env.BENCH_BASELINE_URL?.replace(/\/$/, '');
    const baselineProperty = baseline
      ? `/propiedad/${(await (await fetch(`${baseline}/api/user/propiedades-publicas?page=1&limit=1`)).json()).propiedades[0].id}`
      : null;
    const row = (label, route, runs) => {
      const m = (k) => median(runs.map((r) => r[k]));
      const lcpEls = [...new Set(runs.map((r) => r.lcpEl))].join(' / ');
      console.log(
        `| ${label}${name(route)} | ${m('fcp').toFixed(0)} | ${m('lcp').toFixed(0)} | ${m('cls').toFixed(3)} | ${m('tbt').toFixed(0)} | ${m('tti').toFixed(0)} | ${m('longTasks')} | ${lcpEls} |`,
      );
      if (process.env.BENCH_VERBOSE) console.log(runs.map((r) => `  lcp ${r.lcp.toFixed(0)} cls ${r.cls.toFixed(3)} tbt ${r.tbt.toFixed(0)}`).join('\n'));
    };
    for (const route of ['/', '/propiedades-publicas', propertyRoute]) {
      const runs = [];
      const before = [];
      const baselineRoute = route === propertyRoute ? baselineProperty : route;
      for (let i = 0; i < RUNS; i++) {
        if (baseline) before.push(await measureVitals(browser, baseline, baselineRoute));
        runs.push(await measureVitals(browser, product.baseUrl, route));
      }
      if (baseline) row('baseline ', baselineRoute, before);
      row(baseline ? 'this build ' : '', route, runs);
    }
  }
} finally {
  await browser.close();
  await product.stop('SIGINT');
}
