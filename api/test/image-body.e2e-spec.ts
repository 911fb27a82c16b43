// The raw-image body parser reads up to 10 MB into memory: it serves the upload route alone. An image body sent to
// any other route is refused with 415, in the one error shape, before the server has read it — the reply arrives
// while the client is still sending.
import net, { type AddressInfo } from 'node:net';
import { MENSAJES } from '@inmo/contracts';
import sharp from 'sharp';
import { bootApp, expectErrorShape, loginToken, type TestApp } from './helpers.js';

const NINE_MB = 9 * 1024 * 1024;

/**
 * Sends the request line, the headers and only `sent` bytes of a `length`-byte body, then waits up to `ms` for the
 * reply's head. Null when none came: the server was waiting for the rest of the body.
 */
function partialRequest(port: number, path: string, headers: Record<string, string>, length: number, sent: number, ms: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let got = '';
    const done = (v: string | null) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(v);
    };
    const timer = setTimeout(() => done(null), ms);
    socket.on('error', reject);
    socket.on('data', (c) => {
      got += c.toString('latin1');
      const end = got.indexOf('\r\n\r\n');
      if (end >= 0 && got.length > end + 4) done(got);
    });
    const head = Object.entries({ ...headers, host: '127.0.0.1', 'content-length': String(length) }).map(([k, v]) => `${k}: ${v}\r\n`).join('');
    socket.write(`POST ${path} HTTP/1.1\r\n${head}\r\n`);
    socket.write(Buffer.alloc(sent, 0xff));
  });
}

describe('image bodies only on the upload route', () => {
  let t: TestApp;
  let token: string;
  let port: number;
  beforeAll(async () => {
    t = await bootApp({ seedDemo: false });
    token = await loginToken(t.http);
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(['image/jpeg', 'image/png; charset=binary', 'IMAGE/WEBP', 'application/octet-stream'])(
    'refuses a 9 MB %s body to the login with 415 before reading it',
    async (type) => {
      const head = await partialRequest(port, '/api/user/login', { 'content-type': type }, NINE_MB, 64 * 1024, 5000);
      expect(head).not.toBeNull();
      expect(head!).toMatch(/^HTTP\/1\.1 415 /);
      const body = JSON.parse(head!.slice(head!.indexOf('\r\n\r\n') + 4));
      expectErrorShape(body);
      expect(body.code).toBe('VALIDATION');
    },
  );

  it('refuses it on a staff route too, before the guard or the body', async () => {
    const head = await partialRequest(port, '/api/admin/nuevo-cliente', { 'content-type': 'image/jpeg', 'auth-token': token }, NINE_MB, 1024, 5000);
    expect(head).toMatch(/^HTTP\/1\.1 415 /);
  });

  it('still takes the raw image on the upload route, and answers 413 past 10 MB', async () => {
    const jpeg = await sharp({ create: { width: 32, height: 16, channels: 3, background: '#336699' } }).jpeg().toBuffer();
    const res = await t.http.post('/api/admin/imagenes').set('auth-token', token).set('content-type', 'image/jpeg').send(jpeg);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ width: 32, height: 16 });
    const big = await t.http.post('/api/admin/imagenes').set('auth-token', token).set('content-type', 'image/jpeg').send(Buffer.alloc(11 * 1024 * 1024, 1));
    expect(big.status).toBe(413);
    expect(big.body.error).toBe(MENSAJES.cuerpoDemasiadoGrande);
  });

  it('leaves JSON to the login as it was', async () => {
    const res = await t.http.post('/api/user/login').send({ usuario: 'nadie', contraseña: 'x' });
    expect(res.status).toBe(401);
  });
});
