// GET /api/admin/consultas?page=&limit=10&estado= → {success, data (newest first), total, page, pages, pendientes}.
import useSWR from 'swr';
import type { ConsultasResponse } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';

export type EstadoConsulta = '' | 'pendientes' | 'sinresponder' | 'respondidas';
export const CONSULTAS_POR_PAGINA = 10;

export function consultasKey(page: number, estado: EstadoConsulta): string {
  const p = new URLSearchParams({ page: String(page), limit: String(CONSULTAS_POR_PAGINA) });
  if (estado) p.set('estado', estado);
  return `/admin/consultas?${p.toString()}`;
}

export function useConsultas(page: number, estado: EstadoConsulta) {
  return useSWR<ConsultasResponse>(consultasKey(page, estado), swrFetcher, { keepPreviousData: true });
}
