// The bank statements' calls: GET /api/admin/banco/movimientos?estado=, GET /api/admin/banco/bancos, POST importar
// (multipart), POST movimiento/{id}/conciliar and ignorar; and the running contracts searched for 'Elegir contrato'.
import useSWR, { type ScopedMutator } from 'swr';
import {
  conConsulta, type BancosResponse, type ColumnasBancoRequest, type ContratosResponse, type EstadoMovimiento, type ImportarExtractoResponse, type MovimientoResponse,
  type MovimientosResponse,
} from '@inmo/contracts';
import { api, swrFetcher } from '@inmo/shell/platform';

export const movimientosKey = (estado: EstadoMovimiento) => `/admin/banco/movimientos?estado=${estado}`;
export const BANCOS_KEY = '/admin/banco/bancos';

export function useMovimientos(estado: EstadoMovimiento) {
  return useSWR<MovimientosResponse>(movimientosKey(estado), swrFetcher, { revalidateOnFocus: false, keepPreviousData: true });
}

export function useBancos() {
  return useSWR<BancosResponse>(BANCOS_KEY, swrFetcher, { revalidateOnFocus: false });
}

/** After a write: the movements of every state, the banks, and the accounts a payment changed, read again. */
export function bancoCambio(mutate: ScopedMutator) {
  return mutate((key) => typeof key === 'string' && (key.startsWith('/admin/banco/') || key.startsWith('/admin/contrato/') || key.startsWith('/admin/alquileres/mora') || key.startsWith('/admin/liquidaciones')));
}

export function importarExtracto(archivo: File, banco: string, columnas: ColumnasBancoRequest | null): Promise<ImportarExtractoResponse> {
  const body = new FormData();
  body.append('banco', banco);
  if (columnas) body.append('columnas', JSON.stringify(columnas));
  body.append('archivo', archivo, archivo.name);
  return api.post<ImportarExtractoResponse>('/admin/banco/importar', body);
}

export const conciliar = (id: string, contrato: string) => api.post<MovimientoResponse>(`/admin/banco/movimiento/${encodeURIComponent(id)}/conciliar`, { contrato });
export const ignorar = (id: string, motivo: string) => api.post<MovimientoResponse>(`/admin/banco/movimiento/${encodeURIComponent(id)}/ignorar`, { motivo });

/** Contracts whose tenant, owner, address or code match the text (at most 10). */
export async function buscarContratos(q: string): Promise<ContratosResponse['data']> {
  const r = await api.get<ContratosResponse>(conConsulta('/admin/contratos', { q: q.trim(), limit: 10 }));
  return r.data;
}
