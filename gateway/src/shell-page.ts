// A route of the shell's single-page app, as HTML: the shell's index.html with the runtime list of remotes, the
// page's own head (title, description, Open Graph, JSON-LD) for crawlers, preload hints, and for public pages the
// server-rendered first paint. An unknown path, and a property that does not exist or is hidden, get a 404 status and
// `noindex` (the app still renders its not-found state); a page whose data the API could not give, the API's 5xx.
import fsp from 'node:fs/promises';
import { INMOBILIARIA_NEUTRA, LOGIN_ROUTE, MENSAJES, PRERENDER, STAFF_ROUTES, matchesRoute, publicRouteOf, type Inmobiliaria } from '@inmo/contracts';
import type { ApiClient } from './api-client.js';
import type { FrontEndDirs } from './config.js';
import { renderFirstPaint, themeOf, withFirstPaint, type FirstPaint } from './first-paint.js';
import { jsonForDataBlock } from './html.js';
import { PAGINA_NO_ENCONTRADA, injectHead, notFoundHead, propertyHead, propertyImagePreload, staticHead, type HeadProperty } from './page-head.js';
import { publicRemoteHints } from './preload-hints.js';
import { ownPublicRemote, type Remote } from './remotes.js';

export interface PageRequest {
  /** Decoded and normalised path. */
  pathname: string;
  /** Path and query as asked (the first paint is rendered for it). */
  url: string;
  origin: string;
  cookie: string | undefined;
  remotes: readonly Remote[];
}

export interface RenderedPage {
  status: number;
  html: string;
}

const PROPERTY = /^\/propiedad\/([^/]+)(?:\/[^/]+)?\/?$/;

/** Whether a path is a route of the app: a public page, the login or a staff page (whose guard the app runs). */
export function isAppRoute(pathname: string): boolean {
  return publicRouteOf(pathname) !== null || [LOGIN_ROUTE, ...Object.values(STAFF_ROUTES)].some((r) => matchesRoute(r, pathname));
}

/** What the page's API reads came to: the reply's status, 502 when the API could not be reached, 504 when it was slow. */
interface Read {
  status: number;
  body: unknown;
}

export async function renderShellPage(indexFile: string, dirs: FrontEndDirs, api: ApiClient, page: PageRequest): Promise<RenderedPage> {
  // The runtime list of remotes rides in the page (a JSON data block: not a script, so the CSP has nothing to allow):
  // the shell starts loading the remotes without a /remotes.json round trip (shell remotes-list.ts).
  // The agency's details as stored now (a cached reply of the API): every page's frame, head and first paint show
  // them, and they ride in the page for the shell (shell platform agency.ts). The API down: the neutral ones.
  const agencia = await agencyOf(api);
  const list =
    `<script type="application/json" id="inmo-remotes">${jsonForDataBlock({ remotes: page.remotes })}</script>` +
    `<script type="application/json" id="${PRERENDER.agencyId}">${jsonForDataBlock(agencia)}</script>`;
  const html = (await fsp.readFile(indexFile, 'utf8')).replace('</head>', () => `${list}</head>`);
  // Any other path is the shell's not-found page, and says so: 404, kept out of search results.
  if (!isAppRoute(page.pathname)) return { status: 404, html: injectHead(html, notFoundHead(PAGINA_NO_ENCONTRADA, agencia)) };
  const route = publicRouteOf(page.pathname);
  const hints = route ? await publicRemoteHints(page.remotes, dirs.mfPublic, page.pathname) : '';
  const withHints = (h: string) => (hints ? h.replace('</head>', () => `${hints}</head>`) : h);

  // The page's API reads, each made once per request (the property's head and its first paint share one). The first
  // that finds the API down decides the page's status: the page is still the app (which shows its own state), but a
  // crawler is told to come back rather than given a page without its content.
  const reads = new Map<string, Promise<Read>>();
  let apiDown: number | null = null;
  const read = (p: string): Promise<Read> => {
    let r = reads.get(p);
    if (!r) {
      r = api
        .getJson(`/api${p}`)
        .catch((err: unknown): Read => ({ status: (err as Error | null)?.name === 'TimeoutError' ? 504 : 502, body: null }))
        .then((reply) => {
          if (reply.status >= 500) apiDown ??= reply.status;
          return reply;
        });
      reads.set(p, r);
    }
    return r;
  };
  const fetchJson = (p: string): Promise<unknown> => read(p).then((r) => (r.status === 200 ? r.body : null));
  const firstPaint = (): Promise<FirstPaint | null> =>
    route && ownPublicRemote(page.remotes) ? renderFirstPaint(dirs, page.url, themeOf(page.cookie), agencia, fetchJson) : Promise.resolve(null);

  const match = PROPERTY.exec(page.pathname);
  if (match) {
    const apiPath = `/user/propiedad/${encodeURIComponent(match[1])}`;
    const { status, body } = await read(apiPath);
    const propiedad = (body as { propiedad?: HeadProperty } | null)?.propiedad;
    if (status === 200 && propiedad) {
      const head = propertyHead(page.origin, propiedad, agencia);
      const paint = await firstPaint();
      // Without a first paint, the page's own data too (the app's fetch: same URL, credentials 'include'), so the
      // property's JSON is not one more round trip after the scripts; and its main picture either way.
      const data = paint ? '' : `<link rel="preload" as="fetch" href="/api${apiPath}" crossorigin="use-credentials">`;
      return { status: 200, html: withFirstPaint(withHints(injectHead(html, { ...head, tags: data + propertyImagePreload(propiedad) + head.tags })), paint) };
    }
    // Missing, hidden from visitors (the public reply is a 404 then) or not an id: the app shows 'Propiedad no
    // encontrada'. Never rendered first nor kept: nothing of it outlives this request.
    if (status === 404 || status === 400) return { status: 404, html: withHints(injectHead(html, notFoundHead(MENSAJES.propiedadNoEncontrada, agencia))) };
    return { status: apiDown ?? 200, html: withHints(html) };
  }
  if (route === 'miBusqueda') {
    // A client's private page: never indexed; a revoked or unknown address is a 404 (the app says so).
    const secreto = page.pathname.split('/')[2] ?? '';
    const { status } = await read(`/user/mi-busqueda/${encodeURIComponent(secreto)}`);
    if (status === 404) return { status: 404, html: withHints(injectHead(html, notFoundHead(PAGINA_NO_ENCONTRADA, agencia))) };
    const paint = status === 200 ? await firstPaint() : null;
    const head = { ...notFoundHead('Mi búsqueda', agencia), description: 'Las propiedades que coinciden con tu búsqueda.' };
    return { status: paint ? 200 : (apiDown ?? 200), html: withFirstPaint(withHints(injectHead(html, head)), paint) };
  }
  const head = staticHead(page.origin, page.pathname, agencia);
  const paint = await firstPaint();
  return { status: paint ? 200 : (apiDown ?? 200), html: withFirstPaint(withHints(head ? injectHead(html, head) : html), paint) };
}

/** The agency's details (GET /api/user/inmobiliaria), or the neutral ones when the API cannot say. */
async function agencyOf(api: ApiClient): Promise<Inmobiliaria> {
  const body = await api.getJson('/api/user/inmobiliaria').then((r) => (r.status === 200 ? (r.body as { data?: Partial<Inmobiliaria> } | null) : null), () => null);
  return body?.data && typeof body.data === 'object' ? { ...INMOBILIARIA_NEUTRA, ...body.data } : INMOBILIARIA_NEUTRA;
}
