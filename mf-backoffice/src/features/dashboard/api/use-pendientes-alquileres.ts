// GET /api/admin/alquileres/pendientes → the month's to-do of rentals: adjustments within 30 days and contracts ending
// within 60 (the first lines, or every one with `todos`, and how many), index values missing (each with its contract).
import useSWR from 'swr';
import type { PendientesAlquileresResponse } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';

export function usePendientesAlquileres(todos = false) {
  const key = `/admin/alquileres/pendientes${todos ? '?todos=1' : ''}`;
  const { data, error } = useSWR<PendientesAlquileresResponse>(key, swrFetcher, { revalidateOnFocus: false, keepPreviousData: true });
  return { pendientes: data?.data ?? null, failed: !!error };
}
