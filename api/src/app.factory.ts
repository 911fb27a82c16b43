// Builds the configured Nest application (used by main.ts and by the tests).
import 'reflect-metadata';
import multipart from '@fastify/multipart';
import { ConsoleLogger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { LogController } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import pino from 'pino';
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { LIMITES } from '@inmo/contracts';
import { AppModule } from './app.module.js';
import { ChangeFeed } from './cache/change-feed.js';
import { setCacheHeaders } from './cache/cache-headers.js';
import { ReplyCache, installReplyCache } from './cache/reply-cache.js';
import { toErrorReply } from './common/http-exception.filter.js';
import { redactPrivateUrl } from './common/private-paths.js';
import { IMAGE_TYPES, UPLOAD_ROUTE } from './images/images.controller.js';
import { documentar } from './openapi.js';
import type { AppConfig } from './config/config.js';

export const BODY_LIMIT = 1024 * 1024;
/** A refused body is read and discarded up to this size (the largest an upload may be, with room); past it, closed. */
const UNREAD_BODY_DRAIN_LIMIT = 32 * 1024 * 1024;
const REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;

/** Whether a Content-Type names one of the raw image types (compared as Fastify matches its parsers). */
function isImageBody(contentType: unknown): boolean {
  if (typeof contentType !== 'string') return false;
  const type = contentType.split(';', 1)[0]!.trim().toLowerCase();
  return IMAGE_TYPES.includes(type);
}

/**
 * helmet's headers for `options`, worked out once. @fastify/helmet ran helmet(options) — reading the options and
 * writing the CSP again — on every request: 10 µs of CPU per request in a profile of a cached reply under load, a fifth
 * of the API's own work for it (BENCHMARKS.md, "One process"). Only for options without per-request parts (no CSP
 * nonces, no directive functions), as here.
 */
export function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers: [string, string][] = [];
  const res = { setHeader: (name: string, value: unknown) => void headers.push([name, String(value)]), removeHeader: () => undefined };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, () => undefined);
  return headers;
}

const DOCS_ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'text/javascript; charset=utf-8',
};

function registerDocsUi(fastify: any): void {
  const dist = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  const html = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Inmobiliaria API</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head><body><div id="ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script><script src="/api/docs/assets/docs-init.js"></script></body></html>`;
  const init = `window.ui = SwaggerUIBundle({ url: '/api/docs/json', dom_id: '#ui' });`;
  fastify.get('/api/docs', (_req: unknown, reply: any) => reply.type('text/html; charset=utf-8').send(html));
  fastify.get('/api/docs/assets/docs-init.js', (_req: unknown, reply: any) => reply.type('text/javascript; charset=utf-8').send(init));
  fastify.get('/api/docs/assets/:file', (req: any, reply: any) => {
    // Own keys only: 'constructor' or 'toString' must not reach createReadStream (a missing file crashed the process).
    const type = Object.hasOwn(DOCS_ASSETS, req.params.file) ? DOCS_ASSETS[req.params.file] : undefined;
    if (!type) return reply.status(404).send({ success: false, error: 'Recurso no encontrado', code: 'NOT_FOUND' });
    return reply.type(type).header('cache-control', 'public, max-age=86400').send(createReadStream(join(dist, req.params.file)));
  });
}

export interface RegisteredRoute {
  method: string;
  url: string;
}
const ROUTES = new WeakMap<object, RegisteredRoute[]>();

/** Every route the app registered (tests walk them to prove each /api/admin route is guarded). */
export function registeredRoutes(app: NestFastifyApplication): RegisteredRoute[] {
  return ROUTES.get(app) ?? [];
}

/**
 * The access log: one line per request, written when the reply has left, with the request (method, URL, host,
 * address), the status and the time taken; Fastify's own 'incoming request' line is not written. A private link's
 * secret in the URL is written as '…' (common/private-paths.ts), right or wrong.
 */
class AccessLog extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(error: Error | null | undefined, request: any, reply: any): void {
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/** A request as the log writes it (Fastify's fields), its URL without private links' secrets. */
function logRequest(req: { method: string; url: string; headers?: Record<string, string | string[] | undefined>; host?: string; ip?: string; socket?: { remotePort?: number } }) {
  const version = req.headers?.['accept-version'];
  return {
    method: req.method,
    url: redactPrivateUrl(req.url),
    version: typeof version === 'string' ? version : undefined,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

export interface CreateAppOptions {
  /**
   * Rewrites helmet's headers once, at start: `npm start`'s one process hands in the gateway's rule for /api replies
   * (gateway/src/security-headers.ts), so they leave with the headers the gateway would otherwise fix on each reply.
   */
  securityHeaders?: (helmet: [string, string][]) => [string, string][];
}

export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  // The log goes to stdout without blocking a reply: lines wait in sonic-boom's buffer while a write is in flight and
  // leave together; the buffer is flushed when the app closes.
  const logStream = config.logger ? pino.destination({ dest: 1, sync: false }) : undefined;
  const adapter = new FastifyAdapter({
    logger: logStream ? { level: 'info', stream: logStream, serializers: { req: logRequest } } : false,
    logController: new AccessLog(),
    bodyLimit: BODY_LIMIT,
    // Long path parameters reach the handlers (which answer 404) instead of Fastify's bare 414.
    maxParamLength: 1000,
    // The router rejects a malformed URL ('%zz', FST_ERR_BAD_URL) before Nest sees the request: answer it in the
    // one error shape too (the hooks with the security headers have not run, so set the essential ones here).
    frameworkErrors: (error: unknown, _req: unknown, reply: any) => {
      const { status, body } = toErrorReply(error);
      reply
        .headers({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'SAMEORIGIN', 'referrer-policy': 'no-referrer', 'content-security-policy': "default-src 'none'; frame-ancestors 'self'", 'cache-control': 'no-store' })
        .status(status)
        .send(body);
    },
    // Only the configured proxies' X-Forwarded-For is believed (config.ts, TRUSTED_PROXIES): by default the bundled
    // gateway on this machine, which replaces what a client sent. From anyone else the connection's address counts.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    genReqId: (req: { headers: Record<string, string | string[] | undefined> }) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: config.logger ? new ConsoleLogger({ json: true, logLevels: ['fatal', 'error', 'warn'] }) : false,
    abortOnError: false,
    bufferLogs: false,
  });
  app.setGlobalPrefix('api');
  if (config.corsOrigins.length > 0) app.enableCors({ origin: config.corsOrigins, credentials: true });

  const fastify = app.getHttpAdapter().getInstance();
  if (logStream) fastify.addHook('onClose', async () => logStream.flushSync());
  const routes: RegisteredRoute[] = [];
  fastify.addHook('onRoute', (r: { method: string | string[]; url: string }) => {
    for (const method of Array.isArray(r.method) ? r.method : [r.method]) routes.push({ method, url: r.url });
  });
  ROUTES.set(app, routes);
  // Image uploads (POST /api/admin/imagenes) arrive as the raw file, up to the spec's 10 MB. That parser reads up to
  // 10 MB into memory, so it serves that one route: an image type sent anywhere else (a 9 MB JPEG to the login) is
  // refused with 415 before a byte of the body is read…
  fastify.addHook('preParsing', (req: { method: string; headers: Record<string, unknown>; routeOptions?: { url?: string } }, _reply: unknown, payload: any, done: (err: Error | null, payload?: any) => void) => {
    if (isImageBody(req.headers['content-type']) && !(req.method === 'POST' && req.routeOptions?.url === UPLOAD_ROUTE)) return done(Object.assign(new Error('image body outside the upload route'), { statusCode: 415 }));
    done(null, payload);
  });
  fastify.addContentTypeParser(IMAGE_TYPES, { parseAs: 'buffer', bodyLimit: LIMITES.imagenMaxBytes }, (_req: unknown, body: Buffer, done: (err: null, body: Buffer) => void) => done(null, body));
  // …or as multipart/form-data (field `file`, spec §7): the file is streamed and cut at 10 MB (→ 413).
  await app.register(multipart as any, { limits: { fileSize: LIMITES.imagenMaxBytes, files: 1, fields: 10, parts: 12 } });
  fastify.addHook('onSend', async (req: { id: string; method: string; url: string; headers: Record<string, string | string[] | undefined> }, reply: any, payload: unknown) => {
    reply.header('x-request-id', req.id);
    // Staff data, tokens and anything asked with a token never sit in a cache; public JSON is revalidated every time
    // and varies by the token (src/cache/cache-headers.ts).
    setCacheHeaders(req, reply);
    return payload;
  });
  // A request refused before its body was read (413 for 2 MB of JSON) still has the rest of that body on the wire.
  // Fastify then closes the connection, and closing a socket with unread bytes makes the kernel reset it: the reset
  // can destroy the reply before the gateway has read it (it saw a broken connection instead of the 413). Keep the
  // connection and discard the rest instead, up to the size a client may reasonably send.
  fastify.addHook('onSend', async (req: { raw: IncomingMessage }, reply: any, payload: unknown) => {
    if (!req.raw.complete && Number(req.raw.headers['content-length']) <= UNREAD_BODY_DRAIN_LIMIT) {
      reply.removeHeader('connection');
      req.raw.unpipe();
      req.raw.resume();
    }
    return payload;
  });
  installReplyCache(fastify, app.get(ReplyCache), app.get(ChangeFeed));
  // Errors raised by Fastify itself (bad JSON, content type, body size) reach Nest's handler and so the one
  // exception filter (HttpExceptionFilter → toErrorReply).
  // helmet's headers on every reply, set on the raw response as @fastify/helmet set them (a route's own win).
  const helmetOwn = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        // The product also runs on plain http (localhost:8080): do not push the docs page to https.
        upgradeInsecureRequests: null,
      },
    },
    // Only a site served over https (PUBLIC_URL https://…) asks browsers to keep to https; over plain http the header
    // means nothing, and on localhost it would stick to every other local site.
    strictTransportSecurity: config.publicUrl?.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  });
  const securityHeaders = options.securityHeaders ? options.securityHeaders(helmetOwn) : helmetOwn;
  fastify.addHook('onRequest', (_req: unknown, reply: { raw: ServerResponse }, done: () => void) => {
    for (const [name, value] of securityHeaders) reply.raw.setHeader(name, value);
    done();
  });

  const doc = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Inmobiliaria API')
      .setDescription(
        'API del sitio y del back office (spec §7). El token va en el encabezado auth-token. Toda respuesta a una solicitud con token, ' +
          'de /api/admin o de una escritura lleva Cache-Control: no-store; las demás, Vary: auth-token. Las altas aceptan Idempotency-Key.',
      )
      .setVersion('1.0')
      .addApiKey({ type: 'apiKey', in: 'header', name: 'auth-token' }, 'auth-token')
      .addSecurityRequirements('auth-token')
      .build(),
  );
  // Bodies and replies come from contracts' call table; a route missing from it is a mistake the tests catch.
  const undocumented = documentar(doc);
  if (undocumented.length > 0) console.warn(JSON.stringify({ level: 'warn', msg: 'routes missing from the call table (contracts/src/calls.ts)', routes: undocumented }));
  // Swagger UI's own static serving needs @fastify/static; serve its few files from swagger-ui-dist instead.
  SwaggerModule.setup('api/docs', app, doc, { ui: false, raw: ['json'], jsonDocumentUrl: 'api/docs/json' });
  registerDocsUi(fastify);
  return app;
}
