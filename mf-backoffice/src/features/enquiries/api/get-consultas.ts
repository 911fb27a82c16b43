// GET /api/admin/consultas?page=&limit=10&estado=&asignadoA=|mias=1&canal= → {success, data (newest first), total,
// page, pages, pendientes}.
import useSWR from 'swr';
import type { Canal, ConsultasResponse } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';
import { setFiltroAsignado } from '../../../components/ui/equipo.js';

export type EstadoConsulta = '' | 'pendientes' | 'sinresponder' | 'respondidas';
export const CONSULTAS_POR_PAGINA = 10;

/**
 * `asignada`: '' (all), 'mias' (the caller's), 'ninguno' or a user's id (components/ui/equipo.tsx); `canal`: ''
 * (every channel), 'Web' or a portal's (issue 16).
 */
export function consultasKey(page: number, estado: EstadoConsulta, asignada = '', canal: Canal | '' = ''): string {
  const p = new URLSearchParams({ page: String(page), limit: String(CONSULTAS_POR_PAGINA) });
  if (estado) p.set('estado', estado);
  setFiltroAsignado(p, asignada);
  if (canal) p.set('canal', canal);
  return `/admin/consultas?${p.toString()}`;
}

export function useConsultas(page: number, estado: EstadoConsulta, asignada = '', canal: Canal | '' = '') {
  return useSWR<ConsultasResponse>(consultasKey(page, estado, asignada, canal), swrFetcher, { keepPreviousData: true });
}
