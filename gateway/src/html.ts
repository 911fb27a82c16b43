// Text into HTML, safely, and the address the visitor used.
import type { IncomingHttpHeaders } from 'node:http';

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

/** The origin the visitor asked, as a proxy in front (nginx) reports it: only without PUBLIC_URL (site.ts siteOrigin). */
export function originOf(headers: IncomingHttpHeaders): string {
  const proto = String(headers['x-forwarded-proto'] || 'http').split(',')[0].trim();
  const host = String(headers['x-forwarded-host'] || headers.host || 'localhost').split(',')[0].trim();
  return `${proto}://${host}`;
}

export function absolute(origin: string, url: string): string {
  try {
    return new URL(url, origin).href;
  } catch {
    return origin;
  }
}
