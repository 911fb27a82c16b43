// GET /api/admin/portales/propiedad/{id} → where one listing stands on each portal: an empty list while it
// is on none. Shown in the editor's 'Portales' section.
import useSWR from 'swr';
import type { Publicacion } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';

export function publicacionesKey(id: string): string {
  return `/admin/portales/propiedad/${encodeURIComponent(id)}`;
}

export function usePublicaciones(id: string | null) {
  const { data, error, isLoading } = useSWR<{ success: true; data: Publicacion[] }>(id ? publicacionesKey(id) : null, swrFetcher, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return { publicaciones: data?.data ?? null, error, isLoading: isLoading && !data };
}
