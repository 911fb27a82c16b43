// GET /api/admin/propiedad/{id}/permisos for a contract's listing: whoever may edit the listing may edit, renew or
// rescind its contract (the API's rule); the contract page shows those buttons only then.
import useSWR from 'swr';
import type { PermisosPropiedadResponse } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';

/** true or false once known; undefined while it is read. */
export function usePuedeEditarPropiedad(propiedadId: string | undefined): boolean | undefined {
  const { data } = useSWR<PermisosPropiedadResponse>(propiedadId ? `/admin/propiedad/${encodeURIComponent(propiedadId)}/permisos` : null, swrFetcher, { revalidateOnFocus: false });
  return data ? data.data.editar : undefined;
}
