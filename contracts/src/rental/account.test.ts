// The rental account's bodies in Spanish and its amounts to the cent.
import { validarCon } from '../schema/kit.js';
import { formatImporte, mensajeRecibo, nuevaLiquidacionSchema, nuevoCargoSchema, nuevoPagoSchema } from './account.js';

const leerNuevoPago = (body: unknown) => validarCon(nuevoPagoSchema, body);
const leerNuevoCargo = (body: unknown) => validarCon(nuevoCargoSchema, body);
const leerNuevaLiquidacion = (body: unknown) => validarCon(nuevaLiquidacionSchema, body);

describe('rental account bodies', () => {
  it('reads a payment: amount to the cent, method, date', () => {
    const r = leerNuevoPago({ fecha: '2026-03-15', monto: '101500,5', medio: 'cheque' });
    expect(r).toEqual({ ok: true, datos: { fecha: '2026-03-15', monto: 101500.5, medio: 'cheque', nota: '' } });
    const bad = leerNuevoPago({ fecha: 'ayer', monto: 0, medio: 'bitcoin' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errores).toEqual({ fecha: 'La fecha del pago no es válida', monto: 'Indicá el monto pagado (mayor que cero)', medio: 'Medio de pago: efectivo, transferencia, cheque, otro' });
  });
  it('reads a charge and a settlement’s month', () => {
    expect(leerNuevoCargo({ periodo: '2026-13', concepto: 'Luz', monto: 10, aCargoDe: 'inquilino' })).toEqual({ ok: false, errores: { periodo: 'El período debe tener la forma AAAA-MM' } });
    expect(leerNuevoCargo({ periodo: '2026-02', concepto: 'Luz', monto: 10, aCargoDe: 'vecino' })).toEqual({ ok: false, errores: { aCargoDe: 'Indicá a cargo de quién: inquilino o propietario' } });
    expect(leerNuevaLiquidacion({ propietario: 'x', periodo: '2026-02' })).toEqual({ ok: false, errores: { propietario: 'Seleccioná el propietario (un cliente)' } });
  });
  it('writes amounts to the cent, es-AR', () => {
    expect(formatImporte(101500, 'ARS')).toBe('$ 101.500,00 ARS');
    expect(formatImporte(0.1 + 0.2, 'USD')).toBe('$ 0,30 USD');
    expect(formatImporte(-1234.5, 'ARS')).toBe('-$ 1.234,50 ARS');
    expect(mensajeRecibo({ nombre: 'Inés', numero: 7, url: 'https://x/r.pdf' })).toBe('Hola Inés: te enviamos el recibo N.º 7 de tu pago de alquiler: https://x/r.pdf');
  });
});
