// Starts the product the way `npm start` does (node scripts/start.mjs) on free ports with its own data dir.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** @returns {Promise<number>} a free TCP port on 127.0.0.1 */
export async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (srv.address());
      srv.close(() => resolve(port));
    });
  });
}

/**
 * @typedef {object} Product
 * @property {string} baseUrl
 * @property {number} port
 * @property {number} apiPort
 * @property {string} dataDir
 * @property {string} remotesFile
 * @property {string} adminUser
 * @property {string} adminPassword
 * @property {import('node:child_process').ChildProcess} child
 * @property {() => string} output
 * @property {(signal?: NodeJS.Signals) => Promise<number | null>} stop
 */

/**
 * `publicUrl`: the product knows its own address (PUBLIC_URL), as a deployed one does: mail then links to it.
 * @param {{ dataDir?: string, env?: Record<string, string>, timeoutMs?: number, publicUrl?: boolean }} [opts]
 * @returns {Promise<Product>}
 */
export async function startProduct(opts = {}) {
  const port = await freePort();
  const apiPort = await freePort();
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'inmo-e2e-'));
  const remotesFile = path.join(dataDir, 'remotes.json');
  const adminUser = 'admin';
  const adminPassword = 'Prueba-e2e-2026!';
  const env = {
    ...process.env,
    PORT: String(port),
    API_PORT: String(apiPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_USER: adminUser,
    ADMIN_PASSWORD: adminPassword,
    REMOTES_FILE: remotesFile,
    // The test run stands where a trusted proxy (a load balancer, a CDN) stands in front of the gateway: each
    // browser context is a visitor of its own by the X-Forwarded-For it sends (support/env.ts visitorAddress()).
    // Without this the gateway replaces the header with the connection's address, as it does for real visitors.
    GATEWAY_TRUSTED_PROXIES: '127.0.0.1',
    ...(opts.publicUrl ? { PUBLIC_URL: `http://127.0.0.1:${port}` } : {}),
    ...opts.env,
  };
  // Browser tests always run on the embedded database unless E2E_DATABASE_URL asks otherwise.
  if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = process.env.E2E_DATABASE_URL;
  else delete env.DATABASE_URL;

  let out = '';
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  // E2E_PRODUCT_LOG=<file>: the product's own log, kept whole, to read after a failure.
  const log = process.env.E2E_PRODUCT_LOG ? fs.createWriteStream(process.env.E2E_PRODUCT_LOG, { flags: 'a' }) : null;
  child.stdout.on('data', (d) => ((out += d), log?.write(d)));
  child.stderr.on('data', (d) => ((out += d), log?.write(d)));

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (opts.timeoutMs ?? 180_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${out}`);
    try {
      const r = await fetch(`${baseUrl}/api/health`);
      if (r.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`product did not start in time:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  const stop = (signal = 'SIGINT') =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve(child.exitCode);
      const t = setTimeout(() => child.kill('SIGKILL'), 20_000);
      child.once('exit', (code) => {
        clearTimeout(t);
        resolve(code);
      });
      child.kill(signal);
    });

  return { baseUrl, port, apiPort, dataDir, remotesFile, adminUser, adminPassword, child, output: () => out, stop };
}
