// The index series a contract's rent may follow, defined once: their names, how an adjustment reads them, the
// values staff load (PUT /api/admin/indices/{indice}) and their reply. Index values travel as decimal texts, exactly
// as published. The index tables' history and corrections: every load and every deletion of a value is a line of the
// history of entity 'indice' whose id is the index's name ('ICL'), with who, when, and each date's value before →
// after. Only admins load or delete values (auth/permisos.ts); a value dated after Argentina's today cannot exist yet.
import * as z from 'zod/mini';
import { fechaConsulta } from '../schema/query.js';
import { formatFecha, formatValorIndice } from '../format.js';
import { decimalDeTextoAr, mensajeNumeroAr } from '../numero-ar.js';
import { fechaRequerida } from './fields.js';

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

/** GET /api/admin/indices/{indice} */
export const indicesConsultaSchema = z.object({ desde: fechaConsulta('desde'), hasta: fechaConsulta('hasta') });
export type IndicesConsulta = z.output<typeof indicesConsultaSchema>;

export const valorIndiceSchema = z.object({ fecha: z.string(), valor: z.string() });
export const indiceResponseSchema = z.object({
  success: z.literal(true),
  message: z.optional(z.string()),
  data: z.object({ indice: z.enum(INDICES_PUBLICADOS), valores: z.array(valorIndiceSchema), ultimo: z.nullable(valorIndiceSchema), cargados: z.optional(z.number()) }),
});
export type IndiceResponse = z.output<typeof indiceResponseSchema>;

export const MENSAJES_INDICES = {
  fechaFutura: (n: number, fecha: string) => `La fecha del valor ${n} (${formatFecha(fecha)}) es posterior a hoy: un índice no se publica por adelantado`,
  fechaInvalida: 'La fecha debe tener el formato AAAA-MM-DD',
  valorNoCargado: (indice: string, fecha: string) => `No hay un valor de ${indice} cargado el ${formatFecha(fecha)}`,
} as const;

/** 'icl' → 'ICL'; null for a name that is not an index's. */
export function indicePublicado(raw: string): IndicePublicado | null {
  return INDICES_PUBLICADOS.find((x) => x === raw.toUpperCase()) ?? null;
}

/** How an index's history line names its field (a date): 'Valor del 01/03/2026'. */
export function etiquetaValorIndice(campo: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(campo) ? `Valor del ${formatFecha(campo)}` : campo;
}

/** An index value as published ('10413.0309', a decimal text) as es-AR writes it: '10.413,0309'. */
export function valorIndiceLegible(v: unknown): string {
  return typeof v === 'string' || typeof v === 'number' ? formatValorIndice(v) : '—';
}
