// The API inside another process: `npm start`'s one origin (scripts/start.mjs, gateway/src/one-origin.ts). Built and
// started exactly as main.ts builds it (migrations, first admin, demo data, change feed), made ready but never
// listening: the host's server hands it each /api request through its router (Fastify's documented `routing`).
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createApp, type CreateAppOptions } from './app.factory.js';
import { loadConfig, type AppConfig } from './config/config.js';

export { ConfigError } from './config/config.js';

export interface EmbeddedApi {
  config: AppConfig;
  /** The API's Fastify instance, ready: `routing(req, res)` answers a request, `inject()` a read of the host's own. */
  fastify: {
    routing(req: IncomingMessage, res: ServerResponse): void;
    inject(options: { method: 'GET'; url: string; headers: Record<string, string> }): Promise<{ statusCode: number; body: string }>;
  };
  /** Stops the API and closes its database (PGlite flushes): once the host's server has closed, so no request is under way. */
  close(): Promise<void>;
  /** 'PostgreSQL' or 'PGlite (<dir>)', for the start line. */
  database: string;
}

/**
 * Reads the configuration from `env` (ConfigError when it is wrong, as main.ts) and starts the API.
 *
 * `trustedProxies` is required, and replaces TRUSTED_PROXIES: in one process the API faces the visitor's connection
 * itself, so it must believe X-Forwarded-For from exactly the proxies in front of the one port (the gateway's
 * GATEWAY_TRUSTED_PROXIES, none by default). TRUSTED_PROXIES' default, this machine's loopback, stands for the gateway
 * of another process: kept here, any local client could make up its address and dodge the login throttle.
 *
 * `securityHeaders`: the host's rule for the API's reply headers, applied once to helmet's (createApp).
 */
export async function createEmbeddedApi(env: NodeJS.ProcessEnv, { trustedProxies, securityHeaders }: { trustedProxies: string[] } & CreateAppOptions): Promise<EmbeddedApi> {
  const config = loadConfig(env, { trustedProxies });
  const app: NestFastifyApplication = await createApp(config, { securityHeaders });
  await app.init();
  const fastify = app.getHttpAdapter().getInstance();
  await fastify.ready();
  return {
    config,
    fastify: fastify as unknown as EmbeddedApi['fastify'],
    close: () => app.close(),
    database: config.databaseUrl ? 'PostgreSQL' : `PGlite (${config.dataDir}/pglite)`,
  };
}
