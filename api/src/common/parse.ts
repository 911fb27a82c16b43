// Small coercions from validated input to column values.
import { aNumero } from '@inmo/contracts';

export function num(v: unknown): number | null {
  const n = aNumero(v);
  return n === null || Number.isNaN(n) ? null : n;
}
export function int(v: unknown): number | null {
  const n = num(v);
  return n === null ? null : Math.trunc(n);
}
export function str(v: unknown, fallback = ''): string {
  if (v === null || v === undefined) return fallback;
  return typeof v === 'string' ? v.trim() : String(v);
}
export function strOrNull(v: unknown): string | null {
  const s = str(v);
  return s === '' ? null : s;
}
export function bool(v: unknown, fallback = false): boolean {
  if (v === true || v === 'true' || v === 1 || v === '1' || v === 'on') return true;
  if (v === false || v === 'false' || v === 0 || v === '0' || v === '') return false;
  return fallback;
}
/** NUMERIC/bigint columns come back as text: return numbers in JSON. */
export function fromNumeric(v: unknown): number | null {
  if (v === null || v === undefined) return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
}
/** A date column as 'YYYY-MM-DD'. */
export function isoDate(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return String(v).slice(0, 10);
}
export function isoDateTime(v: unknown): string {
  if (v instanceof Date) return v.toISOString();
  const d = new Date(String(v));
  return Number.isNaN(d.getTime()) ? String(v) : d.toISOString();
}
