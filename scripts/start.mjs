#!/usr/bin/env node
// `npm start`: builds what is not yet built, starts the API, then serves the whole product on one origin.
// One process tree: this process runs the web gateway (gateway/) and supervises the API child; Ctrl-C stops both.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env };
env.DATA_DIR = path.resolve(ROOT, env.DATA_DIR || 'data');
const PORT = Number(env.PORT || 8080);
const API_PORT = Number(env.API_PORT || 3000);
env.API_PORT = String(API_PORT);

const log = (msg, extra = {}) => console.log(JSON.stringify({ level: 'info', time: new Date().toISOString(), service: 'start', msg, ...extra }));

const BUILD_OUTPUTS = [
  'contracts/dist/index.js',
  'api/dist/main.js',
  'gateway/dist/gateway.js',
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

let stopping = false;
const api = spawn(process.execPath, ['--enable-source-maps', path.join(ROOT, 'api/dist/main.js')], {
  cwd: ROOT,
  env,
  stdio: ['ignore', 'inherit', 'inherit'],
});
api.on('exit', (code, signal) => {
  if (!stopping) {
    console.error(JSON.stringify({ level: 'error', service: 'start', msg: 'API exited unexpectedly', code, signal }));
    shutdown(code || 1);
  }
});

function waitForApi(timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const req = http.get({ host: '127.0.0.1', port: API_PORT, path: '/api/ping', timeout: 2000 }, (res) => {
        res.resume();
        if (res.statusCode === 200) return resolve();
        retry();
      });
      req.on('error', retry);
      req.on('timeout', () => req.destroy());
    };
    const retry = () => {
      if (stopping) return reject(new Error('stopping'));
      if (Date.now() > deadline) return reject(new Error('API did not start in time'));
      setTimeout(attempt, 200);
    };
    attempt();
  });
}

let gateway = null;

function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  log('stopping');
  // Stops accepting, closes idle connections; requests under way finish while the API stops.
  void gateway?.close().catch(() => undefined);
  const done = () => process.exit(code);
  if (api.exitCode !== null || api.signalCode !== null) return done();
  api.once('exit', done);
  api.kill('SIGTERM');
  setTimeout(() => {
    api.kill('SIGKILL');
    done();
  }, 10_000).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

try {
  await waitForApi();
} catch (err) {
  if (!stopping) {
    console.error(String(err));
    shutdown(1);
  }
}
if (!stopping) {
  // Imported after the build: the gateway runs from its compiled workspace.
  const { createGateway } = await import('../gateway/dist/gateway.js');
  try {
    gateway = await createGateway({ apiUrl: `http://127.0.0.1:${API_PORT}`, env });
    await gateway.listen({ port: PORT, host: env.HOST || '0.0.0.0' });
    log(`Listo: http://localhost:${PORT}`, { port: PORT, apiPort: API_PORT, dataDir: env.DATA_DIR });
  } catch (err) {
    console.error(`No se pudo iniciar el gateway en el puerto ${PORT}: ${err?.message ?? err}`);
    shutdown(1);
  }
}
