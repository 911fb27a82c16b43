// GET /api/admin/indices/{indice} (the last values loaded and the latest one), PUT (upsert {valores}) and DELETE
// /api/admin/indices/{indice}/{fecha} (one value); the writes are the admins'.
import useSWR from 'swr';
import type { CargarIndiceRequest, IndicePublicado, IndiceResponse } from '@inmo/contracts';
import { api, swrFetcher } from '@inmo/shell/platform';

export const indiceKey = (indice: IndicePublicado) => `/admin/indices/${indice}`;

export function useIndice(indice: IndicePublicado) {
  return useSWR<IndiceResponse>(indiceKey(indice), swrFetcher, { revalidateOnFocus: false });
}

/**
 * The series as read (series.ts: decimal texts with a point, '7864.1257') goes out the es-AR way the API reads text
 * ('7864,1257'), digit for digit.
 */
export function cargarIndice(indice: IndicePublicado, body: CargarIndiceRequest): Promise<IndiceResponse> {
  const valores = body.valores.map((v) => ({ ...v, valor: typeof v.valor === 'string' ? v.valor.replace('.', ',') : v.valor }));
  return api.put<IndiceResponse>(indiceKey(indice), { valores });
}

export function borrarValorIndice(indice: IndicePublicado, fecha: string): Promise<IndiceResponse> {
  return api.del<IndiceResponse>(`${indiceKey(indice)}/${fecha}`);
}
