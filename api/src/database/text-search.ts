// Free-text and name searches, written once: every search of the API (catalogue, admin properties and trash,
// clients and the back office's pickers, operations, enquiries) forgives accents and case on both sides
// ('galpon' finds 'Galpón', 'GONZALEZ' finds 'González', 'nunez' finds 'Núñez').
//
// Both the column and the text typed are folded by the same SQL function, lower(inmo_unaccent(…)) (migration
// AccentFreeSearch), and compared with LIKE '%…%'. Each folded expression a search uses has a trigram GIN index
// built on exactly that expression, written the same way (the planner matches index expressions as written): a
// new searched expression needs its index in a migration, and test/search-accents.e2e-spec.ts checks each
// search's plan can use one.

/** The folded form of an SQL text expression: accents off (unaccent's rules, ñ → n included), then lower case. */
export function folded(sqlExpr: string): string {
  return `lower(inmo_unaccent(${sqlExpr}))`;
}

/** The LIKE pattern "contains what was typed": LIKE's own characters (% _ \) match themselves. */
export function containsPattern(typed: string): string {
  return `%${typed.replace(/[\\%_]/g, (m) => '\\' + m)}%`;
}

/**
 * The condition "any of these expressions contains the typed text", accents and case aside. `param` is the SQL
 * placeholder ($n) holding containsPattern(typed); it is folded in SQL too, so both sides fold by the same rules.
 */
export function matchesText(sqlExprs: readonly string[], param: string): string {
  const pattern = folded(param);
  return `(${sqlExprs.map((e) => `${folded(e)} LIKE ${pattern}`).join(' OR ')})`;
}
