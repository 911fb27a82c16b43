// The access log as `npm start` writes it by default (API_LOG unset): one JSON line per request, written once the
// reply has left, with the method, the URL, the status and the time taken, and never a session's token nor a private
// link's secret (right or guessed: the path is written with '…' in its place).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { call, sleep, startApi, type ChildApi } from './child-api.js';

describe('access log', () => {
  let api: ChildApi;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'inmo-access-log-'));
    const env: Record<string, string> = { DATA_DIR: dataDir, API_LOG: '1' };
    if (process.env.DATABASE_URL) env.DATABASE_URL = process.env.DATABASE_URL;
    api = await startApi(env);
  }, 90_000);
  afterAll(async () => {
    await api?.stop('SIGKILL');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const linesAbout = (marker: string) =>
    api
      .output()
      .split('\n')
      .filter((l) => l.includes(marker))
      .map((l) => JSON.parse(l) as Record<string, any>);

  it('writes one line per request, after the reply, with method, URL, status and time', async () => {
    const marker = `marca-${Date.now()}`;
    const r = await call(api.port, 'GET', `/api/user/propiedades-publicas?page=1&limit=3&${marker}=1`);
    expect(r.status).toBe(200);
    const denied = await call(api.port, 'GET', `/api/admin/clientes?${marker}=2`, { headers: { 'auth-token': 'token-secreto-de-prueba' } });
    expect(denied.status).toBe(401);
    await sleep(300);
    const lines = linesAbout(marker);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ msg: 'request completed', req: { method: 'GET' }, res: { statusCode: 200 } });
    expect(lines[0].req.url).toContain(`${marker}=1`);
    expect(typeof lines[0].responseTime).toBe('number');
    expect(lines[1]).toMatchObject({ msg: 'request completed', res: { statusCode: 401 } });
    expect(api.output()).not.toContain('token-secreto-de-prueba');
  });

  it("writes every private link's path with its secret replaced, guesses included", async () => {
    const secret = `Secreto${Date.now()}AbCdEfGhIjKlMnOp`;
    const paths = [
      `/api/user/propietario/${secret}`,
      `/api/user/propietario/${secret}/pagina`,
      `/api/user/propietario/${secret}/liquidacion/7d2c1f0e-5b3a-4c9d-8e1f-0a2b3c4d5e6f.pdf`,
      `/api/user/recibo/${secret}.pdf`,
      `/api/user/mi-busqueda/${secret}`,
      `/api/user/tasacion-compartida/${secret}`,
      `/api/user/informe-propietario/${secret}`,
      `/api/portales/zonaprop/${secret}`,
      `/api/portales/mercadolibre/autorizado?code=${secret}&state=${secret}`,
    ];
    for (const p of paths) expect((await call(api.port, 'GET', p)).status).not.toBe(200);
    const posts = [`/api/user/baja/${secret}`, `/api/user/mi-busqueda/${secret}/me-interesa`, `/api/portales/zonaprop/consultas/${secret}`, `/api/portales/mercadolibre/consultas/${secret}`];
    for (const p of posts) expect((await call(api.port, 'POST', p, { body: {} })).status).not.toBe(200);
    await sleep(300);
    const log = api.output();
    expect(log).not.toContain(secret);
    const urls = log
      .split('\n')
      .filter((l) => l.includes('request completed'))
      .map((l) => (JSON.parse(l) as { req: { url: string } }).req.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/user/propietario/…',
        '/api/user/propietario/…/pagina',
        '/api/user/propietario/…/liquidacion/7d2c1f0e-5b3a-4c9d-8e1f-0a2b3c4d5e6f.pdf',
        '/api/user/recibo/….pdf',
        '/api/user/mi-busqueda/…',
        '/api/user/mi-busqueda/…/me-interesa',
        '/api/user/tasacion-compartida/…',
        '/api/user/informe-propietario/…',
        '/api/user/baja/…',
        '/api/portales/zonaprop/…',
        '/api/portales/zonaprop/consultas/…',
        '/api/portales/mercadolibre/consultas/…',
        '/api/portales/mercadolibre/autorizado?code=…&state=…',
      ]),
    );
  });
});
