// The public pages' first paint, rendered here by two server renderers built with their apps (dist/ssr/*.cjs, see
// ssrConfig() in shell/mf-shared.mjs): the shell's frame and mf_public's page. The markup is described in
// contracts/src/prerender.ts. A renderer that is missing or throws only costs the first paint: the page is sent
// without it and the browser draws it, as it always could.
import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { PRERENDER, type Inmobiliaria } from '@inmo/contracts';
import { escapeHtml } from './html.js';
import { errorText, logError } from './log.js';

/** What the page renderer reads from the API: a path under /api, answered with its JSON or null. */
export type FetchJson = (apiPath: string) => Promise<unknown>;

interface FrameRenderer {
  MAIN_SLOT: string;
  renderFrame(input: { url: string; theme: string; agencia: Inmobiliaria }): { html: string; css: string };
}
interface PageRenderer {
  loadPage(input: { url: string; fetchJson: FetchJson }): Promise<unknown>;
  renderPage(input: { url: string; theme: string; data: unknown; agencia: Inmobiliaria }): Promise<{ html: string; css: string }>;
}

export interface FirstPaint {
  /** What goes into #root. */
  root: string;
  /** What goes into <head>. */
  head: string;
}

// Loaded from the folder each app is deployed to, and loaded again when a redeploy replaces the file (compiled here as
// Node compiles a CommonJS module, so no module cache keeps the old version).
const modules = new Map<string, { mtimeMs: number; mod: unknown }>();

async function ssrModule(file: string): Promise<{ mod: unknown; version: number } | null> {
  const st = await fsp.stat(file).catch(() => null);
  if (!st) return null;
  let e = modules.get(file);
  if (!e || e.mtimeMs !== st.mtimeMs) {
    let mod: unknown = null;
    try {
      const module = { exports: {} as unknown };
      const source = await fsp.readFile(file, 'utf8');
      const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, { filename: file }) as (...args: unknown[]) => void;
      wrapper.call(module.exports, module.exports, createRequire(file), module, file, path.dirname(file));
      mod = module.exports;
    } catch (err) {
      logError('server renderer unloadable', { file, err: String(err) });
    }
    e = { mtimeMs: st.mtimeMs, mod };
    modules.set(file, e);
  }
  return { mod: e.mod, version: e.mtimeMs };
}

const isFrameRenderer = (m: unknown): m is FrameRenderer => typeof (m as FrameRenderer | null)?.renderFrame === 'function';
const isPageRenderer = (m: unknown): m is PageRenderer =>
  typeof (m as PageRenderer | null)?.loadPage === 'function' && typeof (m as PageRenderer | null)?.renderPage === 'function';

/** The visitor's theme as the shell mirrors it into a cookie (shell platform writeThemeCookie). */
export function themeOf(cookieHeader: string | undefined): 'light' | 'customDark' {
  return String(cookieHeader ?? '').split(/;\s*/).includes(`${PRERENDER.themeCookie}=light`) ? 'light' : 'customDark';
}

// First paints already rendered, by address, theme, renderer versions and the API replies they were drawn from: a
// page whose data has not changed is not rendered again (rendering is most of a page request's cost).
const rendered = new Map<string, FirstPaint>(); // least recently used first
const MAX_RENDERED = 500;

/**
 * The first paint of a public page at `url` (path and query). `fetchJson` answers the page's API reads. Null when a
 * renderer is missing or fails (then the browser renders the page as it always did).
 */
export async function renderFirstPaint(
  dirs: { shell: string; mfPublic: string },
  url: string,
  theme: string,
  agencia: Inmobiliaria,
  fetchJson: FetchJson,
): Promise<FirstPaint | null> {
  const [frame, page] = await Promise.all([ssrModule(path.join(dirs.shell, 'ssr/shell.cjs')), ssrModule(path.join(dirs.mfPublic, 'ssr/mf_public.cjs'))]);
  const frameSsr = frame?.mod;
  const pageSsr = page?.mod;
  if (!isFrameRenderer(frameSsr) || !isPageRenderer(pageSsr)) return null;
  try {
    const data = await pageSsr.loadPage({ url, fetchJson });
    if (!data) return null;
    const dataJson = JSON.stringify(data);
    const key = crypto
      .createHash('sha256')
      .update(`${url}\n${theme}\n${frame!.version}/${page!.version}\n${JSON.stringify(agencia)}\n${dataJson}`)
      .digest('base64');
    const hit = rendered.get(key);
    if (hit) {
      rendered.delete(key); // most recently used goes last
      rendered.set(key, hit);
      return hit;
    }
    const pageHtml = await pageSsr.renderPage({ url, theme, data, agencia });
    const frameHtml = frameSsr.renderFrame({ url, theme, agencia });
    if (!frameHtml.html.includes(frameSsr.MAIN_SLOT)) return null;
    // The page goes into the frame's <main>, inside its Suspense boundary: the browser hydrates the whole as one tree.
    const root = `<div ${PRERENDER.pathAttr}="${escapeHtml(url)}" ${PRERENDER.themeAttr}="${theme}" inert style="display:contents">${frameHtml.html.replace(frameSsr.MAIN_SLOT, () => pageHtml.html)}</div>`;
    const paint: FirstPaint = {
      root,
      head:
        `<link rel="expect" href="#${PRERENDER.endId}" blocking="render">` +
        `${frameHtml.css}${pageHtml.css}<script type="application/json" id="${PRERENDER.dataId}">${dataJson.replace(/</g, '\\u003c')}</script>`,
    };
    rendered.set(key, paint);
    while (rendered.size > MAX_RENDERED) rendered.delete(rendered.keys().next().value!);
    return paint;
  } catch (err) {
    logError('first paint not rendered', { url, err: errorText(err) });
    return null;
  }
}

/** Puts a first paint into the shell's index.html. */
export function withFirstPaint(html: string, paint: FirstPaint | null): string {
  if (!paint) return html;
  return html
    .replace('<div id="root"></div>', () => `<div id="root">${paint.root}</div><template id="${PRERENDER.endId}"></template>`)
    .replace('</head>', () => `${paint.head}</head>`);
}
