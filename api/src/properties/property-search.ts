// What the catalogues' free text `q` searches (public catalogue, admin list, Papelera, the back office's property
// picker): the one place that says it. Every word must match the title, the type, the listing code, the street or the
// town (folded text, partial words too) or those and the description by full-text search (database/text-search.ts);
// staff also find a property by its owner's name. A search that is a listing code finds that listing alone.
import { codigoBuscado } from '@inmo/contracts';
import { CLIENTS_VIEW } from '../clients/client-readers.js';
import { searchCondition, type SearchTarget } from '../database/text-search.js';

/** The searched texts and tsvector of a property row `p` (migration FullTextSearch). */
export const PROPERTY_SEARCH: SearchTarget = { texts: ['p.busqueda_texto'], tsvector: 'p.busqueda' };

/** For staff, a word may also be in the owner's name (or DNI, phone, e-mail). */
const ownerMatches = (pattern: string) => [`EXISTS (SELECT 1 FROM ${CLIENTS_VIEW} c WHERE c.id = p.cliente_dueno_id AND c.busqueda_texto LIKE ${pattern})`];

/**
 * The condition for `q` over properties `p` (null when it has no word), its values added with `add`. A search that is
 * a listing code ('ca-42', 'CA-0042') finds that listing alone.
 */
export function propertySearchSql(q: string, add: (v: unknown) => string, staff: boolean): string | null {
  const codigo = codigoBuscado(q);
  if (codigo) return `p.codigo = ${add(codigo)}`;
  const words = searchCondition(q, PROPERTY_SEARCH, add, staff ? ownerMatches : undefined);
  return words && `(${words})`;
}
