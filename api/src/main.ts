// Entry point: validate config, build the app, listen. SIGINT/SIGTERM close it cleanly (PGlite included).
import { ConfigError, loadConfig, type AppConfig } from './config/config.js';
import { createApp } from './app.factory.js';

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
  const db = config.databaseUrl ? 'PostgreSQL' : `PGlite (${config.dataDir}/pglite)`;
  app.getHttpAdapter().getInstance().log.info(`API escuchando en http://${config.host}:${config.port}/api (base de datos: ${db})`);
}

main().catch((err) => {
  process.stderr.write(`No se pudo iniciar la API: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
