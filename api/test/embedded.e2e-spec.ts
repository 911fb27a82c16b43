// The API inside `npm start`'s one process (src/embedded.ts): ready without listening, and trusting X-Forwarded-For
// from exactly the proxies it is given — never TRUSTED_PROXIES' loopback default, which stands for the gateway of
// another process: in one process the loopback client is a visitor like any other.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERROR_CODES } from '@inmo/contracts';
import { createEmbeddedApi, type EmbeddedApi } from '../src/embedded.js';

const dirs: string[] = [];
const apis: EmbeddedApi[] = [];
afterAll(async () => {
  for (const api of apis) await api.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function embedded(trustedProxies: string[], securityHeaders?: (h: [string, string][]) => [string, string][]): Promise<EmbeddedApi> {
  const dir = mkdtempSync(join(tmpdir(), 'inmo-embedded-'));
  dirs.push(dir);
  // The environment `npm start` passes, TRUSTED_PROXIES unset: its default would be this machine's loopback.
  const env = { DATA_DIR: dir, ADMIN_USER: 'admin', ADMIN_PASSWORD: 'clave-de-prueba-123', SEED_DEMO: '0', API_LOG: '0', NODE_ENV: 'test' };
  const api = await createEmbeddedApi(env, { trustedProxies, securityHeaders });
  apis.push(api);
  return api;
}

/** Eleven wrong passwords for one user from this machine, each claiming another address; the statuses. */
async function forgedLogins(api: EmbeddedApi): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 11; i++) {
    const r = await (api.fastify as unknown as { inject(o: object): Promise<{ statusCode: number; json(): { code?: string } }> }).inject({
      method: 'POST',
      url: '/api/user/login',
      remoteAddress: '127.0.0.1',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i}` },
      payload: JSON.stringify({ usuario: 'victima', contraseña: `mal-${i}` }),
    });
    statuses.push(r.statusCode);
    if (r.statusCode === 429) expect(r.json().code).toBe(ERROR_CODES.LOGIN_THROTTLED);
  }
  return statuses;
}

it("trusts no proxy unless told: a local client's made-up X-Forwarded-For does not dodge the login throttle", async () => {
  const api = await embedded([]);
  expect(api.config.trustedProxies).toEqual([]);
  expect(await forgedLogins(api)).toEqual([...Array(10).fill(401), 429]);
}, 60_000);

it('believes the proxies it is given (GATEWAY_TRUSTED_PROXIES in npm start), as the gateway does', async () => {
  const api = await embedded(['127.0.0.1']);
  expect(await forgedLogins(api)).toEqual(Array(11).fill(401));
}, 60_000);

it("answers through its router without a port of its own, with the host's rule applied once to its security headers", async () => {
  // The host's rule (the gateway's, in npm start): here, framing refused and one header added.
  const api = await embedded([], (helmet) => [...helmet.map(([k, v]): [string, string] => [k, v.replace("frame-ancestors 'self'", "frame-ancestors 'none'")]), ['x-host-rule', 'yes']]);
  const server = (api.fastify as unknown as { server: { listening: boolean } }).server;
  expect(server.listening).toBe(false);
  const r = (await api.fastify.inject({ method: 'GET', url: '/api/ping', headers: { accept: 'application/json' } })) as unknown as { statusCode: number; headers: Record<string, string> };
  expect(r.statusCode).toBe(200);
  expect(r.headers['x-host-rule']).toBe('yes');
  expect(r.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(r.headers['x-content-type-options']).toBe('nosniff');
}, 60_000);
