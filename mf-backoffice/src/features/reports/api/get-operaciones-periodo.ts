// GET /api/admin/operaciones?desde={first day of the period}&estado=vigente[&cerradaPor={id}]: every operation that counts (annulled ones left out) closed in the report's
// period, newest first, for the detail table and its CSV (the unpaged list, streamed by the API: no count limit that
// would drop the oldest of a busy year); with a user, those they closed. Asked once the report says where its period
// starts (`desde` null until then).
import useSWR from 'swr';
import type { OperacionesResponse } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';

export function useOperacionesPeriodo(desde: string | null, usuario = '') {
  const key = desde === null ? null : `/admin/operaciones?desde=${encodeURIComponent(desde)}&estado=vigente${usuario ? `&cerradaPor=${encodeURIComponent(usuario)}` : ''}`;
  return useSWR<OperacionesResponse>(key, swrFetcher, { keepPreviousData: true });
}
