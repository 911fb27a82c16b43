// Standalone: `node gateway/dist/main.js` serves the front ends and /api on PORT, in front of API_URL. docker-compose
// runs it as the `pages` service, to which nginx hands every route of the shell; `npm run bench` runs it too.
import { ConfigError, createGateway, listenAddress } from './gateway.js';
import { logInfo } from './log.js';

async function main(): Promise<void> {
  let address: { port: number; host: string };
  let gateway: Awaited<ReturnType<typeof createGateway>>;
  try {
    address = listenAddress();
    gateway = await createGateway();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`Configuración inválida: ${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  await gateway.listen(address);
  logInfo(`gateway on :${address.port}`, { port: address.port });
  const stop = () => {
    void gateway.close().then(() => process.exit(0));
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err) => {
  process.stderr.write(`No se pudo iniciar el gateway: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
