// GET /api/admin/clientes?page=&limit=6&q=&rol=&asignadoA=|mias=1 (its query: contracts clientesConsultaSchema) →
// {success, data, total, page, pages}, paged on the server.
import useSWR from 'swr';
import { POR_PAGINA, conConsulta, type ClientesPaginadosResponse } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';
import { MIAS } from '../../../components/ui/equipo.js';

export interface ClientesFiltros {
  q: string;
  rol: '' | 'oferente' | 'receptor';
  /** '' (all), 'mias' (the caller's), 'ninguno' or a user's id (components/ui/equipo.tsx). */
  asignadoA: string;
  page: number;
}

export function clientesKey(f: ClientesFiltros): string {
  const mias = f.asignadoA === MIAS;
  return conConsulta('/admin/clientes', {
    page: Math.max(1, f.page),
    limit: POR_PAGINA.clientes,
    q: f.q.trim(),
    rol: f.rol,
    asignadoA: mias ? '' : f.asignadoA,
    mias,
  });
}

export function useClientes(f: ClientesFiltros) {
  return useSWR<ClientesPaginadosResponse>(clientesKey(f), swrFetcher, { keepPreviousData: true });
}
