// Predicates on raw input, shared by the schemas (kit.ts) and by code that checks one value (ids in paths, links).
import { leerNumeroAr } from '../numero-ar.js';

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

/**
 * A finite number, or a number as es-AR writes it ('12', '120.000', '12,5', '1.234,56': see leerNumeroAr). Empty →
 * null. NaN when not a number ('1.5', '0x10', '1e3', an object).
 */
export function aNumero(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : NaN;
  if (typeof value === 'string') {
    if (value.trim() === '') return null;
    return leerNumeroAr(value) ?? NaN;
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

const SITIO = 'https://site.example';
/** C0 and C1 controls, space, DEL and any other whitespace: a browser drops some (tab, newline), trims others. */
function tieneControlOEspacio(v: string): boolean {
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (c <= 0x20 || (c >= 0x7f && c <= 0x9f)) return true;
  }
  return /\s/.test(v);
}

/**
 * A link the site may render: a same-site path ('/api/media/…') or an http(s) address ('https://cdn.example/x.jpg').
 * Judged as a browser reads it (the WHATWG URL parser, Node's as Chromium's): a path must still point at this site
 * once resolved; an address must be written out in full. Refused: '//host', '/\\host' and any backslash (read as a
 * slash), tabs, newlines and other control characters or whitespace anywhere (a browser drops tabs and newlines, so
 * '/\t/evil.example' is '//evil.example'), 'http:evil' (a browser reads http://evil/), credentials in the address.
 */
export function esUrlSegura(value: unknown): boolean {
  if (typeof value !== 'string' || value === '' || tieneControlOEspacio(value) || value.includes('\\')) return false;
  if (value.startsWith('/')) {
    if (value.startsWith('//')) return false;
    try {
      return new URL(value, `${SITIO}/`).origin === SITIO;
    } catch {
      return false;
    }
  }
  if (!/^https?:\/\/[^/]/i.test(value)) return false;
  try {
    const u = new URL(value);
    return (u.protocol === 'https:' || u.protocol === 'http:') && u.hostname !== '' && u.username === '' && u.password === '';
  } catch {
    return false;
  }
}
