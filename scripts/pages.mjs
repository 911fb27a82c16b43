// Server-side head for crawlers that run no JavaScript (WhatsApp, search engines): each public page gets its
// title and description, and /propiedad/{id} its Open Graph / Twitter tags and schema.org RealEstateListing
// JSON-LD, rendered into the shell's index.html. Also /sitemap.xml and /robots.txt.
import { AGENCIA, formatPrecioPublico, OPERACION_LABELS } from '../contracts/dist/index.js';

const ADMIN_PATHS = ['/dashboard', '/nueva-propiedad', '/operaciones', '/nueva-operacion', '/clientes', '/cliente/', '/nuevo-cliente', '/consultas', '/reportes', '/login'];

const STATIC_PAGES = {
  '/': { title: `${AGENCIA.nombre} — Propiedades en venta y alquiler`, description: AGENCIA.descripcion },
  '/propiedades-publicas': {
    title: `Propiedades en venta y alquiler — ${AGENCIA.nombre}`,
    description: `Casas, departamentos, terrenos, campos, locales y galpones en venta y alquiler en ${AGENCIA.localidad}.`,
  },
  '/contacto': {
    title: `Contacto — ${AGENCIA.nombre}`,
    description: `Escribinos o visitanos en ${AGENCIA.direccion}, ${AGENCIA.localidad}. ${AGENCIA.horario}.`,
  },
  '/about': { title: `Nosotros — ${AGENCIA.nombre}`, description: `En actividad desde ${AGENCIA.desde}. ${AGENCIA.descripcion}` },
  '/nosotros': { title: `Nosotros — ${AGENCIA.nombre}`, description: `En actividad desde ${AGENCIA.desde}. ${AGENCIA.descripcion}` },
};

export function escapeHtml(s) {
  return String(s ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

/** JSON for a <script type="application/ld+json">: no sequence in it can close the element. */
function jsonForScript(value) {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

function summary(text, max = 200) {
  const clean = String(text ?? '').replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
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

/** Replaces the shell's <title> and description, then appends the given tags to <head>. */
export function injectHead(html, { title, description, tags = '' }) {
  let out = html.replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(title)}</title>`);
  out = out.replace(/<meta\s+name="description"[^>]*>/i, '');
  const head = `<meta name="description" content="${escapeHtml(description)}">${tags}`;
  return out.replace('</head>', `${head}</head>`);
}

export function propertyHead(origin, propiedad) {
  const titulo = propiedad.titulo || propiedad.tituloPublicacion || 'Propiedad';
  const precioTexto = formatPrecioPublico(propiedad.precio);
  const operacion = OPERACION_LABELS[propiedad.operacion] || propiedad.operacion || '';
  const lugar = [propiedad.ubicacion?.localidad].filter(Boolean).join('');
  const description = summary(`${propiedad.tipo} en ${operacion.toLowerCase()}${lugar ? ` en ${lugar}` : ''} · ${precioTexto}. ${propiedad.descripcion || ''}`);
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
