// Stops the product with Ctrl-C (SIGINT) and fails the run if it does not exit cleanly.
import fs from 'node:fs';

export default async function globalTeardown() {
  const product = globalThis.__PRODUCT__;
  if (!product) return;
  const code = await product.stop('SIGINT');
  fs.rmSync(product.dataDir, { recursive: true, force: true });
  if (code !== 0) {
    throw new Error(`npm start did not stop cleanly on Ctrl-C (exit ${code}):\n${product.output().slice(-4000)}`);
  }
}
