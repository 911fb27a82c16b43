// The tenant's account (GET /api/admin/contrato/{id}/cuenta) and its writes (pagos, cargos, anular, condonar).
import useSWR, { type ScopedMutator } from 'swr';
import type {
  AnularCargoRequest, AnularPagoRequest, CondonarPunitoriosRequest, CorregirCargoRequest, CuentaResponse, NuevoCargoFijoRequest, NuevoCargoRequest, NuevoPagoRequest, PagoCreadoResponse,
} from '@inmo/contracts';
import { api, swrFetcher } from '@inmo/shell/platform';

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
export const registrarCargo = (id: string, body: NuevoCargoRequest) => api.post<{ success: true; data: { _id: string } }>(`/admin/contrato/${encodeURIComponent(id)}/cargos`, body);
export const registrarCargoFijo = (id: string, body: NuevoCargoFijoRequest) => api.post(`/admin/contrato/${encodeURIComponent(id)}/cargos-fijos`, body);
/** The bill as multipart (field `archivo`). */
export const subirComprobante = (cargo: string, form: FormData) => api.post(`/admin/cargo/${encodeURIComponent(cargo)}/comprobante`, form);
export const corregirCargo = (id: string, body: CorregirCargoRequest) => api.post(`/admin/cargo/${encodeURIComponent(id)}/corregir`, body);
export const anularPago = (id: string, body: AnularPagoRequest) => api.post(`/admin/pago/${encodeURIComponent(id)}/anular`, body);
export const anularCargo = (id: string, body: AnularCargoRequest) => api.post(`/admin/cargo/${encodeURIComponent(id)}/anular`, body);
export const condonarPunitorios = (id: string, body: CondonarPunitoriosRequest) => api.post(`/admin/contrato/${encodeURIComponent(id)}/condonar-punitorios`, body);


/** The owner's private link: a new one (the previous stops working) or revoked. */
export const crearEnlacePropietario = (clienteId: string) => api.post<{ success: true; data: { url: string } }>(`/admin/cliente/${encodeURIComponent(clienteId)}/enlace-propietario`);
export const revocarEnlacePropietario = (clienteId: string) => api.del(`/admin/cliente/${encodeURIComponent(clienteId)}/enlace-propietario`);
