// The one-origin web gateway: the shell at /, each remote's files under its prefix, the runtime list of remotes at
// /remotes.json, the public pages' heads and first paint, robots.txt and the sitemap, and /api: answered by the API
// in this same process (options.api: `npm start`, scripts/start.mjs; one-origin.ts), or proxied to the API process
// (`npm run dev`, scripts/dev.mjs; compose's `pages` service behind nginx, main.ts). nginx.conf mirrors its caching
// and headers.
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { ERROR_CODES, MENSAJES } from '@inmo/contracts';
import { Pool } from 'undici';
import { InProcessApiClient, PoolApiClient, type ApiClient } from './api-client.js';
import { apiProxy } from './api-proxy.js';
import { CompressedFiles } from './compression.js';
import { resolveConfig, type GatewayOptions } from './config.js';
import { errorText, logError } from './log.js';
import { oneOrigin } from './one-origin.js';
import { API_SECURITY_HEADERS, HSTS } from './security-headers.js';
import { site } from './site.js';
import { normalisedUrl } from './url.js';

export { ConfigError, listenAddress, type FrontEndDirs, type GatewayOptions } from './config.js';
export { DEFAULT_REMOTES, type Remote } from './remotes.js';
export { trustedProxiesOf } from './config.js';
export { embeddedApiHeaders } from './security-headers.js';
export { normalisedUrl } from './url.js';

export type Gateway = FastifyInstance;

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

// Keep-alive longer than any client's idle keep-alive (browsers, undici's 4 s), so the gateway never closes a
// connection just as the client reuses it ("other side closed"). Node's own request timeout, which Fastify would turn
// off: a client has five minutes to send its whole request.
const TIMEOUTS = { keepAliveTimeout: 65_000, requestTimeout: 300_000, headersTimeout: 66_000 };

export async function createGateway(options: GatewayOptions = {}): Promise<Gateway> {
  const config = resolveConfig(options);
  const inProcessApi = options.api;
  const inProcess = inProcessApi ? oneOrigin(inProcessApi, TIMEOUTS) : null;
  const app = Fastify({
    logger: false,
    rewriteUrl: (req) => normalisedUrl(req.url ?? '/'),
    keepAliveTimeout: TIMEOUTS.keepAliveTimeout,
    requestTimeout: TIMEOUTS.requestTimeout,
    frameworkErrors: (error, request, reply) => onError(error, request, reply),
    // request.ip: the visitor, through the proxies in front that GATEWAY_TRUSTED_PROXIES names (none by default).
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    ...(inProcess ? { serverFactory: inProcess.serverFactory } : {}),
  });
  app.server.headersTimeout = TIMEOUTS.headersTimeout;
  // A site served over https says so on every reply (pages, files, /api): the browser then never asks it over http.
  if (config.publicUrl?.startsWith('https:')) {
    app.addHook('onRequest', (_request, reply, done) => {
      reply.header('strict-transport-security', HSTS);
      done();
    });
  }

  let api: ApiClient;
  if (inProcess && inProcessApi) {
    // The API's replies close their connections once the gateway starts closing, as Fastify closes its own.
    app.addHook('preClose', (done) => {
      inProcess.closing();
      done();
    });
    api = new InProcessApiClient(inProcessApi);
  } else {
    // One pool of kept-alive connections to the API, for the proxy and for the gateway's own reads.
    const apiOrigin = config.apiOrigin as string;
    const pool = new Pool(apiOrigin, {
      connections: 128,
      headersTimeout: 120_000,
      bodyTimeout: 120_000,
      connect: { timeout: 5_000 },
    });
    app.addHook('onClose', async () => {
      await pool.destroy();
    });
    api = new PoolApiClient(pool);
    await app.register(apiProxy, { apiOrigin, pool, publicUrl: config.publicUrl });
  }
  const copies = new CompressedFiles();

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
