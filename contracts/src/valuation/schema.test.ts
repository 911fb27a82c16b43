// A valuation's body takes at most 30 comparables (refused whole, before its entries are read), and who may change a
// valuation: its agent or an admin.
import { leerNuevaTasacion, puedeModificarTasacion } from './schema.js';

const comparable = { fuente: 'manual', precio: 100000, moneda: 'USD', superficieCubierta: 100 };
const cuerpo = (comparables: unknown) => ({ sujeto: { tipo: 'Casa', localidad: 'Chivilcoy', superficieCubierta: 150 }, moneda: 'USD', comparables });

describe('nueva tasación: comparables', () => {
  it('takes 30 and refuses 31 naming comparables', () => {
    expect(leerNuevaTasacion(cuerpo(Array(30).fill(comparable))).ok).toBe(true);
    expect(leerNuevaTasacion(cuerpo(Array(31).fill(comparable)))).toEqual({ ok: false, errores: { comparables: 'Una tasación admite hasta 30 comparables' } });
  });
  it('refuses 5.000 broken entries by their count alone, and still reads a short list entry by entry', () => {
    expect(leerNuevaTasacion(cuerpo(Array(5000).fill({})))).toEqual({ ok: false, errores: { comparables: 'Una tasación admite hasta 30 comparables' } });
    const r = leerNuevaTasacion(cuerpo([comparable, { ...comparable, precio: 0 }]));
    expect(r.ok ? null : r.errores).toEqual({ 'comparables.1.precio': 'El precio del comparable debe ser mayor que cero' });
    expect(leerNuevaTasacion(cuerpo('tres'))).toEqual({ ok: false, errores: { comparables: 'Los comparables deben ser una lista' } });
  });
});

describe('puedeModificarTasacion', () => {
  it('lets an admin change any valuation and an agente only their own', () => {
    expect(puedeModificarTasacion('u1', { sub: 'u2', rol: 'admin' })).toBe(true);
    expect(puedeModificarTasacion(null, { sub: 'u2', rol: 'admin' })).toBe(true);
    expect(puedeModificarTasacion('u1', { sub: 'u1', rol: 'agente' })).toBe(true);
    expect(puedeModificarTasacion('u1', { sub: 'u2', rol: 'agente' })).toBe(false);
    expect(puedeModificarTasacion(null, { sub: 'u2', rol: 'agente' })).toBe(false);
    expect(puedeModificarTasacion('u1', null)).toBe(false);
  });
});
