// GET /api/admin/localidades → the catalogue's towns, which a search preference offers to pick from.
import useSWR from 'swr';
import type { LocalidadesResponse } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';

export const localidadesKey = '/admin/localidades';

/** The towns (empty while loading or when the call fails: the field still takes any town typed). */
export function useLocalidades(activo: boolean): string[] {
  const { data } = useSWR<LocalidadesResponse>(activo ? localidadesKey : null, swrFetcher, { revalidateOnFocus: false });
  return data?.data ?? [];
}
