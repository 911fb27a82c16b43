// /api/* goes to the API process, on a pool of kept-alive connections (@fastify/reply-from on undici). Request
// bodies are streamed, not buffered, so a refusal (413, 401) comes back as soon as the API sends it.
//
// What a proxy owes the browser's connection, and the hand-written one did not do:
// - The API's `connection: close` is about its connection to us: not passed on (hop-by-hop, security-headers.ts).
// - When the API answers before the whole body has arrived (a 413 for 2 MB of JSON), the rest of the body is still
//   on the browser's connection. It is read and discarded (up to DRAIN_LIMIT), so the next request on that
//   connection is understood; past the limit, or without a length, the connection is closed after the reply.
// - An API that cannot be reached is a 502 saying so (API_UNAVAILABLE), not the API's database code.
import { PassThrough } from 'node:stream';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import replyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, MENSAJES } from '@inmo/contracts';
import type { Dispatcher } from 'undici';
import { logError } from './log.js';
import { API_SECURITY_HEADERS, apiReplyHeaders } from './security-headers.js';

/** A body the API did not read is read and discarded up to this size; a larger one closes the connection. */
export const DRAIN_LIMIT = 32 * 1024 * 1024;

export interface ApiProxyOptions {
  apiOrigin: string;
  pool: Dispatcher;
  /** PUBLIC_URL (config.ts), or null. */
  publicUrl?: string | null;
}

/** Whether part of the request's body has not arrived yet (a request without a body is complete at once). */
function bodyStillArriving(raw: IncomingMessage): boolean {
  return !raw.complete && (raw.headers['transfer-encoding'] !== undefined || Number(raw.headers['content-length']) > 0);
}

function drainable(raw: IncomingMessage): boolean {
  const length = raw.headers['content-length'];
  return length !== undefined && Number(length) <= DRAIN_LIMIT;
}

/**
 * The body goes to undici through a stream of its own: undici destroys the stream it was given when the API answers
 * before reading it all, and destroying the request itself would destroy the browser's connection.
 */
function bodyStream(raw: IncomingMessage): PassThrough {
  const body = new PassThrough();
  raw.pipe(body);
  // A browser that goes away mid-upload: end the upstream request too, instead of leaving it waiting for the rest.
  raw.once('close', () => {
    if (!raw.complete) body.destroy(new Error('request aborted by the client'));
  });
  return body;
}

function sendUnavailable(reply: FastifyReply, error: Error & { statusCode?: number; code?: string; cause?: unknown }): void {
  const cause = error.cause as { code?: string; message?: string } | undefined;
  logError('API unreachable', { url: reply.request.url, code: cause?.code ?? error.code, err: cause?.message ?? error.message });
  // 504 when the API took too long to answer a request it had, 502 when it could not be reached (refused, or no
  // connection in 5 s) or dropped the connection.
  const slow = error.code === 'FST_REPLY_FROM_GATEWAY_TIMEOUT' || error.code === 'FST_REPLY_FROM_TIMEOUT';
  reply
    .code(slow ? 504 : 502)
    .headers({ ...API_SECURITY_HEADERS, 'cache-control': 'no-store' })
    .send({ success: false, error: MENSAJES.apiNoDisponible, code: ERROR_CODES.API_UNAVAILABLE });
}

/**
 * The visitor's address replaces whatever X-Forwarded-For the request came with: request.ip is the connection's
 * address, or the one the trusted proxies in front reported (GATEWAY_TRUSTED_PROXIES). The API believes this header
 * from the gateway only (its TRUSTED_PROXIES), so a visitor cannot make up addresses to dodge the login throttle.
 * The Host the visitor asked for goes along as X-Forwarded-Host (the proxy sets Host to the API's own address): the
 * addresses the API writes without PUBLIC_URL (a portal's feed and leads, MercadoLibre's way back) are the site's.
 * With the gateway's PUBLIC_URL set, X-Forwarded-Host and -Proto are that address's instead.
 */
function forwardedHeaders(publicUrl: URL | null, request: { ip: string; host: string; protocol: string }, headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const out = { ...headers };
  out['x-forwarded-for'] = request.ip;
  if (publicUrl) {
    // PUBLIC_URL set: the API hears the site's configured address, whatever Host the visitor sent.
    out['x-forwarded-host'] = publicUrl.host;
    out['x-forwarded-proto'] = publicUrl.protocol.slice(0, -1);
  } else {
    // The address the request reached (a trusted proxy's X-Forwarded-* included, anyone else's not).
    out['x-forwarded-host'] = request.host;
    out['x-forwarded-proto'] = request.protocol;
  }
  // Answered here (Node sends 100 Continue itself); undici refuses to send it on.
  delete out.expect;
  return out;
}

export async function apiProxy(app: FastifyInstance, { apiOrigin, pool, publicUrl = null }: ApiProxyOptions): Promise<void> {
  const site = publicUrl ? new URL(publicUrl) : null;
  await app.register(replyFrom, { base: apiOrigin, undici: pool as never, disableRequestLogging: true });

  // Bodies are the API's to read: every content type passes through as a stream.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (request, _payload, done) => done(null, bodyStream(request.raw)));

  const handler = (_request: FastifyRequest, reply: FastifyReply) =>
    reply.from(undefined, {
      rewriteRequestHeaders: (request, headers) => forwardedHeaders(site, request, headers),
      rewriteHeaders: (headers) => apiReplyHeaders(headers) as typeof headers,
      onError: (r, { error }) => sendUnavailable(r as FastifyReply, error),
      // No retries: reply-from would retry a GET that got a 503 up to ten times, holding the visitor meanwhile.
      retryDelay: () => null,
    });
  app.all('/api', handler);
  app.all('/api/*', handler);

  // The reply is about to leave while the body is still arriving: keep the connection when the rest can be read…
  // (Callback hooks, not async ones: they run on every /api request, and a promise each is measurable.)
  app.addHook('onSend', (request, reply, payload, done) => {
    if (bodyStillArriving(request.raw)) {
      if (drainable(request.raw)) reply.removeHeader('connection');
      else reply.header('connection', 'close');
    }
    done(null, payload);
  });
  // …and read it, once the reply is sent.
  app.addHook('onResponse', (request, _reply, done) => {
    const raw = request.raw;
    if ((bodyStillArriving(raw) || raw.readableLength > 0) && !raw.destroyed) {
      raw.unpipe();
      raw.resume();
    }
    done();
  });
}
