// A month's invoices and credit notes for Reportes: GET /api/admin/facturas?periodo=YYYY-MM.
import useSWR from 'swr';
import type { FacturaRespuesta } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';

export function useFacturasDelMes(periodo: string) {
  return useSWR<{ success: true; data: FacturaRespuesta[] }>(periodo ? `/admin/facturas?periodo=${encodeURIComponent(periodo)}` : null, swrFetcher, { revalidateOnFocus: false });
}
