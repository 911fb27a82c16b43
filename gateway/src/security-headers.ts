// Security headers for every reply: helmet's, as the API's (api/src/app.factory.ts helmetHeaders), worked out once
// per list of remotes rather than on every request as @fastify/helmet would (docs/decisions.md, Libraries). The page's
// script sources widen only to the origins of configured remotes.
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { remoteOrigins, type Remote } from './remotes.js';

export type Headers = Record<string, string>;

/** Strict-Transport-Security of a site served over https (PUBLIC_URL https://…): a year, this host only. */
export const HSTS = 'max-age=31536000';

function buildHeaders(origins: readonly string[]): Headers {
  const headers: Headers = {};
  const res = { setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)), removeHeader: () => undefined };
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...origins],
        // styled-components injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org'],
        connectSrc: ["'self'", ...origins],
        fontSrc: ["'self'"],
        frameSrc: ['https://www.openstreetmap.org'],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // Set by gateway.ts, and only for a site served over https.
    strictTransportSecurity: false,
    // A remote's files may be served from another origin (the runtime list of remotes) and are loaded as plain
    // <script> requests: same-origin would block them.
    crossOriginResourcePolicy: false,
  })({} as IncomingMessage, res as unknown as ServerResponse, () => undefined);
  // helmet has no Permissions-Policy.
  headers['permissions-policy'] = 'camera=(), microphone=(), geolocation=()';
  return headers;
}

// One set per list of remotes (RemotesSource hands out the same list object until the list changes), not a new
// CSP string per request.
const byList = new WeakMap<readonly Remote[], Headers>();

export function securityHeaders(remotes: readonly Remote[]): Headers {
  let h = byList.get(remotes);
  if (!h) {
    h = Object.freeze(buildHeaders(remoteOrigins(remotes))) as Headers;
    byList.set(remotes, h);
  }
  return h;
}

/** /api replies carry no page to run: the same headers, no remote origins needed. */
export const API_SECURITY_HEADERS: Headers = buildHeaders([]);

// Hop-by-hop headers (RFC 9110 §7.6.1) describe the API's connection to the gateway, not the gateway's to the
// browser: passing on the API's `connection: close` closed the browser's connection after every refused upload.
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'proxy-authenticate'];

type UpstreamHeaders = Record<string, string | string[] | number | undefined>;

/** A CSP with framing refused: its frame-ancestors made 'none', or added. */
function framingRefused(csp: string): string {
  return /frame-ancestors/i.test(csp) ? csp.replace(/frame-ancestors[^;]*/i, "frame-ancestors 'none'") : `${csp}; frame-ancestors 'none'`;
}

/**
 * The API's reply headers as the browser gets them. Its own security headers stay (its media replies carry a
 * stricter, sandboxing CSP; helmet's referrer policy is stricter too); the gateway's fill in what is missing, and
 * framing is refused on every reply (helmet's default CSP allows frame-ancestors 'self').
 */
export function apiReplyHeaders(upstream: UpstreamHeaders): UpstreamHeaders {
  const h: UpstreamHeaders = { ...upstream };
  const named = typeof h.connection === 'string' ? h.connection.split(',').map((s) => s.trim().toLowerCase()) : [];
  for (const name of [...HOP_BY_HOP, ...named]) delete h[name];
  for (const [k, v] of Object.entries(API_SECURITY_HEADERS)) if (h[k] === undefined) h[k] = v;
  h['content-security-policy'] = framingRefused(String(h['content-security-policy']));
  return h;
}

const API_SECURITY_ENTRIES = Object.entries(API_SECURITY_HEADERS);

/**
 * The same rule applied once to a list of headers the API sets on every reply (its helmet headers, built once:
 * api/src/app.factory.ts createApp's `securityHeaders`), in `npm start`'s one process: its replies then leave as the
 * gateway wants them, and secureApiReply below finds nothing to change on almost every reply.
 */
export function embeddedApiHeaders(headers: [string, string][]): [string, string][] {
  const out = headers.map(([name, value]): [string, string] => [name, name.toLowerCase() === 'content-security-policy' ? framingRefused(value) : value]);
  const named = new Set(out.map(([name]) => name.toLowerCase()));
  for (const [k, v] of API_SECURITY_ENTRIES) if (!named.has(k)) out.push([k, v]);
  return out;
}
/** The last CSP seen and its framing-refused form: the API sends the same one (helmet's) on almost every reply. */
let lastCsp = '';
let lastRefused = '';

/**
 * The same rule applied to a reply the API writes on the browser's own connection (`npm start`'s one process,
 * one-origin.ts), just before its head is written: `given` is the header object handed to writeHead, which wins over
 * the headers set before (its names lower case, as Fastify writes them), or null. Nothing is hop-by-hop there: the
 * API's `connection` header is about this very connection and stays.
 */
export function secureApiReply(res: { hasHeader(name: string): boolean; getHeader(name: string): unknown; setHeader(name: string, value: string): unknown }, given: Record<string, unknown> | null): void {
  for (const [k, v] of API_SECURITY_ENTRIES) {
    if (given?.[k] === undefined && !res.hasHeader(k)) {
      if (given) given[k] = v;
      else res.setHeader(k, v);
    }
  }
  const own = given?.['content-security-policy'];
  const csp = String(own !== undefined ? own : res.getHeader('content-security-policy'));
  if (csp !== lastCsp) {
    lastCsp = csp;
    lastRefused = framingRefused(csp);
  }
  // Already right (embeddedApiHeaders): nothing set, nothing to validate again.
  if (lastRefused === csp) return;
  if (given) given['content-security-policy'] = lastRefused;
  else res.setHeader('content-security-policy', lastRefused);
}
