// The invoicing routes' entries of the API's call table (calls.ts): request bodies and replies.
import * as z from 'zod/mini';
import { anularFacturaSchema, CONDICIONES_IVA, CONDICIONES_IVA_EMISOR, corregirFacturaSchema, ESTADOS_FACTURA, facturacionSchema, ORIGENES_FACTURA, facturarOperacionSchema, nuevaFacturaSchema } from './schema.js';

const s = z.string();
const n = z.number();
const ok = z.literal(true);

export const facturaSchema = z.object({
  _id: s,
  tipo: z.enum(['A', 'B', 'C']),
  cbteTipo: n,
  notaCredito: z.boolean(),
  puntoVenta: n,
  numero: z.nullable(n),
  numeroComprobante: z.nullable(s),
  fecha: s,
  concepto: z.enum(['servicios', 'productos']),
  servicioDesde: z.nullable(s),
  servicioHasta: z.nullable(s),
  cae: z.nullable(s),
  vencimientoCae: z.nullable(s),
  total: n,
  neto: n,
  iva: n,
  estado: z.enum(ESTADOS_FACTURA),
  error: z.nullable(z.object({ codigo: s, mensaje: s })),
  transparenciaFiscal: z.nullable(z.object({ leyenda: s, ivaContenido: n, otrosImpuestosNacionalesIndirectos: n })),
  qr: z.nullable(s),
  receptor: z.object({ nombre: s, condicionIva: z.enum(CONDICIONES_IVA), docTipo: n, docNro: s, mail: z.nullable(s), clienteId: z.nullable(s) }),
  items: z.array(z.object({ descripcion: s, importe: n })),
  asociada: z.nullable(s),
  anuladaPor: z.nullable(s),
  motivo: z.nullable(s),
  origen: z.nullable(z.object({ tipo: z.enum(ORIGENES_FACTURA), _id: z.nullable(s) })),
  intentos: n,
  creada: s,
});
export type FacturaRespuesta = z.output<typeof facturaSchema>;

/** 'Factura C 00007-00000042' or 'Nota de crédito C …' (the number once ARCA gave one). */
export function nombreFactura(f: Pick<FacturaRespuesta, 'tipo' | 'notaCredito' | 'numeroComprobante'>): string {
  return `${f.notaCredito ? 'Nota de crédito' : 'Factura'} ${f.tipo}${f.numeroComprobante ? ` ${f.numeroComprobante}` : ''}`;
}

const facturaResponseSchema = z.object({ success: ok, message: z.optional(s), data: facturaSchema });
const facturasResponseSchema = z.object({ success: ok, data: z.array(facturaSchema), total: n, page: n, pages: n });
export type FacturasResponse = z.output<typeof facturasResponseSchema>;
const facturacionResponseSchema = z.object({
  success: ok,
  message: z.optional(s),
  data: z.nullable(
    z.object({
      cuit: s,
      razonSocial: s,
      condicionIva: z.enum(CONDICIONES_IVA_EMISOR),
      puntoVenta: n,
      inicioActividades: s,
      ingresosBrutos: z.nullable(s),
      certificado: z.object({ sujeto: s, vence: s }),
    }),
  ),
});

/** 'METHOD /path' → its call; `csv` and `pdf` mark the book's CSV and the voucher's PDF replies (calls.ts's markers). */
export function llamadasFacturacion<C extends string, P extends string>(csv: C, pdf: P) {
  return {
    'GET /admin/facturacion': { respuesta: facturacionResponseSchema },
    'PUT /admin/facturacion': { cuerpo: facturacionSchema, respuesta: facturacionResponseSchema },
    'GET /admin/facturacion/libro-iva-ventas': { respuesta: csv },
    'POST /admin/nueva-factura': { cuerpo: nuevaFacturaSchema, respuesta: facturaResponseSchema, estado: 201 },
    'GET /admin/facturas': { respuesta: facturasResponseSchema },
    'GET /admin/factura/{id}': { respuesta: facturaResponseSchema },
    'GET /admin/factura/{id}.pdf': { respuesta: pdf },
    'PUT /admin/factura/{id}': { cuerpo: corregirFacturaSchema, respuesta: facturaResponseSchema },
    'POST /admin/factura/{id}/reintentar': { respuesta: facturaResponseSchema },
    'POST /admin/factura/{id}/anular': { cuerpo: anularFacturaSchema, respuesta: facturaResponseSchema, estado: 201 },
    'POST /admin/liquidacion/{id}/facturar': { respuesta: facturaResponseSchema, estado: 201 },
    'POST /admin/operacion/{id}/facturar': { cuerpo: facturarOperacionSchema, respuesta: facturaResponseSchema, estado: 201 },
  } as const;
}

/** The invoicing writes that take no body. */
export const SIN_CUERPO_FACTURACION = ['POST /admin/factura/{id}/reintentar', 'POST /admin/liquidacion/{id}/facturar'] as const;
