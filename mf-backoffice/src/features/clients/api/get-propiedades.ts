// GET /api/admin/todas-propiedades → {casas}: every property, for the picker and the title matching (spec §4).
import useSWR from 'swr';
import type { TodasPropiedadesResponse } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';

export const PROPIEDADES_KEY = '/admin/todas-propiedades';

export function usePropiedadesAdmin() {
  return useSWR<TodasPropiedadesResponse>(PROPIEDADES_KEY, swrFetcher, { revalidateOnFocus: false });
}
