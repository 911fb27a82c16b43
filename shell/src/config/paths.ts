// The product's top-level routes, from the route table in contracts (routes.ts): which paths the shell hands to
// which remote. Each remote keeps its own relative paths; these lists only decide who mounts.
// Written out and checked by the compiler to be exactly the table's (`satisfies`), rather than read from it at run
// time: read, they made main.js, which every visitor downloads first, 75 bytes larger (Brotli); the lists' test
// (__tests__/paths.test.ts) checks they hold the whole table.
import type { LOGIN_ROUTE, PUBLIC_ROUTES, STAFF_ROUTES } from '@inmo/contracts';

export const paths = {
  home: '/',
  about: '/about',
  nosotros: '/nosotros',
  contacto: '/contacto',
  catalogo: '/propiedades-publicas',
  propiedad: '/propiedad/:id/:slug?',
  login: '/login',
  dashboard: '/dashboard',
  propiedades: '/propiedades',
  nuevaPropiedad: '/nueva-propiedad',
  operaciones: '/operaciones',
  nuevaOperacion: '/nueva-operacion',
  clientes: '/clientes',
  cliente: '/cliente/:id',
  nuevoCliente: '/nuevo-cliente',
  consultas: '/consultas',
  reportes: '/reportes',
  portales: '/portales',
  inmobiliaria: '/inmobiliaria',
  usuarios: '/usuarios',
  cuenta: '/cuenta',
} as const satisfies typeof PUBLIC_ROUTES & { login: typeof LOGIN_ROUTE } & typeof STAFF_ROUTES;

/** Public pages served by the mf_public remote. */
export const PUBLIC_REMOTE_PATHS: readonly string[] = [paths.home, paths.about, paths.nosotros, paths.contacto, paths.catalogo, paths.propiedad];

/** Staff pages served by the mf_backoffice remote, behind the auth guard. */
export const AUTH_REMOTE_PATHS: readonly string[] = [
  paths.dashboard,
  paths.propiedades,
  paths.nuevaPropiedad,
  paths.operaciones,
  paths.nuevaOperacion,
  paths.clientes,
  paths.cliente,
  paths.nuevoCliente,
  paths.consultas,
  paths.reportes,
  paths.portales,
  paths.inmobiliaria,
  paths.usuarios,
  paths.cuenta,
];

export const REMOTES = { public: 'mf_public', backoffice: 'mf_backoffice' } as const;
export type RemoteName = (typeof REMOTES)[keyof typeof REMOTES];

/** Which remote serves a pathname (null: none → not-found page). Matching follows React Router's rules. */
export function routeOwner(pathname: string, match: (pattern: string, path: string) => boolean): RemoteName | null {
  if (PUBLIC_REMOTE_PATHS.some((p) => match(p, pathname))) return REMOTES.public;
  if (AUTH_REMOTE_PATHS.some((p) => match(p, pathname))) return REMOTES.backoffice;
  return null;
}
