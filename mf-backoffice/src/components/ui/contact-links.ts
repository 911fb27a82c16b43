// mailto:, tel: and wa.me links for replying to a person in one click.

/** Digits for wa.me: an Argentine number without country code gets 54 (leading 0 of the area code dropped). */
export function whatsappNumero(telefono: string | null | undefined): string | null {
  let d = (telefono ?? '').replace(/\D/g, '');
  if (d.length < 6) return null;
  if (d.startsWith('00')) d = d.slice(2);
  else if (d.startsWith('0')) d = `54${d.slice(1)}`;
  else if (!d.startsWith('54')) d = `54${d}`;
  return d;
}

export function whatsappHref(telefono: string | null | undefined, texto: string): string | null {
  const n = whatsappNumero(telefono);
  return n ? `https://wa.me/${n}?text=${encodeURIComponent(texto)}` : null;
}

export function mailtoHref(mail: string | null | undefined, asunto?: string, cuerpo?: string): string | null {
  const m = (mail ?? '').trim();
  if (!m) return null;
  const q: string[] = [];
  if (asunto) q.push(`subject=${encodeURIComponent(asunto)}`);
  if (cuerpo) q.push(`body=${encodeURIComponent(cuerpo)}`);
  return `mailto:${m}${q.length ? `?${q.join('&')}` : ''}`;
}

export function telHref(telefono: string | null | undefined): string | null {
  const t = (telefono ?? '').replace(/[^\d+]/g, '');
  return t ? `tel:${t}` : null;
}
