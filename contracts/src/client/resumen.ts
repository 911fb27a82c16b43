// A search preference in one line, as 'Clientes interesados', 'Enviar Propiedades', the client's page and its
// history show it: 'Casa · Compra · hasta $100.000 USD · en Lobos o Navarro · 3 o más dormitorios · 80 a 150 m²'.
import { formatNumero, formatPrecio } from '../format.js';
import { TIPO_PREFERENCIA_LABELS, type TipoPreferencia } from '../labels.js';

export interface PreferenciaResumible {
  tipoPropiedad: string;
  tipoOperacion: string;
  presupuesto: number | null;
  moneda?: string | null;
  localidades?: readonly string[] | null;
  dormitoriosMin?: number | null;
  superficieMin?: number | null;
  superficieMax?: number | null;
}

/** 'Lobos', 'Lobos o Navarro', 'Lobos, Navarro o Cañuelas'. */
function unaDe(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} o ${items[items.length - 1]}`;
}

/** The towns, bedrooms and surface a preference asks for, each as a phrase (none when it asks for nothing). */
export function filtrosPreferencia(p: PreferenciaResumible): string[] {
  const out: string[] = [];
  const localidades = (p.localidades ?? []).filter(Boolean);
  if (localidades.length) out.push(`en ${unaDe(localidades)}`);
  if (p.dormitoriosMin != null) out.push(p.dormitoriosMin === 1 ? '1 o más dormitorios' : `${p.dormitoriosMin} o más dormitorios`);
  const min = p.superficieMin ?? null;
  const max = p.superficieMax ?? null;
  if (min !== null && max !== null) out.push(`${formatNumero(min)} a ${formatNumero(max)} m²`);
  else if (min !== null) out.push(`desde ${formatNumero(min)} m²`);
  else if (max !== null) out.push(`hasta ${formatNumero(max)} m²`);
  return out;
}

/** Type · operation · budget, then the towns, bedrooms and surface it asks for. */
export function resumenPreferencia(p: PreferenciaResumible): string {
  const tipo = Object.hasOwn(TIPO_PREFERENCIA_LABELS, p.tipoPropiedad) ? TIPO_PREFERENCIA_LABELS[p.tipoPropiedad as TipoPreferencia] : p.tipoPropiedad;
  const presupuesto = p.presupuesto === null ? 'sin presupuesto' : `hasta ${formatPrecio({ monto: p.presupuesto, moneda: p.moneda ?? 'ARS' })}`;
  return [tipo, p.tipoOperacion, presupuesto, ...filtrosPreferencia(p)].join(' · ');
}
