#!/usr/bin/env node
// What each part of a page's JavaScript costs on the wire: react-dom, react, the federation runtime, the router,
// styled-components, swr, contracts, the UI kit, the shell's and mf-public's own code, the bundler's glue.
// Used by `npm run bench:front` for the anonymous home (the files the browser really downloaded); on its own,
// `node scripts/js-breakdown.mjs` measures the files the home downloads as the build lists them (no browser).
//
// How (exact, no estimate from source sizes):
// 1. The shell and mf-public are built again, exactly as `npm run build` builds them but with hidden source maps,
//    into a temporary folder. Hidden maps add no comment, so each rebuilt file must be byte for byte the file in
//    dist/ (same content hash): this is checked, and a file that differs is reported instead of guessed.
// 2. Every character of a minified file belongs to the original file its source-map segment names: react-dom's,
//    the router's, one of the app's... Characters no segment names (module wrappers, rspack's runtime) are
//    'bundler glue'. A file is thus cut into runs of one part each, in file order.
// 3. Each file is compressed as the gateway compresses it (Brotli, quality 11) up to the end of each run: a run
//    costs what it adds to the compressed size, with everything before it in the file as context. The rows of a
//    file add up to its compressed size exactly, which is what the browser receives.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const APPS = ['shell', 'mf-public'];

/** The parts, in the order they are printed; the first pattern a source path matches wins. */
export const PARTS = [
  ['react-dom', /\/node_modules\/react-dom\//],
  ['react (+ scheduler)', /\/node_modules\/(react|scheduler)\//],
  ['federation runtime', /\/node_modules\/@module-federation\//],
  ['router (React Router)', /\/node_modules\/react-router(-dom)?\//],
  // The shell's stand-in for stylis's prefixer (shell/stylis-no-prefixer.js) counts with the library it replaces.
  ['styled-components (+ stylis, emotion helpers)', /\/node_modules\/(styled-components|stylis|@emotion|shallowequal|tslib)\/|\/shell\/stylis-no-prefixer\.js$/],
  ['swr (+ use-sync-external-store, dequal)', /\/node_modules\/(swr|use-sync-external-store|dequal)\//],
  ['contracts (+ zod, libphonenumber-js)', /\/contracts\/src\/|\/node_modules\/(zod|@zod|libphonenumber-js)\//],
  ['UI kit (ui/)', /\/ui\/src\//],
  ["shell's app code", /\/shell\/src\//],
  ["mf-public's app code", /\/mf-public\/src\//],
  ['other packages', /\/node_modules\//],
  ['bundler glue (rspack runtime, module wrappers)', /./],
];
const GLUE = PARTS.length - 1;
const FEDERATION = PARTS.findIndex(([name]) => name === 'federation runtime');

/** The part a source-map source belongs to; `app` is the folder the map's build ran in ('webpack://name/./src/x'). */
export function partOf(source, app) {
  if (source == null) return GLUE;
  const rel = source.replace(/\\/g, '/').replace(/^webpack:\/\/[^/]*\//, '');
  // rspack's own runtime modules ('webpack/runtime/…', 'webpack/bootstrap'): glue, unless federation's.
  if (/^webpack\//.test(rel)) return /container|sharing|remotes|consumes|federation/i.test(rel) ? FEDERATION : GLUE;
  const abs = path.resolve(ROOT, app, rel).split(path.sep).join('/');
  return PARTS.findIndex(([, re]) => re.test(abs));
}

const B64 = Object.fromEntries([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));

/** Source-map v3 mappings → per generated line, [column, source index or -1] (VLQ decoding). */
function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segs = [];
    let col = 0;
    for (const seg of line.split(',')) {
      if (!seg) continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const ch of seg) {
        const digit = B64[ch];
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      col += fields[0];
      if (fields.length >= 4) {
        source += fields[1];
        segs.push([col, source]);
      } else segs.push([col, -1]);
      // fields[2], fields[3] (original line/column) and fields[4] (name) are relative too, but not needed here.
    }
    lines.push(segs);
  }
  return lines;
}

/**
 * The file's text cut into runs of one part each: [{ part, text }], in file order. Text no segment names takes the
 * part on both sides of it when they agree (the CSS inside a styled component's template, which the minifier leaves
 * unmapped, is its file's), and is glue otherwise (module wrappers, the bundler's bootstrap).
 */
export function runsOf(code, map, app) {
  const lines = decodeMappings(map.mappings);
  const partOfSource = map.sources.map((s) => partOf(s, app));
  const pieces = []; // [part or null, text]
  const codeLines = code.split('\n');
  codeLines.forEach((line, i) => {
    const segs = lines[i] ?? [];
    const text = i < codeLines.length - 1 ? line + '\n' : line;
    let at = 0;
    let part = null;
    for (const [col, src] of segs) {
      if (col > at) pieces.push([part, text.slice(at, col)]);
      at = col;
      part = src < 0 ? null : partOfSource[src];
    }
    if (text.length > at) pieces.push([part, text.slice(at)]);
  });
  const runs = [];
  let prev = null;
  for (let k = 0; k < pieces.length; k++) {
    let [part, text] = pieces[k];
    if (part === null) {
      let n = k + 1;
      while (n < pieces.length && pieces[n][0] === null) n++;
      const next = n < pieces.length ? pieces[n][0] : null;
      part = prev !== null && prev === next ? prev : GLUE;
    } else prev = part;
    const last = runs[runs.length - 1];
    if (last && last.part === part) last.text += text;
    else runs.push({ part, text });
  }
  return runs;
}

const BROTLI = (size) => ({
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size },
});

/**
 * Brotli bytes each part adds to its file: the file's prefixes up to each change of part are compressed as the
 * gateway compresses the file, and a run's cost is how much its prefix grew. The rows add up to the file's size.
 */
export function compressedParts(code, map, app) {
  const runs = runsOf(code, map, app);
  const perPart = PARTS.map(() => 0);
  const rawPerPart = PARTS.map(() => 0);
  let prefix = '';
  let before = 0;
  for (const run of runs) {
    prefix += run.text;
    const buf = Buffer.from(prefix);
    const size = zlib.brotliCompressSync(buf, BROTLI(buf.length)).length;
    perPart[run.part] += size - before;
    rawPerPart[run.part] += Buffer.byteLength(run.text);
    before = size;
  }
  return { perPart, total: before, runs: runs.length, rawPerPart };
}

/** Builds the shell's and mf-public's browser bundles with hidden source maps into a temporary folder. */
export async function buildWithMaps() {
  const { rspack } = await import('@rspack/core');
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'inmo-js-breakdown-'));
  const saved = process.env.MF_BUILD_VERSION;
  try {
    for (const app of APPS) {
      // The federation plugin writes the version of the package.json in the working folder into remoteEntry.js
      // (`npm run build -w <app>` runs in the app's folder): the same here, or the entry would differ from dist/.
      if (saved === undefined) process.env.MF_BUILD_VERSION = JSON.parse(fs.readFileSync(path.join(ROOT, app, 'package.json'), 'utf8')).version;
      const make = (await import(pathToFileURL(path.join(ROOT, app, 'rspack.config.mjs')).href)).default;
      const made = await make({}, { mode: 'production' });
      const browser = Array.isArray(made) ? made[0] : made;
      const config = { ...browser, devtool: 'hidden-source-map', output: { ...browser.output, path: path.join(out, app) }, infrastructureLogging: { level: 'error' } };
      await new Promise((resolve, reject) =>
        rspack(config, (err, stats) => {
          if (err) return reject(err);
          if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
          resolve();
        }),
      );
    }
  } catch (e) {
    fs.rmSync(out, { recursive: true, force: true });
    throw e;
  } finally {
    if (saved === undefined) delete process.env.MF_BUILD_VERSION;
  }
  return { dir: out, dispose: () => fs.rmSync(out, { recursive: true, force: true }) };
}

/** Where a served URL's path lives in the repository ('/assets/main.x.js' → shell/dist/assets/main.x.js). */
export function distFileOf(urlPath) {
  if (urlPath.startsWith('/mf-public/')) return { app: 'mf-public', rel: urlPath.slice('/mf-public/'.length) };
  if (urlPath.startsWith('/mf-backoffice/')) return { app: 'mf-backoffice', rel: urlPath.slice('/mf-backoffice/'.length) };
  return { app: 'shell', rel: urlPath.replace(/^\//, '') };
}

/**
 * The breakdown of the given served files ({ path: URL path, bytes?: what the browser received }): one row per part
 * with its Brotli bytes (they add up to the files' compressed sizes) and its minified bytes, and notes on exactness.
 */
export async function breakdown(files) {
  const built = await buildWithMaps();
  try {
    const sum = PARTS.map(() => 0);
    const raw = PARTS.map(() => 0);
    const notes = [];
    let total = 0;
    for (const f of files) {
      const { app, rel } = distFileOf(f.path);
      const served = fs.readFileSync(path.join(ROOT, app, 'dist', rel), 'utf8');
      // The same file, or, when the content hash differs, the file of the same chunk name ('main.<hash>.js').
      const sameChunk = (dir, base) => {
        const name = base.replace(/\.[0-9a-f]{10}\.js$/, '');
        const found = fs.existsSync(dir) ? fs.readdirSync(dir).find((n) => n !== base && n.replace(/\.[0-9a-f]{10}\.js$/, '') === name && n.endsWith('.js')) : undefined;
        return found ? path.join(dir, found) : path.join(dir, base);
      };
      const exactFile = path.join(built.dir, app, rel);
      const rebuiltFile = fs.existsSync(exactFile) ? exactFile : sameChunk(path.dirname(exactFile), path.basename(exactFile));
      const rebuilt = fs.existsSync(rebuiltFile) ? fs.readFileSync(rebuiltFile, 'utf8') : null;
      let r;
      if (rebuilt === served && fs.existsSync(`${rebuiltFile}.map`)) {
        r = compressedParts(served, JSON.parse(fs.readFileSync(`${rebuiltFile}.map`, 'utf8')), app);
        // A remote's entry is the federation container and nothing else: its bootstrap and the federation glue the
        // plugin generates (unmapped) are federation's cost.
        if (path.basename(rel) === 'remoteEntry.js') {
          r.perPart[FEDERATION] += r.perPart[GLUE];
          r.rawPerPart[FEDERATION] += r.rawPerPart[GLUE];
          r.perPart[GLUE] = r.rawPerPart[GLUE] = 0;
        }
      } else if (rebuilt !== null && rebuilt.length === served.length && fs.existsSync(`${rebuiltFile}.map`)) {
        // The same build but for the minifier's choice of names, which the source maps can sway (seen on main.js):
        // the rebuilt file's parts, scaled to the served file's compressed size.
        const exact = compressedParts(rebuilt, JSON.parse(fs.readFileSync(`${rebuiltFile}.map`, 'utf8')), app);
        const size = zlib.brotliCompressSync(Buffer.from(served), BROTLI(Buffer.byteLength(served))).length;
        const scaled = exact.perPart.map((b) => Math.round((b * size) / exact.total));
        scaled[GLUE] += size - scaled.reduce((a, b) => a + b, 0);
        r = { ...exact, perPart: scaled, total: size };
        notes.push(`${f.path}: rebuilt with source maps, its minified names differ (same length); parts measured on the rebuilt file (${exact.total} bytes) and scaled to ${size}`);
      } else {
        notes.push(`${f.path}: not the file this source tree builds (run npm run build again); counted whole as glue`);
        const size = zlib.brotliCompressSync(Buffer.from(served), BROTLI(Buffer.byteLength(served))).length;
        r = { perPart: PARTS.map((_, i) => (i === GLUE ? size : 0)), rawPerPart: PARTS.map((_, i) => (i === GLUE ? Buffer.byteLength(served) : 0)), total: size, runs: 1 };
      }
      r.perPart.forEach((b, i) => (sum[i] += b));
      r.rawPerPart.forEach((b, i) => (raw[i] += b));
      total += r.total;
      if (f.bytes != null && f.bytes !== r.total) notes.push(`${f.path}: the browser received ${f.bytes} bytes, Brotli q11 of the file here is ${r.total}`);
      f.compressed = r.total;
      f.runs = r.runs;
    }
    return { rows: PARTS.map(([name], i) => ({ name, bytes: sum[i], rawBytes: raw[i] })), total, notes, files };
  } finally {
    built.dispose();
  }
}

/** A Markdown table of the breakdown, beside the total and the target (KB = 1,024 bytes). */
export function formatBreakdown({ rows, total, notes, files }, { targetKb } = {}) {
  const kb = (b) => (b / 1024).toFixed(1);
  const lines = [];
  lines.push('| part | Brotli KB | share | minified KB |');
  lines.push('|---|---:|---:|---:|');
  for (const r of rows) if (r.bytes || r.rawBytes) lines.push(`| ${r.name} | ${kb(r.bytes)} | ${((100 * r.bytes) / total).toFixed(1)} % | ${kb(r.rawBytes)} |`);
  const rawTotal = rows.reduce((a, r) => a + r.rawBytes, 0);
  lines.push(`| **total** | **${kb(total)}** | 100 % | ${kb(rawTotal)} |`);
  if (targetKb != null) lines.push(`| target | ${targetKb.toFixed(1)} | | |`);
  lines.push('');
  lines.push(`Files: ${files.map((f) => `${path.basename(f.path)} ${kb(f.compressed)} KB (${f.runs} runs of one part)`).join(', ')}.`);
  const received = files.every((f) => f.bytes != null) ? files.reduce((a, f) => a + f.bytes, 0) : null;
  lines.push(
    `The rows add up to ${total} bytes, the files compressed as the gateway compresses them` +
      (received != null ? `; the browser received ${received} (${received === total ? 'the same' : `${received - total > 0 ? '+' : ''}${received - total}`}).` : '.'),
  );
  for (const n of notes) lines.push(`Note: ${n}`);
  return lines.join('\n');
}

/**
 * The files an anonymous visit to / downloads, as the build lists them: main.js, the shell's bootstrap chunk (behind
 * its async boundary, src/index.ts), mf-public's entry and './App'.
 */
export function homeFilesFromDist() {
  const html = fs.readFileSync(path.join(ROOT, 'shell/dist/index.html'), 'utf8');
  const main = [...html.matchAll(/src="([^"]+\.js)"/g)].map((m) => m[1]);
  const boot = fs.readdirSync(path.join(ROOT, 'shell/dist/assets')).filter((f) => /^bootstrap\.[0-9a-f]+\.js$/.test(f)).map((f) => `/assets/${f}`);
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'mf-public/dist/mf-manifest.json'), 'utf8'));
  const app = manifest.exposes.find((e) => e.name === 'App' || e.path === './App');
  const sync = app.assets.js.sync.map((f) => `/mf-public/${f}`);
  return [...main, ...boot, '/mf-public/remoteEntry.js', ...sync].map((p) => ({ path: p }));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const files = homeFilesFromDist();
  const result = await breakdown(files);
  console.log(`JavaScript of the anonymous home by part (files listed by the build; Brotli q11 as the gateway serves)\n`);
  console.log(formatBreakdown(result, { targetKb: 100 }));
}
