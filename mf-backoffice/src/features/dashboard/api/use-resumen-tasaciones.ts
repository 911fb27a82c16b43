// GET /api/admin/tasaciones/resumen → {success, data: {delMes, convertidas}}: the valuations made this month and how
// many of them became listings. A failure hides the card.
import useSWR from 'swr';
import { swrFetcher } from '@inmo/shell/platform';

export const RESUMEN_TASACIONES_KEY = '/admin/tasaciones/resumen';

export function useResumenTasaciones() {
  const { data } = useSWR<{ success: true; data: { delMes: number; convertidas: number } }>(RESUMEN_TASACIONES_KEY, swrFetcher);
  return data?.data ?? null;
}
