// '@inmo/shell/platform': what the shell lends to every remote (shared as an MF singleton, one instance in the
// browser): auth state and its events, the HTTP client, the SWR fetcher and the themes.
export {
  getToken,
  setToken,
  clearToken,
  pendingAuthRedirect,
  decodeToken,
  isTokenValid,
  isPayloadValid,
  isAdmin,
  onAuthChange,
  installCrossTabSync,
  nowSeconds,
  type TokenPayload,
} from './token.js';
export { api, swrFetcher, ApiError, setUnauthorizedNavigator, API_BASE, SESSION_EXPIRED_PATH, type RequestOptions } from './http.js';
export { createSubmitKey, newIdempotencyKey, useSubmitKey, type SubmitKey } from './submit-key.js';
export { useAuth, type AuthState } from './use-auth.js';
export { themes, customDark, light, getStoredThemeName, storeThemeName, writeThemeCookie, type AppTheme, type ThemeName } from './theme.js';
export { useDocumentTitle, documentTitle } from './document-title.js';
export { getAgencia, setAgencia, useAgencia } from './agency.js';
export { loadRemoteModule, setRemoteModuleLoader } from './remote-module.js';
export { loadRemoteEntry, type PropertyEditorProps, type RemoteEntries } from './remote-entries.js';
export { releaseFirstPaint } from './first-paint.js';
export { setMenuSecciones, useMenuSecciones, type MenuSeccion } from './menu.js';
