// Configuration is read and validated once, at start, by one zod schema over the environment (ApiEnv). Anything
// wrong stops the process with one clear line naming the variable (the first issue's message).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as z from 'zod';
import { leerUrlPublica, UrlPublicaInvalida } from '@inmo/contracts';
import type { S3Config } from '../media/s3-media-storage.js';
import { arcaConfigOf, arcaEnv, type ArcaConfig } from '../billing/arca/arca-config.js';

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

export class ConfigError extends Error {}

export const DEFAULT_QUERY_TIMEOUT_MS = 10_000;

export const DEFAULT_LIST_STREAM_BATCH = 500;

export const DEFAULT_TRUSTED_PROXIES = ['127.0.0.1', '::1'];

/** A variable's text, trimmed; unset or blank → undefined. */
const text = z.string().optional().transform((v) => v?.trim() || undefined);

/** A whole number in [min, max] (`hint` tells the allowed values); unset or blank → `fallback`. */
const integer = (name: string, min: number, max: number, fallback: number, hint: string) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw.trim() === '') return fallback;
      const n = Number(raw);
      if (Number.isInteger(n) && n >= min && n <= max) return n;
      ctx.addIssue({ code: 'custom', input: raw, message: `${name} inválido: "${raw}" (${hint})` });
      return z.NEVER;
    });
const millis = (name: string, fallback: number, min: number, max: number) => integer(name, min, max, fallback, `entero ${min}-${max}, en milisegundos`);

const postgresUrl = (name: string) => text.pipe(z.string().regex(/^postgres(ql)?:\/\//, `${name} debe empezar con postgres:// o postgresql://`).optional());

/** Unset or empty → undefined; else at least `min` characters. */
const atLeast = (min: number, message: string) =>
  z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .pipe(z.string().min(min, message).optional());
const secretKey = (name: string) => atLeast(32, `${name} debe tener al menos 32 caracteres`);

const httpUrl = (name: string, fallback: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v ?? '').trim() || fallback)
    .pipe(z.string().regex(/^https?:\/\/[^\s/]+/, { error: (iss) => `${name} inválido: "${String(iss.input)}" (una dirección http:// o https://)` }))
    .transform((v) => v.replace(/\/+$/, ''));

/** TRUSTED_PROXIES: IPv4/IPv6 addresses or CIDR ranges; 'none' trusts nobody. */
const trustedProxyList = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    if (raw === undefined || raw.trim() === '') return DEFAULT_TRUSTED_PROXIES;
    if (raw.trim().toLowerCase() === 'none') return [];
    const list = raw.split(',').map((s) => s.trim()).filter(Boolean);
    for (const entry of list) {
      const [addr, bits, extra] = entry.split('/');
      const v4 = /^(\d{1,3})(\.\d{1,3}){3}$/.test(addr ?? '') && addr!.split('.').every((n) => Number(n) <= 255);
      const v6 = !v4 && /^[0-9a-f:]+$/i.test(addr ?? '') && (addr ?? '').includes(':');
      const okBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (v4 ? 32 : 128));
      if (!(v4 || v6) || !okBits || extra !== undefined) {
        ctx.addIssue({ code: 'custom', input: raw, message: `TRUSTED_PROXIES inválido: "${entry}" (direcciones IP o rangos CIDR separados por comas, o none)` });
        return z.NEVER;
      }
    }
    return list;
  });

const publicUrl = z.string().optional().transform((raw, ctx) => {
  try {
    return leerUrlPublica(raw);
  } catch (err) {
    if (!(err instanceof UrlPublicaInvalida)) throw err;
    ctx.addIssue({ code: 'custom', input: raw, message: err.message });
    return z.NEVER;
  }
});

/** The API's environment: every variable it reads, checked and given its default. */
export const ApiEnv = z
  .object({
    NODE_ENV: z.string().optional(),
    API_PORT: integer('API_PORT', 0, 65535, 3000, 'entero 0-65535'),
    API_HOST: text.transform((v) => v ?? '127.0.0.1'),
    DATA_DIR: z.string().optional(),
    DATABASE_URL: postgresUrl('DATABASE_URL'),
    DATABASE_LISTEN_URL: postgresUrl('DATABASE_LISTEN_URL'),
    DATABASE_QUERY_TIMEOUT_MS: integer('DATABASE_QUERY_TIMEOUT_MS', 100, 600_000, DEFAULT_QUERY_TIMEOUT_MS, 'entero 100-600000, en milisegundos'),
    LIST_STREAM_BATCH: integer('LIST_STREAM_BATCH', 1, 10_000, DEFAULT_LIST_STREAM_BATCH, 'entero 1-10000, filas por lectura'),
    JWT_SECRET: z.string().optional(),
    PORTALS_SECRET_KEY: secretKey('PORTALS_SECRET_KEY'),
    TOTP_SECRET_KEY: secretKey('TOTP_SECRET_KEY'),
    ADMIN_USER: z
      .string()
      .default('admin')
      .transform((v) => v.trim())
      .pipe(z.string().min(1, 'ADMIN_USER no puede estar vacío')),
    ADMIN_PASSWORD: atLeast(8, 'ADMIN_PASSWORD debe tener al menos 8 caracteres'),
    SEED_DEMO: z
      .string()
      .optional()
      .transform((v) => v !== '0' && v?.toLowerCase() !== 'false'),
    CORS_ORIGINS: z
      .string()
      .default('')
      .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean)),
    API_LOG: z
      .string()
      .optional()
      .transform((v) => v !== '0'),
    S3_BUCKET: text,
    S3_REGION: text.transform((v) => v ?? 'us-east-1'),
    S3_ACCESS_KEY_ID: text,
    S3_SECRET_ACCESS_KEY: text,
    S3_ENDPOINT: text.transform((v) => v?.replace(/\/+$/, '')),
    S3_PREFIX: z
      .string()
      .optional()
      .transform((v) => {
        const prefix = v?.trim() ?? 'media/';
        return prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix;
      }),
    S3_PUBLIC_URL: text,
    TRUSTED_PROXIES: trustedProxyList,
    SMTP_URL: text.pipe(z.string().regex(/^smtps?:\/\/[^\s/]+/, 'SMTP_URL debe empezar con smtp:// o smtps:// (por ejemplo smtp://usuario:clave@servidor:587)').optional()),
    MAIL_FROM: text,
    MAIL_RETRY_BASE_MS: millis('MAIL_RETRY_BASE_MS', 5000, 10, 600_000),
    MAIL_RETRY_MAX_MS: millis('MAIL_RETRY_MAX_MS', 300_000, 10, 3_600_000),
    MAIL_POLL_MS: millis('MAIL_POLL_MS', 5000, 50, 600_000),
    ALERTS_POLL_MS: millis('ALERTS_POLL_MS', 20_000, 50, 600_000),
    PUBLIC_URL: publicUrl,
    MERCADOLIBRE_CLIENT_ID: text,
    MERCADOLIBRE_CLIENT_SECRET: text,
    MERCADOLIBRE_API_URL: httpUrl('MERCADOLIBRE_API_URL', 'https://api.mercadolibre.com'),
    MERCADOLIBRE_AUTH_URL: httpUrl('MERCADOLIBRE_AUTH_URL', 'https://auth.mercadolibre.com.ar'),
    MERCADOLIBRE_LISTING_TYPE: text.transform((v) => v ?? 'silver'),
    MERCADOLIBRE_TIMEOUT_MS: z
      .string()
      .optional()
      .transform((v) => Math.min(60_000, Math.max(100, Number(v) || 5000))),
    PORTALS_SYNC_INTERVAL_MS: z
      .string()
      .optional()
      .transform((v) => (v ? Math.max(200, Number(v) || 60_000) : 60_000)),
    ...arcaEnv,
  })
  .superRefine((e, ctx) => {
    const production = e.NODE_ENV === 'production';
    if (production && (!e.JWT_SECRET || Buffer.byteLength(e.JWT_SECRET, 'utf8') < 32)) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'JWT_SECRET es obligatorio en producción y debe tener al menos 32 bytes' });
    }
    if (e.S3_BUCKET && (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'Con S3_BUCKET hacen falta S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY' });
    } else if (e.S3_BUCKET && e.S3_ENDPOINT !== undefined && !/^https?:\/\/[^/]+$/.test(e.S3_ENDPOINT)) {
      ctx.addIssue({ code: 'custom', path: ['S3_ENDPOINT'], message: 'S3_ENDPOINT debe ser http(s)://host[:puerto]' });
    }
    if (!e.MERCADOLIBRE_CLIENT_ID !== !e.MERCADOLIBRE_CLIENT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['MERCADOLIBRE_CLIENT_ID'], message: 'MERCADOLIBRE_CLIENT_ID y MERCADOLIBRE_CLIENT_SECRET van juntos' });
    }
  });
export type ApiEnv = z.output<typeof ApiEnv>;

/** The environment parsed by ApiEnv; a ConfigError with the first issue's message when it is wrong. */
export function readApiEnv(env: NodeJS.ProcessEnv): ApiEnv {
  const result = ApiEnv.safeParse(env);
  if (!result.success) throw new ConfigError(result.error.issues[0]!.message);
  return result.data;
}

/** TRUSTED_PROXIES, checked (embedded.ts gives the API the gateway's list instead). */
export function parseTrustedProxies(raw: string | undefined): string[] {
  const result = trustedProxyList.safeParse(raw);
  if (!result.success) throw new ConfigError(result.error.issues[0]!.message);
  return result.data;
}

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
