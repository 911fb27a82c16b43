// A rental contract's money as the API answers it: the tenant's account (cuenta) with its lines, cuotas, payments and
// charges, the owners' settlements (liquidaciones), the owner's private page, the dashboard's arrears and the
// collections report. Money travels in the contract's currency units (at most two decimals).
import * as z from 'zod/mini';
import { A_CARGO_DE, ESTADOS_CUOTA_CUENTA, MEDIOS_PAGO, PAGADO_POR } from './account.js';

const s = z.string();
const n = z.number();
const ok = z.literal(true);

export const movimientoSchema = z.object({
  fecha: s,
  concepto: s,
  periodo: z.nullable(s),
  debe: n,
  haber: n,
  saldo: n,
  /** The payment a line belongs to (its receipt), or null. */
  pago: z.nullable(s),
  /** A line of interest accrued up to today, not yet booked by a payment. */
  provisorio: z.optional(z.boolean()),
});
export type Movimiento = z.output<typeof movimientoSchema>;

export const imputacionSchema = z.object({ periodo: z.nullable(s), concepto: s, monto: n });
export type Imputacion = z.output<typeof imputacionSchema>;

export const pagoSchema = z.object({
  _id: s,
  fecha: s,
  monto: n,
  medio: z.enum(MEDIOS_PAGO),
  nota: s,
  /** url: staff's address of the PDF; publico: the tenant's (its own secret), for the WhatsApp link. */
  recibo: z.object({ numero: n, url: s, publico: s }),
  /** What the payment was applied to when it was recorded (the receipt's lines). */
  imputacion: z.array(imputacionSchema),
  anulado: z.nullable(z.object({ fecha: s, motivo: s, por: s })),
  creadoEn: s,
});
export type Pago = z.output<typeof pagoSchema>;

export const cargoSchema = z.object({
  _id: s, periodo: s, concepto: s, monto: n, aCargoDe: z.enum(A_CARGO_DE), pagadoPor: z.enum(PAGADO_POR), descripcion: s, liquidacion: z.nullable(s),
  /** The bill, served to staff at `url`. */
  comprobante: z.nullable(z.object({ url: s, nombre: s, tipo: s })),
  /** The recurring charge this month's charge comes from, or null. */
  cargoFijo: z.nullable(s),
  /** A voided charge: kept and shown struck through, out of the account and of any settlement not yet paid. */
  anulado: z.nullable(z.object({ fecha: s, motivo: s, por: s })),
});
export type Cargo = z.output<typeof cargoSchema>;

export const cuotaCuentaSchema = z.object({
  periodo: s,
  vencimiento: s,
  monto: z.nullable(n),
  pagado: n,
  punitorios: n,
  punitoriosPagados: n,
  condonado: z.nullable(z.object({ motivo: s, fecha: s })),
  estado: z.enum(ESTADOS_CUOTA_CUENTA),
});
export type CuotaCuenta = z.output<typeof cuotaCuentaSchema>;

export const cuentaSchema = z.object({
  contrato: s,
  moneda: s,
  movimientos: z.array(movimientoSchema),
  /** What the tenant owes today (negative: paid in advance), interest accrued up to today included. */
  saldo: n,
  /** The oldest due day still unpaid, or null. */
  moraDesde: z.nullable(s),
  cuotas: z.array(cuotaCuentaSchema),
  pagos: z.array(pagoSchema),
  cargos: z.array(cargoSchema),
});
export type Cuenta = z.output<typeof cuentaSchema>;
export const cuentaResponseSchema = z.object({ success: ok, data: cuentaSchema });
export type CuentaResponse = z.output<typeof cuentaResponseSchema>;

export const pagoCreadoResponseSchema = z.object({
  success: ok,
  message: z.optional(s),
  /** `recibo.enviadoA`: the tenant's address the receipt was queued to by e-mail (null: the tenant has none). */
  data: z.object({ _id: s, recibo: z.object({ numero: n, url: s, enviadoA: z.nullable(s) }), pago: pagoSchema }),
});
export type PagoCreadoResponse = z.output<typeof pagoCreadoResponseSchema>;
export const pagoResponseSchema = z.object({ success: ok, message: z.optional(s), data: pagoSchema });
export const cargoResponseSchema = z.object({ success: ok, message: z.optional(s), data: cargoSchema });
export const cargoFijoResponseSchema = z.object({
  success: ok,
  message: z.optional(s),
  data: z.object({ _id: s, concepto: s, monto: n, aCargoDe: z.enum(A_CARGO_DE), pagadoPor: z.enum(PAGADO_POR), desde: s, hasta: s, cargos: z.array(cargoSchema) }),
});
export type CargoFijoResponse = z.output<typeof cargoFijoResponseSchema>;
export const condonacionResponseSchema = z.object({ success: ok, message: z.optional(s), data: cuentaSchema });

export const detalleLiquidacionSchema = z.object({
  contrato: s,
  propiedad: s,
  inquilino: s,
  comisionPorcentaje: n,
  cobrado: n,
  comision: n,
  gastos: n,
  neto: n,
  /** recibo 0: what the tenant paid for the owner (a repair), credited as rent collected and named by `concepto`. */
  pagos: z.array(z.object({ pago: s, fecha: s, recibo: n, concepto: z.optional(s), monto: n })),
  /** The owner's charges deducted (positive) and the tenant's bills the owner paid, credited back (negative). */
  cargos: z.array(z.object({ cargo: s, periodo: s, concepto: s, monto: n })),
});
export type DetalleLiquidacion = z.output<typeof detalleLiquidacionSchema>;

export const liquidacionSchema = z.object({
  _id: s,
  propietario: z.object({ _id: s, nombre: s, apellido: s }),
  periodo: s,
  moneda: s,
  cobrado: n,
  comision: n,
  gastos: n,
  neto: n,
  detalle: z.array(detalleLiquidacionSchema),
  pagada: z.nullable(s),
  url: s,
  creadaEn: s,
});
export type Liquidacion = z.output<typeof liquidacionSchema>;
export const liquidacionResponseSchema = z.object({ success: ok, message: z.optional(s), data: liquidacionSchema });
export const liquidacionesResponseSchema = z.object({ success: ok, data: z.array(liquidacionSchema) });
export type LiquidacionesResponse = z.output<typeof liquidacionesResponseSchema>;

export const enlacePropietarioResponseSchema = z.object({ success: ok, message: z.optional(s), data: z.object({ url: s }) });
export const enlaceRevocadoResponseSchema = z.object({ success: ok, message: z.optional(s) });

/** What the owner's private page shows. */
export const paginaPropietarioSchema = z.object({
  propietario: z.object({ nombre: s, apellido: s }),
  inmobiliaria: z.object({ nombre: s, telefono: z.nullable(s) }),
  contratos: z.array(z.object({
    propiedad: z.object({ titulo: s, direccion: s }),
    inquilino: s,
    estado: s,
    inicio: s,
    fin: s,
    moneda: s,
    montoActual: z.nullable(n),
    proximoAjuste: z.nullable(s),
    cuotas: z.array(z.object({ periodo: s, vencimiento: s, monto: z.nullable(n), pagado: n, estado: z.enum(ESTADOS_CUOTA_CUENTA) })),
    /**
     * The charges that reach the owner's settlements, not voided, by period: deducted (the owner's, whoever paid
     * them) or, with `aFavor`, credited (the tenant's, paid by the owner).
     */
    gastos: z.array(z.object({ periodo: s, concepto: s, pagadoPor: z.enum(PAGADO_POR), monto: n, aFavor: z.boolean() })),
  })),
  liquidaciones: z.array(z.object({ periodo: s, moneda: s, cobrado: n, comision: n, gastos: n, neto: n, pagada: z.nullable(s), url: s })),
});
export type PaginaPropietario = z.output<typeof paginaPropietarioSchema>;
export const paginaPropietarioResponseSchema = z.object({ success: ok, data: paginaPropietarioSchema });
export type PaginaPropietarioResponse = z.output<typeof paginaPropietarioResponseSchema>;

/**
 * GET /api/admin/alquileres/mora: the dashboard's tenants in arrears, the oldest debt first — the first LINEAS_TABLERO
 * (every one with ?todos=1) —, how many owe and the total owed in each currency.
 */
export const moraResponseSchema = z.object({
  success: ok,
  data: z.array(z.object({ contrato: s, inquilino: s, propiedad: s, moneda: s, saldo: n, desde: s })),
  total: n,
  totales: z.array(z.object({ moneda: s, saldo: n })),
});
export type MoraResponse = z.output<typeof moraResponseSchema>;

/** GET /api/admin/cobranzas: the payments of a span with the commission they earn (Reportes' CSV). */
export const cobranzasResponseSchema = z.object({
  success: ok,
  data: z.array(z.object({
    fecha: s,
    recibo: n,
    contrato: s,
    propiedad: s,
    inquilino: s,
    propietario: s,
    moneda: s,
    medio: z.enum(MEDIOS_PAGO),
    monto: n,
    alquiler: n,
    comision: n,
  })),
});
export type CobranzasResponse = z.output<typeof cobranzasResponseSchema>;
