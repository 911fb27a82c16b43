// GET /api/admin/operaciones?page=&limit=6&q=&cliente=&operacion=&moneda= → {success, data, total, page, pages}.
import useSWR from 'swr';
import { LIMITES, type Moneda, type Operacion, type OperacionesPaginadasResponse } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';

export interface OperacionesFiltros {
  q: string;
  cliente: string;
  operacion: Operacion | '';
  moneda: Moneda | '';
  page: number;
}

export function operacionesKey(f: OperacionesFiltros): string {
  const p = new URLSearchParams({ page: String(f.page), limit: String(LIMITES.operacionesPorPagina) });
  if (f.q.trim()) p.set('q', f.q.trim());
  if (f.cliente.trim()) p.set('cliente', f.cliente.trim());
  if (f.operacion) p.set('operacion', f.operacion);
  if (f.moneda) p.set('moneda', f.moneda);
  return `/admin/operaciones?${p.toString()}`;
}

export function useOperaciones(f: OperacionesFiltros) {
  return useSWR<OperacionesPaginadasResponse>(operacionesKey(f), swrFetcher, { keepPreviousData: true });
}
