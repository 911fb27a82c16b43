// Everything that is not /api: the runtime list of remotes, robots.txt and the sitemap, the front ends' files, and
// every other path as a route of the shell's single-page app.
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiClient } from './api-client.js';
import type { CompressedFiles } from './compression.js';
import type { GatewayConfig } from './config.js';
import { originOf } from './html.js';
import { OWNER_REPORT_PREFIX, ownerReportPage } from './owner-report.js';
import { unsubscribeAskPage, unsubscribeDonePage } from './unsubscribe-page.js';
import { RemotesSource, type Remote } from './remotes.js';
import { robotsTxt, sitemapXml, SitemapSource } from './seo.js';
import { securityHeaders } from './security-headers.js';
import { renderShellPage } from './shell-page.js';
import { findStaticFile, NO_STORE, sendStaticFile, staticTarget } from './static-files.js';

export interface SiteOptions {
  config: GatewayConfig;
  api: ApiClient;
  copies: CompressedFiles;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The runtime list of remotes for this request (read once per request). */
    remotes: readonly Remote[];
  }
}

/** The path as decoded text (routing saw it normalised: gateway.ts normalisedUrl); a 400 when it is not text. */
export function decodedPath(request: FastifyRequest): string {
  const url = request.url;
  const q = url.indexOf('?');
  try {
    return decodeURIComponent(q >= 0 ? url.slice(0, q) : url);
  } catch {
    throw Object.assign(new Error(`malformed path: ${url}`), { statusCode: 400, code: 'FST_ERR_BAD_URL' });
  }
}

/**
 * Cache-Control of a reply written with the request's own Host (no PUBLIC_URL): the visitor's browser may keep it,
 * revalidating each time; a proxy or CDN may not (many ignore Vary, and X-Forwarded-Host is never in their key).
 */
export const UNCONFIGURED_ORIGIN_CACHE = 'private, no-cache';

/** The site's address for absolute links: PUBLIC_URL, else (development) the one the request came by. */
export function siteOrigin(config: Pick<GatewayConfig, 'publicUrl'>, request: FastifyRequest): string {
  return config.publicUrl ?? originOf(request);
}

export function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).type('text/plain; charset=utf-8').send('No encontrado');
}

export async function site(app: FastifyInstance, { config, api, copies }: SiteOptions): Promise<void> {
  const remotesSource = new RemotesSource(config.env);
  const sitemap = new SitemapSource(api);

  // Bodies sent to pages or files are never read: the reply is a 405, and Node discards the body after it.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  app.decorateRequest('remotes', null as unknown as readonly Remote[]);
  app.addHook('onRequest', async (request, reply) => {
    request.remotes = await remotesSource.read();
    reply.headers(securityHeaders(request.remotes));
  });

  app.get('/remotes.json', async (request, reply) => reply.header('cache-control', NO_STORE).send({ remotes: request.remotes }));

  // Both are written with the site's address: cached by anyone only when it is PUBLIC_URL. Without it (development)
  // the address is the request's Host, which a visitor can make up: never stored by a shared cache then.
  const cacheFor = (seconds: number) => (config.publicUrl ? `public, max-age=${seconds}` : UNCONFIGURED_ORIGIN_CACHE);
  app.get('/robots.txt', async (request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', cacheFor(3600)).send(robotsTxt(siteOrigin(config, request))),
  );

  app.get('/sitemap.xml', async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', cacheFor(300))
      .send(sitemapXml(siteOrigin(config, request), await sitemap.propiedades())),
  );

  // An alert's unsubscribe (unsubscribe-page.ts): opening the link (GET) asks with a button; its POST, or a mail
  // program's List-Unsubscribe-Post, turns the client's alerts off.
  app.route({
    method: ['GET', 'POST'],
    url: '/baja/:secreto',
    handler: async (request, reply) => {
      const { secreto } = request.params as { secreto: string };
      const { status, html } = request.method === 'POST' ? await unsubscribeDonePage(api, secreto) : await unsubscribeAskPage(api, secreto);
      return reply.code(status).type('text/html; charset=utf-8').header('cache-control', NO_STORE).header('x-robots-tag', 'noindex').send(html);
    },
  });

  // An owner's report: a plain page of its own, private by its secret.
  app.get(`${OWNER_REPORT_PREFIX}:secreto`, async (request, reply) => {
    const { status, html } = await ownerReportPage(api, (request.params as { secreto: string }).secreto);
    return reply.code(status).type('text/html; charset=utf-8').header('cache-control', NO_STORE).header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer').send(html);
  });

  app.route({ method: ['GET', 'HEAD'], url: '/*', handler: (request, reply) => fileOrPage(request, reply, { config, api, copies }) });
}

const PAGE_BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } };

async function fileOrPage(request: FastifyRequest, reply: FastifyReply, { config, api, copies }: SiteOptions): Promise<unknown> {
  const pathname = decodedPath(request);
  const { dir, rel, shell } = staticTarget(config.dirs, pathname);
  const found = await findStaticFile(dir, rel);
  if (found) return sendStaticFile(request, reply, found, copies, config.brotli);

  // A missing file under a remote's prefix, or any path with an extension, is a real 404; every other path is a
  // route of the shell's single-page app.
  if (!shell || path.posix.extname(pathname)) return notFound(reply);
  const index = await findStaticFile(config.dirs.shell, 'index.html');
  if (!index) return reply.code(503).type('text/plain; charset=utf-8').send('El sitio todavía no fue compilado. Ejecutá npm run build.');

  const page = await renderShellPage(index.file, config.dirs, api, {
    pathname,
    url: request.url,
    origin: siteOrigin(config, request),
    cookie: request.headers.cookie,
    remotes: request.remotes,
  });
  const accept = request.headers['accept-encoding'] ?? '';
  reply
    .code(page.status)
    .type('text/html; charset=utf-8')
    .header('cache-control', NO_STORE)
    .header('vary', 'Accept-Encoding');
  // A page is made per request: Brotli at a fast quality (a 40 KB home in well under a millisecond, ≈ 20 % smaller
  // than gzip: the first paint's bytes on a slow phone line), gzip for the others.
  if (config.brotli && /\bbr\b/.test(accept)) return reply.header('content-encoding', 'br').send(zlib.brotliCompressSync(page.html, PAGE_BROTLI));
  if (!/\bgzip\b/.test(accept)) return reply.send(page.html);
  return reply.header('content-encoding', 'gzip').send(zlib.gzipSync(page.html));
}
