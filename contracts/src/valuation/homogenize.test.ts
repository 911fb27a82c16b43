import { PESOS_SUPERFICIE, calcularTasacion, coeficienteEdad, coeficienteFondo, coeficienteFrente, convertir, superficieHomogenea, type ComparableEntrada } from './homogenize.js';

const p = { pesos: { ...PESOS_SUPERFICIE }, descuentoNegociacion: 7, cotizacion: 1200 };
const venta = (precio: number, sup: number, extra: Partial<ComparableEntrada> = {}): ComparableEntrada => ({ fuente: 'operacion', precio, moneda: 'USD', superficieCubierta: sup, ...extra });

describe('valuation by comparables', () => {
  it('gives a 150 m² subject USD 165,000 from comparables at 1,000, 1,100 and 1,200 per m²', () => {
    const r = calcularTasacion('Casa', { superficieCubierta: 150 }, 'USD', [venta(100000, 100), venta(110000, 100), venta(120000, 100)], p);
    if (!r.ok) throw new Error(r.error);
    expect(r.resultado.comparables.map((c) => c.precioM2)).toEqual([1000, 1100, 1200]);
    expect(r.resultado.porM2).toBe(1100);
    expect(r.resultado.valor).toEqual({ minimo: 155000, sugerido: 165000, maximo: 175000, moneda: 'USD' });
  });

  it('weighs semi-covered metres half and uncovered 30 %, editable per valuation', () => {
    expect(superficieHomogenea('Casa', { superficieCubierta: 100, superficieSemicubierta: 20, superficieDescubierta: 50 })).toBe(125);
    expect(superficieHomogenea('Casa', { superficieCubierta: 100, superficieSemicubierta: 20 }, { cubierta: 100, semicubierta: 40, descubierta: 30 })).toBe(108);
    // A comparable of 100 covered + 20 semi-covered is 110 homogeneous m².
    const r = calcularTasacion('Casa', { superficieCubierta: 110 }, 'USD', [venta(110000, 100, { superficieSemicubierta: 20 }), venta(110000, 110), venta(110000, 110)], p);
    if (!r.ok) throw new Error(r.error);
    expect(r.resultado.comparables[0]).toMatchObject({ superficieHomogenea: 110, precioM2: 1000 });
    expect(r.resultado.valor.sugerido).toBe(110000);
  });

  it('refuses fewer than 3 comparables, in Spanish', () => {
    expect(calcularTasacion('Casa', { superficieCubierta: 100 }, 'USD', [venta(1, 1), venta(1, 1)], p)).toEqual({ ok: false, campo: 'comparables', error: 'Se necesitan al menos 3 comparables' });
  });

  it('discounts a listing by the negotiation percentage and converts pesos at the agency rate, exactly', () => {
    expect(convertir(120_000_000, 'ARS', 'USD', 1200)).toBe(100000);
    expect(convertir(0.01, 'USD', 'ARS', 1234.56)).toBe(12.35);
    const r = calcularTasacion('Casa', { superficieCubierta: 100 }, 'USD', [venta(120_000_000, 100, { moneda: 'ARS' }), venta(100000, 100, { fuente: 'publicacion' }), venta(100000, 100)], p);
    if (!r.ok) throw new Error(r.error);
    expect(r.resultado.comparables[0]!.precioConvertido).toBe(100000);
    expect(r.resultado.comparables[1]!.coeficientes.negociacion).toBe(0.93);
    expect(r.resultado.comparables[1]!.precioM2Ajustado).toBe(930);
    expect(r.resultado.valor.sugerido).toBe(100000);
    expect(calcularTasacion('Casa', { superficieCubierta: 100 }, 'USD', [venta(1, 1, { moneda: 'ARS' }), venta(1, 1), venta(1, 1)], { ...p, cotizacion: null })).toMatchObject({ ok: false, campo: 'comparables.0.moneda' });
  });

  it('adjusts for age and condition (Ross–Heidecke) and land by frontage and depth (Fitte–Cervini)', () => {
    expect(coeficienteEdad(0)).toBe(1);
    expect(coeficienteEdad(70)).toBe(0.2);
    expect(coeficienteFrente(10)).toBe(1);
    expect(coeficienteFondo(20)).toBe(1);
    expect(coeficienteFondo(60)).toBeCloseTo(0.7071, 4);
    const nueva = calcularTasacion('Casa', { superficieCubierta: 100, antiguedad: 0, estado: 'excelente' }, 'USD',
      [venta(100000, 100, { antiguedad: 35, estado: 'bueno' }), venta(100000, 100, { antiguedad: 35, estado: 'bueno' }), venta(100000, 100, { antiguedad: 35, estado: 'bueno' })], p);
    if (!nueva.ok) throw new Error(nueva.error);
    const c = nueva.resultado.comparables[0]!.coeficientes;
    // A new house is worth more per m² than 35-year-old ones in normal condition.
    expect(c.edad).toBeGreaterThan(1);
    expect(c.estado).toBeGreaterThan(1);
    expect(nueva.resultado.valor.sugerido).toBeGreaterThan(100000);
    const lote = calcularTasacion('Terreno', { superficieTerreno: 300, frente: 10, fondo: 30 }, 'USD',
      [venta(30000, 0, { superficieTerreno: 600, frente: 10, fondo: 60 }), venta(30000, 0, { superficieTerreno: 300, frente: 10, fondo: 30 }), venta(30000, 0, { superficieTerreno: 300, frente: 10, fondo: 30 })], p);
    if (!lote.ok) throw new Error(lote.error);
    expect(lote.resultado.comparables[0]!.coeficientes.fondo).toBeCloseTo(1.4142, 4);
    const campo = calcularTasacion('Campo', { hectareas: 50 }, 'USD', [venta(500000, 0, { hectareas: 100 }), venta(600000, 0, { hectareas: 100 }), venta(700000, 0, { hectareas: 100 })], p);
    if (!campo.ok) throw new Error(campo.error);
    expect(campo.resultado).toMatchObject({ unidad: 'ha', porM2: 6000, valor: { sugerido: 300000 } });
  });
});
