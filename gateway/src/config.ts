// The gateway's settings, read and checked once at start: a wrong API_URL or PORT stops it with one clear line
// instead of failing on every request.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

function apiOriginOf(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`API_URL inválida: "${raw}" (por ejemplo http://127.0.0.1:3000)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(`API_URL inválida: "${raw}" (http o https)`);
  // The proxy forwards /api/… as the browser sent it: a path in API_URL would be silently dropped.
  if (url.pathname !== '/' || url.search) throw new ConfigError(`API_URL inválida: "${raw}" (solo el origen, sin ruta: la API atiende en /api)`);
  return url.origin;
}

/** GATEWAY_TRUSTED_PROXIES, checked: `npm start` gives the API in its process the same list (one-origin.ts). */
export function trustedProxiesOf(raw: string | undefined): string[] {
  const list = (raw ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  for (const entry of list) {
    if (!/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(entry)) throw new ConfigError(`GATEWAY_TRUSTED_PROXIES inválido: "${entry}" (direcciones IP o rangos CIDR separados por comas)`);
  }
  return list;
}

function publicUrlOf(raw: string | undefined): string | null {
  try {
    return leerUrlPublica(raw);
  } catch (err) {
    if (err instanceof UrlPublicaInvalida) throw new ConfigError(err.message);
    throw err;
  }
}

export function resolveConfig(options: GatewayOptions = {}): GatewayConfig {
  const env = options.env ?? process.env;
  const apiUrl = options.apiUrl ?? env.API_URL ?? `http://127.0.0.1:${env.API_PORT || 3000}`;
  return {
    apiOrigin: options.api ? null : apiOriginOf(apiUrl),
    trustedProxies: trustedProxiesOf(env.GATEWAY_TRUSTED_PROXIES),
    publicUrl: publicUrlOf(env.PUBLIC_URL),
    dirs: options.dirs ?? defaultDirs(),
    env,
    brotli: options.brotli !== false,
  };
}

/** Where the standalone gateway listens: PORT (8080) on HOST (0.0.0.0). */
export function listenAddress(env: NodeJS.ProcessEnv = process.env): { port: number; host: string } {
  const raw = env.PORT ?? '8080';
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT inválido: "${raw}" (entero 0-65535)`);
  return { port, host: env.HOST || '0.0.0.0' };
}
