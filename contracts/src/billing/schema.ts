// Electronic invoicing through ARCA, defined once: the agency's settings (its certificate and key), a new invoice, a
// credit note's reason, the shortcuts' bodies and the lists' queries. Amounts travel in pesos (at most two decimals);
// the API keeps integer cents.
import * as z from 'zod/mini';
import { fecha, numero, opcion, opcional, texto } from '../schema/kit.js';
import { esUuid } from '../schema/checks.js';
import { enteroConsulta } from '../schema/query.js';
import { CUIT_INVALIDA, isValidCuit, normalizeCuit } from './cuit.js';

export const CONDICIONES_IVA_EMISOR = ['monotributo', 'responsable_inscripto'] as const;
export type CondicionIvaEmisor = (typeof CONDICIONES_IVA_EMISOR)[number];
export const CONDICIONES_IVA = ['consumidor_final', 'monotributo', 'responsable_inscripto', 'exento'] as const;
export type CondicionIva = (typeof CONDICIONES_IVA)[number];
export const CONDICION_IVA_LABELS: Record<CondicionIva, string> = {
  consumidor_final: 'Consumidor final',
  monotributo: 'Responsable monotributo',
  responsable_inscripto: 'IVA responsable inscripto',
  exento: 'IVA exento',
};
export const ESTADOS_FACTURA = ['pendiente', 'autorizada', 'rechazada', 'anulada'] as const;
/** What an invoice was made from: a settlement's commission, a sale's commission, a valuation's fee. */
export const ORIGENES_FACTURA = ['liquidacion', 'operacion', 'tasacion'] as const;
export type OrigenFactura = (typeof ORIGENES_FACTURA)[number];
export type EstadoFactura = (typeof ESTADOS_FACTURA)[number];

export const MENSAJES_FACTURACION = {
  sinConfigurar: 'La facturación electrónica no está configurada: cargá la CUIT, el punto de venta, el certificado y la clave en Datos de la inmobiliaria',
  facturaNoEncontrada: 'Factura no encontrada',
  clienteNoEncontrado: 'Cliente no encontrado',
  liquidacionNoEncontrada: 'Liquidación no encontrada',
  operacionNoEncontrada: 'Operación no encontrada',
  tasacionNoEncontrada: 'Tasación no encontrada',
  sinComision: 'No hay comisión para facturar',
  soloPesos: 'Solo se facturan importes en pesos',
  noAnulable: 'Solo se puede anular una factura autorizada',
  noCorregible: 'Solo se puede corregir o reintentar una factura rechazada o pendiente',
  claveObligatoria: 'La clave es obligatoria (PEM) al cargar un certificado nuevo',
  cuitCertificado: 'El certificado es de otra CUIT que la cargada',
  liquidacionSinPagar: 'Solo se factura una liquidación pagada: mientras no se paga, se recalcula',
  yaFacturada: 'Ya tiene una factura autorizada o pendiente: anulala antes de facturar de nuevo',
  claveReutilizada: 'La clave de idempotencia ya se usó con otros datos',
} as const;

/** A CUIT with its check digit, dashes allowed; stored as 11 digits. Optional: '' or null → null. */
export const cuitOpcional = opcional(
  z.pipe(
    z.union([z.string(), z.number(), z.null()], { error: CUIT_INVALIDA }),
    z.transform((v, ctx): string | null => {
      const t = v === null ? '' : String(v).trim();
      if (t === '') return null;
      if (!isValidCuit(t)) ctx.issues.push({ code: 'custom', message: CUIT_INVALIDA, input: v });
      return normalizeCuit(t);
    }),
  ),
);

const cuitObligatoria = z.pipe(
  z.union([z.string(), z.number()], { error: 'La CUIT es obligatoria' }),
  z.transform((v, ctx): string => {
    const t = String(v).trim();
    if (!isValidCuit(t)) ctx.issues.push({ code: 'custom', message: CUIT_INVALIDA, input: v });
    return normalizeCuit(t) ?? t;
  }),
);

const pem = (campo: string, mensaje: string) =>
  z.pipe(
    z.string({ error: mensaje }),
    z.transform((v, ctx): string => {
      const t = v.trim();
      if (t === '' || t.length > 20_000) ctx.issues.push({ code: 'custom', message: mensaje, input: campo });
      return t;
    }),
  );

/** PUT /api/admin/facturacion */
export const facturacionSchema = z.object({
  cuit: cuitObligatoria,
  razonSocial: texto('Razón social', { max: 200, requerido: 'La razón social es obligatoria' }),
  condicionIva: opcion(CONDICIONES_IVA_EMISOR, 'La condición frente al IVA debe ser monotributo o responsable_inscripto'),
  puntoVenta: numero('Punto de venta', { entero: true, min: 1, max: 99999, requerido: 'El punto de venta es obligatorio' }),
  inicioActividades: z.pipe(fecha('La fecha de inicio de actividades no es válida'), z.string({ error: 'La fecha de inicio de actividades es obligatoria' })),
  ingresosBrutos: texto('Ingresos brutos', { max: 50, vacioEsNull: true }),
  certificado: pem('certificado', 'El certificado es obligatorio (PEM)'),
  /** Absent or blank with the same certificate: the stored key is kept (GET never shows it). */
  clave: z._default(z.pipe(z.union([z.string(), z.null()], { error: 'La clave debe ser texto (PEM)' }), z.transform((v) => v?.trim() ?? '')), ''),
});
export type Facturacion = z.output<typeof facturacionSchema>;

const item = z.object(
  {
    descripcion: texto('Descripción', { max: 500, requerido: 'Cada ítem necesita una descripción' }),
    importe: numero('Importe', { monto: true, positivo: 'El importe de cada ítem debe ser mayor que cero' }),
  },
  { error: 'Cada ítem debe tener descripción e importe' },
);

const facturaCampos = {
  concepto: z._default(opcion(['servicios', 'productos'], 'El concepto debe ser servicios o productos'), 'servicios'),
  servicioDesde: fecha('La fecha de inicio del servicio no es válida'),
  servicioHasta: fecha('La fecha de fin del servicio no es válida'),
  items: z.array(item, { error: 'Los ítems deben ser una lista' }).check(
    z.minLength(1, 'La factura necesita al menos un ítem'),
    z.maxLength(50, 'La factura admite hasta 50 ítems'),
  ),
};

const fechasDeServicio = (f: { servicioDesde: string | null; servicioHasta: string | null }, ctx: { issues: unknown[]; value?: unknown }) => {
  if (f.servicioDesde && f.servicioHasta && f.servicioDesde > f.servicioHasta) {
    (ctx.issues as object[]).push({ code: 'custom', message: 'El inicio del servicio no puede ser posterior a su fin', path: ['servicioHasta'], input: f });
  }
};

/** POST /api/admin/nueva-factura; `tasacion`: the valuation whose fee it invoices (invoiced once, as a settlement). */
export const nuevaFacturaSchema = z.object({
  cliente: z.string({ error: 'El cliente es obligatorio' }).check(z.minLength(1, 'El cliente es obligatorio')),
  tasacion: opcional(
    z.union([z.string(), z.null()], { error: MENSAJES_FACTURACION.tasacionNoEncontrada }).check(
      z.refine((v) => v === null || esUuid(v), MENSAJES_FACTURACION.tasacionNoEncontrada),
    ),
  ),
  ...facturaCampos,
}).check(z.superRefine(fechasDeServicio));
export type NuevaFactura = z.output<typeof nuevaFacturaSchema>;

/** PUT /api/admin/factura/{id}: a rejected (or still pending, unnumbered) invoice corrected; it is asked for again. */
export const corregirFacturaSchema = z.object({
  cliente: z.optional(z.string()),
  ...facturaCampos,
}).check(z.superRefine(fechasDeServicio));
export type CorreccionFactura = z.output<typeof corregirFacturaSchema>;

/** POST /api/admin/factura/{id}/anular */
export const anularFacturaSchema = z.object({
  motivo: texto('Motivo', { max: 500, requerido: 'El motivo es obligatorio' }),
});

/** POST /api/admin/operacion/{id}/facturar */
export const facturarOperacionSchema = z.object({
  parte: opcion(['oferente', 'receptor'], 'La parte debe ser oferente o receptor'),
});

const periodo = (requerido: boolean) =>
  z.pipe(
    z.union([z.string(), z.undefined()]),
    z.transform((v, ctx): string | undefined => {
      if (v === undefined || v === '') {
        if (requerido) ctx.issues.push({ code: 'custom', message: 'El parámetro periodo es obligatorio (AAAA-MM)', input: v });
        return undefined;
      }
      if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(v)) ctx.issues.push({ code: 'custom', message: 'El parámetro periodo debe tener la forma AAAA-MM', input: v });
      return v;
    }),
  );

/** Invoices per page of GET /api/admin/facturas when `limit` is not given, and the most settlements one call asks about. */
export const FACTURAS_POR_PAGINA = 20;
export const LIQUIDACIONES_POR_CONSULTA = 100;

const MENSAJE_TASACION_CONSULTA = 'El parámetro tasacion debe ser el identificador de una tasación, una vez';

/** GET /api/admin/facturas?periodo=&estado=&liquidaciones=&tasacion=&page=&limit=: always paged (newest first). */
export const facturasConsultaSchema = z.object({
  periodo: z.optional(periodo(false)),
  estado: z.optional(z.union([z.literal(''), opcion(ESTADOS_FACTURA, 'El parámetro estado no es válido')])),
  /** The invoices made from these settlements (ids separated by commas). */
  liquidaciones: z.optional(
    z.pipe(
      z.union([z.string(), z.undefined()], { error: 'El parámetro liquidaciones se indicó más de una vez' }),
      z.transform((v, ctx): string[] | undefined => {
        const ids = (v ?? '').split(',').map((t) => t.trim()).filter(Boolean);
        if (ids.length === 0) return undefined;
        if (ids.length > LIQUIDACIONES_POR_CONSULTA || !ids.every(esUuid)) {
          ctx.issues.push({ code: 'custom', message: `El parámetro liquidaciones debe ser una lista de hasta ${LIQUIDACIONES_POR_CONSULTA} identificadores separados por comas`, input: v });
        }
        return ids;
      }),
    ),
  ),
  /** The invoices made from this valuation. */
  tasacion: z.optional(z.string({ error: MENSAJE_TASACION_CONSULTA }).check(z.refine(esUuid, MENSAJE_TASACION_CONSULTA))),
  page: enteroConsulta('page', 1, 100000),
  limit: enteroConsulta('limit', 1, 1000),
});

/** GET /api/admin/facturacion/libro-iva-ventas?periodo=YYYY-MM */
export const libroIvaConsultaSchema = z.object({ periodo: periodo(true) });

