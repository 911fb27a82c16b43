// Every tel: and wa.me link of the product — the agency's numbers on public pages (footer, WhatsApp bubble, contact
// page, property pages) and staff replying to a person (Consultas, a client's page, Enviar Propiedades) — is built
// here, from the E.164 form the API stores beside each number as typed (telefono.ts reads it with libphonenumber-js;
// these functions stay tiny so the public pages carry no phone library).

/** tel:+542346400000 from an E.164 number; null when there is none. */
export function telHref(e164: string | null | undefined): string | null {
  return e164 && /^\+\d{6,15}$/.test(e164) ? `tel:${e164}` : null;
}

/**
 * The digits wa.me wants, from an E.164 number. WhatsApp takes an Argentine number as a mobile: +54 9, the area
 * code and the number (no 0, no 15), so a number stored without the 9 ('+54 11 2345-6789' as typed) gets it. Only
 * geographic numbers (area codes start with 1, 2 or 3) do: 0800/0810 numbers have no WhatsApp.
 */
export function whatsappNumero(e164: string | null | undefined): string | null {
  if (!e164 || !/^\+\d{6,15}$/.test(e164)) return null;
  const d = e164.slice(1);
  if (d.startsWith('54') && !d.startsWith('549')) return /^54[123]/.test(d) ? `549${d.slice(2)}` : null;
  return d;
}

/** https://wa.me/<digits>?text=…; null when there is no number. */
export function whatsappHref(e164: string | null | undefined, texto: string): string | null {
  const n = whatsappNumero(e164);
  return n ? `https://wa.me/${n}?text=${encodeURIComponent(texto)}` : null;
}
