// Exact caching of the hottest reads, per process, with no staleness beyond the moment a change notice takes to
// arrive (src/cache/change-feed.ts):
// - the anonymous public catalogue and property replies are kept as the bytes sent, keyed by URL, and answered
//   from a Fastify preHandler hook (no guard, no SQL, no serialisation), with an ETag so a browser's revalidation
//   gets a 304;
// - `memo()` keeps computed values (the dashboard's metrics) the same way.
// A value is stored only if no change was heard while it was computed; concurrent misses of one key wait for the
// first one instead of all running the same SQL. Bounded by entries and bytes (the oldest go first).
// A streamed reply (the unpaged public catalogue, common/json-stream.ts) is copied as it passes and kept only when
// it ends within MAX_STREAM_CAPTURE bytes: an agency's catalogue of a few hundred listings stays cached as before,
// a huge one streams every time and is never held whole in memory.
import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { Transform, pipeline, type Readable } from 'node:stream';
import { AUTH_HEADER } from '@inmo/contracts';
import { ChangeFeed } from './change-feed.js';

export interface CachedReply {
  body: string;
  type: string;
  etag: string;
}

interface Pending<T> {
  generation: number;
  promise: Promise<T | null>;
  settle(value: T | null): void;
}

/** Routes (Fastify route patterns) whose anonymous GET replies are cached. */
export const CACHED_ROUTES = new Set(['/api/user/propiedades-publicas', '/api/user/propiedades-destacadas', '/api/user/propiedad/:id', '/api/user/inmobiliaria']);

const MAX_ENTRIES = 2000;
const MAX_BYTES = 32 * 1024 * 1024;
/**
 * The most a streamed reply may be and still be kept (≈ 650 properties of the public catalogue): past it, its copy
 * is dropped and requests waiting for it go their own way. Each streamed miss holds at most this much.
 */
export const MAX_STREAM_CAPTURE = 1024 * 1024;
/** Memoised values that say their size (a search's order of ids): bounded on their own, the oldest go first. */
const MAX_VALUE_BYTES = 32 * 1024 * 1024;

function pending<T>(generation: number): Pending<T> {
  let settle!: (value: T | null) => void;
  const promise = new Promise<T | null>((resolve) => (settle = resolve));
  return { generation, promise, settle };
}

@Injectable()
export class ReplyCache {
  private readonly replies = new Map<string, CachedReply>();
  private readonly values = new Map<string, unknown>();
  private readonly inflight = new Map<string, Pending<unknown>>();
  /** Sizes of the memoised values that have one (`memo`'s `size`), in insertion order. */
  private readonly valueSizes = new Map<string, number>();
  private bytes = 0;
  private valueBytes = 0;
  hits = 0;
  misses = 0;

  constructor(@Inject(ChangeFeed) private readonly feed: ChangeFeed) {
    feed.onChange(() => this.clear());
  }

  private clear(): void {
    this.replies.clear();
    this.values.clear();
    this.valueSizes.clear();
    this.bytes = 0;
    this.valueBytes = 0;
    // Waiters get null and compute for themselves: what is being computed may predate the change.
    for (const p of this.inflight.values()) p.settle(null);
    this.inflight.clear();
  }

  /** A stored reply, or null (then `lead` or `wait`). */
  reply(key: string): CachedReply | null {
    if (!this.feed.listening) return null;
    const hit = this.replies.get(key);
    if (hit) this.hits++;
    return hit ?? null;
  }

  /** The reply another request is computing for this key right now, if any. */
  wait(key: string): Promise<CachedReply | null> | null {
    const p = this.inflight.get('r:' + key);
    return p && p.generation === this.feed.generation ? (p.promise as Promise<CachedReply | null>) : null;
  }

  /** This request computes the reply: call `done` with its bytes (or null when it is not a 200). */
  lead(key: string): (body: string | null, type?: string) => CachedReply | null {
    this.misses++;
    const generation = this.feed.generation;
    const p = pending<CachedReply>(generation);
    this.inflight.set('r:' + key, p as Pending<unknown>);
    return (body, type = 'application/json; charset=utf-8') => {
      if (this.inflight.get('r:' + key) === p) this.inflight.delete('r:' + key);
      if (body === null || !this.feed.listening || this.feed.generation !== generation) {
        p.settle(null);
        return null;
      }
      const entry: CachedReply = { body, type, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
      this.store(key, entry);
      p.settle(entry);
      return entry;
    };
  }

  private store(key: string, entry: CachedReply): void {
    const size = Buffer.byteLength(entry.body) + key.length;
    if (size > MAX_BYTES / 8) return;
    const old = this.replies.get(key);
    if (old) {
      this.bytes -= Buffer.byteLength(old.body) + key.length;
      this.replies.delete(key);
    }
    this.replies.set(key, entry);
    this.bytes += size;
    for (const [k, v] of this.replies) {
      if (this.replies.size <= MAX_ENTRIES && this.bytes <= MAX_BYTES) break;
      this.replies.delete(k);
      this.bytes -= Buffer.byteLength(v.body) + k.length;
    }
  }

  /**
   * The value of `compute()` for this generation, computed once however many ask at the same time. `size` (bytes)
   * bounds the values that can be large: they share MAX_VALUE_BYTES, the oldest dropped first, and one over an
   * eighth of it is used once and not kept.
   */
  async memo<T>(key: string, compute: () => Promise<T>, size?: (value: T) => number): Promise<T> {
    if (!this.feed.listening) return compute();
    const k = 'v:' + key;
    if (this.values.has(k)) {
      this.hits++;
      return this.values.get(k) as T;
    }
    const running = this.inflight.get(k);
    if (running && running.generation === this.feed.generation) {
      const v = await running.promise;
      if (v !== null) return v as T;
      return this.memo(key, compute);
    }
    this.misses++;
    const generation = this.feed.generation;
    const p = pending<T>(generation);
    this.inflight.set(k, p as Pending<unknown>);
    try {
      const value = await compute();
      if (this.feed.listening && this.feed.generation === generation) {
        if (this.values.size >= MAX_ENTRIES) {
          this.values.clear();
          this.valueSizes.clear();
          this.valueBytes = 0;
        }
        if (this.fits(k, size?.(value))) this.values.set(k, value);
        p.settle(value);
      } else {
        p.settle(null);
      }
      return value;
    } catch (err) {
      p.settle(null);
      throw err;
    } finally {
      if (this.inflight.get(k) === p) this.inflight.delete(k);
    }
  }

  /** The value memoised for `key` since the last change, if one is kept; nothing is computed. */
  peek<T>(key: string): T | undefined {
    if (!this.feed.listening) return undefined;
    return this.values.get('v:' + key) as T | undefined;
  }

  /** Whether a value of `bytes` may be kept; room is made by dropping the oldest sized values. */
  private fits(k: string, bytes: number | undefined): boolean {
    if (bytes === undefined) return true;
    if (bytes > MAX_VALUE_BYTES / 8) return false;
    for (const [old, n] of this.valueSizes) {
      if (this.valueBytes + bytes <= MAX_VALUE_BYTES) break;
      this.valueSizes.delete(old);
      this.values.delete(old);
      this.valueBytes -= n;
    }
    this.valueSizes.set(k, bytes);
    this.valueBytes += bytes;
    return true;
  }
}

const isStream = (v: unknown): v is Readable => typeof (v as Readable | null)?.pipe === 'function';

type Req = { method: string; url: string; headers: Record<string, string | string[] | undefined>; routeOptions?: { url?: string } };
type Reply = {
  statusCode: number;
  header(k: string, v: string): Reply;
  getHeader(k: string): unknown;
  code(n: number): Reply;
  send(body?: unknown): Reply;
};

const LEAD = Symbol('replyCacheLead');

/**
 * The stream as it is sent, with a copy of its bytes handed to `done` when it ends — or null as soon as it passes
 * `limit` bytes, fails or is cut short (so the requests waiting for it do not wait for the rest of a huge reply).
 * Errors and an early close travel through, as from the stream itself.
 */
export function captureStream(source: Readable, limit: number, done: (body: string | null) => void): Readable {
  let chunks: Buffer[] | null = [];
  let size = 0;
  let settled = false;
  const settle = (body: string | null) => {
    if (settled) return;
    settled = true;
    chunks = null;
    done(body);
  };
  const copy = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      if (chunks) {
        size += chunk.length;
        if (size > limit) settle(null);
        else chunks.push(chunk);
      }
      cb(null, chunk);
    },
    flush(cb) {
      settle(chunks ? Buffer.concat(chunks).toString('utf8') : null);
      cb();
    },
  });
  pipeline(source, copy, (err) => {
    if (err) settle(null);
  });
  copy.once('close', () => settle(null));
  return copy;
}

/**
 * Answers cached routes from the cache, records their 200 replies, and drops the cache as soon as this process
 * itself has changed something (so a client that just saved never reads its old data back, even before the
 * database's notice arrives).
 */
export function installReplyCache(fastify: any, cache: ReplyCache, feed: ChangeFeed): void {
  const send = (req: Req, reply: Reply, entry: CachedReply, how: string) => {
    reply.header('content-type', entry.type).header('etag', entry.etag).header('x-cache', how);
    if (req.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    return reply.send(entry.body);
  };

  fastify.addHook('preHandler', async (req: Req & { [LEAD]?: ReturnType<ReplyCache['lead']> }, reply: Reply) => {
    if (req.method !== 'GET' || req.headers[AUTH_HEADER] !== undefined || !CACHED_ROUTES.has(req.routeOptions?.url ?? '')) return;
    const hit = cache.reply(req.url);
    if (hit) return send(req, reply, hit, 'hit');
    const other = cache.wait(req.url);
    if (other) {
      const entry = await other;
      if (entry) return send(req, reply, entry, 'shared');
    }
    req[LEAD] = cache.lead(req.url);
  });

  fastify.addHook('onSend', async (req: Req & { [LEAD]?: ReturnType<ReplyCache['lead']> }, reply: Reply, payload: unknown) => {
    const done = req[LEAD];
    if (done) {
      req[LEAD] = undefined;
      const type = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      reply.header('x-cache', 'miss');
      // A stream's headers leave before its end: it has no ETag on this miss, the next request (a hit) has one.
      if (reply.statusCode === 200 && isStream(payload)) return captureStream(payload, MAX_STREAM_CAPTURE, (body) => done(body, type));
      const ok = reply.statusCode === 200 && typeof payload === 'string';
      const entry = done(ok ? (payload as string) : null, type);
      if (entry) reply.header('etag', entry.etag);
    } else if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS' && reply.statusCode < 400) {
      feed.bump('api');
    }
    return payload;
  });

  // A request that ended without onSend (client gone) must not leave others waiting.
  fastify.addHook('onResponse', async (req: Req & { [LEAD]?: ReturnType<ReplyCache['lead']> }) => {
    const done = req[LEAD];
    if (done) {
      req[LEAD] = undefined;
      done(null);
    }
  });
}
