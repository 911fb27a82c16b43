import { celdaCsv, toCsv } from '../download.js';

describe('CSV for a spreadsheet set to Argentina', () => {
  it("separates cells with ';' and ends every line with CRLF", () => {
    expect(toCsv(['Tipo', 'Cantidad'], [['Casa', 2]])).toBe('Tipo;Cantidad\r\nCasa;2\r\n');
  });

  it('writes numbers with a decimal comma and no thousands grouping', () => {
    expect(celdaCsv(15.5)).toBe('15,5');
    expect(celdaCsv(1234567.5)).toBe('1234567,5');
    expect(celdaCsv(900000)).toBe('900000');
    expect(celdaCsv(-0.25)).toBe('-0,25');
    expect(celdaCsv(1e-7)).toBe('0,0000001');
    expect(celdaCsv(1e21)).toBe('1000000000000000000000');
    expect(celdaCsv(Number.NaN)).toBe('');
  });

  it("quotes cells holding ';', '\"' or a line break, and only those", () => {
    expect(celdaCsv('Lote 10 x 30; esquina')).toBe('"Lote 10 x 30; esquina"');
    expect(celdaCsv('Casa "La Loma"')).toBe('"Casa ""La Loma"""');
    expect(celdaCsv('dos\nlíneas')).toBe('"dos\nlíneas"');
    expect(celdaCsv('dos\r\nlíneas')).toBe('"dos\r\nlíneas"');
    // A comma is plain text when the separator is ';'.
    expect(celdaCsv('Lobos, Buenos Aires')).toBe('Lobos, Buenos Aires');
    expect(celdaCsv('Galpón')).toBe('Galpón');
  });

  it('opens text a spreadsheet would run as a formula as the text typed (OWASP: apostrophe and quotes)', () => {
    expect(celdaCsv('=HYPERLINK("https://malo.example","Ver")')).toBe('"\'=HYPERLINK(""https://malo.example"",""Ver"")"');
    for (const v of ['+54 9 2346', '-1+1', '@SUM(A1)', '\tx', '\rx', '=1;2']) expect(celdaCsv(v).startsWith('"\'')).toBe(true);
    // Numbers, negative ones included, stay numbers; '=' inside a text is harmless.
    expect(celdaCsv(-1500)).toBe('-1500');
    expect(celdaCsv('Casa = lote')).toBe('Casa = lote');
  });

  it('leaves missing values empty', () => {
    expect(toCsv(['a', 'b', 'c'], [[null, undefined, '']])).toBe('a;b;c\r\n;;\r\n');
  });
});
