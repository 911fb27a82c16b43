// GET /api/admin/operaciones?limit=1000[&cerradaPor={id}]: the operations behind the monthly figures, newest first,
// for the detail table and its CSV (the report keeps those inside its period); with a user, those they closed.
import useSWR from 'swr';
import type { OperacionesResponse } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';

export function useOperacionesPeriodo(usuario = '') {
  return useSWR<OperacionesResponse>(`/admin/operaciones?limit=1000${usuario ? `&cerradaPor=${encodeURIComponent(usuario)}` : ''}`, swrFetcher, { keepPreviousData: true });
}
