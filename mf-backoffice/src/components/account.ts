// The signed-in user's account as the server knows it now (GET /api/user/cuenta: the role may have changed since the
// token was signed), for the layout's sidebar and 'Mi cuenta'; and the Spanish message of a failed account call.
import useSWR from 'swr';
import { permisosDeRol, type AccionSoloAdmin, type Usuario } from '@inmo/contracts';
import { ApiError, swrFetcher, useAuth } from '@inmo/shell/platform';

export const CUENTA_KEY = '/user/cuenta';

export function useCuenta() {
  return useSWR<{ success: true; data: Usuario }>(CUENTA_KEY, swrFetcher, { revalidateOnFocus: false });
}

/** The admin-only acts (contracts' SOLO_ADMIN) the signed-in user may do: a screen shows only those. */
export function usePermisos(): Record<AccionSoloAdmin, boolean> {
  const { user } = useAuth();
  const cuenta = useCuenta();
  return permisosDeRol(cuenta.data?.data.rol ?? user?.rol);
}

/** The per-field messages, else the server's message, else a generic text. */
export function mensajeDeError(err: unknown, generico: string): string {
  if (err instanceof ApiError) {
    if (err.errors && Object.keys(err.errors).length) return Object.values(err.errors).join(', ');
    if (err.serverError) return err.serverError;
  }
  return generico;
}
