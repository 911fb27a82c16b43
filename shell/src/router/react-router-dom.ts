// What 'react-router-dom' means in this product's three builds (resolve.alias in mf-shared.mjs): the subset of
// React Router the apps use. Module Federation shares it under the key 'react-router-dom' as a singleton, so the
// browser still holds exactly one router (one context) — but a tree-shaken one: the full package, shared as is,
// cannot be tree-shaken and costs ≈ 62 KB gzip on the first visit; this subset is a fraction of that.
// Need another export? Add it here (a missing one fails the build: exportsPresence is 'error'). Only what the apps
// import: being shared, the module is never tree-shaken, so an export nobody uses still ships in main.js
// (generatePath, useMatch and six more were dropped: −0.35 KB Brotli on every first visit).
// Link and NavLink are this product's own (links.ts): React Router's carry its framework mode's prefetching.
// React Router's package marks nothing pure: react-router-pure-loader.cjs (mf-shared.mjs) lets the minifier drop
// what none of these reaches.
export { Link, NavLink } from './links.js';
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Navigate,
  Outlet,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type {
  Location,
  NavigateFunction,
  NavigateOptions,
  NavLinkProps,
  LinkProps,
  Params,
  PathMatch,
  RouteProps,
  SetURLSearchParams,
  To,
} from 'react-router';
