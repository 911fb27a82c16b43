// Predicates on raw input, shared by the schemas (kit.ts) and by code that checks one value (ids in paths, links).

export type ErroresCampo = Record<string, string>;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function esEmail(value: unknown): boolean {
  return typeof value === 'string' && value.length <= 254 && EMAIL_RE.test(value.trim());
}

export function esTextoNoVacio(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

export function primerError(errores: ErroresCampo): string | null {
  const first = Object.values(errores)[0];
  return first ?? null;
}

/** A finite number, or a numeric text ('12', '12.5', '12,5'). Empty → null. NaN when not a number. */
export function aNumero(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : NaN;
  if (typeof value === 'string') {
    const t = value.trim().replace(',', '.');
    if (t === '') return null;
    const n = Number(t);
    return Number.isFinite(n) ? n : NaN;
  }
  return NaN;
}

export function esUuid(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/** 'YYYY-MM-DD' (optionally followed by a time) that is a real calendar date between years 1900 and 2200. */
export function esFecha(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:$|T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:?\d{2})?$)/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1900 || y > 2200) return false;
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** A link the site may render: a same-site path ('/api/media/…') or an http(s) address. */
export function esUrlSegura(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const v = value.trim();
  // '//host' and '/\host' are other sites to a browser (it reads a backslash as a slash), not paths of this one.
  if (v.startsWith('/')) return !v.startsWith('//') && !v.startsWith('/\\') && !v.includes('\\');
  try {
    const u = new URL(v);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
}

