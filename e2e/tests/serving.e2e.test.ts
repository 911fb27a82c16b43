// What the one-origin server of `npm start` answers, as a browser or a crawler would ask.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { product } from '../support/env.js';
import { ROOT } from '../support/product.mjs';

const get = (p: string, init?: RequestInit) => fetch(product().baseUrl + p, init);

describe('one origin', () => {
  it('serves the shell at / and falls back to it for every route of the app', async () => {
    for (const route of ['/', '/propiedades-publicas', '/dashboard', '/cualquier/ruta']) {
      const r = await get(route);
      expect(r.status).toBe(200);
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
