// The API replies a page was first rendered from (contracts/src/prerender.ts): on the server, set by the server
// render just before it renders; in the browser, read once from the page's data block. The SWR hooks take them as
// fallbackData, so the browser's first render shows the content the server painted (serverReply).
import { PRERENDER } from '@inmo/contracts';

/** True in the server render. */
export const IN_SERVER_RENDER = typeof __SERVER_RENDER__ === 'boolean' ? __SERVER_RENDER__ : typeof window === 'undefined';
declare const __SERVER_RENDER__: boolean | undefined; // set by the builds (shell/mf-shared.mjs serverRenderFlag)

let data: Record<string, unknown> | null = null;

function read(): Record<string, unknown> {
  if (data) return data;
  data = {};
  if (IN_SERVER_RENDER) return data;
  const el = document.getElementById(PRERENDER.dataId);
  try {
    const parsed: unknown = el?.textContent ? JSON.parse(el.textContent) : null;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) data = parsed as Record<string, unknown>;
  } catch {
    /* a damaged block: the page loads its data as usual */
  }
  return data;
}

/** The reply the page was rendered from for this key (an API path as the hooks key it), if any. */
export function initialData<T>(key: string | null): T | undefined {
  if (!key) return undefined;
  const all = read();
  return Object.prototype.hasOwnProperty.call(all, key) ? (all[key] as T) : undefined;
}

/**
 * How long after the page loaded its server replies count as fresh: a hook mounted within it shows them without
 * asking the API again. Asking at once would fetch what the server read a moment ago and, on a slow phone, render
 * the whole page a second time for nothing (BENCHMARKS.md, total blocking time). Later mounts revalidate as usual.
 */
export const SERVER_REPLY_FRESH_MS = 60_000;

/** SWR options for a key the server may have rendered from: its reply as fallbackData, and no revalidation while fresh. */
export function serverReply<T>(key: string | null, now: number = performance.now()): { fallbackData?: T; revalidateOnMount?: boolean } {
  const reply = initialData<T>(key);
  if (reply === undefined) return {};
  return now < SERVER_REPLY_FRESH_MS ? { fallbackData: reply, revalidateOnMount: false } : { fallbackData: reply };
}

/** Server side: the replies the next render uses. */
export function setInitialData(replies: Record<string, unknown>): void {
  data = replies;
}
