// The CUIT (Argentina's tax id): 11 digits, a known prefix and a mod-11 check digit. The API's ARCA layer and the
// clients' schema check it alike.

const CUIT_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

/** The CUIT's 11 digits without dashes or spaces; null when it is not 11 digits. */
export function normalizeCuit(value: string | number): string | null {
  const digits = String(value).replace(/[\s-]/g, '');
  return /^\d{11}$/.test(digits) ? digits : null;
}

/** True when the CUIT (dashes allowed) has 11 digits, a known prefix and its mod-11 check digit. */
export function isValidCuit(value: string | number): boolean {
  const cuit = normalizeCuit(value);
  if (!cuit || !['20', '23', '24', '27', '30', '33', '34'].includes(cuit.slice(0, 2))) return false;
  const sum = CUIT_WEIGHTS.reduce((acc, w, i) => acc + w * Number(cuit[i]), 0);
  const check = 11 - (sum % 11);
  const expected = check === 11 ? 0 : check;
  return expected !== 10 && expected === Number(cuit[10]);
}

export const CUIT_INVALIDA = 'La CUIT no es válida: deben ser 11 dígitos con su dígito verificador';
