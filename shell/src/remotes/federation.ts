// Loads a remote's './App' through the Module Federation runtime, with addresses from the runtime list.
// Remotes are registered only once the list is known; nothing is fetched from a remote until it is needed.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
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

/** The remote's default-exported App component. */
export async function loadRemoteApp(name: string): Promise<{ default: ComponentType }> {
  const mod = await loadRemoteModule<{ default: ComponentType }>(name, 'App');
  if (typeof mod.default !== 'function') {
    failed.add(name);
    throw new Error(`${name}/App no exporta un componente`);
  }
  return mod;
}
