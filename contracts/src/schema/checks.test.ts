// esUrlSegura judged as a browser reads a link: each hostile value below is another host (or no http address at
// all) once Chromium's URL parser — the WHATWG one Node implements — has read it.
import { esUrlSegura } from './checks.js';

const SITE = 'https://site.example';

/** What a browser on the site would load for this link, or null when it cannot read it as an address. */
function asABrowserReadsIt(value: string): URL | null {
  try {
    return new URL(value, `${SITE}/`);
  } catch {
    return null;
  }
}

describe('esUrlSegura', () => {
  const hostile: [string, string][] = [
    ['//evil.example/x.png', 'protocol-relative'],
    ['/\\evil.example/x.png', 'a backslash after the slash'],
    ['\\\\evil.example/x.png', 'two backslashes'],
    ['/api\\..\\..\\evil', 'a backslash inside'],
    ['/\t/evil.example/x.png', 'a tab the browser drops'],
    ['/\n/evil.example', 'a newline the browser drops'],
    ['/\r\n/evil.example', 'CR LF'],
    ['/ /evil.example', 'a space inside'],
    [' //evil.example', 'leading space'],
    ['\t//evil.example', 'leading tab'],
    ['\u0000//evil.example', 'leading NUL'],
    ['\u001f/x', 'a control character'],
    ['/x\u007f', 'DEL'],
    ['/x\u0085', 'a C1 control (next line)'],
    ['/\u00a0/evil.example', 'a non-breaking space'],
    ['/\u2028/evil.example', 'a line separator'],
    ['/api/media/x.webp ', 'trailing space'],
    ['http:evil.example', 'scheme without slashes (http://evil.example/)'],
    ['https:evil.example', 'https without slashes'],
    ['https:/evil.example', 'https with one slash'],
    ['https:///evil.example', 'https with three slashes'],
    ['HTTP:\\\\evil.example', 'scheme and backslashes'],
    ['https://site.example@evil.example/x.png', 'credentials before another host'],
    ['https://user:pass@cdn.example/x.png', 'credentials'],
    ['javascript:alert(1)', 'script'],
    ['JaVaScRiPt:alert(1)', 'script in mixed case'],
    ['data:image/svg+xml,<svg onload=alert(1)>', 'data'],
    ['ftp://files.example/x.png', 'not http'],
    ['x.png', 'a relative path'],
    ['?x=1', 'a query only'],
    ['', 'empty'],
    ['https://', 'no host'],
    ['https://cdn.example:99999/x.jpg', 'a port out of range'],
  ];

  it.each(hostile)('refuses %j (%s)', (value) => {
    expect(esUrlSegura(value)).toBe(false);
  });

  const good: string[] = [
    '/api/media/a.webp',
    '/api/media/casas-0123456789abcdef01234567-640.webp',
    '/api/user/vista-previa/propiedad/42/abc.jpg',
    '/img/x.png?v=2#top',
    '/%09/still-this-site',
    '/..//still-this-site',
    'https://cdn.example/x.jpg',
    'http://cdn.example/x.jpg',
    'HTTPS://CDN.example/x.jpg',
    'https://cdn.example:8443/a/b.webp?w=640',
    'https://maps.example/x',
  ];

  it.each(good)('accepts %j', (value) => {
    expect(esUrlSegura(value)).toBe(true);
  });

  it('never accepts a path a browser would take to another host', () => {
    for (const [value] of hostile.filter(([v]) => v.startsWith('/') || v.startsWith('\\'))) {
      const read = asABrowserReadsIt(value);
      if (read && read.origin !== SITE) expect({ value, accepted: esUrlSegura(value) }).toEqual({ value, accepted: false });
    }
    for (const value of good.filter((v) => v.startsWith('/'))) expect(asABrowserReadsIt(value)?.origin).toBe(SITE);
  });

  it('refuses anything but text', () => {
    for (const v of [null, undefined, 42, {}, ['/x'], new URL('https://cdn.example/x.jpg')]) expect(esUrlSegura(v)).toBe(false);
  });
});
