// The API's addresses whose path holds a secret (a private link's credential), and the access log's form of a URL with
// each such secret replaced by '…'. It goes by the address's shape, not by whether the secret is right: a wrong guess
// is as private as a right one (someone may have mistyped a real link). The query parameters that carry a secret
// (MercadoLibre's authorisation code and state) are replaced too.

/** After these path prefixes (under /api), the next segment is a secret; a '.pdf' ending is kept. */
export const PRIVATE_LINK_PREFIXES = [
  '/api/user/propietario/', // an owner's page, its HTML and settlements
  '/api/user/recibo/', // a tenant's receipt
  '/api/user/mi-busqueda/', // a client's 'Mi búsqueda'
  '/api/user/tasacion-compartida/', // a valuation's link for its owner
  '/api/user/informe-propietario/', // a listing's report for its owner
  '/api/user/baja/', // the alerts' one-click unsubscribe
  '/api/portales/zonaprop/consultas/', // the portals' lead hooks
  '/api/portales/mercadolibre/consultas/',
  '/api/portales/zonaprop/', // Zonaprop's feed
] as const;

const SECRET_QUERY_PARAMS = new Set(['code', 'state']);
const SECRET_QUERY_PATHS = ['/api/portales/mercadolibre/autorizado'];

export const REDACTED = '…';

/** `url` (path and query) as the access log writes it: every private link's secret replaced by '…'. */
export function redactPrivateUrl(url: string): string {
  if (typeof url !== 'string') return url;
  const q = url.indexOf('?');
  let path = q < 0 ? url : url.slice(0, q);
  let query = q < 0 ? '' : url.slice(q);
  const lower = path.toLowerCase();
  // Fastify finds '/api//user/…' and '/api/user/recibo/x' alike only when written the same; compare case-blind and
  // with repeated slashes folded, so a guess with odd spelling is hidden as well.
  const folded = lower.replace(/\/{2,}/g, '/');
  for (const prefix of PRIVATE_LINK_PREFIXES) {
    if (!folded.startsWith(prefix) || folded.length === prefix.length) continue;
    const rest = path.replace(/\/{2,}/g, '/').slice(prefix.length);
    const slash = rest.indexOf('/');
    const secret = slash < 0 ? rest : rest.slice(0, slash);
    // Zonaprop's feed prefix also starts its leads' hook: the longer prefix is listed first and wins.
    const kept = /\.pdf$/i.test(secret) ? `${REDACTED}.pdf` : REDACTED;
    path = `${path.replace(/\/{2,}/g, '/').slice(0, prefix.length)}${kept}${slash < 0 ? '' : rest.slice(slash)}`;
    break;
  }
  if (query && SECRET_QUERY_PATHS.some((p) => folded.startsWith(p))) {
    query = `?${query
      .slice(1)
      .split('&')
      .map((pair) => {
        const eq = pair.indexOf('=');
        const key = eq < 0 ? pair : pair.slice(0, eq);
        return SECRET_QUERY_PARAMS.has(decodeURIComponentSafe(key).toLowerCase()) ? `${key}=${REDACTED}` : pair;
      })
      .join('&')}`;
  }
  return path + query;
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
