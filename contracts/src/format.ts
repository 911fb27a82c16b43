// es-AR formatting (spec §5 price display and display defaults). Pure functions: used by every front end and the API.

// Numbers and dates are written by hand, exactly as es-AR Intl formatters write them (format.test.ts compares them):
// the first es-AR Intl formatter a page builds costs a phone ≈ 100 ms of CPU in one go, loading the locale's data
// (it was the longest task of a catalogue visit, BENCHMARKS.md). Intl stays for what the hand-written path does not
// cover (exponent notation, NaN, infinities).
import { ZONA_ARGENTINA, fechaArgentina } from './calendario.js';

let numberFmt: Intl.NumberFormat | undefined;
const numbers = () => (numberFmt ??= new Intl.NumberFormat('es-AR', { maximumFractionDigits: 2 }));
const MESES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const two = (n: number) => String(n).padStart(2, '0');

export interface PrecioLike {
  monto?: number | string | null;
  moneda?: string | null;
  visible?: boolean | null;
}

function montoNumber(monto: unknown): number | null {
  if (monto === null || monto === undefined || monto === '') return null;
  const n = typeof monto === 'number' ? monto : Number(monto);
  return Number.isFinite(n) ? n : null;
}

/** es-AR grouped amount, at most two decimals rounded half away from zero: 1234567.5 → "1.234.567,5". */
export function formatNumero(n: number): string {
  // The shortest decimal that reads back as n: what Intl rounds (1.005 → "1,01").
  const digits = String(Math.abs(n));
  if (!Number.isFinite(n) || /e/i.test(digits)) return numbers().format(n);
  let [int, frac = ''] = digits.split('.');
  if (frac.length > 2) {
    const up = frac.charCodeAt(2) >= 53; // '5'
    frac = frac.slice(0, 2);
    if (up) {
      const rounded = (BigInt(int + frac) + 1n).toString().padStart(3, '0');
      int = rounded.slice(0, -2);
      frac = rounded.slice(-2);
    }
  }
  frac = frac.replace(/0+$/, '');
  const sign = n < 0 || Object.is(n, -0) ? '-' : '';
  return sign + int.replace(/\B(?=(\d{3})+(?!\d))/g, '.') + (frac ? `,${frac}` : '');
}

/**
 * A figure of money es-AR, whole when it has no cents ('650.000') and else to the cent ('650.000,50', never
 * '650.000,5'): listing prices and valuations, which are whole amounts as a rule.
 */
export function formatCifra(n: number): string {
  const f = formatNumero(n);
  return /,\d$/.test(f) ? `${f}0` : f;
}

/** Admin price (spec §5): '$' + es-AR amount + currency ('$650.000 ARS'), or '' when monto is not a number. */
export function formatPrecio(precio: PrecioLike | null | undefined): string {
  const n = montoNumber(precio?.monto);
  if (n === null) return '';
  return `$${formatCifra(n)} ${precio?.moneda ?? 'ARS'}`;
}

/** Public price: as the admin one, but 'Consultar' when hidden or not a number. */
export function formatPrecioPublico(precio: PrecioLike | null | undefined): string {
  if (!precio || precio.visible === false || montoNumber(precio.monto) === null) return 'Consultar';
  return formatPrecio(precio);
}

/** A rent's price reads per month ('$250.000 ARS /mes'), alquiler temporal's too; 'Consultar' and '' stay as they are. */
export function conPeriodo(precio: string, operacion: string | null | undefined): string {
  return precio && precio !== 'Consultar' && operacion?.startsWith('alquiler') ? `${precio} /mes` : precio;
}

/** An operation's amount, written as all money is ('$ 4.296,40 USD'); 'Monto no especificado' when missing. */
export function formatMonto(monto: number | string | null | undefined, moneda?: string | null): string {
  const n = montoNumber(monto);
  if (n === null) return 'Monto no especificado';
  return formatDinero(n, moneda ?? 'ARS');
}

/** The calendar day a person reads: a bare 'YYYY-MM-DD' as it is, an instant as the day it was in Argentina. */
function toDia(value: string | number | Date | null | undefined): { y: number; m: number; d: number } | null {
  const f = fechaArgentina(value);
  if (!f) return null;
  const [y, m, d] = f.split('-').map(Number) as [number, number, number];
  return { y, m, d };
}

/** dd/mm/aaaa, or 'No especificada' when missing or invalid. */
export function formatFecha(value: string | number | Date | null | undefined): string {
  const d = toDia(value);
  return d ? `${two(d.d)}/${two(d.m)}/${d.y}` : 'No especificada';
}

/** 'noviembre de 2026' → used as 'Cliente desde {month year}'. */
export function formatMesAnio(value: string | number | Date | null | undefined): string {
  const d = toDia(value);
  return d ? `${MESES[d.m - 1]} de ${d.y}` : 'No especificada';
}

export interface DireccionLike {
  calle?: string | null;
  altura?: number | string | null;
  localidad?: string | null;
}

/**
 * 'calle altura, localidad', the one address format of every screen, skipping what is missing. A street number 0
 * (or blank) is no number: 'Ruta 5 Km 160, Chivilcoy', never 'Ruta 5 Km 160 0, Chivilcoy'.
 */
export function formatDireccion(u: DireccionLike | null | undefined): string {
  const calle = typeof u?.calle === 'string' ? u.calle.trim() : '';
  const n = u?.altura === null || u?.altura === undefined || String(u.altura).trim() === '' ? 0 : Number(u.altura);
  const altura = Number.isFinite(n) && n !== 0 ? String(u!.altura).trim() : '';
  const localidad = typeof u?.localidad === 'string' ? u.localidad.trim() : '';
  return [[calle, altura].filter(Boolean).join(' '), localidad].filter(Boolean).join(', ');
}

/** Map coordinates (spec §5): both numbers and non-zero. Accepts 'lat,lng' text or {lat,lng}. */
export function parseCoordenadas(c: unknown): { lat: number; lng: number } | null {
  let lat: unknown;
  let lng: unknown;
  if (typeof c === 'string') {
    const parts = c.split(',').map((s) => s.trim());
    if (parts.length !== 2 || parts.some((p) => p === '')) return null;
    [lat, lng] = parts.map(Number);
  } else if (c && typeof c === 'object') {
    lat = Number((c as { lat?: unknown }).lat);
    lng = Number((c as { lng?: unknown }).lng);
  } else {
    return null;
  }
  if (typeof lat !== 'number' || typeof lng !== 'number') return null;
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || lat === 0 || lng === 0) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/** A month ('YYYY-MM' or any day of it) in words: 'noviembre de 2026'; '—' when it is not one. */
export function formatPeriodo(periodo: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})/.exec(periodo ?? '');
  return m && MESES[Number(m[2]) - 1] ? `${MESES[Number(m[2]) - 1]} de ${m[1]}` : '—';
}

/** A month for a tight cell: '11/2026'; '—' when it is not one. */
export function formatPeriodoCorto(periodo: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})/.exec(periodo ?? '');
  return m ? `${m[2]}/${m[1]}` : '—';
}

/**
 * Money to the cent, the one way the rental screens, receipts and mails write it: '$ 650.000,00' and the currency
 * when given ('$ 650.000,00 ARS'); half-cents round away from zero.
 */
export function formatDinero(n: number, moneda?: string | null): string {
  const neg = n < 0;
  const cents = Math.round(Math.abs(n) * 100);
  const enteros = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${neg ? '-' : ''}$ ${enteros},${String(cents % 100).padStart(2, '0')}${moneda ? ` ${moneda}` : ''}`;
}

/** A percentage es-AR, as many decimals as it has (up to four): 0.1 → '0,1 %', 6 → '6 %'. */
export function formatPorcentaje(n: number | string | null | undefined): string {
  const v = typeof n === 'string' ? Number(n) : n;
  if (v === null || v === undefined || !Number.isFinite(v)) return '—';
  const [int = '0', frac = ''] = String(Math.abs(Number(v.toFixed(4)))).split('.');
  return `${v < 0 ? '-' : ''}${int.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}${frac ? `,${frac}` : ''} %`;
}

/** An index value exactly as published, es-AR: '10413.0309' → '10.413,0309' (every decimal kept); '—' for none. */
export function formatValorIndice(valor: string | number | null | undefined): string {
  if (valor === null || valor === undefined || valor === '') return '—';
  const t = String(valor);
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(t);
  if (!m) return t;
  return `${m[1]}${m[2]!.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}${m[3] ? `,${m[3]}` : ''}`;
}

// Times are Argentina's wall clock, 24 h ('11:00', never '11:00 a. m.'): the zone's name goes to Intl, so a change of
// rule follows the tz database. Built on first use.
let horaFmt: Intl.DateTimeFormat | undefined;
const DIAS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];

function instante(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** An instant's time in Argentina, 24 h: '09:05', '15:00'; '' when it is not one. */
export function formatHora(value: string | number | Date | null | undefined): string {
  const d = instante(value);
  if (!d) return '';
  horaFmt ??= new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: ZONA_ARGENTINA });
  const parts = horaFmt.formatToParts(d);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '00';
  return `${get('hour')}:${get('minute')}`;
}

/** '24/11/2026 14:05': an instant's day and time in Argentina; the text itself when it is not one. */
export function formatFechaHora(value: string | number | Date): string {
  const d = instante(value);
  return d ? `${formatFecha(d)} ${formatHora(d)}` : String(value);
}

/** 'miércoles 2 de diciembre de 2026, 11:00': a visit's moment in a sentence (mails, enquiries). */
export function formatDiaHora(value: string | number | Date): string {
  const d = instante(value);
  const dia = d && toDia(d);
  if (!d || !dia) return String(value);
  const semana = DIAS[new Date(Date.UTC(dia.y, dia.m - 1, dia.d)).getUTCDay()];
  return `${semana} ${dia.d} de ${MESES[dia.m - 1]} de ${dia.y}, ${formatHora(d)}`;
}
