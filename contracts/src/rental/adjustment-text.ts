// An adjustment in Spanish: how it was computed (the contract page) and the tenant's WhatsApp message.
import { formatDinero, formatFecha, formatPeriodo, formatValorIndice } from '../format.js';
import { INDICE_LABELS, INDICES_MENSUALES, type IndicePublicado } from './indices.js';
import type { AjusteContrato } from './reply.js';

/** 'mayo de 2025' for a date ('2025-05-01') or a month ('2025-05'). */
export function nombreMes(fechaOMes: string | null): string {
  return formatPeriodo(fechaOMes);
}
/** An index value or a factor es-AR ('10.413,0309'). */
const coma = (v: string | null) => formatValorIndice(v);

/** How an adjustment was computed, in Spanish: the months or days read, their values and the factor. */
export function detalleAjuste(a: AjusteContrato): string {
  if (a.indice === 'FIJO') return `Porcentaje fijo: factor ${coma(a.factor)}`;
  if (a.indice === 'CASA_PROPIA') {
    const cs = a.coeficientes ?? [];
    const meses = cs.length > 0 ? `${nombreMes(cs[0]!.fecha)} a ${nombreMes(cs[cs.length - 1]!.fecha)}` : '—';
    return `Coeficiente Casa Propia de ${meses}: ${cs.map((c) => coma(c.valor)).join(' × ')} = factor ${coma(a.factor)}`;
  }
  if (INDICES_MENSUALES.includes(a.indice as IndicePublicado)) {
    const rezago = a.rezagoMeses === 1 ? '1 mes' : `${a.rezagoMeses ?? 2} meses`;
    return `${a.indice} de ${nombreMes(a.fechaFin)} (${coma(a.valorFin)}) ÷ ${a.indice} de ${nombreMes(a.fechaInicio)} (${coma(a.valorInicio)}) = factor ${coma(a.factor)} (rezago de ${rezago})`;
  }
  return `${a.indice}: ${coma(a.valorFin)} (${formatFecha(a.fechaFin)}) ÷ ${coma(a.valorInicio)} (${formatFecha(a.fechaInicio)}) = factor ${coma(a.factor)}`;
}

/** The tenant's WhatsApp message explaining an adjustment, in Spanish. */
export function explicacionAjuste(c: { inquilino: { nombre: string }; moneda: string; propiedad: { direccion: string; titulo: string } }, a: AjusteContrato): string {
  const lugar = c.propiedad.direccion || c.propiedad.titulo;
  const monto = (v: number | null) => (v === null ? 'sin calcular' : formatDinero(v, c.moneda));
  const base = `Hola ${c.inquilino.nombre}: te escribimos por el alquiler de ${lugar}. Desde el ${formatFecha(a.desde)} el alquiler pasa de ${monto(a.montoAnterior)} a ${monto(a.montoNuevo)}.`;
  if (a.indice === 'FIJO') return `${base} Según el contrato se ajusta un porcentaje fijo: factor ${coma(a.factor)}.`;
  const nuevo = `Nuevo monto: ${monto(a.montoAnterior)} × ${coma(a.factor)} = ${monto(a.montoNuevo)} (redondeado al centavo).`;
  if (a.indice === 'CASA_PROPIA') return `${base} Se ajusta por ${INDICE_LABELS[a.indice]}: ${detalleAjuste(a).replace('Coeficiente Casa Propia de ', 'coeficientes de ')}. ${nuevo}`;
  const mensual = INDICES_MENSUALES.includes(a.indice as IndicePublicado);
  const cuando = (f: string | null) => (mensual ? `${a.indice} de ${nombreMes(f)}` : `valor al ${formatFecha(f)}`);
  const rezago = mensual ? ` con un rezago de ${a.rezagoMeses === 1 ? '1 mes' : `${a.rezagoMeses ?? 2} meses`}` : '';
  return `${base} Se ajusta por ${INDICE_LABELS[a.indice]}${rezago}: ${cuando(a.fechaInicio)} ${coma(a.valorInicio)}, ${cuando(a.fechaFin)} ${coma(a.valorFin)}; factor ${coma(a.valorFin)} ÷ ${coma(a.valorInicio)} = ${coma(a.factor)}. ${nuevo}`;
}
