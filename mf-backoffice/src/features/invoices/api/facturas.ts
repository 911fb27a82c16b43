// The invoices through ARCA: GET /api/admin/facturas?periodo=&estado=, one invoice's PDF, retry, void (admins), a new
// one, and the book (libro IVA ventas) as CSV.
import useSWR from 'swr';
import type { EstadoFactura, FacturaRespuesta } from '@inmo/contracts';
import { api, swrFetcher } from '@inmo/shell/platform';

interface FacturasResponse {
  success: true;
  data: FacturaRespuesta[];
}
interface FacturaResponse {
  success: true;
  data: FacturaRespuesta;
}

/** Every cached invoice list (the Facturas page's by month and state, Liquidaciones' own): revalidate them all. */
export const esListaDeFacturas = (k: unknown) => typeof k === 'string' && k.startsWith('/admin/facturas');
export const facturasKey = (periodo: string, estado: EstadoFactura | '') =>
  `/admin/facturas?periodo=${encodeURIComponent(periodo)}&estado=${encodeURIComponent(estado)}`;
export function useFacturas(periodo: string, estado: EstadoFactura | '') {
  return useSWR<FacturasResponse>(facturasKey(periodo, estado), swrFetcher, { revalidateOnFocus: false });
}
export const liquidacionFacturarUrl = (id: string) => `/admin/liquidacion/${encodeURIComponent(id)}/facturar`;
export const facturaPdfUrl = (id: string) => `/admin/factura/${encodeURIComponent(id)}.pdf`;
export const libroIvaUrl = (periodo: string) => `/admin/facturacion/libro-iva-ventas?periodo=${encodeURIComponent(periodo)}`;
export const reintentarFactura = (id: string) => api.post<FacturaResponse>(`/admin/factura/${encodeURIComponent(id)}/reintentar`);
export const anularFactura = (id: string, motivo: string) => api.post<FacturaResponse>(`/admin/factura/${encodeURIComponent(id)}/anular`, { motivo });
/** The body as the form holds it: amounts as typed (es-AR text, read by the API's own schema). */
export interface NuevaFacturaForm {
  cliente: string;
  concepto: 'servicios' | 'productos';
  servicioDesde: string | null;
  servicioHasta: string | null;
  items: { descripcion: string; importe: string }[];
}
export const crearFactura = (body: NuevaFacturaForm, idempotencyKey: string) => api.post<FacturaResponse>('/admin/nueva-factura', body, { idempotencyKey });

/** 'Factura C 00007-00000042' (the number once ARCA gave one). */
export function nombreFactura(f: Pick<FacturaRespuesta, 'tipo' | 'notaCredito' | 'numeroComprobante'>): string {
  return `${f.notaCredito ? 'Nota de crédito' : 'Factura'} ${f.tipo}${f.numeroComprobante ? ` ${f.numeroComprobante}` : ''}`;
}
