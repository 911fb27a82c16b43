import { METRICAS_VACIAS } from '../api/use-metricas.js';
import { dinero, porcentaje, totalPorMoneda } from '../components/dashboard-figures.js';

describe('dashboard figures', () => {
  it('percentages of sale and rental properties, 0 with no properties', () => {
    expect(porcentaje(7, 12)).toBe(58);
    expect(porcentaje(5, 12)).toBe(42);
    expect(porcentaje(0, 0)).toBe(0);
  });

  it('amounts in es-AR', () => {
    expect(dinero(1540000)).toBe('$ 1.540.000,00');
    expect(dinero(1200000.5, 'USD')).toBe('$ 1.200.000,50 USD');
    expect(dinero(Number.NaN)).toBe('$ 0,00');
  });

  it('adds sales and rentals per currency, never ARS to USD', () => {
    const o = {
      ...METRICAS_VACIAS.operaciones,
      montosPorMoneda: { ventas: { USD: 195500 }, alquileres: { ARS: 1540000, USD: 500 } },
    };
    expect(totalPorMoneda(o)).toBe('$ 196.000,00 USD · $ 1.540.000,00 ARS');
    expect(totalPorMoneda(METRICAS_VACIAS.operaciones)).toBeNull();
  });

  it('shows zero totals when metrics are missing', () => {
    expect(METRICAS_VACIAS.propiedades.total).toBe(0);
    expect(METRICAS_VACIAS.resumen.valorTotalTransacciones).toBe(0);
  });
});
