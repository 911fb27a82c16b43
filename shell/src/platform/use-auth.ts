// React view of the auth state: re-renders on 'auth-change' (this tab or another).
import { useMemo, useSyncExternalStore } from 'react';
import { decodeToken, getToken, installCrossTabSync, isPayloadValid, onAuthChange, type TokenPayload } from './token.js';

export interface AuthState {
  token: string | null;
  user: TokenPayload | null;
  isAuthenticated: boolean;
  isAdmin: boolean;
}

function subscribe(cb: () => void): () => void {
  installCrossTabSync();
  return onAuthChange(cb);
}

export function useAuth(): AuthState {
  const token = useSyncExternalStore(subscribe, getToken, () => null);
  return useMemo(() => {
    const user = token ? decodeToken(token) : null;
    const isAuthenticated = isPayloadValid(user);
    return { token, user: isAuthenticated ? user : null, isAuthenticated, isAdmin: isAuthenticated && user?.rol === 'admin' };
  }, [token]);
}
