// Server-side head for crawlers that run no JavaScript (WhatsApp, search engines): each public page gets its
// title and description (contracts paginasPublicas, keyed by the route table) and its link preview picture (a
// JPEG: contracts vista-previa.ts), /propiedad/{id} its Open Graph / Twitter tags and schema.org RealEstateListing
// JSON-LD, the home the agency's RealEstateAgent JSON-LD — all from the agency's details as stored now (GET
// /api/user/inmobiliaria); a page that is not there, noindex; and the preload hints of what a page will need.
import {
  PUBLIC_ROUTES,
  REDES,
  descripcionPropiedad,
  imagenInmobiliaria,
  paginasPublicas,
  propiedadHref,
  publicRouteOf,
  resumen,
  vistaPreviaDePropiedad,
  type ImagenDeVistaPrevia,
  type Inmobiliaria,
  type PaginaMeta,
  type SlugDe,
  type VistaPrevia,
} from '@inmo/contracts';
import { absolute, escapeHtml, jsonForScript } from './html.js';

export interface PageHead extends PaginaMeta {
  /** Appended to <head>. */
  tags: string;
}

/** The property fields a head reads (the API's public reply): those of its description and its slug, and these. */
export type HeadProperty = Parameters<typeof descripcionPropiedad>[0] & SlugDe & {
  id: string;
  titulo?: string | null;
  tituloPublicacion?: string | null;
  fechaPublicacion?: string | null;
  fechaPublicada?: string | null;
  ubicacion?: { localidad?: string | null } | null;
  imagenes?: HeadImage[] | null;
};
interface Size {
  url: string;
  width: number;
}
interface HeadImage extends ImagenDeVistaPrevia {
  url: string;
  esPortada?: boolean;
  srcset?: Size[] | null;
  portada?: { url: string; srcset?: Size[] | null } | null;
}

const meta = (attr: string, key: string, content: string | null | undefined) => (content ? `<meta ${attr}="${key}" content="${escapeHtml(content)}">` : '');

/** A page's link preview picture: Open Graph with its size, type and text, and Twitter's large card. */
export function imageTags(origin: string, image: VistaPrevia): string {
  const url = absolute(origin, image.url);
  return [
    meta('property', 'og:image', url),
    meta('property', 'og:image:type', 'image/jpeg'),
    meta('property', 'og:image:width', String(image.width)),
    meta('property', 'og:image:height', String(image.height)),
    meta('property', 'og:image:alt', image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:image', url),
    meta('name', 'twitter:image:alt', image.alt),
  ].join('');
}

/** Replaces the shell's <title> and description, then appends the head's tags to <head>. */
export function injectHead(html: string, { title, description, tags }: PageHead): string {
  const out = html.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(title)}</title>`).replace(/<meta\s+name="description"[^>]*>/i, '');
  return out.replace('</head>', () => `<meta name="description" content="${escapeHtml(description)}">${tags}</head>`);
}

export function propertyHead(origin: string, propiedad: HeadProperty, agencia: Inmobiliaria): PageHead {
  const titulo = propiedad.titulo || propiedad.tituloPublicacion || 'Propiedad';
  const description = descripcionPropiedad(propiedad);
  // Canonical at the readable address, whichever slug (or none) the visitor came by.
  const url = origin + propiedadHref(propiedad);
  // The link preview: the cover as staff framed it, a 1200×630 JPEG (WhatsApp shows no WebP or SVG), or the
  // agency's image when there is no photo to draw it from.
  const preview = vistaPreviaDePropiedad(propiedad, agencia);
  const listingImage = preview.url !== imagenInmobiliaria(agencia).url;

  const precio = propiedad.precio;
  const priceVisible = !!precio && precio.visible !== false && precio.monto !== null && Number.isFinite(Number(precio.monto));
  const listing = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: titulo,
    description: resumen(propiedad.descripcion, 500),
    url,
    datePosted: propiedad.fechaPublicacion || propiedad.fechaPublicada || undefined,
    image: listingImage ? [absolute(origin, preview.url)] : undefined,
    offers: {
      '@type': 'Offer',
      businessFunction: propiedad.operacion === 'venta' ? 'http://purl.org/goodrelations/v1#Sell' : 'http://purl.org/goodrelations/v1#LeaseOut',
      availability: 'https://schema.org/InStock',
      ...(priceVisible ? { price: Number(precio.monto), priceCurrency: precio.moneda } : {}),
      seller: { '@type': 'RealEstateAgent', name: agencia.nombre, telephone: agencia.telefono || undefined },
    },
  };
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', agencia.nombre),
    meta('property', 'og:locale', 'es_AR'),
    meta('property', 'og:title', titulo),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    imageTags(origin, preview),
    meta('name', 'twitter:title', titulo),
    meta('name', 'twitter:description', description),
    `<script type="application/ld+json">${jsonForScript(listing)}</script>`,
  ].join('');
  return { title: `${titulo} — ${agencia.nombre}`, description, tags };
}

/** The head of a public page with a fixed one (every public route but a property), canonical at its table path. */
export function staticHead(origin: string, pathname: string, agencia: Inmobiliaria): PageHead | null {
  const route = publicRouteOf(pathname);
  const page = route ? paginasPublicas(agencia)[PUBLIC_ROUTES[route]] : undefined;
  if (!route || !page) return null;
  const url = origin + PUBLIC_ROUTES[route];
  return {
    ...page,
    tags: [
      `<link rel="canonical" href="${escapeHtml(url)}">`,
      meta('property', 'og:type', 'website'),
      meta('property', 'og:site_name', agencia.nombre),
      meta('property', 'og:title', page.title),
      meta('property', 'og:description', page.description),
      meta('property', 'og:url', url),
      route === 'home' ? `<script type="application/ld+json">${jsonForScript(agentJsonLd(origin, agencia))}</script>` : '',
      imageTags(origin, imagenInmobiliaria(agencia)),
    ].join(''),
  };
}

/** The agency as schema.org describes a real-estate agent: what search engines show beside its name. */
export function agentJsonLd(origin: string, a: Inmobiliaria): Record<string, unknown> {
  const sameAs = REDES.map((r) => a.redes[r]).filter(Boolean);
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    name: a.nombre,
    url: `${origin}/`,
    telephone: a.telefono || undefined,
    email: a.email || undefined,
    openingHours: a.horario || undefined,
    address: a.direccion || a.localidad ? { '@type': 'PostalAddress', streetAddress: a.direccion || undefined, addressLocality: a.localidad || undefined, addressCountry: 'AR' } : undefined,
    geo: a.mapa ? { '@type': 'GeoCoordinates', latitude: a.mapa.lat, longitude: a.mapa.lng } : undefined,
    sameAs: sameAs.length ? sameAs : undefined,
  };
}

/** The shell's not-found page's own title (shell/src/pages/not-found-page.tsx). */
export const PAGINA_NO_ENCONTRADA = 'Página no encontrada';

/** The head of a page that is not there (an unknown path, a missing or hidden property): kept out of search results. */
export function notFoundHead(page: string, agencia: { nombre: string }): PageHead {
  return { title: `${page} — ${agencia.nombre}`, description: page, tags: '<meta name="robots" content="noindex">' };
}

/**
 * Preload hints for a public page, so the browser fetches the public remote while the shell's main.js is still
 * arriving, instead of one request after another (main.js → remoteEntry.js → './App' chunk → page chunk).
 * `entry` is mf_public's entry from the runtime list; `chunks` the './App' module's own chunks and the page's chunk,
 * relative to the entry. Scripts are plain preloads (no crossorigin): the federation runtime adds the entry as a
 * classic <script> without that attribute, so the preloaded response is reused.
 */
export function remotePreloadTags(entry: string | undefined, chunks: readonly string[] = []): string {
  if (!entry) return '';
  const base = new URL(entry, 'http://same-origin.invalid/');
  const href = (u: URL) => (base.origin === 'http://same-origin.invalid' ? u.pathname : u.href);
  return [base, ...chunks.map((c) => new URL(c, base))].map((u) => `<link rel="preload" as="script" href="${escapeHtml(href(u))}">`).join('');
}

/**
 * Preload of the picture a property page shows first (its gallery's main image: imagenes[0], same srcset and sizes
 * as the <img>), at high priority: it is the page's largest paint.
 */
export function propertyImagePreload(propiedad: HeadProperty): string {
  const img = (propiedad.imagenes ?? [])[0];
  if (!img?.url) return '';
  const list = (Array.isArray(img.srcset) ? img.srcset : []).filter((s) => s && s.url && Number.isFinite(s.width) && s.width > 0);
  const srcset = [...list].sort((a, b) => a.width - b.width).map((s) => `${s.url} ${Math.round(s.width)}w`).join(', ');
  const set = srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="(max-width: 900px) 100vw, 800px"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(img.url)}"${set} fetchpriority="high">`;
}
