// The server render of the frame (built to dist/ssr/shell.cjs, loaded by the gateway, never sent to a
// browser): the theme's global styles, the top bar as a signed-out visitor sees it, and a <main> whose Suspense
// boundary the gateway fills with the public remote's own render of the page. The browser hydrates it
// (bootstrap.tsx): the markup must be what the app renders there, element for element — the same components, the
// same <Suspense> around the page as RemoteMount's, and the same class names (styled-ids-loader.cjs).
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { PRERENDER, plainStyleTags, type Inmobiliaria } from '@inmo/contracts';
import { setAgencia, themes, type ThemeName } from '@inmo/shell/platform';
import { GlobalStyle, Main } from '../components/frame.js';
import { TopBar } from '../components/top-bar.js';
import { Footer } from '../components/footer.js';
import { FooterSlot } from '../components/footer-island.js';
import { REMOTES } from '../config/paths.js';
import { ownerOf } from '../config/owner-of.js';

/** Where the page goes: the gateway replaces this element with the remote's HTML (inside the boundary's markers). */
export const MAIN_SLOT = '<template data-main-slot></template>';

export interface FrameRender {
  /** The frame's markup, MAIN_SLOT inside its <main>. */
  html: string;
  /** Its CSS, as <style> elements for <head>. */
  css: string;
}

const noop = () => undefined;

export function renderFrame({ url, theme, agencia }: { url: string; theme: ThemeName; agencia?: Inmobiliaria }): FrameRender {
  const sheet = new ServerStyleSheet();
  const staff = ownerOf(new URL(url, 'http://server.invalid').pathname) === REMOTES.backoffice;
  try {
    // Synchronous from here to the end of renderToString: no other request's render sees these details.
    if (agencia) setAgencia(agencia);
    const html = renderToString(
      sheet.collectStyles(
        <ThemeProvider theme={themes[theme] ?? themes.customDark}>
          <GlobalStyle />
          <MemoryRouter initialEntries={[url]}>
            <TopBar themeName={theme} onToggleTheme={noop} />
            {/* inert until the remote has hydrated the page (remotes/prerender.tsx lifts it): a tap on the server's
                page before then would be lost. React 18 has no `inert` prop: an empty string writes the attribute as is. */}
            <Main {...{ inert: '', [PRERENDER.mainAttr]: '' }}>
              <Suspense fallback={null}>
                <template data-main-slot />
              </Suspense>
            </Main>
            {/* The browser keeps this footer as drawn until it loads the footer's chunk (components/footer-island.tsx). */}
            {!staff && (
              <FooterSlot>
                <Footer />
              </FooterSlot>
            )}
          </MemoryRouter>
        </ThemeProvider>,
      ),
    );
    return { html: html.replace(/<template data-main-slot(="[^"]*")?><\/template>/, MAIN_SLOT), css: plainStyleTags(sheet.getStyleTags()) };
  } finally {
    sheet.seal();
  }
}
