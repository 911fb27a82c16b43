// The page frame's own styles, shared by the app (app.tsx) and the server render of the frame (ssr/render-frame.tsx),
// so the HTML the gateway sends and what React paints over it are the same.
import styled, { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { color-scheme: ${(p) => (p.theme.dark ? 'dark' : 'light')}; }
  body {
    margin: 0;
    background: ${(p) => p.theme.colors.background};
    color: ${(p) => p.theme.colors.onSurface};
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
  }
  a { color: ${(p) => p.theme.colors.accentText}; }
  img { max-width: 100%; }
  :focus-visible { outline: 2px solid ${(p) => p.theme.colors.accentText}; outline-offset: 2px; }
`;

// flow-root: a child's top margin (the remote's 'Cargando sección...' paragraph, then the page) stays inside
// <main> instead of collapsing through it, so <main> does not jump 16 px when the remote replaces its placeholder
// (that jump was the whole CLS of every public page: 0.018–0.020 on a phone).
export const Main = styled.main`
  min-height: calc(100vh - 61px);
  display: flow-root;
`;
