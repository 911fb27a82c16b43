// GET /api/admin/propiedad/{id}/interesados?tolerancia=10 → the clients whose active search preferences this
// property fits (type, operation Compra ↔ venta / Alquiler ↔ alquiler·temporal, budget in the preference's
// currency up to `tolerancia` % above it). Shown in the editor's view mode, below the admin toolbar.
import useSWR, { mutate } from 'swr';
import type { InteresadosPropiedadResponse } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';

/** Budget tolerance (%), the API's default: a property up to this much above a budget still interests that client. */
export const TOLERANCIA_INTERESADOS = 10;

export function interesadosKey(id: string): string {
  return `/admin/propiedad/${encodeURIComponent(id)}/interesados?tolerancia=${TOLERANCIA_INTERESADOS}`;
}

export function useInteresados(id: string | null) {
  const { data, error, isLoading, mutate: retry } = useSWR<InteresadosPropiedadResponse>(id ? interesadosKey(id) : null, swrFetcher, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return { interesados: data?.data.interesados ?? null, clientes: data?.data.clientes ?? 0, error, isLoading: isLoading && !data, retry };
}

/** After an edit (type, operation or price may have changed) the list is stale. */
export function invalidateInteresados(id: string): Promise<unknown> {
  return mutate(interesadosKey(id));
}
