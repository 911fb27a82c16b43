// A valuation by comparables, computed: the same code gives the form's live result and the API's stored one.
// Money is integer cents throughout; coefficients are kept to 4 decimals (as integer ten-thousandths) and every
// product of money and coefficient is done in BigInt and rounded half up to the cent. The tables and formulas are
// stated in docs/decisions.md ("Tasaciones: homogeneización").

/** The condition of a building, best last (the form's order). */
export const ESTADOS_CONSERVACION = ['a refaccionar', 'bueno', 'muy bueno', 'excelente'] as const;
export type EstadoConservacion = (typeof ESTADOS_CONSERVACION)[number];

/**
 * Heidecke's depreciation for each condition (fraction of the value lost): excelente = state 1 (new), muy bueno =
 * 1.5, bueno = 2 (normal), a refaccionar = 3 (needs simple repairs).
 */
export const HEIDECKE: Record<EstadoConservacion, number> = { excelente: 0, 'muy bueno': 0.00032, bueno: 0.0252, 'a refaccionar': 0.181 };

/** Useful life (years) Ross's age depreciation counts against; a building older than it keeps the residual. */
export const VIDA_UTIL = 70;
/** The age coefficient never goes under this (the land and what remains of the building). */
export const RESIDUAL_EDAD = 0.2;
/** Fitte–Cervini's reference lot: 10 m of frontage, 30 m of depth (typical of the province's towns). */
export const LOTE_TIPO = { frente: 10, fondo: 30 } as const;

/** How much each kind of surface counts (percent): covered whole, semi-covered half, uncovered 30 %. */
export const PESOS_SUPERFICIE = { cubierta: 100, semicubierta: 50, descubierta: 30 } as const;
export type PesosSuperficie = { cubierta: number; semicubierta: number; descubierta: number };
/** A listing's asking price is reduced by this percentage (portals run 5–7 % above closing prices). */
export const DESCUENTO_NEGOCIACION = 7;
/**
 * The land's share of a built property's price (percent) when no land value per m² is given: it is not depreciated
 * by age or condition (docs/decisions.md).
 */
export const PORCENTAJE_TERRENO = 25;

export type TipoValuado = 'Casa' | 'Departamento' | 'Local comercial' | 'Terreno' | 'Campo' | 'Fondo de Comercio' | 'Galpón';
export type MonedaTasacion = 'USD' | 'ARS';

/** What the calculation needs of a subject or a comparable (surfaces in m², age in years). */
export interface Medidas {
  superficieCubierta?: number | null;
  superficieSemicubierta?: number | null;
  superficieDescubierta?: number | null;
  superficieTerreno?: number | null;
  frente?: number | null;
  fondo?: number | null;
  hectareas?: number | null;
  antiguedad?: number | null;
  estado?: EstadoConservacion | null;
}

export interface ComparableEntrada extends Medidas {
  fuente: 'operacion' | 'publicacion' | 'manual';
  precio: number;
  moneda: MonedaTasacion;
  /** Other adjustments staff apply (location, views…): each a percentage, + or −. */
  ajustes?: { concepto: string; porcentaje: number }[] | null;
}

export interface Coeficientes {
  /** 1 − the negotiation discount for a listing's asking price; 1 for closing prices. */
  negociacion: number;
  /** Ross's age coefficient, subject over comparable: applies to the building's share only. */
  edad: number;
  /** Heidecke's condition coefficient, subject over comparable: applies to the building's share only. */
  estado: number;
  /**
   * What age and condition make of the whole price: the land's share as it is plus the building's share × edad ×
   * estado, over the price (1 without a building).
   */
  edificio: number;
  /** Terreno only (Fitte–Cervini); 1 otherwise. */
  frente: number;
  fondo: number;
  /** The product of the staff's own adjustments. */
  ajustes: number;
  /** The product of negociacion, edificio, frente, fondo and ajustes. */
  total: number;
}

export interface ComparableCalculado {
  /** Its price in the valuation's currency (converted at the agency's rate when it was in the other). */
  precioConvertido: number;
  /** m² (ha for a Campo) the price is divided by. */
  superficieHomogenea: number;
  precioM2: number;
  /** The land's share of the price (percent, 2 decimals), and the price per unit split into land and building. */
  porcentajeTerreno: number;
  precioM2Terreno: number;
  precioM2Edificio: number;
  coeficientes: Coeficientes;
  precioM2Ajustado: number;
}

export interface ParametrosTasacion {
  pesos: PesosSuperficie;
  descuentoNegociacion: number;
  /** Pesos per dollar (the agency's rate); needed only when some amount is in the other currency. */
  cotizacion: number | null;
  /** The land's share of a built property's price, percent (default PORCENTAJE_TERRENO). */
  porcentajeTerreno?: number | null;
  /**
   * The land's value per m² in the valuation's currency: when given, the land's share of a price is the terrain's
   * surface at this value (at most the whole price); properties without a terrain surface use porcentajeTerreno.
   */
  valorTierraM2?: number | null;
}

export interface ResultadoTasacion {
  /** 'ha' for a Campo (prices per hectare), 'm²' otherwise. */
  unidad: 'm²' | 'ha';
  superficieHomogenea: number;
  comparables: ComparableCalculado[];
  /** The median of the adjusted prices per unit. */
  porM2: number;
  /** The mean absolute deviation of the adjusted prices from their median. */
  desvio: number;
  valor: { minimo: number; sugerido: number; maximo: number; moneda: MonedaTasacion };
  /** The suggested value split into the land's share (not depreciated) and the building's. */
  partes: { terreno: number; edificio: number; porcentajeTerreno: number };
}

export const MENSAJES_TASACION = {
  minimoComparables: 'Se necesitan al menos 3 comparables',
  sinSuperficie: 'Indicá la superficie del inmueble a tasar',
  comparableSinSuperficie: 'El comparable no tiene superficie',
  sinCotizacion: 'Cargá la cotización del dólar en Datos de la inmobiliaria para convertir los montos en la otra moneda',
  noEncontrada: 'Tasación no encontrada',
  conflicto: 'La tasación fue modificada por otra persona. Recargá para ver los cambios.',
  yaConvertida: 'La tasación ya se convirtió en una propiedad',
  sinPropietario: 'Elegí el cliente propietario antes de convertir la tasación en propiedad',
  enlaceInexistente: 'El enlace no existe o fue revocado',
  maximoComparables: 'Una tasación admite hasta 30 comparables',
  /** An agente changing a valuation another member of staff made (403). */
  ajena: 'Solo quien hizo la tasación o un administrador puede modificarla',
} as const;

export const MINIMO_COMPARABLES = 3;
/** At most this many comparables per valuation: each one is a row of the report, rendered on every PDF request. */
export const MAXIMO_COMPARABLES = 30;

// --- exact arithmetic -----------------------------------------------------------------------------------------

const B = (n: number) => BigInt(Math.round(n));
/** round(a × b / c) half up, a b c integers, c > 0. */
function mulDiv(a: number, b: number, c: number): number {
  const num = B(a) * B(b);
  const den = B(c);
  const neg = num < BigInt(0);
  const abs = neg ? -num : num;
  const q = (abs * BigInt(2) + den) / (den * BigInt(2));
  return Number(neg ? -q : q);
}
const cents = (amount: number) => Math.round(amount * 100);
const fromCents = (c: number) => c / 100;
/** A coefficient kept to 4 decimals. */
const coef4 = (x: number) => Math.round(x * 10000) / 10000;
const toTenK = (x: number) => Math.round(x * 10000);

/** Ross's age coefficient times nothing else: 1 − ½(x + x²), x = age / useful life, never under the residual. */
export function coeficienteEdad(antiguedad: number | null | undefined): number | null {
  if (antiguedad === null || antiguedad === undefined) return null;
  const x = Math.min(Math.max(antiguedad, 0) / VIDA_UTIL, 1);
  return Math.max(1 - 0.5 * (x + x * x), RESIDUAL_EDAD);
}

/** Heidecke's condition coefficient: 1 − its depreciation. */
export function coeficienteEstado(estado: EstadoConservacion | null | undefined): number | null {
  return estado ? 1 - HEIDECKE[estado] : null;
}

/** Fitte–Cervini's frontage coefficient: (frente / 10)^0.25. */
export function coeficienteFrente(frente: number | null | undefined): number | null {
  return frente && frente > 0 ? Math.pow(frente / LOTE_TIPO.frente, 0.25) : null;
}

/** Fitte–Cervini's depth coefficient: √(30 / fondo) beyond the reference depth, 1 within it. */
export function coeficienteFondo(fondo: number | null | undefined): number | null {
  if (!fondo || fondo <= 0) return null;
  return fondo > LOTE_TIPO.fondo ? Math.sqrt(LOTE_TIPO.fondo / fondo) : 1;
}

/** The subject's factor over the comparable's, 4 decimals; 1 when either side does not know it. */
function relativo(sujeto: number | null, comparable: number | null): number {
  return sujeto === null || comparable === null || comparable === 0 ? 1 : coef4(sujeto / comparable);
}

/**
 * The homogeneous surface (m², 2 decimals): covered, semi-covered and uncovered weighed; a Terreno's land; a
 * Campo's hectares.
 */
export function superficieHomogenea(tipo: TipoValuado, m: Medidas, pesos: PesosSuperficie = PESOS_SUPERFICIE): number {
  if (tipo === 'Campo') return Math.round((m.hectareas ?? 0) * 100) / 100;
  if (tipo === 'Terreno') {
    const s = m.superficieTerreno ?? (m.frente && m.fondo ? m.frente * m.fondo : 0);
    return Math.round(s * 100) / 100;
  }
  const centi = (v: number | null | undefined, peso: number) => Math.round((v ?? 0) * 100) * Math.round(peso * 100);
  // hundredths of m² × hundredths of percent → divide by 10,000.
  const total = centi(m.superficieCubierta, pesos.cubierta) + centi(m.superficieSemicubierta, pesos.semicubierta) + centi(m.superficieDescubierta, pesos.descubierta);
  return mulDiv(total, 1, 10000) / 100;
}

/** An amount (currency units, cents precision) in `a`: converted at `cotizacion` pesos per dollar when needed. */
export function convertir(monto: number, de: MonedaTasacion, a: MonedaTasacion, cotizacion: number | null): number | null {
  if (de === a) return monto;
  if (!cotizacion || cotizacion <= 0) return null;
  const c = cents(monto);
  const r = cents(cotizacion);
  return fromCents(de === 'USD' ? mulDiv(c, r, 100) : mulDiv(c, 100, r));
}

/** The median of integer cents (the mean of the middle two, half up, for an even count). */
function mediana(valores: number[]): number {
  const v = [...valores].sort((a, b) => a - b);
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m]! : mulDiv(v[m - 1]! + v[m]!, 1, 2);
}

export type CalculoTasacion = { ok: true; resultado: ResultadoTasacion } | { ok: false; campo: string; error: string };

/**
 * The valuation: each comparable's price in the valuation's currency, its homogeneous surface and price per unit,
 * its coefficients (subject over comparable) and its adjusted price; the suggested value is the subject's
 * homogeneous surface × the adjusted prices' median, the range ± their mean absolute deviation. The suggested value
 * is rounded to whole currency units, the range's ends to hundreds, prices per unit to cents.
 */
export function calcularTasacion(
  tipo: TipoValuado,
  sujeto: Medidas,
  moneda: MonedaTasacion,
  comparables: readonly ComparableEntrada[],
  p: ParametrosTasacion,
): CalculoTasacion {
  if (comparables.length < MINIMO_COMPARABLES) return { ok: false, campo: 'comparables', error: MENSAJES_TASACION.minimoComparables };
  const supSujeto = superficieHomogenea(tipo, sujeto, p.pesos);
  if (!(supSujeto > 0)) return { ok: false, campo: 'sujeto.superficieCubierta', error: MENSAJES_TASACION.sinSuperficie };
  const conEdificio = tipo !== 'Terreno' && tipo !== 'Campo';
  const porcentajeTerreno = p.porcentajeTerreno ?? PORCENTAJE_TERRENO;
  const valorTierraM2 = p.valorTierraM2 && p.valorTierraM2 > 0 ? p.valorTierraM2 : null;
  /** The land's share of a price (cents): the terrain at the land value per m², or the share; all of it without a building. */
  const tierraDe = (precioCents: number, m: Medidas): number => {
    if (!conEdificio) return precioCents;
    const t = m.superficieTerreno;
    if (valorTierraM2 !== null && t && t > 0) return Math.min(mulDiv(cents(valorTierraM2), Math.round(t * 100), 100), precioCents);
    return mulDiv(precioCents, Math.round(porcentajeTerreno * 100), 10000);
  };
  const calculados: ComparableCalculado[] = [];
  for (const [i, c] of comparables.entries()) {
    const precio = convertir(c.precio, c.moneda, moneda, p.cotizacion);
    if (precio === null) return { ok: false, campo: `comparables.${i}.moneda`, error: MENSAJES_TASACION.sinCotizacion };
    const sup = superficieHomogenea(tipo, c, p.pesos);
    if (!(sup > 0)) return { ok: false, campo: `comparables.${i}.superficieCubierta`, error: MENSAJES_TASACION.comparableSinSuperficie };
    // cents per unit: cents × 100 / hundredths of the unit.
    const precioCents = cents(precio);
    const precioM2 = mulDiv(precioCents, 100, Math.round(sup * 100));
    const tierraCents = tierraDe(precioCents, c);
    const tierraM2 = Math.min(mulDiv(tierraCents, 100, Math.round(sup * 100)), precioM2);
    const edificioM2 = precioM2 - tierraM2;
    const negociacion = c.fuente === 'publicacion' ? coef4(1 - p.descuentoNegociacion / 100) : 1;
    const edad = conEdificio ? relativo(coeficienteEdad(sujeto.antiguedad), coeficienteEdad(c.antiguedad)) : 1;
    const estado = conEdificio ? relativo(coeficienteEstado(sujeto.estado), coeficienteEstado(c.estado)) : 1;
    const frente = tipo === 'Terreno' ? relativo(coeficienteFrente(sujeto.frente), coeficienteFrente(c.frente)) : 1;
    const fondo = tipo === 'Terreno' ? relativo(coeficienteFondo(sujeto.fondo), coeficienteFondo(c.fondo)) : 1;
    const ajustes = coef4((c.ajustes ?? []).reduce((f, a) => f * (1 + a.porcentaje / 100), 1));
    // Age and condition depreciate the building's share only: (land + building × edad × estado) ÷ price.
    const depreciacion = mulDiv(toTenK(edad), toTenK(estado), 10000);
    const edificio = precioM2 > 0 ? mulDiv(tierraM2 * 10000 + edificioM2 * depreciacion, 1, precioM2) / 10000 : 1;
    // The total multiplies the 4-decimal factors exactly (integers), then keeps 4 decimals.
    const factores = [negociacion, edificio, frente, fondo, ajustes].map(toTenK);
    let totalTenK = 10000;
    for (const f of factores) totalTenK = mulDiv(totalTenK, f, 10000);
    const ajustado = mulDiv(precioM2, totalTenK, 10000);
    calculados.push({
      precioConvertido: precio,
      superficieHomogenea: sup,
      precioM2: fromCents(precioM2),
      porcentajeTerreno: precioCents > 0 ? mulDiv(tierraCents, 10000, precioCents) / 100 : 0,
      precioM2Terreno: fromCents(tierraM2),
      precioM2Edificio: fromCents(edificioM2),
      coeficientes: { negociacion, edad, estado, edificio, frente, fondo, ajustes, total: totalTenK / 10000 },
      precioM2Ajustado: fromCents(ajustado),
    });
  }
  const ajustados = calculados.map((c) => cents(c.precioM2Ajustado));
  const med = mediana(ajustados);
  const desvio = mulDiv(ajustados.reduce((s, v) => s + Math.abs(v - med), 0), 1, ajustados.length);
  const supCenti = Math.round(supSujeto * 100);
  // cents per unit × hundredths of units / 100 → cents; then whole units.
  const valorDe = (porUnidad: number, redondeo = 1) => mulDiv(mulDiv(Math.max(porUnidad, 0), supCenti, 100), 1, 100 * redondeo) * redondeo;
  const sugerido = valorDe(med);
  // The subject's own shares, in whole units: its terrain at the land value per m², or the share of the value.
  const terreno = sugerido > 0 ? Math.round(fromCents(tierraDe(sugerido * 100, sujeto))) : 0;
  return {
    ok: true,
    resultado: {
      unidad: tipo === 'Campo' ? 'ha' : 'm²',
      superficieHomogenea: supSujeto,
      comparables: calculados,
      porM2: fromCents(med),
      desvio: fromCents(desvio),
      // The range is rounded to hundreds, outward where rounding would leave the suggested value outside it.
      valor: { minimo: Math.min(valorDe(med - desvio, 100), Math.floor(sugerido / 100) * 100), sugerido, maximo: Math.max(valorDe(med + desvio, 100), Math.ceil(sugerido / 100) * 100), moneda },
      partes: { terreno, edificio: sugerido - terreno, porcentajeTerreno: sugerido > 0 ? mulDiv(terreno, 10000, sugerido) / 100 : 0 },
    },
  };
}
