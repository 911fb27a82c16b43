// A rental contract's replies: the contract, its schedule (cuotas) and adjustments (ajustes), the list, and the
// dashboard's to-do. Money travels in the contract's currency units; index values as decimal texts.
import * as z from 'zod/mini';
import { INDICES_AJUSTE } from './indices.js';
import { DESTINOS_CONTRATO, ESTADOS_CONTRATO, ESTADOS_CUOTA, MONEDAS_CONTRATO, TIPOS_GARANTE } from './schema.js';

const s = z.string();
const n = z.number();
const parteSchema = z.object({ _id: s, nombre: s, apellido: s, telefono: z.nullable(s), telefonoE164: z.nullable(s) });
export const cuotaSchema = z.object({ periodo: s, vencimiento: s, monto: z.nullable(n), estado: z.enum(ESTADOS_CUOTA) });
export type Cuota = z.output<typeof cuotaSchema>;
export const ajusteContratoSchema = z.object({
  /** The first day of the adjusted period. */
  desde: s,
  indice: z.enum(INDICES_AJUSTE),
  /** The dates whose index values are compared (null for FIJO). */
  fechaInicio: z.nullable(s),
  fechaFin: z.nullable(s),
  valorInicio: z.nullable(s),
  valorFin: z.nullable(s),
  /** The factor, six decimals (the rent is computed with the exact ratio); null while an index value is missing. */
  factor: z.nullable(s),
  montoAnterior: z.nullable(n),
  montoNuevo: z.nullable(n),
  /** The index date not loaded yet (never guessed), or null. */
  falta: z.nullable(s),
  /** IPC and CVS: the contract's lag in months; null for the rest. */
  rezagoMeses: z.nullable(n),
  /** Casa Propia: each month's coefficient multiplied (first days of the months, as published); null for the rest. */
  coeficientes: z.nullable(z.array(z.object({ fecha: s, valor: z.nullable(s) }))),
});
export type AjusteContrato = z.output<typeof ajusteContratoSchema>;

export const contratoSchema = z.object({
  _id: s,
  propiedad: z.object({ _id: s, titulo: s, codigo: z.nullable(s), direccion: s, estado: s }),
  propietario: parteSchema,
  inquilino: parteSchema,
  garantes: z.array(z.object({ nombre: s, apellido: s, dni: s, telefono: s, tipo: z.enum(TIPOS_GARANTE) })),
  inicio: s,
  /** The agreed end (exclusive): inicio + meses. */
  fin: s,
  meses: n,
  moneda: z.enum(MONEDAS_CONTRATO),
  montoInicial: n,
  ajuste: z.object({ indice: z.enum(INDICES_AJUSTE), cadaMeses: n, porcentaje: z.nullable(n), rezagoMeses: z.nullable(n) }),
  diaVencimiento: n,
  punitorioDiario: n,
  comisionAdministracion: n,
  deposito: z.nullable(n),
  destino: z.nullable(z.enum(DESTINOS_CONTRATO)),
  estado: z.enum(ESTADOS_CONTRATO),
  rescision: z.nullable(z.object({ fecha: s, motivo: s })),
  renovadoDe: z.nullable(s),
  renovadoPor: z.nullable(s),
  /** The rent of today's period (null: an index value missing, or finished). */
  montoActual: z.nullable(n),
  /** The first day of the next adjusted period, or null. */
  proximoAjuste: z.nullable(s),
  version: n,
});
export type Contrato = z.output<typeof contratoSchema>;
export const contratoDetalleSchema = z.object({ ...contratoSchema.shape, cuotas: z.array(cuotaSchema), ajustes: z.array(ajusteContratoSchema), convencion: s });
export type ContratoDetalle = z.output<typeof contratoDetalleSchema>;

const ok = z.literal(true);
export const contratoResponseSchema = z.object({ success: ok, message: z.optional(s), data: contratoDetalleSchema });
export type ContratoResponse = z.output<typeof contratoResponseSchema>;
export const contratosResponseSchema = z.object({ success: ok, data: z.array(contratoSchema), total: n, page: n, pages: n });
export type ContratosResponse = z.output<typeof contratosResponseSchema>;

const refContrato = { contrato: s, propiedad: s, inquilino: s };
/**
 * GET /api/admin/alquileres/pendientes: the dashboard's to-do. The adjustments and the contracts ending: the first
 * LINEAS_TABLERO of each (every one with ?todos=1), and how many there are; every missing index value.
 */
export const pendientesAlquileresResponseSchema = z.object({
  success: ok,
  data: z.object({
    ajustes: z.array(z.object({ ...refContrato, fecha: s, indice: z.enum(INDICES_AJUSTE) })),
    vencimientos: z.array(z.object({ ...refContrato, fin: s })),
    indicesFaltantes: z.array(z.object({ ...refContrato, indice: z.enum(INDICES_AJUSTE), fecha: s })),
    totales: z.object({ ajustes: n, vencimientos: n }),
  }),
});
export type PendientesAlquileresResponse = z.output<typeof pendientesAlquileresResponseSchema>;
