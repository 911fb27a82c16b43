// The fields that changed between two snapshots of a record. A snapshot is flat: the contract's
// field names (dotted for a group's members: 'amenities.piscina') to JSON values. Pure: no database, no clock.
import type { Cambio } from '@inmo/contracts';

export type Snapshot = Readonly<Record<string, unknown>>;

/** Equal as JSON values (undefined and null are the same: "no value"). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === undefined) a = null;
  if (b === undefined) b = null;
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((x, i) => sameValue(x, (b as unknown[])[i]));
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return ka.length === kb.length && ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** A value a new record's history does not list: nothing, an empty text or list, an unticked box. */
const isEmpty = (v: unknown) => v === null || v === undefined || v === '' || v === false || (Array.isArray(v) && v.length === 0);

export interface DiffOptions {
  /** Fields holding lists whose entries are not shown, only how many (pictures: never their bytes or addresses). */
  counted?: readonly string[];
}

/**
 * The changes from `before` to `after`, in `after`'s field order (then the fields only `before` had).
 * Creation (`before` null) lists every field that has a value; deletion (`after` null) lists none.
 * A counted field is reported as its list's length, also when only its entries changed (3 → 3).
 */
export function diffSnapshots(before: Snapshot | null, after: Snapshot | null, opts: DiffOptions = {}): Cambio[] {
  if (after === null) return [];
  const counted = new Set(opts.counted ?? []);
  const shown = (campo: string, v: unknown) => (counted.has(campo) ? (Array.isArray(v) ? v.length : 0) : (v ?? null));
  const fields = [...Object.keys(after), ...Object.keys(before ?? {}).filter((k) => !Object.hasOwn(after, k))];
  const out: Cambio[] = [];
  for (const campo of fields) {
    const a = before === null ? undefined : before[campo];
    const b = after[campo];
    if (before === null ? isEmpty(b) : sameValue(a, b)) continue;
    out.push({ campo, antes: before === null ? null : shown(campo, a), despues: shown(campo, b) });
  }
  return out;
}
