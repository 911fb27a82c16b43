// Starts the product once for the whole browser suite, exactly as `npm start` does.
import fs from 'node:fs';
import path from 'node:path';
import { freePort, startProduct, ROOT } from './product.mjs';

export const STATE_FILE = path.join(ROOT, 'e2e/.e2e-tmp/product.json');

export default async function globalSetup() {
  // ARCA's web services are a stand-in (api/test/arca-stand-in.ts) that the invoicing test starts on this port in its
  // own process: the product only needs to know the address, and talks to ARCA only when a test invoices.
  const arcaPort = await freePort();
  const product = await startProduct({
    env: {
      ARCA_WSAA_URL: `http://127.0.0.1:${arcaPort}/ws/services/LoginCms`,
      ARCA_WSFE_URL: `http://127.0.0.1:${arcaPort}/wsfev1/service.asmx`,
    },
  });
  fs.mkdirSync(path.dirname(STATE_FILE), { recursive: true });
  fs.writeFileSync(
    STATE_FILE,
    JSON.stringify({
      baseUrl: product.baseUrl,
      dataDir: product.dataDir,
      remotesFile: product.remotesFile,
      adminUser: product.adminUser,
      adminPassword: product.adminPassword,
      arcaPort,
    }),
  );
  globalThis.__PRODUCT__ = product;
}
