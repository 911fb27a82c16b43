// The sidebar's unread-enquiries count: GET /api/admin/consultas?page=1&limit=1&estado=pendientes (its query:
// contracts consultasConsultaSchema) → pendientes, refreshed every minute and whenever a screen revalidates the
// '/admin/consultas' keys (opening or marking an enquiry).
import useSWR from 'swr';
import { conConsulta, type ConsultasResponse } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';

export const PENDIENTES_KEY = conConsulta('/admin/consultas', { page: 1, limit: 1, estado: 'pendientes' });

export function useConsultasPendientes(): number {
  const { data } = useSWR<ConsultasResponse>(PENDIENTES_KEY, swrFetcher, { refreshInterval: 60_000, shouldRetryOnError: false });
  return data?.pendientes ?? 0;
}
