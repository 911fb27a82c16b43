import fs from 'node:fs';
import path from 'node:path';
import { startProduct, ROOT } from './product.js';

export const STATE_FILE = path.join(ROOT, 'e2e/.e2e-tmp/product.json');

export default async function globalSetup() {
  const product = await startProduct();
  fs.mkdirSync(path.dirname(STATE_FILE), { recursive: true });
  fs.writeFileSync(
    STATE_FILE,
    JSON.stringify({
      baseUrl: product.baseUrl,
      dataDir: product.dataDir,
      remotesFile: product.remotesFile,
      adminUser: product.adminUser,
      adminPassword: product.adminPassword,
      pid: product.child.pid,
    }),
  );
  (globalThis as { __PRODUCT__?: unknown }).__PRODUCT__ = product;
}
