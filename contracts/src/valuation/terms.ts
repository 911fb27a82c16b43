// A valuation by comparables: the tables and terms the calculation uses (homogenize.ts), their types and its
// messages. The tables and formulas are stated in docs/decisions.md ("Tasaciones: homogeneización").

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
