// Server-side head for crawlers that run no JavaScript (WhatsApp, search engines): each public page gets its
// title and description, and /propiedad/{id} its Open Graph / Twitter tags and schema.org RealEstateListing
// JSON-LD, rendered into the shell's index.html. Also /sitemap.xml and /robots.txt.
import { AGENCIA, PAGINAS_PUBLICAS, descripcionPropiedad, resumen as summary } from '../contracts/dist/index.js';

const ADMIN_PATHS = ['/dashboard', '/nueva-propiedad', '/operaciones', '/nueva-operacion', '/clientes', '/cliente/', '/nuevo-cliente', '/consultas', '/reportes', '/login'];

const STATIC_PAGES = PAGINAS_PUBLICAS;

export function escapeHtml(s) {
  return String(s ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

/** JSON for a <script type="application/ld+json">: no sequence in it can close the element. */
function jsonForScript(value) {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

export function originOf(req) {
  const proto = String(req.headers['x-forwarded-proto'] || 'http').split(',')[0].trim();
  const host = String(req.headers['x-forwarded-host'] || req.headers.host || 'localhost').split(',')[0].trim();
  return `${proto}://${host}`;
}

function absolute(origin, url) {
  try {
    return new URL(url, origin).href;
  } catch {
    return origin;
  }
}

/** Routes of the public remote (shell/src/config/paths.ts PUBLIC_REMOTE_PATHS). */
export function isPublicRoute(pathname) {
  return ['/', '/about', '/nosotros', '/contacto', '/propiedades-publicas'].includes(pathname) || /^\/propiedad\/[^/]+\/?$/.test(pathname);
}

/** The public remote's named page chunk (mf-public/src/app.tsx) a first visit to each route needs. */
export function pageChunkName(pathname) {
  if (pathname === '/propiedades-publicas') return 'page-catalogo';
  if (pathname === '/contacto') return 'page-contacto';
  if (pathname === '/about' || pathname === '/nosotros') return 'page-nosotros';
  if (/^\/propiedad\/[^/]+\/?$/.test(pathname)) return 'page-propiedad';
  return null; // the home lives in the './App' chunk itself
}

/**
 * Preload hints for a public page, so the browser fetches the public remote while the shell's main.js is still
 * arriving, instead of one request after another (main.js → /remotes.json → remoteEntry.js → './App' chunk).
 * `entry` is mf_public's entry from the runtime list; `appChunks` the './App' module's own chunks and the page's
 * chunk (from the remote's mf-manifest.json), relative to the entry. Scripts are plain preloads (no crossorigin): the federation
 * runtime adds the entry as a classic <script> without that attribute, so the preloaded response is reused.
 */
export function remotePreloadTags(entry, appChunks = []) {
  if (!entry) return '';
  const base = new URL(entry, 'http://same-origin.invalid/');
  const href = (u) => (base.origin === 'http://same-origin.invalid' ? u.pathname : u.href);
  return [base, ...appChunks.map((c) => new URL(c, base))].map((u) => `<link rel="preload" as="script" href="${escapeHtml(href(u))}">`).join('');
}

/**
 * Preload of the picture a property page shows first (its gallery's main image: imagenes[0], same srcset and
 * sizes as the <img>), at high priority: it is the page's largest paint and the app only asks for it once the
 * property's JSON has arrived.
 */
export function propertyImagePreload(propiedad) {
  const img = (propiedad?.imagenes || [])[0];
  if (!img?.url) return '';
  const list = (Array.isArray(img.srcset) ? img.srcset : []).filter((s) => s && s.url && Number.isFinite(s.width) && s.width > 0);
  const srcset = [...list].sort((a, b) => a.width - b.width).map((s) => `${s.url} ${Math.round(s.width)}w`).join(', ');
  const set = srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="(max-width: 900px) 100vw, 800px"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(img.url)}"${set} fetchpriority="high">`;
}

/** Replaces the shell's <title> and description, then appends the given tags to <head>. */
export function injectHead(html, { title, description, tags = '' }) {
  let out = html.replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(title)}</title>`);
  out = out.replace(/<meta\s+name="description"[^>]*>/i, '');
  const head = `<meta name="description" content="${escapeHtml(description)}">${tags}`;
  return out.replace('</head>', `${head}</head>`);
}

export function propertyHead(origin, propiedad) {
  const titulo = propiedad.titulo || propiedad.tituloPublicacion || 'Propiedad';
  const description = descripcionPropiedad(propiedad);
  const title = `${titulo} — ${AGENCIA.nombre}`;
  const url = `${origin}/propiedad/${encodeURIComponent(propiedad.id)}`;
  const cover = (propiedad.imagenes || []).find((i) => i.esPortada) || (propiedad.imagenes || [])[0];
  // The stored 16:9 cover crop (framing applied, 1280×720 when present) is what a link preview should show.
  const crop = cover?.portada ? [...(cover.portada.srcset || [])].sort((a, b) => b.width - a.width)[0] || cover.portada : null;
  const image = cover ? absolute(origin, crop ? crop.url : cover.url) : null;

  const priceVisible = propiedad.precio && propiedad.precio.visible !== false && Number.isFinite(Number(propiedad.precio.monto)) && propiedad.precio.monto !== null;
  const listing = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: titulo,
    description: summary(propiedad.descripcion, 500),
    url,
    datePosted: propiedad.fechaPublicacion || propiedad.fechaPublicada || undefined,
    image: image ? [image] : undefined,
    offers: {
      '@type': 'Offer',
      businessFunction: propiedad.operacion === 'venta' ? 'http://purl.org/goodrelations/v1#Sell' : 'http://purl.org/goodrelations/v1#LeaseOut',
      availability: 'https://schema.org/InStock',
      ...(priceVisible ? { price: Number(propiedad.precio.monto), priceCurrency: propiedad.precio.moneda } : {}),
      seller: { '@type': 'RealEstateAgent', name: AGENCIA.nombre, telephone: AGENCIA.telefono },
    },
  };
  const meta = (attr, key, content) => (content ? `<meta ${attr}="${key}" content="${escapeHtml(content)}">` : '');
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
  return { title, description, tags };
}

export function staticHead(origin, pathname) {
  const page = STATIC_PAGES[pathname];
  if (!page) return null;
  const meta = (attr, key, content) => `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;
  return {
    ...page,
    tags: [
      `<link rel="canonical" href="${escapeHtml(origin + pathname)}">`,
      meta('property', 'og:type', 'website'),
      meta('property', 'og:site_name', AGENCIA.nombre),
      meta('property', 'og:title', page.title),
      meta('property', 'og:description', page.description),
      meta('property', 'og:url', origin + pathname),
    ].join(''),
  };
}

export function robotsTxt(origin) {
  return [
    'User-agent: *',
    'Allow: /',
    // /propiedades (admin list) must not hide /propiedades-publicas: `$` anchors the rule.
    'Disallow: /propiedades$',
    ...ADMIN_PATHS.map((p) => `Disallow: ${p}`),
    'Disallow: /api/',
    'Allow: /api/media/',
    'Disallow: /mf-backoffice/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(origin, propiedades) {
  const url = (loc, lastmod) =>
    `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${escapeHtml(String(lastmod).slice(0, 10))}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...['/', '/propiedades-publicas', '/about', '/contacto'].map((p) => url(origin + p)),
    ...propiedades.map((p) => url(`${origin}/propiedad/${encodeURIComponent(p.id)}`, p.updatedAt || p.fechaPublicacion)),
    '</urlset>',
    '',
  ].join('\n');
}
