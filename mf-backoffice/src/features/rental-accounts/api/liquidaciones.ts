// The owners' monthly settlements: GET /api/admin/liquidaciones?periodo=, POST nueva-liquidacion, POST liquidacion/{id}/pagar.
import useSWR from 'swr';
import type { LiquidacionesResponse, NuevaLiquidacionRequest } from '@inmo/contracts';
import { api, swrFetcher } from '@inmo/shell/platform';

export const liquidacionesKey = (periodo: string) => `/admin/liquidaciones?periodo=${encodeURIComponent(periodo)}`;
export function useLiquidaciones(periodo: string) {
  return useSWR<LiquidacionesResponse>(periodo ? liquidacionesKey(periodo) : null, swrFetcher, { revalidateOnFocus: false });
}
export const nuevaLiquidacion = (body: NuevaLiquidacionRequest) => api.post(`/admin/nueva-liquidacion`, body);
export const marcarPagada = (id: string) => api.post(`/admin/liquidacion/${encodeURIComponent(id)}/pagar`);
