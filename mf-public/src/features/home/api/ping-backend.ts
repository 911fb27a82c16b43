// GET /api/ping once per browser session (spec §7, §9): wakes a sleeping backend on the first home visit; the
// session flag 'backendDespertado' is stored afterwards so later visits in the same session skip it.
import { STORAGE_KEYS } from '@inmo/contracts';
import { api } from '@inmo/shell/platform';

let inFlight: Promise<void> | null = null;

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function pingBackendOnce(): Promise<void> {
  const s = session();
  if (s?.getItem(STORAGE_KEYS.backendDespertado)) return Promise.resolve();
  inFlight ??= api
    .get('/ping', { skipAuthRedirect: true })
    .then(() => s?.setItem(STORAGE_KEYS.backendDespertado, 'true'))
    .catch((err) => console.warn('[ping] el servidor no respondió:', err))
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
