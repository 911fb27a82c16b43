// The property page's 'Volver' (spec §2): staff (valid admin token) go to the back office's property list; anyone
// else to the public catalogue, and an invalid or expired token is removed on the way (isAdmin → isTokenValid).
import { useNavigate } from 'react-router-dom';
import { isAdmin } from '@inmo/shell/platform';
import { paths } from '../../../config/paths.js';

/** The back office's property list (a shell route, not one of this remote's). */
const ADMIN_LIST = '/propiedades';

export function useVolver() {
  const navigate = useNavigate();
  return () => navigate(isAdmin() ? ADMIN_LIST : paths.catalogo);
}
