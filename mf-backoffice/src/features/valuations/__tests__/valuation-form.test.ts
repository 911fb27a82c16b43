import type { ComparablePropuesto } from '@inmo/contracts';
import { comparableFormDe, conDatosDe, cuerpoDe, formularioVacio, leerComparable, resultadoEnVivo, sujetoDe } from '../components/valuation-form.js';

const comparable = (precio: number, superficieCubierta: number, extra: Partial<ComparablePropuesto> = {}): ComparablePropuesto => ({
  fuente: 'operacion', operacion: null, propiedad: null, titulo: '', precio, moneda: 'USD',
  superficieCubierta, superficieSemicubierta: null, superficieDescubierta: null, superficieTerreno: null, frente: null, fondo: null, hectareas: null,
  antiguedad: null, estado: null, ajustes: [], fecha: null, ...extra,
});

describe('the valuation form', () => {
  const form = { ...formularioVacio(), localidad: 'Chivilcoy', medidas: { ...formularioVacio().medidas, superficieCubierta: '150', superficieSemicubierta: '', hectareas: '9' } };

  it('sends only the fields of its type, typed numbers read as numbers', () => {
    expect(sujetoDe(form)).toEqual({ tipo: 'Casa', localidad: 'Chivilcoy', direccion: '', superficieCubierta: 150, superficieSemicubierta: null, superficieDescubierta: null, superficieTerreno: null, antiguedad: null, ambientes: null, estado: null, propiedad: null });
    expect(sujetoDe({ ...form, tipo: 'Campo' })).toEqual({ tipo: 'Campo', localidad: 'Chivilcoy', direccion: '', hectareas: 9, estado: null, propiedad: null });
    expect(cuerpoDe({ ...form, descuento: '5,5' }, [])).toMatchObject({ moneda: 'USD', descuentoNegociacion: 5.5, pesos: { cubierta: 100, semicubierta: 50, descubierta: 30 }, porcentajeTerreno: 25, valorTierraM2: null, cliente: null, comparables: [] });
    expect(cuerpoDe({ ...form, terreno: '30', valorTierra: '120,5' }, [])).toMatchObject({ porcentajeTerreno: 30, valorTierraM2: 120.5 });
  });

  it('sends a number typed another way as typed, for the API to refuse naming its field, never a default in its place', () => {
    const body = cuerpoDe({ ...form, terreno: '1.5', valorTierra: '1500.50', descuento: '0x10', pesos: { ...form.pesos, semicubierta: '1e3' }, medidas: { ...form.medidas, superficieCubierta: '150.5' } }, []);
    expect(body).toMatchObject({ porcentajeTerreno: '1.5', valorTierraM2: '1500.50', descuentoNegociacion: '0x10', pesos: { semicubierta: '1e3' }, sujeto: { superficieCubierta: '150.5' } });
    // Blank still means the usual value; zero land value means none; the live result reads only what reads.
    expect(cuerpoDe({ ...form, terreno: '', valorTierra: '0', descuento: ' ' }, [])).toMatchObject({ porcentajeTerreno: 25, valorTierraM2: null, descuentoNegociacion: 7 });
    expect(sujetoDe({ ...form, medidas: { ...form.medidas, superficieCubierta: '150.5' } }).superficieCubierta).toBeNull();
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

  it("edits a comparable's numbers and its ± adjustments, and the live result follows", () => {
    const base = comparable(100000, 100, { titulo: 'Casa vendida a mil', antiguedad: 10, estado: 'bueno', superficieTerreno: 300 });
    const e = comparableFormDe(base);
    expect(e).toEqual({
      precio: '100.000', moneda: 'USD', estado: 'bueno', ajustes: [],
      medidas: { superficieCubierta: '100', superficieSemicubierta: '', superficieDescubierta: '', superficieTerreno: '300', frente: '', fondo: '', hectareas: '', antiguedad: '10' },
    });
    // Unchanged, it reads back as it was.
    expect(leerComparable(base, e, 'Casa')).toEqual({ ok: true, comparable: base });
    const editado = leerComparable(base, {
      ...e, precio: '130000', estado: '', medidas: { ...e.medidas, superficieSemicubierta: '20', antiguedad: '' },
      ajustes: [{ concepto: 'Ubicación', porcentaje: '-10' }, { concepto: '', porcentaje: '' }],
    }, 'Casa');
    expect(editado).toEqual({ ok: true, comparable: { ...base, precio: 130000, superficieSemicubierta: 20, antiguedad: null, estado: null, ajustes: [{ concepto: 'Ubicación', porcentaje: -10 }] } });
    // 130,000 over 110 homogeneous m² (semi-covered counts half) → 1,181.82 per m², less 10 % → 1,063.64: the median
    // of 1,000, 1,063.64 and 1,200 gives the 150 m² subject 159,546.
    const otros = [comparable(100000, 100), comparable(120000, 100)];
    const r = resultadoEnVivo(form, [editado.ok ? editado.comparable : base, ...otros], null);
    expect(r.ok && r.resultado.comparables[0]).toMatchObject({ superficieHomogenea: 110, precioM2: 1181.82, coeficientes: { ajustes: 0.9 }, precioM2Ajustado: 1063.64 });
    expect(r.ok && r.resultado.valor.sugerido).toBe(159546);
    // The body sends the edited comparable as the API reads it.
    expect(cuerpoDe(form, [editado.ok ? editado.comparable : base]).comparables?.[0]).toMatchObject({ precio: 130000, ajustes: [{ concepto: 'Ubicación', porcentaje: -10 }] });
  });

  it('says what is wrong with a comparable typed badly', () => {
    const base = comparable(100000, 100, { titulo: 'Casa vendida a mil' });
    const e = comparableFormDe(base);
    expect(leerComparable(base, { ...e, precio: '' }, 'Casa')).toEqual({ ok: false, error: 'El precio del comparable de «Casa vendida a mil» debe ser mayor que cero' });
    expect(leerComparable(base, { ...e, medidas: { ...e.medidas, superficieCubierta: 'cien' } }, 'Casa')).toEqual({ ok: false, error: 'Revisá la superficie cubierta del comparable de «Casa vendida a mil»' });
    expect(leerComparable(base, { ...e, ajustes: [{ concepto: '', porcentaje: '5' }] }, 'Casa')).toMatchObject({ ok: false, error: 'Indique el concepto del ajuste del comparable de «Casa vendida a mil»' });
    expect(leerComparable(base, { ...e, ajustes: [{ concepto: 'Vistas', porcentaje: '60' }] }, 'Casa')).toMatchObject({ ok: false, error: 'El ajuste «Vistas» debe ser un porcentaje entre -50 y 50' });
    // A field its type does not show keeps what the comparable had.
    expect(leerComparable(base, { ...e, medidas: { ...e.medidas, superficieCubierta: '999' } }, 'Campo')).toMatchObject({ ok: true, comparable: { superficieCubierta: 100 } });
  });

  it("depreciates only the building's share live: a 50-year-old comparable of a new house, land 25 % by default", () => {
    const nueva = { ...form, medidas: { ...form.medidas, superficieCubierta: '100', antiguedad: '0' } };
    const viejas = [1, 2, 3].map(() => comparable(100000, 100, { antiguedad: 50 }));
    const r = resultadoEnVivo(nueva, viejas, null);
    if (!r.ok) throw new Error(r.error);
    // 0,25 + 0,75 × (1 ÷ 0,387755) = 2,1842, not 2,5789.
    expect(r.resultado.comparables[0]).toMatchObject({ precioM2Terreno: 250, precioM2Edificio: 750, coeficientes: { edad: 2.5789, edificio: 2.1842 }, precioM2Ajustado: 2184.2 });
    expect(r.resultado.partes).toEqual({ terreno: 54605, edificio: 163815, porcentajeTerreno: 25 });
    // The share typed: 0 % would depreciate the whole price.
    const todo = resultadoEnVivo({ ...nueva, terreno: '0' }, viejas, null);
    expect(todo.ok && todo.resultado.comparables[0]!.precioM2Ajustado).toBe(2578.9);
  });
});
