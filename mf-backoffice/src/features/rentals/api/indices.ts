// GET /api/admin/indices/{indice} (the last values loaded and the latest one) and PUT (upsert {valores}).
import useSWR from 'swr';
import type { CargarIndiceRequest, IndicePublicado, IndiceResponse } from '@inmo/contracts';
import { api, swrFetcher } from '@inmo/shell/platform';

export const indiceKey = (indice: IndicePublicado) => `/admin/indices/${indice}`;

export function useIndice(indice: IndicePublicado) {
  return useSWR<IndiceResponse>(indiceKey(indice), swrFetcher, { revalidateOnFocus: false });
}

export function cargarIndice(indice: IndicePublicado, body: CargarIndiceRequest): Promise<IndiceResponse> {
  return api.put<IndiceResponse>(indiceKey(indice), body);
}
