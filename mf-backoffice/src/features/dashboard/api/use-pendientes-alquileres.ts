// GET /api/admin/alquileres/pendientes → the month's to-do of rentals: adjustments within 30 days, contracts ending
// within 60, index values missing (each with its contract).
import useSWR from 'swr';
import type { PendientesAlquileresResponse } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';

export const PENDIENTES_ALQUILERES_KEY = '/admin/alquileres/pendientes';

export function usePendientesAlquileres() {
  const { data, error } = useSWR<PendientesAlquileresResponse>(PENDIENTES_ALQUILERES_KEY, swrFetcher, { revalidateOnFocus: false });
  return { pendientes: data?.data ?? null, failed: !!error };
}
