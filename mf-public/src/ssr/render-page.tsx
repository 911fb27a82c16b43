// The server render of a public page (built to dist/ssr/mf_public.cjs, loaded by the gateway, never sent to a
// browser): the same App the shell mounts, rendered for one address with the API replies that page needs, so the
// visitor's first paint is the page itself. The browser's first render takes the same replies from the page
// (ssr-data.ts) and draws the same content over it.
import { renderToString } from 'react-dom/server';
import { MemoryRouter, matchPath } from 'react-router-dom';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { DESTACADAS_PATH, plainStyleTags, type Inmobiliaria } from '@inmo/contracts';
import { setAgencia, themes, type ThemeName } from '@inmo/shell/platform';
import PublicApp, { prepare } from '../app.js';
import { paths } from '../config/paths.js';
import { setInitialData } from '../ssr-data.js';
import { publicPropertiesKey } from '../features/catalogue/api/use-public-properties.js';
import { readFilters } from '../features/catalogue/components/url-filters.js';
import { propertyKey } from '../features/property/api/get-property.js';
import { miBusquedaKey } from '../features/my-search/my-search-api.js';

/** An API GET (`path` as the hooks write it, without /api): the reply's JSON, or null for anything but a 200. */
export type FetchJson = (path: string) => Promise<unknown | null>;

export interface PageRender {
  /** The page's markup, for inside the shell's <main>. */
  html: string;
  /** Its CSS, as <style> elements for <head>. */
  css: string;
  /** The replies it was rendered from, keyed as the hooks key them: the page's data block. */
  data: Record<string, unknown>;
}

/**
 * React's server renderer writes a `<link rel="preload" as="image">` for the page's first pictures at the start of its
 * markup. Inside <main> they are elements the browser's render does not have, so hydration would fail on them and
 * draw the page anew; the gateway already preloads the picture that matters from <head> (gateway/src/page-head.ts).
 */
const REACT_PRELOADS = /^(?:<link rel="preload" as="image"[^>]*>)+/;

/** Replies a page is worth drawing without: the home's listings (the page leaves their section out). */
const OPTIONAL: ReadonlySet<string> = new Set([DESTACADAS_PATH]);

/** The API paths the first render of this address reads. */
function dataKeys(pathname: string, search: string): string[] {
  if (pathname === paths.home) return [DESTACADAS_PATH];
  if (pathname === paths.catalogo) return [publicPropertiesKey(readFilters(new URLSearchParams(search)))];
  const property = matchPath({ path: paths.propiedad, end: true }, pathname);
  if (property?.params.id) return [propertyKey(property.params.id)];
  const miBusqueda = matchPath({ path: paths.miBusqueda, end: true }, pathname);
  if (miBusqueda?.params.secreto) return [miBusquedaKey(miBusqueda.params.secreto)];
  return [];
}

/**
 * The API replies the first render of `url` (path and query) reads, keyed as the hooks key them; null when there is
 * nothing worth rendering: a reply that is not a 200 (a missing property, the API down), where the browser shows
 * its own state as before; an optional one (OPTIONAL) is left out instead. Separate from renderPage so the gateway can reuse a render of the same replies.
 */
export async function loadPage({ url, fetchJson }: { url: string; fetchJson: FetchJson }): Promise<Record<string, unknown> | null> {
  const { pathname, search } = new URL(url, 'http://server.invalid');
  const data: Record<string, unknown> = {};
  for (const key of dataKeys(pathname, search)) {
    const reply = await fetchJson(key);
    if ((reply === null || reply === undefined) && OPTIONAL.has(key)) continue;
    if (reply === null || reply === undefined) return null;
    data[key] = reply;
  }
  return data;
}

/** Renders the page at `url` from the replies loadPage returned. */
export async function renderPage({ url, theme, data, agencia }: { url: string; theme: ThemeName; data: Record<string, unknown>; agencia?: Inmobiliaria }): Promise<PageRender> {
  await prepare(new URL(url, 'http://server.invalid').pathname);
  const sheet = new ServerStyleSheet();
  try {
    // Synchronous from here to the end of renderToString: no other request's render can see this one's data.
    setInitialData(data);
    if (agencia) setAgencia(agencia);
    const html = renderToString(
      sheet.collectStyles(
        <ThemeProvider theme={themes[theme] ?? themes.customDark}>
          <MemoryRouter initialEntries={[url]}>
            <PublicApp />
          </MemoryRouter>
        </ThemeProvider>,
      ),
    );
    return { html: html.replace(REACT_PRELOADS, ''), css: plainStyleTags(sheet.getStyleTags()), data };
  } finally {
    setInitialData({});
    sheet.seal();
  }
}
