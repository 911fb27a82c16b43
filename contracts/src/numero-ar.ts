// How a number typed by a person is read, everywhere (the API's schemas, every amount input of the remotes): es-AR
// writes 1.234,56. In text '.' only groups thousands (groups of exactly three digits after a first group of one to
// three) and ',' marks the decimals; anything else ('1.5', '1234.56', '12.34.5', '0x10', '1e3', '') is no number,
// and the caller refuses it naming its field with the example below. JSON numbers never come through here: a machine
// sends numbers as numbers.

/** The example every refusal of an amount shows. */
export const EJEMPLO_MONTO = '1.234,56';
/** The largest amount any field takes: 999.999.999,99 (prices, rents, payments, charges, budgets). */
export const MONTO_MAXIMO = 999_999_999.99;

const FORMA = /^(-?)(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$/;

/**
 * es-AR text → the same decimal written plainly, exactly (no rounding through a float): '1.234,5678' → '1234.5678',
 * '-7,5' → '-7.5'. null when the text is not written the es-AR way (surrounding spaces aside).
 */
export function decimalDeTextoAr(texto: string): string | null {
  const m = FORMA.exec(texto.trim());
  if (!m) return null;
  const [, signo, entero, decimales] = m;
  // '0.500' is an English half, not five hundred: a grouped number starts with a digit other than 0.
  if (entero!.includes('.') && entero!.startsWith('0')) return null;
  return `${signo}${entero!.replaceAll('.', '')}${decimales ? `.${decimales}` : ''}`;
}

/**
 * es-AR text → its number: '120.000' → 120000, '1.234,56' → 1234.56, '120,5' → 120.5, '1234' → 1234, '-7,5' → -7.5.
 * null when the text is not written that way (surrounding spaces aside).
 */
export function leerNumeroAr(texto: string): number | null {
  const d = decimalDeTextoAr(texto);
  if (d === null) return null;
  const n = Number(d);
  return Number.isFinite(n) ? n : null;
}

export type ClaseNumero = 'monto' | 'numero' | 'entero';

/** How to write a field's number: 'Escribí el monto así: 1.234,56'. */
export function comoEscribir(como: ClaseNumero = 'monto'): string {
  return como === 'entero' ? 'Escribí el número así: 1.234' : `Escribí el ${como === 'monto' ? 'monto' : 'número'} así: ${EJEMPLO_MONTO}`;
}

/** The refusal of a text that is not an es-AR number: names the field and shows how to write it. */
export function mensajeNumeroAr(nombre: string, como: ClaseNumero = 'monto'): string {
  return `${nombre}: no es un número. ${comoEscribir(como)}`;
}

/**
 * A typed number rewritten as es-AR writes it, decimals kept exactly as typed: '120000' → '120.000', '1234,5' →
 * '1.234,5', '9600,2471' → '9.600,2471'. null when the text is not an es-AR number.
 */
export function agruparTextoAr(texto: string): string | null {
  const d = decimalDeTextoAr(texto);
  if (d === null) return null;
  const [entero = '', decimales] = d.split('.');
  const signo = entero.startsWith('-') ? '-' : '';
  const digitos = entero.replace('-', '').replace(/^0+(?=\d)/, '');
  return `${signo}${digitos.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}${decimales === undefined ? '' : `,${decimales}`}`;
}

/**
 * A stored number as an amount input shows it to be edited, exactly: 831818.18 → '831.818,18', 9600.2471 →
 * '9.600,2471'; null → ''.
 */
export function textoAr(n: number | null | undefined): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return '';
  const plano = String(n);
  // Beyond 1e21 or below 1e-6 String() writes an exponent: no amount field holds such numbers.
  return /e/i.test(plano) ? plano : (agruparTextoAr(plano.replace('.', ',')) ?? plano);
}
