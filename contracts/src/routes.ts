// The product's route table: which top-level paths exist, which remote draws them, and which chunk of mf-public
// holds each public page. The gateway reads it for page heads, preload hints, robots.txt and the sitemap. The shell's
// route lists, mf-public's paths and the page heads (pages.ts) are checked against it by the compiler (`satisfies`
// its types) and by tests, and written out there: read at run time they cost bytes on every first visit (the
// anonymous home has a byte budget), checked they cost none. Plain data, each column its own constant, so a
// bundle that does import one keeps only that one.

/** The public pages, drawn by mf_public (and rendered first by the gateway). */
export const PUBLIC_ROUTES = {
  home: '/',
  about: '/about',
  nosotros: '/nosotros',
  contacto: '/contacto',
  catalogo: '/propiedades-publicas',
  /** The slug is for people and search engines (property/slug.ts): any slug, or none, opens the same page. */
  propiedad: '/propiedad/:id/:slug?',
  /** A client's private page of the listings that fit its search (never indexed; the secret is the credential). */
  miBusqueda: '/mi-busqueda/:secreto',
} as const;
export type PublicRoute = keyof typeof PUBLIC_ROUTES;

/**
 * The chunk of mf-public that holds each public page: its `webpackChunkName` in mf-public/src/app.tsx (a unit test
 * there checks they match), preloaded by the gateway on a first visit. null: the page is in the './App' chunk.
 */
export const PUBLIC_PAGE_CHUNKS: Readonly<Record<PublicRoute, string | null>> = {
  home: null,
  about: 'page-nosotros',
  nosotros: 'page-nosotros',
  contacto: 'page-contacto',
  catalogo: 'page-catalogo',
  propiedad: 'page-propiedad',
  miBusqueda: 'page-mi-busqueda',
};

/** The public pages a sitemap lists: each page once (/nosotros is /about), properties are listed one by one. */
export const SITEMAP_ROUTES: readonly PublicRoute[] = ['home', 'catalogo', 'about', 'contacto'];

/** The shell's own page for staff to sign in. */
export const LOGIN_ROUTE = '/login';

/** The staff pages, drawn by mf_backoffice behind the shell's auth guard; never for crawlers. */
export const STAFF_ROUTES = {
  dashboard: '/dashboard',
  propiedades: '/propiedades',
  nuevaPropiedad: '/nueva-propiedad',
  operaciones: '/operaciones',
  nuevaOperacion: '/nueva-operacion',
  operacion: '/operacion/:id',
  alquileres: '/alquileres',
  nuevoContrato: '/nuevo-contrato',
  contrato: '/contrato/:id',
  indices: '/indices',
  /** Owners' monthly settlements (rental accounts). */
  liquidaciones: '/liquidaciones',
  /** Bank statements imported and their credits reconciled with the tenants' payments. */
  conciliacion: '/conciliacion',
  /** Electronic invoices through ARCA: list, filters, voiding and retrying; 'Nueva factura'. */
  facturas: '/facturas',
  /** ?cliente=&descripcion= prefill the receiver and the first item (a valuation's fee). */
  nuevaFactura: '/nueva-factura',
  /** A rejected (or pending, never numbered) invoice in the new invoice's form, asked for again once saved. */
  corregirFactura: '/factura/:id/corregir',
  clientes: '/clientes',
  cliente: '/cliente/:id',
  nuevoCliente: '/nuevo-cliente',
  consultas: '/consultas',
  /** The visits of the week per agent (a day list on a phone); ?cliente= or ?propiedad= opens 'Programar Visita'. */
  agenda: '/agenda',
  reportes: '/reportes',
  tasaciones: '/tasaciones',
  nuevaTasacion: '/nueva-tasacion',
  tasacion: '/tasacion/:id',
  /** Zonaprop and MercadoLibre (every member of staff sees it; its actions are the admins'). */
  portales: '/portales',
  inmobiliaria: '/inmobiliaria',
  usuarios: '/usuarios',
  /** 'Correo saliente' (admins): the outbox. */
  correos: '/correo-saliente',
  cuenta: '/cuenta',
} as const;
export type StaffRoute = keyof typeof STAFF_ROUTES;

/**
 * Whether a pathname is one of the route patterns (':name' is one non-empty segment, ':name?' as the last one may be
 * absent; a trailing slash is allowed), as React Router matches them with `end: true`.
 */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const got = (pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname).split('/');
  if (want.length === got.length + 1 && want[want.length - 1].endsWith('?')) want.pop();
  return want.length === got.length && want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]));
}

/** The public route a pathname is, or null. */
export function publicRouteOf(pathname: string): PublicRoute | null {
  for (const [name, pattern] of Object.entries(PUBLIC_ROUTES)) if (matchesRoute(pattern, pathname)) return name as PublicRoute;
  return null;
}
