// mailto: links for replying to a person in one click (tel: and wa.me links come from contracts' contact-links.ts,
// built from the E.164 number the API stores beside each phone as typed).

export function mailtoHref(mail: string | null | undefined, asunto?: string, cuerpo?: string): string | null {
  const m = (mail ?? '').trim();
  if (!m) return null;
  const q: string[] = [];
  if (asunto) q.push(`subject=${encodeURIComponent(asunto)}`);
  if (cuerpo) q.push(`body=${encodeURIComponent(cuerpo)}`);
  return `mailto:${m}${q.length ? `?${q.join('&')}` : ''}`;
}
