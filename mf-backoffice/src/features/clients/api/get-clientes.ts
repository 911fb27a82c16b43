// GET /api/admin/clientes?page=&limit=6&q=&rol= → {success, data, total, page, pages} (the list's server paging).
import useSWR from 'swr';
import { LIMITES, type ClientesPaginadosResponse } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';

export interface ClientesFiltros {
  q: string;
  rol: '' | 'oferente' | 'receptor';
  page: number;
}

export function clientesKey(f: ClientesFiltros): string {
  const p = new URLSearchParams({ page: String(f.page), limit: String(LIMITES.clientesPorPagina) });
  if (f.q.trim()) p.set('q', f.q.trim());
  if (f.rol) p.set('rol', f.rol);
  return `/admin/clientes?${p.toString()}`;
}

export function useClientes(f: ClientesFiltros) {
  return useSWR<ClientesPaginadosResponse>(clientesKey(f), swrFetcher, { keepPreviousData: true });
}
