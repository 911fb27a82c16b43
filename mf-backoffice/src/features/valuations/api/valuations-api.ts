// The valuations' calls: GET /api/admin/tasaciones (list, q, page), GET /api/admin/tasacion/{id}, POST
// proponer-comparables, POST nueva-tasacion (with an Idempotency-Key), the private link (POST/DELETE
// tasacion/{id}/enlace), 'Convertir en propiedad', the PDF report, downloaded with the staff token, and the invoices
// of its fee (GET /api/admin/facturas?tasacion=).
import useSWR, { type ScopedMutator } from 'swr';
import {
  AUTH_HEADER, TASACIONES_POR_PAGINA, conConsulta,
  type ComparablePropuesto, type ConvertirTasacion, type FacturasResponse, type NuevaTasacionRequest, type Tasacion,
} from '@inmo/contracts';
import { API_BASE, ApiError, api, getToken, swrFetcher } from '@inmo/shell/platform';

type Lista = { success: true; data: Tasacion[]; total: number; page: number; pages: number };
type Una = { success: true; message?: string; data: Tasacion };

export const tasacionesKey = (q: string, page: number) => conConsulta('/admin/tasaciones', { q: q.trim(), page: Math.max(1, page), limit: TASACIONES_POR_PAGINA });

export function useTasaciones(q: string, page: number) {
  return useSWR<Lista>(tasacionesKey(q, page), swrFetcher, { keepPreviousData: true });
}

export function useTasacion(id: string) {
  return useSWR<Una>(`/admin/tasacion/${encodeURIComponent(id)}`, swrFetcher);
}

/** The invoices of a valuation's fee (newest first: a voided one and the one after it, at most a few). */
export function useFacturasDeTasacion(tasacion: string) {
  return useSWR<FacturasResponse>(conConsulta('/admin/facturas', { tasacion, limit: 10 }), swrFetcher, { revalidateOnFocus: false });
}

export async function proponerComparables(body: Pick<NuevaTasacionRequest, 'sujeto' | 'moneda' | 'descuentoNegociacion'>): Promise<ComparablePropuesto[]> {
  return (await api.post<{ success: true; data: ComparablePropuesto[] }>('/admin/proponer-comparables', body)).data;
}

export function crearTasacion(body: NuevaTasacionRequest, clave: string): Promise<Una> {
  return api.post<Una>('/admin/nueva-tasacion', body, { idempotencyKey: clave });
}

/** PUT /api/admin/editar-tasacion/{id} with the version read (a stale one → 409). */
export function editarTasacion(id: string, body: NuevaTasacionRequest & { version: number }): Promise<Una> {
  return api.put<Una>(`/admin/editar-tasacion/${encodeURIComponent(id)}`, body);
}

export const crearEnlace = (id: string) => api.post<Una>(`/admin/tasacion/${encodeURIComponent(id)}/enlace`, undefined);
export const revocarEnlace = (id: string) => api.del<Una>(`/admin/tasacion/${encodeURIComponent(id)}/enlace`);
/** `datos`: the figures the type requires that the valuation does not know (faltanParaConvertir), given by staff. */
export const convertirEnPropiedad = (id: string, datos: Partial<Record<keyof ConvertirTasacion, string>> = {}) => api.post<Una>(`/admin/tasacion/${encodeURIComponent(id)}/convertir`, datos);

/** After a write: the lists, the valuation and the dashboard read again. */
export function tasacionesCambiaron(mutate: ScopedMutator) {
  return mutate((k) => typeof k === 'string' && (k.startsWith('/admin/tasacion') || k.startsWith('/admin/metricas')));
}

/** The report as a file download (the route needs the staff token, so a plain link would not do). */
export async function descargarInforme(id: string): Promise<void> {
  const token = getToken();
  const res = await fetch(`${API_BASE}/admin/tasacion/${encodeURIComponent(id)}.pdf`, { headers: token ? { [AUTH_HEADER]: token } : {} });
  if (!res.ok) throw new ApiError(res.status, { error: 'No se pudo descargar el informe' });
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `tasacion-${id.slice(0, 8)}.pdf`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function mensajeError(err: unknown, porDefecto: string): string {
  return (err instanceof ApiError && err.serverError) || porDefecto;
}
