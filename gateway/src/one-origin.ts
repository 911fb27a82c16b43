// `npm start`'s one process: the API and the gateway answer on one port. The API's Fastify instance (built by
// api/src/app.factory.ts, ready, never listening: api/src/embedded.ts) is handed every request whose normalised path
// is /api or under it, on the browser's own connection; everything else goes to the gateway's router. Measured
// (BENCHMARKS.md): the proxy hop cost the gateway's process more CPU per /api request than the API's own work — a
// second HTTP exchange, written and parsed on both sides — and halved the API's throughput.
//
// What the proxy did for /api that still holds here, and where:
// - The gateway's security headers on every API reply (framing refused, nosniff, …): OriginResponse below, just
//   before the reply's head is written, whatever wrote it (a route, a hook, the router's own 404 or 503, a stream).
// - The visitor's address as the API's request.ip: the API trusts exactly the proxies the gateway trusts
//   (GATEWAY_TRUSTED_PROXIES, default none: the connection's own address), so a local client's X-Forwarded-For is
//   not believed (the API's TRUSTED_PROXIES default, loopback, is for the gateway of another process).
// - Bodies refused early (413, 415) and the connection kept when the rest can be drained: the API's own hooks do it
//   on this connection (api/src/app.factory.ts), as they did on the proxy's.
// - The Host / PUBLIC_URL rule: the API reads PUBLIC_URL itself, and the Host it sees is the visitor's, as the proxy
//   passed it on (X-Forwarded-Host only from a trusted proxy in front).
// - Graceful stop: once closing, every reply (the API's and the gateway's, those under way included) closes its
//   connection, and connections left idle are closed as they appear, so the server's close completes as soon as
//   the requests under way have finished (Node closes the idle ones only once, when close() is called).
import http from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import { secureApiReply } from './security-headers.js';
import { isApiUrl, normalisedUrl } from './url.js';

/** What the one origin needs of the API's Fastify instance: its router (`fastify.routing`, documented). */
export interface RoutableApi {
  routing(req: http.IncomingMessage, res: http.ServerResponse): void;
}

export interface OneOrigin {
  /** The gateway's serverFactory: one node:http server that routes each request to the API or the gateway. */
  serverFactory: FastifyServerFactory;
  /** The server is closing: replies from now on close their connections, idle connections are closed. */
  closing(): void;
}

export function oneOrigin(api: RoutableApi, timeouts: { keepAliveTimeout: number; requestTimeout: number; headersTimeout: number }): OneOrigin {
  let closing = false;
  let server: http.Server | null = null;

  /** A reply of the one origin: the API's get the gateway's security headers as their head is written. */
  class OriginResponse extends http.ServerResponse {
    apiReply = false;

    // Every head passes here: Fastify's writeHead, and Node's implicit one (a write or end without it).
    // (Node's own signature: statusCode, then an optional reason, then optional headers; no rest array per reply.)
    override writeHead(statusCode: number, reason?: unknown, headers?: unknown): this {
      if (this.apiReply || closing) {
        // Headers given to writeHead win over those set before. An object (Fastify's) is completed in place, which
        // leaves Node to merge it as it would have; the rare flat array is folded into the response's own first.
        let last = typeof reason === 'string' ? headers : reason;
        if (Array.isArray(last)) {
          for (let i = 0; i + 1 < last.length; i += 2) this.appendHeader(String(last[i]), last[i + 1] as string);
          last = undefined;
          if (typeof reason === 'string') headers = undefined;
          else reason = undefined;
        }
        const given = last !== null && typeof last === 'object' ? (last as Record<string, unknown>) : null;
        if (this.apiReply) secureApiReply(this, given);
        if (closing) {
          if (given) given.connection = 'close';
          else this.setHeader('connection', 'close');
        }
      }
      return (super.writeHead as (statusCode: number, reason?: unknown, headers?: unknown) => this)(statusCode, reason, headers);
    }
  }

  const serverFactory: FastifyServerFactory = (gatewayHandler) => {
    const created = http.createServer({ ServerResponse: OriginResponse }, (req, res) => {
      const url = normalisedUrl(req.url ?? '/');
      if (!isApiUrl(url)) return gatewayHandler(req, res);
      // The API's router sees the path the gateway would have proxied: dot segments resolved.
      req.url = url;
      (res as OriginResponse).apiReply = true;
      api.routing(req, res);
    });
    // With a serverFactory Fastify leaves the server's timeouts to it (gateway.ts says why these values).
    created.keepAliveTimeout = timeouts.keepAliveTimeout;
    created.requestTimeout = timeouts.requestTimeout;
    created.headersTimeout = timeouts.headersTimeout;
    server = created as unknown as http.Server;
    // A node:http server like Fastify's own; only its responses are of a subclass, which its type does not carry.
    return server;
  };
  return {
    serverFactory,
    closing: () => {
      if (closing || !server) return;
      closing = true;
      const closed = server;
      // A reply whose head left before closing keeps its connection alive: close such connections once idle.
      const sweep = setInterval(() => closed.closeIdleConnections(), 100);
      closed.once('close', () => clearInterval(sweep));
    },
  };
}
