// Staff replies in the one reply cache (reply-cache.ts): the back office's heaviest reads — the unpaged admin list,
// the dashboard's metrics, 'Inquilinos en mora' and the rentals' pendings — are kept as the bytes encoded once, so
// a staff page costs no rebuild until something changes.
// - Runs as an interceptor, after the guards: the token, the account's state and the route's roles are checked on
//   every request, hit or miss, as for any other route.
// - Keyed by the caller's role, the Argentine day and the URL: an agente is never answered with a reply computed for
//   an admin (nor the other way round), and what depends on the day (a debt's interest, what falls due) is
//   recomputed when the day changes. These replies do not depend on who of a role asks; a route whose reply did
//   would have to add the user to the key.
// - A reply lives REPLY_TTL_MS, as the public ones (the admin list shows what the clock changes, 'Bajó de precio'),
//   or, for a route whose reply depends on the clock only through the day (@CachedStaffReply({ porDia: true }): mora,
//   pendings), until a change or the day's end: at 2,000 contracts it takes seconds to compute.
// - Only requests without a query string: filtered and paged variants are computed each time.
// - Emptied with every other cached reply (any write this process serves, any change notice; the rental tables and
//   clients announce their changes too: migration StaffChangeNotifications); nothing kept or served while the
//   notices cannot be heard; a reply computed while a change came in is not kept.
// - Concurrent misses for the same key wait for the one computation under way and are then answered from the cache
//   (if it could keep it: else each computes its own).
// - A streamed reply (common/json-stream.ts) is streamed as before and copied on its way, and a hit is sent the same
//   way (chunked). The copy is dropped past MAX_REPLY_BYTES, or when the route says so (keepIf: the unpaged admin list
//   is kept when it came in one batch), so a list too big to keep still streams in constant memory.
import { Inject, Injectable, SetMetadata, UseInterceptors, applyDecorators, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Readable } from 'node:stream';
import { map, of, tap, type Observable } from 'rxjs';
import { hoyArgentina, type TokenPayload } from '@inmo/contracts';
import { Reflector } from '@nestjs/core';
import { MAX_REPLY_BYTES, REPLY_TTL_MS, ReplyCache } from './reply-cache.js';

const JSON_TYPE = 'application/json; charset=utf-8';
/** How many computations under way a request waits for before computing its own. */
const WAITS = 3;

const KEEP_IF = Symbol('keepIf');
const POR_DIA = 'staffReplyPorDia';
/** A day reply's life: the key names the day, so the day's end retires it; a change empties it before. */
const DAY_MS = 24 * 60 * 60 * 1000;

/** `stream`, whose copy is kept only if `test` holds once it has ended. */
export function keepIf<T extends Readable>(stream: T, test: () => boolean): T {
  (stream as T & { [KEEP_IF]?: () => boolean })[KEEP_IF] = test;
  return stream;
}

/** The cache key of a staff reply: role, day and URL. */
export function staffKey(rol: string, url: string, dia = hoyArgentina()): string {
  return `staff ${rol} ${dia} ${url}`;
}

interface Req {
  method: string;
  url: string;
  user?: TokenPayload;
}
interface Reply {
  header(k: string, v: string): Reply;
}

@Injectable()
export class StaffReplyInterceptor implements NestInterceptor {
  constructor(
    @Inject(ReplyCache) private readonly cache: ReplyCache,
    @Inject(Reflector) private readonly reflector: Reflector,
  ) {}

  async intercept(ctx: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = ctx.switchToHttp().getRequest<Req>();
    const reply = ctx.switchToHttp().getResponse<Reply>();
    if (req.method !== 'GET' || !req.user?.rol || req.url.includes('?')) return next.handle();
    const key = staffKey(req.user.rol, req.url);
    for (let waits = 0; ; waits++) {
      const hit = this.cache.get(key);
      if (hit) {
        reply.header('content-type', hit.type).header('x-cache', 'hit');
        return of(hit.streamed ? Readable.from([hit.body], { objectMode: false }) : hit.body);
      }
      const underWay = waits < WAITS ? this.cache.underWay(key) : undefined;
      if (!underWay) break;
      await underWay;
    }
    const since = this.cache.generation;
    const ttl = this.reflector.get<boolean | undefined>(POR_DIA, ctx.getHandler()) ? DAY_MS : REPLY_TTL_MS;
    const over = this.cache.begin(key);
    reply.header('x-cache', 'miss');
    return next.handle().pipe(
      map((value) => {
        if (value instanceof Readable) return this.copied(value, key, since, over);
        const text = JSON.stringify(value);
        this.cache.put(key, text, JSON_TYPE, since, false, ttl);
        over();
        reply.header('content-type', JSON_TYPE);
        return text;
      }),
      tap({ error: over, complete: () => undefined }),
    );
  }

  /** `source` as it was, its bytes kept once it ended (if they fit). */
  private copied(source: Readable, key: string, since: number, over: () => void): Readable {
    const cache = this.cache;
    async function* copy(): AsyncGenerator<Buffer> {
      let chunks: Buffer[] | null = [];
      let size = 0;
      let ended = false;
      try {
        for await (const chunk of source) {
          const bytes: Buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
          if (chunks) {
            size += bytes.length;
            if (size > MAX_REPLY_BYTES) chunks = null;
            else chunks.push(bytes);
          }
          yield bytes;
        }
        ended = true;
      } finally {
        const keep = (source as Readable & { [KEEP_IF]?: () => boolean })[KEEP_IF] ?? (() => true);
        if (ended && chunks && keep()) cache.put(key, Buffer.concat(chunks), JSON_TYPE, since, true);
        over();
      }
    }
    const out = Readable.from(copy(), { objectMode: false });
    // Closed before its first read (the client went away): nothing was computed, so nobody waits for it.
    out.once('close', () => {
      if (!source.destroyed) source.destroy();
      over();
    });
    return out;
  }
}

/** The route's staff replies are kept in the reply cache (see above); porDia: the clock matters only by its day. */
export const CachedStaffReply = (opts: { porDia?: boolean } = {}) => applyDecorators(SetMetadata(POR_DIA, opts.porDia === true), UseInterceptors(StaffReplyInterceptor));
