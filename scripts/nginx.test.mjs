// nginx.conf as compose runs it, with a real nginx (Debian's; CI installs it): the upstreams (api, pages) are small
// servers of this test, the front ends a scratch folder. Checks the Cache-Control each kind of reply leaves with:
// one header, the upstream's own when it sends one, the file rule otherwise.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));

function listen(handler) {
  return new Promise((resolve) => {
    const server = http.createServer(handler).listen(0, '127.0.0.1', () => resolve(server));
  });
}
const portOf = (server) => server.address().port;

let dir;
let nginx;
let api;
let pages;
let base;

before(async () => {
  if (!NGINX) return;
  api = await listen((req, res) => {
    // The API's one rule: staff JSON no-store, public JSON revalidated.
    res.setHeader('content-type', 'application/json');
    res.setHeader('cache-control', req.url.startsWith('/api/admin') ? 'no-store' : 'no-cache');
    res.end('{}');
  });
  pages = await listen((req, res) => {
    if (req.url === '/robots.txt') res.setHeader('cache-control', 'private, no-cache');
    res.setHeader('content-type', req.url === '/robots.txt' ? 'text/plain' : 'text/html');
    res.end(req.url === '/robots.txt' ? 'User-agent: *\n' : '<!doctype html><title>x</title>');
  });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inmo-nginx-'));
  const html = path.join(dir, 'html');
  for (const d of ['shell', 'config', 'mf-public', 'mf-backoffice']) fs.mkdirSync(path.join(html, d), { recursive: true });
  fs.writeFileSync(path.join(html, 'shell/index.html'), '<!doctype html>');
  fs.writeFileSync(path.join(html, 'shell/main.0123456789.js'), 'void 0');
  fs.writeFileSync(path.join(html, 'mf-public/remoteEntry.js'), 'void 0');
  // nginx's workers run as another user when the test runs as root: the scratch folder must be readable.
  fs.chmodSync(dir, 0o755);
  const port = await new Promise((resolve) => {
    const s = http.createServer().listen(0, '127.0.0.1', () => {
      const p = s.address().port;
      s.close(() => resolve(p));
    });
  });
  const conf = fs
    .readFileSync(path.join(ROOT, 'nginx.conf'), 'utf8')
    .replace('pid /run/nginx.pid;', `pid ${dir}/nginx.pid; error_log ${dir}/error.log;`)
    .replace(/resolver [^;]*;/, '').replace('worker_processes auto;', 'worker_processes 1;')
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replaceAll('/usr/share/nginx/html', html)
    .replace('http://api:3000', `http://127.0.0.1:${portOf(api)}`)
    .replace('http://pages:8080', `http://127.0.0.1:${portOf(pages)}`)
    .replace(/http \{/, `http {\n  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;`);
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf);
  nginx = spawn(NGINX, ['-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  nginx.stderr.on('data', (d) => (stderr += d));
  base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (await fetch(`${base}/remotes.json`).then(() => true, () => false)) break;
    if (i > 100 || nginx.exitCode !== null) throw new Error(`nginx did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 50));
  }
});

after(async () => {
  nginx?.kill('SIGTERM');
  if (nginx && nginx.exitCode === null) await new Promise((r) => nginx.once('exit', r));
  api?.close();
  pages?.close();
  if (dir && !process.env.KEEP) fs.rmSync(dir, { recursive: true, force: true });
});

/** Every Cache-Control header of a reply, as sent (fetch would join repeated ones with a comma). */
function cacheControl(pathname) {
  return new Promise((resolve, reject) => {
    http.get(base + pathname, (res) => {
      res.resume();
      const raw = [];
      for (let i = 0; i < res.rawHeaders.length; i += 2) if (res.rawHeaders[i].toLowerCase() === 'cache-control') raw.push(res.rawHeaders[i + 1]);
      resolve({ status: res.statusCode, raw });
    }).on('error', reject);
  });
}

test('each reply leaves nginx with one Cache-Control: the upstream own, else the rule for files', { skip: !NGINX && 'nginx is not installed' }, async () => {
  assert.deepEqual(await cacheControl('/robots.txt'), { status: 200, raw: ['private, no-cache'] });
  assert.deepEqual(await cacheControl('/api/admin/metricas'), { status: 200, raw: ['no-store'] });
  assert.deepEqual(await cacheControl('/api/user/propiedades-publicas'), { status: 200, raw: ['no-cache'] });
  // The pages service's HTML without a header of its own, and the files served by nginx: the file rule.
  assert.deepEqual(await cacheControl('/propiedades-publicas'), { status: 200, raw: ['no-cache'] });
  assert.deepEqual(await cacheControl('/main.0123456789.js'), { status: 200, raw: ['public, max-age=31536000, immutable'] });
  assert.deepEqual(await cacheControl('/mf-public/remoteEntry.js'), { status: 200, raw: ['no-cache, no-store, must-revalidate'] });
});
