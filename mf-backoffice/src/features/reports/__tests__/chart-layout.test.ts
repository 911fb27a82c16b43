import { anchoEm, elegirDisposicion, palabraMasAncha } from '../components/chart-layout.js';

const meses = ['dic 2025', 'ene 2026', 'feb 2026', 'mar 2026', 'abr 2026', 'may 2026', 'jun 2026', 'jul 2026', 'ago 2026', 'sep 2026', 'oct 2026', 'nov 2026'];
const categorias = ['Casa · Venta', 'Departamento · Alquiler temporal', 'Fondo de Comercio · Alquiler temporal'];

describe('chart layout', () => {
  it('estimates widths on the wide side, a word at a time', () => {
    // DejaVu Sans: '2025' is 2.54 em, 'may' 2.18 em.
    expect(anchoEm('2025')).toBeGreaterThanOrEqual(2.54);
    expect(anchoEm('may')).toBeGreaterThanOrEqual(2.18);
    expect(palabraMasAncha(['dic 2025', '$420 mil'])).toBe(anchoEm('2025'));
  });

  it('draws months in columns when each fits its widest word at the font size, in rows otherwise', () => {
    const valores = ['0', '1', '2'];
    // Two charts side by side at 1366 px: ≈ 480 px each.
    expect(elegirDisposicion({ vertical: true, etiquetas: meses, valores, ancho: 480, fuente: 13 })).toBe('columnas');
    // A phone: ≈ 290 px; 'dic 2025' is short, it stays beside its bar.
    expect(elegirDisposicion({ vertical: true, etiquetas: meses, valores, ancho: 290, fuente: 13 })).toBe('filas');
    // A larger font needs wider columns.
    expect(elegirDisposicion({ vertical: true, etiquetas: meses, valores, ancho: 480, fuente: 20 })).toBe('filas');
    // Amounts whose words are wider than a column.
    expect(elegirDisposicion({ vertical: true, etiquetas: meses, valores: ['$123,4 M'], ancho: 480, fuente: 13 })).toBe('filas');
  });

  it('puts long category labels above their bars on a narrow chart, beside them on a wide one', () => {
    expect(elegirDisposicion({ vertical: false, etiquetas: categorias, valores: ['1', '2'], ancho: 290, fuente: 13 })).toBe('apiladas');
    expect(elegirDisposicion({ vertical: false, etiquetas: categorias, valores: ['1', '2'], ancho: 480, fuente: 13 })).toBe('filas');
    expect(elegirDisposicion({ vertical: false, etiquetas: meses.slice(0, 3), valores: ['1'], ancho: 1000, fuente: 13 })).toBe('filas');
  });
});
