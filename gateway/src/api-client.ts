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
}
