// An amount in words as receipts write it (es-AR): 'Son pesos veintiún mil quinientos con 50/100'. The words below a
// million come from n2words' Spanish cardinals, with what it leaves out put right: the accent of 'dieciséis', and a
// final 'uno' shortened before 'mil', 'millón' and 'millones' ('veintiún mil', 'un millón', 'treinta y un mil').
// Millions are counted as Spanish counts them ('mil quinientos millones'), not n2words' 'mil millones quinientos
// millones'. words.spec.ts checks every accent against a list.
import { toCardinal } from 'n2words/es-ES';

const MONEDA_EN_LETRAS: Record<string, string> = { ARS: 'pesos', USD: 'dólares estadounidenses' };
const MILLON = 1000000n;

/** n2words' words with the accents it lacks. */
const conAcentos = (words: string) => words.replace(/\bdieciseis\b/g, 'dieciséis');

/** A final 'uno' (or 'veintiuno') before a noun that follows it: 'un', 'veintiún'. */
const apocope = (words: string) => words.replace(/\b(veinti)?uno$/, (_m, veinti: string | undefined) => (veinti ? 'veintiún' : 'un'));

/** Below a million, with 'uno' shortened before 'mil'. */
function menorQueMillon(n: bigint): string {
  const words = conAcentos(toCardinal(n));
  return words.replace(/\b(veinti)?uno(?= mil\b)/g, (_m, veinti: string | undefined) => (veinti ? 'veintiún' : 'un'));
}

/** An integer in Spanish words, with the accents and apocopes Spanish writes. */
export function enLetras(entero: bigint): string {
  if (entero < MILLON) return menorQueMillon(entero);
  // From a billion (10^12, beyond any amount the product takes) n2words' own words, accented.
  if (entero >= MILLON * MILLON) return conAcentos(toCardinal(entero)).replace(/\b(veinti)?uno(?= (mil|mill|bill))/g, (_m, v: string | undefined) => (v ? 'veintiún' : 'un'));
  const millones = entero / MILLON;
  const resto = entero % MILLON;
  const cabeza = millones === 1n ? 'un millón' : `${apocope(menorQueMillon(millones))} millones`;
  return resto === 0n ? cabeza : `${cabeza} ${menorQueMillon(resto)}`;
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
