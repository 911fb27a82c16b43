// CSV as a spreadsheet set to Argentina (es-AR) opens it, one value a cell, and a browser download through a Blob.
// - ';' between cells: ',' is the decimal mark there, so a spreadsheet in es-AR splits a CSV at ';'.
// - Numbers with a decimal comma and no thousands grouping (15.5 → '15,5', 1234567.5 → '1234567,5'): es-AR reads
//   them as numbers, and the value stays the same wherever the file goes — a grouping '.' would be read as a
//   decimal point by a spreadsheet or script in any other locale ('1.500' → 1,5). The cell's format shows grouping.
// - RFC 4180 quoting: a cell holding ';', '"' or a line break goes between quotes, its quotes doubled.
// - Text a spreadsheet would run as a formula (OWASP's CSV injection rule: a cell starting with '=', '+', '-', '@', a
//   tab or a carriage return) gets a leading apostrophe and quotes, so it opens as the text typed. Numbers are numbers.
// - downloadText puts a UTF-8 BOM first, which tells the spreadsheet the encoding (accents).
export type CeldaCsv = string | number | null | undefined;

export const SEPARADOR_CSV = ';';
const FORMULA = /^[=+\-@\t\r]/;

export function celdaCsv(v: CeldaCsv): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) return '';
    // Plain digits even where String() would write an exponent (1e-7, 1e21).
    const s = /e/i.test(String(v)) ? v.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 }) : String(v);
    return s.replace('.', ',');
  }
  if (FORMULA.test(v)) return `"'${v.replace(/"/g, '""')}"`;
  return /[;"\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

export function toCsv(headers: string[], rows: CeldaCsv[][]): string {
  return [headers, ...rows].map((r) => r.map(celdaCsv).join(SEPARADOR_CSV)).join('\r\n') + '\r\n';
}

export function downloadText(nombre: string, texto: string, tipo = 'text/csv;charset=utf-8'): void {
  // The BOM lets spreadsheet programs read the accents as UTF-8.
  const blob = new Blob(['\uFEFF', texto], { type: tipo });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = nombre;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
