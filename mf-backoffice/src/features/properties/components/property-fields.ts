// What each of the seven types asks for in the creation form and the editor, read from the one definition of a
// property (contracts property/fields.ts): its fields with their labels, units, steps and hints, which of them the
// per-type rules require, its amenities, whether it has services and which location fields it has.
import { AMENITIES, TIPOS, TIPOS_PROPIEDAD, camposDe, type CampoDef, type ClaseNumero, type NombreAmenity, type TipoPropiedad } from '@inmo/contracts';

export type FieldKind = 'number' | 'text' | 'checkbox' | 'list';

export interface FieldDef {
  name: string;
  label: string;
  kind: FieldKind;
  step?: string;
  /** Lowest value a number input offers (0 unless the definition says otherwise: a basement floor is -1). */
  min?: number;
  /** Shown with the per-type rules (the validator decides). */
  required?: boolean;
  hint?: string;
  /** How a number is typed: money, a measure or a whole number (the amount input's refusals and preview). */
  como?: ClaseNumero;
}

const COMO: Partial<Record<CampoDef['tipo'], ClaseNumero>> = { entero: 'entero', decimal: 'numero', dinero: 'monto' };
const KIND: Record<CampoDef['tipo'], FieldKind> = { entero: 'number', decimal: 'number', dinero: 'number', texto: 'text', 'si/no': 'checkbox', lista: 'list' };

function fieldsOf(tipo: TipoPropiedad): FieldDef[] {
  // A derived field (Campo's area) is computed by the API, never typed.
  return camposDe(tipo)
    .filter((c) => !c.derivado)
    .map(({ campo, requerido, def }) => ({ name: campo, label: def.etiqueta, kind: KIND[def.tipo], step: def.paso, min: def.min, required: !!requerido, hint: def.ayuda, como: COMO[def.tipo] }));
}

/** The type's own fields, in the form's order. */
export const CARACTERISTICAS = Object.fromEntries(TIPOS_PROPIEDAD.map((t) => [t, fieldsOf(t)])) as Record<TipoPropiedad, FieldDef[]>;

/** The type's amenities with their labels. */
export function amenitiesDe(tipo: TipoPropiedad): { name: NombreAmenity; label: string }[] {
  return TIPOS[tipo].amenities.map((name) => ({ name, label: AMENITIES[name] }));
}

/** Types that have services (agua, luz, cloacas, gas). */
export function tieneServicios(tipo: TipoPropiedad): boolean {
  return TIPOS[tipo].servicios;
}

/** Campo sends only localidad, coordinates and map URL as its location (spec §5). */
export function ubicacionReducida(tipo: TipoPropiedad | ''): boolean {
  return tipo !== '' && TIPOS[tipo].ubicacionReducida === true;
}
