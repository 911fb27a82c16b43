// What the catalogues' free text `q` searches (public catalogue, admin list, trash, the back office's property
// picker): the one place that says it. Each expression needs its trigram index on lower(inmo_unaccent(expr))
// (migration AccentFreeSearch): one added here without its index still works, read row by row, and
// test/search-accents.e2e-spec.ts fails until the index exists.
import { matchesText } from '../database/text-search.js';

/** The searched texts of a property row `p`, each compared on its own (accents and case aside). */
export const PROPERTY_SEARCH_TEXT: readonly string[] = ['p.titulo', 'p.calle', 'p.localidad'];

/** The condition for `q`, given the placeholder that holds containsPattern(q). */
export function propertySearchSql(param: string): string {
  return matchesText(PROPERTY_SEARCH_TEXT, param);
}
