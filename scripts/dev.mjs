#!/usr/bin/env node
// `npm run dev`: the four parts with rebuild on change, on one origin (http://localhost:8080 by default).
// - contracts + api: recompiled with swc on every change under src/, then the API restarts;
// - shell, mf-public, mf-backoffice: `rspack build --watch` in development mode, into dist-dev/;
// - the gateway of `npm start` (gateway/, built once at start) serves the result.
// Each remote also runs standalone for its team: `npm run dev -w mf-public` (port 3101) or `-w mf-backoffice` (3102).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV || 'development' };
env.DATA_DIR = path.resolve(ROOT, env.DATA_DIR || 'data');
env.API_PORT = env.API_PORT || '3000';
const PORT = Number(env.PORT || 8080);
const children = new Set();

function run(cmd, args, opts = {}) {
  const child = spawn(cmd, args, { cwd: ROOT, env, stdio: 'inherit', ...opts });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

function buildServer() {
  for (const ws of ['contracts', 'api', 'gateway']) {
    const r = spawnSync('npm', ['run', 'build', '-w', ws], { cwd: ROOT, env, stdio: 'inherit' });
    if (r.status !== 0) return false;
  }
  return true;
}

let api = null;
function restartApi() {
  const start = () => {
    api = run(process.execPath, ['--enable-source-maps', 'api/dist/main.js']);
  };
  if (api && api.exitCode === null) {
    api.once('exit', start);
    api.kill('SIGTERM');
  } else start();
}

buildServer();
restartApi();

let timer = null;
for (const dir of ['contracts/src', 'api/src']) {
  fs.watch(path.join(ROOT, dir), { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      console.log('[dev] change detected: rebuilding the API');
      if (buildServer()) restartApi();
    }, 300);
  });
}

// Development builds go to dist-dev/, so `npm start` never serves a development build left behind.
for (const ws of ['shell', 'mf-public', 'mf-backoffice']) {
  run('npx', ['rspack', 'build', '--watch', '--mode', 'development', '--output-path', 'dist-dev'], { cwd: path.join(ROOT, ws) });
}

const { createGateway } = await import('../gateway/dist/gateway.js');
const gateway = await createGateway({
  env,
  brotli: false,
  dirs: {
    shell: path.join(ROOT, 'shell/dist-dev'),
    mfPublic: path.join(ROOT, 'mf-public/dist-dev'),
    mfBackoffice: path.join(ROOT, 'mf-backoffice/dist-dev'),
  },
});
await gateway.listen({ port: PORT, host: env.HOST || '0.0.0.0' });
console.log(`[dev] http://localhost:${PORT}`);

function stop() {
  void gateway.close();
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(0), 500).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
