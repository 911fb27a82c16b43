// tel: and wa.me links to the agency's own numbers, for every public screen (the footer, the WhatsApp bubble, the
// contact page). The numbers are kept as staff typed them (Datos de la inmobiliaria); these only keep the digits.
// (Issue 14 turns every phone link of the product into one function that understands Argentine numbers.)

/** tel:+5423… from a number as typed; null when it has no digits. */
export function telHref(telefono: string | null | undefined): string | null {
  const t = (telefono ?? '').replace(/[^\d+]/g, '');
  return /\d/.test(t) ? `tel:${t}` : null;
}

/** https://wa.me/<digits>?text=…; null when there is no number. */
export function whatsappHref(numero: string | null | undefined, texto: string): string | null {
  const d = (numero ?? '').replace(/\D/g, '');
  return d ? `https://wa.me/${d}?text=${encodeURIComponent(texto)}` : null;
}
