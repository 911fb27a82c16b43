// The Papelera: soft-deleted properties. GET /api/admin/papelera?page=&limit=9&q=&tipo=&operacion= → {casas, total,
// page, pages} (the shape and the filters of todas-propiedades).
import useSWR from 'swr';
import type { TodasPropiedadesResponse } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';
import { adminPropertiesKey, toAdminPage, type AdminFilters } from './use-admin-properties.js';

/** The trash has no estado filter (what was visible when deleted is not what staff look for there). */
export function papeleraKey(f: AdminFilters): string {
  return adminPropertiesKey({ ...f, estado: '' }, '/admin/papelera');
}

export function usePapelera(f: AdminFilters, enabled: boolean) {
  const { data, error, isLoading, mutate } = useSWR<TodasPropiedadesResponse>(enabled ? papeleraKey(f) : null, swrFetcher, {
    keepPreviousData: true,
    shouldRetryOnError: false,
  });
  return { page: toAdminPage(error ? null : data), isLoading: isLoading && !data, pending: isLoading, error, mutate };
}
