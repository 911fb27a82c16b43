// Rental contracts administered by the agency, defined once: the bodies of nuevo-contrato, editar-contrato, rescindir,
// renovar and the index series (indices), their replies with the schedule (cuotas) and the adjustments (ajustes), and
// the Spanish texts the screens and the tenant's WhatsApp message use. Money travels in the contract's currency units
// (at most two decimals; the API keeps integer cents); index values travel as decimal texts, exactly as published.
import * as z from 'zod/mini';
import { erroresDeResultado, esObjeto, fecha, numero, opcion, opcional, texto, validarCon, type ErroresCampo, type Resultado } from '../schema/kit.js';
import { esUuid } from '../schema/checks.js';
import { enteroConsulta, busquedaConsulta, fechaConsulta, opcionConsulta } from '../schema/query.js';
import { formatDinero, formatFecha, formatPeriodo, formatValorIndice } from '../format.js';
import { decimalDeTextoAr, mensajeNumeroAr } from '../numero-ar.js';
import { hoyArgentina } from '../calendario.js';

/** What a contract's rent follows: a published index, a fixed percentage, or nothing. */
export const INDICES_AJUSTE = ['ICL', 'IPC', 'CVS', 'UVA', 'CASA_PROPIA', 'FIJO', 'NINGUNO'] as const;
export type IndiceAjuste = (typeof INDICES_AJUSTE)[number];
/** The published series staff load (PUT /api/admin/indices/{indice}). */
export const INDICES_PUBLICADOS = ['ICL', 'IPC', 'CVS', 'UVA', 'CASA_PROPIA'] as const;
export type IndicePublicado = (typeof INDICES_PUBLICADOS)[number];
/** Published once a day (a value per calendar day). */
export const INDICES_DIARIOS: readonly IndicePublicado[] = ['ICL', 'UVA'];
/** Published once a month: each value is stored on its month's first day. */
export const INDICES_MENSUALES: readonly IndicePublicado[] = ['IPC', 'CVS', 'CASA_PROPIA'];

export const INDICE_LABELS: Record<IndiceAjuste, string> = {
  ICL: 'ICL (Índice para Contratos de Locación, BCRA)',
  IPC: 'IPC (INDEC)',
  CVS: 'CVS (Coeficiente de Variación Salarial, INDEC)',
  UVA: 'UVA (BCRA)',
  CASA_PROPIA: 'Coeficiente Casa Propia',
  FIJO: 'Porcentaje fijo',
  NINGUNO: 'Sin ajuste',
};

/** An index's short name, for tight places ('Casa Propia', never 'CASA_PROPIA'). */
export const INDICE_NOMBRE_CORTO: Record<IndiceAjuste, string> = {
  ICL: 'ICL', IPC: 'IPC', CVS: 'CVS', UVA: 'UVA', CASA_PROPIA: 'Casa Propia', FIJO: 'Porcentaje fijo', NINGUNO: 'Sin ajuste',
};

/** One value of a series as a person names it: a monthly one by its month ('IPC 01/2026'), a daily one by its day ('ICL del 01/02/2026'). */
export function nombreValorIndice(indice: IndiceAjuste, fecha: string): string {
  const corto = INDICE_NOMBRE_CORTO[indice];
  if (INDICES_MENSUALES.includes(indice as IndicePublicado)) return `${corto} ${fecha.slice(5, 7)}/${fecha.slice(0, 4)}`;
  return `${corto} del ${formatFecha(fecha)}`;
}

/**
 * A missing index value is an error once its date has passed (it should be loaded); before that it is only pending
 * (it cannot be published yet).
 */
export function faltaVencida(fecha: string, hoy: string): boolean {
  return fecha < hoy;
}

/**
 * An adjustment's factor a person should look at before telling the tenant: below 1 (the rent would drop) or above 3
 * (it would more than triple in one period): both mean, in practice, a value loaded at the wrong scale or date.
 */
export const FACTOR_PLAUSIBLE = { min: 1, max: 3 } as const;
export function factorInusual(factor: string | null | undefined): boolean {
  if (!factor) return false;
  const f = Number(factor);
  return Number.isFinite(f) && (f < FACTOR_PLAUSIBLE.min || f > FACTOR_PLAUSIBLE.max);
}

/** Monthly series whose lag each contract chooses (`ajuste.rezagoMeses`): 1 or 2 months, 2 unless it says otherwise. */
export const INDICES_CON_REZAGO: readonly IndiceAjuste[] = ['IPC', 'CVS'];
export const REZAGOS_MESES = [1, 2] as const;
export type RezagoMeses = (typeof REZAGOS_MESES)[number];
export const REZAGO_POR_DEFECTO: RezagoMeses = 2;
export const REZAGO_LABELS: Record<RezagoMeses, string> = {
  1: '1 mes (valor del mes anterior al de cada ajuste)',
  2: '2 meses (el último publicado al comenzar el período)',
};
/** 'IPC (INDEC), cada 3 meses, rezago de 1 mes' — a contract's adjustment in words. */
export function describirAjuste(a: { indice: IndiceAjuste; cadaMeses: number; porcentaje: number | null; rezagoMeses: number | null }): string {
  if (a.indice === 'NINGUNO') return INDICE_LABELS.NINGUNO;
  const cuanto = a.indice === 'FIJO' ? ` ${String(a.porcentaje).replace('.', ',')} %` : '';
  const rezago = a.rezagoMeses ? `, rezago de ${a.rezagoMeses} ${a.rezagoMeses === 1 ? 'mes' : 'meses'}` : '';
  return `${INDICE_LABELS[a.indice]}${cuanto}, cada ${a.cadaMeses} meses${rezago}`;
}

/**
 * How an adjustment reads its index (docs/decisions.md): daily series on the periods' first days; IPC and CVS on the
 * values of the month one or two before each period's month (the contract's lag); Casa Propia as the product of the
 * monthly coefficients of the months of the period that ended.
 */
export const CONVENCION_INDICES =
  'ICL y UVA (diarios): factor = valor del primer día del nuevo período ÷ valor del primer día del período anterior. ' +
  'IPC y CVS (mensuales): según el rezago del contrato (1 o 2 meses; 2 si no se indica) se usa el valor del mes uno o dos meses anterior al de inicio de cada período; ' +
  'factor = valor de ese mes para el nuevo período ÷ valor de ese mes para el período anterior (con rezago 1, un ajuste de septiembre de un contrato de junio usa mayo y agosto: las variaciones de junio, julio y agosto). ' +
  'Casa Propia (coeficiente mensual): factor = producto de los coeficientes de los meses del período que terminó (un ajuste semestral de noviembre multiplica los de mayo a octubre). ' +
  'Porcentaje fijo: factor = 1 + porcentaje ÷ 100. El alquiler nuevo es el anterior × factor, redondeado al centavo. ' +
  'Un valor de índice que todavía no se cargó nunca se estima: las cuotas de ese período quedan en «falta índice».';

export const TIPOS_GARANTE = ['propietaria', 'recibo de sueldo', 'seguro de caución', 'otra'] as const;
export type TipoGarante = (typeof TIPOS_GARANTE)[number];
export const DESTINOS_CONTRATO = ['vivienda', 'comercial'] as const;
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
} as const;

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

/** A percentage from 0 to `max` (or none), with `mensaje` beyond `max`. */
const porcentajeHasta = (etiqueta: string, max: number, mensaje: string) =>
  z.pipe(numero(etiqueta, { min: 0 }), z.transform((v, ctx): number | null => {
    if (v !== null && v > max) ctx.issues.push({ code: 'custom', message: mensaje, input: v });
    return v;
  }));

const idCliente = (mensaje: string) =>
  z.pipe(
    z.union([z.string(), z.null()], { error: mensaje }),
    z.transform((v, ctx): string => {
      if (!esUuid(v)) ctx.issues.push({ code: 'custom', message: mensaje, input: v });
      return v ?? '';
    }),
  );

const entero = (etiqueta: string, min: number, max: number, porDefecto: number | null, requerido?: string) =>
  z.pipe(
    numero(etiqueta, { entero: true, min, max }),
    z.transform((v, ctx): number => {
      if (v !== null) return v;
      if (porDefecto !== null) return porDefecto;
      ctx.issues.push({ code: 'custom', message: requerido ?? `Indicá ${etiqueta.toLowerCase()}`, input: v });
      return 0;
    }),
  );

const fechaRequerida = (mensaje: string, requerido: string) =>
  z.pipe(
    fecha(mensaje),
    z.transform((v, ctx): string => {
      if (v === null) ctx.issues.push({ code: 'custom', message: requerido, input: v });
      return v ?? '';
    }),
  );

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

/**
 * The least value an index may take. Every published series stays far above it (the ICL began at 1 in July 2020, IPC
 * and CVS are 100 at their base, the UVA began at 14,05, a Casa Propia coefficient is a month's factor near 1), so a
 * smaller one is a value typed at the wrong scale: 0,000000000001 would take the later cuotas to $ 0.
 */
export const VALOR_INDICE_MINIMO = 0.5;
export const MENSAJE_VALOR_INDICE_MINIMO = 'El valor {n} es demasiado chico: ningún índice publicado vale menos de 0,5';

/** An index value as published: a JSON number, or es-AR text ('9.600,2471'); kept as exact decimal text. */
const valorIndice = z.pipe(
  z.union([z.number(), z.string()], { error: 'El valor {n} debe ser un número' }),
  z.transform((v, ctx): string => {
    const t = typeof v === 'number' ? String(v) : decimalDeTextoAr(v);
    if (t === null) {
      ctx.issues.push({ code: 'custom', message: mensajeNumeroAr('El valor {n}', 'numero'), input: v });
      return '';
    }
    if (!/^\d{1,12}(\.\d{1,12})?$/.test(t) || !/[1-9]/.test(t)) {
      ctx.issues.push({ code: 'custom', message: 'El valor {n} debe ser un número mayor que cero', input: v });
      return '';
    }
    if (Number(t) < VALOR_INDICE_MINIMO) {
      ctx.issues.push({ code: 'custom', message: MENSAJE_VALOR_INDICE_MINIMO, input: v });
      return '';
    }
    return t;
  }),
);

/** PUT /api/admin/indices/{indice}: values to add or replace (upsert by date). */
export const cargarIndiceSchema = z.object({
  valores: z.pipe(
    z.array(z.object({ fecha: fechaRequerida('La fecha {n} no es válida', 'Indicá la fecha {n}'), valor: valorIndice }), { error: 'Indicá los valores: [{fecha, valor}]' }),
    z.transform((v, ctx) => {
      if (v.length === 0) ctx.issues.push({ code: 'custom', message: 'Indicá al menos un valor', input: v });
      if (v.length > 20000) ctx.issues.push({ code: 'custom', message: 'Hasta 20.000 valores por carga', input: v });
      return v;
    }),
  ),
});
export type CargarIndiceRequest = z.input<typeof cargarIndiceSchema>;
export type CargarIndice = z.output<typeof cargarIndiceSchema>;

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
/** GET /api/admin/indices/{indice} */
export const indicesConsultaSchema = z.object({ desde: fechaConsulta('desde'), hasta: fechaConsulta('hasta') });
export type IndicesConsulta = z.output<typeof indicesConsultaSchema>;

// --- replies ---
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

export const valorIndiceSchema = z.object({ fecha: s, valor: s });
export const indiceResponseSchema = z.object({
  success: ok,
  message: z.optional(s),
  data: z.object({ indice: z.enum(INDICES_PUBLICADOS), valores: z.array(valorIndiceSchema), ultimo: z.nullable(valorIndiceSchema), cargados: z.optional(n) }),
});
export type IndiceResponse = z.output<typeof indiceResponseSchema>;

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

/** 'mayo de 2025' for a date ('2025-05-01') or a month ('2025-05'). */
export function nombreMes(fechaOMes: string | null): string {
  return formatPeriodo(fechaOMes);
}
/** An index value or a factor es-AR ('10.413,0309'). */
const coma = (v: string | null) => formatValorIndice(v);

/** How an adjustment was computed, in Spanish: the months or days read, their values and the factor. */
export function detalleAjuste(a: AjusteContrato): string {
  if (a.indice === 'FIJO') return `Porcentaje fijo: factor ${coma(a.factor)}`;
  if (a.indice === 'CASA_PROPIA') {
    const cs = a.coeficientes ?? [];
    const meses = cs.length > 0 ? `${nombreMes(cs[0]!.fecha)} a ${nombreMes(cs[cs.length - 1]!.fecha)}` : '—';
    return `Coeficiente Casa Propia de ${meses}: ${cs.map((c) => coma(c.valor)).join(' × ')} = factor ${coma(a.factor)}`;
  }
  if (INDICES_MENSUALES.includes(a.indice as IndicePublicado)) {
    const rezago = a.rezagoMeses === 1 ? '1 mes' : `${a.rezagoMeses ?? 2} meses`;
    return `${a.indice} de ${nombreMes(a.fechaFin)} (${coma(a.valorFin)}) ÷ ${a.indice} de ${nombreMes(a.fechaInicio)} (${coma(a.valorInicio)}) = factor ${coma(a.factor)} (rezago de ${rezago})`;
  }
  return `${a.indice}: ${coma(a.valorFin)} (${formatFecha(a.fechaFin)}) ÷ ${coma(a.valorInicio)} (${formatFecha(a.fechaInicio)}) = factor ${coma(a.factor)}`;
}

/** The tenant's WhatsApp message explaining an adjustment, in Spanish. */
export function explicacionAjuste(c: { inquilino: { nombre: string }; moneda: string; propiedad: { direccion: string; titulo: string } }, a: AjusteContrato): string {
  const lugar = c.propiedad.direccion || c.propiedad.titulo;
  const monto = (v: number | null) => (v === null ? 'sin calcular' : formatDinero(v, c.moneda));
  const base = `Hola ${c.inquilino.nombre}: te escribimos por el alquiler de ${lugar}. Desde el ${formatFecha(a.desde)} el alquiler pasa de ${monto(a.montoAnterior)} a ${monto(a.montoNuevo)}.`;
  if (a.indice === 'FIJO') return `${base} Según el contrato se ajusta un porcentaje fijo: factor ${coma(a.factor)}.`;
  const nuevo = `Nuevo monto: ${monto(a.montoAnterior)} × ${coma(a.factor)} = ${monto(a.montoNuevo)} (redondeado al centavo).`;
  if (a.indice === 'CASA_PROPIA') return `${base} Se ajusta por ${INDICE_LABELS[a.indice]}: ${detalleAjuste(a).replace('Coeficiente Casa Propia de ', 'coeficientes de ')}. ${nuevo}`;
  const mensual = INDICES_MENSUALES.includes(a.indice as IndicePublicado);
  const cuando = (f: string | null) => (mensual ? `${a.indice} de ${nombreMes(f)}` : `valor al ${formatFecha(f)}`);
  const rezago = mensual ? ` con un rezago de ${a.rezagoMeses === 1 ? '1 mes' : `${a.rezagoMeses ?? 2} meses`}` : '';
  return `${base} Se ajusta por ${INDICE_LABELS[a.indice]}${rezago}: ${cuando(a.fechaInicio)} ${coma(a.valorInicio)}, ${cuando(a.fechaFin)} ${coma(a.valorFin)}; factor ${coma(a.valorFin)} ÷ ${coma(a.valorInicio)} = ${coma(a.factor)}. ${nuevo}`;
}
