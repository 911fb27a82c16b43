// GET /api/admin/cliente/{id}/coincidencias?tolerancia= → per active preference, the visible properties it matches.
import useSWR from 'swr';
import type { CoincidenciasClienteResponse } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';

/** Budget tolerance (%): a property up to this much above the preference's budget still counts as a match. */
export const TOLERANCIA = 10;

export function useCoincidencias(id: string | null) {
  return useSWR<CoincidenciasClienteResponse>(id ? `/admin/cliente/${encodeURIComponent(id)}/coincidencias?tolerancia=${TOLERANCIA}` : null, swrFetcher);
}
