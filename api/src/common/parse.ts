// Column values read back: numeric, bigint and date come as text (a date as 'YYYY-MM-DD', data-source-options.ts),
// timestamps as Date objects.
// (What comes in is read by contracts' schemas: they give clean values, with no coercion left to do here.)
import { hoyArgentina } from '@inmo/contracts';

/** NUMERIC/bigint columns come back as text: return numbers in JSON. */
export function fromNumeric(v: unknown): number | null {
  if (v === null || v === undefined) return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
}
/** A date column as 'YYYY-MM-DD'; an instant as the day it was in Argentina. */
export function isoDate(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return hoyArgentina(v);
  return String(v).slice(0, 10);
}
export function isoDateTime(v: unknown): string {
  if (v instanceof Date) return v.toISOString();
  const d = new Date(String(v));
  return Number.isNaN(d.getTime()) ? String(v) : d.toISOString();
}
