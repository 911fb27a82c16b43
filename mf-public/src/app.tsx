// Exposed as 'mf_public/App': the public pages' routes, rendered inside the shell's router and theme.
// Every page but the home (the landing page, kept in this chunk so its first paint needs no further request)
// is its own chunk, loaded when visited. Page chunks are named (page-*) as the route table in contracts says
// (PUBLIC_PAGE_CHUNKS; a magic comment cannot be computed, so __tests__/page-chunks.test.ts checks they match): the
// gateway preloads the one a first visit needs from the remote's mf-manifest.json.
import { Suspense, useEffect } from 'react';
import { Route, Routes, matchPath } from 'react-router-dom';
import { releaseFirstPaint } from '@inmo/shell/platform';
import { LoadingText } from '@inmo/ui';
import { paths } from './config/paths.js';
import { HomePage } from './features/home/home-page.js';
import { WhatsAppProvider } from './components/ui/whatsapp-link.js';
import { lazyPage } from './components/lazy-page.js';

const CataloguePage = lazyPage(() => import(/* webpackChunkName: "page-catalogo" */ './features/catalogue/components/catalogue-page.js').then((m) => m.CataloguePage));
const PropertyPage = lazyPage(() => import(/* webpackChunkName: "page-propiedad" */ './features/property/components/property-page.js').then((m) => m.PropertyPage));
const ContactPage = lazyPage(() => import(/* webpackChunkName: "page-contacto" */ './features/contact/components/contact-page.js').then((m) => m.ContactPage));
const MySearchPage = lazyPage(() => import(/* webpackChunkName: "page-mi-busqueda" */ './features/my-search/my-search-page.js').then((m) => m.MySearchPage));
const AboutPage = lazyPage(() => import(/* webpackChunkName: "page-nosotros" */ './features/about/about-page.js').then((m) => m.AboutPage));

/** The one route table: the routes below and what prepare() loads ahead come from it. */
const PAGES: readonly { path: string; Page: () => React.JSX.Element; preload?: () => Promise<unknown> }[] = [
  { path: paths.home, Page: HomePage },
  ...([
    [paths.catalogo, CataloguePage],
    [paths.about, AboutPage],
    [paths.nosotros, AboutPage],
    [paths.contacto, ContactPage],
    [paths.propiedad, PropertyPage],
    [paths.miBusqueda, MySearchPage],
  ] as const).map(([path, Page]) => ({ path, Page, preload: Page.preload })),
];

/**
 * Loads what the first render of this path needs (its page's chunk), so the page renders at once. The shell calls
 * it before mounting the App (shell/src/remotes/federation.ts); the server render too.
 */
export function prepare(pathname: string): Promise<unknown> {
  const page = PAGES.find((p) => matchPath({ path: p.path, end: true }, pathname));
  return page?.preload?.() ?? Promise.resolve();
}

/**
 * Inside the pages' boundary: once the page is the browser's (hydrated from the server's first paint, or rendered),
 * <main> takes taps again and the server's styles go (shell platform releaseFirstPaint).
 */
function ReleaseFirstPaint() {
  useEffect(() => releaseFirstPaint(), []);
  return null;
}

export default function PublicApp() {
  return (
    <WhatsAppProvider>
      <Suspense fallback={<LoadingText role="status">Cargando...</LoadingText>}>
        <Routes>
          {PAGES.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Routes>
        <ReleaseFirstPaint />
      </Suspense>
    </WhatsAppProvider>
  );
}
