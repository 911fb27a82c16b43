// GET /api/admin/historial/{entidad}/{id} → a record's change history, newest first. Keyed by the
// record's version too: a save on this page (a new version) reads it again, and shows the entry it just caused.
import useSWR from 'swr';
import type { EntidadHistorial, HistorialResponse } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';

export const historialKey = (entidad: EntidadHistorial, id: string) => `/admin/historial/${entidad}/${encodeURIComponent(id)}`;

const fetcher = ([path]: readonly [string, number]) => swrFetcher<HistorialResponse>(path);

export function useHistorial(entidad: EntidadHistorial, id: string, version: number) {
  const { data, error, isLoading, mutate } = useSWR<HistorialResponse, unknown, readonly [string, number] | null>(id ? [historialKey(entidad, id), version] : null, fetcher, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    keepPreviousData: true,
  });
  return { entradas: data?.data ?? null, error, isLoading: isLoading && !data, retry: mutate };
}
