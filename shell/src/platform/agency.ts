// The agency's own details for every screen (the top bar, titles, the public pages, the footer): the shell's copy of
// GET /api/user/inmobiliaria. The gateway puts them in every page it serves (a JSON data block, like the list of
// remotes), so they are there at the first render, on the server and in the browser alike; a page without the
// block (a front end served by something else) asks the API once. Saving them in the back office updates this copy
// (setAgencia), so the frame shows the change at once.
import { useSyncExternalStore } from 'react';
import { INMOBILIARIA_NEUTRA, PRERENDER, type Inmobiliaria } from '@inmo/contracts';

let current: Inmobiliaria | null = null;
const listeners = new Set<() => void>();

function fromPage(): Inmobiliaria | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(PRERENDER.agencyId)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? { ...INMOBILIARIA_NEUTRA, ...(parsed as Partial<Inmobiliaria>) } : null;
  } catch {
    return null;
  }
}

let asked = false;
function askApi(): void {
  if (asked || typeof fetch === 'undefined') return;
  asked = true;
  fetch('/api/user/inmobiliaria')
    .then((r) => (r.ok ? r.json() : null))
    .then((body: { data?: Inmobiliaria } | null) => body?.data && setAgencia(body.data))
    .catch(() => undefined);
}

/** The agency's details now (the neutral ones until known). */
export function getAgencia(): Inmobiliaria {
  if (!current) {
    current = fromPage();
    if (!current) {
      current = INMOBILIARIA_NEUTRA;
      if (typeof window !== 'undefined') askApi();
    }
  }
  return current;
}

/** New details (the server render's, or what staff just saved): every screen using them renders again. */
export function setAgencia(a: Inmobiliaria): void {
  current = a;
  for (const fn of listeners) fn();
}

const subscribe = (fn: () => void) => {
  listeners.add(fn);
  return () => listeners.delete(fn);
};

/** The agency's details, re-rendering when they change. */
export function useAgencia(): Inmobiliaria {
  return useSyncExternalStore(subscribe, getAgencia, getAgencia);
}
