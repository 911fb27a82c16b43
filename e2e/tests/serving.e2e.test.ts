// What the one-origin server of `npm start` answers, as a browser or a crawler would ask.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { createGateway } from '@inmo/gateway';
import { apiLogin, product } from '../support/env.js';
import { freePort, ROOT } from '../support/product.mjs';

const get = (p: string, init?: RequestInit) => fetch(product().baseUrl + p, init);

describe('one origin', () => {
  it('serves the shell at / and falls back to it for every route of the app, and for an unknown path (as a 404)', async () => {
    for (const [route, status] of [['/', 200], ['/propiedades-publicas', 200], ['/dashboard', 200], ['/cualquier/ruta', 404]] as const) {
      const r = await get(route);
      expect({ route, status: r.status }).toEqual({ route, status });
      expect(r.headers.get('content-type')).toContain('text/html');
      expect(r.headers.get('cache-control')).toContain('no-cache');
      expect(await r.text()).toContain('<div id="root"');
    }
  });

  it('serves each remote under its own prefix, with its entry never cached and hashed chunks cached for a year', async () => {
    for (const remote of ['mf-public', 'mf-backoffice']) {
      const entry = await get(`/${remote}/remoteEntry.js`);
      expect(entry.status).toBe(200);
      expect(entry.headers.get('content-type')).toContain('javascript');
      expect(entry.headers.get('cache-control')).toBe('no-cache, no-store, must-revalidate');
      const hashed = fs.readdirSync(path.join(ROOT, remote, 'dist'), { recursive: true })
        .map(String)
        .find((f) => /\.[0-9a-f]{8,}\.js$/.test(f));
      expect(hashed).toBeDefined();
      const chunk = await get(`/${remote}/${hashed}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(chunk.status).toBe(200);
      expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(chunk.headers.get('content-encoding')).toBe('gzip');
    }
  });

  it('sends Brotli to browsers that accept it, gzip to the others, the same bytes once decoded', async () => {
    const file = fs.readdirSync(path.join(ROOT, 'shell/dist/assets')).find((f) => /^main\.[0-9a-f]+\.js$/.test(f));
    expect(file).toBeDefined();
    const raw = fs.readFileSync(path.join(ROOT, 'shell/dist/assets', file!));
    const fetchRaw = (encoding: string) =>
      new Promise<{ encoding?: string; vary?: string; body: Buffer }>((resolve, reject) => {
        http
          .get(product().baseUrl + '/assets/' + file, { headers: { 'accept-encoding': encoding } }, (res) => {
            const parts: Buffer[] = [];
            res.on('data', (c: Buffer) => parts.push(c));
            res.on('end', () => resolve({ encoding: res.headers['content-encoding'], vary: String(res.headers.vary), body: Buffer.concat(parts) }));
          })
          .on('error', reject);
      });
    const br = await fetchRaw('gzip, deflate, br, zstd');
    expect(br.encoding).toBe('br');
    expect(br.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.body).equals(raw)).toBe(true);
    const gz = await fetchRaw('gzip, deflate');
    expect(gz.encoding).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).equals(raw)).toBe(true);
    expect(br.body.length).toBeLessThan(gz.body.length);
    const plain = await fetchRaw('identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.equals(raw)).toBe(true);
  });

  it('answers 404, not the app, for a missing file under a remote prefix or a path escaping it', async () => {
    expect((await get('/mf-backoffice/no-existe.js')).status).toBe(404);
    expect((await get('/mf-public/..%2f..%2fpackage.json')).status).toBe(404);
    expect((await get('/no-existe.js')).status).toBe(404);
  });

  it('never serves the server renderers, however the path is spelled', async () => {
    for (const p of ['/ssr/shell.cjs', '/mf-public/ssr/mf_public.cjs', '/mf-public/x%2f..%2fssr%2fmf_public.cjs', '/x%2f..%2fssr%2fshell.cjs', '/mf-public/%73sr/mf_public.cjs']) {
      const r = await get(p);
      expect({ p, status: r.status }).toEqual({ p, status: 404 });
      expect(await r.text()).not.toContain('exports');
    }
  });

  it('publishes the runtime list of remotes, never cached', async () => {
    const r = await get('/remotes.json');
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toContain('no-store');
    const body = (await r.json()) as { remotes: { name: string; entry: string }[] };
    expect(body.remotes.map((x) => x.name).sort()).toEqual(['mf_backoffice', 'mf_public']);
  });

  it('proxies /api to the API and sends security headers with pages', async () => {
    const ping = await get('/api/ping');
    expect(ping.status).toBe(200);
    const health = await get('/api/health');
    expect(health.status).toBe(200);
    const page = await get('/');
    const csp = page.headers.get('content-security-policy') || '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBeTruthy();
  });
});

/**
 * One kept-alive connection to the one origin, one request at a time (fetch would hide a closed connection by
 * opening another).
 */
function rawConnection() {
  const { port } = new URL(product().baseUrl);
  const socket = net.connect(Number(port), '127.0.0.1');
  let buffer = '';
  let closed = false;
  socket.on('data', (d: Buffer) => (buffer += d.toString('latin1')));
  socket.on('close', () => (closed = true));
  socket.on('error', () => undefined);
  const reply = async (timeoutMs: number) => {
    for (const deadline = Date.now() + timeoutMs; ; ) {
      const end = buffer.indexOf('\r\n\r\n');
      const length = end < 0 ? -1 : Number(/content-length: (\d+)/i.exec(buffer.slice(0, end))?.[1] ?? 0);
      if (end >= 0 && buffer.length >= end + 4 + length) {
        const status = Number(buffer.split(' ')[1]);
        const body = Buffer.from(buffer.slice(end + 4, end + 4 + length), 'latin1').toString('utf8');
        buffer = buffer.slice(end + 4 + length);
        return { status, body: JSON.parse(body) as { code?: string } };
      }
      if (closed) throw new Error('the server closed the connection');
      if (Date.now() > deadline) throw new Error(`no answer in ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  return {
    post: (p: string, body: string, token: string) => {
      socket.write(`POST ${p} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nAuth-Token: ${token}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
      return reply(5000);
    },
    close: () => socket.destroy(),
  };
}

describe('/api through the one origin', () => {
  it("gives a body the API refuses its 413 at once, every time, and answers the next requests on the same connection", async () => {
    const token = await apiLogin();
    const big = JSON.stringify({ titulo: 'x'.repeat(2 * 1024 * 1024) });
    const small = JSON.stringify({ titulo: '' });
    // What the same small request gets on a connection of its own.
    const alone = await fetch(`${product().baseUrl}/api/admin/nuevo-campo`, { method: 'POST', headers: { 'content-type': 'application/json', 'auth-token': token }, body: small });
    const expected = { status: alone.status, code: ((await alone.json()) as { code?: string }).code };
    const conn = rawConnection();
    try {
      for (let round = 0; round < 5; round++) {
        const t0 = Date.now();
        const refused = await conn.post('/api/admin/nuevo-campo', big, token);
        expect({ round, status: refused.status, code: refused.body.code }).toEqual({ round, status: 413, code: 'PAYLOAD_TOO_LARGE' });
        expect(Date.now() - t0).toBeLessThan(3000);
        const next = await conn.post('/api/admin/nuevo-campo', small, token);
        expect({ round, status: next.status, code: next.body.code }).toEqual({ round, ...expected });
      }
    } finally {
      conn.close();
    }
  });

  it('says the API, not the database, is unavailable when the API cannot be reached', async () => {
    const gateway = await createGateway({ apiUrl: `http://127.0.0.1:${await freePort()}`, env: {}, brotli: false });
    try {
      await gateway.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(gateway.server.address() as net.AddressInfo).port}`;
      const r = await fetch(`${base}/api/user/propiedades-publicas`);
      expect(r.status).toBe(502);
      expect(await r.json()).toEqual({ success: false, error: 'La API no está disponible en este momento. Intentá nuevamente en unos segundos.', code: 'API_UNAVAILABLE' });
      // The site itself is the gateway's: still served.
      expect((await fetch(`${base}/contacto`)).status).toBe(200);
    } finally {
      await gateway.close();
    }
  });
});
