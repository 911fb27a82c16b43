import { etiquetaAccion, etiquetaCampo } from '../history/labels.js';
import { validarCon } from '../schema/kit.js';
import { cierreParamsSchema, mensajeMesCerrado, mensajeYaCerrado, mesAnterior, reabrirMesSchema } from './schema.js';

describe('closed months', () => {
  it('writes the month as the short period: El mes 11/2026 está cerrado', () => {
    expect(mensajeMesCerrado('2026-11')).toBe('El mes 11/2026 está cerrado');
    expect(mensajeYaCerrado('2026-01')).toBe('El mes 01/2026 ya está cerrado');
  });

  it('the month before, across the year', () => {
    expect(mesAnterior('2026-12')).toBe('2026-11');
    expect(mesAnterior('2027-01')).toBe('2026-12');
  });

  it('closes only a month that has ended, written AAAA-MM', () => {
    expect(validarCon(cierreParamsSchema, { mes: '2020-02' })).toEqual({ ok: true, datos: { mes: '2020-02' } });
    expect(validarCon(cierreParamsSchema, { mes: '2999-01' })).toEqual({ ok: false, errores: { mes: 'Solo se puede cerrar un mes terminado' } });
    expect(validarCon(cierreParamsSchema, { mes: '2026-13' })).toEqual({ ok: false, errores: { mes: 'El mes debe tener la forma AAAA-MM' } });
  });

  it('reopening needs a motivo', () => {
    expect(validarCon(reabrirMesSchema, {})).toEqual({ ok: false, errores: { motivo: 'Indicá el motivo de la reapertura' } });
  });

  it('a month’s history reads as closes and reopens', () => {
    expect([etiquetaAccion('mes', 'crear'), etiquetaAccion('mes', 'eliminar'), etiquetaCampo('mes', 'motivo')]).toEqual(['Cierre', 'Reapertura', 'Motivo']);
  });
});
