// PUBLIC_URL, the site's public address, read the same way by the API (its portals' feed and callbacks) and by the
// gateway (canonical links, og:url, robots.txt, the sitemap): every absolute address is written with it, never with
// a Host or X-Forwarded-Host a visitor can make up.

/** Why a PUBLIC_URL is refused (each side's configuration error carries this line). */
export class UrlPublicaInvalida extends Error {}

/**
 * PUBLIC_URL as origin plus path without a trailing slash ('https://www.inmobiliaria.com.ar'); blank → null. An
 * address that is not http(s), or has a query, a fragment or credentials, throws UrlPublicaInvalida.
 */
export function leerUrlPublica(raw: string | undefined): string | null {
  const v = (raw ?? '').trim();
  if (!v) return null;
  const invalida = () => new UrlPublicaInvalida(`PUBLIC_URL inválido: "${v}" (por ejemplo https://www.inmobiliaria.com.ar)`);
  let u: URL;
  try {
    u = new URL(v);
  } catch {
    throw invalida();
  }
  if ((u.protocol !== 'https:' && u.protocol !== 'http:') || u.search || u.hash || u.username || u.password) throw invalida();
  return `${u.origin}${u.pathname.replace(/\/+$/, '')}`;
}
