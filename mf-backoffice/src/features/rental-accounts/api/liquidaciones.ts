// The owners' monthly settlements: GET /api/admin/liquidaciones?periodo=, POST nueva-liquidacion, POST liquidacion/{id}/pagar,
// and the commission's invoice: POST liquidacion/{id}/facturar.
import useSWR from 'swr';
import type { FacturaRespuesta, LiquidacionesResponse, NuevaLiquidacionRequest } from '@inmo/contracts';
import { api, swrFetcher } from '@inmo/shell/platform';

export const liquidacionesKey = (periodo: string) => `/admin/liquidaciones?periodo=${encodeURIComponent(periodo)}`;
export function useLiquidaciones(periodo: string) {
  return useSWR<LiquidacionesResponse>(periodo ? liquidacionesKey(periodo) : null, swrFetcher, { revalidateOnFocus: false });
}
export const nuevaLiquidacion = (body: NuevaLiquidacionRequest) => api.post(`/admin/nueva-liquidacion`, body);
export const marcarPagada = (id: string) => api.post(`/admin/liquidacion/${encodeURIComponent(id)}/pagar`);

interface FacturasResponse {
  success: true;
  data: FacturaRespuesta[];
}
/** The invoices made from settlements (GET /api/admin/facturas, newest first): a settlement's is the newest one not
 * voided nor a credit note. */
export const facturasKey = '/admin/facturas';
export function useFacturasDeLiquidaciones(): Map<string, FacturaRespuesta> {
  const { data } = useSWR<FacturasResponse>(facturasKey, swrFetcher, { revalidateOnFocus: false });
  const porLiquidacion = new Map<string, FacturaRespuesta>();
  for (const f of data?.data ?? []) {
    if (f.origen?.tipo !== 'liquidacion' || !f.origen._id || f.notaCredito || f.estado === 'anulada' || f.estado === 'rechazada') continue;
    if (!porLiquidacion.has(f.origen._id)) porLiquidacion.set(f.origen._id, f);
  }
  return porLiquidacion;
}
/** Invoices the settlement's commission to its owner (a paid settlement; the month settled is the service's). */
export const facturarLiquidacion = (id: string, idempotencyKey: string) =>
  api.post<{ success: true; data: FacturaRespuesta }>(`/admin/liquidacion/${encodeURIComponent(id)}/facturar`, undefined, { idempotencyKey });
export const facturaPdfUrl = (id: string) => `/admin/factura/${encodeURIComponent(id)}.pdf`;
