// GET /api/admin/operaciones?page=&limit=6&q=&cliente=&operacion=&moneda= (its query: contracts
// operacionesConsultaSchema) → {success, data, total, page, pages}.
import useSWR from 'swr';
import { POR_PAGINA, conConsulta, type Moneda, type Operacion, type OperacionesPaginadasResponse } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';

export interface OperacionesFiltros {
  q: string;
  cliente: string;
  operacion: Operacion | '';
  moneda: Moneda | '';
  page: number;
}

export function operacionesKey(f: OperacionesFiltros): string {
  return conConsulta('/admin/operaciones', {
    page: Math.max(1, f.page),
    limit: POR_PAGINA.operaciones,
    q: f.q.trim(),
    cliente: f.cliente.trim(),
    operacion: f.operacion,
    moneda: f.moneda,
  });
}

export function useOperaciones(f: OperacionesFiltros) {
  return useSWR<OperacionesPaginadasResponse>(operacionesKey(f), swrFetcher, { keepPreviousData: true });
}
