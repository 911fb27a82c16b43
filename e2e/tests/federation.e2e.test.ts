// Module Federation as a visitor's browser sees it: what is downloaded, how many Reacts, run-time remote
// addresses, and a remote that cannot be reached.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { apiLogin, launch, newPage, product, storeToken } from '../support/env.js';
import { freePort, ROOT } from '../support/product.mjs';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  fs.rmSync(product().remotesFile, { force: true });
});

function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  return urls;
}

describe('an anonymous visitor', () => {
  it('downloads no byte of back-office code on any public page', async () => {
    const { context, page } = await newPage(browser);
    const urls = recordRequests(page);
    for (const route of ['/', '/propiedades-publicas', '/contacto', '/about', '/login', '/no-existe']) {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
    }
    // The public remote was fetched, the back-office one never.
    expect(urls.some((u) => u.includes('/mf-public/'))).toBe(true);
    expect(urls.filter((u) => u.includes('/mf-backoffice/'))).toEqual([]);
    await context.close();
  });

  it('starts loading the remotes with the list written into the page: no /remotes.json round trip', async () => {
    const { context, page } = await newPage(browser);
    const urls = recordRequests(page);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const inline = JSON.parse((await page.locator('script#inmo-remotes').textContent()) ?? 'null');
    expect(inline.remotes.map((r: { name: string }) => r.name)).toEqual(['mf_public', 'mf_backoffice']);
    expect(urls.some((u) => u.includes('/mf-public/remoteEntry.js'))).toBe(true);
    expect(urls.filter((u) => u.endsWith('/remotes.json'))).toEqual([]);
    await context.close();
  });
});

describe('shared singletons', () => {
  it('gives the browser exactly one copy of React, React DOM, the router, styled-components and SWR with both remotes loaded', async () => {
    const { context, page } = await newPage(browser);
    await storeToken(context, await apiLogin());
    // Every copy of React DOM registers itself with the DevTools hook once: count the registrations.
    await context.addInitScript(() => {
      const w = window as unknown as { __reactDomCopies: number; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown };
      w.__reactDomCopies = 0;
      w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => ++w.__reactDomCopies,
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onScheduleFiberRoot() {},
        checkDCE() {},
      };
    });
    await page.goto('/propiedades-publicas');
    await page.getByRole('heading').filter({ hasText: /propiedades/i }).first().waitFor();
    // Client-side navigation: both remotes now live in the same page.
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('navigation', { name: 'Panel de administración' }).waitFor();
    const state = await page.evaluate(() => {
      type Shared = { loaded?: boolean; from: string; useIn?: string[] };
      const fed = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Shared>>>> } }).__FEDERATION__;
      // Every federation instance lists the share scope it uses (the remotes' are the shell's own): count each
      // registered copy once.
      const loaded: Record<string, { from: string; useIn: string[] }[]> = {};
      const seen = new Set<Shared>();
      for (const scopes of Object.values(fed.__SHARE__))
        for (const scope of Object.values(scopes))
          for (const [pkg, versions] of Object.entries(scope))
            for (const s of Object.values(versions))
              if (s.loaded && !seen.has(s)) {
                seen.add(s);
                (loaded[pkg] ||= []).push({ from: s.from, useIn: s.useIn || [] });
              }
      return { reactDomCopies: (window as unknown as { __reactDomCopies: number }).__reactDomCopies, loaded };
    });
    expect(state.reactDomCopies).toBe(1);
    for (const pkg of ['react', 'react-dom', 'react-router-dom', 'styled-components', 'swr']) {
      // One loaded copy in the share scope, and the remotes that use the package consume that copy.
      expect([pkg, state.loaded[pkg]?.length]).toEqual([pkg, 1]);
    }
    // The shell's own copies, already loaded in main.js, are the ones both remotes run on (swr, which the shell
    // does not use, comes from the first remote that needs it).
    for (const pkg of ['react', 'react/jsx-runtime', 'react-router-dom', 'styled-components', '@inmo/shell/platform']) {
      expect([pkg, state.loaded[pkg]?.[0]?.from]).toEqual([pkg, 'inmo_shell']);
      expect([pkg, [...(state.loaded[pkg]?.[0]?.useIn ?? [])].sort()]).toEqual([pkg, expect.arrayContaining(['mf_backoffice', 'mf_public'])]);
    }
    // Both remotes rendered with hooks, the shell's router context and its theme: with a second copy of
    // react, react-router-dom or styled-components they would have thrown or rendered unthemed.
    await context.close();
  });
});

describe('a remote that cannot be reached', () => {
  it('shows a Spanish error with Reintentar in its place while the top bar and the other remote keep working', async () => {
    const { context, page } = await newPage(browser);
    await storeToken(context, await apiLogin());
    let blocked = true;
    await page.route('**/mf-backoffice/**', (route) => (blocked ? route.abort() : route.continue()));
    await page.goto('/dashboard');
    const alert = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Reintentar' }) });
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/No pudimos cargar/);
    // The top bar still works, and so does the public remote.
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Dashboard' }).waitFor();
    await page.evaluate(() => {
      history.pushState({}, '', '/propiedades-publicas');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading').filter({ hasText: /propiedades/i }).first().waitFor();
    // Back to the broken section: once the files are reachable again, Reintentar loads it.
    await page.goBack();
    await alert.waitFor();
    blocked = false;
    await alert.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByRole('navigation', { name: 'Panel de administración' }).waitFor();
    await context.close();
  });
});

describe('run-time remote addresses', () => {
  it('loads a remote from a new address after only the runtime list changed', async () => {
    const dir = path.join(ROOT, 'mf-public/dist');
    const port = await freePort();
    const served: string[] = [];
    // A second server, on another port and under another path, serving the same built remote.
    const server = http.createServer((req, res) => {
      served.push(req.url!);
      const rel = decodeURIComponent(new URL(req.url!, 'http://x').pathname).replace(/^\/otra-ruta\/v2\//, '');
      const file = path.join(dir, rel);
      if (!file.startsWith(dir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, {
        'content-type': file.endsWith('.js') ? 'text/javascript' : 'application/octet-stream',
        'access-control-allow-origin': '*',
      });
      fs.createReadStream(file).pipe(res);
    });
    await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
    try {
      fs.writeFileSync(
        product().remotesFile,
        JSON.stringify({
          remotes: [
            { name: 'mf_public', entry: `http://127.0.0.1:${port}/otra-ruta/v2/remoteEntry.js` },
            { name: 'mf_backoffice', entry: '/mf-backoffice/remoteEntry.js' },
          ],
        }),
      );
      const { context, page } = await newPage(browser);
      const urls = recordRequests(page);
      await page.goto('/propiedades-publicas');
      await page.getByRole('heading').filter({ hasText: /propiedades/i }).first().waitFor();
      expect(served).toContain('/otra-ruta/v2/remoteEntry.js');
      expect(urls.filter((u) => u.includes('/mf-public/'))).toEqual([]);
      // The page's own copy of the list is the new one (the gateway reads the runtime list per page).
      expect(await page.locator('script#inmo-remotes').textContent()).toContain(`127.0.0.1:${port}/otra-ruta/v2/remoteEntry.js`);
      await context.close();
    } finally {
      fs.rmSync(product().remotesFile, { force: true });
      await new Promise((r) => server.close(r));
    }
  });
});
