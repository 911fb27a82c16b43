// The two themes of spec §9 and the remembered choice (localStorage 'tema'). Dark `customDark` is the default;
// the light theme keeps the same primary and secondary colours.
import { PRERENDER, STORAGE_KEYS } from '@inmo/contracts';

export interface AppTheme {
  name: ThemeName;
  dark: boolean;
  colors: {
    background: string;
    surface: string;
    surfaceAlt: string;
    primary: string;
    primaryHover: string;
    secondary: string;
    onPrimary: string;
    onSurface: string;
    muted: string;
    border: string;
    error: string;
    success: string;
    skeleton: string;
  };
  radius: string;
  shadow: string;
  maxWidth: string;
}

export type ThemeName = 'customDark' | 'light';

const shared = { primary: '#1976d2', primaryHover: '#1565c0', secondary: '#64b5f6', onPrimary: '#ffffff' };

export const customDark: AppTheme = {
  name: 'customDark',
  dark: true,
  colors: {
    ...shared,
    background: '#121212',
    surface: '#1e1e1e',
    surfaceAlt: '#2a2a2a',
    onSurface: '#ffffff',
    muted: '#b3b3b3',
    border: '#3a3a3a',
    error: '#ef5350',
    success: '#66bb6a',
    skeleton: '#2f2f2f',
  },
  radius: '8px',
  shadow: '0 2px 8px rgba(0,0,0,.45)',
  maxWidth: '1200px',
};

export const light: AppTheme = {
  name: 'light',
  dark: false,
  colors: {
    ...shared,
    background: '#f4f6f8',
    surface: '#ffffff',
    surfaceAlt: '#eef1f4',
    onSurface: '#1a1a1a',
    muted: '#555d66',
    border: '#d5dae0',
    error: '#c62828',
    success: '#2e7d32',
    skeleton: '#e2e6ea',
  },
  radius: '8px',
  shadow: '0 2px 8px rgba(0,0,0,.12)',
  maxWidth: '1200px',
};

export const themes: Record<ThemeName, AppTheme> = { customDark, light };

export function getStoredThemeName(): ThemeName {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.tema) === 'light' ? 'light' : 'customDark';
  } catch {
    return 'customDark';
  }
}

export function storeThemeName(name: ThemeName): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.tema, name);
  } catch {
    /* storage unavailable: the choice lasts this visit only */
  }
  writeThemeCookie(name);
}

/**
 * The same choice as a cookie, so the server renders a page's first paint in the visitor's theme (the gateway reads
 * it; localStorage stays the source of truth). Called on every start too, for choices made before the cookie existed.
 */
export function writeThemeCookie(name: ThemeName = getStoredThemeName()): void {
  if (typeof document === 'undefined') return;
  const cookie = `${PRERENDER.themeCookie}=${name}`;
  if (document.cookie.split('; ').includes(cookie)) return;
  document.cookie = `${cookie}; path=/; max-age=31536000; samesite=lax`;
}
