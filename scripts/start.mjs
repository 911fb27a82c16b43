#!/usr/bin/env node
// `npm start`: builds what is not yet built, then serves the whole product on one origin from ONE process: the API
// (api/dist/embedded.js: built as api/dist/main.js builds it, never listening) answers /api on the gateway's own port
// and connections (gateway/src/one-origin.ts), with no second process and no proxy hop between them (BENCHMARKS.md,
// "One process"). Ctrl-C or SIGTERM: the port stops taking connections, the requests under way finish, the database
// is closed (PGlite flushes), exit 0. (`npm run dev` keeps the API in a process of its own, restarted on change.)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env };
env.DATA_DIR = path.resolve(ROOT, env.DATA_DIR || 'data');
const PORT = Number(env.PORT || 8080);

const log = (msg, extra = {}) => console.log(JSON.stringify({ level: 'info', time: new Date().toISOString(), service: 'start', msg, ...extra }));

const BUILD_OUTPUTS = [
  'contracts/dist/index.js',
  'api/dist/embedded.js',
  'gateway/dist/one-origin.js',
  'shell/dist/index.html',
  'mf-public/dist/remoteEntry.js',
  'mf-backoffice/dist/remoteEntry.js',
];
const missing = BUILD_OUTPUTS.filter((f) => !fs.existsSync(path.join(ROOT, f)));
if (missing.length) {
  log('building (first start)', { missing });
  const r = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit', env });
  if (r.status !== 0) {
    console.error('La compilación falló; revisá los mensajes de arriba.');
    process.exit(r.status || 1);
  }
}

fs.mkdirSync(env.DATA_DIR, { recursive: true });
// Source maps on, as --enable-source-maps would: stack traces point at the TypeScript.
process.setSourceMapsEnabled(true);

// Imported after the build: both run from their compiled workspaces.
const { ConfigError: ApiConfigError, createEmbeddedApi } = await import('../api/dist/embedded.js');
const { ConfigError: GatewayConfigError, createGateway, embeddedApiHeaders, trustedProxiesOf } = await import('../gateway/dist/gateway.js');

let stopping = false;
let api = null;
let gateway = null;
let starting = Promise.resolve();

/** Closes in order: the port (requests under way finish), then the API and its database. At most 10 s. */
async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  log('stopping');
  setTimeout(() => {
    console.error(JSON.stringify({ level: 'error', service: 'start', msg: 'stop took over 10 s: exiting anyway' }));
    process.exit(code || 1);
  }, 10_000).unref();
  // A signal during the start waits for it: the database is not left half-migrated by a close under its feet.
  await starting.catch(() => undefined);
  try {
    await gateway?.close();
    await api?.close();
  } catch (err) {
    console.error(JSON.stringify({ level: 'error', service: 'start', msg: 'error while stopping', err: String(err?.stack ?? err) }));
    code ||= 1;
  }
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

async function start() {
  let trustedProxies;
  try {
    // The one port's proxies in front, believed by the gateway and the API alike (api/src/embedded.ts says why).
    trustedProxies = trustedProxiesOf(env.GATEWAY_TRUSTED_PROXIES);
    if (env.TRUSTED_PROXIES) log('TRUSTED_PROXIES no se usa con npm start: en un solo proceso la API cree X-Forwarded-For sólo de GATEWAY_TRUSTED_PROXIES');
    // The gateway's headers for /api replies, folded once into the API's own (the gateway still checks each reply).
    api = await createEmbeddedApi(env, { trustedProxies, securityHeaders: embeddedApiHeaders });
  } catch (err) {
    if (err instanceof ApiConfigError || err instanceof GatewayConfigError) {
      process.stderr.write(`Configuración inválida: ${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  if (stopping) return;
  try {
    gateway = await createGateway({ env, api: api.fastify });
    await gateway.listen({ port: PORT, host: env.HOST || '0.0.0.0' });
  } catch (err) {
    console.error(`No se pudo iniciar el servidor en el puerto ${PORT}: ${err?.message ?? err}`);
    void shutdown(1);
    return;
  }
  log(`Listo: http://localhost:${PORT}`, { port: PORT, dataDir: env.DATA_DIR, database: api.database });
  if (!env.PUBLIC_URL) {
    console.log(
      JSON.stringify({
        level: 'warn',
        time: new Date().toISOString(),
        service: 'start',
        msg: 'PUBLIC_URL no está configurada: las direcciones absolutas (enlace canónico, sitemap, feed y consultas de los portales) se escriben con el Host de cada pedido. En un sitio publicado, configurala con su dirección, por ejemplo PUBLIC_URL=https://www.inmobiliaria.com.ar',
      }),
    );
  }
}

starting = start();
starting.catch((err) => {
  process.stderr.write(`No se pudo iniciar: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
