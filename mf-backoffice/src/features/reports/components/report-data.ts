// Pure shaping of the report data into chart series and CSV tables.
import { CANALES, OPERACION_LABELS, formatFecha, formatNumero, type Operacion, type OperacionRegistro, type ReportesResponse } from '@inmo/contracts';

type Datos = ReportesResponse['data'];

export interface Barra {
  etiqueta: string;
  valor: number;
}

const MESES = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

/** '2026-03' → 'mar 2026'. */
export function etiquetaMes(mes: string): string {
  const [a, m] = mes.split('-').map(Number);
  return m >= 1 && m <= 12 ? `${MESES[m - 1]} ${a}` : mes;
}

export const etiquetaOperacion = (o: string | null) => (o ? (OPERACION_LABELS[o as Operacion] ?? o) : '');

/** Months in order (the API includes months without operations). */
export function meses(d: Datos): string[] {
  return [...new Set(d.operacionesPorMes.map((r) => r.mes))].sort();
}

/** Number of operations per month, optionally of one type. */
export function cantidadPorMes(d: Datos, operacion?: string): Barra[] {
  return meses(d).map((mes) => ({
    etiqueta: etiquetaMes(mes),
    valor: d.operacionesPorMes.filter((r) => r.mes === mes && r.operacion && (!operacion || r.operacion === operacion)).reduce((s, r) => s + r.cantidad, 0),
  }));
}

export function monedas(d: Datos): string[] {
  return [...new Set(d.operacionesPorMes.map((r) => r.moneda).filter((m): m is string => !!m))].sort();
}

/** Amount per month in one currency (never adds currencies together). */
export function montoPorMes(d: Datos, moneda: string): Barra[] {
  return meses(d).map((mes) => ({
    etiqueta: etiquetaMes(mes),
    valor: d.operacionesPorMes.filter((r) => r.mes === mes && r.moneda === moneda).reduce((s, r) => s + r.monto, 0),
  }));
}

export function propiedadesBarras(d: Datos): Barra[] {
  return d.propiedadesPorTipo.map((r) => ({ etiqueta: `${r.tipo} · ${etiquetaOperacion(r.operacion)}`, valor: r.cantidad }));
}

export function diasBarras(d: Datos): Barra[] {
  return d.diasEnMercado.map((r) => ({ etiqueta: `${r.tipo} · ${etiquetaOperacion(r.operacion)}`, valor: r.promedioDias }));
}

export interface Tabla {
  encabezados: string[];
  filas: (string | number)[][];
}

export function tablaOperacionesPorMes(d: Datos): Tabla {
  return {
    encabezados: ['Mes', 'Tipo', 'Moneda', 'Cantidad', 'Monto'],
    filas: d.operacionesPorMes.filter((r) => r.operacion).map((r) => [r.mes, etiquetaOperacion(r.operacion), r.moneda ?? '', r.cantidad, r.monto]),
  };
}

export function tablaPropiedades(d: Datos): Tabla {
  return { encabezados: ['Tipo', 'Operación', 'Cantidad', 'Visibles'], filas: d.propiedadesPorTipo.map((r) => [r.tipo, etiquetaOperacion(r.operacion), r.cantidad, r.visibles]) };
}

export function tablaDias(d: Datos): Tabla {
  return {
    encabezados: ['Operación', 'Tipo', 'Cantidad', 'Promedio de días', 'Mínimo', 'Máximo'],
    filas: d.diasEnMercado.map((r) => [etiquetaOperacion(r.operacion), r.tipo, r.cantidad, r.promedioDias, r.minimoDias, r.maximoDias]),
  };
}

/**
 * Enquiries per month (rows, every month of the report) and channel (Web, Zonaprop, MercadoLibre, Total): the API
 * leaves out a month or a channel without enquiries, which counts 0 here.
 */
export function tablaConsultasPorCanal(d: Datos): Tabla {
  const cuenta = new Map<string, number>();
  for (const r of d.consultasPorCanal ?? []) cuenta.set(`${r.mes}|${r.canal}`, (cuenta.get(`${r.mes}|${r.canal}`) ?? 0) + r.cantidad);
  const todos = [...new Set([...meses(d), ...(d.consultasPorCanal ?? []).map((r) => r.mes)])].sort();
  return {
    encabezados: ['Mes', ...CANALES, 'Total'],
    filas: todos.map((mes) => {
      const porCanal = CANALES.map((c) => cuenta.get(`${mes}|${c}`) ?? 0);
      return [mes, ...porCanal, porCanal.reduce((a, b) => a + b, 0)];
    }),
  };
}

/** Operations completed from the first month of the report on; their dates as dd/mm/aaaa. */
export function tablaDetalle(ops: OperacionRegistro[], desdeMes: string | undefined): Tabla {
  const desde = desdeMes ? `${desdeMes}-01` : '';
  return {
    encabezados: ['Fecha', 'Tipo', 'Propiedad', 'Oferente', 'Receptor', 'Monto', 'Moneda', 'Cerrada por'],
    filas: ops
      .filter((o) => !desde || (o.fechaConcretada ?? '').slice(0, 10) >= desde)
      .map((o) => [
        o.fechaConcretada ? formatFecha(o.fechaConcretada.slice(0, 10)) : '',
        etiquetaOperacion(o.operacion),
        o.propiedad,
        `${o.oferente?.nombre ?? ''} ${o.oferente?.apellido ?? ''}`.trim(),
        `${o.receptor?.nombre ?? ''} ${o.receptor?.apellido ?? ''}`.trim(),
        o.montoDinero ?? '',
        o.moneda,
        o.cerradaPor?.nombre ?? '',
      ]),
  };
}

/** Short amount for a bar label: 420000 → '$420 mil', 1200000 → '$1,2 M' (ICU's compact form differs by version). */
export function montoCompacto(n: number): string {
  const abs = Math.abs(n);
  if (abs >= 1e6) return `$${formatNumero(Math.round(n / 1e5) / 10)} M`;
  if (abs >= 1e3) return `$${formatNumero(Math.round(n / 1e3))} mil`;
  return `$${formatNumero(n)}`;
}
