// The gateway's own reads from the API (a property for its page head, the data of a first paint, the sitemap's
// list): over the proxy's pool of kept-alive connections when the API is another process, or handed to the API's
// router in memory when both run in one process (`npm start`, one-origin.ts).
import type { Dispatcher } from 'undici';

export interface ApiReply {
  status: number;
  /** The parsed JSON of a 2xx reply, else null. */
  body: unknown;
}

export interface ApiClient {
  /**
   * GET `pathAndQuery` (starting with /api/), bounded by `timeoutMs` (an error named TimeoutError past it); throws
   * when the API cannot be reached.
   */
  getJson(pathAndQuery: string, timeoutMs?: number): Promise<ApiReply>;
  /**
   * GET `pathAndQuery`, its body as it arrives (a streamed list: json-items.ts), or null for a non-2xx reply. The whole
   * read, body included, is bounded by `timeoutMs`; the body errors when the API cuts it short.
   */
  getStream(pathAndQuery: string, timeoutMs: number): Promise<{ status: number; body: AsyncIterable<Buffer> | null }>;
  /** POST `path` with no body (a one-click action such as an alert's unsubscribe), bounded by `timeoutMs`. */
  post(path: string, timeoutMs?: number): Promise<ApiReply>;
}

/** The API in another process, on the proxy's pool. */
export class PoolApiClient implements ApiClient {
  constructor(private readonly pool: Dispatcher) {}

  async getJson(pathAndQuery: string, timeoutMs = 2000): Promise<ApiReply> {
    const signal = AbortSignal.timeout(timeoutMs);
    const { statusCode, body } = await this.pool.request({ method: 'GET', path: pathAndQuery, signal, headers: { accept: 'application/json' } });
    if (statusCode < 200 || statusCode >= 300) {
      await body.dump();
      return { status: statusCode, body: null };
    }
    return { status: statusCode, body: await body.json() };
  }

  async post(path: string, timeoutMs = 5000): Promise<ApiReply> {
    const signal = AbortSignal.timeout(timeoutMs);
    const { statusCode, body } = await this.pool.request({ method: 'POST', path, signal, headers: { accept: 'application/json' } });
    if (statusCode < 200 || statusCode >= 300) {
      await body.dump();
      return { status: statusCode, body: null };
    }
    return { status: statusCode, body: await body.json() };
  }

  async getStream(pathAndQuery: string, timeoutMs: number): Promise<{ status: number; body: AsyncIterable<Buffer> | null }> {
    const signal = AbortSignal.timeout(timeoutMs);
    const { statusCode, body } = await this.pool.request({ method: 'GET', path: pathAndQuery, signal, headers: { accept: 'application/json' } });
    if (statusCode < 200 || statusCode >= 300) {
      await body.dump();
      return { status: statusCode, body: null };
    }
    return { status: statusCode, body };
  }
}

/** What the in-process reader needs of the API's Fastify instance (light-my-request's inject). */
export interface InjectableApi {
  inject(options: { method: 'GET' | 'POST'; url: string; headers: Record<string, string> }): PromiseLike<{ statusCode: number; body: string }>;
  inject(options: { method: 'GET'; url: string; headers: Record<string, string>; payloadAsStream: true }): PromiseLike<{ statusCode: number; stream(): NodeJS.ReadableStream }>;
}

/**
 * The API in this process: each read is injected into its router (light-my-request), no socket and no HTTP parsing
 * on either side. Measured against a pool of connections to the process's own port (BENCHMARKS.md, one process).
 */
export class InProcessApiClient implements ApiClient {
  constructor(private readonly api: InjectableApi) {}

  async getJson(pathAndQuery: string, timeoutMs = 2000): Promise<ApiReply> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(Object.assign(new Error(`the API did not answer ${pathAndQuery} in ${timeoutMs} ms`), { name: 'TimeoutError' })), timeoutMs);
    });
    try {
      const reply = await Promise.race([this.api.inject({ method: 'GET', url: pathAndQuery, headers: { accept: 'application/json' } }), late]);
      if (reply.statusCode < 200 || reply.statusCode >= 300) return { status: reply.statusCode, body: null };
      return { status: reply.statusCode, body: JSON.parse(reply.body) as unknown };
    } finally {
      clearTimeout(timer);
    }
  }

  async post(path: string, timeoutMs = 5000): Promise<ApiReply> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(Object.assign(new Error(`the API did not answer ${path} in ${timeoutMs} ms`), { name: 'TimeoutError' })), timeoutMs);
    });
    try {
      const reply = await Promise.race([this.api.inject({ method: 'POST', url: path, headers: { accept: 'application/json' } }), late]);
      if (reply.statusCode < 200 || reply.statusCode >= 300) return { status: reply.statusCode, body: null };
      return { status: reply.statusCode, body: JSON.parse(reply.body) as unknown };
    } finally {
      clearTimeout(timer);
    }
  }

  async getStream(pathAndQuery: string, timeoutMs: number): Promise<{ status: number; body: AsyncIterable<Buffer> | null }> {
    const reply = await this.api.inject({ method: 'GET', url: pathAndQuery, headers: { accept: 'application/json' }, payloadAsStream: true });
    const stream = reply.stream() as NodeJS.ReadableStream & { destroy(err?: Error): void };
    if (reply.statusCode < 200 || reply.statusCode >= 300) {
      stream.destroy();
      return { status: reply.statusCode, body: null };
    }
    // The whole read is bounded, as over a socket.
    const timer = setTimeout(() => stream.destroy(Object.assign(new Error(`the API did not finish ${pathAndQuery} in ${timeoutMs} ms`), { name: 'TimeoutError' })), timeoutMs);
    stream.once('close', () => clearTimeout(timer));
    return { status: reply.statusCode, body: stream as AsyncIterable<Buffer> };
  }
}
