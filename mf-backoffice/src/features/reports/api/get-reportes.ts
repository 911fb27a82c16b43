// GET /api/admin/reportes?meses=12 → aggregates computed in the database (operations per month/type/currency,
// properties per type/operation, days on market).
import useSWR from 'swr';
import type { ReportesResponse } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';

export const MESES_REPORTE = 12;

export function useReportes() {
  return useSWR<ReportesResponse>(`/admin/reportes?meses=${MESES_REPORTE}`, swrFetcher);
}
