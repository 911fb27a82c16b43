// The item a valuation's fee is invoiced with.
import type { Tasacion } from '@inmo/contracts';

/** 'Honorarios por tasación de casa en Chivilcoy, Av. San Martín 120' (a type written in capitals, as PH, stays so). */
export function descripcionHonorarios(t: Pick<Tasacion, 'sujeto'>): string {
  const { tipo, localidad, direccion } = t.sujeto;
  const que = tipo === tipo.toUpperCase() ? tipo : tipo.toLowerCase();
  return `Honorarios por tasación de ${que} en ${localidad}${direccion ? `, ${direccion}` : ''}`;
}
