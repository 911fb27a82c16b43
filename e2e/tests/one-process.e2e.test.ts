// `npm start` serves the product from one process on one port: the API answers /api inside it,
// with nothing listening on API_PORT. What a proxy between two processes would guarantee holds here too: the
// gateway's security headers, the visitor's address (a made-up X-Forwarded-For from this machine is not believed
// without GATEWAY_TRUSTED_PROXIES), and a stop that lets the request under way finish and closes the database.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ERROR_CODES } from '@inmo/contracts';
import { startProduct, type Product } from '../support/product.mjs';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inmo-one-process-'));
let product: Product;

beforeAll(async () => {
  // No proxy in front: every connection is a visitor's own (the suite's shared product trusts loopback instead).
  product = await startProduct({ dataDir, env: { GATEWAY_TRUSTED_PROXIES: '', SEED_DEMO: '0' } });
}, 180_000);
afterAll(async () => {
  await product?.stop('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function login(p: Product): Promise<string> {
  const r = await fetch(`${p.baseUrl}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ usuario: p.adminUser, contraseña: p.adminPassword }) });
  expect(r.status).toBe(200);
  return ((await r.json()) as { data: { token: string } }).data.token;
}

/** Whether anything accepts a connection on `port` of this machine. */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });

it("answers /api on the one port, from the one process, with the gateway's headers; API_PORT is not listened on", async () => {
  expect(product.output()).toContain(`Listo: http://localhost:${product.port}`);
  // Started without PUBLIC_URL: said once.
  expect(product.output().split('PUBLIC_URL no está configurada')).toHaveLength(2);
  expect(await listening(product.apiPort)).toBe(false);
  for (const p of ['/api/ping', '/x/../api/ping']) {
    const r = await fetch(product.baseUrl + p);
    expect({ p, status: r.status }).toEqual({ p, status: 200 });
    expect(r.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    expect(r.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=()');
  }
});

it('counts a client on this machine by its own address, whatever X-Forwarded-For it sends (the login throttle)', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 11; i++) {
    const r = await fetch(`${product.baseUrl}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.18.7.${i + 1}` },
      body: JSON.stringify({ usuario: 'victima', contraseña: `mal-${i}` }),
    });
    statuses.push(r.status);
    if (r.status === 429) expect(((await r.json()) as { code: string }).code).toBe(ERROR_CODES.LOGIN_THROTTLED);
    else await r.arrayBuffer();
  }
  expect(statuses).toEqual([...Array(10).fill(401), 429]);
});

it('on SIGTERM lets the request under way finish, closes the database and exits 0; the write is there after a restart', async () => {
  const token = await login(product);
  const body = JSON.stringify({ nombre: 'Enviado', apellido: 'Al Cerrar', dni: '30999888', mail: null, telefono: '2346 409999' });
  const socket = net.connect(product.port, '127.0.0.1');
  let reply = '';
  socket.on('data', (d: Buffer) => (reply += d.toString('latin1')));
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  // Half the body, then the stop, then the rest: the request is under way when SIGTERM arrives.
  socket.write(`POST /api/admin/nuevo-cliente HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nAuth-Token: ${token}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 20)}`);
  await new Promise((r) => setTimeout(r, 200));
  const exited = product.stop('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  socket.write(body.slice(20));
  await ended;
  expect(reply.split('\r\n')[0]).toMatch(/^HTTP\/1\.1 2\d\d /);
  expect(reply).toMatch(/\r\nconnection: close\r\n/i);
  expect(await exited).toBe(0);
  expect(product.output()).not.toContain('exiting anyway');

  product = await startProduct({ dataDir, env: { GATEWAY_TRUSTED_PROXIES: '', SEED_DEMO: '0' } });
  const clientes = (await (await fetch(`${product.baseUrl}/api/admin/clientes`, { headers: { 'auth-token': await login(product) } })).json()) as { data: { nombre: string; apellido: string }[] };
  expect(clientes.data.filter((c) => c.nombre === 'Enviado' && c.apellido === 'Al Cerrar')).toHaveLength(1);
}, 180_000);
