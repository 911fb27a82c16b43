// An index series as staff bring it, read into {fecha, valor} pairs for PUT /api/admin/indices/{indice}: text pasted or
// a CSV (INDEC's series: 'indice_tiempo,valor'; or 'dd/mm/aaaa;27,53' as the BCRA's page copies), and the rows of
// a spreadsheet (the BCRA's ICL .xlsx, read by read-excel-file with its numbers kept as the text stored). Lines whose
// first cell is not a date are skipped (titles, headers); one with figures but no readable date, and a date with an
// unreadable value, are reported by line.
import type { CargarIndiceRequest } from '@inmo/contracts';

export type Valor = CargarIndiceRequest['valores'][number] & { fecha: string; valor: string };
export interface Lectura {
  valores: Valor[];
  /** 'Línea 12: valor ilegible' … (at most 10). */
  errores: string[];
}

const two = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD', 'DD/MM/YYYY' (or with '-'), 'YYYY-MM' and 'MM/YYYY' (a month: its first day) → 'YYYY-MM-DD'. */
export function leerFecha(texto: string): string | null {
  const t = texto.trim().replace(/^"|"$/g, '');
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(t);
  if (m) return valida(+m[1]!, +m[2]!, +m[3]!);
  m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(t);
  if (m) return valida(+m[3]!, +m[2]!, +m[1]!);
  m = /^(\d{4})-(\d{1,2})$/.exec(t);
  if (m) return valida(+m[1]!, +m[2]!, 1);
  m = /^(\d{1,2})[/-](\d{4})$/.exec(t);
  if (m) return valida(+m[2]!, +m[1]!, 1);
  return null;
}

function valida(y: number, m: number, d: number): string | null {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? `${y}-${two(m)}-${two(d)}` : null;
}

/**
 * A value as published → a decimal text with a point: '27,53' and '1.234,56' (es-AR), '27.53' and '1,234.56'. The
 * text is kept as written (no float in between); null when it is not a positive number.
 */
export function leerValor(texto: string): string | null {
  let t = texto.trim().replace(/^"|"$/g, '').replace(/\s/g, '');
  if (t.includes(',') && t.includes('.')) t = t.lastIndexOf(',') > t.lastIndexOf('.') ? t.replace(/\./g, '').replace(',', '.') : t.replace(/,/g, '');
  else if (t.includes(',')) t = (t.match(/,/g)!.length === 1 ? t.replace(',', '.') : t.replace(/,/g, ''));
  return /^\d+(\.\d+)?$/.test(t) && /[1-9]/.test(t) ? t : null;
}

/** Pasted text or a CSV file's text. */
export function leerTexto(texto: string): Lectura {
  const valores: Valor[] = [];
  const errores: string[] = [];
  let primera = true;
  texto.split(/\r?\n/).forEach((linea, i) => {
    if (!linea.trim()) return;
    const encabezado = primera;
    primera = false;
    const partes = /[;\t]/.test(linea) ? linea.split(/[;\t]/) : [linea.slice(0, linea.indexOf(',') < 0 ? linea.length : linea.indexOf(',')), linea.slice(linea.indexOf(',') + 1)];
    const fecha = leerFecha(partes[0] ?? '');
    if (!fecha) {
      // A title or a header (the first line, or one without digits) is skipped quietly; a line with figures is named.
      if (!encabezado && /\d/.test(linea) && errores.length < 10) errores.push(`Línea ${i + 1}: fecha ilegible («${linea.trim().slice(0, 40)}»)`);
      return;
    }
    const valor = leerValor(partes.slice(1).find((p) => p.trim() !== '') ?? '');
    if (valor) valores.push({ fecha, valor });
    else if (errores.length < 10) errores.push(`Línea ${i + 1}: valor ilegible`);
  });
  return { valores, errores };
}

/** A cell as read-excel-file gives it: a Date (a date cell), a number kept as its stored text, or text. */
type Celda = unknown;

function fechaDeCelda(c: Celda): string | null {
  if (c instanceof Date) return Number.isNaN(c.getTime()) ? null : `${c.getUTCFullYear()}-${two(c.getUTCMonth() + 1)}-${two(c.getUTCDate())}`;
  return typeof c === 'string' ? leerFecha(c) : null;
}

/**
 * A number cell's stored text: a spreadsheet keeps binary doubles, so 27.53 may be stored '27.530000000000001'; 15
 * significant digits give back the decimal the publisher typed.
 */
function valorDeCelda(c: Celda): string | null {
  if (typeof c === 'number') return leerValor(String(Number(c.toPrecision(15))));
  if (typeof c !== 'string') return null;
  if (/^-?\d+(\.\d+)?(e[+-]?\d+)?$/i.test(c.trim())) return leerValor(String(Number(Number(c).toPrecision(15))));
  return leerValor(c);
}

/** The rows of a spreadsheet's first sheet: the first date in a row and the first value after it. */
export function leerFilas(filas: readonly (readonly Celda[])[]): Lectura {
  const valores: Valor[] = [];
  const errores: string[] = [];
  filas.forEach((fila, i) => {
    const j = fila.findIndex((c) => fechaDeCelda(c) !== null);
    if (j < 0) return;
    const valor = fila.slice(j + 1).map(valorDeCelda).find((v) => v !== null) ?? null;
    if (valor) valores.push({ fecha: fechaDeCelda(fila[j])!, valor });
    else if (errores.length < 10) errores.push(`Fila ${i + 1}: valor ilegible`);
  });
  return { valores, errores };
}

/**
 * Values implausible beside their neighbours, in Spanish: a level (ICL, UVA, IPC, CVS) that moved more than 50 % a
 * month (up, or down by a third) from the value before it in the series (the loaded values and the new ones
 * together), or a Casa Propia monthly coefficient outside 0,8–1,5. Such a value is, in practice, one typed at the
 * wrong scale or date.
 */
export function valoresInusuales(nuevos: readonly Valor[], cargados: readonly { fecha: string; valor: string }[], coeficiente: boolean): string[] {
  const coma = (v: string) => v.replace('.', ',');
  const fecha = (f: string) => `${f.slice(8, 10)}/${f.slice(5, 7)}/${f.slice(0, 4)}`;
  if (coeficiente) {
    return nuevos.filter((v) => Number(v.valor) < 0.8 || Number(v.valor) > 1.5).map((v) => `${fecha(v.fecha)}: el coeficiente ${coma(v.valor)} está fuera de lo habitual (entre 0,8 y 1,5)`);
  }
  const serie = new Map<string, string>(cargados.map((v) => [v.fecha, v.valor]));
  for (const v of nuevos) serie.set(v.fecha, v.valor);
  const fechas = [...serie.keys()].sort();
  const nuevasFechas = new Set(nuevos.map((v) => v.fecha));
  const out: string[] = [];
  fechas.forEach((f, i) => {
    if (i === 0 || !nuevasFechas.has(f)) return;
    const antes = fechas[i - 1]!;
    const r = Number(serie.get(f)) / Number(serie.get(antes));
    // The change per month between the two dates (a month at least): a gap of a year may hold × 2 honestly.
    const meses = Math.max(1, (Date.parse(f) - Date.parse(antes)) / (30.44 * 86_400_000));
    const mensual = r ** (1 / meses);
    if (!(mensual > 1.5 || mensual < 1 / 1.5)) return;
    const cuanto = r > 1 ? `${Math.round(r).toLocaleString('es-AR')} veces el valor anterior` : `la ${Math.round(1 / r).toLocaleString('es-AR')}.ª parte del valor anterior`;
    out.push(`${fecha(f)}: ${coma(serie.get(f)!)} es ${cuanto} (${coma(serie.get(antes)!)} del ${fecha(antes)})`);
  });
  return out;
}
