// Text as the browser-side filters compare it: accents and case aside, as the API's searches do
// (api/src/database/text-search.ts): 'galpon' finds 'Galpón', 'GONZALEZ' 'González'.
import { LIMITES } from '@inmo/contracts';
export const plegar = (s: string | null | undefined): string =>
  (s ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** At most 10 items whose text contains what was typed; nothing until 2 characters are typed. */
export function buscar<T>(items: T[], texto: string, aTexto: (t: T) => string): T[] {
  const q = plegar(texto);
  if (q.length < 2) return [];
  const out: T[] = [];
  for (const it of items) {
    if (plegar(aTexto(it)).includes(q)) out.push(it);
    if (out.length >= LIMITES.resultadosBusqueda) break;
  }
  return out;
}
