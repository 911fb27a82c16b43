// What the two drivers hand back for the column types the API selects, for the row types of each query
// (`db.query<SomeRow>(…)`). Checked on both: pg and PGlite (through typeorm-pglite) agree except on bigint.
// Row types are type aliases (`type XRow = {…}`), not interfaces: an interface has no implicit index signature, so it
// would not satisfy `Db.query`'s constraint once `Row` is `Record<string, unknown>`.

/** count(*) and other bigint results: a string from pg, a number from PGlite. Read with Number(). */
export type SqlBigint = string | number;
/** numeric columns and numeric results (money, averages): a string on both, exact. Read with fromNumeric(). */
export type SqlNumeric = string;
/** timestamptz columns (and date columns not cast to text): a Date on both. */
export type SqlTimestamp = Date;
