// A property page's description, for its head (gateway/src/page-head.ts) and for the document title the app sets.
// A module of its own: pages.ts is in the public home's chunk, this only in the property page's.
import { formatPrecioPublico } from '../format.js';
import { OPERACION_LABELS } from '../labels.js';
import { resumen } from '../pages.js';
import type { PropiedadPublica as Propiedad } from './public-view.js';

/** A property page's description: type, operation, place and public price, then its own description. */
export function descripcionPropiedad(p: Pick<Propiedad, 'tipo' | 'operacion' | 'precio' | 'descripcion'> & { ubicacion?: { localidad?: string | null } | null }): string {
  const operacion = OPERACION_LABELS[p.operacion as keyof typeof OPERACION_LABELS] || p.operacion || '';
  const lugar = p.ubicacion?.localidad || '';
  return resumen(`${p.tipo} en ${operacion.toLowerCase()}${lugar ? ` en ${lugar}` : ''} · ${formatPrecioPublico(p.precio)}. ${p.descripcion || ''}`);
}
