// ARCA's rules that need no call: CUIT check digit, letters and voucher types, VAT contained, QR and number format.
import fc from 'fast-check';
import {
  cbteTipoFor,
  documentoReceptor,
  formatNumeroComprobante,
  isValidCuit,
  ivaContenido21,
  letraFor,
  letraOf,
  qrUrl,
} from './fiscal.js';

describe('CUIT', () => {
  it.each(['20-11111111-2', '33693450239', '27-12345678-0', '30-71234567-1', '23123456785'])('accepts %s', (cuit) => {
    expect(isValidCuit(cuit)).toBe(true);
  });

  it.each([
    ['20-11111111-3', 'wrong check digit'],
    ['33693450238', 'wrong check digit'],
    ['2011111111', 'ten digits'],
    ['201111111122', 'twelve digits'],
    ['99-11111111-5', 'unknown prefix'],
    ['20-1111111a-2', 'a letter'],
  ])('refuses %s (%s)', (cuit) => {
    expect(isValidCuit(cuit)).toBe(false);
  });

  it('refuses every other last digit of a valid CUIT', () => {
    for (let d = 0; d <= 9; d++) expect(isValidCuit(`3071234567${d}`)).toBe(d === 1);
  });
});

describe('letter and voucher type', () => {
  const ri = { condicionIva: 'responsable_inscripto' as const, cuit: '30-71234567-1' };
  const mono = { condicionIva: 'monotributo' as const, cuit: '20-11111111-2' };

  it('a monotributista issues C (11) and its credit note is 13, whoever receives it', () => {
    expect(letraFor('monotributo', ri)).toBe('C');
    expect(letraFor('monotributo', { condicionIva: 'consumidor_final' })).toBe('C');
    expect([cbteTipoFor('C'), cbteTipoFor('C', true)]).toEqual([11, 13]);
  });

  it('a responsable inscripto issues A (1/3) to a responsable inscripto or a monotributista with CUIT', () => {
    expect(letraFor('responsable_inscripto', ri)).toBe('A');
    expect(letraFor('responsable_inscripto', mono)).toBe('A');
    expect([cbteTipoFor('A'), cbteTipoFor('A', true)]).toEqual([1, 3]);
  });

  it('and B (6/8) to anyone else: final consumers, exentos, or a monotributista without a valid CUIT', () => {
    expect(letraFor('responsable_inscripto', { condicionIva: 'consumidor_final', cuit: '20-11111111-2' })).toBe('B');
    expect(letraFor('responsable_inscripto', { condicionIva: 'exento', cuit: '30-71234567-1' })).toBe('B');
    expect(letraFor('responsable_inscripto', { condicionIva: 'monotributo' })).toBe('B');
    expect(letraFor('responsable_inscripto', { condicionIva: 'monotributo', cuit: '20-11111111-3' })).toBe('B');
    expect([cbteTipoFor('B'), cbteTipoFor('B', true)]).toEqual([6, 8]);
  });

  it('reads the letter back from the type', () => {
    expect([1, 3, 6, 8, 11, 13].map((t) => letraOf(t as 1))).toEqual(['A', 'A', 'B', 'B', 'C', 'C']);
  });

  it('identifies the receiver by CUIT, else DNI, else as a final consumer', () => {
    expect(documentoReceptor({ cuit: '20-11111111-2', dni: '11111111' })).toEqual({ docTipo: 80, docNro: '20111111112' });
    expect(documentoReceptor({ cuit: '20-11111111-3', dni: '12.345.678' })).toEqual({ docTipo: 96, docNro: '12345678' });
    expect(documentoReceptor({})).toEqual({ docTipo: 99, docNro: '0' });
  });
});

describe('VAT contained at 21 %', () => {
  it('splits known totals', () => {
    expect(ivaContenido21(1210)).toEqual({ neto: 1000, iva: 210, total: 1210 });
    expect(ivaContenido21(100)).toEqual({ neto: 82.64, iva: 17.36, total: 100 });
    expect(ivaContenido21(0.01)).toEqual({ neto: 0.01, iva: 0, total: 0.01 });
  });

  it('gives, for any total in cents, a net and VAT that add up to it exactly, the VAT within a cent of 21 %', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000_000 }), (cents) => {
        const { neto, iva, total } = ivaContenido21(cents / 100);
        const [n, i] = [Math.round(neto * 100), Math.round(iva * 100)];
        expect([Number(neto.toFixed(2)), Number(iva.toFixed(2))]).toEqual([neto, iva]);
        expect(n + i).toBe(cents);
        expect(Math.round(total * 100)).toBe(cents);
        expect(Math.abs(i - Math.round((n * 21) / 100))).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('QR and number', () => {
  it("builds ARCA's QR address: base64 of the version-1 JSON", () => {
    const url = qrUrl({
      fecha: '2026-12-02',
      cuit: '30-71234567-1',
      ptoVta: 7,
      tipoCmp: 6,
      nroCmp: 42,
      importe: 12100.5,
      tipoDocRec: 96,
      nroDocRec: '12345678',
      codAut: '70417054367476',
    });
    const prefix = 'https://www.afip.gob.ar/fe/qr/?p=';
    expect(url.startsWith(prefix)).toBe(true);
    const json: unknown = JSON.parse(Buffer.from(url.slice(prefix.length), 'base64').toString('utf8'));
    expect(json).toEqual({
      ver: 1,
      fecha: '2026-12-02',
      cuit: 30712345671,
      ptoVta: 7,
      tipoCmp: 6,
      nroCmp: 42,
      importe: 12100.5,
      moneda: 'PES',
      ctz: 1,
      tipoDocRec: 96,
      nroDocRec: 12345678,
      tipoCodAut: 'E',
      codAut: 70417054367476,
    });
    expect(Object.keys(json as object)).toEqual(['ver', 'fecha', 'cuit', 'ptoVta', 'tipoCmp', 'nroCmp', 'importe', 'moneda', 'ctz', 'tipoDocRec', 'nroDocRec', 'tipoCodAut', 'codAut']);
  });

  it('formats point of sale and number as 00007-00000042', () => {
    expect(formatNumeroComprobante(7, 42)).toBe('00007-00000042');
    expect(formatNumeroComprobante(12345, 99999999)).toBe('12345-99999999');
  });
});
