// An amount in words as receipts write it (es-AR): 'Son pesos veintiún mil quinientos con 50/100'. The words come
// from n2words' Spanish cardinals; before 'mil', 'millón' and 'millones' a final 'uno' is shortened as Spanish
// writes it ('veintiún mil', 'un millón', 'treinta y un mil').
import { toCardinal } from 'n2words/es-ES';

const MONEDA_EN_LETRAS: Record<string, string> = { ARS: 'pesos', USD: 'dólares estadounidenses' };

/** An integer in Spanish words, with the apocopes before 'mil', 'millón' and its plurals. */
export function enLetras(entero: bigint): string {
  const words = toCardinal(entero);
  return words.replace(/\b(veinti)?uno(?= (mil|mill|bill|trill))/g, (_m, veinti: string | undefined) => (veinti ? 'veintiún' : 'un'));
}

/** 'Son pesos … con NN/100' for an amount in cents (non-negative) of the contract's currency. */
export function montoEnLetras(centavos: bigint, moneda: string): string {
  const c = centavos < 0n ? -centavos : centavos;
  const enteros = c / 100n;
  const resto = String(c % 100n).padStart(2, '0');
  return `Son ${MONEDA_EN_LETRAS[moneda] ?? 'pesos'} ${enLetras(enteros)} con ${resto}/100`;
}

/** An amount in cents as figures, es-AR: '$ 1.234.567,50 ARS' (negative: '-$ …'). */
export function formatCentavos(centavos: bigint, moneda: string): string {
  const neg = centavos < 0n;
  const c = neg ? -centavos : centavos;
  const enteros = (c / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${neg ? '-' : ''}$ ${enteros},${String(c % 100n).padStart(2, '0')} ${moneda}`;
}
