// The one-origin web gateway: the shell at /, each remote's files under its prefix, the runtime list of remotes at
// /remotes.json, the public pages' heads and first paint, robots.txt and the sitemap, and /api proxied to the API
// process. `npm start` and `npm run dev` run it in their own process (scripts/start.mjs, scripts/dev.mjs); compose
// runs it alone as the `pages` service behind nginx (main.ts). nginx.conf mirrors its caching and headers.
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { ERROR_CODES, MENSAJES } from '@inmo/contracts';
import { Pool } from 'undici';
import { ApiClient } from './api-client.js';
import { apiProxy } from './api-proxy.js';
import { CompressedFiles } from './compression.js';
import { resolveConfig, type GatewayOptions } from './config.js';
import { errorText, logError } from './log.js';
import { API_SECURITY_HEADERS } from './security-headers.js';
import { site } from './site.js';

export { ConfigError, listenAddress, type FrontEndDirs, type GatewayOptions } from './config.js';
export { DEFAULT_REMOTES, type Remote } from './remotes.js';

export type Gateway = FastifyInstance;

/**
 * The request's URL as the router sees it: dot segments resolved (`/a/../api/x` is `/api/x`) and the path kept
 * percent-encoded, as a browser would have sent it. Files and pages decode it once more (site.ts), and check the
 * resolved file path, so an encoded `..` or `/` cannot reach past a folder either.
 */
export function normalisedUrl(raw: string): string {
  // Nothing to resolve (no dot segment, encoded dot or backslash): most requests, spared a URL parse.
  if (raw.startsWith('/') && !raw.includes('/.') && !raw.includes('\\') && !/%2e/i.test(raw)) return raw;
  try {
    const url = raw.startsWith('/') ? new URL(`http://gateway${raw}`) : new URL(raw);
    return url.pathname + url.search;
  } catch {
    return raw;
  }
}

function replyError(reply: FastifyReply, status: number, error: string, code: string) {
  if (!reply.hasHeader('content-security-policy')) reply.headers(API_SECURITY_HEADERS);
  return reply.code(status).header('cache-control', 'no-store').send({ success: false, error, code });
}

function onError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return replyError(reply, status, status === 400 ? 'Dirección inválida' : MENSAJES.datosInvalidos, ERROR_CODES.VALIDATION);
  logError('gateway error', { url: request.url, err: errorText(error) });
  return replyError(reply, 500, MENSAJES.errorInterno, ERROR_CODES.INTERNAL);
}

export async function createGateway(options: GatewayOptions = {}): Promise<Gateway> {
  const config = resolveConfig(options);
  const app = Fastify({
    logger: false,
    rewriteUrl: (req) => normalisedUrl(req.url ?? '/'),
    // Longer than any client's idle keep-alive (browsers, undici's 4 s), so the gateway never closes a connection
    // just as the client reuses it ("other side closed").
    keepAliveTimeout: 65_000,
    // Node's own default, which Fastify would turn off: a client has five minutes to send its whole request.
    requestTimeout: 300_000,
    frameworkErrors: (error, request, reply) => onError(error, request, reply),
    // request.ip: the visitor, through the proxies in front that GATEWAY_TRUSTED_PROXIES names (none by default).
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
  });
  app.server.headersTimeout = 66_000;

  // One pool of kept-alive connections to the API, for the proxy and for the gateway's own reads.
  const pool = new Pool(config.apiOrigin, {
    connections: 128,
    headersTimeout: 120_000,
    bodyTimeout: 120_000,
    connect: { timeout: 5_000 },
  });
  app.addHook('onClose', async () => {
    await pool.destroy();
  });
  const api = new ApiClient(pool);
  const copies = new CompressedFiles();

  await app.register(apiProxy, { apiOrigin: config.apiOrigin, pool, publicUrl: config.publicUrl });
  await app.register(site, { config, api, copies });

  app.setNotFoundHandler((request, reply) => {
    // Every GET and HEAD has a route (files and pages): what is left are other methods on pages and files.
    reply.header('allow', 'GET, HEAD');
    return replyError(reply, 405, 'Método no permitido', ERROR_CODES.VALIDATION);
  });
  app.setErrorHandler(onError);

  await app.ready();
  // Brotli copies of everything on disk, made in the background (requests meanwhile make their own).
  if (config.brotli) void copies.precompress([config.dirs.shell, config.dirs.mfPublic, config.dirs.mfBackoffice]);
  return app;
}
