// The API's environment, read by one schema (ApiEnv): defaults, and one line naming the variable for each mistake.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './config.js';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'inmo-config-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40), ...env });
const refusal = (env: Record<string, string>) => {
  try {
    load(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('accepted');
};

it('gives every variable its documented default', () => {
  expect(load({})).toMatchObject({
    port: 3000,
    host: '127.0.0.1',
    databaseUrl: null,
    databaseListenUrl: null,
    adminUser: 'admin',
    adminPassword: null,
    seedDemo: true,
    corsOrigins: [],
    logger: true,
    s3: null,
    databaseQueryTimeoutMs: 10_000,
    listStreamBatch: 500,
    trustedProxies: ['127.0.0.1', '::1'],
    smtpUrl: null,
    mailFrom: null,
    mailRetryBaseMs: 5000,
    mailRetryMaxMs: 300_000,
    mailPollMs: 5000,
    alertsPollMs: 20_000,
    publicUrl: null,
    mercadoLibre: null,
    portalsSyncMs: 60_000,
    arca: {
      entorno: 'homologacion',
      wsaaUrl: 'https://wsaahomo.afip.gov.ar/ws/services/LoginCms',
      wsfeUrl: 'https://wswhomo.afip.gov.ar/wsfev1/service.asmx',
      timeoutMs: 15_000,
    },
  });
});

it('points at ARCA production with ARCA_ENTORNO=produccion, unless an address is set on its own', () => {
  expect(load({ ARCA_ENTORNO: 'Produccion' }).arca).toEqual({
    entorno: 'produccion',
    wsaaUrl: 'https://wsaa.afip.gov.ar/ws/services/LoginCms',
    wsfeUrl: 'https://servicios1.afip.gov.ar/wsfev1/service.asmx',
    timeoutMs: 15_000,
  });
  expect(load({ ARCA_ENTORNO: 'produccion', ARCA_WSFE_URL: ' http://127.0.0.1:9/wsfev1/service.asmx ', ARCA_TIMEOUT_MS: '2000' }).arca).toMatchObject({
    wsaaUrl: 'https://wsaa.afip.gov.ar/ws/services/LoginCms',
    wsfeUrl: 'http://127.0.0.1:9/wsfev1/service.asmx',
    timeoutMs: 2000,
  });
});

it('reads what is set', () => {
  const c = load({
    API_PORT: '8081',
    DATABASE_URL: ' postgres://u:p@db:5432/inmo ',
    TRUSTED_PROXIES: 'none',
    ADMIN_USER: ' jefa ',
    MAIL_POLL_MS: '250',
    PUBLIC_URL: 'https://www.inmobiliaria.com.ar/',
    MERCADOLIBRE_CLIENT_ID: 'id',
    MERCADOLIBRE_CLIENT_SECRET: 'secreto',
    MERCADOLIBRE_API_URL: 'http://127.0.0.1:9/',
    S3_BUCKET: 'fotos',
    S3_ACCESS_KEY_ID: 'a',
    S3_SECRET_ACCESS_KEY: 'b',
    S3_ENDPOINT: 'http://127.0.0.1:9000/',
    S3_PREFIX: 'img',
  });
  expect(c).toMatchObject({
    port: 8081,
    databaseUrl: 'postgres://u:p@db:5432/inmo',
    databaseListenUrl: 'postgres://u:p@db:5432/inmo',
    trustedProxies: [],
    adminUser: 'jefa',
    mailPollMs: 250,
    publicUrl: 'https://www.inmobiliaria.com.ar',
    mercadoLibre: { clientId: 'id', clientSecret: 'secreto', apiUrl: 'http://127.0.0.1:9', authUrl: 'https://auth.mercadolibre.com.ar', listingType: 'silver', timeoutMs: 5000 },
    s3: { endpoint: 'http://127.0.0.1:9000', prefix: 'img/', publicUrl: 'http://127.0.0.1:9000/fotos/img/' },
  });
});

it.each([
  [{ API_PORT: 'abc' }, 'API_PORT inválido: "abc" (entero 0-65535)'],
  [{ API_PORT: '70000' }, 'API_PORT inválido: "70000" (entero 0-65535)'],
  [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL debe empezar con postgres:// o postgresql://'],
  [{ DATABASE_QUERY_TIMEOUT_MS: '5' }, 'DATABASE_QUERY_TIMEOUT_MS inválido: "5" (entero 100-600000, en milisegundos)'],
  [{ LIST_STREAM_BATCH: '1.5' }, 'LIST_STREAM_BATCH inválido: "1.5" (entero 1-10000, filas por lectura)'],
  [{ MAIL_RETRY_BASE_MS: 'pronto' }, 'MAIL_RETRY_BASE_MS inválido: "pronto" (entero 10-600000, en milisegundos)'],
  [{ TRUSTED_PROXIES: '10.0.0.0/40' }, 'TRUSTED_PROXIES inválido: "10.0.0.0/40" (direcciones IP o rangos CIDR separados por comas, o none)'],
  [{ ADMIN_USER: '  ' }, 'ADMIN_USER no puede estar vacío'],
  [{ ADMIN_PASSWORD: 'corta' }, 'ADMIN_PASSWORD debe tener al menos 8 caracteres'],
  [{ TOTP_SECRET_KEY: 'corta' }, 'TOTP_SECRET_KEY debe tener al menos 32 caracteres'],
  [{ SMTP_URL: 'mail.example.com' }, 'SMTP_URL debe empezar con smtp:// o smtps:// (por ejemplo smtp://usuario:clave@servidor:587)'],
  [{ PUBLIC_URL: 'www.inmobiliaria.com.ar' }, 'PUBLIC_URL inválido: "www.inmobiliaria.com.ar" (por ejemplo https://www.inmobiliaria.com.ar)'],
  [{ MERCADOLIBRE_CLIENT_ID: 'id' }, 'MERCADOLIBRE_CLIENT_ID y MERCADOLIBRE_CLIENT_SECRET van juntos'],
  [{ ARCA_ENTORNO: 'prod' }, 'ARCA_ENTORNO inválido: "prod" (homologacion o produccion)'],
  [{ ARCA_WSAA_URL: 'wsaa.afip.gov.ar' }, 'ARCA_WSAA_URL inválido: "wsaa.afip.gov.ar" (una dirección http:// o https://)'],
  [{ ARCA_TIMEOUT_MS: '10' }, 'ARCA_TIMEOUT_MS inválido: "10" (entero 100-120000, en milisegundos)'],
  [{ S3_BUCKET: 'fotos' }, 'Con S3_BUCKET hacen falta S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY'],
  [{ S3_BUCKET: 'fotos', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b', S3_ENDPOINT: 'minio:9000/x' }, 'S3_ENDPOINT debe ser http(s)://host[:puerto]'],
  [{ NODE_ENV: 'production', JWT_SECRET: 'corto' }, 'JWT_SECRET es obligatorio en producción y debe tener al menos 32 bytes'],
])('refuses %j with one line naming the variable', (env, message) => {
  expect(refusal(env)).toBe(message);
});
