// 'Convertir en propiedad': what the listing a valuation becomes needs that the valuation does not know. A type's
// required figures (a house's bedrooms, a flat's floor, a plot's length) are asked of staff in the confirmation,
// never made up; everything else the valuation does not hold stays empty for staff to complete before publishing.
import * as z from 'zod/mini';
import { numero, opcional } from '../schema/kit.js';
import type { Tasacion } from './schema.js';

/** POST /api/admin/tasacion/{id}/convertir: the figures staff give in the confirmation (each optional here). */
export const convertirTasacionSchema = z.object({
  habitaciones: opcional(numero('Dormitorios', { entero: true, max: 1000 })),
  piso: opcional(numero('Piso', { entero: true, min: -10, max: 300 })),
  largo: opcional(numero('Largo (m)', { max: 1e9, centavos: true })),
});
export type ConvertirTasacion = z.output<typeof convertirTasacionSchema>;

export interface DatoFaltante {
  campo: keyof ConvertirTasacion;
  etiqueta: string;
  mensaje: string;
}

/** The required figures of the listing that the valuation of `sujeto` does not know. */
export function faltanParaConvertir(sujeto: Pick<Tasacion['sujeto'], 'tipo' | 'fondo'>): DatoFaltante[] {
  switch (sujeto.tipo) {
    case 'Casa':
      return [{ campo: 'habitaciones', etiqueta: 'Dormitorios', mensaje: 'Indicá los dormitorios: la tasación no los tiene' }];
    case 'Departamento':
      return [{ campo: 'piso', etiqueta: 'Piso (0 = planta baja)', mensaje: 'Indicá el piso: la tasación no lo tiene' }];
    case 'Terreno':
      return sujeto.fondo ? [] : [{ campo: 'largo', etiqueta: 'Largo (m)', mensaje: 'Indicá el largo del terreno: la tasación no lo tiene' }];
    default:
      return [];
  }
}
