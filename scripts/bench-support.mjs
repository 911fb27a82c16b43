// What the benchmarks share: a free port, and the compiled API started on a PostgreSQL database as production runs
// it (NODE_ENV=production, no demo data, request logs off), answered once /api/health is.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BENCH_ADMIN_PASSWORD = 'banco-de-pruebas-2026!';

export async function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/**
 * api/dist/main.js on `port` against `dbUrl`; `env` adds to (or overrides) the production settings; `main`: another
 * build's main.js (bench-stream.mjs measures the build before a change with it).
 */
export async function startApi(port, dbUrl, env = {}, main = path.join(ROOT, 'api/dist/main.js')) {
  const child = spawn(process.execPath, [main], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
      DATABASE_URL: dbUrl,
      API_PORT: String(port),
      API_LOG: '0',
      SEED_DEMO: '0',
      ADMIN_USER: 'admin',
      ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
      DATA_DIR: path.join(ROOT, 'data/bench'),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('API did not start');
}

/** CPU seconds (user + system, its threads included) a process has used so far (Linux, 100 clock ticks a second). */
export function cpuSeconds(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Waits until a process has been (almost) idle for a second (the origin makes its Brotli copies after it starts, the
 * API runs its migrations) and answers how long that took, in s.
 */
export async function settled(pid, timeoutMs = 120_000) {
  const start = Date.now();
  let before = cpuSeconds(pid);
  while (Date.now() - start < timeoutMs) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = cpuSeconds(pid);
    if (now - before < 0.05) break;
    before = now;
  }
  return (Date.now() - start) / 1000;
}
