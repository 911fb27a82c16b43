import { PESOS_SUPERFICIE, PORCENTAJE_TERRENO, calcularTasacion, coeficienteEdad, coeficienteFondo, coeficienteFrente, convertir, superficieHomogenea, type ComparableEntrada } from './homogenize.js';

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

  it('depreciates only the building: a 50-year-old comparable of a new house is no longer × 2,58 (Ross–Heidecke on the building)', () => {
    // K(0) ÷ K(50) = 1 ÷ 0,387755 = 2,5789. With the land 25 % of the price: 0,25 + 0,75 × 2,5789 = 2,1842.
    expect(PORCENTAJE_TERRENO).toBe(25);
    const vieja = venta(100000, 100, { antiguedad: 50 });
    const r = calcularTasacion('Casa', { superficieCubierta: 100, antiguedad: 0 }, 'USD', [vieja, vieja, vieja], p);
    if (!r.ok) throw new Error(r.error);
    const c = r.resultado.comparables[0]!;
    expect(c.coeficientes.edad).toBe(2.5789);
    expect(c.coeficientes.edificio).toBe(2.1842);
    expect(c).toMatchObject({ porcentajeTerreno: 25, precioM2Terreno: 250, precioM2Edificio: 750, precioM2Ajustado: 2184.2 });
    expect(c.precioM2Ajustado).not.toBe(2578.9);
    expect(r.resultado.valor.sugerido).toBe(218420);
    // The value shows both shares: the land's 25 % is not depreciated.
    expect(r.resultado.partes).toEqual({ terreno: 54605, edificio: 163815, porcentajeTerreno: 25 });
    // Condition too: a comparable 'a refaccionar' of an 'excelente' subject: 0,25 + 0,75 × (1 ÷ 0,819 = 1,221) = 1,1658.
    const rota = venta(100000, 100, { estado: 'a refaccionar' });
    const e = calcularTasacion('Casa', { superficieCubierta: 100, estado: 'excelente' }, 'USD', [rota, rota, rota], p);
    if (!e.ok) throw new Error(e.error);
    expect(e.resultado.comparables[0]!.coeficientes).toMatchObject({ estado: 1.221, edificio: 1.1658 });
  });

  it("takes the land's share as the terrain at the land value per m², or a share staff edit", () => {
    // 300 m² of terrain at USD 100 = USD 30.000 of a USD 100.000 price: 30 % land, 70 % building.
    const vieja = venta(100000, 100, { antiguedad: 50, superficieTerreno: 300 });
    const sinTerreno = venta(100000, 100, { antiguedad: 50 });
    const r = calcularTasacion('Casa', { superficieCubierta: 100, antiguedad: 0, superficieTerreno: 200 }, 'USD', [vieja, vieja, sinTerreno], { ...p, valorTierraM2: 100 });
    if (!r.ok) throw new Error(r.error);
    // 0,30 + 0,70 × 2,5789 = 2,1052.
    expect(r.resultado.comparables[0]).toMatchObject({ porcentajeTerreno: 30, precioM2Terreno: 300, precioM2Edificio: 700, coeficientes: { edificio: 2.1052 }, precioM2Ajustado: 2105.2 });
    // Without a terrain surface, the share.
    expect(r.resultado.comparables[2]).toMatchObject({ porcentajeTerreno: 25, coeficientes: { edificio: 2.1842 } });
    // The subject's land: its 200 m² at USD 100.
    expect(r.resultado.partes).toEqual({ terreno: 20000, edificio: 190520, porcentajeTerreno: 9.5 });
    // A share staff edit: 40 % → 0,40 + 0,60 × 2,5789 = 1,9473; 0 % depreciates the whole price.
    const cuarenta = calcularTasacion('Casa', { superficieCubierta: 100, antiguedad: 0 }, 'USD', [sinTerreno, sinTerreno, sinTerreno], { ...p, porcentajeTerreno: 40 });
    expect(cuarenta.ok && cuarenta.resultado.comparables[0]!.coeficientes.edificio).toBe(1.9473);
    const todo = calcularTasacion('Casa', { superficieCubierta: 100, antiguedad: 0 }, 'USD', [sinTerreno, sinTerreno, sinTerreno], { ...p, porcentajeTerreno: 0 });
    expect(todo.ok && todo.resultado.comparables[0]!.coeficientes.edificio).toBe(2.5789);
    // Land alone has no building: all of it is land.
    const lote = calcularTasacion('Terreno', { superficieTerreno: 300 }, 'USD', [venta(30000, 0, { superficieTerreno: 300 }), venta(30000, 0, { superficieTerreno: 300 }), venta(30000, 0, { superficieTerreno: 300 })], p);
    expect(lote.ok && lote.resultado.partes).toEqual({ terreno: 30000, edificio: 0, porcentajeTerreno: 100 });
  });
});
