import { leerFecha, leerFilas, leerTexto, leerValor } from '../components/series.js';

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

  it('reads a spreadsheet’s rows: date cells and the numbers as stored', () => {
    const filas = [['Índice para Contratos de Locación'], ['Fecha', 'ICL'], [new Date(Date.UTC(2024, 2, 1)), '8.4700000000000006'], ['02/03/2024', 8.48], [null, null]];
    expect(leerFilas(filas)).toEqual({ valores: [{ fecha: '2024-03-01', valor: '8.47' }, { fecha: '2024-03-02', valor: '8.48' }], errores: [] });
  });
});
