// GET /api/admin/todas-propiedades → {casas}: what the new-operation property search looks through.
import useSWR from 'swr';
import type { TodasPropiedadesResponse } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';

export function usePropiedadesOpciones() {
  return useSWR<TodasPropiedadesResponse>('/admin/todas-propiedades', swrFetcher, { revalidateOnFocus: false });
}
