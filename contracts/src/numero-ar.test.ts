import fc from 'fast-check';
import { agruparTextoAr, decimalDeTextoAr, textoAr, leerNumeroAr, MONTO_MAXIMO } from './numero-ar.js';
import { formatNumero } from './format.js';
import { aNumero } from './schema/checks.js';
import { nuevoPagoSchema } from './rental/account.js';
import { validarCon } from './schema/kit.js';

describe('an amount as staff type it (es-AR: 1.234,56)', () => {
  it('reads "." as thousands and "," as decimals', () => {
    expect(leerNumeroAr('120.000')).toBe(120000);
    expect(leerNumeroAr('1.234,56')).toBe(1234.56);
    expect(leerNumeroAr('120,5')).toBe(120.5);
    expect(leerNumeroAr('1234')).toBe(1234);
    expect(leerNumeroAr(' 1.450 ')).toBe(1450);
    expect(leerNumeroAr('0,5')).toBe(0.5);
    expect(leerNumeroAr('7,5')).toBe(7.5);
    expect(leerNumeroAr('-12,5')).toBe(-12.5);
    expect(leerNumeroAr('999.999.999,99')).toBe(999999999.99);
  });

  it('refuses every text written another way', () => {
    for (const t of ['1.5', '1234.56', '12.34.5', '0x10', '1e3', '', ' ', '1,234.56', '1.2345', '0.500', '.5', ',5', '12,', '1 234', 'abc', '+5', 'Infinity', 'NaN', '1.234,5.6', '--1'])
      expect([t, leerNumeroAr(t)]).toEqual([t, null]);
  });

  it('keeps an index value exact as text', () => {
    expect(decimalDeTextoAr('9.600,2471')).toBe('9600.2471');
    expect(decimalDeTextoAr('27,530000000001')).toBe('27.530000000001');
    expect(decimalDeTextoAr('8.47')).toBeNull();
  });

  it('rewrites what was typed the es-AR way, decimals as typed (the amount input on leaving the field)', () => {
    expect(agruparTextoAr('120000')).toBe('120.000');
    expect(agruparTextoAr('120.000')).toBe('120.000');
    expect(agruparTextoAr('1234,5')).toBe('1.234,5');
    expect(agruparTextoAr('9600,2471')).toBe('9.600,2471');
    expect(agruparTextoAr('-0012,50')).toBe('-12,50');
    expect(agruparTextoAr('1.5')).toBeNull();
    fc.assert(fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => expect(agruparTextoAr(String(n))).toBe(formatNumero(n))));
    expect(textoAr(831818.18)).toBe('831.818,18');
    expect(textoAr(null)).toBe('');
    fc.assert(fc.property(fc.double({ min: -1e15, max: 1e15, noNaN: true }).filter((n) => n === 0 || Math.abs(n) >= 1e-6), (n) => expect(leerNumeroAr(textoAr(n))).toBe(n === 0 ? 0 : n)));
  });

  it('gives back, for any amount in cents, the number es-AR formatting wrote', () => {
    const centavos = Math.round(MONTO_MAXIMO * 100);
    fc.assert(
      fc.property(fc.integer({ min: -centavos, max: centavos }), (c) => {
        const n = c / 100;
        expect(leerNumeroAr(formatNumero(n))).toBe(n);
      }),
      { numRuns: 20_000 },
    );
  });

  it('gives back any whole number es-AR formatting wrote, up to the largest exact integer', () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(leerNumeroAr(formatNumero(n))).toBe(n);
      }),
    );
  });

  it('reads JSON numbers as they are and es-AR text through the same reader (aNumero)', () => {
    expect(aNumero(1.5)).toBe(1.5);
    expect(aNumero('120.000')).toBe(120000);
    expect(aNumero('1.5')).toBeNaN();
    expect(aNumero('1e3')).toBeNaN();
    expect(aNumero('')).toBeNull();
  });

  it('refuses a payment typed another way naming the field, with an example, and caps amounts at 999.999.999,99', () => {
    const pago = (monto: unknown) => validarCon(nuevoPagoSchema, { fecha: '2026-11-05', medio: 'efectivo', monto });
    expect(pago('120.000')).toMatchObject({ ok: true, datos: { monto: 120000 } });
    expect(pago(120000)).toMatchObject({ ok: true, datos: { monto: 120000 } });
    expect(pago('999.999.999,99')).toMatchObject({ ok: true, datos: { monto: 999999999.99 } });
    for (const t of ['1.5', '0x10', '1e3']) expect(pago(t)).toEqual({ ok: false, errores: { monto: 'Monto: no es un número. Escribí el monto así: 1.234,56' } });
    expect(pago('')).toEqual({ ok: false, errores: { monto: 'Indicá el monto pagado (mayor que cero). Escribí el monto así: 1.234,56' } });
    expect(pago('1.000.000.000')).toEqual({ ok: false, errores: { monto: 'Monto no puede superar 999.999.999,99' } });
    expect(pago(1e12)).toEqual({ ok: false, errores: { monto: 'Monto no puede superar 999.999.999,99' } });
  });
});
