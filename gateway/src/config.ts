// The gateway's settings, read and checked once at start by one zod schema over the environment (GatewayEnv): a wrong
// API_URL or PORT stops it with one clear line naming the variable instead of failing on every request.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';
import { leerUrlPublica, UrlPublicaInvalida } from '@inmo/contracts';
import type { InjectableApi } from './api-client.js';
import type { RoutableApi } from './one-origin.js';

/** The built front ends the gateway serves: the shell at /, each remote under its prefix. */
export interface FrontEndDirs {
  shell: string;
  mfPublic: string;
  mfBackoffice: string;
}

export interface GatewayOptions {
  /** Where the API listens. Default: API_URL, else http://127.0.0.1:$API_PORT (3000). Not used with `api`. */
  apiUrl?: string;
  /**
   * The API in this process (`npm start`): its Fastify instance, ready and not listening. /api is then answered by it
   * on the gateway's own port and connections (one-origin.ts), without a proxy.
   */
  api?: RoutableApi & InjectableApi;
  /** Default: the repository's shell/dist, mf-public/dist and mf-backoffice/dist. */
  dirs?: FrontEndDirs;
  /** REMOTES_FILE, MF_PUBLIC_ENTRY, MF_BACKOFFICE_ENTRY, API_URL, API_PORT, PUBLIC_URL. Default: process.env. */
  env?: NodeJS.ProcessEnv;
  /** Brotli copies of the built files (default on). `npm run dev` rebuilds on every change and turns it off. */
  brotli?: boolean;
}

export interface GatewayConfig {
  /** The API's origin, e.g. http://127.0.0.1:3000; null when the API runs in this process (options.api). */
  apiOrigin: string | null;
  /**
   * GATEWAY_TRUSTED_PROXIES: the proxies in front of the gateway whose X-Forwarded-For it believes (addresses or CIDR
   * ranges, comma-separated). Default none: the gateway faces visitors, and tells the API the connection's address.
   */
  trustedProxies: string[];
  /**
   * PUBLIC_URL: the site's public address (https://www.inmobiliaria.com.ar), the one every absolute address the
   * gateway writes starts with (canonical links, og:url, robots.txt, the sitemap) and the one the API is told the
   * visitor asked for. Null (unset, for development): the request's own Host, and those replies are not cached.
   */
  publicUrl: string | null;
  dirs: FrontEndDirs;
  env: NodeJS.ProcessEnv;
  brotli: boolean;
}

export class ConfigError extends Error {}

/** The repository root: this file is gateway/src/config.ts or gateway/dist/config.js. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function defaultDirs(root = REPO_ROOT): FrontEndDirs {
  return { shell: path.join(root, 'shell/dist'), mfPublic: path.join(root, 'mf-public/dist'), mfBackoffice: path.join(root, 'mf-backoffice/dist') };
}

/** A custom issue with `message` on `raw`: the value becomes z.NEVER. */
function refuse(ctx: z.RefinementCtx, raw: unknown, message: string): never {
  ctx.addIssue({ code: 'custom', input: raw, message });
  return z.NEVER;
}

/** GATEWAY_TRUSTED_PROXIES: addresses or CIDR ranges, comma-separated; default none. */
const proxyList = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    const list = (raw ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    const bad = list.find((entry) => !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(entry));
    return bad === undefined ? list : refuse(ctx, raw, `GATEWAY_TRUSTED_PROXIES inválido: "${bad}" (direcciones IP o rangos CIDR separados por comas)`);
  });

/** The gateway's environment: every variable it reads, checked and given its default. */
export const GatewayEnv = z
  .object({
    API_URL: z.string().optional(),
    API_PORT: z.string().optional(),
    GATEWAY_TRUSTED_PROXIES: proxyList,
    PUBLIC_URL: z
      .string()
      .optional()
      .transform((raw, ctx) => {
        try {
          return leerUrlPublica(raw);
        } catch (err) {
          if (err instanceof UrlPublicaInvalida) return refuse(ctx, raw, err.message);
          throw err;
        }
      }),
    PORT: z
      .string()
      .default('8080')
      .transform((raw, ctx) => {
        const port = Number(raw);
        return Number.isInteger(port) && port >= 0 && port <= 65535 ? port : refuse(ctx, raw, `PORT inválido: "${raw}" (entero 0-65535)`);
      }),
    HOST: z
      .string()
      .optional()
      .transform((v) => v || '0.0.0.0'),
  })
  .transform((e, ctx) => {
    // The API's origin: API_URL, else http://127.0.0.1:$API_PORT (3000). The proxy forwards /api/… as the browser
    // sent it: a path in API_URL would be silently dropped.
    const raw = e.API_URL ?? `http://127.0.0.1:${e.API_PORT || 3000}`;
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return refuse(ctx, raw, `API_URL inválida: "${raw}" (por ejemplo http://127.0.0.1:3000)`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return refuse(ctx, raw, `API_URL inválida: "${raw}" (http o https)`);
    if (url.pathname !== '/' || url.search) return refuse(ctx, raw, `API_URL inválida: "${raw}" (solo el origen, sin ruta: la API atiende en /api)`);
    return { ...e, apiOrigin: url.origin };
  });

/** The environment parsed by GatewayEnv; a ConfigError with the first issue's message when it is wrong. */
function readGatewayEnv(env: Record<string, string | undefined>): z.output<typeof GatewayEnv> {
  const result = GatewayEnv.safeParse(env);
  if (!result.success) throw new ConfigError(result.error.issues[0]!.message);
  return result.data;
}

/** GATEWAY_TRUSTED_PROXIES, checked: `npm start` gives the API in its process the same list (one-origin.ts). */
export function trustedProxiesOf(raw: string | undefined): string[] {
  const result = proxyList.safeParse(raw);
  if (!result.success) throw new ConfigError(result.error.issues[0]!.message);
  return result.data;
}

export function resolveConfig(options: GatewayOptions = {}): GatewayConfig {
  const env = options.env ?? process.env;
  // With the API in this process, API_URL and API_PORT are not used, and not checked.
  const e = readGatewayEnv(options.api ? { ...env, API_URL: undefined, API_PORT: undefined } : { ...env, API_URL: options.apiUrl ?? env.API_URL });
  return {
    apiOrigin: options.api ? null : e.apiOrigin,
    trustedProxies: e.GATEWAY_TRUSTED_PROXIES,
    publicUrl: e.PUBLIC_URL,
    dirs: options.dirs ?? defaultDirs(),
    env,
    brotli: options.brotli !== false,
  };
}

/** Where the standalone gateway listens: PORT (8080) on HOST (0.0.0.0). */
export function listenAddress(env: NodeJS.ProcessEnv = process.env): { port: number; host: string } {
  const e = readGatewayEnv(env);
  return { port: e.PORT, host: e.HOST };
}
