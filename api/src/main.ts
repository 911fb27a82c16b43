// Entry point: validate config, build the app, listen. SIGINT/SIGTERM close it cleanly (PGlite included).
import { ConfigError, loadConfig, type AppConfig } from './config/config.js';
import { createApp } from './app.factory.js';
import { logInfo } from './common/log.js';

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`Configuración inválida: ${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const app = await createApp(config);
  await app.listen({ port: config.port, host: config.host });
  // SIGINT/SIGTERM: stop accepting requests, let the running ones finish, close the database (PGlite flushes), exit 0.
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logInfo('Main', `${signal} recibido: cerrando la API`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app
      .close()
      .then(() => {
        logInfo('Main', 'API detenida');
        process.exit(0);
      })
      .catch((err) => {
        process.stderr.write(`Error al cerrar la API: ${String(err)}\n`);
        process.exit(1);
      });
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  const db = config.databaseUrl ? 'PostgreSQL' : `PGlite (${config.dataDir}/pglite)`;
  logInfo('Main', `API escuchando en http://${config.host}:${config.port}/api (base de datos: ${db})`);
}

main().catch((err) => {
  process.stderr.write(`No se pudo iniciar la API: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
