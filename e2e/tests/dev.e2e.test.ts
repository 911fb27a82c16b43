// `npm run dev` (scripts/dev.mjs) as a developer runs it: development builds served by the same gateway, with the
// same Content Security Policy. A development build that needs eval() (an eval source-map devtool) left every page
// blank under that policy; nothing else ran the development builds.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launch } from '../support/env.js';
import { freePort, ROOT } from '../support/product.mjs';

let browser: Browser;
let dev: ChildProcess | null = null;
let dataDir: string;

beforeAll(async () => {
  browser = await launch();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inmo-dev-'));
});
afterAll(async () => {
  await browser?.close();
  if (dev?.pid) await stopGroup(dev.pid);
  // Its children (the API, the rspack watchers) wrote to the same pipes: close them so nothing keeps Jest waiting.
  dev?.stdout?.destroy();
  dev?.stderr?.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** SIGTERM to the whole process group, then SIGKILL to whatever is still there after 10 s. */
async function stopGroup(pid: number): Promise<void> {
  const alive = () => {
    try {
      process.kill(-pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (!alive()) return;
  process.kill(-pid, 'SIGTERM');
  for (let i = 0; i < 100 && alive(); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  if (alive()) process.kill(-pid, 'SIGKILL');
}

/** Starts `node scripts/dev.mjs` and resolves once the gateway listens and the three front ends are built. */
async function startDev(port: number, apiPort: number): Promise<void> {
  dev = spawn(process.execPath, ['scripts/dev.mjs'], {
    cwd: ROOT,
    detached: true, // its own process group: the rspack watchers it starts go with it
    env: { ...process.env, PORT: String(port), API_PORT: String(apiPort), DATA_DIR: dataDir, ADMIN_PASSWORD: 'Prueba-dev-2026!', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  // rspack colours its log when the environment asks for colour (CI does): 'shell\x1b[39m\x1b[22m compiled'.
  const plain = () => out.replace(/\x1b\[[0-9;]*m/g, '');
  const ready = () => plain().includes(`[dev] http://localhost:${port}`) && ['shell', 'mf_public', 'mf_backoffice'].every((n) => plain().includes(`${n} compiled`));
  let timer: NodeJS.Timeout | undefined;
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (ready()) resolve();
    };
    dev!.stdout!.on('data', onData);
    dev!.stderr!.on('data', onData);
    dev!.once('exit', (code) => reject(new Error(`npm run dev exited (${code}):\n${out.slice(-2000)}`)));
    timer = setTimeout(() => reject(new Error(`npm run dev not ready in 120 s:\n${out.slice(-2000)}`)), 120_000);
  }).finally(() => clearTimeout(timer));
  // The API (restarted by the script after its build) answers through the gateway.
  for (let i = 0; ; i++) {
    const ok = await fetch(`http://localhost:${port}/api/health`).then((r) => r.ok, () => false);
    if (ok) break;
    if (i > 120) throw new Error(`the API did not answer in 60 s:\n${out.slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

it('npm run dev serves a working site: the public remote renders and nothing is refused by the CSP', async () => {
  const port = await freePort();
  await startDev(port, await freePort());
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  // No first paint from the server in development (its renderers are production builds): what shows is the app's.
  await page.goto(`http://localhost:${port}/propiedades-publicas`);
  await page.getByRole('heading', { name: 'Propiedades disponibles' }).waitFor({ timeout: 60_000 });
  await page.locator('main a[href^="/propiedad/"]').first().waitFor({ timeout: 60_000 });
  expect(errors).toEqual([]);
  await page.close();
}, 200_000);
