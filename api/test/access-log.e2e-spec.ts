// The access log as `npm start` writes it by default (API_LOG unset): one JSON line per request, written once the
// reply has left, with the method, the URL, the status and the time taken, and never a session's token.
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
});
