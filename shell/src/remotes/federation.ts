// Loads a remote's './App' through the Module Federation runtime, with addresses from the runtime list.
// Remotes are registered only once the list is known; nothing is fetched from a remote until it is needed.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { nextTask } from '../next-task.js';
import { fetchRemotesList, inlineRemotesList, type RemoteInfo } from './remotes-list.js';

let listPromise: Promise<RemoteInfo[]> | null = null;

/** Reads the runtime list (once: from the page if the gateway wrote it there, else /remotes.json) and registers every remote it lists. */
export function remotesReady(): Promise<RemoteInfo[]> {
  const inline = listPromise ? null : inlineRemotesList(window.location.href);
  listPromise ??= (inline ? Promise.resolve(inline) : fetchRemotesList(window.location.href)).then((list) => {
    registerRemotes(list.map((r) => ({ name: r.name, entry: r.entry })));
    return list;
  });
  return listPromise;
}

const failed = new Set<string>();

/** True when the last attempt to load this remote failed (its next load re-registers it). */
export function hasFailed(name: string): boolean {
  return failed.has(name);
}

/**
 * Any exposed module of a remote ('App', 'PropertyEditor', …). A failure marks the remote so the next attempt
 * registers it again (force) and really refetches its entry.
 */
export async function loadRemoteModule<T = unknown>(name: string, exposed: string): Promise<T> {
  const retrying = failed.has(name);
  try {
    return await loadOnce<T>(name, exposed);
  } catch (err) {
    // The page preloads its remote's files (<link rel="preload">, gateway/src/preload-hints.ts). When such a preload
    // failed, Chromium answers the first later request for that file with the same failure, without asking the
    // network. So a retry (Reintentar) that fails may have spent itself on it: the next one reaches the network.
    if (!retrying) throw err;
    return loadOnce<T>(name, exposed);
  }
}

async function loadOnce<T>(name: string, exposed: string): Promise<T> {
  const list = await remotesReady();
  const info = list.find((r) => r.name === name);
  if (!info) throw new Error(`El remoto ${name} no figura en /remotes.json`);
  if (failed.has(name)) {
    // A failed entry stays cached by the runtime: register it again (force) so the retry really refetches.
    registerRemotes([{ name: info.name, entry: info.entry }], { force: true });
    failed.delete(name);
  }
  try {
    const mod = await loadRemote<T>(`${name}/${exposed}`);
    if (!mod) throw new Error(`${name}/${exposed} no se pudo cargar`);
    return mod;
  } catch (err) {
    failed.add(name);
    throw err;
  }
}

/**
 * The remote's default-exported App component. A remote may also export `prepare(pathname)`: what its first render
 * of that page needs (its page's chunk) is loaded before the App is handed over, so the page renders at once
 * instead of showing a loading state of its own over the server's first paint.
 */
export async function loadRemoteApp(name: string): Promise<{ default: ComponentType }> {
  const mod = await loadRemoteModule<{ default: ComponentType; prepare?: (pathname: string) => Promise<unknown> }>(name, 'App');
  if (typeof mod.default !== 'function') {
    failed.add(name);
    throw new Error(`${name}/App no exporta un componente`);
  }
  // One task each for the remote's App module (just evaluated), its page's chunk and React's render of it: on a slow
  // phone they would otherwise add up to one long task (BENCHMARKS.md, total blocking time).
  await nextTask();
  if (typeof mod.prepare === 'function') {
    // A page chunk that fails to load here fails again, and is shown, when the page renders.
    await mod.prepare(window.location.pathname).catch(() => undefined);
    await nextTask();
  }
  return mod;
}
