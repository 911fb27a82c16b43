// The declarative router behind 'react-router-dom' in this product's three builds (react-router-dom.ts): the part of
// React Router's API the apps use — <BrowserRouter>, <MemoryRouter>, <Routes>/<Route> (nested, layout routes,
// <Outlet>, descendant <Routes> below a splat), <Navigate>, useLocation, useNavigate, useParams, useSearchParams,
// matchPath — with React Router's semantics for them: the same path patterns (':param', ':param?', '*', optional
// static segments) and ranking of routes, relative links resolved against the route, and the same history entries
// ({ usr, key, idx } in history.state, so a reload keeps an entry's key and its index). It has no data router,
// loaders, actions, fetchers, forms, framework mode or dev warnings: React Router's package ships those in the one
// module the apps import, and being shared it cannot be tree-shaken (BENCHMARKS.md). Parity with React Router is
// tested in __tests__/router.test.tsx and __tests__/links.test.tsx.
// One file, as React Router's own router module is one: matching, ranking and the history they share read together.
import {
  Children,
  createContext,
  createElement,
  Fragment,
  isValidElement,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { Location, NavigateFunction, NavigateOptions, Params, PathMatch, RouteProps, SetURLSearchParams, To } from 'react-router';

interface Path {
  pathname: string;
  search: string;
  hash: string;
}

/** What navigation goes through: a browser's history or one kept in memory. */
interface History {
  location: Location;
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  go(delta: number): void;
  listen(listener: () => void): () => void;
}

interface RouteMatch {
  params: Params;
  pathname: string;
  pathnameBase: string;
  route: RouteObject;
}

interface RouteObject {
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  element?: ReactNode;
  children?: RouteObject[];
}

const HistoryContext = createContext<History | null>(null);
const LocationContext = createContext<Location | null>(null);
const RouteContext = createContext<{ outlet: ReactNode; matches: RouteMatch[] }>({ outlet: null, matches: [] });

// Paths --------------------------------------------------------------------------------------------------------------

const createKey = () => Math.random().toString(36).substring(2, 10);

export function parsePath(path: string): Partial<Path> {
  const parsed: Partial<Path> = {};
  const hashIndex = path.indexOf('#');
  if (hashIndex >= 0) {
    parsed.hash = path.substring(hashIndex);
    path = path.substring(0, hashIndex);
  }
  const searchIndex = path.indexOf('?');
  if (searchIndex >= 0) {
    parsed.search = path.substring(searchIndex);
    path = path.substring(0, searchIndex);
  }
  if (path) parsed.pathname = path;
  return parsed;
}

export const createPath = ({ pathname = '/', search = '', hash = '' }: Partial<Path>): string =>
  pathname + (search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '') + (hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '');

const normalizeSearch = (search: string) => (!search || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`);
const normalizeHash = (hash: string) => (!hash || hash === '#' ? '' : hash.startsWith('#') ? hash : `#${hash}`);
const removeDoubleSlashes = (path: string) => path.replace(/[\\/]{2,}/g, '/');
const joinPaths = (paths: string[]) => removeDoubleSlashes(paths.join('/'));
const normalizePathname = (pathname: string) => pathname.replace(/\/+$/, '').replace(/^\/*/, '/');

function resolvePathname(relativePath: string, fromPathname: string): string {
  const segments = fromPathname.replace(/\/+$/, '').split('/');
  for (const segment of relativePath.split('/')) {
    if (segment === '..') {
      if (segments.length > 1) segments.pop();
    } else if (segment !== '.') segments.push(segment);
  }
  return segments.length > 1 ? segments.join('/') : '/';
}

/**
 * Where `to` leads from a route whose matched pathnames are `routePathnames` at `locationPathname`: an absolute path
 * as is, a search or hash alone on the current location, a relative path from the route ('..' is one route up).
 */
function resolveTo(to: To, routePathnames: string[], locationPathname: string, isPathRelative = false): Path {
  const target: Partial<Path> = typeof to === 'string' ? parsePath(to) : { ...to };
  const isEmptyPath = to === '' || target.pathname === '';
  const toPathname = isEmptyPath ? '/' : target.pathname;
  let from: string;
  if (toPathname == null) from = locationPathname;
  else {
    let routePathnameIndex = routePathnames.length - 1;
    if (!isPathRelative && toPathname.startsWith('..')) {
      const toSegments = toPathname.split('/');
      while (toSegments[0] === '..') {
        toSegments.shift();
        routePathnameIndex -= 1;
      }
      target.pathname = toSegments.join('/');
    }
    from = routePathnameIndex >= 0 ? routePathnames[routePathnameIndex] : '/';
  }
  let pathname = from;
  if (target.pathname) {
    const p = removeDoubleSlashes(target.pathname);
    pathname = p.startsWith('/') || p.startsWith('\\') ? resolvePathname(p.substring(1), '/') : resolvePathname(p, from);
  }
  const path = { pathname, search: normalizeSearch(target.search ?? ''), hash: normalizeHash(target.hash ?? '') };
  // A trailing slash asked for, or kept from the current location by '' and '.'.
  const explicitSlash = toPathname && toPathname !== '/' && toPathname.endsWith('/');
  const currentSlash = (isEmptyPath || toPathname === '.') && locationPathname.endsWith('/');
  if (!path.pathname.endsWith('/') && (explicitSlash || currentSlash)) path.pathname += '/';
  return path;
}

// Matching -----------------------------------------------------------------------------------------------------------

function compilePath(path: string, caseSensitive = false, end = true): [RegExp, { paramName: string; isOptional?: boolean }[]] {
  const params: { paramName: string; isOptional?: boolean }[] = [];
  let regexpSource =
    '^' +
    path
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:([\w-]+)(\?)?/g, (_: string, paramName: string, isOptional?: string) => {
        params.push({ paramName, isOptional: isOptional != null });
        return isOptional ? '/?([^\\/]+)?' : '/([^\\/]+)';
      })
      .replace(/\/([\w-]+)\?(\/|$)/g, '(/$1)?$2');
  if (path.endsWith('*')) {
    params.push({ paramName: '*' });
    regexpSource += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else if (end) regexpSource += '\\/*$';
  else if (path !== '' && path !== '/') regexpSource += '(?:(?=\\/|$))';
  return [new RegExp(regexpSource, caseSensitive ? undefined : 'i'), params];
}

/** React Router's matchPath: `pattern` a path, or { path, caseSensitive, end } (end defaults to true). */
export function matchPath<Path extends string>(pattern: Path | { path: Path; caseSensitive?: boolean; end?: boolean }, pathname: string): PathMatch | null {
  if (typeof pattern === 'string') pattern = { path: pattern, caseSensitive: false, end: true };
  const { path, caseSensitive = false, end = true } = pattern;
  const [matcher, compiledParams] = compilePath(path, caseSensitive, end);
  const match = pathname.match(matcher);
  if (!match) return null;
  const matchedPathname = match[0];
  let pathnameBase = matchedPathname.replace(/(.)\/+$/, '$1');
  const captureGroups = match.slice(1);
  const params: Record<string, string | undefined> = {};
  compiledParams.forEach(({ paramName, isOptional }, index) => {
    const value = captureGroups[index];
    if (paramName === '*') pathnameBase = matchedPathname.slice(0, matchedPathname.length - (value || '').length).replace(/(.)\/+$/, '$1');
    params[paramName] = isOptional && !value ? undefined : (value || '').replace(/%2F/g, '/');
  });
  return { params, pathname: matchedPathname, pathnameBase, pattern } as PathMatch;
}

interface Branch {
  path: string;
  score: number;
  routes: { relativePath: string; caseSensitive: boolean; route: RouteObject }[];
}

/** React Router's ranking: static segments 10, dynamic 3, empty 1, index +2, a splat −2, more segments first. */
function computeScore(path: string, index: boolean | undefined): number {
  const segments = path.split('/');
  let score = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const s of segments) if (s !== '*') score += /^:[\w-]+$/.test(s) ? 3 : s === '' ? 1 : 10;
  return score;
}

/** '/a/:b?/c' → '/a/:b/c' and '/a/c' (as React Router ranks them); other paths as they are. */
function explodeOptionalSegments(path: string): string[] {
  const segments = path.split('/');
  if (segments.length === 0) return [];
  const [first, ...rest] = segments;
  const isOptional = first.endsWith('?');
  const required = first.replace(/\?$/, '');
  if (rest.length === 0) return isOptional ? [required, ''] : [required];
  const restExploded = explodeOptionalSegments(rest.join('/'));
  const result: string[] = [];
  for (const sub of restExploded) result.push(sub === '' ? required : [required, sub].join('/'));
  if (isOptional) result.push(...restExploded);
  return result.map((exploded) => (path.startsWith('/') && exploded === '' ? '/' : exploded));
}

function flattenRoutes(routes: RouteObject[], branches: Branch[] = [], parents: Branch['routes'] = [], parentPath = ''): Branch[] {
  routes.forEach((route) => {
    const add = (path: string) => {
      let relativePath = path;
      if (relativePath.startsWith('/')) {
        if (!relativePath.startsWith(parentPath)) throw new Error(`Absolute route path "${relativePath}" nested under path "${parentPath}" is not valid.`);
        relativePath = relativePath.slice(parentPath.length);
      }
      const joined = joinPaths([parentPath, relativePath]);
      const meta = [...parents, { relativePath, caseSensitive: route.caseSensitive === true, route }];
      if (route.children?.length) flattenRoutes(route.children, branches, meta, joined);
      if (route.path == null && !route.index) return;
      branches.push({ path: joined, score: computeScore(joined, route.index), routes: meta });
    };
    if (route.path === '' || !route.path?.includes('?')) add(route.path ?? '');
    else for (const exploded of explodeOptionalSegments(route.path)) add(exploded);
  });
  return branches;
}

function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((v) => decodeURIComponent(v).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

function matchBranch(branch: Branch, pathname: string): RouteMatch[] | null {
  const params: Params = {};
  let matchedPathname = '/';
  const matches: RouteMatch[] = [];
  for (let i = 0; i < branch.routes.length; i++) {
    const { relativePath, caseSensitive, route } = branch.routes[i];
    const remainingPathname = matchedPathname === '/' ? pathname : pathname.slice(matchedPathname.length) || '/';
    const match = matchPath({ path: relativePath, caseSensitive, end: i === branch.routes.length - 1 }, remainingPathname);
    if (!match) return null;
    // One params object for the whole branch, as React Router's: a layout route sees its children's params too.
    Object.assign(params, match.params);
    matches.push({
      params,
      pathname: joinPaths([matchedPathname, match.pathname]),
      pathnameBase: normalizePathname(joinPaths([matchedPathname, match.pathnameBase])),
      route,
    });
    if (match.pathnameBase !== '/') matchedPathname = joinPaths([matchedPathname, match.pathnameBase]);
  }
  return matches;
}

function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  const branches = flattenRoutes(routes)
    .map((b, i) => ({ b, i }))
    // Higher scores first; equal scores: siblings in their order, others as defined.
    .sort((x, y) => y.b.score - x.b.score || x.i - y.i)
    .map(({ b }) => b);
  const decoded = decodePath(pathname);
  for (const branch of branches) {
    const matches = matchBranch(branch, decoded);
    if (matches) return matches;
  }
  return null;
}

/** The <Route> elements among `children` as route objects (fragments looked through). */
function createRoutesFromChildren(children: ReactNode): RouteObject[] {
  const routes: RouteObject[] = [];
  Children.forEach(children, (element) => {
    if (!isValidElement(element)) return;
    const props = element.props as RouteProps & { children?: ReactNode };
    if (element.type === Fragment) {
      routes.push(...createRoutesFromChildren(props.children));
      return;
    }
    routes.push({
      path: props.path,
      index: props.index,
      caseSensitive: props.caseSensitive,
      element: props.element,
      children: props.children ? createRoutesFromChildren(props.children) : undefined,
    });
  });
  return routes;
}

// Histories ----------------------------------------------------------------------------------------------------------

function makeLocation(current: string | Location, to: To, state: unknown = null, key?: string): Location {
  const from = typeof current === 'string' ? parsePath(current) : current;
  const target = typeof to === 'string' ? parsePath(to) : to;
  return { pathname: from.pathname ?? '/', search: '', hash: '', ...target, state, key: key ?? createKey() } as Location;
}

function browserHistory(): History {
  const read = (): Location => {
    const { pathname, search, hash } = window.location;
    const state = window.history.state as { usr?: unknown; key?: string } | null;
    return makeLocation('/', { pathname, search, hash }, state?.usr ?? null, state?.key ?? 'default');
  };
  const index = () => (window.history.state as { idx?: number } | null)?.idx ?? 0;
  // The first entry gets its index, as React Router gives it (0).
  if ((window.history.state as { idx?: number } | null)?.idx == null) window.history.replaceState({ ...window.history.state, idx: 0 }, '');
  const listeners = new Set<() => void>();
  const history: History = {
    location: read(),
    push(to, state) {
      const location = makeLocation(history.location, to, state);
      const entry = { usr: location.state, key: location.key, idx: index() + 1 };
      const url = createPath(location);
      try {
        window.history.pushState(entry, '', url);
      } catch (error) {
        // Too many entries (iOS) or a state that cannot be stored: navigate the document instead.
        if (error instanceof DOMException && error.name === 'DataCloneError') throw error;
        window.location.assign(url);
        return;
      }
      history.location = location;
      listeners.forEach((l) => l());
    },
    replace(to, state) {
      const location = makeLocation(history.location, to, state);
      window.history.replaceState({ usr: location.state, key: location.key, idx: index() }, '', createPath(location));
      history.location = location;
      listeners.forEach((l) => l());
    },
    go: (delta) => window.history.go(delta),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  window.addEventListener('popstate', () => {
    history.location = read();
    listeners.forEach((l) => l());
  });
  return history;
}

function memoryHistory(initialEntries: (string | Partial<Location>)[] = ['/'], initialIndex?: number): History {
  const entries = initialEntries.map((e, i) => makeLocation('/', typeof e === 'string' ? e : e, typeof e === 'string' ? null : e.state, i === 0 ? 'default' : undefined));
  let index = Math.min(Math.max(initialIndex ?? entries.length - 1, 0), entries.length - 1);
  const listeners = new Set<() => void>();
  const notify = () => {
    history.location = entries[index];
    listeners.forEach((l) => l());
  };
  const history: History = {
    location: entries[index],
    push(to, state) {
      index += 1;
      entries.splice(index, entries.length, makeLocation(history.location, to, state));
      notify();
    },
    replace(to, state) {
      entries[index] = makeLocation(history.location, to, state);
      notify();
    },
    go(delta) {
      index = Math.min(Math.max(index + delta, 0), entries.length - 1);
      notify();
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return history;
}

function Router({ history, children }: { history: History; children?: ReactNode }) {
  const location = useSyncExternalStore(
    history.listen,
    () => history.location,
    () => history.location,
  );
  return createElement(HistoryContext.Provider, { value: history }, createElement(LocationContext.Provider, { value: location, children }));
}

/** The browser's address bar and history. */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [history] = useState(browserHistory);
  return createElement(Router, { history, children });
}

/** A history in memory (server renders, tests). */
export function MemoryRouter({ initialEntries, initialIndex, children }: { initialEntries?: (string | Partial<Location>)[]; initialIndex?: number; children?: ReactNode }) {
  const [history] = useState(() => memoryHistory(initialEntries, initialIndex));
  return createElement(Router, { history, children });
}

// Hooks and route elements -------------------------------------------------------------------------------------------

function useHistory(hook: string): History {
  const history = useContext(HistoryContext);
  if (!history) throw new Error(`${hook}() may be used only in the context of a <Router> component.`);
  return history;
}

export function useLocation(): Location {
  useHistory('useLocation');
  return useContext(LocationContext)!;
}

export function useParams(): Readonly<Params> {
  const { matches } = useContext(RouteContext);
  return matches.length ? matches[matches.length - 1].params : {};
}

/** The pathnames a relative `to` resolves against: the matched routes that have a path, each its base (the last whole). */
function useRoutePathnames(): string[] {
  const { matches } = useContext(RouteContext);
  const contributing = matches.filter((m, i) => i === 0 || (m.route.path && m.route.path.length > 0));
  return contributing.map((m, i) => (i === contributing.length - 1 ? m.pathname : m.pathnameBase));
}

export function useResolvedPath(to: To, { relative }: { relative?: 'route' | 'path' } = {}): Path {
  const { pathname } = useLocation();
  const routePathnames = useRoutePathnames();
  const json = JSON.stringify(routePathnames);
  return useMemo(() => resolveTo(to, JSON.parse(json) as string[], pathname, relative === 'path'), [to, json, pathname, relative]);
}

export function useHref(to: To, options?: { relative?: 'route' | 'path' }): string {
  return createPath(useResolvedPath(to, options));
}

export function useNavigate(): NavigateFunction {
  const history = useHistory('useNavigate');
  const { pathname } = useLocation();
  const json = JSON.stringify(useRoutePathnames());
  return useCallback(
    (to: To | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') return history.go(to);
      const path = resolveTo(to, JSON.parse(json) as string[], pathname, options.relative === 'path');
      (options.replace ? history.replace : history.push)(path, options.state);
    },
    [history, json, pathname],
  ) as NavigateFunction;
}

/** What a link does on a click: navigate in the app, unless a modifier key or a target asks the browser to. */
export function useLinkClickHandler<E extends Element = HTMLAnchorElement>(
  to: To,
  { target, replace: replaceProp, state, relative }: { target?: string; replace?: boolean; state?: unknown; relative?: 'route' | 'path' } = {},
): (event: React.MouseEvent<E, MouseEvent>) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const path = useResolvedPath(to, { relative });
  return useCallback(
    (event: React.MouseEvent<E, MouseEvent>) => {
      if (event.button !== 0 || (target && target !== '_self') || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      // Clicking a link to where one is replaces the entry instead of adding the same one again.
      const replace = replaceProp !== undefined ? replaceProp : createPath(location) === createPath(path);
      navigate(to, { replace, state, relative });
    },
    [location, navigate, path, replaceProp, state, target, to, relative],
  );
}

export function useSearchParams(defaultInit?: ConstructorParameters<typeof URLSearchParams>[0] | Record<string, string | string[]>): [URLSearchParams, SetURLSearchParams] {
  const defaults = useRef(createSearchParams(defaultInit));
  const hasSet = useRef(false);
  const { search } = useLocation();
  const searchParams = useMemo(() => {
    const params = createSearchParams(search);
    // The defaults count until the first set (after it, setSearchParams({}) must be able to remove them).
    if (!hasSet.current) defaults.current.forEach((_, key) => !params.has(key) && defaults.current.getAll(key).forEach((v) => params.append(key, v)));
    return params;
  }, [search]);
  const navigate = useNavigate();
  const setSearchParams = useCallback<SetURLSearchParams>(
    (nextInit, options) => {
      const next = createSearchParams(typeof nextInit === 'function' ? nextInit(new URLSearchParams(searchParams)) : nextInit);
      hasSet.current = true;
      navigate(`?${next}`, options);
    },
    [navigate, searchParams],
  );
  return [searchParams, setSearchParams];
}

function createSearchParams(init: unknown = ''): URLSearchParams {
  if (typeof init === 'string' || Array.isArray(init) || init instanceof URLSearchParams) return new URLSearchParams(init as string);
  const pairs: [string, string][] = [];
  for (const [key, value] of Object.entries(init as Record<string, string | string[]>)) {
    for (const v of Array.isArray(value) ? value : [value]) pairs.push([key, v]);
  }
  return new URLSearchParams(pairs);
}

/** The route table of its <Route> children, matched below the route it is rendered in. */
export function Routes({ children }: { children?: ReactNode }): ReactElement | null {
  const { matches: parentMatches } = useContext(RouteContext);
  const location = useLocation();
  const parent = parentMatches[parentMatches.length - 1];
  const parentParams = parent ? parent.params : {};
  const parentPathnameBase = parent ? parent.pathnameBase : '/';
  const pathname = location.pathname || '/';
  let remaining = pathname;
  if (parentPathnameBase !== '/') {
    const parentSegments = parentPathnameBase.replace(/^\//, '').split('/');
    remaining = '/' + pathname.replace(/^\//, '').split('/').slice(parentSegments.length).join('/');
  }
  const matches = matchRoutes(createRoutesFromChildren(children), remaining);
  if (!matches) return null;
  const rendered = matches.map((m) => ({
    ...m,
    params: { ...parentParams, ...m.params },
    pathname: joinPaths([parentPathnameBase, m.pathname]),
    pathnameBase: m.pathnameBase === '/' ? parentPathnameBase : joinPaths([parentPathnameBase, m.pathnameBase]),
  }));
  const all = [...parentMatches, ...rendered];
  return rendered.reduceRight<ReactElement | null>(
    (outlet, match, index) =>
      createElement(RouteContext.Provider, {
        value: { outlet, matches: all.slice(0, parentMatches.length + index + 1) },
        children: match.route.element !== undefined ? match.route.element : outlet,
      }),
    null,
  );
}

/** A route of a <Routes> table: it renders nothing itself. */
export function Route(_props: RouteProps): ReactElement | null {
  throw new Error('A <Route> is only ever to be used as the child of <Routes> element, never rendered directly. Please wrap your <Route> in a <Routes>.');
}

/** Where a layout route's element shows the matched child route. */
export function Outlet(): ReactElement | null {
  return useContext(RouteContext).outlet as ReactElement | null;
}

/** Navigates once rendered (in an effect, as React Router's does). */
export function Navigate({ to, replace, state, relative }: { to: To; replace?: boolean; state?: unknown; relative?: 'route' | 'path' }): null {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const routePathnames = useRoutePathnames();
  const path = JSON.stringify(resolveTo(to, routePathnames, pathname, relative === 'path'));
  useEffect(() => {
    navigate(JSON.parse(path) as Path, { replace, state, relative });
  }, [navigate, path, relative, replace, state]);
  return null;
}
