import { leerFecha, leerFilas, leerTexto, leerValor, valoresInusuales } from '../components/series.js';

describe('index series as published', () => {
  it('reads dates in the formats the BCRA and INDEC publish', () => {
    expect(leerFecha('2024-03-01')).toBe('2024-03-01');
    expect(leerFecha('1/3/2024')).toBe('2024-03-01');
    expect(leerFecha('2024-03')).toBe('2024-03-01');
    expect(leerFecha('03/2024')).toBe('2024-03-01');
    expect(leerFecha('31/02/2024')).toBeNull();
    expect(leerFecha('Fecha')).toBeNull();
  });

  it('keeps values as written, es-AR or not', () => {
    expect(leerValor('27,53')).toBe('27.53');
    expect(leerValor('1.234,5678')).toBe('1234.5678');
    expect(leerValor('1,234.56')).toBe('1234.56');
    expect(leerValor('8.47')).toBe('8.47');
    expect(leerValor('0')).toBeNull();
    expect(leerValor('n/d')).toBeNull();
  });

  it('reads pasted text and CSV, skipping headers and naming unreadable lines', () => {
    expect(leerTexto('indice_tiempo,ipc\n2017-01-01,100\n2017-02-01,102.0800\n')).toEqual({ valores: [{ fecha: '2017-01-01', valor: '100' }, { fecha: '2017-02-01', valor: '102.0800' }], errores: [] });
    expect(leerTexto('Fecha;ICL\n01/03/2024;8,47\n02/03/2024\t8,48\n03/03/2024;-\n')).toEqual({
      valores: [{ fecha: '2024-03-01', valor: '8.47' }, { fecha: '2024-03-02', valor: '8.48' }],
      errores: ['Línea 4: valor ilegible'],
    });
  });

  it('names a line with figures whose date cannot be read, and says why', () => {
    expect(leerTexto('Fecha;ICL\n01/03/2024;8,47\n2/30/2024;8,48\nFuente: BCRA\n04/03/2024;8,50\n')).toEqual({
      valores: [{ fecha: '2024-03-01', valor: '8.47' }, { fecha: '2024-03-04', valor: '8.50' }],
      errores: ['Línea 3: fecha ilegible («2/30/2024;8,48»)'],
    });
  });

  it('reads a spreadsheet’s rows: date cells and the numbers as stored', () => {
    const filas = [['Índice para Contratos de Locación'], ['Fecha', 'ICL'], [new Date(Date.UTC(2024, 2, 1)), '8.4700000000000006'], ['02/03/2024', 8.48], [null, null]];
    expect(leerFilas(filas)).toEqual({ valores: [{ fecha: '2024-03-01', valor: '8.47' }, { fecha: '2024-03-02', valor: '8.48' }], errores: [] });
  });

  it('flags a value implausible beside its neighbours: a level 100 times the one before, or a coefficient far from 1', () => {
    const cargados = [{ fecha: '2025-01-01', valor: '100.5' }, { fecha: '2025-02-01', valor: '103.2' }];
    expect(valoresInusuales([{ fecha: '2025-03-01', valor: '10413.0309' }], cargados, false)).toEqual(['01/03/2025: 10413,0309 es 101 veces el valor anterior (103,2 del 01/02/2025)']);
    expect(valoresInusuales([{ fecha: '2025-03-01', valor: '105.9' }], cargados, false)).toEqual([]);
    // A year apart, × 2,38 (ICL from March 2024 to March 2025) is about 7,5 % a month: plausible.
    expect(valoresInusuales([{ fecha: '2024-03-01', valor: '8.47' }, { fecha: '2025-03-01', valor: '20.13' }], [], false)).toEqual([]);
    expect(valoresInusuales([{ fecha: '2025-03-01', valor: '1.05' }], cargados, false)[0]).toContain('es la 98.ª parte del valor anterior');
    expect(valoresInusuales([{ fecha: '2025-11-01', valor: '1.0281' }, { fecha: '2025-12-01', valor: '10.281' }], [], true)).toEqual(['01/12/2025: el coeficiente 10,281 está fuera de lo habitual (entre 0,8 y 1,5)']);
  });
});
