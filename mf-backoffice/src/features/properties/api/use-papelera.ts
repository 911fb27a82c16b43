// The Papelera: soft-deleted properties. GET /api/admin/papelera?page=&limit=9 → {casas, total, page, pages}
// (the shape of todas-propiedades). A 404 means an older server without it, and the screen says so.
import useSWR from 'swr';
import { LIMITES, type TodasPropiedadesResponse } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';
import { toAdminPage } from './use-admin-properties.js';

export function papeleraKey(page: number): string {
  return `/admin/papelera?${new URLSearchParams({ page: String(Math.max(1, page)), limit: String(LIMITES.catalogoPorPagina) })}`;
}

export function usePapelera(page: number, enabled: boolean) {
  const { data, error, isLoading, mutate } = useSWR<TodasPropiedadesResponse>(enabled ? papeleraKey(page) : null, swrFetcher, {
    keepPreviousData: true,
    shouldRetryOnError: false,
  });
  const f = { q: '', tipo: '', operacion: '', estado: '', page };
  return { page: toAdminPage(error ? null : data, f), isLoading: isLoading && !data, error, mutate };
}
