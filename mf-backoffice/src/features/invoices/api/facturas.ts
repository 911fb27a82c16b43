// The invoices through ARCA: GET /api/admin/facturas?periodo=&estado=&page= (a page at a time), one invoice and its
// PDF, retry, correct (PUT), void (admins), a new one, and the book (libro IVA ventas) as CSV.
import useSWR from 'swr';
import { conConsulta, type EstadoFactura, type FacturaRespuesta, type FacturasResponse } from '@inmo/contracts';
import { api, swrFetcher } from '@inmo/shell/platform';

interface FacturaResponse {
  success: true;
  data: FacturaRespuesta;
}

/** Every cached invoice list (the Facturas page's by month and state, Liquidaciones' own): revalidate them all. */
export const esListaDeFacturas = (k: unknown) => typeof k === 'string' && k.startsWith('/admin/facturas');
export const facturasKey = (periodo: string, estado: EstadoFactura | '', page = 1) => conConsulta('/admin/facturas', { periodo, estado, page });
export function useFacturas(periodo: string, estado: EstadoFactura | '', page: number) {
  return useSWR<FacturasResponse>(facturasKey(periodo, estado, page), swrFetcher, { revalidateOnFocus: false, keepPreviousData: true });
}
const facturaKey = (id: string) => `/admin/factura/${encodeURIComponent(id)}`;
export function useFactura(id: string) {
  return useSWR<FacturaResponse>(id ? facturaKey(id) : null, swrFetcher, { revalidateOnFocus: false });
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
  /** A valuation's fee: the invoice is that valuation's (new invoices only). */
  tasacion?: string | null;
}
export const crearFactura = (body: NuevaFacturaForm, idempotencyKey: string) => api.post<FacturaResponse>('/admin/nueva-factura', body, { idempotencyKey });
/** A rejected (or pending, never numbered) invoice corrected: ARCA is asked again at once. */
export const corregirFactura = (id: string, body: NuevaFacturaForm) => api.put<FacturaResponse>(facturaKey(id), body);
/** Whether staff may correct it: rejected, or pending without a number, and not a credit note. */
export const esCorregible = (f: Pick<FacturaRespuesta, 'estado' | 'numero' | 'notaCredito'>) =>
  !f.notaCredito && (f.estado === 'rechazada' || (f.estado === 'pendiente' && f.numero === null));

export { nombreFactura } from '@inmo/contracts';
