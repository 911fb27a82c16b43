// The API's environment, read and validated once by one zod schema (ApiEnv): every variable it reads, checked and
// given its default. Anything wrong is a ConfigError whose message is one line naming the variable.
import * as z from 'zod';
import { leerUrlPublica, UrlPublicaInvalida } from '@inmo/contracts';
import { arcaEnv } from '../billing/arca/arca-config.js';

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
