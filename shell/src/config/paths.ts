// The product's top-level routes, from the route table in contracts (routes.ts): which paths the shell hands to
// which remote. Each remote keeps its own paths (mf-public and mf-backoffice config/paths.ts, from the same table);
// these lists only decide who mounts.
import { LOGIN_ROUTE, PUBLIC_ROUTES, STAFF_ROUTES } from '@inmo/contracts';

export const paths = { ...PUBLIC_ROUTES, login: LOGIN_ROUTE, ...STAFF_ROUTES } as const;

/** Public pages served by the mf_public remote. */
export const PUBLIC_REMOTE_PATHS: readonly string[] = Object.values(PUBLIC_ROUTES);

/** Staff pages served by the mf_backoffice remote, behind the auth guard. */
export const AUTH_REMOTE_PATHS: readonly string[] = Object.values(STAFF_ROUTES);

export const REMOTES = { public: 'mf_public', backoffice: 'mf_backoffice' } as const;
export type RemoteName = (typeof REMOTES)[keyof typeof REMOTES];

/** Which remote serves a pathname (null: none → not-found page). Matching follows React Router's rules. */
export function routeOwner(pathname: string, match: (pattern: string, path: string) => boolean): RemoteName | null {
  if (PUBLIC_REMOTE_PATHS.some((p) => match(p, pathname))) return REMOTES.public;
  if (AUTH_REMOTE_PATHS.some((p) => match(p, pathname))) return REMOTES.backoffice;
  return null;
}
