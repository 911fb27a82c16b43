// The owners' monthly settlements: GET /api/admin/liquidaciones?periodo=, POST nueva-liquidacion, POST liquidacion/{id}/pagar,
// and the commission's invoice: POST liquidacion/{id}/facturar.
import useSWR from 'swr';
import { LIQUIDACIONES_POR_CONSULTA, conConsulta, type FacturaRespuesta, type FacturasResponse, type LiquidacionesResponse, type NuevaLiquidacionRequest } from '@inmo/contracts';
import { api, swrFetcher } from '@inmo/shell/platform';

export const liquidacionesKey = (periodo: string) => `/admin/liquidaciones?periodo=${encodeURIComponent(periodo)}`;
export function useLiquidaciones(periodo: string) {
  return useSWR<LiquidacionesResponse>(periodo ? liquidacionesKey(periodo) : null, swrFetcher, { revalidateOnFocus: false });
}
export const nuevaLiquidacion = (body: NuevaLiquidacionRequest) => api.post(`/admin/nueva-liquidacion`, body);
export const marcarPagada = (id: string) => api.post(`/admin/liquidacion/${encodeURIComponent(id)}/pagar`);

/** The invoices made from the settlements shown (GET /api/admin/facturas?liquidaciones=…, newest first, asked for
 * LIQUIDACIONES_POR_CONSULTA settlements at a time): a settlement's is the newest one not voided, rejected nor a credit note. */
export const facturasKey = '/admin/facturas';
const facturasDe = (ids: string[]) => conConsulta(facturasKey, { liquidaciones: ids.join(','), limit: 1000 });
async function facturasEnTandas(key: string): Promise<FacturaRespuesta[]> {
  const ids = (new URLSearchParams(key.split('?')[1]).get('liquidaciones') ?? '').split(',');
  const tandas: string[][] = [];
  for (let i = 0; i < ids.length; i += LIQUIDACIONES_POR_CONSULTA) tandas.push(ids.slice(i, i + LIQUIDACIONES_POR_CONSULTA));
  const respuestas = await Promise.all(tandas.map((t) => swrFetcher<FacturasResponse>(facturasDe(t))));
  return respuestas.flatMap((r) => r.data);
}
export function useFacturasDeLiquidaciones(liquidaciones: string[]): Map<string, FacturaRespuesta> {
  const { data } = useSWR<FacturaRespuesta[]>(liquidaciones.length ? facturasDe(liquidaciones) : null, facturasEnTandas, { revalidateOnFocus: false });
  const porLiquidacion = new Map<string, FacturaRespuesta>();
  for (const f of data ?? []) {
    if (f.origen?.tipo !== 'liquidacion' || !f.origen._id || f.notaCredito || f.estado === 'anulada' || f.estado === 'rechazada') continue;
    if (!porLiquidacion.has(f.origen._id)) porLiquidacion.set(f.origen._id, f);
  }
  return porLiquidacion;
}
/** Invoices the settlement's commission to its owner (a paid settlement; the month settled is the service's). */
export const facturarLiquidacion = (id: string, idempotencyKey: string) =>
  api.post<{ success: true; data: FacturaRespuesta }>(`/admin/liquidacion/${encodeURIComponent(id)}/facturar`, undefined, { idempotencyKey });
export const facturaPdfUrl = (id: string) => `/admin/factura/${encodeURIComponent(id)}.pdf`;
