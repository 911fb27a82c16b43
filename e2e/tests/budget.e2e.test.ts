// Byte budgets, measured in the browser: what an anonymous first visit really downloads.
import type { Browser } from 'playwright-core';
import { launch, newPage, product } from '../support/env.js';

// 97,441 bytes (95.2 KB), issue 17's target of 100 KB met by React 18.3's react-dom in place of React 19.3's
// (−19,207 bytes: react-dom 53.9 → 35.2 KB; README, "Why React 18"). Before: 116,648 bytes (113.9 KB), 115,721
// (113.0 KB) after issue 17 point 6, then the shell's Idempotency-Key client (useSubmitKey and the keyed retries of
// its HTTP client, +927 bytes: the client is in the shell's main bundle).
// Exactly what the home downloads with Brotli from the gateway, so
// that any byte added to it fails here (raise it on purpose, with the figure from `npm run bench:front`). From 120.0
// KB: React Router's Link/NavLink replaced by the shell's own and its unused components dropped (−3.1 KB),
// styled-components' unused vendor prefixer (−1.2), the remote entry's CommonJS copy of the federation runtime
// (−0.3), the federation runtime's snapshot loader (−1.1), the remotes' bundler remote loading (−0.6) and the
// federation error descriptions (−0.8). What each part costs: `npm run bench:front` (BENCHMARKS.md, "A lighter first
// visit"); issue 17's target is 100 KB. Before: 120 KB, the product's first goal (119.8 KB at the end of issue 13;
// 139.2 KB with gzip before Brotli).
// The limit is that figure plus 216 bytes (0.2 %): the build's module ids depend on the folder it runs in (the
// federation's shared modules are named by their absolute paths), and the same commit built in another checkout
// was seen 14 bytes apart.
const JS_BUDGET_BYTES = 97_441 + 216;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

it('the anonymous first visit to / downloads at most 97,657 bytes (95.4 KB) of compressed JavaScript in all', async () => {
  const { context, page } = await newPage(browser);
  const scripts: { url: string; bytes: Promise<number> }[] = [];
  page.on('requestfinished', (req) => {
    if (req.resourceType() === 'script') scripts.push({ url: req.url(), bytes: req.sizes().then((s) => s.responseBodySize) });
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const sizes = await Promise.all(scripts.map((s) => s.bytes));
  const total = sizes.reduce((a, b) => a + b, 0);
  const report = scripts.map((s, i) => `${(sizes[i] / 1024).toFixed(1)} KB ${new URL(s.url).pathname}`).join('\n');
  // Shell, public remote, shared libraries and federation runtime all count; nothing of the back office loads.
  expect(scripts.some((s) => s.url.includes('/mf-public/'))).toBe(true);
  expect(scripts.filter((s) => s.url.includes('/mf-backoffice/'))).toEqual([]);
  if (total > JS_BUDGET_BYTES) console.log(`JavaScript on / (${(total / 1024).toFixed(1)} KB):\n${report}`);
  expect(total).toBeLessThanOrEqual(JS_BUDGET_BYTES);
  await context.close();
});

it('the paged catalogue reply for 9 properties stays under 20 KB', async () => {
  const r = await fetch(`${product().baseUrl}/api/user/propiedades-publicas?page=1&limit=9`);
  const body = Buffer.from(await r.arrayBuffer());
  expect(r.status).toBe(200);
  expect(JSON.parse(body.toString()).propiedades).toHaveLength(9);
  expect(body.length).toBeLessThan(20 * 1024);
});
