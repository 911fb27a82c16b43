// Text into HTML, safely, and the address the visitor used.
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(s: unknown): string {
  return String(s ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

/** JSON for a <script type="application/ld+json">: no sequence in it can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** JSON for a <script type="application/json"> data block that the app parses (no `</script>` can end it). */
export function jsonForDataBlock(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The origin a request reached: its Host, or what a trusted proxy in front (GATEWAY_TRUSTED_PROXIES) reports in
 * X-Forwarded-Host and X-Forwarded-Proto; Fastify believes those headers from the trusted proxies only. Used only
 * without PUBLIC_URL (site.ts siteOrigin).
 */
export function originOf(request: { protocol: string; host: string }): string {
  return `${request.protocol}://${request.host || 'localhost'}`;
}

export function absolute(origin: string, url: string): string {
  try {
    return new URL(url, origin).href;
  } catch {
    return origin;
  }
}
