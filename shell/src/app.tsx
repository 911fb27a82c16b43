// The frame: theme, top bar and the one route table. Public paths → mf_public, staff paths → guard →
// mf_backoffice, /login and not-found are the shell's own.
import { useEffect, useState } from 'react';
import { Outlet, Route, Routes, matchPath, useLocation, useNavigate } from 'react-router-dom';
import styled, { ThemeProvider, createGlobalStyle } from 'styled-components';
import { getStoredThemeName, setUnauthorizedNavigator, storeThemeName, themes, type ThemeName } from '@inmo/shell/platform';
import { REMOTES, paths, routeOwner } from './config/paths.js';
import { TopBar } from './components/top-bar.js';
import { RequireAuth } from './components/require-auth.js';
import { RemoteMount } from './remotes/remote-mount.js';
import { LoginPage } from './pages/login-page.js';
import { NotFoundPage } from './pages/not-found-page.js';

const GlobalStyle = createGlobalStyle`
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
  a { color: ${(p) => p.theme.colors.secondary}; }
  img { max-width: 100%; }
  :focus-visible { outline: 2px solid ${(p) => p.theme.colors.secondary}; outline-offset: 2px; }
`;

// flow-root: a child's top margin (the remote's 'Cargando sección...' paragraph, then the page) stays inside
// <main> instead of collapsing through it, so <main> does not jump 16 px when the remote replaces its placeholder
// (that jump was the whole CLS of every public page: 0.018–0.020 on a phone).
const Main = styled.main`
  min-height: calc(100vh - 61px);
  display: flow-root;
`;

/** Lets the shared HTTP client send a 401 through the router (no full reload). */
function UnauthorizedNavigator() {
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedNavigator((to) => navigate(to, { replace: true }));
    return () => setUnauthorizedNavigator(null);
  }, [navigate]);
  return null;
}

const matches = (pattern: string, pathname: string) => matchPath({ path: pattern, end: true }, pathname) !== null;

/**
 * Every path but /login: the public remote, the guarded back office, or not-found. One splat route (instead of a
 * route per path) so each remote's own <Routes> sees the full pathname.
 */
function RemoteRoutes() {
  const { pathname } = useLocation();
  const owner = routeOwner(pathname, matches);
  if (owner === REMOTES.public) return <RemoteMount key={owner} name={owner} />;
  if (owner === REMOTES.backoffice)
    return (
      <RequireAuth key={owner}>
        <RemoteMount name={owner} />
      </RequireAuth>
    );
  return <NotFoundPage />;
}

function Frame({ themeName, onToggleTheme }: { themeName: ThemeName; onToggleTheme: () => void }) {
  return (
    <>
      <UnauthorizedNavigator />
      <TopBar themeName={themeName} onToggleTheme={onToggleTheme} />
      <Main>
        <Outlet />
      </Main>
    </>
  );
}

export function App() {
  const [themeName, setThemeName] = useState<ThemeName>(getStoredThemeName);
  const toggle = () =>
    setThemeName((t) => {
      const next: ThemeName = t === 'light' ? 'customDark' : 'light';
      storeThemeName(next);
      return next;
    });
  const theme = themes[themeName];
  useEffect(() => {
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.colors.surface);
  }, [theme]);

  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <Routes>
        <Route element={<Frame themeName={themeName} onToggleTheme={toggle} />}>
          <Route path={paths.login} element={<LoginPage />} />
          <Route path="*" element={<RemoteRoutes />} />
        </Route>
      </Routes>
    </ThemeProvider>
  );
}
