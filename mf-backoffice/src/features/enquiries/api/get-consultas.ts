// GET /api/admin/consultas?page=&limit=10&estado=&asignadoA=|mias=1&canal= (its query: contracts
// consultasConsultaSchema) → {success, data (newest first), total, page, pages, pendientes}.
import useSWR from 'swr';
import { POR_PAGINA, conConsulta, type Canal, type ConsultasResponse, type EstadoConsulta as Estado } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';
import { MIAS } from '../../../components/ui/equipo.js';

/** The inbox's filter: '' (every enquiry) or one of contracts ESTADOS_CONSULTA. */
export type EstadoConsulta = '' | Estado;
export const CONSULTAS_POR_PAGINA = POR_PAGINA.consultas;

/**
 * `asignada`: '' (all), 'mias' (the caller's), 'ninguno' or a user's id (components/ui/equipo.tsx); `canal`: ''
 * (every channel), 'Web' or a portal's.
 */
export function consultasKey(page: number, estado: EstadoConsulta, asignada = '', canal: Canal | '' = ''): string {
  const mias = asignada === MIAS;
  return conConsulta('/admin/consultas', {
    page: Math.max(1, page),
    limit: CONSULTAS_POR_PAGINA,
    estado,
    asignadoA: mias ? '' : asignada,
    mias,
    canal,
  });
}

export function useConsultas(page: number, estado: EstadoConsulta, asignada = '', canal: Canal | '' = '') {
  return useSWR<ConsultasResponse>(consultasKey(page, estado, asignada, canal), swrFetcher, { keepPreviousData: true });
}
