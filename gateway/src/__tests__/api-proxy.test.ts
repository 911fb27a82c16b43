// /api through the one origin, as a browser's connection experiences it: refusals come back at once and leave the
// connection usable, an API that cannot be reached says so, and the API's connection business stays its own.
import net from 'node:net';
import { jest } from '@jest/globals';
import { jsonPost, makeFrontEnds, RawConnection, standInApi, startGateway } from './support.js';

const TWO_MB = JSON.stringify({ nombre: 'x'.repeat(2 * 1024 * 1024) });
const SMALL = JSON.stringify({ nombre: 'Campo chico' });

let frontEnds: ReturnType<typeof makeFrontEnds>;
const closers: (() => Promise<unknown>)[] = [];
beforeAll(() => {
  frontEnds = makeFrontEnds();
  // The gateway logs every unreachable API; here that is the point of several tests.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});
afterAll(() => frontEnds.remove());

async function gatewayInFrontOf(apiUrl: string) {
  const g = await startGateway({ apiUrl, dirs: frontEnds.dirs });
  closers.push(() => g.gateway.close());
  return g;
}
async function api(keepsConnection: boolean) {
  const a = await standInApi({ keepsConnection });
  closers.push(() => a.api.close());
  return a;
}
const body = (r: { body: string }) => JSON.parse(r.body) as { success: boolean; error: string; code: string };

describe('a body the API refuses', () => {
  it("gets the API's 413 at once, every time, and the requests after it on the same connection are answered", async () => {
    const { url } = await api(true);
    const { port } = await gatewayInFrontOf(url);
    const conn = new RawConnection(port);
    try {
      for (let round = 0; round < 5; round++) {
        const t0 = Date.now();
        const refused = await conn.request([jsonPost('/api/admin/nuevo-campo', TWO_MB)]);
        expect({ round, status: refused.status, code: body(refused).code }).toEqual({ round, status: 413, code: 'PAYLOAD_TOO_LARGE' });
        expect(Date.now() - t0).toBeLessThan(2000);
        expect(refused.headers.connection).not.toBe('close');
        const next = await conn.request([jsonPost('/api/admin/nuevo-campo', SMALL)]);
        expect({ round, status: next.status, code: body(next).code }).toEqual({ round, status: 401, code: 'AUTH.UNAUTHORIZED' });
      }
      expect(conn.closed).toBe(false);
    } finally {
      conn.close();
    }
  });

  it('leaves the connection usable even when the API drops its own connection after refusing', async () => {
    // Fastify's default (the API before it kept its connections): the refusal comes with `connection: close` and the
    // unread body makes the kernel reset the connection, which may destroy the refusal before the gateway reads it.
    const { url } = await api(false);
    const { port } = await gatewayInFrontOf(url);
    const conn = new RawConnection(port);
    try {
      for (let round = 0; round < 5; round++) {
        const refused = await conn.request([jsonPost('/api/admin/nuevo-campo', TWO_MB)]);
        // Either the API's refusal or the gateway's word that the API dropped the connection: never silence or a 503
        // about the database.
        expect([413, 502]).toContain(refused.status);
        expect(['PAYLOAD_TOO_LARGE', 'API_UNAVAILABLE']).toContain(body(refused).code);
        const next = await conn.request([jsonPost('/api/admin/nuevo-campo', SMALL)]);
        expect(next.status).toBe(401);
      }
    } finally {
      conn.close();
    }
  });

  it('past the drain limit, or without a length, the reply comes and the connection is closed after it', async () => {
    const { url } = await api(true);
    const { port } = await gatewayInFrontOf(url);
    const conn = new RawConnection(port);
    try {
      // Announces 100 MB, sends 2: the gateway will not read 98 MB more to keep the connection. (Neither will the
      // API, which closes its own: its refusal may be lost on the way, then the gateway says so with a 502.)
      const head = `POST /api/admin/nuevo-campo HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${100 * 1024 * 1024}\r\n\r\n`;
      const refused = await conn.request([head, TWO_MB]);
      expect([413, 502]).toContain(refused.status);
      expect(refused.headers.connection).toBe('close');
    } finally {
      conn.close();
    }
  });
});

describe('an API that cannot be reached', () => {
  it('answers 502 saying the API, not the database, is unavailable, in the one error shape, and the connection goes on', async () => {
    // A port nobody listens on.
    const port = await new Promise<number>((resolve) => {
      const s = net.createServer().listen(0, '127.0.0.1', () => {
        const p = (s.address() as net.AddressInfo).port;
        s.close(() => resolve(p));
      });
    });
    const g = await gatewayInFrontOf(`http://127.0.0.1:${port}`);
    const conn = new RawConnection(g.port);
    try {
      for (const req of [`GET /api/ping HTTP/1.1\r\nHost: localhost\r\n\r\n`, jsonPost('/api/admin/nuevo-campo', SMALL), jsonPost('/api/admin/nuevo-campo', TWO_MB)]) {
        const r = await conn.request([req]);
        expect(r.status).toBe(502);
        expect(JSON.parse(r.body)).toEqual({ success: false, error: 'La API no está disponible en este momento. Intentá nuevamente en unos segundos.', code: 'API_UNAVAILABLE' });
        expect(r.headers['content-security-policy']).toContain("frame-ancestors 'none'");
        expect(r.headers['cache-control']).toBe('no-store');
      }
      // The pages still work without the API: they are the gateway's.
      const page = await conn.request([`GET /contacto HTTP/1.1\r\nHost: localhost\r\n\r\n`]);
      expect(page.status).toBe(200);
    } finally {
      conn.close();
    }
  });
});

describe('what passes through', () => {
  let stand: Awaited<ReturnType<typeof standInApi>>;
  let port: number;
  beforeEach(async () => {
    stand = await api(true);
    port = (await gatewayInFrontOf(stand.url)).port;
  });

  it("keeps the browser's connection when the API closes its own after a reply", async () => {
    const conn = new RawConnection(port);
    try {
      const first = await conn.request([`GET /api/closing HTTP/1.1\r\nHost: localhost\r\n\r\n`]);
      expect(first.status).toBe(200);
      expect(first.headers.connection).not.toBe('close');
      expect((await conn.request([`GET /api/ping HTTP/1.1\r\nHost: localhost\r\n\r\n`])).status).toBe(200);
    } finally {
      conn.close();
    }
  });

  it("tells the API the visitor's own address, replacing any X-Forwarded-For the visitor made up, the scheme and the host", async () => {
    const conn = new RawConnection(port);
    try {
      await conn.request([`GET /api/ping HTTP/1.1\r\nHost: www.inmobiliaria.test:8080\r\nX-Forwarded-For: 198.18.0.7\r\nX-Forwarded-Host: otro.example\r\n\r\n`]);
      expect(stand.seen.at(-1)!.headers['x-forwarded-for']).toBe('127.0.0.1');
      expect(stand.seen.at(-1)!.headers['x-forwarded-proto']).toBe('http');
      expect(stand.seen.at(-1)!.headers['x-forwarded-host']).toBe('www.inmobiliaria.test:8080');
    } finally {
      conn.close();
    }
  });

  it('believes the X-Forwarded-For of a proxy in front only when GATEWAY_TRUSTED_PROXIES names it', async () => {
    const trusting = await startGateway({ apiUrl: stand.url, dirs: frontEnds.dirs, env: { GATEWAY_TRUSTED_PROXIES: '127.0.0.1' } });
    closers.push(() => trusting.gateway.close());
    const conn = new RawConnection(trusting.port);
    try {
      await conn.request([`GET /api/ping HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-For: 203.0.113.9, 198.18.0.7\r\n\r\n`]);
      // The nearest address the trusted proxy reported: the visitor as that proxy saw it.
      expect(stand.seen.at(-1)!.headers['x-forwarded-for']).toBe('198.18.0.7');
    } finally {
      conn.close();
    }
  });

  it('takes a body sent after `Expect: 100-continue` (curl does so past 1 KB)', async () => {
    const conn = new RawConnection(port);
    try {
      const req = jsonPost('/api/admin/nuevo-campo', SMALL, 'Expect: 100-continue\r\n');
      const [head, payload] = [req.slice(0, req.indexOf('\r\n\r\n') + 4), req.slice(req.indexOf('\r\n\r\n') + 4)];
      conn.write(head);
      await conn.continued();
      expect((await conn.request([payload])).status).toBe(401);
    } finally {
      conn.close();
    }
  });
});

