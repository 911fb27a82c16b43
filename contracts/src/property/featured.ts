// The home's listings: GET /api/user/propiedades-destacadas answers the visible properties staff
// marked 'Destacada', newest first, or, when none is marked, the newest visible ones; `destacadas` says which, so the
// home titles the section truthfully. Cached by the API like the catalogue (one reply for every visitor).
import type { PropiedadPublica } from './public-view.js';

/** How many the home shows: two rows of three on a desktop. */
export const DESTACADAS_EN_INICIO = 6;

/** GET /api/user/propiedades-destacadas */
export interface PropiedadesDestacadasResponse {
  propiedades: PropiedadPublica[];
  /** true: the marked ones; false: none is marked, these are the latest. */
  destacadas: boolean;
}

/** The call's path (under /api), as the home's hook keys it and the server render reads it. */
export const DESTACADAS_PATH = '/user/propiedades-destacadas';
