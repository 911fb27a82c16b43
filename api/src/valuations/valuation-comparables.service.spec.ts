import { sujetoSchema } from '@inmo/contracts';
import type { Db } from '../database/db.service.js';
import { MAX_PROPUESTOS, ValuationComparables } from './valuation-comparables.service.js';

/** A candidate row as the query gives it (numerics as text, as the driver does). */
const row = (o: Record<string, unknown>) => ({
  fuente: 'publicacion', operacion_id: null, propiedad_id: `p${Math.random()}`, titulo: 'Casa', monto: '100000', moneda: 'USD',
  superficie_cubierta: null, superficie_total: null, antiguedad: null, hectareas: null, largo: null, ancho: null, fecha: '2026-01-01', ...o,
});

function proposing(rows: Record<string, unknown>[]) {
  const calls: unknown[][] = [];
  const db = { query: async (_sql: string, params: unknown[]) => (calls.push(params), rows) } as unknown as Db;
  return { comparables: new ValuationComparables(db), calls };
}

const casa = sujetoSchema.parse({ tipo: 'Casa', localidad: 'Tandil', superficieCubierta: 100, antiguedad: 10, propiedad: '00000000-0000-4000-8000-000000000001' });

describe('ValuationComparables', () => {
  it('proposes the nearest in surface and age first, at most MAX_PROPUESTOS, a closing price before a listing on a tie', async () => {
    const { comparables, calls } = proposing([
      row({ titulo: 'lejos', superficie_cubierta: '300', antiguedad: 10 }),
      row({ titulo: 'igual, publicada', superficie_cubierta: '100', antiguedad: 10 }),
      row({ titulo: 'igual, vendida', fuente: 'operacion', operacion_id: 'o1', superficie_cubierta: '100', antiguedad: 10 }),
      row({ titulo: 'vieja', superficie_cubierta: '100', antiguedad: 60 }),
      ...Array.from({ length: 6 }, (_, i) => row({ titulo: `relleno ${i}`, superficie_cubierta: String(150 + i), antiguedad: 10 })),
    ]);
    const titulos = (await comparables.proposeFor(casa)).map((c) => c.titulo);
    expect(titulos).toHaveLength(MAX_PROPUESTOS);
    expect(titulos.slice(0, 3)).toEqual(['igual, vendida', 'igual, publicada', 'vieja']);
    expect(titulos).not.toContain('lejos');
    // The subject's own listing is left out by the query (its third parameter).
    expect(calls[0]).toEqual(['Casa', 'Tandil', casa.propiedad]);
  });

  it("reads a listing's covered surface and the rest of its total as uncovered, and leaves out one without surface", async () => {
    const { comparables } = proposing([
      row({ titulo: 'con patio', superficie_cubierta: '80', superficie_total: '120.5', monto: '95000.50' }),
      row({ titulo: 'sin medidas' }),
    ]);
    const [c, ...rest] = await comparables.proposeFor(casa);
    expect(rest).toEqual([]);
    expect(c).toMatchObject({ titulo: 'con patio', superficieCubierta: 80, superficieDescubierta: 40.5, precio: 95000.5, moneda: 'USD', ajustes: [] });
  });

  it("takes a Terreno's width as frontage and length as depth, its surface from them when the total is missing", async () => {
    const terreno = sujetoSchema.parse({ tipo: 'Terreno', localidad: 'Tandil', superficieTerreno: 300 });
    const { comparables } = proposing([row({ ancho: '10', largo: '30' })]);
    expect((await comparables.proposeFor(terreno))[0]).toMatchObject({ frente: 10, fondo: 30, superficieTerreno: 300, superficieCubierta: null });
  });

  it("compares a Campo by its hectares", async () => {
    const campo = sujetoSchema.parse({ tipo: 'Campo', localidad: 'Tandil', hectareas: 50 });
    const { comparables } = proposing([row({ hectareas: '48.5', superficie_total: '485000' }), row({ hectareas: null })]);
    expect(await comparables.proposeFor(campo)).toEqual([expect.objectContaining({ hectareas: 48.5, superficieTerreno: null })]);
  });
});
