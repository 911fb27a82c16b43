// The runtime list of remotes (GET /remotes.json, served by the gateway): where each remote's remoteEntry.js
// lives. Nothing about remote addresses is compiled into the shell except the same-origin fallback below.
export interface RemoteInfo {
  name: string;
  entry: string;
}

export const REMOTES_LIST_URL = '/remotes.json';
/** The gateway also writes the list into each page it renders: <script type="application/json" id="inmo-remotes">. */
export const REMOTES_INLINE_ID = 'inmo-remotes';

/** Used only when /remotes.json cannot be read: the gateway's standard layout. */
export const DEFAULT_REMOTES: readonly RemoteInfo[] = [
  { name: 'mf_public', entry: '/mf-public/remoteEntry.js' },
  { name: 'mf_backoffice', entry: '/mf-backoffice/remoteEntry.js' },
];

const NAME_RE = /^[A-Za-z_$][\w$]*$/;

/**
 * Validates {"remotes":[{name, entry}]} and resolves each entry against `base` (the page address), so relative
 * and absolute entries both work. Throws on a malformed list.
 */
export function parseRemotesList(json: unknown, base: string): RemoteInfo[] {
  const list = (json as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(list)) throw new Error('remotes.json: falta la lista "remotes"');
  const seen = new Set<string>();
  return list.map((item, i) => {
    const { name, entry } = (item ?? {}) as { name?: unknown; entry?: unknown };
    if (typeof name !== 'string' || !NAME_RE.test(name)) throw new Error(`remotes.json: remotes[${i}].name inválido`);
    if (typeof entry !== 'string' || entry.trim() === '') throw new Error(`remotes.json: remotes[${i}].entry inválido`);
    if (seen.has(name)) throw new Error(`remotes.json: remoto repetido ${name}`);
    seen.add(name);
    const url = new URL(entry.trim(), base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`remotes.json: remotes[${i}].entry no es http(s)`);
    return { name, entry: url.href };
  });
}

/** Reads the list (never cached); falls back to the standard layout when it is missing or malformed. */
export async function fetchRemotesList(base: string, fetchFn: typeof fetch = fetch): Promise<RemoteInfo[]> {
  try {
    const res = await fetchFn(REMOTES_LIST_URL, { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return parseRemotesList(await res.json(), base);
  } catch (err) {
    console.error('[remotes] no se pudo leer /remotes.json, se usa la ubicación estándar:', (err as Error).message);
    return parseRemotesList({ remotes: DEFAULT_REMOTES }, base);
  }
}

/**
 * The list as the gateway wrote it into this page (read from the same runtime source as /remotes.json, per
 * request), so the remotes start loading without one more round trip. null when the page has none (a static
 * index.html) or it is malformed: then the caller fetches /remotes.json.
 */
export function inlineRemotesList(base: string, doc: Pick<Document, 'getElementById'> | undefined = globalThis.document): RemoteInfo[] | null {
  const text = doc?.getElementById(REMOTES_INLINE_ID)?.textContent;
  if (!text) return null;
  try {
    return parseRemotesList(JSON.parse(text), base);
  } catch (err) {
    console.error('[remotes] la lista de remotos de la página no es válida, se lee /remotes.json:', (err as Error).message);
    return null;
  }
}
