// What the gateway's tests share: built front ends in a temporary folder, a gateway over them, a stand-in API, and a
// client that speaks HTTP/1.1 on one socket (fetch would open new connections and hide what happens to the old one).
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { createGateway, type FrontEndDirs, type Gateway, type GatewayOptions } from '../gateway.js';

/** Built front ends, as small as they can be, plus a file outside them that must never be served. */
export function makeFrontEnds(): { root: string; dirs: FrontEndDirs; remove: () => void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'inmo-gateway-test-'));
  const files: Record<string, string> = {
    'secret.txt': 'no debe salir',
    'shell/index.html': '<!doctype html><html><head><title>Inmobiliaria</title><meta name="description" content="x"></head><body><div id="root"></div></body></html>',
    'shell/assets/main.0123456789.js': `console.log(${JSON.stringify('shell '.repeat(2000))});`,
    'shell/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    'shell/ssr/shell.cjs': 'exports.renderFrame = () => ({ html: "", css: "" });',
    'mf-public/remoteEntry.js': 'var mf_public = {};',
    'mf-public/page-contacto.abcdef0123.js': 'console.log("contacto");',
    'mf-public/mf-manifest.json': JSON.stringify({
      exposes: [{ name: 'App', path: './App', assets: { js: { sync: ['__federation_expose_App.1111111111.js'], async: ['page-contacto.abcdef0123.js', 'page-catalogo.2222222222.js'] } } }],
    }),
    'mf-public/ssr/mf_public.cjs': 'exports.loadPage = async () => null;',
    'mf-backoffice/remoteEntry.js': 'var mf_backoffice = {};',
  };
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  }
  return {
    root,
    dirs: { shell: path.join(root, 'shell'), mfPublic: path.join(root, 'mf-public'), mfBackoffice: path.join(root, 'mf-backoffice') },
    remove: () => fs.rmSync(root, { recursive: true, force: true }),
  };
}

export async function startGateway(options: GatewayOptions): Promise<{ gateway: Gateway; port: number; url: string }> {
  const gateway = await createGateway({ env: {}, brotli: true, ...options });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  const port = (gateway.server.address() as net.AddressInfo).port;
  return { gateway, port, url: `http://127.0.0.1:${port}` };
}

/**
 * An API as the real one answers: Fastify with a 1 MB body limit, the one error shape, 401 on the admin routes.
 * `keepsConnection`: it reads and discards a refused body (api/src/app.factory.ts); without it, Fastify's default:
 * the refusal closes the connection with the rest of the body unread. Ready and not listening: the API of `npm start`'s
 * one process (`startGateway({ api })`); standInApi below listens, as the API process behind the proxy.
 */
export async function standInApiInstance(opts: { keepsConnection: boolean; routes?: (api: FastifyInstance) => void }): Promise<{ api: FastifyInstance; seen: { url: string; ip: string; headers: Record<string, unknown> }[] }> {
  const api = Fastify({ bodyLimit: 1024 * 1024 });
  const seen: { url: string; ip: string; headers: Record<string, unknown> }[] = [];
  const see = (request: FastifyRequest) => seen.push({ url: request.url, ip: request.ip, headers: request.headers });
  if (opts.keepsConnection) {
    api.addHook('onSend', async (request, reply, payload) => {
      if (!request.raw.complete && Number(request.headers['content-length']) <= 32 * 1024 * 1024) {
        reply.removeHeader('connection');
        request.raw.unpipe();
        request.raw.resume();
      }
      return payload;
    });
  }
  api.setErrorHandler((err: { statusCode?: number }, _request, reply) => {
    if (err.statusCode === 413) return reply.code(413).send({ success: false, error: 'El contenido enviado es demasiado grande', code: 'PAYLOAD_TOO_LARGE' });
    return reply.code(err.statusCode ?? 500).send({ success: false, error: 'Datos inválidos', code: 'VALIDATION' });
  });
  api.post('/api/admin/nuevo-campo', async (request, reply) => {
    see(request);
    return reply.code(401).send({ success: false, error: 'Sesión inválida o expirada. Iniciá sesión nuevamente.', code: 'AUTH.UNAUTHORIZED' });
  });
  api.get('/api/ping', async (request) => {
    see(request);
    return { success: true, message: 'pong' };
  });
  api.get('/api', async (request) => {
    see(request);
    return { success: true, root: true };
  });
  // A reply that asks for its connection to be closed: about the API's connection, not the browser's.
  api.get('/api/closing', async (_request, reply) => reply.header('connection', 'close').send({ success: true }));
  opts.routes?.(api);
  await api.ready();
  return { api, seen };
}

export async function standInApi(opts: { keepsConnection: boolean }): Promise<{ api: FastifyInstance; url: string; seen: { headers: Record<string, unknown> }[] }> {
  const { api, seen } = await standInApiInstance(opts);
  await api.listen({ port: 0, host: '127.0.0.1' });
  return { api, url: `http://127.0.0.1:${(api.server.address() as net.AddressInfo).port}`, seen };
}

export interface RawReply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One keep-alive connection, one request at a time; `closed` tells whether the server has closed it. */
export class RawConnection {
  private buffer = Buffer.alloc(0);
  private waiting: (() => void) | null = null;
  closed = false;
  private readonly socket: net.Socket;

  constructor(port: number) {
    this.socket = net.connect(port, '127.0.0.1');
    this.socket.on('data', (d) => {
      this.buffer = Buffer.concat([this.buffer, d]);
      this.waiting?.();
    });
    this.socket.on('close', () => {
      this.closed = true;
      this.waiting?.();
    });
    this.socket.on('error', () => undefined); // a reset shows as `closed`
  }

  write(data: string | Buffer): void {
    this.socket.write(data);
  }

  /** Sends raw request bytes (possibly in parts) and resolves with the final reply, or rejects after `timeoutMs`. */
  async request(parts: (string | Buffer)[], timeoutMs = 5000): Promise<RawReply> {
    for (const p of parts) this.socket.write(p);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const reply = this.parse();
      if (reply) return reply;
      if (this.closed) throw new Error('connection closed by the server');
      if (Date.now() > deadline) throw new Error(`no answer in ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        this.waiting = resolve;
        setTimeout(resolve, 50);
      });
      this.waiting = null;
    }
  }

  /** Waits for an interim `100 Continue`. */
  async continued(timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.buffer.toString('latin1').startsWith('HTTP/1.1 100')) {
      if (this.closed || Date.now() > deadline) throw new Error('no 100 Continue');
      await new Promise((r) => setTimeout(r, 10));
    }
    this.buffer = this.buffer.subarray(this.buffer.indexOf('\r\n\r\n') + 4);
  }

  private parse(): RawReply | null {
    const end = this.buffer.indexOf('\r\n\r\n');
    if (end < 0) return null;
    const [statusLine, ...lines] = this.buffer.subarray(0, end).toString('latin1').split('\r\n');
    const status = Number(statusLine.split(' ')[1]);
    const headers: Record<string, string> = {};
    for (const l of lines) headers[l.slice(0, l.indexOf(':')).toLowerCase()] = l.slice(l.indexOf(':') + 1).trim();
    let rest = this.buffer.subarray(end + 4);
    if (status === 100) {
      this.buffer = rest;
      return this.parse();
    }
    let body: Buffer;
    if (headers['transfer-encoding'] === 'chunked') {
      const chunks: Buffer[] = [];
      for (;;) {
        const lineEnd = rest.indexOf('\r\n');
        if (lineEnd < 0) return null;
        const size = parseInt(rest.subarray(0, lineEnd).toString(), 16);
        if (rest.length < lineEnd + 2 + size + 2) return null;
        if (size === 0) {
          rest = rest.subarray(lineEnd + 4);
          break;
        }
        chunks.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
        rest = rest.subarray(lineEnd + 2 + size + 2);
      }
      body = Buffer.concat(chunks);
    } else {
      const length = Number(headers['content-length'] ?? 0);
      if (rest.length < length) return null;
      body = rest.subarray(0, length);
      rest = rest.subarray(length);
    }
    this.buffer = rest;
    return { status, headers, body: body.toString('utf8') };
  }

  close(): void {
    this.socket.destroy();
  }
}

/** A POST of `body` as JSON, as raw request bytes. */
export function jsonPost(pathname: string, body: string, extra = ''): string {
  return `POST ${pathname} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${extra}\r\n${body}`;
}
