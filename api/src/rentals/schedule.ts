// A contract's schedule, computed from its terms and the index values loaded (pure: no database, no clock).
// Period k starts k × cadaMeses months after inicio; its rent is the previous period's × the factor, rounded to the
// cent (half up). The factor is exact: index values are decimal texts turned into scaled bigints, the rent is in
// integer cents, and the new rent is prev × valorFin ÷ valorInicio computed in bigints, rounded once. An index value
// not loaded is never guessed: its period and every later one have no amount ('falta índice').
// Which index dates a period reads (contracts CONVENCION_INDICES, docs/decisions.md): a daily series (ICL, UVA) the
// periods' first days; IPC and CVS the value of the month one or two (the contract's lag) before each period's month;
// Casa Propia, published as a coefficient per month, the product of the coefficients of the months of the period
// that ended (a semester May–October for an adjustment on 1 November).
import { INDICES_DIARIOS, REZAGO_POR_DEFECTO, type AjusteContrato, type Cuota, type IndiceAjuste, type IndicePublicado, type RezagoMeses } from '@inmo/contracts';

export interface Terminos {
  inicio: string;
  meses: number;
  montoInicialCentavos: bigint;
  indice: IndiceAjuste;
  cadaMeses: number;
  /** FIJO's percentage as a decimal text ('7.5'). */
  porcentaje: string | null;
  diaVencimiento: number;
  /** The day it was rescinded (it runs until then, exclusive), or null. */
  rescision: string | null;
  /** IPC and CVS: months between a period's month and the month whose value it reads (absent: 2). */
  rezagoMeses?: RezagoMeses | null;
}

export interface Calendario {
  cuotas: Cuota[];
  ajustes: AjusteContrato[];
  /** The index dates the schedule needs and are not loaded. */
  faltantes: { indice: IndiceAjuste; fecha: string }[];
}

// --- calendar days ('YYYY-MM-DD', Argentina's) ---
const two = (n: number) => String(n).padStart(2, '0');
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** The date `months` months after `date`, on the same day (the month's last day when it has fewer). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const ny = Math.floor(total / 12);
  const nm = (total % 12) + 1;
  return `${ny}-${two(nm)}-${two(Math.min(d, daysIn(ny, nm)))}`;
}

/** 'YYYY-MM-01' of the month `months` after the date's month. */
export function monthStart(date: string, months = 0): string {
  return addMonths(`${date.slice(0, 7)}-01`, months);
}

export { hoyArgentina, sumarDias as addDays } from '@inmo/contracts';

/** The agreed end (exclusive). */
export function finPactado(inicio: string, meses: number): string {
  return addMonths(inicio, meses);
}

// --- exact decimals ---
/** A decimal text as a bigint scaled by 10^scale. */
function scaled(v: string, scale: number): bigint {
  const [i = '0', f = ''] = v.split('.');
  return BigInt(i + f.padEnd(scale, '0').slice(0, scale));
}
const scaleOf = (v: string) => (v.split('.')[1] ?? '').length;

/** a ÷ b of two decimal texts as the pair of bigints (numerator, denominator) on a common scale. */
function ratio(a: string, b: string): [bigint, bigint] {
  const s = Math.max(scaleOf(a), scaleOf(b));
  return [scaled(a, s), scaled(b, s)];
}

/** round(x × num ÷ den), half up, for non-negative values. */
function mulDivRound(x: bigint, num: bigint, den: bigint): bigint {
  return (x * num * 2n + den) / (den * 2n);
}

/** num ÷ den as a decimal text with `places` decimals, half up. */
function decimalText(num: bigint, den: bigint, places = 6): string {
  const q = mulDivRound(10n ** BigInt(places), num, den);
  const t = q.toString().padStart(places + 1, '0');
  return `${t.slice(0, -places)}.${t.slice(-places)}`;
}

/** FIJO's factor 1 + p/100 as a ratio. */
function fixedRatio(porcentaje: string): [bigint, bigint] {
  const s = scaleOf(porcentaje);
  const den = 100n * 10n ** BigInt(s);
  return [den + scaled(porcentaje, s), den];
}

export const centsToNumber = (c: bigint | null): number | null => (c === null ? null : Number(c) / 100);

/** The index date a period starting on `desde` reads (daily series, IPC and CVS). */
export function fechaIndice(indice: IndicePublicado, desde: string, rezago: RezagoMeses = REZAGO_POR_DEFECTO): string {
  return INDICES_DIARIOS.includes(indice) ? desde : monthStart(desde, -rezago);
}

/** Casa Propia: the first days of the months of the period from `desde` (inclusive) to `hasta` (exclusive). */
export function mesesCasaPropia(desde: string, hasta: string): string[] {
  const out: string[] = [];
  for (let m = monthStart(desde); m < monthStart(hasta); m = monthStart(m, 1)) out.push(m);
  return out;
}

/** The product of decimal texts as one exact ratio. */
function productRatio(values: readonly string[]): [bigint, bigint] {
  let num = 1n;
  let den = 1n;
  for (const v of values) {
    const sc = scaleOf(v);
    num *= scaled(v, sc);
    den *= 10n ** BigInt(sc);
  }
  return [num, den];
}

const rezagoOf = (t: Terminos): RezagoMeses => t.rezagoMeses ?? REZAGO_POR_DEFECTO;

const publicado = (i: IndiceAjuste): i is IndicePublicado => i !== 'FIJO' && i !== 'NINGUNO';

/** How many monthly cuotas the contract has (fewer when rescinded: a cuota is kept if its month starts before the day). */
function cuotaCount(t: Terminos): number {
  let count = t.meses;
  if (t.rescision) {
    let i = 0;
    while (i < t.meses && monthStart(t.inicio, i) < t.rescision) i++;
    count = Math.max(1, i);
  }
  return count;
}

/** The first days of the adjusted periods (k ≥ 1) within the contract's cuotas. */
export function periodStarts(t: Terminos): string[] {
  if (t.indice === 'NINGUNO') return [];
  const out: string[] = [];
  const n = cuotaCount(t);
  for (let k = 1; k * t.cadaMeses < n; k++) out.push(addMonths(t.inicio, k * t.cadaMeses));
  return out;
}

/** The index dates the schedule reads (to load them in one statement). */
export function fechasNecesarias(t: Terminos): string[] {
  if (!publicado(t.indice)) return [];
  const indice = t.indice;
  const starts = [t.inicio, ...periodStarts(t)];
  if (indice === 'CASA_PROPIA') return starts.length < 2 ? [] : mesesCasaPropia(t.inicio, starts[starts.length - 1]!);
  return [...new Set(starts.map((d) => fechaIndice(indice, d, rezagoOf(t))))];
}

/**
 * The schedule: each cuota with its amount and state, each adjustment with its two index values, dates, factor and
 * amounts. `valores`: the index's loaded values by date; `hoy`: today (a cuota due before it is 'vencida').
 */
export function calcular(t: Terminos, valores: ReadonlyMap<string, string>, hoy: string): Calendario {
  const starts = periodStarts(t);
  const ajustes: AjusteContrato[] = [];
  const faltantes: Calendario['faltantes'] = [];
  const rents: (bigint | null)[] = [t.montoInicialCentavos];
  let prevStart = t.inicio;
  for (const desde of starts) {
    const prev = rents[rents.length - 1]!;
    let r: AjusteContrato;
    if (t.indice === 'FIJO') {
      const [num, den] = fixedRatio(t.porcentaje ?? '0');
      const nuevo = prev === null ? null : mulDivRound(prev, num, den);
      r = { desde, indice: t.indice, fechaInicio: null, fechaFin: null, valorInicio: null, valorFin: null, factor: decimalText(num, den), montoAnterior: centsToNumber(prev), montoNuevo: centsToNumber(nuevo), falta: null, rezagoMeses: null, coeficientes: null };
      rents.push(nuevo);
    } else if (t.indice === 'CASA_PROPIA') {
      const meses = mesesCasaPropia(prevStart, desde);
      const coeficientes = meses.map((fecha) => ({ fecha, valor: valores.get(fecha) ?? null }));
      const sinCargar = coeficientes.filter((c) => c.valor === null).map((c) => c.fecha);
      for (const fecha of sinCargar) faltantes.push({ indice: t.indice, fecha });
      let factor: string | null = null;
      let nuevo: bigint | null = null;
      if (sinCargar.length === 0) {
        const [num, den] = productRatio(coeficientes.map((c) => c.valor!));
        factor = decimalText(num, den);
        nuevo = prev === null ? null : mulDivRound(prev, num, den);
      }
      r = {
        desde, indice: t.indice, fechaInicio: meses[0] ?? null, fechaFin: meses[meses.length - 1] ?? null, valorInicio: null, valorFin: null, factor,
        montoAnterior: centsToNumber(prev), montoNuevo: centsToNumber(nuevo), falta: sinCargar[0] ?? null, rezagoMeses: null, coeficientes,
      };
      rents.push(nuevo);
    } else {
      const indice = t.indice as IndicePublicado;
      const diario = INDICES_DIARIOS.includes(indice);
      const fechaInicio = fechaIndice(indice, prevStart, rezagoOf(t));
      const fechaFin = fechaIndice(indice, desde, rezagoOf(t));
      const valorInicio = valores.get(fechaInicio) ?? null;
      const valorFin = valores.get(fechaFin) ?? null;
      let falta: string | null = null;
      if (valorInicio === null) falta = fechaInicio;
      else if (valorFin === null) falta = fechaFin;
      if (valorInicio === null) faltantes.push({ indice, fecha: fechaInicio });
      if (valorFin === null && fechaFin !== fechaInicio) faltantes.push({ indice, fecha: fechaFin });
      let factor: string | null = null;
      let nuevo: bigint | null = null;
      if (valorInicio !== null && valorFin !== null) {
        const [num, den] = ratio(valorFin, valorInicio);
        factor = decimalText(num, den);
        nuevo = prev === null ? null : mulDivRound(prev, num, den);
      }
      r = { desde, indice, fechaInicio, fechaFin, valorInicio, valorFin, factor, montoAnterior: centsToNumber(prev), montoNuevo: centsToNumber(nuevo), falta, rezagoMeses: diario ? null : rezagoOf(t), coeficientes: null };
      rents.push(nuevo);
    }
    ajustes.push(r);
    prevStart = desde;
  }
  const cuotas: Cuota[] = [];
  const n = cuotaCount(t);
  for (let i = 0; i < n; i++) {
    const periodo = monthStart(t.inicio, i).slice(0, 7);
    const vencimiento = `${periodo}-${two(t.diaVencimiento)}`;
    const k = t.indice === 'NINGUNO' ? 0 : Math.floor(i / t.cadaMeses);
    const monto = rents[k] ?? null;
    cuotas.push({ periodo, vencimiento, monto: centsToNumber(monto), estado: monto === null ? 'falta índice' : vencimiento < hoy ? 'vencida' : 'a vencer' });
  }
  const unique = new Map(faltantes.map((f) => [f.fecha, f]));
  return { cuotas, ajustes, faltantes: [...unique.values()] };
}

/** The rent of the period `hoy` falls in (null: not computed yet, or outside the contract). */
export function montoVigente(t: Terminos, cal: Calendario, hoy: string): number | null {
  const mes = hoy.slice(0, 7);
  const c = cal.cuotas.find((q) => q.periodo === mes);
  return c ? c.monto : null;
}

/** The first day of the next adjusted period after `hoy`, or null. */
export function proximoAjuste(t: Terminos, hoy: string): string | null {
  return periodStarts(t).find((d) => d > hoy) ?? null;
}
