// The gateway preloads, on a first visit, the chunk the route table names for the page (contracts routes.ts,
// PUBLIC_PAGE_CHUNKS). The chunks get their names from webpackChunkName comments in app.tsx, which cannot be computed
// from the table: a page moved to another chunk, or renamed, without the table would be preloaded in vain.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PUBLIC_PAGE_CHUNKS, PUBLIC_ROUTES, type PublicRoute } from '@inmo/contracts';

const source = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../app.tsx'), 'utf8');

/** Each route of app.tsx's page table with the chunk its component is imported into (null: the App chunk itself). */
function chunksInApp(): Record<string, string | null> {
  const chunkOf = new Map<string, string>();
  for (const m of source.matchAll(/const (\w+) = lazyPage\(\(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\/ '[^']+'\)/g)) chunkOf.set(m[1], m[2]);
  const out: Record<string, string | null> = {};
  for (const m of source.matchAll(/\[paths\.(\w+), (\w+)\]/g)) out[m[1]] = chunkOf.get(m[2]) ?? null;
  for (const m of source.matchAll(/\{ path: paths\.(\w+), Page: (\w+) \}/g)) out[m[1]] = chunkOf.get(m[2]) ?? null;
  return out;
}

describe('page chunks', () => {
  it('app.tsx routes every public route of the table', () => {
    expect(Object.keys(chunksInApp()).sort()).toEqual(Object.keys(PUBLIC_ROUTES).sort());
  });

  it.each(Object.keys(PUBLIC_ROUTES) as PublicRoute[])('%s is in the chunk the route table names', (route) => {
    expect(chunksInApp()[route]).toBe(PUBLIC_PAGE_CHUNKS[route]);
  });

  it('every lazy page has a named chunk (an unnamed one would get a number the gateway cannot find)', () => {
    const lazy = source.match(/lazyPage\(\(\) => import\(/g) ?? [];
    const named = source.match(/lazyPage\(\(\) => import\(\/\* webpackChunkName: "page-[a-z-]+" \*\//g) ?? [];
    expect(lazy.length).toBeGreaterThan(0);
    expect(named.length).toBe(lazy.length);
  });
});
