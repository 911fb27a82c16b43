#!/usr/bin/env node
// `npm run bench:front`: compressed JavaScript a first visit downloads, per route, for a visitor and for staff,
// measured in Debian's Chromium against the product started as `npm start` starts it (fresh browser context per
// route, so nothing is cached).
import { chromium } from 'playwright-core';
import { startProduct } from '../e2e/support/product.mjs';

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const product = await startProduct();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ARGS });
try {
  const list = await (await fetch(`${product.baseUrl}/api/user/propiedades-publicas?page=1&limit=1`)).json();
  const login = await (
    await fetch(`${product.baseUrl}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ usuario: product.adminUser, contraseña: product.adminPassword }),
    })
  ).json();
  const routes = [
    ['visitante', '/'],
    ['visitante', '/propiedades-publicas'],
    ['visitante', `/propiedad/${list.propiedades[0].id}`],
    ['visitante', '/contacto'],
    ['personal', '/dashboard'],
    ['personal', '/propiedades'],
    ['personal', `/propiedad/${list.propiedades[0].id}`],
    ['personal', '/clientes'],
  ];
  console.log('| who | route | JS requests | JS KB (gzip) | of which mf-backoffice KB | CSS KB |');
  console.log('|---|---|---:|---:|---:|---:|');
  for (const [who, route] of routes) {
    const context = await browser.newContext({ baseURL: product.baseUrl, viewport: { width: 1280, height: 900 } });
    if (who === 'personal') await context.addInitScript((t) => localStorage.setItem('auth-token', t), login.data.token);
    const page = await context.newPage();
    const got = [];
    page.on('requestfinished', (req) => {
      const type = req.resourceType();
      if (type === 'script' || type === 'stylesheet') got.push(req.sizes().then((s) => ({ type, url: req.url(), bytes: s.responseBodySize })));
    });
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    const all = await Promise.all(got);
    const js = all.filter((r) => r.type === 'script');
    const kb = (rs) => (rs.reduce((a, r) => a + r.bytes, 0) / 1024).toFixed(1);
    console.log(`| ${who} | ${route.replace(/[0-9a-f-]{36}/, '{id}')} | ${js.length} | ${kb(js)} | ${kb(js.filter((r) => r.url.includes('/mf-backoffice/')))} | ${kb(all.filter((r) => r.type === 'stylesheet'))} |`);
    await context.close();
  }
} finally {
  await browser.close();
  await product.stop('SIGINT');
}
