// A rental contract's money, defined once: the tenant's payments (pagos) and the charges of a period (cargos), the
// account recomputed from them (cuenta), late interest waived by staff (condonar), receipts (recibos), the owner's
// monthly settlements (liquidaciones) and the owner's private page. Money travels in the contract's currency units
// (at most two decimals); the API keeps integer cents. The replies are in account-reply.ts.
import * as z from 'zod/mini';
import { numero, opcion, opcional, texto } from '../schema/kit.js';
import { fechaConsulta } from '../schema/query.js';
import { formatDinero } from '../format.js';
import { fechaRequerida, idCliente } from './fields.js';

export const MEDIOS_PAGO = ['efectivo', 'transferencia', 'cheque', 'otro'] as const;
export type MedioPago = (typeof MEDIOS_PAGO)[number];
export const MEDIO_PAGO_LABELS: Record<MedioPago, string> = { efectivo: 'Efectivo', transferencia: 'Transferencia', cheque: 'Cheque', otro: 'Otro' };

export const A_CARGO_DE = ['inquilino', 'propietario'] as const;
export type ACargoDe = (typeof A_CARGO_DE)[number];
/** Who paid a charge's bill: the agency (recovered from whoever it is for), the tenant or the owner. */
export const PAGADO_POR = ['inmobiliaria', 'inquilino', 'propietario'] as const;
export type PagadoPor = (typeof PAGADO_POR)[number];
export const PAGADO_POR_LABELS: Record<PagadoPor, string> = { inmobiliaria: 'La inmobiliaria', inquilino: 'El inquilino', propietario: 'El propietario' };
export const A_CARGO_DE_LABELS: Record<ACargoDe, string> = { inquilino: 'El inquilino', propietario: 'El propietario' };
/** A charge's bill: a PDF or an image (by its bytes), up to this size. */
export const COMPROBANTE_MAX_BYTES = 5 * 1024 * 1024;

/** The concepts of an account's lines, in the order a payment is applied within a period. */
export const CONCEPTOS_CUENTA = { punitorios: 'Punitorios', alquiler: 'Alquiler', pago: 'Pago' } as const;

/** The state of a cuota once the account is read. */
export const ESTADOS_CUOTA_CUENTA = ['pagada', 'parcial', 'vencida', 'a vencer', 'falta índice'] as const;
export type EstadoCuotaCuenta = (typeof ESTADOS_CUOTA_CUENTA)[number];

/** The wording every receipt carries: the agency collects on the landlord's behalf; the landlord issues the final one. */
export const LEYENDA_RECIBO_PROVISORIO =
  'Recibo provisorio: la inmobiliaria percibe por cuenta y orden del locador; el recibo definitivo lo extiende el locador.';

export const MENSAJES_CUENTA = {
  contratoNoEncontrado: 'Contrato no encontrado',
  pagoNoEncontrado: 'Pago no encontrado',
  reciboNoEncontrado: 'Recibo no encontrado',
  liquidacionNoEncontrada: 'Liquidación no encontrada',
  propietarioNoEncontrado: 'Propietario no encontrado',
  enlaceNoEncontrado: 'Enlace no encontrado',
  yaAnulado: 'El pago ya fue anulado',
  cargoNoEncontrado: 'Cargo no encontrado',
  cargoYaAnulado: 'El cargo ya fue anulado',
  fechaAntesDelContrato: 'La fecha del pago no puede ser anterior al inicio del contrato',
  fechaFutura: 'La fecha del pago no puede ser posterior a hoy',
  periodoFueraDeContrato: 'El período no pertenece al contrato',
  yaCondonado: 'Los punitorios de ese período ya fueron condonados',
  liquidacionPagada: 'La liquidación de ese mes ya fue pagada: está cerrada',
  yaPagada: 'La liquidación ya fue marcada como pagada',
  sinContratos: 'El propietario no tiene contratos de alquiler',
  monedaRequerida: 'El propietario tiene contratos en pesos y en dólares: indicá la moneda (ARS o USD)',
  /** Followed by ': la liquidación solo puede ser en {monedas}'. */
  monedaSinContratos: 'El propietario no tiene contratos en esa moneda',
  /** Followed by ' ({amount})'. */
  pagoMayorQueDeuda: 'El contrato terminó: el pago no puede superar lo que adeuda',
  contratoSinDeuda: 'El contrato terminó y no adeuda nada: no hay pago que registrar',
  /** pagadoPor equal to aCargoDe: whoever owed the bill paid it, nothing passes through the accounts. */
  pagadoPorElMismo: 'Si lo pagó quien lo debía, no hay nada que registrar: elegí quién pagó (inmobiliaria, inquilino o propietario) distinto de a cargo de quién',
  pagoInquilinoFuturo: 'Lo que pagó el inquilino se registra en un período ya comenzado',
  faltaComprobante: 'Enviá el comprobante en el campo "archivo" (PDF, JPG, PNG o WebP)',
  comprobanteTipo: 'El comprobante debe ser un PDF o una imagen (JPG, PNG o WebP)',
  comprobanteGrande: 'El comprobante no puede superar los 5 MB',
  comprobanteNoEncontrado: 'El cargo no tiene comprobante',
  cargoFijoNoEncontrado: 'Cargo fijo no encontrado',
  hastaAntesDeDesde: 'El mes final no puede ser anterior al inicial',
  sinPeriodos: 'Ningún mes entre desde y hasta pertenece al contrato',
} as const;

const periodo = (mensaje: string, requerido: string) =>
  z.pipe(
    z.union([z.string(), z.null()], { error: mensaje }),
    z.transform((v, ctx): string => {
      const t = (v ?? '').trim();
      if (t === '') ctx.issues.push({ code: 'custom', message: requerido, input: v });
      else if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(t) || Number(t.slice(0, 4)) < 1900 || Number(t.slice(0, 4)) > 2200) ctx.issues.push({ code: 'custom', message: mensaje, input: v });
      return t;
    }),
  );

/** Who paid; absent or null: the agency. */
function pagadoPor() {
  return z.pipe(
    z.prefault(z.union([z.enum(PAGADO_POR), z.null()], { error: 'Pagado por: inmobiliaria, inquilino o propietario' }), null),
    z.transform((v): PagadoPor => v ?? 'inmobiliaria'),
  );
}

const montoPositivo = (etiqueta: string, positivo: string) => numero(etiqueta, { monto: true, positivo });

/** POST /api/admin/contrato/{id}/pagos */
export const nuevoPagoSchema = z.object({
  fecha: fechaRequerida('La fecha del pago no es válida', 'Indicá la fecha del pago'),
  monto: montoPositivo('Monto', 'Indicá el monto pagado (mayor que cero)'),
  medio: opcion(MEDIOS_PAGO, `Medio de pago: ${MEDIOS_PAGO.join(', ')}`),
  nota: texto('Nota', { max: 500 }),
});
export type NuevoPagoRequest = z.input<typeof nuevoPagoSchema>;
export type NuevoPago = z.output<typeof nuevoPagoSchema>;

/** POST /api/admin/contrato/{id}/cargos: an expense of a period, owed by the tenant or deducted from the owner. */
export const nuevoCargoSchema = z.object({
  periodo: periodo('El período debe tener la forma AAAA-MM', 'Indicá el período (AAAA-MM)'),
  concepto: texto('Concepto', { max: 120, requerido: 'Indicá el concepto (expensas, impuestos, servicios, arreglos…)' }),
  monto: montoPositivo('Monto', 'Indicá el monto del cargo (mayor que cero)'),
  aCargoDe: opcion(A_CARGO_DE, 'Indicá a cargo de quién: inquilino o propietario'),
  pagadoPor: pagadoPor(),
  descripcion: texto('Descripción', { max: 1000 }),
});
export type NuevoCargoRequest = z.input<typeof nuevoCargoSchema>;
export type NuevoCargo = z.output<typeof nuevoCargoSchema>;

/**
 * POST /api/admin/contrato/{id}/cargos-fijos: a charge repeated every month from `desde` to `hasta` (absent: the
 * contract's last month), one charge per month of the contract, each voided or corrected on its own.
 */
export const nuevoCargoFijoSchema = z.object({
  concepto: texto('Concepto', { max: 120, requerido: 'Indicá el concepto (expensas, impuestos, servicios…)' }),
  monto: montoPositivo('Monto', 'Indicá el monto mensual (mayor que cero)'),
  aCargoDe: opcion(A_CARGO_DE, 'Indicá a cargo de quién: inquilino o propietario'),
  pagadoPor: pagadoPor(),
  desde: periodo('El mes inicial debe tener la forma AAAA-MM', 'Indicá desde qué mes (AAAA-MM)'),
  hasta: opcional(z.union([periodo('El mes final debe tener la forma AAAA-MM', 'Indicá hasta qué mes (AAAA-MM)'), z.null()])),
});
export type NuevoCargoFijoRequest = z.input<typeof nuevoCargoFijoSchema>;
export type NuevoCargoFijo = z.output<typeof nuevoCargoFijoSchema>;

/** POST /api/admin/cargo/{id}/corregir: a month's amount corrected (a paid settlement's deduction is adjusted in the next). */
export const corregirCargoSchema = z.object({
  monto: montoPositivo('Monto', 'Indicá el monto corregido (mayor que cero)'),
  motivo: texto('Motivo', { max: 1000, requerido: 'Indicá el motivo de la corrección' }),
});
export type CorregirCargoRequest = z.input<typeof corregirCargoSchema>;
export type CorregirCargo = z.output<typeof corregirCargoSchema>;

/** POST /api/admin/pago/{id}/anular */
export const anularPagoSchema = z.object({ motivo: texto('Motivo', { max: 1000, requerido: 'Indicá el motivo de la anulación' }) });
export type AnularPagoRequest = z.input<typeof anularPagoSchema>;
export type AnularPago = z.output<typeof anularPagoSchema>;

/** POST /api/admin/cargo/{id}/anular: the charge is kept, struck through, and leaves the account and any draft settlement. */
export const anularCargoSchema = z.object({ motivo: texto('Motivo', { max: 1000, requerido: 'Indicá el motivo de la anulación' }) });
export type AnularCargoRequest = z.input<typeof anularCargoSchema>;
export type AnularCargo = z.output<typeof anularCargoSchema>;

/** POST /api/admin/contrato/{id}/condonar-punitorios: the period's late interest is not charged. */
export const condonarPunitoriosSchema = z.object({
  periodo: periodo('El período debe tener la forma AAAA-MM', 'Indicá el período (AAAA-MM)'),
  motivo: texto('Motivo', { max: 1000, requerido: 'Indicá el motivo de la condonación' }),
});
export type CondonarPunitoriosRequest = z.input<typeof condonarPunitoriosSchema>;
export type CondonarPunitorios = z.output<typeof condonarPunitoriosSchema>;

/** POST /api/admin/nueva-liquidacion */
export const nuevaLiquidacionSchema = z.object({
  propietario: idCliente('Seleccioná el propietario (un cliente)'),
  periodo: periodo('El período debe tener la forma AAAA-MM', 'Indicá el período (AAAA-MM)'),
  /** Needed only when the owner has contracts in both currencies. */
  moneda: opcional(z.union([z.enum(['ARS', 'USD']), z.null()], { error: 'Moneda: ARS o USD' })),
});
export type NuevaLiquidacionRequest = z.input<typeof nuevaLiquidacionSchema>;
export type NuevaLiquidacion = z.output<typeof nuevaLiquidacionSchema>;

/** GET /api/admin/liquidaciones?periodo=YYYY-MM and GET /api/admin/cobranzas?desde=&hasta= */
export const liquidacionesConsultaSchema = z.object({
  periodo: z.optional(z.pipe(z.string(), z.transform((v, ctx): string => {
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(v)) ctx.issues.push({ code: 'custom', message: 'El parámetro periodo debe tener la forma AAAA-MM', input: v });
    return v;
  }))),
});
export type LiquidacionesConsulta = z.output<typeof liquidacionesConsultaSchema>;
export const cobranzasConsultaSchema = z.object({ desde: fechaConsulta('desde'), hasta: fechaConsulta('hasta') });
export type CobranzasConsulta = z.output<typeof cobranzasConsultaSchema>;

/** How many lines a dashboard list of rentals shows before 'Ver todos' (mora, adjustments, contracts ending). */
export const LINEAS_TABLERO = 10;
/** ?todos=1 on the dashboard's rental lists: every line, not the first LINEAS_TABLERO. */
export const tableroConsultaSchema = z.object({ todos: z.optional(z.literal('1', { error: 'Para ver la lista completa usá todos=1' })) });
export type TableroConsulta = z.output<typeof tableroConsultaSchema>;

/** The WhatsApp text that sends a receipt to the tenant. */
export function mensajeRecibo(p: { nombre: string; numero: number; url: string }): string {
  return `Hola ${p.nombre}: te enviamos el recibo N.º ${p.numero} de tu pago de alquiler: ${p.url}`;
}

/** An account's amount to the cent, es-AR: '$ 1.234,50 ARS' (as the receipts write it). */
export function formatImporte(n: number, moneda: string): string {
  return formatDinero(n, moneda);
}
