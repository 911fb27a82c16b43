// The API streams its unpaged lists and, when its database fails after the first bytes, destroys the
// connection so the body is visibly cut short (api/src/common/json-stream.ts). Through the one origin the browser must
// see the same: a body that ends without its end, never a reply closed as if it were whole.
import http from 'node:http';
import type net from 'node:net';
import { makeFrontEnds, startGateway } from './support.js';

it('a streamed list the API cuts short reaches the browser cut short, and a whole one whole', async () => {
  const fe = makeFrontEnds();
  const api = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.write('{"casas":[{"id":"a"},');
    if (req.url?.includes('entera')) setTimeout(() => res.end('{"id":"b"}]}'), 50);
    else setTimeout(() => res.destroy(), 50);
  });
  await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
  const { gateway, port } = await startGateway({ apiUrl: `http://127.0.0.1:${(api.address() as net.AddressInfo).port}`, dirs: fe.dirs });
  const get = (path: string) =>
    new Promise<{ status: number; body: string; complete: boolean }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path }, (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('close', () => resolve({ status: res.statusCode ?? 0, body, complete: res.complete }));
        })
        .on('error', reject);
    });
  try {
    const cut = await get('/api/admin/todas-propiedades');
    expect(cut).toEqual({ status: 200, body: '{"casas":[{"id":"a"},', complete: false });
    const whole = await get('/api/admin/todas-propiedades?entera=1');
    expect(whole).toEqual({ status: 200, body: '{"casas":[{"id":"a"},{"id":"b"}]}', complete: true });
  } finally {
    await gateway.close();
    api.close();
    fe.remove();
  }
});
