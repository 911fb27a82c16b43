// What a first visit to a public page will download, announced in its <head>: the public remote's entry, its
// './App' chunk and the page's own chunk (the route table's PUBLIC_PAGE_CHUNKS), read from the remote's
// mf-manifest.json when the remote is the build served here.
import fsp from 'node:fs/promises';
import path from 'node:path';
import { PUBLIC_PAGE_CHUNKS, publicRouteOf } from '@inmo/contracts';
import { remotePreloadTags } from './page-head.js';
import { ownPublicRemote, publicEntry, type Remote } from './remotes.js';

interface AppChunks {
  sync: string[];
  async: string[];
}
interface Manifest {
  exposes?: { name?: string; path?: string; assets?: { js?: { sync?: string[]; async?: string[] } } }[];
}

// Re-read when the file changes: a redeployed remote has new chunk names.
const manifests = new Map<string, { mtimeMs: number; chunks: AppChunks }>();

/** The './App' chunks of a remote's build, sync and async, from its mf-manifest.json. */
export async function exposedAppChunks(dir: string): Promise<AppChunks> {
  const file = path.join(dir, 'mf-manifest.json');
  try {
    const st = await fsp.stat(file);
    let entry = manifests.get(file);
    if (!entry || entry.mtimeMs !== st.mtimeMs) {
      const manifest = JSON.parse(await fsp.readFile(file, 'utf8')) as Manifest;
      const app = (manifest.exposes ?? []).find((e) => e.name === 'App' || e.path === './App');
      entry = { mtimeMs: st.mtimeMs, chunks: { sync: app?.assets?.js?.sync ?? [], async: app?.assets?.js?.async ?? [] } };
      manifests.set(file, entry);
    }
    return entry.chunks;
  } catch {
    return { sync: [], async: [] };
  }
}

/** The chunk named for this public page, as the route table names it (null: the page is in './App'). */
export function pageChunkName(pathname: string): string | null {
  const route = publicRouteOf(pathname);
  return route ? PUBLIC_PAGE_CHUNKS[route] : null;
}

/** The preload tags of a public page: the remote's entry, and its chunks when the remote is the one served here. */
export async function publicRemoteHints(remotes: readonly Remote[], mfPublicDir: string, pathname: string): Promise<string> {
  const entry = publicEntry(remotes);
  if (!entry) return '';
  if (!ownPublicRemote(remotes)) return remotePreloadTags(entry);
  const chunks = await exposedAppChunks(mfPublicDir);
  const page = pageChunkName(pathname);
  const pageChunk = page ? chunks.async.find((f) => path.basename(f).startsWith(`${page}.`)) : undefined;
  return remotePreloadTags(entry, [...chunks.sync, ...(pageChunk ? [pageChunk] : [])]);
}
