// GET /api/admin/alquileres/mora: the tenants in arrears (the first lines, or every one with `todos`), how much and
// since when, how many owe and the total owed per currency.
import useSWR from 'swr';
import type { MoraResponse } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';

export function useMora(todos = false) {
  return useSWR<MoraResponse>(`/admin/alquileres/mora${todos ? '?todos=1' : ''}`, swrFetcher, { revalidateOnFocus: false, keepPreviousData: true });
}
