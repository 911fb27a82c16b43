// A property of each type with every field of its definition filled, for tests that must cover every field
// (generated from fields.ts, so a field added there is covered without touching a test).
import { TIPOS_PROPIEDAD, type TipoPropiedad } from '../labels.js';
import { CAMPOS, TIPOS, type CampoDef } from './fields.js';

/**
 * A value of the field's kind that differs field to field (`i`: its place in the catalogue), so each is findable in a
 * reply or a page, and that never spells a field's name.
 */
function muestra(def: CampoDef, i: number): unknown {
  switch (def.tipo) {
    case 'entero':
      return i + 2;
    case 'decimal':
      return i + 10.5;
    case 'dinero':
      return 1000 * (i + 1) + 7;
    case 'texto':
      return `Dato ${i} de prueba`;
    case 'si/no':
      return true;
    case 'lista':
      return [`Elemento ${i}a`, `Elemento ${i}b`];
  }
}

/** A creation body of the type: the common fields, every field of the type, every amenity ticked, every service. */
export function cuerpoCompleto(tipo: TipoPropiedad): Record<string, unknown> {
  const body: Record<string, unknown> = {
    titulo: `${tipo} completa`,
    descripcion: 'Descripción completa',
    operacion: 'venta',
    localidad: 'Chivilcoy',
    calle: 'Moreno',
    altura: 250,
    coordenadas: '-34.8962,-60.0205',
    precio: { monto: 150000, moneda: 'USD', visible: true },
    servicios: { agua: true, luz: true, cloacas: true, gas: true },
    amenities: Object.fromEntries(TIPOS[tipo].amenities.map((a) => [a, true])),
  };
  const orden = Object.keys(CAMPOS);
  for (const { campo, derivado } of TIPOS[tipo].campos) if (!derivado) body[campo] = muestra(CAMPOS[campo], orden.indexOf(campo));
  return body;
}

export const TODOS_LOS_TIPOS: readonly TipoPropiedad[] = TIPOS_PROPIEDAD;
