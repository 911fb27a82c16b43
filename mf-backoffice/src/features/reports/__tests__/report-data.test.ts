import type { OperacionRegistro, ReportesResponse } from '@inmo/contracts';
import { toCsv } from '../../../components/ui/download.js';
import { cantidadPorMes, etiquetaMes, montoCompacto, montoPorMes, monedas, tablaConsultasPorCanal, tablaDetalle, tablaDias, tablaOperacionesPorMes } from '../components/report-data.js';

const d: ReportesResponse['data'] = {
  meses: 2,
  operacionesPorMes: [
    { mes: '2026-10', operacion: null, moneda: null, cantidad: 0, monto: 0 },
    { mes: '2026-11', operacion: 'alquiler', moneda: 'ARS', cantidad: 2, monto: 900000 },
    { mes: '2026-11', operacion: 'venta', moneda: 'USD', cantidad: 1, monto: 120000 },
  ],
  propiedadesPorTipo: [],
  diasEnMercado: [],
  consultasPorCanal: [],
};

describe('report data', () => {
  it('counts per month including empty months, and per type', () => {
    expect(etiquetaMes('2026-03')).toBe('mar 2026');
    expect(cantidadPorMes(d)).toEqual([
      { etiqueta: 'oct 2026', valor: 0 },
      { etiqueta: 'nov 2026', valor: 3 },
    ]);
    expect(cantidadPorMes(d, 'venta').map((b) => b.valor)).toEqual([0, 1]);
  });

  it('keeps amounts per currency apart', () => {
    expect(monedas(d)).toEqual(['ARS', 'USD']);
    expect(montoPorMes(d, 'USD').map((b) => b.valor)).toEqual([0, 120000]);
  });

  it('builds CSV tables for a spreadsheet set to es-AR, without the empty-month placeholders', () => {
    const t = tablaOperacionesPorMes(d);
    expect(t.filas).toHaveLength(2);
    expect(toCsv(t.encabezados, t.filas)).toBe('Mes;Tipo;Moneda;Cantidad;Monto\r\n2026-11;Alquiler;ARS;2;900000\r\n2026-11;Venta;USD;1;120000\r\n');
    const dias = tablaDias({ ...d, diasEnMercado: [{ operacion: 'alquiler temporal', tipo: 'Departamento', cantidad: 2, promedioDias: 15.5, minimoDias: 1, maximoDias: 30 }] });
    expect(toCsv(dias.encabezados, dias.filas)).toBe('Operación;Tipo;Cantidad;Promedio de días;Mínimo;Máximo\r\nAlquiler temporal;Departamento;2;15,5;1;30\r\n');
  });

  it('counts enquiries per month and channel, 0 where the API has no row', () => {
    const t = tablaConsultasPorCanal({
      ...d,
      consultasPorCanal: [
        { mes: '2026-11', canal: 'Web', cantidad: 4 },
        { mes: '2026-11', canal: 'Zonaprop', cantidad: 2 },
      ],
    });
    expect(t.encabezados).toEqual(['Mes', 'Web', 'Zonaprop', 'MercadoLibre', 'Total']);
    expect(t.filas).toEqual([
      ['2026-10', 0, 0, 0, 0],
      ['2026-11', 4, 2, 0, 6],
    ]);
    expect(toCsv(t.encabezados, t.filas)).toBe('Mes;Web;Zonaprop;MercadoLibre;Total\r\n2026-10;0;0;0;0\r\n2026-11;4;2;0;6\r\n');
  });

  it('a month with enquiries and no operations row still gets its line, in order', () => {
    const t = tablaConsultasPorCanal({ ...d, operacionesPorMes: [], consultasPorCanal: [{ mes: '2026-09', canal: 'MercadoLibre', cantidad: 1 }, { mes: '2026-08', canal: 'Web', cantidad: 3 }] });
    expect(t.filas).toEqual([
      ['2026-08', 3, 0, 0, 3],
      ['2026-09', 0, 0, 1, 1],
    ]);
  });

  it('lists the operations of the period only', () => {
    const op = (fecha: string, propiedad: string) =>
      ({ fechaConcretada: fecha, operacion: 'venta', propiedad, oferente: { nombre: 'A', apellido: 'B' }, receptor: { nombre: 'C', apellido: 'D' }, montoDinero: null, moneda: 'USD' }) as unknown as OperacionRegistro;
    const t = tablaDetalle([op('2026-11-02', 'Casa nueva'), op('2025-01-01', 'Casa vieja')], '2026-10');
    expect(t.filas).toEqual([['02/11/2026', 'Venta', 'Casa nueva', 'A B', 'C D', '', 'USD', '']]);
    expect(t.encabezados.at(-1)).toBe('Cerrada por');
    expect(tablaDetalle([{ ...op('2026-11-03', 'Casa de Ana'), cerradaPor: { _id: 'u1', nombre: 'Ana Gómez' } }], '2026-10').filas[0].at(-1)).toBe('Ana Gómez');
  });
});

describe('chart labels', () => {
  it('shortens amounts', () => {
    expect(montoCompacto(420000)).toBe('$420 mil');
    expect(montoCompacto(1200000)).toBe('$1,2 M');
  });
});
