// What 'react-router-dom' means in this product's three builds (resolve.alias in mf-shared.mjs): the part of React
// Router's API the apps use, implemented by router.ts with React Router's semantics. Module Federation shares it under
// the key 'react-router-dom' as a singleton, so the browser holds exactly one router (one context).
// Need another export? Add it here, to router.ts (a missing one fails the build: exportsPresence is 'error'). Only
// what the apps import: being shared, the module is never tree-shaken, so an export nobody uses still ships in main.js.
// The types are React Router's own (the apps are type-checked against its package).
export { Link, NavLink } from './links.js';
export { BrowserRouter, MemoryRouter, Routes, Route, Navigate, Outlet, matchPath, useLocation, useNavigate, useParams, useSearchParams } from './router.js';
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
