// Argentina's calendar: every day a person reads or the server writes as a day is Argentina's, named here once.
// Argentina keeps UTC−3 all year; the zone's name is still what Intl and PostgreSQL are given, so a future change of
// rule follows the tz database.

export const ZONA_ARGENTINA = 'America/Argentina/Buenos_Aires';

/** Today in PostgreSQL, as Argentina's calendar day (never CURRENT_DATE, which is the server session's). */
export const HOY_ARGENTINA_SQL = `(now() AT TIME ZONE '${ZONA_ARGENTINA}')::date`;

// Built on first use: a page that only shows bare dates never pays for a formatter.
let dia: Intl.DateTimeFormat | undefined;
const DIA = () => (dia ??= new Intl.DateTimeFormat('en-CA', { timeZone: ZONA_ARGENTINA, year: 'numeric', month: '2-digit', day: '2-digit' }));

/** The calendar day 'YYYY-MM-DD' in Argentina at `now` (by default, this moment; a test passes its own clock's). */
export function hoyArgentina(now: number | Date = Date.now()): string {
  return DIA().format(now);
}

/**
 * The calendar day 'YYYY-MM-DD' of a Date built from a day's fields in UTC (Date.UTC, 'YYYY-MM-DDT00:00:00Z'): day
 * arithmetic runs on UTC's calendar, which has no daylight saving; the day is Argentina's because it was given so.
 */
export function diaUTC(d: Date): string {
  return `${String(d.getUTCFullYear()).padStart(4, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`;
}

/** The calendar day `days` days after the day 'YYYY-MM-DD'. */
export function sumarDias(dia: string, days: number): string {
  return diaUTC(new Date(Date.parse(`${dia}T00:00:00Z`) + days * 86_400_000));
}

/** The month 'YYYY-MM' in Argentina at `now`. */
export function mesArgentina(now: number | Date = Date.now()): string {
  return hoyArgentina(now).slice(0, 7);
}

/**
 * The day a person in Argentina reads for a value: a bare 'YYYY-MM-DD' is already a calendar day and stays as it is;
 * an instant (an ISO date-time, a Date, ms) is the day it was in Argentina. Null when it is neither.
 */
export function fechaArgentina(value: string | number | Date | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : hoyArgentina(d);
}
