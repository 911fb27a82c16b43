// GET /api/admin/reportes?meses=12[&usuario={id}] → aggregates computed in the database (operations per
// month/type/currency, properties per type/operation, days on market); with a user, only the operations they closed.
import useSWR from 'swr';
import type { ReportesResponse } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';

export const MESES_REPORTE = 12;

export function reportesKey(usuario = ''): string {
  return `/admin/reportes?meses=${MESES_REPORTE}${usuario ? `&usuario=${encodeURIComponent(usuario)}` : ''}`;
}

export function useReportes(usuario = '') {
  return useSWR<ReportesResponse>(reportesKey(usuario), swrFetcher, { keepPreviousData: true });
}
