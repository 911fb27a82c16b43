// A property's listing code: two letters of its type and a number the database hands out in
// order, per type, when the property is created ('CA-0042'). Staff read it out on the phone, print it on the sign in
// the window and a visitor types it into the search: it is the property's short name for people, never reused (a
// deleted property keeps its own) and kept when staff change the type (a printed sign must keep pointing at it).
// The database assigns it (migration 1763850000000-ListingCodes: one sequence per prefix and a trigger), with these
// same prefixes; an API test holds the two together.
import type { TipoPropiedad } from '../labels.js';

/** Two letters per type: the start of its name, the second letter chosen so no two types share one. */
export const PREFIJOS_CODIGO = {
  Casa: 'CA',
  Departamento: 'DP',
  'Local comercial': 'LC',
  Terreno: 'TE',
  Campo: 'CP',
  'Fondo de Comercio': 'FC',
  'Galpón': 'GA',
} as const satisfies Record<TipoPropiedad, string>;

const PREFIJOS: ReadonlySet<string> = new Set(Object.values(PREFIJOS_CODIGO));

/** A code as the database writes it: the prefix, a hyphen and the number with at least four digits. */
export function formatCodigo(prefijo: string, numero: number): string {
  return `${prefijo}-${String(numero).padStart(4, '0')}`;
}

/**
 * The code a search text names, as stored ('ca-0042', 'CA-42', 'ca 42' and 'CA0042' all name 'CA-0042'), or null
 * when the text is not a code (then the search is only a text search).
 */
export function codigoBuscado(q: string): string | null {
  const m = /^\s*([a-z]{2})\s*[-–\s]?\s*0*(\d{1,9})\s*$/i.exec(q);
  if (!m) return null;
  const prefijo = m[1].toUpperCase();
  const numero = Number(m[2]);
  return PREFIJOS.has(prefijo) && numero > 0 ? formatCodigo(prefijo, numero) : null;
}
