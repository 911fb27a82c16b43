// Reportes' collections CSV: one row a payment, money as numbers (the CSV writes them with a decimal comma).
import { toCsv } from '../../../components/ui/download.js';
import { filasCobranzas } from '../components/collections-data.js';

describe('collections CSV', () => {
  it('writes each payment with the owner’s part and the commission', () => {
    const filas = filasCobranzas([
      { fecha: '2026-03-13', recibo: 12, contrato: 'c', propiedad: 'Moreno 321, Chivilcoy', inquilino: 'Iván Sosa', propietario: 'Olga Paz', moneda: 'ARS', medio: 'transferencia', monto: 108500.5, alquiler: 101500, comision: 8120 },
    ]);
    expect(filas).toEqual([['13/03/2026', 12, 'Moreno 321, Chivilcoy', 'Iván Sosa', 'Olga Paz', 'ARS', 'Transferencia', 108500.5, 101500, 8120]]);
    expect(toCsv(['a'], filas).split('\r\n')[1]).toBe('13/03/2026;12;Moreno 321, Chivilcoy;Iván Sosa;Olga Paz;ARS;Transferencia;108500,5;101500;8120');
  });
});
