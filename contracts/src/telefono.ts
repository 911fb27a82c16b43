// Phone numbers as people type them in Argentina ('02346 15-400000', '011 15 2345-6789', '+54 9 11 2345-6789',
// '(0221) 15 555-1234', '0054 …', '+598 99 123 456'), read once by libphonenumber-js into E.164, which is stored
// beside the text as typed and is what every tel: and wa.me link is built from (contact-links.ts). The library and
// its metadata (~40 KB) stay out of the pages that only show links: the API reads the numbers when it stores them,
// and only the forms that check a number import this module.
import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/min';

export const TELEFONO_INVALIDO = 'Ingrese un teléfono válido';

function leer(texto: string): PhoneNumber | undefined {
  // '00' is Argentina's international prefix: the library reads '0054 9 11 …' with AR as the default country.
  return parsePhoneNumberFromString(texto, 'AR');
}

/**
 * '+5492346400000' from a number as typed; null when it cannot be a phone. With no country code the number is
 * Argentine: a leading 0 (trunk prefix) and the 15 after the area code (mobile) are understood, so
 * '02346 15-400000' and '+54 9 2346 400000' are the same mobile. '+54 9 2346 15-123456' (9 and 15 both) too.
 */
export function telefonoE164(texto: string | null | undefined): string | null {
  const t = (texto ?? '').trim();
  if (!/\d/.test(t) || t.length > 50) return null;
  const p = leer(t);
  if (p?.isValid()) return p.number;
  // An Argentine number written with the international code and the mobile's 15 ('+54 (9) 2346 15-123456'): read its
  // national part the way it is dialled at home, '0 2346 15-123456'.
  if (p?.countryCallingCode === '54') {
    const nacional = p.nationalNumber.replace(/^9/, '');
    const q = leer(`0${nacional}`);
    if (q?.isValid()) return q.number;
  }
  return null;
}

/** Whether `texto` reads as a phone number (telefonoE164 is not null). */
export function esTelefono(texto: string | null | undefined): boolean {
  return telefonoE164(texto) !== null;
}
