// The tenant's account (GET /api/admin/contrato/{id}/cuenta), its writes (pagos, cargos, anular, condonar), the
// owners' settlements, the dashboard's arrears, the month's collections, and PDF downloads with the staff token.
import useSWR, { type ScopedMutator } from 'swr';
import type {
  AnularPagoRequest, CobranzasResponse, CondonarPunitoriosRequest, CuentaResponse, LiquidacionesResponse, MoraResponse, NuevaLiquidacionRequest, NuevoCargoRequest,
  NuevoPagoRequest, PagoCreadoResponse,
} from '@inmo/contracts';
import { API_BASE, api, getToken, swrFetcher } from '@inmo/shell/platform';

export const cuentaKey = (id: string) => `/admin/contrato/${encodeURIComponent(id)}/cuenta`;

export function useCuenta(id: string) {
  return useSWR<CuentaResponse>(id ? cuentaKey(id) : null, swrFetcher, { revalidateOnFocus: false });
}

/** After a write: the account, the contract's schedule (its cuotas' states), arrears and settlements read again. */
export function cuentaCambio(mutate: ScopedMutator, id: string) {
  return mutate((key) => typeof key === 'string' && (key.startsWith(`/admin/contrato/${encodeURIComponent(id)}`) || key.startsWith('/admin/alquileres/mora') || key.startsWith('/admin/liquidaciones')));
}

export const registrarPago = (id: string, body: NuevoPagoRequest, idempotencyKey: string) =>
  api.post<PagoCreadoResponse>(`/admin/contrato/${encodeURIComponent(id)}/pagos`, body, { idempotencyKey });
export const registrarCargo = (id: string, body: NuevoCargoRequest) => api.post(`/admin/contrato/${encodeURIComponent(id)}/cargos`, body);
export const anularPago = (id: string, body: AnularPagoRequest) => api.post(`/admin/pago/${encodeURIComponent(id)}/anular`, body);
export const condonarPunitorios = (id: string, body: CondonarPunitoriosRequest) => api.post(`/admin/contrato/${encodeURIComponent(id)}/condonar-punitorios`, body);

export const liquidacionesKey = (periodo: string) => `/admin/liquidaciones?periodo=${encodeURIComponent(periodo)}`;
export function useLiquidaciones(periodo: string) {
  return useSWR<LiquidacionesResponse>(periodo ? liquidacionesKey(periodo) : null, swrFetcher, { revalidateOnFocus: false });
}
export const nuevaLiquidacion = (body: NuevaLiquidacionRequest) => api.post(`/admin/nueva-liquidacion`, body);
export const marcarPagada = (id: string) => api.post(`/admin/liquidacion/${encodeURIComponent(id)}/pagar`);

export function useMora() {
  return useSWR<MoraResponse>('/admin/alquileres/mora', swrFetcher, { revalidateOnFocus: false });
}

export const cobranzas = (desde: string, hasta: string) => api.get<CobranzasResponse>(`/admin/cobranzas?desde=${desde}&hasta=${hasta}`);

/** Downloads a PDF the API serves to staff (the token goes in its header, as every call's). */
export async function descargarPdf(url: string, nombre: string): Promise<void> {
  const token = getToken();
  const res = await fetch(url.startsWith(API_BASE) ? url : `${API_BASE}${url}`, { headers: token ? { 'auth-token': token } : {} });
  if (!res.ok) throw new Error('No se pudo descargar el PDF');
  const blob = await res.blob();
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = nombre;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
