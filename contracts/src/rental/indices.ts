// The index tables' history and corrections: every load and every deletion of a value is a line of the history of
// entity 'indice' whose id is the index's name ('ICL'), with who, when, and each date's value before → after.
// Only admins load or delete values (auth/permisos.ts); a value dated after Argentina's today cannot exist yet.
import { formatFecha, formatValorIndice } from '../format.js';
import { INDICES_PUBLICADOS, type IndicePublicado } from './schema.js';

export const MENSAJES_INDICES = {
  fechaFutura: (n: number, fecha: string) => `La fecha del valor ${n} (${formatFecha(fecha)}) es posterior a hoy: un índice no se publica por adelantado`,
  fechaInvalida: 'La fecha debe tener el formato AAAA-MM-DD',
  valorNoCargado: (indice: string, fecha: string) => `No hay un valor de ${indice} cargado el ${formatFecha(fecha)}`,
} as const;

/** 'icl' → 'ICL'; null for a name that is not an index's. */
export function indicePublicado(raw: string): IndicePublicado | null {
  return INDICES_PUBLICADOS.find((x) => x === raw.toUpperCase()) ?? null;
}

/** How an index's history line names its field (a date): 'Valor del 01/03/2026'. */
export function etiquetaValorIndice(campo: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(campo) ? `Valor del ${formatFecha(campo)}` : campo;
}

/** An index value as published ('10413.0309', a decimal text) as es-AR writes it: '10.413,0309'. */
export function valorIndiceLegible(v: unknown): string {
  return typeof v === 'string' || typeof v === 'number' ? formatValorIndice(v) : '—';
}
