// A bank statement as Argentine banks export it, read into its lines: a CSV (';' or ',' between fields, UTF-8 or
// Windows-1252, read by csv-parse) or an .xlsx (read by read-excel-file), with title rows before the header. The
// header row is the first that names the mapped date and description columns; each line after it with a date is a
// movement: dd/mm/aaaa (or a date cell), amounts as es-AR writes them (1.234,56; contracts' parser) or as a number
// cell, in one signed column or a debit and a credit column (a debit reads negative). A line with a date that reads
// no amount, or an amount without a readable date, refuses the file naming its row.
import { parse } from 'csv-parse/sync';
import readXlsxFile from 'read-excel-file/node';
import { MENSAJES_BANCO, decimalDeTextoAr, diaUTC, sumarDias, type ColumnasBanco } from '@inmo/contracts';
import { ApiError } from '../common/api-error.js';

/** A cell as read: text, a number cell's stored text (xlsx), a date cell (xlsx), or nothing. */
export type Celda = string | { numero: string } | Date | null;

export interface LineaExtracto {
  /** 1-based row of the file. */
  fila: number;
  fecha: string;
  descripcion: string;
  referencia: string | null;
  importeCentavos: bigint;
  saldoCentavos: bigint | null;
}

/** A header as compared: accents and case aside, spaces collapsed, a trailing '.' or ':' dropped. */
export const plegar = (t: string) =>
  t.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\s+/g, ' ').replace(/[.:]+$/, '').trim();

const textoDe = (c: Celda): string => (c === null ? '' : typeof c === 'string' ? c.trim() : c instanceof Date ? '' : c.numero);

/** The rows of the file: .xlsx by its zip signature, else CSV with the separator whose rows hold the header. */
export async function filasDe(archivo: Buffer, columnas: ColumnasBanco): Promise<Celda[][]> {
  if (archivo.length >= 4 && archivo.readUInt32LE(0) === 0x04034b50) {
    try {
      return (await readXlsxFile<{ numero: string }>(archivo, { parseNumber: (s: string) => ({ numero: s }) }))[0]?.data as Celda[][] ?? [];
    } catch {
      throw ApiError.validation({ archivo: MENSAJES_BANCO.archivoIlegible });
    }
  }
  let texto: string;
  try {
    texto = new TextDecoder('utf-8', { fatal: true }).decode(archivo);
  } catch {
    texto = new TextDecoder('windows-1252').decode(archivo);
  }
  if (texto.includes('\u0000')) throw ilegible();
  let primera: Celda[][] | null = null;
  for (const delimiter of [';', ',', '\t']) {
    let filas: Celda[][];
    try {
      filas = parse(texto, { delimiter, bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true }) as string[][];
    } catch {
      continue;
    }
    primera ??= filas;
    if (encabezado(filas, columnas) !== null) return filas;
  }
  if (primera === null) throw ilegible();
  return primera;
}

const ilegible = () => ApiError.validation({ archivo: MENSAJES_BANCO.archivoIlegible });

/** The index of the header row and where each mapped column is, or null when no row names them. */
function encabezado(filas: Celda[][], c: ColumnasBanco): { fila: number; pos: Record<keyof ColumnasBanco, number> } | null {
  const nombres = Object.entries(c) as [keyof ColumnasBanco, string | null][];
  for (let i = 0; i < Math.min(filas.length, 60); i++) {
    const celdas = filas[i]!.map((x) => plegar(textoDe(x)));
    const pos = {} as Record<keyof ColumnasBanco, number>;
    let todas = true;
    for (const [k, nombre] of nombres) {
      if (nombre === null) {
        pos[k] = -1;
        continue;
      }
      pos[k] = celdas.indexOf(plegar(nombre));
      if (pos[k] === -1 && k !== 'saldo') todas = false;
    }
    if (todas) return { fila: i, pos };
  }
  return null;
}

/** 'dd/mm/aaaa' (or dd-mm-aa, aaaa-mm-dd), a date cell or an Excel day number → 'YYYY-MM-DD'; null when none. */
export function leerFecha(c: Celda): string | null {
  if (c instanceof Date) return Number.isNaN(c.getTime()) ? null : diaUTC(c);
  const t = textoDe(c);
  let m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})(?:\s.*)?$/.exec(t);
  let [a, mes, d]: [number, number, number] = [0, 0, 0];
  if (m) [d, mes, a] = [Number(m[1]), Number(m[2]), m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3])];
  else if ((m = /^(\d{4})-(\d{2})-(\d{2})/.exec(t))) [a, mes, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else if (c !== null && typeof c === 'object' && /^\d{5}(\.\d+)?$/.test(t)) {
    // A day number without a date format: days since 1899-12-30.
    return sumarDias('1899-12-30', Math.floor(Number(t)));
  } else return null;
  const f = new Date(Date.UTC(a, mes - 1, d));
  if (f.getUTCFullYear() !== a || f.getUTCMonth() !== mes - 1 || f.getUTCDate() !== d || a < 1990 || a > 2200) return null;
  return diaUTC(f);
}

/** A plain decimal ('-1234.5') → cents, exactly; null when it has more than two decimals that are not zero. */
function centavosDeDecimal(d: string): bigint | null {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(d);
  if (!m) return null;
  const dec = (m[3] ?? '').padEnd(2, '0');
  if (/[1-9]/.test(dec.slice(2))) return null;
  const v = BigInt(m[2]!) * 100n + BigInt(dec.slice(0, 2));
  return m[1] ? -v : v;
}

/**
 * An amount cell → cents; null when empty. A number cell as stored; text as es-AR writes it ('$ -1.234,56',
 * '(1.234,56)' and '1.234,56-' read negative). undefined: not an amount.
 */
export function leerImporte(c: Celda): bigint | null | undefined {
  if (c instanceof Date) return undefined;
  if (c !== null && typeof c === 'object') {
    const exacto = centavosDeDecimal(c.numero);
    if (exacto !== null) return exacto;
    const n = Number(c.numero);
    return Number.isFinite(n) ? BigInt(Math.round(n * 100)) : undefined;
  }
  let t = textoDe(c).replace(/[\s\u00a0]/g, '').replace(/^(ARS|\$)+/i, '').replace(/^-\$/, '-');
  if (t === '' || t === '-') return null;
  let negativo = false;
  if (/^\(.*\)$/.test(t)) [t, negativo] = [t.slice(1, -1), true];
  if (t.endsWith('-')) [t, negativo] = [t.slice(0, -1), true];
  t = t.replace(/^(-?)\$/, '$1');
  const d = decimalDeTextoAr(t);
  const v = d === null ? null : centavosDeDecimal(d);
  if (v === null) return undefined;
  return negativo ? -v : v;
}

const errorFila = (fila: number, mensaje: string) => ApiError.validation({ archivo: `Fila ${fila}: ${mensaje}` });

/** The movements of a statement's rows, as the mapping names its columns. */
export function lineasDe(filas: Celda[][], columnas: ColumnasBanco): LineaExtracto[] {
  const h = encabezado(filas, columnas);
  if (!h) throw ApiError.validation({ columnas: MENSAJES_BANCO.sinEncabezado });
  const { pos } = h;
  const celda = (f: Celda[], k: keyof ColumnasBanco) => (pos[k] >= 0 ? (f[pos[k]] ?? null) : null);
  const importe = (f: Celda[], k: keyof ColumnasBanco, fila: number) => {
    const v = leerImporte(celda(f, k));
    if (v === undefined) throw errorFila(fila, `el ${k === 'importe' ? 'importe' : k === 'debito' ? 'débito' : k === 'credito' ? 'crédito' : 'saldo'} «${textoDe(celda(f, k))}» no es un monto (se escribe así: 1.234,56)`);
    return v;
  };
  const out: LineaExtracto[] = [];
  for (let i = h.fila + 1; i < filas.length; i++) {
    const f = filas[i]!;
    const fila = i + 1;
    const fecha = leerFecha(celda(f, 'fecha'));
    const montos = (['importe', 'debito', 'credito'] as const).map((k) => (pos[k] >= 0 ? leerImporte(celda(f, k)) : null));
    if (fecha === null) {
      // Totals, balances carried forward and blank rows have no date: skipped, unless they carry an amount.
      const texto = textoDe(celda(f, 'fecha'));
      if (texto !== '' && montos.some((m) => m !== null && m !== undefined && m !== 0n) && /\d/.test(texto)) throw errorFila(fila, `la fecha «${texto}» no se entiende (se escribe así: 31/12/2026)`);
      continue;
    }
    let centavos: bigint;
    if (pos.importe >= 0) centavos = importe(f, 'importe', fila) ?? 0n;
    else {
      const deb = pos.debito >= 0 ? (importe(f, 'debito', fila) ?? 0n) : 0n;
      const cred = pos.credito >= 0 ? (importe(f, 'credito', fila) ?? 0n) : 0n;
      centavos = (cred < 0n ? -cred : cred) - (deb < 0n ? -deb : deb);
    }
    if (centavos === 0n) continue;
    const referencia = textoDe(celda(f, 'referencia'));
    out.push({
      fila,
      fecha,
      descripcion: textoDe(celda(f, 'descripcion')).replace(/\s+/g, ' ').slice(0, 500),
      referencia: referencia === '' ? null : referencia.slice(0, 200),
      importeCentavos: centavos,
      saldoCentavos: pos.saldo >= 0 ? importe(f, 'saldo', fila) : null,
    });
  }
  if (out.length === 0) throw ApiError.validation({ archivo: MENSAJES_BANCO.sinMovimientos });
  return out;
}
