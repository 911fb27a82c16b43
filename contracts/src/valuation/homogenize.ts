// A valuation by comparables, computed: the same code gives the form's live result and the API's stored one.
// Money is integer cents throughout; coefficients are kept to 4 decimals (as integer ten-thousandths) and every
// product of money and coefficient is done in BigInt and rounded half up to the cent. The tables and formulas are
// stated in docs/decisions.md ("Tasaciones: homogeneización").
import { MENSAJES_TASACION, MINIMO_COMPARABLES, PORCENTAJE_TERRENO, type ComparableCalculado, type ComparableEntrada, type Medidas, type MonedaTasacion, type ParametrosTasacion, type ResultadoTasacion, type TipoValuado } from './terms.js';
import { coeficienteEdad, coeficienteEstado, coeficienteFondo, coeficienteFrente, convertir, superficieHomogenea } from './coefficients.js';
import { cents, coef4, fromCents, mediana, mulDiv, relativo, toTenK } from './exact.js';

export * from './terms.js';
export * from './coefficients.js';

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
