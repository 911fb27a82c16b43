// The product router (router.ts) against React Router on the same route tables and addresses: which route renders,
// with which params, where relative links lead from it, and what matchPath answers. (Navigation itself is exercised
// in the browser by the e2e suites.)
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as RR from 'react-router';
import * as Own from '../router.js';
import { PUBLIC_ROUTES, STAFF_ROUTES, LOGIN_ROUTE } from '@inmo/contracts';

type Api = typeof Own;
const apis: [string, Api][] = [
  ['product router', Own],
  ['React Router', RR as unknown as Api],
];

/** The shell's shape: a pathless layout with an outlet, /login, a splat, and a remote's own <Routes> below it. */
function table(api: Api): ReactElement {
  const { Routes, Route, Outlet, useParams, useLocation } = api;
  const Href = ({ to }: { to: string }) => <u>{(api as unknown as typeof RR).useHref(to)}</u>;
  const Show = ({ name }: { name: string }) => {
    const params = useParams();
    const { pathname, search } = useLocation();
    return (
      <i>
        {name} {JSON.stringify(params)} {pathname}
        {search}
        {['detalle', '..', '../..', '.', '', '?x=1', '#h', '/abs/../b//c', 'x/', '/'].map((to) => (
          <Href key={to} to={to} />
        ))}
      </i>
    );
  };
  const Remote = () => (
    <Routes>
      {Object.values(PUBLIC_ROUTES).map((p) => (
        <Route key={p} path={p} element={<Show name={`public ${p}`} />} />
      ))}
      {Object.values(STAFF_ROUTES).map((p) => (
        <Route key={p} path={p} element={<Show name={`staff ${p}`} />} />
      ))}
      <Route path="/a/:x/*" element={<Show name="a splat" />} />
      <Route path="/a/nuevo" element={<Show name="a static" />} />
      <Route path="/a/:x" element={<Show name="a param" />} />
    </Routes>
  );
  return (
    <Routes>
      <Route
        element={
          <b>
            <Outlet />
          </b>
        }
      >
        <Route path={LOGIN_ROUTE} element={<Show name="login" />} />
        <Route path="*" element={<Remote />} />
      </Route>
    </Routes>
  );
}

const render = (api: Api, url: string, el: ReactElement) => renderToStaticMarkup(<api.MemoryRouter initialEntries={[url]}>{el}</api.MemoryRouter>);

const ADDRESSES = [
  '/',
  '/login',
  '/propiedades-publicas?page=2&q=casa',
  '/propiedad/12',
  '/propiedad/12/casa-en-chivilcoy',
  '/propiedad/12/casa-en-chivilcoy/',
  '/PROPIEDAD/12',
  '/propiedad/',
  '/cliente/7',
  '/nueva-propiedad',
  '/dashboard/',
  '/a/nuevo',
  '/a/otro',
  '/a/otro/b/c',
  '/caf%C3%A9',
  '/nada/que/ver',
];

describe('the product router renders what React Router renders', () => {
  it.each(ADDRESSES)('%s', (url) => {
    const [own, rr] = apis.map(([, api]) => render(api, url, table(api)));
    expect(own).toBe(rr);
  });
});

describe('matchPath', () => {
  const patterns = [
    ...Object.values(PUBLIC_ROUTES),
    ...Object.values(STAFF_ROUTES),
    '*',
    '/a/*',
    '/a/:x?/b',
    '/a/opcional?/b',
    { path: '/propiedades', end: false },
    { path: '/Propiedades', caseSensitive: true },
  ];
  const paths = ['/', '/propiedad/1', '/propiedad/1/slug', '/propiedades', '/propiedades/x', '/a', '/a/b', '/a/1/b', '/a/opcional/b', '/cliente/9/', '/Propiedades'];
  it('answers as React Router does for every pattern and pathname', () => {
    for (const pattern of patterns)
      for (const path of paths) expect([pattern, path, Own.matchPath(pattern, path)]).toEqual([pattern, path, RR.matchPath(pattern, path)]);
  });
});
