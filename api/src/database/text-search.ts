// Free-text search, written once for every list of the API (catalogue, admin list, Papelera, pickers, clients,
// operations, enquiries): each word typed must match, in any order, accents and case aside.
//
// A word matches a row when either
// - PostgreSQL's full-text search finds it in the row's `tsvector` (configuration `inmo_es`: unaccent, then the
//   Spanish stemmer, so 'casas' finds 'Casa' and 'GALPON' finds 'Galpón'; migration FullTextSearch), or
// - it is part of one of the row's folded texts, lower(inmo_unaccent(…)) LIKE '%word%', served by a trigram index:
//   partial words ('chivil') and codes ('b25sc00ex5', '0042').
// A word that is only a Spanish stop word ('de', 'en', 'los') asks nothing. Each folded text and each tsvector has its
// GIN index (test/search.e2e-spec.ts checks the plans can use them).

/** What a list searches: folded texts (SQL expressions, each with its trigram index) and, optionally, a tsvector. */
export interface SearchTarget {
  texts: readonly string[];
  tsvector?: string;
}

/** At most this many words of a search are used (a longer text only narrows further). */
const MAX_WORDS = 8;

/** The words of a search: letters and digits, split at anything else ('CA-0042' → 'CA', '0042'). */
export function wordsOf(q: string | undefined): string[] {
  return (q ?? '').split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, MAX_WORDS);
}

/** The folded form of an SQL text expression: accents off (unaccent's rules, ñ → n included), then lower case. */
export function folded(sqlExpr: string): string {
  return `lower(inmo_unaccent(${sqlExpr}))`;
}

/** The LIKE pattern "contains what was typed": LIKE's own characters (% _ \) match themselves. */
export function containsPattern(typed: string): string {
  return `%${typed.replace(/[\\%_]/g, (m) => '\\' + m)}%`;
}

/**
 * The condition "this word matches the target", its values added with `add`. `extra` adds other ways for the word to
 * match (the staff list: the owner's name).
 */
function wordMatches(word: string, target: SearchTarget, add: (v: unknown) => string, extra: (pattern: string) => string[] = () => []): string {
  const pattern = folded(add(containsPattern(word)));
  const ways = [...target.texts.map((t) => `${t} LIKE ${pattern}`), ...extra(pattern)];
  if (target.tsvector) {
    const w = add(word);
    return `(numnode(plainto_tsquery('inmo_es', ${w})) = 0 OR ${target.tsvector} @@ plainto_tsquery('inmo_es', ${w}) OR ${ways.join(' OR ')})`;
  }
  return `(${ways.join(' OR ')})`;
}

/** Every word of `q` matches the target: null when `q` is blank, 'false' when it holds no word at all ('%', '-'). */
export function searchCondition(q: string | undefined, target: SearchTarget, add: (v: unknown) => string, extra?: (pattern: string) => string[]): string | null {
  const words = wordsOf(q);
  if (words.length === 0) return q?.trim() ? 'false' : null;
  return words.map((w) => wordMatches(w, target, add, extra)).join(' AND ');
}

/** The relevance of a row to `q` (higher first), for lists ordered by it: full-text rank over any of the words. */
export function rankSql(q: string, tsvector: string, add: (v: unknown) => string): string {
  return `ts_rank(${tsvector}, websearch_to_tsquery('inmo_es', ${add(wordsOf(q).join(' or '))}))`;
}
