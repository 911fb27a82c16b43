// The API's one cache: anonymous GET replies of the public catalogue, a property's page, the home's listings and the
// agency's details, kept whole by URL with an ETag (a browser's revalidation gets a 304) and answered from a Fastify
// preHandler hook (no guard, no SQL, no serialisation).
// - Emptied whenever this process serves a write (any other method that succeeded) and whenever a change notice is
//   heard (cache/change-feed.ts: one per table and statement, from any replica or an SQL console).
// - While the notices cannot be heard nothing is kept or served from it.
// - A reply lives at most REPLY_TTL_MS, so what changes with the clock alone ('Bajó de precio' ends 30 days after the
//   drop) is right within that time.
// - A reply computed while a change came in is not kept. Bounded by entries and bytes: the oldest go first.
import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { AUTH_HEADER } from '@inmo/contracts';
import { ChangeFeed } from './change-feed.js';

export interface CachedReply {
  /** The reply's bytes, encoded once: each hit writes them as they are. */
  body: Buffer;
  type: string;
  etag: string;
  /** Sent as a stream (chunked, no Content-Length), as it was computed (staff-reply-cache.ts). */
  streamed?: boolean;
}

interface Entry extends CachedReply {
  bytes: number;
  expires: number;
}

/** Routes (Fastify route patterns) whose anonymous GET replies are cached. */
export const CACHED_ROUTES = new Set(['/api/user/propiedades-publicas', '/api/user/propiedades-destacadas', '/api/user/propiedad/:id', '/api/user/inmobiliaria']);

export const REPLY_TTL_MS = 60_000;
const MAX_ENTRIES = 2000;
const MAX_BYTES = 32 * 1024 * 1024;
/** The largest reply kept: a larger one is computed (or streamed) on each request. */
export const MAX_REPLY_BYTES = MAX_BYTES / 8;

@Injectable()
export class ReplyCache {
  private readonly replies = new Map<string, Entry>();
  private bytes = 0;

  constructor(@Inject(ChangeFeed) private readonly feed: ChangeFeed) {
    feed.onChange(() => this.clear());
  }

  /** Moves at every change: a reply computed since an older generation is not kept. */
  get generation(): number {
    return this.feed.generation;
  }

  /** Replies being computed, by key: a request that misses while one is under way waits for it (staff-reply-cache.ts). */
  private readonly building = new Map<string, Promise<void>>();

  /** The computation of `key` under way, if any. */
  underWay(key: string): Promise<void> | undefined {
    return this.building.get(key);
  }

  /** Records that `key` is being computed; the function returned says it is over (kept or not), once. */
  begin(key: string): () => void {
    let end!: () => void;
    const mine = new Promise<void>((resolve) => (end = resolve));
    const owner = !this.building.has(key);
    if (owner) this.building.set(key, mine);
    let over = false;
    return () => {
      if (over) return;
      over = true;
      if (owner && this.building.get(key) === mine) this.building.delete(key);
      end();
    };
  }

  private clear(): void {
    this.replies.clear();
    this.bytes = 0;
  }

  /** The reply kept for this URL, if any and still fresh. */
  get(key: string, now = Date.now()): CachedReply | null {
    if (!this.feed.listening) return null;
    const hit = this.replies.get(key);
    if (!hit || hit.expires > now) return hit ?? null;
    this.replies.delete(key);
    this.bytes -= hit.bytes;
    return null;
  }

  /** Keeps a 200 reply computed since `generation` (unless a change came meanwhile): the entry, or null. */
  put(key: string, text: string | Buffer, type: string, generation: number, streamed = false, ttlMs = REPLY_TTL_MS): CachedReply | null {
    const body = typeof text === 'string' ? Buffer.from(text) : text;
    const entry: Entry = { body, type, streamed, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, bytes: body.length + key.length, expires: Date.now() + ttlMs };
    if (!this.feed.listening || this.feed.generation !== generation || entry.bytes > MAX_REPLY_BYTES) return entry;
    const old = this.replies.get(key);
    if (old) {
      this.replies.delete(key);
      this.bytes -= old.bytes;
    }
    this.replies.set(key, entry);
    this.bytes += entry.bytes;
    for (const [k, v] of this.replies) {
      if (this.replies.size <= MAX_ENTRIES && this.bytes <= MAX_BYTES) break;
      this.replies.delete(k);
      this.bytes -= v.bytes;
    }
    return entry;
  }
}

type Req = { method: string; url: string; headers: Record<string, string | string[] | undefined>; routeOptions?: { url?: string } };
type Reply = {
  statusCode: number;
  header(k: string, v: string): Reply;
  getHeader(k: string): unknown;
  code(n: number): Reply;
  send(body?: unknown): Reply;
};

/** The generation a cacheable request began in (set on a miss). */
const SINCE = Symbol('replyCacheSince');

/**
 * Answers cached routes from the cache, records their 200 replies, and empties the cache as soon as this process
 * itself has changed something (so a client that just saved never reads its old data back, even before the
 * database's notice arrives).
 */
export function installReplyCache(fastify: any, cache: ReplyCache, feed: ChangeFeed): void {
  fastify.addHook('preHandler', async (req: Req & { [SINCE]?: number }, reply: Reply) => {
    if (req.method !== 'GET' || req.headers[AUTH_HEADER] !== undefined || !CACHED_ROUTES.has(req.routeOptions?.url ?? '')) return;
    const hit = cache.get(req.url);
    if (!hit) {
      req[SINCE] = cache.generation;
      return;
    }
    reply.header('content-type', hit.type).header('etag', hit.etag).header('x-cache', 'hit');
    if (req.headers['if-none-match'] === hit.etag) return reply.code(304).send();
    return reply.send(hit.body);
  });

  fastify.addHook('onSend', async (req: Req & { [SINCE]?: number }, reply: Reply, payload: unknown) => {
    const since = req[SINCE];
    if (since !== undefined) {
      req[SINCE] = undefined;
      reply.header('x-cache', 'miss');
      // A streamed reply (the unpaged catalogue) is not kept: it may be any size.
      if (reply.statusCode === 200 && typeof payload === 'string') {
        const entry = cache.put(req.url, payload, String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'), since);
        if (entry) reply.header('etag', entry.etag);
      }
    } else if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS' && reply.statusCode < 400) {
      feed.bump('api');
    }
    return payload;
  });
}
