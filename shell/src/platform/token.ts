// Auth state kept in localStorage ('auth-token'): read, write, decode and validity of the JWT (spec §2 guard, §6).
// Every change fires the window event 'auth-change'; a change made in another tab ('storage') is re-fired as
// 'auth-change' too, so the top bar and both remotes only ever listen to one event.
import { AUTH_CHANGE_EVENT, STORAGE_KEYS, type TokenPayload } from '@inmo/contracts';

export type { TokenPayload };

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null; // storage disabled (privacy mode): behave as logged out
  }
}

function emitAuthChange(): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new Event(AUTH_CHANGE_EVENT));
}

export function getToken(): string | null {
  return storage()?.getItem(STORAGE_KEYS.token) ?? null;
}

export function setToken(token: string): void {
  storage()?.setItem(STORAGE_KEYS.token, token);
  emitAuthChange();
}

let pendingRedirect: { to: string; at: number } | null = null;

/**
 * Removes the token. `redirectTo` records where the caller is about to send the visitor (logout → '/', a 401 →
 * '/login?sessionExpired=true'): the route guard, which re-renders as soon as the token is gone, then redirects
 * to the same place instead of racing it with a plain '/login'.
 */
export function clearToken(opts: { redirectTo?: string } = {}): void {
  pendingRedirect = opts.redirectTo ? { to: opts.redirectTo, at: Date.now() } : null;
  const s = storage();
  if (s && s.getItem(STORAGE_KEYS.token) !== null) s.removeItem(STORAGE_KEYS.token);
  emitAuthChange();
}

/** The redirect announced by the last clearToken({redirectTo}) within `windowMs`, else null. */
export function pendingAuthRedirect(windowMs = 3000): string | null {
  return pendingRedirect && Date.now() - pendingRedirect.at < windowMs ? pendingRedirect.to : null;
}

function base64UrlDecode(part: string): string {
  const b64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
  const binary = atob(b64);
  const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  return new TextDecoder().decode(bytes); // names carry accents: decode as UTF-8
}

/** The token's payload, or null when missing or malformed (logged, spec §8). */
export function decodeToken(token: string | null = getToken()): TokenPayload | null {
  if (!token) return null;
  try {
    const parts = token.split('.');
    if (parts.length !== 3 || !parts[1]) throw new Error('el token no tiene tres partes');
    const payload = JSON.parse(base64UrlDecode(parts[1])) as unknown;
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) throw new Error('payload no es un objeto');
    return payload as TokenPayload;
  } catch (err) {
    console.warn('[auth] token inválido:', (err as Error).message);
    return null;
  }
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** True when the payload carries a numeric exp still in the future. Pure: does not touch storage. */
export function isPayloadValid(payload: TokenPayload | null, now = nowSeconds()): payload is TokenPayload {
  return !!payload && typeof payload.exp === 'number' && Number.isFinite(payload.exp) && payload.exp > now;
}

/** Stored token present, well-formed and unexpired; a bad or expired token is removed (spec §2). */
export function isTokenValid(): boolean {
  const token = getToken();
  if (!token) return false;
  if (isPayloadValid(decodeToken(token))) return true;
  clearToken();
  return false;
}

/** Valid token whose rol is 'admin' (spec §6). */
export function isAdmin(): boolean {
  return isTokenValid() && decodeToken()?.rol === 'admin';
}

/** Subscribes to auth changes (this tab and others). Returns the unsubscribe function. */
export function onAuthChange(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  window.addEventListener(AUTH_CHANGE_EVENT, listener);
  return () => window.removeEventListener(AUTH_CHANGE_EVENT, listener);
}

let crossTabWindow: object | null = null;
/** Re-fires another tab's token change as 'auth-change' here. Idempotent. */
export function installCrossTabSync(): void {
  if (typeof window === 'undefined' || crossTabWindow === window) return;
  crossTabWindow = window;
  window.addEventListener('storage', (e: StorageEvent) => {
    if (e.key === STORAGE_KEYS.token || e.key === null) emitAuthChange();
  });
}
