import type { ComparablePropuesto } from '@inmo/contracts';
import { cuerpoDe, formularioVacio, resultadoEnVivo, sujetoDe } from '../components/valuation-form.js';

const comparable = (precio: number, superficieCubierta: number, extra: Partial<ComparablePropuesto> = {}): ComparablePropuesto => ({
  fuente: 'operacion', operacion: null, propiedad: null, titulo: '', precio, moneda: 'USD',
  superficieCubierta, superficieSemicubierta: null, superficieDescubierta: null, superficieTerreno: null, frente: null, fondo: null, hectareas: null,
  antiguedad: null, estado: null, ajustes: [], fecha: null, ...extra,
});

describe('the valuation form', () => {
  const form = { ...formularioVacio(), localidad: 'Chivilcoy', medidas: { ...formularioVacio().medidas, superficieCubierta: '150', superficieSemicubierta: '', hectareas: '9' } };

  it('sends only the fields of its type, typed numbers read as numbers', () => {
    expect(sujetoDe(form)).toEqual({ tipo: 'Casa', localidad: 'Chivilcoy', direccion: '', superficieCubierta: 150, superficieSemicubierta: null, superficieDescubierta: null, antiguedad: null, ambientes: null, estado: null });
    expect(sujetoDe({ ...form, tipo: 'Campo' })).toEqual({ tipo: 'Campo', localidad: 'Chivilcoy', direccion: '', hectareas: 9, estado: null });
    expect(cuerpoDe({ ...form, descuento: '5,5' }, [])).toMatchObject({ moneda: 'USD', descuentoNegociacion: 5.5, pesos: { cubierta: 100, semicubierta: 50, descubierta: 30 }, cliente: null, comparables: [] });
  });

  it('shows the live result the API will store, and why there is none', () => {
    const r = resultadoEnVivo(form, [comparable(100000, 100), comparable(110000, 100), comparable(120000, 100)], null);
    expect(r.ok && r.resultado.valor.sugerido).toBe(165000);
    expect(resultadoEnVivo(form, [comparable(100000, 100)], null)).toMatchObject({ ok: false, error: 'Se necesitan al menos 3 comparables' });
    // A comparable in pesos needs the agency's rate.
    const pesos = [comparable(120_000_000, 100, { moneda: 'ARS' }), comparable(100000, 100), comparable(100000, 100)];
    expect(resultadoEnVivo(form, pesos, 1200)).toMatchObject({ ok: true, resultado: { valor: { sugerido: 150000 } } });
    expect(resultadoEnVivo(form, pesos, null)).toMatchObject({ ok: false });
  });
});
