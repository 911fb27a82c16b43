// GET /api/admin/clientes?page=&limit=6&q=&rol=&asignadoA=|mias=1 → {success, data, total, page, pages} (the list's
// server paging).
import useSWR from 'swr';
import { LIMITES, type ClientesPaginadosResponse } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';
import { setFiltroAsignado } from '../../../components/ui/equipo.js';

export interface ClientesFiltros {
  q: string;
  rol: '' | 'oferente' | 'receptor';
  /** '' (all), 'mias' (the caller's), 'ninguno' or a user's id (components/ui/equipo.tsx). */
  asignadoA: string;
  page: number;
}

export function clientesKey(f: ClientesFiltros): string {
  const p = new URLSearchParams({ page: String(f.page), limit: String(LIMITES.clientesPorPagina) });
  if (f.q.trim()) p.set('q', f.q.trim());
  if (f.rol) p.set('rol', f.rol);
  setFiltroAsignado(p, f.asignadoA);
  return `/admin/clientes?${p.toString()}`;
}

export function useClientes(f: ClientesFiltros) {
  return useSWR<ClientesPaginadosResponse>(clientesKey(f), swrFetcher, { keepPreviousData: true });
}
