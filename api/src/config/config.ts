// Configuration is read and validated once, at start. Anything wrong stops the process with one clear line.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { leerUrlPublica, UrlPublicaInvalida } from '@inmo/contracts';
import { s3ConfigFromEnv, type S3Config } from '../media/s3-media-storage.js';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** The connection the change notices are heard on (LISTEN): DATABASE_LISTEN_URL, else DATABASE_URL. */
  databaseListenUrl?: string | null;
  jwtSecret: string;
  adminUser: string;
  /** null → generate one when the admin is created, and print it once. */
  adminPassword: string | null;
  seedDemo: boolean;
  corsOrigins: string[];
  production: boolean;
  /** Logger on/off (tests turn it off). */
  logger: boolean;
  /** Uploaded images go to this S3-compatible bucket when S3_BUCKET is set (else DATA_DIR/media). */
  s3?: S3Config | null;
  /** PGlite in memory instead of DATA_DIR/pglite (tests). */
  pgliteInMemory?: boolean;
  /** PostgreSQL schema to use (tests isolate themselves in a fresh schema). */
  pgSchema?: string;
  /**
   * How long a statement may go unanswered before its request gets a 503 (DATABASE_QUERY_TIMEOUT_MS, default 10 s):
   * a server that stops answering without closing its connections must not hold requests forever.
   */
  databaseQueryTimeoutMs?: number;
  /**
   * The proxies whose X-Forwarded-For is believed (TRUSTED_PROXIES: addresses or CIDR ranges, comma-separated).
   * Default: this machine's loopback address only — the bundled gateway of `npm start`, which replaces what a client
   * sent. Anything else that connects is the client itself, whatever header it sends.
   */
  trustedProxies: string[];
  /**
   * The site's public address (PUBLIC_URL, e.g. https://www.inmobiliaria.com.ar): absolute addresses the portals
   * read (the feed's images, the callback addresses, MercadoLibre's return address). Unset: the request's own origin.
   */
  publicUrl?: string | null;
  /** MercadoLibre's application (issue 16); null: not configured, the Portales page says how to. */
  mercadoLibre?: MercadoLibreConfig | null;
  /** The key the portals' tokens are sealed with (PORTALS_SECRET_KEY; default: derived from the JWT secret). */
  portalsSecret?: string;
  /** TOTP_SECRET_KEY: seals the second factors' secrets (default: derived from JWT_SECRET). */
  totpSecret?: string;
  /** How often the portals' queue is looked at when nothing wakes it (PORTALS_SYNC_INTERVAL_MS, default 60 s). */
  portalsSyncMs?: number;
  /**
   * Rows per statement of the streamed unpaged lists (LIST_STREAM_BATCH, default 500; common/json-stream.ts): what
   * one of those replies holds in memory at a time. Tests set it small so a list spans several batches.
   */
  listStreamBatch?: number;
  /** The SMTP server mail goes out through (SMTP_URL, e.g. smtp://user:pass@host:587); null: mail waits in the outbox. */
  smtpUrl?: string | null;
  /** The sender (MAIL_FROM, e.g. "Inmobiliaria <avisos@inmobiliaria.com.ar>"; default: the agency's name and e-mail). */
  mailFrom?: string | null;
  /** The first retry's wait after a failed send (MAIL_RETRY_BASE_MS, default 5 s; doubles, capped at MAIL_RETRY_MAX_MS, default 5 min). */
  mailRetryBaseMs?: number;
  mailRetryMaxMs?: number;
  /** How often the outbox is looked at when nothing wakes the worker (MAIL_POLL_MS, default 5 s). */
  mailPollMs?: number;
  /** How often the alerts look for new listings and due digests (ALERTS_POLL_MS, default 20 s). */
  alertsPollMs?: number;
}

export interface MercadoLibreConfig {
  clientId: string;
  clientSecret: string;
  /** The REST API (MERCADOLIBRE_API_URL, default https://api.mercadolibre.com). */
  apiUrl: string;
  /** Where the agency authorizes the application (MERCADOLIBRE_AUTH_URL, default https://auth.mercadolibre.com.ar). */
  authUrl: string;
  /** MercadoLibre's listing type ('silver', 'gold'…: what the agency's package holds; MERCADOLIBRE_LISTING_TYPE). */
  listingType: string;
  /** How long a call may take before it counts as unreachable (MERCADOLIBRE_TIMEOUT_MS, default 5 s). */
  timeoutMs: number;
}

function loadMercadoLibre(env: NodeJS.ProcessEnv): MercadoLibreConfig | null {
  const clientId = env.MERCADOLIBRE_CLIENT_ID?.trim();
  const clientSecret = env.MERCADOLIBRE_CLIENT_SECRET?.trim();
  if (!clientId && !clientSecret) return null;
  if (!clientId || !clientSecret) throw new ConfigError('MERCADOLIBRE_CLIENT_ID y MERCADOLIBRE_CLIENT_SECRET van juntos');
  const url = (name: string, fallback: string) => {
    const v = (env[name] ?? '').trim() || fallback;
    if (!/^https?:\/\/[^\s/]+/.test(v)) throw new ConfigError(`${name} inválido: "${v}" (una dirección http:// o https://)`);
    return v.replace(/\/+$/, '');
  };
  return {
    clientId,
    clientSecret,
    apiUrl: url('MERCADOLIBRE_API_URL', 'https://api.mercadolibre.com'),
    authUrl: url('MERCADOLIBRE_AUTH_URL', 'https://auth.mercadolibre.com.ar'),
    listingType: (env.MERCADOLIBRE_LISTING_TYPE ?? '').trim() || 'silver',
    timeoutMs: Math.min(60_000, Math.max(100, Number(env.MERCADOLIBRE_TIMEOUT_MS) || 5000)),
  };
}

function parsePublicUrl(raw: string | undefined): string | null {
  try {
    return leerUrlPublica(raw);
  } catch (err) {
    if (err instanceof UrlPublicaInvalida) throw new ConfigError(err.message);
    throw err;
  }
}

export const APP_CONFIG = Symbol('APP_CONFIG');

export class ConfigError extends Error {}

function parsePort(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new ConfigError(`API_PORT inválido: "${raw}" (entero 0-65535)`);
  return n;
}

/** Reads the JWT secret: JWT_SECRET, else one generated once and kept in DATA_DIR/jwt-secret (not in production). */
function resolveJwtSecret(env: NodeJS.ProcessEnv, dataDir: string, production: boolean): string {
  const fromEnv = env.JWT_SECRET;
  if (production) {
    if (!fromEnv || Buffer.byteLength(fromEnv, 'utf8') < 32) {
      throw new ConfigError('JWT_SECRET es obligatorio en producción y debe tener al menos 32 bytes');
    }
    return fromEnv;
  }
  if (fromEnv) return fromEnv;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

function parseQueryTimeout(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_QUERY_TIMEOUT_MS;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 100 || n > 600_000) throw new ConfigError(`DATABASE_QUERY_TIMEOUT_MS inválido: "${raw}" (entero 100-600000, en milisegundos)`);
  return n;
}

export const DEFAULT_QUERY_TIMEOUT_MS = 10_000;

export const DEFAULT_LIST_STREAM_BATCH = 500;

function parseListStreamBatch(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_LIST_STREAM_BATCH;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 10_000) throw new ConfigError(`LIST_STREAM_BATCH inválido: "${raw}" (entero 1-10000, filas por lectura)`);
  return n;
}

export const DEFAULT_TRUSTED_PROXIES = ['127.0.0.1', '::1'];

/** TRUSTED_PROXIES: IPv4/IPv6 addresses or CIDR ranges; 'none' trusts nobody. */
export function parseTrustedProxies(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return DEFAULT_TRUSTED_PROXIES;
  if (raw.trim().toLowerCase() === 'none') return [];
  const list = raw.split(',').map((s) => s.trim()).filter(Boolean);
  for (const entry of list) {
    const [addr, bits, extra] = entry.split('/');
    const v4 = /^(\d{1,3})(\.\d{1,3}){3}$/.test(addr ?? '') && addr!.split('.').every((n) => Number(n) <= 255);
    const v6 = !v4 && /^[0-9a-f:]+$/i.test(addr ?? '') && (addr ?? '').includes(':');
    const okBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (v4 ? 32 : 128));
    if (!(v4 || v6) || !okBits || extra !== undefined) {
      throw new ConfigError(`TRUSTED_PROXIES inválido: "${entry}" (direcciones IP o rangos CIDR separados por comas, o none)`);
    }
  }
  return list;
}

function parseMs(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new ConfigError(`${name} inválido: "${raw}" (entero ${min}-${max}, en milisegundos)`);
  return n;
}

function parseSmtpUrl(raw: string | undefined): string | null {
  const v = raw?.trim();
  if (!v) return null;
  if (!/^smtps?:\/\/[^\s/]+/.test(v)) throw new ConfigError('SMTP_URL debe empezar con smtp:// o smtps:// (por ejemplo smtp://usuario:clave@servidor:587)');
  return v;
}

function loadS3(env: NodeJS.ProcessEnv): S3Config | null {
  try {
    return s3ConfigFromEnv(env);
  } catch (err) {
    throw new ConfigError(err instanceof Error ? err.message : String(err));
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const production = env.NODE_ENV === 'production';
  const dataDir = resolve(overrides.dataDir ?? env.DATA_DIR ?? './data');
  mkdirSync(dataDir, { recursive: true });
  const databaseUrl = env.DATABASE_URL && env.DATABASE_URL.trim() !== '' ? env.DATABASE_URL.trim() : null;
  const databaseListenUrl = env.DATABASE_LISTEN_URL && env.DATABASE_LISTEN_URL.trim() !== '' ? env.DATABASE_LISTEN_URL.trim() : databaseUrl;
  if (databaseListenUrl && !/^postgres(ql)?:\/\//.test(databaseListenUrl)) {
    throw new ConfigError('DATABASE_LISTEN_URL debe empezar con postgres:// o postgresql://');
  }
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL debe empezar con postgres:// o postgresql://');
  }
  if (env.PORTALS_SECRET_KEY && env.PORTALS_SECRET_KEY.length < 32) throw new ConfigError('PORTALS_SECRET_KEY debe tener al menos 32 caracteres');
  if (env.TOTP_SECRET_KEY && env.TOTP_SECRET_KEY.length < 32) throw new ConfigError('TOTP_SECRET_KEY debe tener al menos 32 caracteres');
  const adminUser = (env.ADMIN_USER ?? 'admin').trim();
  if (!adminUser) throw new ConfigError('ADMIN_USER no puede estar vacío');
  const adminPassword = env.ADMIN_PASSWORD && env.ADMIN_PASSWORD !== '' ? env.ADMIN_PASSWORD : null;
  if (adminPassword !== null && adminPassword.length < 8) throw new ConfigError('ADMIN_PASSWORD debe tener al menos 8 caracteres');
  const config: AppConfig = {
    port: parsePort(env.API_PORT, 3000),
    host: env.API_HOST && env.API_HOST.trim() !== '' ? env.API_HOST.trim() : '127.0.0.1',
    dataDir,
    databaseUrl,
    databaseListenUrl,
    jwtSecret: overrides.jwtSecret ?? resolveJwtSecret(env, dataDir, production),
    adminUser,
    adminPassword,
    seedDemo: env.SEED_DEMO !== '0' && env.SEED_DEMO?.toLowerCase() !== 'false',
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    production,
    logger: env.API_LOG !== '0',
    s3: loadS3(env),
    databaseQueryTimeoutMs: parseQueryTimeout(env.DATABASE_QUERY_TIMEOUT_MS),
    listStreamBatch: parseListStreamBatch(env.LIST_STREAM_BATCH),
    trustedProxies: parseTrustedProxies(env.TRUSTED_PROXIES),
    smtpUrl: parseSmtpUrl(env.SMTP_URL),
    mailFrom: env.MAIL_FROM?.trim() || null,
    mailRetryBaseMs: parseMs('MAIL_RETRY_BASE_MS', env.MAIL_RETRY_BASE_MS, 5000, 10, 600_000),
    mailRetryMaxMs: parseMs('MAIL_RETRY_MAX_MS', env.MAIL_RETRY_MAX_MS, 300_000, 10, 3_600_000),
    mailPollMs: parseMs('MAIL_POLL_MS', env.MAIL_POLL_MS, 5000, 50, 600_000),
    alertsPollMs: parseMs('ALERTS_POLL_MS', env.ALERTS_POLL_MS, 20_000, 50, 600_000),
    publicUrl: parsePublicUrl(env.PUBLIC_URL),
    mercadoLibre: loadMercadoLibre(env),
    portalsSyncMs: env.PORTALS_SYNC_INTERVAL_MS ? Math.max(200, Number(env.PORTALS_SYNC_INTERVAL_MS) || 60_000) : 60_000,
    ...(env.PORTALS_SECRET_KEY ? { portalsSecret: env.PORTALS_SECRET_KEY } : {}),
    ...(env.TOTP_SECRET_KEY ? { totpSecret: env.TOTP_SECRET_KEY } : {}),
    ...overrides,
  };
  return config;
}
