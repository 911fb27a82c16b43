import fs from 'node:fs';
import type { Product } from './product.js';

export default async function globalTeardown() {
  const product = (globalThis as { __PRODUCT__?: Product }).__PRODUCT__;
  if (!product) return;
  const code = await product.stop('SIGINT');
  fs.rmSync(product.dataDir, { recursive: true, force: true });
  if (code !== 0) {
    throw new Error(`npm start did not stop cleanly on Ctrl-C (exit ${code}):\n${product.output().slice(-4000)}`);
  }
}
