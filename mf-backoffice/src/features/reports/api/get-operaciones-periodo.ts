// GET /api/admin/operaciones?limit=1000: the operations behind the monthly figures, newest first, for the detail
// table and its CSV (the report keeps those inside its period).
import useSWR from 'swr';
import type { OperacionesResponse } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';

export function useOperacionesPeriodo() {
  return useSWR<OperacionesResponse>('/admin/operaciones?limit=1000', swrFetcher);
}
