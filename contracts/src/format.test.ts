import { conPeriodo, formatCifra, formatDinero, formatDireccion, formatFecha, formatMesAnio, formatNumero, formatPeriodo, formatPeriodoCorto, formatPorcentaje, formatPrecio, formatPrecioPublico, formatMonto, formatValorIndice, parseCoordenadas, formatHora, formatFechaHora, formatDiaHora } from './format.js';
import { formatPiso } from './format-detalles.js';

describe('es-AR formatting (spec §5)', () => {
  it('shows a price as $ + es-AR grouped amount + currency', () => {
    expect(formatPrecio({ monto: 1234567.5, moneda: 'USD' })).toBe('$1.234.567,50 USD');
    expect(formatCifra(86280.5)).toBe('86.280,50');
    expect(formatCifra(129853)).toBe('129.853');
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
  it("shows an instant as Argentina's day: 22:30 in Argentina (01:30 UTC the next day) is still that day", () => {
    expect(formatFecha('2026-12-02T01:30:00.000Z')).toBe('01/12/2026');
    expect(formatFecha(new Date('2027-01-01T01:30:00Z'))).toBe('31/12/2026');
    expect(formatMesAnio('2027-01-01T01:30:00.000Z')).toBe('diciembre de 2026');
    // A bare calendar day is never shifted.
    expect(formatFecha('2026-12-02')).toBe('02/12/2026');
  });
  it('writes numbers by hand exactly as the es-AR Intl formatter does', () => {
    const nf = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 2 });
    const fixed = [0, -0, 1, -1, 0.005, 1.005, 1.015, 2.675, 0.995, 9.999, 999.995, -0.004, 0.1 + 0.2, 1234, 12345, -1234.5, 1e14 + 0.5, 5e-7, 1e21, NaN, Infinity, -Infinity];
    // A fixed pseudo-random spread of magnitudes and decimals (same values every run).
    let seed = 42;
    const next = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const spread = Array.from({ length: 20_000 }, (_, i) => (i % 2 ? Math.round(next() * 1e8) / 100 : (next() - 0.3) * 10 ** (next() * 18)));
    for (const n of [...fixed, ...spread]) expect(formatNumero(n)).toBe(nf.format(n));
  });
  it('writes dates by hand exactly as the es-AR Intl formatters do', () => {
    // An instant is the day it was in Argentina.
    const dmy = new Intl.DateTimeFormat('es-AR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'America/Argentina/Buenos_Aires' });
    const my = new Intl.DateTimeFormat('es-AR', { month: 'long', year: 'numeric', timeZone: 'America/Argentina/Buenos_Aires' });
    // Every month of several years, at an hour when Argentina is still on the day before UTC's.
    for (let t = Date.UTC(1999, 0, 31, 23); t < Date.UTC(2031, 0, 1); t += 29 * 86_400_000) {
      const d = new Date(t);
      expect(formatFecha(d)).toBe(dmy.format(d));
      expect(formatMesAnio(d)).toBe(my.format(d));
    }
    expect(formatMesAnio('2026-11-22')).toBe('noviembre de 2026');
    expect(formatMesAnio(undefined)).toBe('No especificada');
  });
  it('operation amounts are money to the cent, and fall back to Monto no especificado', () => {
    expect(formatMonto(null, 'ARS')).toBe('Monto no especificado');
    expect(formatMonto(1500.25, 'EUR')).toBe('$ 1.500,25 EUR');
    expect(formatMonto(4296.4, 'USD')).toBe('$ 4.296,40 USD');
    expect(formatMonto('650000', null)).toBe('$ 650.000,00 ARS');
  });
  it('times are 24 h in Argentina, never a. m. / p. m.', () => {
    expect(formatHora('2026-12-02T14:00:00.000Z')).toBe('11:00');
    expect(formatHora('2026-12-02T18:05:00.000Z')).toBe('15:05');
    expect(formatHora('2026-12-03T02:30:00.000Z')).toBe('23:30');
    expect(formatHora('no')).toBe('');
    expect(formatFechaHora('2026-12-03T02:30:00.000Z')).toBe('02/12/2026 23:30');
    expect(formatDiaHora('2026-12-02T14:00:00.000Z')).toBe('miércoles 2 de diciembre de 2026, 11:00');
    expect(formatDiaHora(new Date('2026-12-06T21:00:00.000Z'))).toBe('domingo 6 de diciembre de 2026, 18:00');
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
  it("writes one address format: 'calle altura, localidad', skipping what is missing and a street number 0", () => {
    expect(formatDireccion({ calle: 'Moreno', altura: 1, localidad: 'Chivilcoy' })).toBe('Moreno 1, Chivilcoy');
    expect(formatDireccion({ calle: 'Ruta 5 Km 160', altura: 0, localidad: 'Chivilcoy' })).toBe('Ruta 5 Km 160, Chivilcoy');
    expect(formatDireccion({ calle: 'Ruta 5 Km 160', altura: '0', localidad: 'Chivilcoy' })).toBe('Ruta 5 Km 160, Chivilcoy');
    expect(formatDireccion({ calle: '', altura: null, localidad: 'Chivilcoy' })).toBe('Chivilcoy');
    expect(formatDireccion({ calle: '  Moreno ', altura: 250, localidad: '' })).toBe('Moreno 250');
    expect(formatDireccion(null)).toBe('');
  });
});

describe('conPeriodo', () => {
  it("puts '/mes' after a rent's price, alquiler temporal's too, and nothing else's", () => {
    expect(conPeriodo('$250.000 ARS', 'alquiler')).toBe('$250.000 ARS /mes');
    expect(conPeriodo('$900 USD', 'alquiler temporal')).toBe('$900 USD /mes');
    expect(conPeriodo('$145.000 USD', 'venta')).toBe('$145.000 USD');
    expect(conPeriodo('Consultar', 'alquiler')).toBe('Consultar');
    expect(conPeriodo('', 'alquiler')).toBe('');
  });
});

describe('one formatter per kind (rental screens, receipts, mails)', () => {
  it('periods in words or in a tight cell, never YYYY-MM', () => {
    expect(formatPeriodo('2026-11')).toBe('noviembre de 2026');
    expect(formatPeriodo('2026-01-15')).toBe('enero de 2026');
    expect(formatPeriodoCorto('2026-11')).toBe('11/2026');
    expect(formatPeriodo(null)).toBe('—');
  });
  it('money with two decimals and one space after the sign', () => {
    expect(formatDinero(650000)).toBe('$ 650.000,00');
    expect(formatDinero(4296.4, 'ARS')).toBe('$ 4.296,40 ARS');
    expect(formatDinero(-1234.565, 'USD')).toBe('-$ 1.234,57 USD');
  });
  it('percentages with a decimal comma', () => {
    expect(formatPorcentaje(0.1)).toBe('0,1 %');
    expect(formatPorcentaje(6)).toBe('6 %');
    expect(formatPorcentaje('2.5')).toBe('2,5 %');
  });
  it('index values grouped, every published decimal kept', () => {
    expect(formatValorIndice('10413.0309')).toBe('10.413,0309');
    expect(formatValorIndice('1.0545')).toBe('1,0545');
    expect(formatValorIndice('20.13')).toBe('20,13');
    expect(formatValorIndice(null)).toBe('—');
  });
});
