// Files and pages as a browser (or someone probing) asks for them: the right bytes, encodings and cache rules, and
// nothing that is not a file for visitors, whatever the spelling of the path.
import fs from 'node:fs';
import path from 'node:path';
import { makeFrontEnds, RawConnection, standInApi, startGateway } from './support.js';

let frontEnds: ReturnType<typeof makeFrontEnds>;
let base: string;
let port: number;
const closers: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  frontEnds = makeFrontEnds();
  const { api, url } = await standInApi({ keepsConnection: true });
  closers.push(() => api.close());
  const g = await startGateway({ apiUrl: url, dirs: frontEnds.dirs });
  closers.push(() => g.gateway.close());
  base = g.url;
  port = g.port;
});
afterAll(async () => {
  for (const close of closers.reverse()) await close();
  frontEnds.remove();
});

/** GET on a socket of its own, the path sent exactly as written (fetch would normalise it first). */
async function rawGet(target: string, headers = '') {
  const conn = new RawConnection(port);
  try {
    return await conn.request([`GET ${target} HTTP/1.1\r\nHost: localhost\r\n${headers}\r\n`]);
  } finally {
    conn.close();
  }
}

describe('the server renderers and everything outside the front ends', () => {
  it.each([
    '/ssr/shell.cjs',
    '/mf-public/ssr/mf_public.cjs',
    '/mf-public/x%2f..%2fssr%2fmf_public.cjs',
    '/mf-public/x/..%2fssr/mf_public.cjs',
    '/mf-public/ssr%2fmf_public.cjs',
    '/mf-public/%73sr/mf_public.cjs',
    '/mf-public/./ssr/mf_public.cjs',
    '/mf-public//ssr/mf_public.cjs',
    '/mf-public/assets/../ssr/mf_public.cjs',
    '/mf-public/%2e%2e/mf-public/ssr/mf_public.cjs',
    '/x/..%2fssr/shell.cjs',
    '/mf-backoffice/..%2fmf-public%2fssr%2fmf_public.cjs',
  ])('%s is never served', async (target) => {
    const r = await rawGet(target);
    expect(r.status).toBe(404);
    expect(r.body).not.toContain('exports.');
  });

  it.each(['/mf-public/..%2f..%2fsecret.txt', '/mf-public/..%2fsecret.txt', '/..%2fsecret.txt', '/%2e%2e/secret.txt', '/mf-public/%2e%2e%2f%2e%2e%2fsecret.txt', '/mf-public/..%5c..%5csecret.txt'])(
    '%s (a path escaping the folders) is refused',
    async (target) => {
      const r = await rawGet(target);
      expect([400, 404]).toContain(r.status);
      expect(r.body).not.toContain('no debe salir');
    },
  );
});

describe('files', () => {
  const main = () => fs.readFileSync(path.join(frontEnds.dirs.shell, 'assets/main.0123456789.js'));

  it('sends Brotli to those who take it, gzip to the others, the same bytes once decoded, cached a year when hashed', async () => {
    const get = (encoding: string) => fetch(`${base}/assets/main.0123456789.js`, { headers: { 'accept-encoding': encoding } });
    const br = await get('gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    // fetch decodes: compare what arrived with the file on disk.
    expect(Buffer.from(await br.arrayBuffer()).equals(main())).toBe(true);
    const gz = await rawGet('/assets/main.0123456789.js', 'Accept-Encoding: gzip\r\n');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await rawGet('/assets/main.0123456789.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(main().toString());
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a conditional request for an unchanged file with 304', async () => {
    const first = await fetch(`${base}/favicon.svg`, { headers: { 'accept-encoding': 'identity' } });
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await rawGet('/favicon.svg', `If-None-Match: ${etag}\r\n`);
    expect(again.status).toBe(304);
  });

  it('never lets a remote entry, a page or the runtime list be cached; anything else is revalidated', async () => {
    expect((await fetch(`${base}/mf-public/remoteEntry.js`)).headers.get('cache-control')).toBe('no-cache, no-store, must-revalidate');
    expect((await fetch(`${base}/contacto`)).headers.get('cache-control')).toBe('no-cache, no-store, must-revalidate');
    expect((await fetch(`${base}/remotes.json`)).headers.get('cache-control')).toBe('no-cache, no-store, must-revalidate');
    expect((await fetch(`${base}/favicon.svg`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 404 for a missing file, and a HEAD like a GET without the body', async () => {
    expect((await fetch(`${base}/mf-backoffice/no-existe.js`)).status).toBe(404);
    expect((await fetch(`${base}/no-existe.js`)).status).toBe(404);
    const head = await fetch(`${base}/mf-public/remoteEntry.js`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});

describe('pages', () => {
  it('every other path is the shell, with the runtime list of remotes in it and the security headers', async () => {
    for (const [route, status] of [
      ['/', 200],
      ['/dashboard', 200],
      ['/cualquier/ruta', 404], // the shell's not-found page (pages.test.ts)
    ] as const) {
      const r = await fetch(base + route);
      expect(r.status).toBe(status);
      const html = await r.text();
      expect(html).toContain('<div id="root">');
      expect(html).toContain('<script type="application/json" id="inmo-remotes">{"remotes":[{"name":"mf_public"');
      expect(r.headers.get('content-security-policy')).toContain("script-src 'self';");
      expect(r.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('preloads the public remote, its App chunk and the page’s own chunk named by the route table', async () => {
    const html = await (await fetch(`${base}/contacto`)).text();
    expect(html).toContain('<link rel="preload" as="script" href="/mf-public/remoteEntry.js">');
    expect(html).toContain('<link rel="preload" as="script" href="/mf-public/__federation_expose_App.1111111111.js">');
    expect(html).toContain('<link rel="preload" as="script" href="/mf-public/page-contacto.abcdef0123.js">');
    expect(html).not.toContain('page-catalogo');
    expect(await (await fetch(`${base}/dashboard`)).text()).not.toContain('rel="preload"');
  });

  it('gives each public page of the route table its own title, and sends pages in Brotli or gzip to those who take it', async () => {
    const home = await (await fetch(`${base}/`)).text();
    const about = await (await fetch(`${base}/about`)).text();
    expect(/<title>([^<]*)<\/title>/.exec(home)![1]).not.toBe(/<title>([^<]*)<\/title>/.exec(about)![1]);
    expect(about).toContain('<link rel="canonical" href="http://127.0.0.1');
    const gz = await rawGet('/about', 'Accept-Encoding: gzip\r\n');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const br = await fetch(`${base}/about`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toBe(about); // fetch decodes it: the same page
  });

  it('refuses other methods than GET and HEAD on pages and files with a 405 in the one error shape', async () => {
    const r = await fetch(`${base}/contacto`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(r.status).toBe(405);
    expect(r.headers.get('allow')).toBe('GET, HEAD');
    expect(await r.json()).toEqual({ success: false, error: 'Método no permitido', code: 'VALIDATION' });
  });

  it('answers 400 for a path that is not text', async () => {
    const r = await rawGet('/%zz');
    expect(r.status).toBe(400);
    expect(JSON.parse(r.body)).toMatchObject({ success: false, code: 'VALIDATION' });
  });
});

describe('the runtime list of remotes', () => {
  it('follows REMOTES_FILE at once, and widens the script sources to a remote served from elsewhere', async () => {
    const file = path.join(frontEnds.root, 'remotes.json');
    const write = (entry: string) => fs.writeFileSync(file, JSON.stringify({ remotes: [{ name: 'mf_public', entry }, { name: 'mf_backoffice', entry: '/mf-backoffice/remoteEntry.js' }] }));
    write('/mf-public/remoteEntry.js');
    const g = await startGateway({ apiUrl: 'http://127.0.0.1:9', dirs: frontEnds.dirs, env: { REMOTES_FILE: file } });
    try {
      expect((await (await fetch(`${g.url}/remotes.json`)).json()).remotes[0].entry).toBe('/mf-public/remoteEntry.js');
      write('https://cdn.example/mf-public/v42/remoteEntry.js');
      const r = await fetch(`${g.url}/remotes.json`);
      expect((await r.json()).remotes[0].entry).toBe('https://cdn.example/mf-public/v42/remoteEntry.js');
      expect(r.headers.get('content-security-policy')).toContain("script-src 'self' https://cdn.example;");
      // A page of a remote served elsewhere is preloaded from there, without chunks this gateway cannot know.
      const html = await (await fetch(`${g.url}/contacto`)).text();
      expect(html).toContain('<link rel="preload" as="script" href="https://cdn.example/mf-public/v42/remoteEntry.js">');
      expect(html).not.toContain('page-contacto');
    } finally {
      await g.gateway.close();
    }
  });
});

