// /robots.txt and /sitemap.xml, from the route table: crawlers are kept out of the staff pages and the API, and
// are given every public page and every visible property.
import { LOGIN_ROUTE, PUBLIC_ROUTES, SITEMAP_ROUTES, STAFF_ROUTES, propiedadHref, type SlugDe } from '@inmo/contracts';
import type { ApiClient } from './api-client.js';
import { escapeHtml } from './html.js';
import { jsonArrayItems } from './json-items.js';

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

/**
 * A sitemap file holds at most 50,000 addresses (sitemaps.org): past that, the newest properties are listed (the
 * catalogue's order). A larger catalogue needs a sitemap index over several files.
 */
export const SITEMAP_MAX_PROPERTIES = 50_000 - SITEMAP_ROUTES.length;

/** What the sitemap keeps of a property (its address and date), out of the catalogue's whole reply. */
function sitemapEntry(p: Record<string, unknown>): SitemapProperty {
  const u = p.ubicacion as { localidad?: string | null } | null | undefined;
  const n = (v: unknown) => (typeof v === 'number' ? v : null);
  return {
    id: String(p.id),
    tipo: typeof p.tipo === 'string' ? p.tipo : '',
    habitaciones: n(p.habitaciones),
    hectareas: n(p.hectareas),
    superficieTotal: n(p.superficieTotal),
    ubicacion: { localidad: typeof u?.localidad === 'string' ? u.localidad : null },
    updatedAt: typeof p.updatedAt === 'string' ? p.updatedAt : null,
    fechaPublicacion: typeof p.fechaPublicacion === 'string' ? p.fechaPublicacion : null,
  };
}

/**
 * The visible properties for the sitemap, read from the API at most once a minute: the unpaged public catalogue,
 * which the API streams, read item by item — only each property's address and date are kept, never the
 * whole reply. A reply cut short keeps the previous list.
 */
export class SitemapSource {
  private cache: { at: number; propiedades: SitemapProperty[] } = { at: 0, propiedades: [] };

  constructor(
    private readonly api: ApiClient,
    private readonly maxAgeMs = 60_000,
    private readonly max = SITEMAP_MAX_PROPERTIES,
  ) {}

  /** The last list read; the API being down leaves the previous one (the static pages are still worth listing). */
  async propiedades(): Promise<SitemapProperty[]> {
    if (Date.now() - this.cache.at > this.maxAgeMs) {
      try {
        const { status, body } = await this.api.getStream('/api/user/propiedades-publicas', 60_000);
        if (status === 200 && body) {
          const list: SitemapProperty[] = [];
          for await (const p of jsonArrayItems(body, 'propiedades')) {
            if (p && typeof p === 'object' && 'id' in p) list.push(sitemapEntry(p as Record<string, unknown>));
            // Leaving the loop closes the reply: the rest is not read.
            if (list.length >= this.max) break;
          }
          this.cache = { at: Date.now(), propiedades: list };
        }
      } catch {
        /* API down, or the reply cut short: keep what we had */
      }
    }
    return this.cache.propiedades;
  }
}
