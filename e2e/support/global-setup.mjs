// Starts the product once for the whole browser suite, exactly as `npm start` does.
import fs from 'node:fs';
import path from 'node:path';
import { startProduct, ROOT } from './product.mjs';

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
    }),
  );
  globalThis.__PRODUCT__ = product;
}
