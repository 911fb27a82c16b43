// The valuation's coefficients and measures, each on its own: Ross's age, Heidecke's condition, Fitte–Cervini's
// frontage and depth, the homogeneous surface and the conversion between currencies (docs/decisions.md).
import { HEIDECKE, LOTE_TIPO, PESOS_SUPERFICIE, RESIDUAL_EDAD, VIDA_UTIL, type EstadoConservacion, type Medidas, type MonedaTasacion, type PesosSuperficie, type TipoValuado } from './terms.js';
import { cents, fromCents, mulDiv } from './exact.js';

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
