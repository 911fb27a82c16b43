// The frame: theme, top bar and the one route table. Public paths → mf_public, staff paths → guard →
// mf_backoffice, /login and not-found are the shell's own. Those two are chunks of their own, loaded when shown:
// main.js is every first visit's largest file, and an anonymous visitor of the public pages needs neither.
import { Suspense, lazy, useEffect, useState } from 'react';
import { Outlet, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { getStoredThemeName, releaseFirstPaint, setUnauthorizedNavigator, storeThemeName, themes, type ThemeName } from '@inmo/shell/platform';
import { REMOTES, paths } from './config/paths.js';
import { ownerOf } from './config/owner-of.js';
import { TopBar } from './components/top-bar.js';
import { FooterIsland } from './components/footer-island.js';
import { GlobalStyle, Main } from './components/frame.js';
import { RequireAuth } from './components/require-auth.js';
import { RemoteMount } from './remotes/remote-mount.js';

const LoginPage = lazy(() => import(/* webpackChunkName: "login" */ './pages/login-page.js').then((m) => ({ default: m.LoginPage })));
const NotFoundPage = lazy(() => import(/* webpackChunkName: "not-found" */ './pages/not-found-page.js').then((m) => ({ default: m.NotFoundPage })));

/** Lets the shared HTTP client send a 401 through the router (no full reload). */
function UnauthorizedNavigator() {
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedNavigator((to) => navigate(to, { replace: true }));
    return () => setUnauthorizedNavigator(null);
  }, [navigate]);
  return null;
}

/**
 * Every path but /login: the public remote, the guarded back office, or not-found. One splat route (instead of a
 * route per path) so each remote's own <Routes> sees the full pathname.
 */
function RemoteRoutes() {
  const { pathname } = useLocation();
  const owner = ownerOf(pathname);
  if (owner === REMOTES.public) return <RemoteMount key={owner} name={owner} />;
  if (owner === REMOTES.backoffice)
    return (
      <RequireAuth key={owner}>
        <RemoteMount name={owner} />
      </RequireAuth>
    );
  return (
    <Suspense fallback={null}>
      <NotFoundPage />
    </Suspense>
  );
}

function Frame({ themeName, onToggleTheme }: { themeName: ThemeName; onToggleTheme: () => void }) {
  // Once the visitor moves on, whatever the server drew for the first address is gone: nothing stays inert. "Moves
  // on" is another location than the one the page loaded at, not a key other than 'default': a reload keeps the
  // history entry's state, so a page first reached inside the app comes back with its key. Released then, at the
  // frame's hydration, the public remote would find no first paint pending and render its after-hydration parts
  // (the maps) into the server's markup during hydration: React error #418.
  const { key } = useLocation();
  const [firstKey] = useState(key);
  useEffect(() => {
    if (key !== firstKey) releaseFirstPaint();
  }, [key, firstKey]);
  return (
    <>
      <UnauthorizedNavigator />
      <TopBar themeName={themeName} onToggleTheme={onToggleTheme} />
      <Main>
        <Outlet />
      </Main>
      <FooterIsland themeName={themeName} />
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
          <Route
            path={paths.login}
            element={
              <Suspense fallback={null}>
                <LoginPage />
              </Suspense>
            }
          />
          <Route path="*" element={<RemoteRoutes />} />
        </Route>
      </Routes>
    </ThemeProvider>
  );
}
