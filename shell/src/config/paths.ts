// The product's top-level routes, from the route table in contracts (routes.ts): which paths the shell hands to
// which remote. Each remote keeps its own relative paths; these lists only decide who mounts.
// Spelled out field by field rather than spread or Object.values(): the minifier then keeps only the path strings
// (no key names in main.js); __tests__/paths.test.ts checks the lists hold the whole table.
import { LOGIN_ROUTE, PUBLIC_ROUTES, STAFF_ROUTES } from '@inmo/contracts';

export const paths = {
  home: PUBLIC_ROUTES.home,
  about: PUBLIC_ROUTES.about,
  nosotros: PUBLIC_ROUTES.nosotros,
  contacto: PUBLIC_ROUTES.contacto,
  catalogo: PUBLIC_ROUTES.catalogo,
  propiedad: PUBLIC_ROUTES.propiedad,
  login: LOGIN_ROUTE,
  dashboard: STAFF_ROUTES.dashboard,
  propiedades: STAFF_ROUTES.propiedades,
  nuevaPropiedad: STAFF_ROUTES.nuevaPropiedad,
  operaciones: STAFF_ROUTES.operaciones,
  nuevaOperacion: STAFF_ROUTES.nuevaOperacion,
  clientes: STAFF_ROUTES.clientes,
  cliente: STAFF_ROUTES.cliente,
  nuevoCliente: STAFF_ROUTES.nuevoCliente,
  consultas: STAFF_ROUTES.consultas,
  reportes: STAFF_ROUTES.reportes,
} as const;

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
];

export const REMOTES = { public: 'mf_public', backoffice: 'mf_backoffice' } as const;
export type RemoteName = (typeof REMOTES)[keyof typeof REMOTES];

/** Which remote serves a pathname (null: none → not-found page). Matching follows React Router's rules. */
export function routeOwner(pathname: string, match: (pattern: string, path: string) => boolean): RemoteName | null {
  if (PUBLIC_REMOTE_PATHS.some((p) => match(p, pathname))) return REMOTES.public;
  if (AUTH_REMOTE_PATHS.some((p) => match(p, pathname))) return REMOTES.backoffice;
  return null;
}
