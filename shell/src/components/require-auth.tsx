// Route guard of spec §2: a missing, malformed or expired token sends the visitor to /login (and a bad or
// expired token is removed).
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { clearToken, pendingAuthRedirect, useAuth } from '@inmo/shell/platform';
import { paths } from '../config/paths.js';

export function RequireAuth({ children }: { children: ReactNode }) {
  const { token, isAuthenticated } = useAuth();
  const location = useLocation();
  useEffect(() => {
    if (token && !isAuthenticated) clearToken();
  }, [token, isAuthenticated]);
  if (!isAuthenticated) {
    // After a logout or a 401 the token goes first; follow the redirect its remover announced.
    const to = pendingAuthRedirect() ?? paths.login;
    return <Navigate to={to} replace state={{ from: location.pathname }} />;
  }
  return <>{children}</>;
}
