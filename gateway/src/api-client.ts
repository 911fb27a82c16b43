// The gateway's own reads from the API (a property for its page head, the data of a first paint, the sitemap's
// list), on the same pool of kept-alive connections as the proxy.
import type { Dispatcher } from 'undici';

export interface ApiReply {
  status: number;
  /** The parsed JSON of a 2xx reply, else null. */
  body: unknown;
}

export class ApiClient {
  constructor(private readonly pool: Dispatcher) {}

  /** GET `pathAndQuery` (starting with /api/), bounded by `timeoutMs`; throws when the API cannot be reached. */
  async getJson(pathAndQuery: string, timeoutMs = 2000): Promise<ApiReply> {
    const signal = AbortSignal.timeout(timeoutMs);
    const { statusCode, body } = await this.pool.request({ method: 'GET', path: pathAndQuery, signal, headers: { accept: 'application/json' } });
    if (statusCode < 200 || statusCode >= 300) {
      await body.dump();
      return { status: statusCode, body: null };
    }
    return { status: statusCode, body: await body.json() };
  }

  /**
   * GET `pathAndQuery`, its body as it arrives (a streamed list: json-items.ts), or null for a non-2xx reply. The whole
   * read, body included, is bounded by `timeoutMs`; the body errors when the API cuts it short.
   */
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
