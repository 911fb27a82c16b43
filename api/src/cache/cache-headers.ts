// The one rule for Cache-Control and Vary on every API reply (an onSend hook, app.factory.ts):
// - a request that carries a token (auth-token, any value) is answered `no-store`, whatever the route set: what a
//   staff member sees (hidden properties, full records, their session) never sits in a browser's or a proxy's store,
//   and a public route asked with a token is such a reply too (GET /api/user/propiedad/:id shows hidden ones);
// - so is every /api/admin reply and every reply to a write (POST, PUT, PATCH, DELETE: a login's token, a reset,
//   what a create answered), with or without a token;
// - any other reply keeps what its route set (images: a year, immutable) or gets `no-cache` (revalidate with the
//   ETag), and says `Vary: auth-token`: the same address asked with a token is another reply, so a shared cache must
//   never hand a visitor's stored copy to staff, nor the other way round.
import { AUTH_HEADER } from '@inmo/contracts';

interface Req {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
}
interface Reply {
  getHeader(name: string): unknown;
  header(name: string, value: string): unknown;
}

export const NO_STORE = 'no-store';

/** Whether the reply to this request may never be stored. */
export function mustNotStore(req: Req): boolean {
  if (req.headers[AUTH_HEADER] !== undefined) return true;
  if (req.method !== 'GET' && req.method !== 'HEAD') return true;
  return req.url === '/api/admin' || req.url.startsWith('/api/admin/') || req.url.startsWith('/api/admin?');
}

/** `value` with `name` added to it (a comma-separated header such as Vary), once. */
export function addToList(value: unknown, name: string): string {
  const list = String(value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.includes('*') || list.some((v) => v.toLowerCase() === name)) return list.join(', ');
  return [...list, name].join(', ');
}

export function setCacheHeaders(req: Req, reply: Reply): void {
  if (mustNotStore(req)) {
    reply.header('cache-control', NO_STORE);
    return;
  }
  if (!reply.getHeader('cache-control')) reply.header('cache-control', 'no-cache');
  reply.header('vary', addToList(reply.getHeader('vary'), AUTH_HEADER));
}
