// GET /api/admin/propiedad/{id}/permisos → what the caller may do with a listing ({editar, eliminar, asignadoA}): an
// agente edits their own or assigned listings (or all, when the agency allows it); only admins delete. Keyed by the
// listing's version too, so an assignment or a save reads it again.
import useSWR from 'swr';
import type { PermisosPropiedad, PermisosPropiedadResponse } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';

export const permisosKey = (id: string) => `/admin/propiedad/${encodeURIComponent(id)}/permisos`;

const fetcher = ([path]: readonly [string, number]) => swrFetcher<PermisosPropiedadResponse>(path);

export function usePermisos(id: string, version: number): { permisos: PermisosPropiedad | null; recargar: () => Promise<unknown> } {
  const { data, mutate } = useSWR<PermisosPropiedadResponse, unknown, readonly [string, number] | null>(id ? [permisosKey(id), version] : null, fetcher, { revalidateOnFocus: false });
  return { permisos: data?.data ?? null, recargar: () => mutate() };
}
