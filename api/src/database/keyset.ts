// Keyset reads: a list read in batches of N rows by its own order, each batch one statement that
// starts right after the last row of the one before (no OFFSET, no transaction held between batches). The unpaged
// lists stream through it (common/json-stream.ts).
//
// What a concurrent write means: each batch reads the rows as they are when it runs (there is no snapshot across
// batches). A row is sent at most once as long as its place in the order does not change during the read: the
// cursor only moves forward and the order ends in a unique column (the id). A row inserted, deleted or hidden
// during the read appears or not depending on whether its place was already passed. A row whose ordering column is
// edited during the read (a property's publication date) can appear at its old place and again at its new one, or
// at neither.
import { placeholders, type Db, type Row } from './db.service.js';

/** One column of a list's order. Non-null columns only: a nullable one is read in two passes (see the callers). */
export interface KeysetColumn {
  /** The SQL expression ordered by, e.g. 'p.created_at'. */
  sql: string;
  desc: boolean;
  /**
   * Its SQL type: the cursor travels as text and is cast back, so a timestamptz keeps its microseconds (a JS Date
   * would round them to milliseconds and repeat or skip rows).
   */
  type: 'date' | 'timestamptz' | 'uuid';
}

/**
 * The rows after the cursor `values` in the order `cols`, e.g. for (a DESC, b DESC, id ASC):
 * `a <= $1 AND (a < $1 OR (b <= $2 AND (b < $2 OR id > $3)))`. The leading bound on the first column lets the
 * ordering index start at the cursor instead of walking every row already sent.
 */
export function keysetAfter(cols: readonly KeysetColumn[], values: readonly string[], add: (v: unknown) => string): string {
  const write = (i: number): string => {
    const c = cols[i]!;
    const v = `${add(values[i])}::${c.type}`;
    if (i === cols.length - 1) return `${c.sql} ${c.desc ? '<' : '>'} ${v}`;
    return `${c.sql} ${c.desc ? '<=' : '>='} ${v} AND (${c.sql} ${c.desc ? '<' : '>'} ${v} OR (${write(i + 1)}))`;
  };
  return write(0);
}

/** A statement of a keyset read: everything but the cursor's condition and the limit. */
export interface KeysetQuery {
  /** The select list (the row type's columns). */
  select: string;
  /** `FROM …` target, e.g. 'properties p'. */
  from: string;
  /** Conditions ANDed (the list's filters); their parameters in `params`, numbered from $1. */
  where: readonly string[];
  params: readonly unknown[];
  /** The ORDER BY, written as the list writes it (and its index); `cols` must be that order, column by column. */
  orderBy: string;
  cols: readonly KeysetColumn[];
}

/** The cursor columns a keyset read adds to each row (k0, k1, …, as text; null for a null value). */
export type KeysetRow = { [key: `k${number}`]: string | null };

/**
 * The rows of `q` in batches of `size` (the last one may be shorter), at most `max` rows in all (unbounded when
 * absent), from the beginning or after the cursor `after`. One statement per batch; nothing is read until the caller
 * asks for the next batch, so a reader that stops early (a client gone) costs nothing more.
 */
export async function* keysetBatches<R extends Row>(
  db: Db,
  q: KeysetQuery,
  size: number,
  opts: { max?: number; after?: readonly string[] } = {},
): AsyncGenerator<(R & KeysetRow)[]> {
  const keys = q.cols.map((c, i) => `${c.sql}::text AS k${i}`).join(', ');
  let cursor: readonly string[] | null = opts.after ?? null;
  let left = opts.max ?? Infinity;
  while (left > 0) {
    const { params, add } = placeholders([...q.params]);
    const where = [...q.where];
    if (cursor) where.push(keysetAfter(q.cols, cursor, add));
    const limit = Math.min(size, left);
    let rows: (R & KeysetRow)[] | null = await db.query<R & KeysetRow>(
      `SELECT ${q.select}, ${keys} FROM ${q.from} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY ${q.orderBy} LIMIT ${add(limit)}`,
      params,
    );
    const count = rows.length;
    const last = rows[count - 1];
    if (count > 0) yield rows;
    // Not kept while the next batch is read: a generator's locals outlive its awaits.
    rows = null;
    if (count < limit) return;
    left -= count;
    cursor = q.cols.map((_, i) => last![`k${i}`] ?? '');
  }
}

/**
 * Each batch of `source` through `fn` (rows to replies, with their children), holding neither the rows nor the
 * result while the next batch is read (a generator's locals outlive its awaits).
 */
export async function* mapBatches<A, B>(source: AsyncIterable<A[]>, fn: (rows: A[]) => B[] | Promise<B[]>): AsyncGenerator<B[]> {
  const it = source[Symbol.asyncIterator]();
  try {
    for (;;) {
      let next: IteratorResult<A[]> | null = await it.next();
      if (next.done) return;
      let out: B[] | null = await fn(next.value);
      next = null;
      yield out;
      out = null;
    }
  } finally {
    await it.return?.();
  }
}
