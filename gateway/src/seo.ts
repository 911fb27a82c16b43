// /robots.txt and /sitemap.xml, from the route table: crawlers are kept out of the staff pages and the API, and
// are given every public page and every visible property.
import { LOGIN_ROUTE, PUBLIC_ROUTES, SITEMAP_ROUTES, STAFF_ROUTES, propiedadHref, type SlugDe } from '@inmo/contracts';
import type { ApiClient } from './api-client.js';
import { escapeHtml } from './html.js';

/**
 * The robots.txt rule for a route: a parameter becomes a prefix (/cliente/:id → /cliente/); a route that is the
 * beginning of a public path gets `$`, so /propiedades (staff) never hides /propiedades-publicas.
 */
function disallow(route: string): string {
  const param = route.indexOf('/:');
  if (param >= 0) return route.slice(0, param + 1);
  const publicPaths = Object.values(PUBLIC_ROUTES) as string[];
  return publicPaths.some((p) => p !== route && p.startsWith(route)) ? `${route}$` : route;
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...[...Object.values(STAFF_ROUTES), LOGIN_ROUTE].map((r) => `Disallow: ${disallow(r)}`),
    'Disallow: /api/',
    'Allow: /api/media/',
    // Link previews (og:image): crawlers that honour robots.txt must reach them.
    'Allow: /api/user/vista-previa/',
    'Disallow: /mf-backoffice/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** A property as the sitemap lists it: at its readable address (its page's canonical one). */
export interface SitemapProperty extends Partial<SlugDe> {
  id: string;
  updatedAt?: string | null;
  fechaPublicacion?: string | null;
}

export function sitemapXml(origin: string, propiedades: readonly SitemapProperty[]): string {
  const url = (loc: string, lastmod?: string | null) =>
    `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${escapeHtml(String(lastmod).slice(0, 10))}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...SITEMAP_ROUTES.map((r) => url(origin + PUBLIC_ROUTES[r])),
    ...propiedades.map((p) => url(origin + propiedadHref({ ...p, tipo: p.tipo ?? '' }), p.updatedAt || p.fechaPublicacion)),
    '</urlset>',
    '',
  ].join('\n');
}

/** The visible properties for the sitemap, read from the API at most once a minute. */
export class SitemapSource {
  private cache: { at: number; propiedades: SitemapProperty[] } = { at: 0, propiedades: [] };

  constructor(
    private readonly api: ApiClient,
    private readonly maxAgeMs = 60_000,
  ) {}

  /** The last list read; the API being down leaves the previous one (the static pages are still worth listing). */
  async propiedades(): Promise<SitemapProperty[]> {
    if (Date.now() - this.cache.at > this.maxAgeMs) {
      try {
        const { status, body } = await this.api.getJson('/api/user/propiedades-publicas', 10_000);
        const list = (body as { propiedades?: unknown } | null)?.propiedades;
        if (status === 200 && Array.isArray(list)) this.cache = { at: Date.now(), propiedades: list as SitemapProperty[] };
      } catch {
        /* API down: keep what we had */
      }
    }
    return this.cache.propiedades;
  }
}
