// A route of the shell's single-page app, as HTML: the shell's index.html with the runtime list of remotes, the
// page's own head (title, description, Open Graph, JSON-LD) for crawlers, preload hints, and for public pages the
// server-rendered first paint. A property that does not exist or is hidden gets a 404 status; the app still
// renders its not-found state.
import fsp from 'node:fs/promises';
import { publicRouteOf } from '@inmo/contracts';
import type { ApiClient } from './api-client.js';
import type { FrontEndDirs } from './config.js';
import { renderFirstPaint, themeOf, withFirstPaint, type FirstPaint } from './first-paint.js';
import { jsonForDataBlock } from './html.js';
import { injectHead, propertyHead, propertyImagePreload, staticHead, type HeadProperty } from './page-head.js';
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

const PROPERTY = /^\/propiedad\/([^/]+)\/?$/;

export async function renderShellPage(indexFile: string, dirs: FrontEndDirs, api: ApiClient, page: PageRequest): Promise<RenderedPage> {
  // The runtime list of remotes rides in the page (a JSON data block: not a script, so the CSP has nothing to allow):
  // the shell starts loading the remotes without a /remotes.json round trip (shell remotes-list.ts).
  const list = `<script type="application/json" id="inmo-remotes">${jsonForDataBlock({ remotes: page.remotes })}</script>`;
  const html = (await fsp.readFile(indexFile, 'utf8')).replace('</head>', () => `${list}</head>`);
  const route = publicRouteOf(page.pathname);
  const hints = route ? await publicRemoteHints(page.remotes, dirs.mfPublic, page.pathname) : '';
  const withHints = (h: string) => (hints ? h.replace('</head>', () => `${hints}</head>`) : h);

  // The page's API reads, each made once per request (the property's head and its first paint share one).
  const replies = new Map<string, Promise<unknown>>();
  const fetchJson = (p: string): Promise<unknown> => {
    let reply = replies.get(p);
    if (!reply) {
      reply = api.getJson(`/api${p}`).then((r) => (r.status === 200 ? r.body : null), () => null);
      replies.set(p, reply);
    }
    return reply;
  };
  const firstPaint = (): Promise<FirstPaint | null> =>
    route && ownPublicRemote(page.remotes) ? renderFirstPaint(dirs, page.url, themeOf(page.cookie), fetchJson) : Promise.resolve(null);

  const match = PROPERTY.exec(page.pathname);
  if (match) {
    const apiPath = `/user/propiedad/${encodeURIComponent(match[1])}`;
    try {
      const { status, body } = await api.getJson(`/api${apiPath}`);
      const propiedad = (body as { propiedad?: HeadProperty } | null)?.propiedad;
      if (status === 200 && propiedad) {
        replies.set(apiPath, Promise.resolve(body));
        const head = propertyHead(page.origin, propiedad);
        const paint = await firstPaint();
        // Without a first paint, the page's own data too (the app's fetch: same URL, credentials 'include'), so the
        // property's JSON is not one more round trip after the scripts; and its main picture either way.
        const data = paint ? '' : `<link rel="preload" as="fetch" href="/api${apiPath}" crossorigin="use-credentials">`;
        return { status: 200, html: withFirstPaint(withHints(injectHead(html, { ...head, tags: data + propertyImagePreload(propiedad) + head.tags })), paint) };
      }
      if (status === 404 || status === 400) return { status: 404, html };
    } catch {
      /* API unreachable: serve the plain shell, the app shows its own state */
    }
    return { status: 200, html: withHints(html) };
  }
  const head = staticHead(page.origin, page.pathname);
  return { status: 200, html: withFirstPaint(withHints(head ? injectHead(html, head) : html), await firstPaint()) };
}
