// The rental calls: GET /api/admin/contratos (contratosConsultaSchema), GET /api/admin/contrato/{id}, the writes
// (nuevo-contrato with its Idempotency-Key, editar-contrato with the version read, rescindir, renovar) and what each write makes SWR read again.
import useSWR, { type ScopedMutator } from 'swr';
import {
  conConsulta, type ContratoResponse, type ContratosResponse, type EditarContratoRequest, type FiltroContrato, type NuevoContratoRequest, type RenovarContratoRequest,
  type RescindirContratoRequest,
} from '@inmo/contracts';
import { api, swrFetcher } from '@inmo/shell/platform';

export interface ContratosFiltros {
  q: string;
  estado: FiltroContrato | '';
  page: number;
}

export const contratosKey = (f: ContratosFiltros) => conConsulta('/admin/contratos', { page: Math.max(1, f.page), q: f.q.trim(), estado: f.estado });

export function useContratos(f: ContratosFiltros) {
  return useSWR<ContratosResponse>(contratosKey(f), swrFetcher, { keepPreviousData: true });
}

export const contratoKey = (id: string) => `/admin/contrato/${encodeURIComponent(id)}`;

export function useContrato(id: string) {
  return useSWR<ContratoResponse>(id ? contratoKey(id) : null, swrFetcher, { revalidateOnFocus: false });
}

export function crearContrato(body: NuevoContratoRequest, clave: string): Promise<ContratoResponse> {
  return api.post<ContratoResponse>('/admin/nuevo-contrato', body, { idempotencyKey: clave });
}

export function editarContrato(id: string, body: EditarContratoRequest): Promise<ContratoResponse> {
  return api.put<ContratoResponse>(`/admin/editar-contrato/${encodeURIComponent(id)}`, body);
}

export function rescindirContrato(id: string, body: RescindirContratoRequest): Promise<ContratoResponse> {
  return api.post<ContratoResponse>(`/admin/contrato/${encodeURIComponent(id)}/rescindir`, body);
}

export function renovarContrato(id: string, body: RenovarContratoRequest): Promise<ContratoResponse> {
  return api.post<ContratoResponse>(`/admin/contrato/${encodeURIComponent(id)}/renovar`, body);
}

/** After a write of a contract: the lists, contracts, the dashboard's to-do and the properties read again. */
export function contratosCambiaron(mutate: ScopedMutator) {
  return mutate((k) => typeof k === 'string' && (k.startsWith('/admin/contrato') || k.startsWith('/admin/alquileres') || k.startsWith('/admin/todas-propiedades')));
}
