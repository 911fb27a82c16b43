import { formatFecha, formatPrecio, formatPrecioPublico, formatPiso, parseCoordenadas, formatMonto } from './format.js';

describe('es-AR formatting (spec §5)', () => {
  it('shows a price as $ + es-AR grouped amount + currency', () => {
    expect(formatPrecio({ monto: 1234567.5, moneda: 'USD' })).toBe('$1.234.567,5 USD');
    expect(formatPrecio({ monto: '85000', moneda: 'ARS' })).toBe('$85.000 ARS');
  });
  it('admin price is empty when monto is not a number; public shows Consultar', () => {
    expect(formatPrecio({ monto: null, moneda: 'ARS' })).toBe('');
    expect(formatPrecioPublico({ monto: null, moneda: 'ARS', visible: true })).toBe('Consultar');
    expect(formatPrecioPublico({ monto: 100, moneda: 'ARS', visible: false })).toBe('Consultar');
    expect(formatPrecioPublico({ monto: 100, moneda: 'ARS', visible: true })).toBe('$100 ARS');
  });
  it('formats dates dd/mm/aaaa and missing ones as No especificada', () => {
    expect(formatFecha('2026-03-05')).toBe('05/03/2026');
    expect(formatFecha(null)).toBe('No especificada');
    expect(formatFecha('no es fecha')).toBe('No especificada');
  });
  it('operation amounts fall back to Monto no especificado', () => {
    expect(formatMonto(null, 'ARS')).toBe('Monto no especificado');
    expect(formatMonto(1500.25, 'EUR')).toBe('$1.500,25 EUR');
  });
  it('floor 0 is PB', () => {
    expect(formatPiso(0)).toBe('PB');
    expect(formatPiso(3)).toBe('3');
  });
  it('coordinates are valid only when both are non-zero numbers', () => {
    expect(parseCoordenadas('-36.5,-60.1')).toEqual({ lat: -36.5, lng: -60.1 });
    expect(parseCoordenadas({ lat: -36.5, lng: -60.1 })).toEqual({ lat: -36.5, lng: -60.1 });
    expect(parseCoordenadas('0,0')).toBeNull();
    expect(parseCoordenadas({ lat: 'x', lng: 2 })).toBeNull();
    expect(parseCoordenadas('')).toBeNull();
    expect(parseCoordenadas(null)).toBeNull();
  });
});
