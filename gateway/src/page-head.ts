// Server-side head for crawlers that run no JavaScript (WhatsApp, search engines): each public page gets its
// title and description (contracts PAGINAS_PUBLICAS, keyed by the route table), /propiedad/{id} its Open Graph /
// Twitter tags and schema.org RealEstateListing JSON-LD; and the preload hints of what a page will need.
import { AGENCIA, PAGINAS_PUBLICAS, PUBLIC_ROUTES, descripcionPropiedad, publicRouteOf, resumen, type PaginaMeta } from '@inmo/contracts';
import { absolute, escapeHtml, jsonForScript } from './html.js';

export interface PageHead extends PaginaMeta {
  /** Appended to <head>. */
  tags: string;
}

/** The property fields a head reads (the API's public reply): those of its description, and these. */
export type HeadProperty = Parameters<typeof descripcionPropiedad>[0] & {
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
interface HeadImage {
  url: string;
  esPortada?: boolean;
  srcset?: Size[] | null;
  portada?: { url: string; srcset?: Size[] | null } | null;
}

const meta = (attr: string, key: string, content: string | null | undefined) => (content ? `<meta ${attr}="${key}" content="${escapeHtml(content)}">` : '');

/** Replaces the shell's <title> and description, then appends the head's tags to <head>. */
export function injectHead(html: string, { title, description, tags }: PageHead): string {
  const out = html.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(title)}</title>`).replace(/<meta\s+name="description"[^>]*>/i, '');
  return out.replace('</head>', () => `<meta name="description" content="${escapeHtml(description)}">${tags}</head>`);
}

export function propertyHead(origin: string, propiedad: HeadProperty): PageHead {
  const titulo = propiedad.titulo || propiedad.tituloPublicacion || 'Propiedad';
  const description = descripcionPropiedad(propiedad);
  const url = `${origin}/propiedad/${encodeURIComponent(propiedad.id)}`;
  const imagenes = propiedad.imagenes ?? [];
  const cover = imagenes.find((i) => i.esPortada) ?? imagenes[0];
  // The stored 16:9 cover crop (framing applied, 1280×720 when present) is what a link preview should show.
  const crop = cover?.portada ? ([...(cover.portada.srcset ?? [])].sort((a, b) => b.width - a.width)[0] ?? cover.portada) : null;
  const image = cover ? absolute(origin, crop ? crop.url : cover.url) : null;

  const precio = propiedad.precio;
  const priceVisible = !!precio && precio.visible !== false && precio.monto !== null && Number.isFinite(Number(precio.monto));
  const listing = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: titulo,
    description: resumen(propiedad.descripcion, 500),
    url,
    datePosted: propiedad.fechaPublicacion || propiedad.fechaPublicada || undefined,
    image: image ? [image] : undefined,
    offers: {
      '@type': 'Offer',
      businessFunction: propiedad.operacion === 'venta' ? 'http://purl.org/goodrelations/v1#Sell' : 'http://purl.org/goodrelations/v1#LeaseOut',
      availability: 'https://schema.org/InStock',
      ...(priceVisible ? { price: Number(precio.monto), priceCurrency: precio.moneda } : {}),
      seller: { '@type': 'RealEstateAgent', name: AGENCIA.nombre, telephone: AGENCIA.telefono },
    },
  };
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', AGENCIA.nombre),
    meta('property', 'og:locale', 'es_AR'),
    meta('property', 'og:title', titulo),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', titulo),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    `<script type="application/ld+json">${jsonForScript(listing)}</script>`,
  ].join('');
  return { title: `${titulo} — ${AGENCIA.nombre}`, description, tags };
}

/** The head of a public page with a fixed one (every public route but a property), canonical at its table path. */
export function staticHead(origin: string, pathname: string): PageHead | null {
  const route = publicRouteOf(pathname);
  const page = route ? PAGINAS_PUBLICAS[PUBLIC_ROUTES[route]] : undefined;
  if (!route || !page) return null;
  const url = origin + PUBLIC_ROUTES[route];
  return {
    ...page,
    tags: [
      `<link rel="canonical" href="${escapeHtml(url)}">`,
      meta('property', 'og:type', 'website'),
      meta('property', 'og:site_name', AGENCIA.nombre),
      meta('property', 'og:title', page.title),
      meta('property', 'og:description', page.description),
      meta('property', 'og:url', url),
    ].join(''),
  };
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
