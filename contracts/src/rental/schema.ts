// Rental contracts administered by the agency, defined once: the bodies of nuevo-contrato, editar-contrato, rescindir
// and renovar, the list's query, their bounds and messages. Money travels in the contract's currency units (at most
// two decimals; the API keeps integer cents). The index series are in indices.ts, the replies in reply.ts.
import * as z from 'zod/mini';
import { erroresDeResultado, numero, opcion, opcional, texto, validarCon, type ErroresCampo } from '../schema/kit.js';
import { enteroConsulta, busquedaConsulta, opcionConsulta } from '../schema/query.js';
import { formatFecha, formatPeriodo } from '../format.js';
import { hoyArgentina } from '../calendario.js';
import { INDICES_AJUSTE, INDICES_CON_REZAGO, INDICES_PUBLICADOS, REZAGO_POR_DEFECTO, type IndiceAjuste, type RezagoMeses } from './indices.js';
import { entero, fechaRequerida, idCliente, porcentajeHasta } from './fields.js';

export const TIPOS_GARANTE = ['propietaria', 'recibo de sueldo', 'seguro de caución', 'otra'] as const;
export type TipoGarante = (typeof TIPOS_GARANTE)[number];
export const TIPO_GARANTE_LABELS: Record<TipoGarante, string> = {
  propietaria: 'Garantía propietaria', 'recibo de sueldo': 'Recibo de sueldo', 'seguro de caución': 'Seguro de caución', otra: 'Otra',
};
export const DESTINOS_CONTRATO = ['vivienda', 'comercial'] as const;
export const DESTINO_LABELS: Record<(typeof DESTINOS_CONTRATO)[number], string> = { vivienda: 'Vivienda', comercial: 'Comercial' };
export const MONEDAS_CONTRATO = ['ARS', 'USD'] as const;

/** The states a contract is listed by (estado=…); 'con-ajuste': running with an adjustment starting this month. */
export const ESTADOS_CONTRATO = ['vigente', 'por-vencer', 'finalizado'] as const;
export type EstadoContrato = (typeof ESTADOS_CONTRATO)[number];
export const FILTROS_CONTRATO = ['vigente', 'por-vencer', 'con-ajuste', 'finalizado'] as const;
export type FiltroContrato = (typeof FILTROS_CONTRATO)[number];
export const ESTADO_CONTRATO_LABELS: Record<EstadoContrato, string> = { vigente: 'Vigente', 'por-vencer': 'Por vencer', finalizado: 'Finalizado' };
/**
 * A contract's state as staff read it: 'Rescindido' once its rescission day came ('Rescinde el dd/mm/aaaa' before),
 * else its listing state.
 */
export function etiquetaEstadoContrato(c: { estado: EstadoContrato; rescision: { fecha: string } | null }, hoy: string): { texto: string; tono: 'success' | 'warning' | 'neutral' | 'danger' } {
  if (c.rescision) return c.rescision.fecha <= hoy ? { texto: 'Rescindido', tono: 'neutral' } : { texto: `Rescinde el ${formatFecha(c.rescision.fecha)}`, tono: 'danger' };
  return { texto: ESTADO_CONTRATO_LABELS[c.estado], tono: c.estado === 'finalizado' ? 'neutral' : c.estado === 'por-vencer' ? 'warning' : 'success' };
}
/** A contract ending within this many days is 'por vencer'. */
export const DIAS_POR_VENCER = 60;
/** The dashboard lists adjustments starting within this many days. */
export const DIAS_AJUSTE_PROXIMO = 30;

/** 'pagada' and 'parcial' come from the tenant's account (src/rental-accounts). */
export const ESTADOS_CUOTA = ['a vencer', 'vencida', 'falta índice', 'pagada', 'parcial'] as const;
export type EstadoCuota = (typeof ESTADOS_CUOTA)[number];

export const MENSAJES_CONTRATO = {
  noEncontrado: 'Contrato no encontrado',
  conflicto: 'El contrato fue modificado por otra persona. Recargá para ver los cambios.',
  finalizado: 'El contrato está finalizado: no se puede modificar.',
  partesIguales: 'El propietario y el inquilino deben ser clientes distintos',
  propiedadOcupada: 'La propiedad ya tiene un contrato vigente',
  propiedadInexistente: 'La propiedad seleccionada no existe',
  propietarioInexistente: 'El propietario no existe',
  inquilinoInexistente: 'El inquilino no existe',
  porcentajeRequerido: 'Indicá el porcentaje de ajuste',
  rescisionFueraDeContrato: 'La fecha de rescisión debe estar dentro del contrato',
  yaRescindido: 'El contrato ya fue rescindido',
  renovacionAntesDelFin: 'La renovación no puede empezar antes que el contrato que renueva',
  indiceMensual: 'Las series mensuales se cargan con el primer día de cada mes',
  indiceInvalido: `Seleccioná un índice: ${INDICES_PUBLICADOS.join(', ')}`,
  porcentajeMaximo: 'El porcentaje de ajuste no puede superar el 100 % por período',
  punitorioMaximo: 'El punitorio diario no puede superar el 1 % por día',
  comisionMaxima: 'La comisión de administración no puede superar el 30 %',
  cuotaImposible: (titulo: string, periodo: string, monto: string) =>
    `Con estos datos la cuota de ${formatPeriodo(periodo)} del contrato de «${titulo}» sería de ${monto}: más de lo que se puede registrar. ` +
    'Revisá el monto, el ajuste y los valores del índice (¿están en la escala en que se publican?)',
} as const;

/**
 * The largest cuota an account records, in cents ($ 10 billones): far above any rent a person agrees, and the sum of a
 * contract's 240 cuotas still fits the database's bigint. A bigger one comes from a value at the wrong scale.
 */
export const CUOTA_MAXIMA_CENTAVOS = 1e15;

/**
 * Bounds a person would set on a contract's terms (docs/decisions.md): its start within 30 years of today, a fixed
 * adjustment of at most 100 % a period, late interest of at most 1 % a day, the agency's commission at most 30 %.
 */
export const LIMITES_CONTRATO = { aniosDesdeHoy: 30, porcentajeAjuste: 100, punitorioDiario: 1, comision: 30 } as const;

/** The first and last start a contract may have, `aniosDesdeHoy` years either side of `hoy` ('YYYY-MM-DD'). */
export function rangoInicioContrato(hoy = hoyArgentina()): { desde: string; hasta: string } {
  const y = Number(hoy.slice(0, 4));
  const md = hoy.slice(4) === '-02-29' ? '-02-28' : hoy.slice(4);
  const n = LIMITES_CONTRATO.aniosDesdeHoy;
  return { desde: `${String(y - n).padStart(4, '0')}${md}`, hasta: `${y + n}${md}` };
}

const garanteSchema = z.object({
  nombre: texto('Nombre del garante', { max: 100, requerido: 'Indicá el nombre del garante {n}' }),
  apellido: texto('Apellido del garante', { max: 100, requerido: 'Indicá el apellido del garante {n}' }),
  dni: z.pipe(
    texto('DNI del garante', { max: 20, requerido: 'Indicá el DNI del garante {n}' }),
    z.transform((v, ctx): string => {
      const d = v.replace(/[.\s-]/g, '');
      if (!/^\d{6,9}$/.test(d)) ctx.issues.push({ code: 'custom', message: 'El DNI del garante {n} debe tener entre 6 y 9 dígitos', input: v });
      return d;
    }),
  ),
  telefono: texto('Teléfono del garante', { max: 40 }),
  tipo: opcion(TIPOS_GARANTE, `Tipo de garantía del garante {n}: ${TIPOS_GARANTE.join(', ')}`),
});
export type Garante = z.output<typeof garanteSchema>;

const MENSAJE_REZAGO = 'El rezago del índice debe ser de 1 o 2 meses';
const rezago = opcional(z.pipe(
  z.union([z.number(), z.string(), z.null()], { error: MENSAJE_REZAGO }),
  z.transform((v, ctx): RezagoMeses | null => {
    if (v === null || v === '') return null;
    const n = typeof v === 'number' ? v : /^\s*[12]\s*$/.test(v) ? Number(v) : NaN;
    if (n === 1 || n === 2) return n;
    ctx.issues.push({ code: 'custom', message: MENSAJE_REZAGO, input: v });
    return null;
  }),
));

export interface AjusteTerminos {
  indice: IndiceAjuste;
  cadaMeses: number;
  porcentaje: number | null;
  /** IPC and CVS: months between each period's month and the month whose value it reads; null for the rest. */
  rezagoMeses: RezagoMeses | null;
}

const ajusteSchema = z.pipe(
  z.object({
    indice: opcion(INDICES_AJUSTE, `Seleccioná el índice de ajuste: ${INDICES_AJUSTE.join(', ')}`),
    cadaMeses: numero('Cada cuántos meses', { entero: true, min: 1, max: 60 }),
    porcentaje: porcentajeHasta('Porcentaje de ajuste', LIMITES_CONTRATO.porcentajeAjuste, MENSAJES_CONTRATO.porcentajeMaximo),
    rezagoMeses: rezago,
  }, { error: 'Indicá el ajuste: {indice, cadaMeses, porcentaje?, rezagoMeses?}' }),
  z.transform((a, ctx): AjusteTerminos => {
    const rezagoMeses = INDICES_CON_REZAGO.includes(a.indice) ? (a.rezagoMeses ?? REZAGO_POR_DEFECTO) : null;
    if (a.indice === 'NINGUNO') return { indice: a.indice, cadaMeses: a.cadaMeses ?? 12, porcentaje: null, rezagoMeses };
    if (a.cadaMeses === null) ctx.issues.push({ code: 'custom', message: 'Indicá cada cuántos meses se ajusta', input: a, path: ['cadaMeses'] });
    if (a.indice === 'FIJO' && a.porcentaje === null) ctx.issues.push({ code: 'custom', message: MENSAJES_CONTRATO.porcentajeRequerido, input: a, path: ['porcentaje'] });
    return { indice: a.indice, cadaMeses: a.cadaMeses ?? 12, porcentaje: a.indice === 'FIJO' ? a.porcentaje : null, rezagoMeses };
  }),
);

/** A contract's terms: what nuevo-contrato, editar-contrato and renovar share. */
const terminos = {
  inicio: z.pipe(fechaRequerida('La fecha de inicio no es válida', 'Indicá la fecha de inicio'), z.transform((v: string, ctx): string => {
    const { desde, hasta: tope } = rangoInicioContrato();
    if (v !== '' && (v < desde || v > tope)) {
      ctx.issues.push({ code: 'custom', message: `La fecha de inicio debe estar dentro de los ${LIMITES_CONTRATO.aniosDesdeHoy} años de hoy: entre el ${formatFecha(desde)} y el ${formatFecha(tope)}`, input: v });
    }
    return v;
  })),
  meses: entero('Duración en meses', 1, 240, null, 'Indicá la duración del contrato en meses'),
  moneda: opcion(MONEDAS_CONTRATO, 'Moneda: ARS o USD'),
  montoInicial: numero('Monto inicial', { monto: true, positivo: 'Indicá el monto inicial del alquiler' }),
  ajuste: ajusteSchema,
  diaVencimiento: entero('Día de vencimiento', 1, 28, 10),
  /** % of the rent per day late. */
  punitorioDiario: z.pipe(porcentajeHasta('Punitorio diario', LIMITES_CONTRATO.punitorioDiario, MENSAJES_CONTRATO.punitorioMaximo), z.transform((v): number => v ?? 0)),
  /** % of the rent collected the agency keeps. */
  comisionAdministracion: z.pipe(porcentajeHasta('Comisión de administración', LIMITES_CONTRATO.comision, MENSAJES_CONTRATO.comisionMaxima), z.transform((v): number => v ?? 0)),
  deposito: numero('Depósito', { monto: true }),
  destino: opcional(z.pipe(z.union([z.string(), z.null()], { error: 'Destino: vivienda o comercial' }), z.transform((v, ctx): (typeof DESTINOS_CONTRATO)[number] | null => {
    if (v === null || v === '') return null;
    if (!(DESTINOS_CONTRATO as readonly string[]).includes(v)) ctx.issues.push({ code: 'custom', message: 'Destino: vivienda o comercial', input: v });
    return v as (typeof DESTINOS_CONTRATO)[number];
  }))),
};

const partes = {
  propietario: idCliente('Seleccioná el propietario (un cliente)'),
  inquilino: idCliente('Seleccioná el inquilino (un cliente)'),
  garantes: opcional(z.pipe(
    z.nullable(z.array(garanteSchema, { error: 'Los garantes deben ser una lista' })),
    z.transform((g, ctx): Garante[] => {
      if (g && g.length > 10) ctx.issues.push({ code: 'custom', message: 'Hasta 10 garantes', input: g });
      return g ?? [];
    }),
  )),
};

const partesDistintas = z.refine<{ propietario: string; inquilino: string }>((c) => !c.propietario || c.propietario !== c.inquilino, { message: MENSAJES_CONTRATO.partesIguales, path: ['inquilino'] });

/** POST /api/admin/nuevo-contrato */
export const nuevoContratoSchema = z.object({ propiedad: idCliente('Seleccioná una propiedad'), ...partes, ...terminos }).check(partesDistintas);
export type NuevoContratoRequest = z.input<typeof nuevoContratoSchema>;
export type NuevoContrato = z.output<typeof nuevoContratoSchema>;

const version = opcional(z.pipe(z.union([z.number(), z.null()], { error: 'Versión inválida' }), z.transform((v, ctx): number | null => {
  if (v !== null && !(Number.isInteger(v) && v >= 1)) ctx.issues.push({ code: 'custom', message: 'Versión inválida', input: v });
  return v;
})));

/** PUT /api/admin/editar-contrato/{id}: parties and terms (the property stays), with the version read (stale → 409). */
export const editarContratoSchema = z.object({ ...partes, ...terminos, version }).check(partesDistintas);
export type EditarContratoRequest = z.input<typeof editarContratoSchema>;
export type EditarContrato = z.output<typeof editarContratoSchema>;

/** POST /api/admin/contrato/{id}/rescindir: the day it ends (the contract runs until then) and why. */
export const rescindirContratoSchema = z.object({
  fecha: fechaRequerida('La fecha de rescisión no es válida', 'Indicá la fecha de rescisión'),
  motivo: texto('Motivo', { max: 1000 }),
});
export type RescindirContratoRequest = z.input<typeof rescindirContratoSchema>;
export type RescindirContrato = z.output<typeof rescindirContratoSchema>;

/** POST /api/admin/contrato/{id}/renovar: a new contract for the same property and parties, from `inicio`. */
export const renovarContratoSchema = z.object({ ...terminos });
export type RenovarContratoRequest = z.input<typeof renovarContratoSchema>;
export type RenovarContrato = z.output<typeof renovarContratoSchema>;

/** What the new-contract form checks before sending: the messages by field, empty when valid. */
export function validarNuevoContrato(body: unknown): ErroresCampo {
  return erroresDeResultado(validarCon(nuevoContratoSchema, body));
}

/** GET /api/admin/contratos */
export const contratosConsultaSchema = z.object({
  page: enteroConsulta('page', 1, 100000),
  limit: enteroConsulta('limit', 1, 100),
  q: busquedaConsulta(),
  estado: opcionConsulta('estado', FILTROS_CONTRATO, 'El parámetro estado debe ser vigente, por-vencer, con-ajuste o finalizado'),
});
export type ContratosConsulta = z.output<typeof contratosConsultaSchema>;
