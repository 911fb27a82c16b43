import type { ComparablePropuesto } from '@inmo/contracts';
import { conDatosDe, cuerpoDe, formularioVacio, resultadoEnVivo, sujetoDe } from '../components/valuation-form.js';

const comparable = (precio: number, superficieCubierta: number, extra: Partial<ComparablePropuesto> = {}): ComparablePropuesto => ({
  fuente: 'operacion', operacion: null, propiedad: null, titulo: '', precio, moneda: 'USD',
  superficieCubierta, superficieSemicubierta: null, superficieDescubierta: null, superficieTerreno: null, frente: null, fondo: null, hectareas: null,
  antiguedad: null, estado: null, ajustes: [], fecha: null, ...extra,
});

describe('the valuation form', () => {
  const form = { ...formularioVacio(), localidad: 'Chivilcoy', medidas: { ...formularioVacio().medidas, superficieCubierta: '150', superficieSemicubierta: '', hectareas: '9' } };

  it('sends only the fields of its type, typed numbers read as numbers', () => {
    expect(sujetoDe(form)).toEqual({ tipo: 'Casa', localidad: 'Chivilcoy', direccion: '', superficieCubierta: 150, superficieSemicubierta: null, superficieDescubierta: null, antiguedad: null, ambientes: null, estado: null, propiedad: null });
    expect(sujetoDe({ ...form, tipo: 'Campo' })).toEqual({ tipo: 'Campo', localidad: 'Chivilcoy', direccion: '', hectareas: 9, estado: null, propiedad: null });
    expect(cuerpoDe({ ...form, descuento: '5,5' }, [])).toMatchObject({ moneda: 'USD', descuentoNegociacion: 5.5, pesos: { cubierta: 100, semicubierta: 50, descubierta: 30 }, cliente: null, comparables: [] });
  });

  it("fills the subject from a chosen listing of the agency's", () => {
    const f = conDatosDe(formularioVacio(), { id: 'p1', tipo: 'Casa', superficieCubierta: 120, antiguedad: 15, ambientes: 4, ubicacion: { calle: 'Rivadavia', altura: 250, localidad: 'Chivilcoy' } });
    expect(sujetoDe(f)).toMatchObject({ tipo: 'Casa', localidad: 'Chivilcoy', direccion: 'Rivadavia 250', superficieCubierta: 120, antiguedad: 15, ambientes: 4, propiedad: 'p1' });
    const lote = conDatosDe(formularioVacio(), { id: 'p2', tipo: 'Terreno', superficie: 300, ancho: 10, largo: 30, ubicacion: { localidad: 'Suipacha' } });
    expect(sujetoDe(lote)).toMatchObject({ tipo: 'Terreno', superficieTerreno: 300, frente: 10, fondo: 30, propiedad: 'p2' });
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
