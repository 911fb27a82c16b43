// The one-origin web gateway of `npm start`: serves the shell at /, each remote's files under its own
// prefix, the runtime list of remotes at /remotes.json, and proxies /api to the API process.
// In docker-compose nginx plays this role (nginx.conf mirrors these rules: caching, fallback, headers).
// Plain node:http on purpose: no framework between a visitor and a static file.
import http from 'node:http';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import vm from 'node:vm';
import crypto from 'node:crypto';
import { PRERENDER } from '../contracts/dist/index.js';
import { escapeHtml, injectHead, isPublicRoute, originOf, pageChunkName, propertyHead, propertyImagePreload, remotePreloadTags, robotsTxt, sitemapXml, staticHead } from './pages.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt', '.xml']);
// Files whose names carry a content hash may be cached for a year; anything else is revalidated.
const HASHED = /\.[0-9a-f]{8,}\.(js|css|svg|png|jpe?g|webp|avif|woff2)$/;

export const DEFAULT_REMOTES = [
  { name: 'mf_public', entry: '/mf-public/remoteEntry.js' },
  { name: 'mf_backoffice', entry: '/mf-backoffice/remoteEntry.js' },
];

/**
 * Reads the runtime remote list: REMOTES_FILE (re-read on every request, so a team can point the shell at a
 * redeployed remote without restarting anything), else MF_PUBLIC_ENTRY / MF_BACKOFFICE_ENTRY, else the defaults.
 */
export async function readRemotes(env = process.env) {
  if (env.REMOTES_FILE) {
    try {
      const parsed = JSON.parse(await fsp.readFile(env.REMOTES_FILE, 'utf8'));
      if (Array.isArray(parsed?.remotes)) return parsed.remotes;
    } catch (err) {
      console.error(JSON.stringify({ level: 'error', msg: 'remotes file unreadable, using defaults', file: env.REMOTES_FILE, err: String(err) }));
    }
  }
  return [
    { name: 'mf_public', entry: env.MF_PUBLIC_ENTRY || DEFAULT_REMOTES[0].entry },
    { name: 'mf_backoffice', entry: env.MF_BACKOFFICE_ENTRY || DEFAULT_REMOTES[1].entry },
  ];
}

function remoteOrigins(remotes) {
  const origins = new Set();
  for (const r of remotes) {
    try {
      const u = new URL(r.entry);
      origins.add(u.origin);
    } catch {
      /* relative entry: same origin */
    }
  }
  return [...origins];
}

/** Security headers for every reply; script sources widen only to the origins of configured remotes. */
export function securityHeaders(remotes) {
  const extra = remoteOrigins(remotes).join(' ');
  const csp = [
    "default-src 'self'",
    `script-src 'self'${extra ? ' ' + extra : ''}`,
    // styled-components injects <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://*.tile.openstreetmap.org",
    `connect-src 'self'${extra ? ' ' + extra : ''}`,
    "font-src 'self'",
    'frame-src https://www.openstreetmap.org',
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  };
}

/** Maps a URL path to [directory, relative file] for the three front ends; null when it is the shell's route. */
function staticTarget(dirs, urlPath) {
  if (urlPath.startsWith('/mf-public/')) return [dirs.mfPublic, urlPath.slice('/mf-public/'.length)];
  if (urlPath.startsWith('/mf-backoffice/')) return [dirs.mfBackoffice, urlPath.slice('/mf-backoffice/'.length)];
  return [dirs.shell, urlPath.slice(1)];
}

async function statFile(dir, rel) {
  const file = path.resolve(dir, rel);
  if (!file.startsWith(path.resolve(dir) + path.sep)) return null; // path traversal
  try {
    const st = await fsp.stat(file);
    return st.isFile() ? { file, st } : null;
  } catch {
    return null;
  }
}

// Compressed copies of the static files, made once per file version and kept in memory. Brotli at its best
// quality (about 14 % smaller than gzip -9 on this product's JavaScript) is made off the main thread (zlib's
// thread pool): slow to make, but each file version is made once — at start for what is on disk, and on the first
// request for a file a redeployed remote added. gzip for clients without `br`.
const compressed = new Map(); // file → { mtimeMs, raw, gzip, br }, least recently used first
// Redeployed remotes leave their old hashed chunks behind: the least recently used copies go past this many files.
const MAX_COMPRESSED_FILES = 2000;

function entryFor(file, st) {
  let e = compressed.get(file);
  if (e && e.mtimeMs === st.mtimeMs) {
    compressed.delete(file); // most recently used goes last
    compressed.set(file, e);
  } else {
    e = { mtimeMs: st.mtimeMs, raw: fsp.readFile(file), gzip: null, br: null };
    compressed.delete(file);
    compressed.set(file, e);
    while (compressed.size > MAX_COMPRESSED_FILES) compressed.delete(compressed.keys().next().value);
    const mine = e;
    e.raw.catch(() => compressed.get(file) === mine && compressed.delete(file)); // gone: read again next time
  }
  return e;
}

const brotli = (buf) =>
  new Promise((resolve, reject) =>
    zlib.brotliCompress(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length } }, (err, out) => (err ? reject(err) : resolve(out))),
  );

function encoded(e, encoding) {
  if (encoding === 'br') return (e.br ??= e.raw.then(brotli));
  return (e.gzip ??= e.raw.then((raw) => zlib.gzipSync(raw, { level: 9 })));
}

/** Makes the Brotli copies of every compressible file under these folders (not awaited by anyone: a warm-up). */
export async function precompress(dirs) {
  const walk = async (dir) => {
    const out = [];
    for (const d of await fsp.readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const full = path.join(dir, d.name);
      if (d.isDirectory()) out.push(...(await walk(full)));
      else if (COMPRESSIBLE.has(path.extname(d.name).toLowerCase())) out.push(full);
    }
    return out;
  };
  for (const dir of dirs) {
    for (const file of await walk(dir)) {
      const st = await fsp.stat(file).catch(() => null);
      if (st) await encoded(entryFor(file, st), 'br').catch(() => undefined);
    }
  }
}

function acceptedEncoding(req, ext, allowBrotli) {
  if (!COMPRESSIBLE.has(ext)) return null;
  const accept = req.headers['accept-encoding'] || '';
  if (allowBrotli && /\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return null;
}

async function sendFile(req, res, file, st, headers, allowBrotli = true) {
  const ext = path.extname(file).toLowerCase();
  const type = TYPES[ext] || 'application/octet-stream';
  const base = path.basename(file);
  const cache = HASHED.test(base)
    ? 'public, max-age=31536000, immutable'
    : base === 'remoteEntry.js' || ext === '.html'
      ? 'no-cache, no-store, must-revalidate'
      : 'no-cache';
  const h = { ...headers, 'content-type': type, 'cache-control': cache, vary: 'Accept-Encoding' };
  const encoding = acceptedEncoding(req, ext, allowBrotli);
  if (encoding) {
    const body = await encoded(entryFor(file, st), encoding);
    res.writeHead(200, { ...h, 'content-encoding': encoding, 'content-length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(200, { ...h, 'content-length': st.size });
  if (req.method === 'HEAD') return res.end();
  fs.createReadStream(file).pipe(res);
}

function sendJson(res, status, body, headers = {}) {
  const data = JSON.stringify(body);
  res.writeHead(status, { ...headers, 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(data) });
  res.end(data);
}

async function apiJson(apiUrl, pathAndQuery, timeoutMs = 2000) {
  const r = await fetch(new URL(pathAndQuery, apiUrl), { signal: AbortSignal.timeout(timeoutMs) });
  return { status: r.status, body: r.ok ? await r.json() : null };
}

/** The './App' chunks of a remote's build, sync and async, from its mf-manifest.json (re-read when it changes). */
const manifestCache = new Map(); // file → { mtimeMs, sync, async }
async function exposedAppChunks(dir) {
  const file = path.join(dir, 'mf-manifest.json');
  try {
    const st = await fsp.stat(file);
    let entry = manifestCache.get(file);
    if (!entry || entry.mtimeMs !== st.mtimeMs) {
      const manifest = JSON.parse(await fsp.readFile(file, 'utf8'));
      const app = (manifest.exposes || []).find((e) => e.name === 'App' || e.path === './App');
      entry = { mtimeMs: st.mtimeMs, sync: app?.assets?.js?.sync || [], async: app?.assets?.js?.async || [] };
      manifestCache.set(file, entry);
    }
    return entry;
  } catch {
    return { sync: [], async: [] };
  }
}

/** True when mf_public is the build this gateway serves (its files, manifest and server renderer are local). */
const ownPublicRemote = (remotes) => remotes.find((r) => r.name === 'mf_public')?.entry === DEFAULT_REMOTES[0].entry;

/**
 * Preload hints of a public page: the public remote's entry and, when it is the build served here, its './App'
 * chunk and the page's own chunk (named page-* in mf-public/src/app.tsx).
 */
async function publicRemoteHints(remotes, dirs, pathname) {
  const entry = remotes.find((r) => r.name === 'mf_public')?.entry;
  if (!entry) return '';
  if (!ownPublicRemote(remotes)) return remotePreloadTags(entry);
  const chunks = await exposedAppChunks(dirs.mfPublic);
  const page = pageChunkName(pathname);
  const pageChunk = page ? chunks.async.find((f) => path.basename(f).startsWith(`${page}.`)) : undefined;
  return remotePreloadTags(entry, [...chunks.sync, ...(pageChunk ? [pageChunk] : [])]);
}

// The server renderers of the first paint (dist/ssr/*.cjs of the shell and of mf_public, see ssrConfig() in
// shell/mf-shared.mjs): loaded from the folder each app is deployed to, and loaded again when a redeploy replaces
// the file (compiled here as Node compiles a CommonJS module, so no module cache keeps the old version). One that is
// missing or throws only means the page is sent without its first paint, as before.
const ssrModules = new Map(); // file → { mtimeMs, mod }
async function ssrModule(file) {
  const st = await fsp.stat(file).catch(() => null);
  if (!st) return null;
  let e = ssrModules.get(file);
  if (!e || e.mtimeMs !== st.mtimeMs) {
    let mod = null;
    try {
      const module = { exports: {} };
      const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${await fsp.readFile(file, 'utf8')}\n})`, { filename: file });
      wrapper.call(module.exports, module.exports, createRequire(file), module, file, path.dirname(file));
      mod = module.exports;
    } catch (err) {
      console.error(JSON.stringify({ level: 'error', msg: 'server renderer unloadable', file, err: String(err) }));
    }
    e = { mtimeMs: st.mtimeMs, mod };
    ssrModules.set(file, e);
  }
  return e.mod;
}

/** The visitor's theme as the shell mirrors it into a cookie (shell platform writeThemeCookie). */
function themeOf(req) {
  const cookies = String(req.headers.cookie || '').split(/;\s*/);
  return cookies.includes(`${PRERENDER.themeCookie}=light`) ? 'light' : 'customDark';
}

// First paints already rendered, by address, theme, renderer versions and the API replies they were drawn from:
// a page whose data has not changed is not rendered again (rendering is most of a page request's cost).
const firstPaints = new Map(); // key → { root, head }, least recently used first
const MAX_FIRST_PAINTS = 500;

/**
 * The first paint of a public page, rendered here by the shell's frame renderer and the public remote's page
 * renderer (only when that remote is the build served here: its renderer sits in its folder). `fetchJson` answers
 * the page's API reads. Returns the HTML to put in #root and the tags for <head>, or null (then the browser renders
 * the page as it always did).
 */
async function prerenderPage(req, url, dirs, fetchJson) {
  const frameFile = path.join(dirs.shell, 'ssr/shell.cjs');
  const pageFile = path.join(dirs.mfPublic, 'ssr/mf_public.cjs');
  const [frameSsr, pageSsr] = await Promise.all([ssrModule(frameFile), ssrModule(pageFile)]);
  if (typeof frameSsr?.renderFrame !== 'function' || typeof pageSsr?.loadPage !== 'function' || typeof pageSsr?.renderPage !== 'function') return null;
  const theme = themeOf(req);
  try {
    const data = await pageSsr.loadPage({ url, fetchJson });
    if (!data) return null;
    const dataJson = JSON.stringify(data);
    const versions = `${ssrModules.get(frameFile)?.mtimeMs}/${ssrModules.get(pageFile)?.mtimeMs}`;
    const key = crypto.createHash('sha256').update(`${url}\n${theme}\n${versions}\n${dataJson}`).digest('base64');
    const hit = firstPaints.get(key);
    if (hit) {
      firstPaints.delete(key); // most recently used goes last
      firstPaints.set(key, hit);
      return hit;
    }
    const page = await pageSsr.renderPage({ url, theme, data });
    const frame = frameSsr.renderFrame({ url, theme });
    if (!frame.html.includes(frameSsr.MAIN_SLOT)) return null;
    // The page goes into the frame's <main>, inside its Suspense boundary: the browser hydrates the whole as one tree.
    const root = `<div ${PRERENDER.pathAttr}="${escapeHtml(url)}" ${PRERENDER.themeAttr}="${theme}" inert style="display:contents">${frame.html.replace(frameSsr.MAIN_SLOT, () => page.html)}</div>`;
    const pre = {
      root,
      head:
        `<link rel="expect" href="#${PRERENDER.endId}" blocking="render">` +
        `${frame.css}${page.css}<script type="application/json" id="${PRERENDER.dataId}">${dataJson.replace(/</g, '\\u003c')}</script>`,
    };
    firstPaints.set(key, pre);
    while (firstPaints.size > MAX_FIRST_PAINTS) firstPaints.delete(firstPaints.keys().next().value);
    return pre;
  } catch (err) {
    console.error(JSON.stringify({ level: 'error', msg: 'first paint not rendered', url, err: String(err?.stack || err) }));
    return null;
  }
}

/** Puts a first paint (prerenderPage) into the shell's index.html. */
function withPrerender(html, pre) {
  if (!pre) return html;
  return html
    .replace('<div id="root"></div>', () => `<div id="root">${pre.root}</div><template id="${PRERENDER.endId}"></template>`)
    .replace('</head>', () => `${pre.head}</head>`);
}

/**
 * The shell's index.html with the page's own head (title, description, Open Graph, JSON-LD) for crawlers, and
 * preload hints for what the page will need. A property that does not exist or is hidden gets a 404 status; the
 * app still renders its not-found state.
 */
async function renderShellPage(req, indexFile, pathname, apiUrl, remotes, dirs) {
  // The runtime list of remotes rides in the page (a JSON data block: not a script, so the CSP has nothing to
  // allow): the shell starts loading the remotes without a /remotes.json round trip (shell remotes-list.ts).
  const list = JSON.stringify({ remotes }).replace(/</g, '\\u003c');
  const html = (await fsp.readFile(indexFile, 'utf8')).replace('</head>', `<script type="application/json" id="inmo-remotes">${list}</script></head>`);
  const origin = originOf(req);
  const publicPage = isPublicRoute(pathname);
  const hints = publicPage ? await publicRemoteHints(remotes, dirs, pathname) : '';
  const withHints = (h) => (hints ? h.replace('</head>', `${hints}</head>`) : h);

  // The page's API reads, each made once per request (the property's head and its first paint share one).
  const replies = new Map();
  const fetchJson = (p) => {
    if (!replies.has(p)) replies.set(p, apiJson(apiUrl, `/api${p}`).then((r) => (r.status === 200 ? r.body : null), () => null));
    return replies.get(p);
  };
  const url = new URL(req.url || '/', 'http://gateway');
  const firstPaint = () => (publicPage && ownPublicRemote(remotes) ? prerenderPage(req, url.pathname + url.search, dirs, fetchJson) : null);

  const match = /^\/propiedad\/([^/]+)\/?$/.exec(pathname);
  if (match) {
    try {
      const { status, body } = await apiJson(apiUrl, `/api/user/propiedad/${encodeURIComponent(match[1])}`);
      if (status === 200 && body?.propiedad) {
        replies.set(`/user/propiedad/${encodeURIComponent(match[1])}`, Promise.resolve(body));
        const head = propertyHead(origin, body.propiedad);
        const pre = await firstPaint();
        // Without a first paint, the page's own data too (the app's fetch: same URL, credentials 'include'), so
        // the property's JSON is not one more round trip after the scripts; and its main picture either way.
        const data = pre ? '' : `<link rel="preload" as="fetch" href="/api/user/propiedad/${encodeURIComponent(match[1])}" crossorigin="use-credentials">`;
        return { status: 200, html: withPrerender(withHints(injectHead(html, { ...head, tags: data + propertyImagePreload(body.propiedad) + head.tags })), pre) };
      }
      if (status === 404 || status === 400) return { status: 404, html };
    } catch {
      /* API unreachable: serve the plain shell, the app shows its own state */
    }
    return { status: 200, html: withHints(html) };
  }
  const head = staticHead(origin, pathname);
  return { status: 200, html: withPrerender(withHints(head ? injectHead(html, head) : html), await firstPaint()) };
}

let sitemapCache = { at: 0, propiedades: [] };
async function sitemapProperties(apiUrl) {
  if (Date.now() - sitemapCache.at > 60_000) {
    const { status, body } = await apiJson(apiUrl, '/api/user/propiedades-publicas', 10_000);
    if (status === 200 && Array.isArray(body?.propiedades)) sitemapCache = { at: Date.now(), propiedades: body.propiedades };
  }
  return sitemapCache.propiedades;
}

/** /api replies carry no page to run: the same headers, no remote origins needed. */
const API_SECURITY_HEADERS = securityHeaders([]);

/**
 * The API's own security headers stay (its media replies carry a stricter, sandboxing CSP; helmet's referrer
 * policy is stricter too); the gateway's fill in what is missing, and framing is refused on every reply
 * (helmet's default CSP allows frame-ancestors 'self').
 */
function apiReplyHeaders(up) {
  const h = { ...up };
  for (const [k, v] of Object.entries(API_SECURITY_HEADERS)) if (h[k] === undefined) h[k] = v;
  const csp = String(h['content-security-policy']);
  h['content-security-policy'] = /frame-ancestors/i.test(csp) ? csp.replace(/frame-ancestors[^;]*/i, "frame-ancestors 'none'") : `${csp}; frame-ancestors 'none'`;
  return h;
}

function proxyToApi(req, res, apiUrl) {
  const target = new URL(req.url, apiUrl);
  const headers = { ...req.headers, host: target.host };
  const fwd = req.socket.remoteAddress || '';
  headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${fwd}` : fwd;
  headers['x-forwarded-proto'] = headers['x-forwarded-proto'] || 'http';
  const upstream = http.request(target, { method: req.method, headers }, (up) => {
    res.writeHead(up.statusCode || 502, apiReplyHeaders(up.headers));
    up.pipe(res);
  });
  upstream.on('error', () => {
    if (res.headersSent) return res.destroy();
    sendJson(
      res,
      503,
      {
        success: false,
        error: 'El servicio no está disponible en este momento. Intentá nuevamente en unos segundos.',
        code: 'DATABASE_UNAVAILABLE',
      },
      API_SECURITY_HEADERS,
    );
  });
  req.pipe(upstream);
}

/**
 * @param {{ apiUrl?: string, dirs?: {shell: string, mfPublic: string, mfBackoffice: string}, env?: NodeJS.ProcessEnv, brotli?: boolean }} options
 */
export function createGateway(options = {}) {
  const env = options.env || process.env;
  const apiUrl = options.apiUrl || env.API_URL || `http://127.0.0.1:${env.API_PORT || 3000}`;
  const dirs = options.dirs || {
    shell: path.join(ROOT, 'shell/dist'),
    mfPublic: path.join(ROOT, 'mf-public/dist'),
    mfBackoffice: path.join(ROOT, 'mf-backoffice/dist'),
  };

  // Brotli is for built files; `npm run dev` rebuilds on every change and turns it off.
  const brotliOn = options.brotli !== false;
  if (brotliOn) void precompress([dirs.shell, dirs.mfPublic, dirs.mfBackoffice]);

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url || '/', 'http://gateway');
      let pathname;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        return sendJson(res, 400, { success: false, error: 'Dirección inválida' });
      }
      if (pathname === '/api' || pathname.startsWith('/api/')) return proxyToApi(req, res, apiUrl);

      const remotes = await readRemotes(env);
      const headers = securityHeaders(remotes);
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        return sendJson(res, 405, { success: false, error: 'Método no permitido' }, { ...headers, allow: 'GET, HEAD' });
      }
      if (pathname === '/remotes.json') {
        return sendJson(res, 200, { remotes }, { ...headers, 'cache-control': 'no-cache, no-store, must-revalidate' });
      }

      if (pathname === '/robots.txt') {
        res.writeHead(200, { ...headers, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' });
        return res.end(robotsTxt(originOf(req)));
      }
      if (pathname === '/sitemap.xml') {
        let propiedades = [];
        try {
          propiedades = await sitemapProperties(apiUrl);
        } catch {
          /* API down: the static pages are still worth listing */
        }
        res.writeHead(200, { ...headers, 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=300' });
        return res.end(sitemapXml(originOf(req), propiedades));
      }

      const [dir, rel] = staticTarget(dirs, pathname);
      // dist/ssr holds the server renderers: code for this process, not files for visitors.
      const found = rel && !rel.endsWith('/') && !rel.startsWith('ssr/') ? await statFile(dir, rel) : null;
      if (found) return await sendFile(req, res, found.file, found.st, headers, brotliOn);

      // A missing file under a remote's prefix, or any path with an extension, is a real 404;
      // every other path is a route of the shell's single-page app.
      if (dir !== dirs.shell || path.extname(pathname)) {
        res.writeHead(404, { ...headers, 'content-type': 'text/plain; charset=utf-8' });
        return res.end('No encontrado');
      }
      const index = await statFile(dirs.shell, 'index.html');
      if (!index) {
        res.writeHead(503, { ...headers, 'content-type': 'text/plain; charset=utf-8' });
        return res.end('El sitio todavía no fue compilado. Ejecutá npm run build.');
      }
      const page = await renderShellPage(req, index.file, pathname, apiUrl, remotes, dirs);
      const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] || '');
      const body = gzip ? zlib.gzipSync(page.html) : Buffer.from(page.html);
      res.writeHead(page.status, {
        ...headers,
        'content-type': TYPES['.html'],
        'cache-control': 'no-cache, no-store, must-revalidate',
        vary: 'Accept-Encoding',
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
        'content-length': body.length,
      });
      return res.end(req.method === 'HEAD' ? undefined : body);
    } catch (err) {
      console.error(JSON.stringify({ level: 'error', msg: 'gateway error', url: req.url, err: String(err?.stack || err) }));
      if (!res.headersSent) sendJson(res, 500, { success: false, error: 'Error interno del servidor' });
      else res.destroy();
    }
  });
  // Longer than any client's idle keep-alive (browsers, undici's 4 s), so the server never closes a connection
  // just as the client reuses it ("other side closed").
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}

// Standalone: `node scripts/gateway.mjs` serves the front ends (and renders page heads) in front of API_URL.
// docker-compose runs it as the `pages` service, to which nginx hands every route of the shell.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT || 8080);
  const server = createGateway();
  server.listen(port, process.env.HOST || '0.0.0.0', () => console.log(JSON.stringify({ level: 'info', msg: `gateway on :${port}` })));
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
