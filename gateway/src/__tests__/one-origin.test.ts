// `npm start`'s one process: the gateway handed the API's Fastify instance (ready, never listening) answers /api with
// it on its own port and connections. The stand-in API here listens nowhere, so every /api answer below is proof that
// no second process or hop is involved; the rest is what a proxy between two processes would guarantee, which must hold here too.
import net from 'node:net';
import { jest } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { embeddedApiHeaders } from '../security-headers.js';
import { jsonPost, makeFrontEnds, RawConnection, standInApiInstance, startGateway } from './support.js';

const TWO_MB = JSON.stringify({ nombre: 'x'.repeat(2 * 1024 * 1024) });
const SMALL = JSON.stringify({ nombre: 'Campo chico' });
const PROPERTY_ID = '11111111-1111-4111-8111-111111111111';

let frontEnds: ReturnType<typeof makeFrontEnds>;
const closers: (() => Promise<unknown>)[] = [];
beforeAll(() => {
  frontEnds = makeFrontEnds();
});
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});
afterAll(() => frontEnds.remove());

/** A one-process origin over a stand-in API with `routes` of its own; the API is never given a port. */
async function oneProcess(opts: { keepsConnection?: boolean; routes?: (api: FastifyInstance) => void; env?: NodeJS.ProcessEnv } = {}) {
  const stand = await standInApiInstance({ keepsConnection: opts.keepsConnection ?? true, routes: opts.routes });
  closers.push(() => stand.api.close());
  const g = await startGateway({ api: stand.api, dirs: frontEnds.dirs, env: opts.env ?? {} });
  closers.push(() => g.gateway.close());
  expect(stand.api.server.listening).toBe(false);
  return { ...stand, ...g };
}

const get = (conn: RawConnection, path: string, extra = '') => conn.request([`GET ${path} HTTP/1.1\r\nHost: localhost\r\n${extra}\r\n`]);
const json = (r: { body: string }) => JSON.parse(r.body) as Record<string, unknown>;

describe('who answers', () => {
  it('the API for /api and under it, with dot segments resolved as the gateway resolves them; the gateway for the rest', async () => {
    const o = await oneProcess();
    const conn = new RawConnection(o.port);
    try {
      for (const path of ['/api/ping', '/x/../api/ping', '/mf-public/../api/ping', '/api/./ping', '/api/%2e/ping']) {
        const r = await get(conn, path);
        expect({ path, status: r.status, body: json(r) }).toEqual({ path, status: 200, body: { success: true, message: 'pong' } });
        expect(o.seen.at(-1)!.url).toBe('/api/ping');
      }
      expect(json(await get(conn, '/api'))).toEqual({ success: true, root: true });
      expect(json(await get(conn, '/api?x=1'))).toEqual({ success: true, root: true });
      const seenBefore = o.seen.length;
      // Not the API's: a page (the shell's 404) and the gateway's 405.
      const page = await get(conn, '/apix');
      expect(page.status).toBe(404);
      expect(page.headers['content-type']).toContain('text/html');
      const post = await conn.request([jsonPost('/contacto', SMALL)]);
      expect(post.status).toBe(405);
      expect(o.seen.length).toBe(seenBefore);
      expect(conn.closed).toBe(false);
    } finally {
      conn.close();
    }
  });

  it("the gateway's own reads (the agency in every page, a property's head) reach the API in this process", async () => {
    const o = await oneProcess({
      routes: (api) => {
        api.get('/api/user/inmobiliaria', async () => ({ success: true, data: { nombre: 'Inmobiliaria En Proceso' } }));
        api.get('/api/user/propiedad/:id', async () => ({ propiedad: { id: PROPERTY_ID, titulo: 'Casa en Chivilcoy', tipo: 'Casa', operacion: 'venta', ubicacion: { localidad: 'Chivilcoy' }, imagenes: [] } }));
      },
    });
    const conn = new RawConnection(o.port);
    try {
      const contacto = await get(conn, '/contacto');
      expect(contacto.status).toBe(200);
      expect(contacto.body).toContain('Inmobiliaria En Proceso');
      const propiedad = await get(conn, `/propiedad/${PROPERTY_ID}`);
      expect(propiedad.status).toBe(200);
      expect(propiedad.body).toContain('Casa en Chivilcoy');
    } finally {
      conn.close();
    }
  });

  it('a page whose read takes longer than 2 s is answered 504, as the proxy answered it', async () => {
    let release!: () => void;
    const hanging = new Promise<void>((resolve) => (release = resolve));
    const o = await oneProcess({
      routes: (api) => {
        api.get('/api/user/propiedad/:id', async () => {
          await hanging;
          return { propiedad: null };
        });
      },
    });
    const conn = new RawConnection(o.port);
    try {
      const t0 = Date.now();
      const r = await get(conn, `/propiedad/${PROPERTY_ID}`);
      expect(r.status).toBe(504);
      expect(Date.now() - t0).toBeLessThan(4000);
    } finally {
      release();
      conn.close();
    }
  });
});

describe("the gateway's security headers on the API's replies", () => {
  const frameAncestors = (csp: string | undefined) => /frame-ancestors ([^;]*)/.exec(csp ?? '')?.[1];

  it("refuse framing on every reply, however it was written, and fill in what the API left out, keeping what it set", async () => {
    const o = await oneProcess({
      routes: (api) => {
        // helmet's default allows framing by the same origin.
        api.get('/api/helmet', async (_request, reply) => reply.header('content-security-policy', "default-src 'self'; frame-ancestors 'self'").header('referrer-policy', 'no-referrer').send({ ok: true }));
        // helmet as the API registers it: on the raw response, before Fastify's own headers are handed to writeHead.
        api.get('/api/raw-helmet', async (_request, reply) => {
          reply.raw.setHeader('content-security-policy', "default-src 'self'; frame-ancestors 'self'; object-src 'none'");
          reply.raw.setHeader('x-frame-options', 'SAMEORIGIN');
          return reply.header('cache-control', 'no-cache').send({ ok: true });
        });
        // The media replies' own, stricter policy.
        api.get('/api/media/x.svg', async (_request, reply) => reply.type('image/svg+xml').header('content-security-policy', "default-src 'none'; sandbox").send('<svg xmlns="http://www.w3.org/2000/svg"/>'));
        // Written on the raw response, past Fastify's reply: explicit head, and an implicit one.
        api.get('/api/raw', (_request, reply) => {
          reply.hijack();
          reply.raw.writeHead(200, { 'content-type': 'text/plain', 'content-security-policy': "frame-ancestors *" });
          reply.raw.end('raw');
        });
        api.get('/api/implicit', (_request, reply) => {
          reply.hijack();
          reply.raw.end('implicit');
        });
      },
    });
    const conn = new RawConnection(o.port);
    try {
      for (const path of ['/api/ping', '/api/helmet', '/api/raw-helmet', '/api/media/x.svg', '/api/raw', '/api/implicit', '/api/no-existe', '/api/%zz']) {
        const r = await get(conn, path);
        expect({ path, frameAncestors: frameAncestors(r.headers['content-security-policy']) }).toEqual({ path, frameAncestors: "'none'" });
        expect({ path, nosniff: r.headers['x-content-type-options'] }).toEqual({ path, nosniff: 'nosniff' });
        expect({ path, permissions: r.headers['permissions-policy'] }).toEqual({ path, permissions: 'camera=(), microphone=(), geolocation=()' });
      }
      const helmet = await get(conn, '/api/helmet');
      expect(helmet.headers['referrer-policy']).toBe('no-referrer');
      expect(helmet.headers['content-security-policy']).toBe("default-src 'self'; frame-ancestors 'none'");
      const rawHelmet = await get(conn, '/api/raw-helmet');
      expect(rawHelmet.headers['content-security-policy']).toBe("default-src 'self'; frame-ancestors 'none'; object-src 'none'");
      expect(rawHelmet.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(rawHelmet.headers['cache-control']).toBe('no-cache');
      const media = await get(conn, '/api/media/x.svg');
      expect(media.headers['content-security-policy']).toBe("default-src 'none'; sandbox; frame-ancestors 'none'");
      const ping = await get(conn, '/api/ping');
      expect(ping.headers['content-security-policy']).toContain("default-src 'self'");
      expect(ping.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    } finally {
      conn.close();
    }
  });

  it("are folded once into the headers the API sets on every reply, so that most replies need no change", () => {
    const helmet: [string, string][] = [
      ['Content-Security-Policy', "default-src 'self';frame-ancestors 'self';object-src 'none'"],
      ['Referrer-Policy', 'no-referrer'],
      ['X-Frame-Options', 'SAMEORIGIN'],
    ];
    const folded = new Map(embeddedApiHeaders(helmet).map(([k, v]) => [k.toLowerCase(), v]));
    expect(folded.get('content-security-policy')).toBe("default-src 'self';frame-ancestors 'none';object-src 'none'");
    // The API's own, stricter or equal, stay; what it lacks is added.
    expect(folded.get('referrer-policy')).toBe('no-referrer');
    expect(folded.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(folded.get('x-content-type-options')).toBe('nosniff');
    expect(folded.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=()');
    expect(embeddedApiHeaders(helmet).filter(([k]) => k.toLowerCase() === 'content-security-policy')).toHaveLength(1);
  });

  it("leave the gateway's own replies as they were", async () => {
    const o = await oneProcess();
    const conn = new RawConnection(o.port);
    try {
      const page = await get(conn, '/contacto');
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.headers['content-security-policy']).not.toContain('sandbox');
    } finally {
      conn.close();
    }
  });
});

describe('bodies the API refuses', () => {
  it("get the API's 413 at once, every time, and the requests after it on the same connection are answered", async () => {
    const o = await oneProcess({ keepsConnection: true });
    const conn = new RawConnection(o.port);
    try {
      for (let round = 0; round < 5; round++) {
        const t0 = Date.now();
        const refused = await conn.request([jsonPost('/api/admin/nuevo-campo', TWO_MB)]);
        expect({ round, status: refused.status, code: json(refused).code }).toEqual({ round, status: 413, code: 'PAYLOAD_TOO_LARGE' });
        expect(Date.now() - t0).toBeLessThan(2000);
        expect(refused.headers.connection).not.toBe('close');
        expect(refused.headers['content-security-policy']).toContain("frame-ancestors 'none'");
        const next = await conn.request([jsonPost('/api/admin/nuevo-campo', SMALL)]);
        expect({ round, status: next.status, code: json(next).code }).toEqual({ round, status: 401, code: 'AUTH.UNAUTHORIZED' });
      }
      expect(conn.closed).toBe(false);
    } finally {
      conn.close();
    }
  });

  it('past the drain limit the refusal comes and the connection is closed after it', async () => {
    const o = await oneProcess({ keepsConnection: true });
    const conn = new RawConnection(o.port);
    try {
      const head = `POST /api/admin/nuevo-campo HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${100 * 1024 * 1024}\r\n\r\n`;
      const refused = await conn.request([head, TWO_MB]);
      expect(refused.status).toBe(413);
      expect(refused.headers.connection).toBe('close');
    } finally {
      conn.close();
    }
  });

  it('takes a body sent after `Expect: 100-continue`', async () => {
    const o = await oneProcess();
    const conn = new RawConnection(o.port);
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

  it("obeys the API's `connection: close`: in one process it is about the browser's connection", async () => {
    // Through the proxy it was about the API's connection to the gateway, and dropped. The API says it when it will not
    // read the rest of a body (past the drain limit, above).
    const o = await oneProcess();
    const conn = new RawConnection(o.port);
    try {
      const r = await get(conn, '/api/closing');
      expect(r.status).toBe(200);
      expect(r.headers.connection).toBe('close');
    } finally {
      conn.close();
    }
  });
});

describe('closing', () => {
  it('lets a request under way finish, closes its connection after the reply and idle ones at once, and completes', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const o = await oneProcess({
      routes: (api) => {
        api.get('/api/slow', async () => {
          await slow;
          return { success: true, slow: true };
        });
      },
    });
    const idle = new RawConnection(o.port);
    const busy = new RawConnection(o.port);
    const page = new RawConnection(o.port);
    try {
      expect((await get(idle, '/api/ping')).status).toBe(200);
      expect((await get(page, '/contacto')).status).toBe(200);
      const answer = busy.request([`GET /api/slow HTTP/1.1\r\nHost: localhost\r\n\r\n`], 10_000);
      await new Promise((r) => setTimeout(r, 100));
      const t0 = Date.now();
      let closedAt = 0;
      const closing = o.gateway.close().then(() => (closedAt = Date.now()));
      await new Promise((r) => setTimeout(r, 300));
      // Idle connections are closed at once; new connections are refused; the request under way goes on.
      expect(idle.closed).toBe(true);
      expect(page.closed).toBe(true);
      expect(closedAt).toBe(0);
      await expect(new Promise((resolve, reject) => net.connect(o.port, '127.0.0.1').on('connect', resolve).on('error', reject))).rejects.toThrow();
      release();
      const r = await answer;
      expect(json(r)).toEqual({ success: true, slow: true });
      expect(r.headers.connection).toBe('close');
      await closing;
      expect(closedAt - t0).toBeLessThan(2000);
    } finally {
      closers.pop(); // the gateway is closed already
      release();
      for (const c of [idle, busy, page]) c.close();
    }
  });
});
