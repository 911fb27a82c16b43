// An invoice's row as stored (table invoices), the voucher ARCA is asked for from it, and its reply.
import type { CondicionIva, EstadoFactura, OrigenFactura } from '@inmo/contracts';
import { isoDateTime } from '../common/parse.js';
import { type CbteTipo, CONDICION_IVA_RECEPTOR_ID, type DocTipo, formatNumeroComprobante, isNotaCredito, letraOf, qrUrl } from './arca/fiscal.js';
import type { Comprobante } from './arca/wsfe.js';

export const INVOICE_COLS = `id, cbte_tipo, punto_venta, numero, numero_pedido, concepto, fecha::text AS fecha, servicio_desde::text AS servicio_desde,
  servicio_hasta::text AS servicio_hasta, cliente_id, receptor, items, total_centavos, neto_centavos, iva_centavos, estado, cae,
  cae_vto::text AS cae_vto, error_codigo, error_mensaje, asociada_id, nota_credito_id, motivo, origen, origen_id, intentos, created_at`;

export interface ReceptorFactura {
  nombre: string;
  condicionIva: CondicionIva;
  docTipo: DocTipo;
  docNro: string;
  mail: string | null;
}

export interface ItemFactura {
  descripcion: string;
  importe: number;
}

export type InvoiceRow = {
  id: string;
  cbte_tipo: CbteTipo;
  punto_venta: number;
  numero: number | null;
  numero_pedido: number | null;
  concepto: 1 | 2;
  fecha: string;
  servicio_desde: string | null;
  servicio_hasta: string | null;
  cliente_id: string | null;
  receptor: ReceptorFactura | string;
  items: ItemFactura[] | string;
  total_centavos: string | number;
  neto_centavos: string | number;
  iva_centavos: string | number;
  estado: EstadoFactura;
  cae: string | null;
  cae_vto: string | null;
  error_codigo: string | null;
  error_mensaje: string | null;
  asociada_id: string | null;
  nota_credito_id: string | null;
  motivo: string | null;
  origen: OrigenFactura | null;
  origen_id: string | null;
  intentos: number;
  created_at: unknown;
};

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
export const pesos = (cents: string | number): number => Number(cents) / 100;

/** The voucher to authorise under `numero`, dated `fecha` (VAT 21 % lines on A and B, the invoice it voids on a note). */
export function comprobanteOf(
  r: InvoiceRow,
  numero: number,
  fecha: string,
  asociada: { cbteTipo: CbteTipo; puntoVenta: number; numero: number; fecha: string; cuit: string } | null,
): Comprobante {
  const receptor = json(r.receptor);
  const [total, neto, iva] = [pesos(r.total_centavos), pesos(r.neto_centavos), pesos(r.iva_centavos)];
  const letraC = letraOf(r.cbte_tipo) === 'C';
  return {
    ptoVta: r.punto_venta,
    cbteTipo: r.cbte_tipo,
    concepto: r.concepto,
    docTipo: receptor.docTipo,
    docNro: receptor.docNro,
    cbteNro: numero,
    cbteFch: fecha,
    impTotal: total,
    impTotConc: 0,
    impNeto: neto,
    impOpEx: 0,
    impTrib: 0,
    impIva: letraC ? 0 : iva,
    ...(r.concepto === 2 ? { fchServDesde: r.servicio_desde ?? fecha, fchServHasta: r.servicio_hasta ?? fecha, fchVtoPago: fecha } : {}),
    condicionIvaReceptorId: CONDICION_IVA_RECEPTOR_ID[receptor.condicionIva],
    ...(letraC ? {} : { iva: [{ id: 5, baseImp: neto, importe: iva }] }),
    ...(asociada ? { cbtesAsoc: [{ tipo: asociada.cbteTipo, ptoVta: asociada.puntoVenta, nro: asociada.numero, cuit: asociada.cuit, cbteFch: asociada.fecha }] } : {}),
  };
}

/** The invoice as the API answers it; `cuit` is the issuer's (for the QR). */
export function toFactura(r: InvoiceRow, cuit: string) {
  const receptor = json(r.receptor);
  const total = pesos(r.total_centavos);
  const iva = pesos(r.iva_centavos);
  const letra = letraOf(r.cbte_tipo);
  const authorised = r.numero !== null && r.cae !== null;
  return {
    _id: r.id,
    tipo: letra,
    cbteTipo: r.cbte_tipo,
    notaCredito: isNotaCredito(r.cbte_tipo),
    puntoVenta: r.punto_venta,
    numero: r.numero,
    numeroComprobante: r.numero !== null ? formatNumeroComprobante(r.punto_venta, r.numero) : null,
    fecha: r.fecha.slice(0, 10),
    concepto: r.concepto === 2 ? ('servicios' as const) : ('productos' as const),
    servicioDesde: r.servicio_desde?.slice(0, 10) ?? null,
    servicioHasta: r.servicio_hasta?.slice(0, 10) ?? null,
    cae: r.cae,
    vencimientoCae: r.cae_vto?.slice(0, 10) ?? null,
    total,
    neto: pesos(r.neto_centavos),
    iva,
    estado: r.estado,
    error: r.error_codigo || r.error_mensaje ? { codigo: r.error_codigo ?? '', mensaje: r.error_mensaje ?? '' } : null,
    // Ley 27.743: a B to a final consumer shows the VAT contained in its price.
    transparenciaFiscal:
      letra === 'B' && receptor.condicionIva === 'consumidor_final'
        ? { leyenda: 'Régimen de Transparencia Fiscal al Consumidor (Ley 27.743)', ivaContenido: iva, otrosImpuestosNacionalesIndirectos: 0 }
        : null,
    qr: authorised
      ? qrUrl({ fecha: r.fecha.slice(0, 10), cuit, ptoVta: r.punto_venta, tipoCmp: r.cbte_tipo, nroCmp: r.numero!, importe: total, tipoDocRec: receptor.docTipo, nroDocRec: receptor.docNro, codAut: r.cae! })
      : null,
    receptor: { ...receptor, clienteId: r.cliente_id },
    items: json(r.items),
    asociada: r.asociada_id,
    anuladaPor: r.nota_credito_id,
    motivo: r.motivo,
    origen: r.origen ? { tipo: r.origen, _id: r.origen_id } : null,
    intentos: r.intentos,
    creada: isoDateTime(r.created_at),
  };
}
export type Factura = ReturnType<typeof toFactura>;
