// A month's invoices and credit notes for Reportes: GET /api/admin/facturas?periodo=YYYY-MM, every page of it (1000 a
// page: a month rarely needs more than one) so the month's sums count every voucher.
import useSWR from 'swr';
import { conConsulta, type FacturaRespuesta, type FacturasResponse } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';

async function todoElMes(periodo: string): Promise<{ success: true; data: FacturaRespuesta[] }> {
  const data: FacturaRespuesta[] = [];
  for (let page = 1, pages = 1; page <= pages; page++) {
    const r = await swrFetcher<FacturasResponse>(conConsulta('/admin/facturas', { periodo, page, limit: 1000 }));
    data.push(...r.data);
    pages = r.pages;
  }
  return { success: true, data };
}

export function useFacturasDelMes(periodo: string) {
  return useSWR(periodo ? `/admin/facturas?periodo=${encodeURIComponent(periodo)}&todas=1` : null, () => todoElMes(periodo), { revalidateOnFocus: false });
}
