// Security headers on everything the one origin answers — pages, the remotes' files, /api replies
// (through the gateway of `npm start`) — and HSTS in the nginx.conf of the deployment.
import fs from 'node:fs';
import path from 'node:path';
import { product } from '../support/env.js';
import { ROOT } from '../support/product.mjs';

const get = (p: string, init?: RequestInit) => fetch(product().baseUrl + p, init);

/** The CSP as a map of directive → sources. */
function parseCsp(header: string | null): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out.set(name.toLowerCase(), sources);
  }
  return out;
}

function expectSecurityHeaders(r: Response, what: string) {
  const csp = parseCsp(r.headers.get('content-security-policy'));
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  expect({ what, scriptSrc: scripts !== undefined }).toEqual({ what, scriptSrc: true });
  expect({ what, unsafe: scripts!.filter((s) => /unsafe-(inline|eval)/.test(s)) }).toEqual({ what, unsafe: [] });
  expect({ what, frameAncestors: csp.get('frame-ancestors') }).toEqual({ what, frameAncestors: ["'none'"] });
  expect({ what, objectSrc: csp.get('object-src') }).toEqual({ what, objectSrc: ["'none'"] });
  expect({ what, nosniff: r.headers.get('x-content-type-options') }).toEqual({ what, nosniff: 'nosniff' });
  // Pages say strict-origin-when-cross-origin; the API's own 'no-referrer' is stricter and stays.
  expect({ what, referrer: ['strict-origin-when-cross-origin', 'no-referrer'].includes(r.headers.get('referrer-policy') ?? '') }).toEqual({ what, referrer: true });
}

describe('headers through the gateway of npm start', () => {
  it('HTML pages: the home, an app route, a property page and a missing property', async () => {
    const list = (await (await get('/api/user/propiedades-publicas?page=1&limit=1')).json()) as { propiedades: { id: string }[] };
    const routes = ['/', '/propiedades-publicas', '/dashboard', '/login', `/propiedad/${list.propiedades[0].id}`, '/propiedad/00000000-0000-4000-8000-000000000000'];
    for (const route of routes) {
      const r = await get(route);
      expect(r.headers.get('content-type')).toContain('text/html');
      expectSecurityHeaders(r, route);
    }
  });

  it("the remotes' files and the shell's assets", async () => {
    const files = ['/mf-public/remoteEntry.js', '/mf-backoffice/remoteEntry.js', '/remotes.json'];
    const asset = fs.readdirSync(path.join(ROOT, 'shell/dist/assets')).find((f) => f.endsWith('.js'));
    const chunk = fs.readdirSync(path.join(ROOT, 'mf-public/dist')).find((f) => /\.[0-9a-f]{8,}\.js$/.test(f));
    files.push(`/assets/${asset}`, `/mf-public/${chunk}`);
    for (const f of files) {
      const r = await get(f);
      expect({ f, status: r.status }).toEqual({ f, status: 200 });
      expectSecurityHeaders(r, f);
    }
    // A 404 under a remote's prefix too.
    expectSecurityHeaders(await get('/mf-public/no-existe.js'), '404');
  });

  it('/api replies, JSON and errors alike', async () => {
    for (const p of ['/api/ping', '/api/user/propiedades-publicas?page=1&limit=1', '/api/admin/clientes']) {
      const r = await get(p);
      expectSecurityHeaders(r, p);
    }
  });

  it("keeps the API's sandboxing policy on stored media (an uploaded SVG must never run as a page)", async () => {
    const list = (await (await get('/api/user/propiedades-publicas?page=1&limit=20')).json()) as { propiedades: { imagenes: { url: string }[] }[] };
    const media = list.propiedades.flatMap((p) => p.imagenes.map((i) => i.url)).find((u) => u.startsWith('/api/media/'));
    expect(media).toBeDefined();
    const r = await get(media!);
    expect(r.status).toBe(200);
    const csp = parseCsp(r.headers.get('content-security-policy'));
    expect(csp.has('sandbox')).toBe(true);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('nginx.conf (docker-compose)', () => {
  const conf = fs.readFileSync(path.join(ROOT, 'nginx.conf'), 'utf8').replace(/#[^\n]*/g, '');

  /** The body of the first `<keyword> ... {` block found from `from`, braces balanced. */
  function blocks(text: string, keyword: RegExp): { head: string; body: string }[] {
    const out: { head: string; body: string }[] = [];
    const re = new RegExp(keyword.source + '[^{;]*\\{', 'g');
    let m: RegExpExecArray | null;
    while ((m = re.exec(text))) {
      let depth = 1;
      let i = m.index + m[0].length;
      for (; i < text.length && depth > 0; i++) depth += text[i] === '{' ? 1 : text[i] === '}' ? -1 : 0;
      out.push({ head: m[0], body: text.slice(m.index + m[0].length, i - 1) });
      re.lastIndex = i;
    }
    return out;
  }
  const hsts = (body: string) => {
    const own = body.replace(/location[^{]*\{[^]*?\}\s*/g, '');
    const m = /add_header\s+Strict-Transport-Security\s+"([^"]+)"\s+always\s*;/i.exec(own);
    return m ? m[1] : null;
  };

  it('sends Strict-Transport-Security with max-age of at least 180 days on the server that serves the pages, never lost in a location', () => {
    const servers = blocks(conf, /\bserver\s*/).filter((s) => /location\s+\/\s*\{/.test(s.body));
    expect(servers.length).toBeGreaterThan(0);
    for (const server of servers) {
      const value = hsts(server.body);
      expect(value).not.toBeNull();
      const maxAge = Number(/max-age=(\d+)/.exec(value!)?.[1]);
      expect(maxAge).toBeGreaterThanOrEqual(15552000);
      // nginx drops the server's add_header lines in a location that has add_header lines of its own.
      for (const loc of blocks(server.body, /\blocation\s*/)) {
        if (/\badd_header\b/.test(loc.body)) expect({ location: loc.head, hsts: hsts(loc.body) !== null }).toEqual({ location: loc.head, hsts: true });
      }
    }
  });

  it('sends the same CSP, nosniff and referrer policy as the gateway', () => {
    const server = blocks(conf, /\bserver\s*/).find((s) => /location\s+\/\s*\{/.test(s.body))!;
    const header = (name: string) => new RegExp(`add_header\\s+${name}\\s+"([^"]+)"\\s+always`, 'i').exec(server.body)?.[1] ?? null;
    const csp = parseCsp(header('Content-Security-Policy'));
    expect((csp.get('script-src') ?? []).filter((s) => s.includes('unsafe'))).toEqual([]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(header('X-Content-Type-Options')).toBe('nosniff');
    expect(header('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  });
});
