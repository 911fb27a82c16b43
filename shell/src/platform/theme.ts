// The two themes of spec §9 and the remembered choice (localStorage 'tema'). Dark `customDark` is the default;
// the light theme keeps the same primary and secondary colours. Shared at run time (the platform module is a
// singleton), so the shell and both remotes read the same values: a colour that depends on the theme is a token
// here, never a `p.theme.dark ? … : …` in a component. Every text token reads at 4.5:1 or more where it is used
// (the figures beside them; the a11y browser tests run axe-core in both themes).
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
    /** Text on `primary` (the accent fill of buttons, the current page, the operation badge). */
    onPrimary: string;
    onSurface: string;
    muted: string;
    border: string;
    /**
     * The edge of a text field, select or textarea: 3:1 or more against the field and what surrounds it (WCAG
     * 1.4.11), as `border` (a divider's colour) is not.
     */
    controlBorder: string;
    /** Error text and the border of a field in error. */
    error: string;
    /** Success text. */
    success: string;
    skeleton: string;
    /** Accent-coloured text and links on background, surface and surfaceAlt. */
    accentText: string;
    /** Solid status fills (badges, toasts, danger buttons), each with `onStatus` text on it. */
    successFill: string;
    warningFill: string;
    dangerFill: string;
    dangerFillHover: string;
    mutedFill: string;
    infoFill: string;
    onStatus: string;
  };
  radius: string;
  shadow: string;
  maxWidth: string;
}

export type ThemeName = 'customDark' | 'light';

// White on primary 4.6:1. The status fills carry white text in both themes: success 5.1, warning 5.6, danger 5.6
// (its hover 7.0), muted 6.2, info 5.8.
const shared = {
  primary: '#1976d2',
  primaryHover: '#1565c0',
  secondary: '#64b5f6',
  onPrimary: '#ffffff',
  successFill: '#2e7d32',
  warningFill: '#bf360c',
  dangerFill: '#c62828',
  dangerFillHover: '#b71c1c',
  mutedFill: '#616161',
  infoFill: '#1565c0',
  onStatus: '#ffffff',
};

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
    // 4.4 on the background, 3.9 on surface, 3.3 on surfaceAlt.
    controlBorder: '#7a7a7a',
    // On #121212 / #1e1e1e / #2a2a2a: error 6.4 / 5.7 / 4.9 (#ef5350 was 4.1 on surfaceAlt), success 7.9 / 7.1 / 6.1.
    error: '#f26d6a',
    success: '#66bb6a',
    skeleton: '#2f2f2f',
    // The light blue: 8.5 on the background, 7.5 on surface, 6.5 on surfaceAlt.
    accentText: '#64b5f6',
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
    // 3.7 on surface, 3.4 on the background, 3.2 on surfaceAlt.
    controlBorder: '#7b8794',
    error: '#c62828',
    success: '#2e7d32',
    skeleton: '#e2e6ea',
    // The light blue reads at 2.2 on white and primary at 4.25 on the background; primaryHover: 5.3 / 5.8 / 5.1.
    accentText: '#1565c0',
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
