// Configuration is read and validated once, at start, by one zod schema over the environment (ApiEnv, env.ts).
// Anything wrong stops the process with one clear line naming the variable (the first issue's message).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { S3Config } from '../media/s3-media-storage.js';
import { arcaConfigOf, type ArcaConfig } from '../billing/arca/arca-config.js';
import { readApiEnv, type ApiEnv } from './env.js';

export { ApiEnv, ConfigError, DEFAULT_LIST_STREAM_BATCH, DEFAULT_QUERY_TIMEOUT_MS, DEFAULT_TRUSTED_PROXIES, parseTrustedProxies, readApiEnv } from './env.js';

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
  /** MercadoLibre's application; null: not configured, the Portales page says how to. */
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
  /** ARCA's web services (ARCA_ENTORNO, ARCA_WSAA_URL, ARCA_WSFE_URL, ARCA_TIMEOUT_MS; billing/arca/arca-config.ts). */
  arca?: ArcaConfig;
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

export const APP_CONFIG = Symbol('APP_CONFIG');

function s3Of(e: ApiEnv): S3Config | null {
  if (!e.S3_BUCKET) return null;
  const endpoint = e.S3_ENDPOINT ?? `https://s3.${e.S3_REGION}.amazonaws.com`;
  return {
    endpoint,
    region: e.S3_REGION,
    bucket: e.S3_BUCKET,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    prefix: e.S3_PREFIX,
    publicUrl: (e.S3_PUBLIC_URL ?? `${endpoint}/${e.S3_BUCKET}/${e.S3_PREFIX}`).replace(/\/*$/, '/'),
  };
}

function mercadoLibreOf(e: ApiEnv): MercadoLibreConfig | null {
  if (!e.MERCADOLIBRE_CLIENT_ID || !e.MERCADOLIBRE_CLIENT_SECRET) return null;
  return {
    clientId: e.MERCADOLIBRE_CLIENT_ID,
    clientSecret: e.MERCADOLIBRE_CLIENT_SECRET,
    apiUrl: e.MERCADOLIBRE_API_URL,
    authUrl: e.MERCADOLIBRE_AUTH_URL,
    listingType: e.MERCADOLIBRE_LISTING_TYPE,
    timeoutMs: e.MERCADOLIBRE_TIMEOUT_MS,
  };
}

/** The JWT secret: JWT_SECRET, else one generated once and kept in DATA_DIR/jwt-secret (not in production). */
function resolveJwtSecret(fromEnv: string | undefined, dataDir: string): string {
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const e = readApiEnv(env);
  const dataDir = resolve(overrides.dataDir ?? e.DATA_DIR ?? './data');
  mkdirSync(dataDir, { recursive: true });
  const databaseUrl = e.DATABASE_URL ?? null;
  const config: AppConfig = {
    port: e.API_PORT,
    host: e.API_HOST,
    dataDir,
    databaseUrl,
    databaseListenUrl: e.DATABASE_LISTEN_URL ?? databaseUrl,
    jwtSecret: overrides.jwtSecret ?? resolveJwtSecret(e.JWT_SECRET, dataDir),
    adminUser: e.ADMIN_USER,
    adminPassword: e.ADMIN_PASSWORD ?? null,
    seedDemo: e.SEED_DEMO,
    corsOrigins: e.CORS_ORIGINS,
    production: e.NODE_ENV === 'production',
    logger: e.API_LOG,
    s3: s3Of(e),
    databaseQueryTimeoutMs: e.DATABASE_QUERY_TIMEOUT_MS,
    listStreamBatch: e.LIST_STREAM_BATCH,
    trustedProxies: e.TRUSTED_PROXIES,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM ?? null,
    mailRetryBaseMs: e.MAIL_RETRY_BASE_MS,
    mailRetryMaxMs: e.MAIL_RETRY_MAX_MS,
    mailPollMs: e.MAIL_POLL_MS,
    alertsPollMs: e.ALERTS_POLL_MS,
    publicUrl: e.PUBLIC_URL,
    mercadoLibre: mercadoLibreOf(e),
    portalsSyncMs: e.PORTALS_SYNC_INTERVAL_MS,
    arca: arcaConfigOf(e),
    ...(e.PORTALS_SECRET_KEY ? { portalsSecret: e.PORTALS_SECRET_KEY } : {}),
    ...(e.TOTP_SECRET_KEY ? { totpSecret: e.TOTP_SECRET_KEY } : {}),
    ...overrides,
  };
  return config;
}
