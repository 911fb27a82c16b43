// How the one origin reads a request's URL before deciding who answers it (the gateway's router, or the API's when
// both run in one process: one-origin.ts).

/**
 * The request's URL as the router sees it: dot segments resolved (`/a/../api/x` is `/api/x`) and the path kept
 * percent-encoded, as a browser would have sent it. Files and pages decode it once more (site.ts), and check the
 * resolved file path, so an encoded `..` or `/` cannot reach past a folder either.
 */
export function normalisedUrl(raw: string): string {
  // Nothing to resolve (no dot segment, encoded dot or backslash): most requests, spared a URL parse.
  if (raw.startsWith('/') && !raw.includes('/.') && !raw.includes('\\') && !/%2e/i.test(raw)) return raw;
  try {
    const url = raw.startsWith('/') ? new URL(`http://gateway${raw}`) : new URL(raw);
    return url.pathname + url.search;
  } catch {
    return raw;
  }
}

/** Whether a normalised URL is the API's: `/api` itself or anything under `/api/` (the routes api-proxy.ts serves). */
export function isApiUrl(url: string): boolean {
  if (!url.startsWith('/api')) return false;
  const next = url.charCodeAt(4);
  // '/api' alone, '/api/…', '/api?…'
  return Number.isNaN(next) || next === 47 || next === 63;
}
