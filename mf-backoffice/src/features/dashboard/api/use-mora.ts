// GET /api/admin/alquileres/mora: the tenants in arrears, how much and since when.
import useSWR from 'swr';
import type { MoraResponse } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';

export function useMora() {
  return useSWR<MoraResponse>('/admin/alquileres/mora', swrFetcher, { revalidateOnFocus: false });
}
