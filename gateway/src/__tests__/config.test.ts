// The gateway's environment, read by one schema (GatewayEnv): defaults, and one line naming the variable for each mistake.
import { ConfigError, listenAddress, resolveConfig, trustedProxiesOf } from '../config.js';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('accepted');
};

it('gives every variable its documented default', () => {
  expect(resolveConfig({ env: {} })).toMatchObject({ apiOrigin: 'http://127.0.0.1:3000', trustedProxies: [], publicUrl: null, brotli: true });
  expect(resolveConfig({ env: { API_PORT: '3900' } }).apiOrigin).toBe('http://127.0.0.1:3900');
  expect(listenAddress({})).toEqual({ port: 8080, host: '0.0.0.0' });
});

it('reads what is set, API_URL before API_PORT and the option before both', () => {
  expect(resolveConfig({ env: { API_URL: 'https://api.interna:8443/', API_PORT: '1', GATEWAY_TRUSTED_PROXIES: '10.0.0.0/8, ::1' } })).toMatchObject({
    apiOrigin: 'https://api.interna:8443',
    trustedProxies: ['10.0.0.0/8', '::1'],
  });
  expect(resolveConfig({ env: { API_URL: 'nada' }, apiUrl: 'http://127.0.0.1:4000' }).apiOrigin).toBe('http://127.0.0.1:4000');
  expect(listenAddress({ PORT: '0', HOST: '127.0.0.1' })).toEqual({ port: 0, host: '127.0.0.1' });
});

it('with the API in its process, neither API_URL nor API_PORT is read', () => {
  const api = {} as NonNullable<Parameters<typeof resolveConfig>[0]>['api'];
  expect(resolveConfig({ env: { API_URL: 'nada', API_PORT: 'x' }, api }).apiOrigin).toBeNull();
});

it.each([
  [{ API_URL: 'nada' }, 'API_URL inválida: "nada" (por ejemplo http://127.0.0.1:3000)'],
  [{ API_URL: 'ftp://api:21' }, 'API_URL inválida: "ftp://api:21" (http o https)'],
  [{ API_URL: 'http://api:3000/api' }, 'API_URL inválida: "http://api:3000/api" (solo el origen, sin ruta: la API atiende en /api)'],
  [{ GATEWAY_TRUSTED_PROXIES: '10.0.0.1, proxy.local' }, 'GATEWAY_TRUSTED_PROXIES inválido: "proxy.local" (direcciones IP o rangos CIDR separados por comas)'],
  [{ PUBLIC_URL: 'inmobiliaria' }, 'PUBLIC_URL inválido: "inmobiliaria" (por ejemplo https://www.inmobiliaria.com.ar)'],
  [{ PORT: '80a' }, 'PORT inválido: "80a" (entero 0-65535)'],
])('refuses %j with one line naming the variable', (env, message) => {
  expect(refusal(() => listenAddress(env))).toBe(message);
  expect(refusal(() => resolveConfig({ env }))).toBe(message);
});

it('checks the list npm start hands the API', () => {
  expect(trustedProxiesOf(undefined)).toEqual([]);
  expect(refusal(() => trustedProxiesOf('*'))).toBe('GATEWAY_TRUSTED_PROXIES inválido: "*" (direcciones IP o rangos CIDR separados por comas)');
});
