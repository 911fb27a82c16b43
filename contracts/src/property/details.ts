// The public page's description of a property, derived from the definition (fields.ts): each field of its type
// that visitors may see and that has a value, by its Spanish label and formatted with its unit; its services when
// the type has them; the amenities ticked, by label. A key never reaches the page: what the definition does not
// know is not shown.
import { formatNumero, formatPrecio } from '../format.js';
import { formatAnios, formatHectareas, formatMetros, formatSuperficie } from '../format-detalles.js';
import type { TipoPropiedad } from '../labels.js';
import { AMENITIES, CAMPOS, SERVICIOS, TIPOS, type CampoDef, type NombreServicio } from './fields.js';
import type { PropiedadPublica } from './public-view.js';

export interface Dato {
  label: string;
  value: string;
}

const UNIDADES: Record<NonNullable<CampoDef['unidad']>, (n: number) => string> = {
  'm²': formatSuperficie,
  m: formatMetros,
  ha: formatHectareas,
  años: formatAnios,
};

function valor(def: CampoDef, v: unknown, moneda: string): string | null {
  if (v === null || v === undefined) return null;
  switch (def.tipo) {
    case 'texto':
      return typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
    case 'si/no':
      return v === true ? 'Sí' : null;
    case 'lista':
      return Array.isArray(v) && v.length > 0 ? v.join(', ') : null;
    default: {
      const n = typeof v === 'number' ? v : Number(v);
      // Empty or zero values are hidden (spec §2).
      if (!Number.isFinite(n) || n === 0) return null;
      if (def.tipo === 'dinero') return formatPrecio({ monto: n, moneda: def.esPrecio ? moneda : 'ARS' });
      return def.unidad ? UNIDADES[def.unidad](n) : formatNumero(n);
    }
  }
}

/** The characteristics grid: the type's public fields with a value, in the type's order. */
export function caracteristicasPublicas(p: PropiedadPublica): Dato[] {
  const tipo = TIPOS[p.tipo as TipoPropiedad];
  if (!tipo) return [];
  const src = p as unknown as Record<string, unknown>;
  const out: Dato[] = [];
  for (const { campo } of tipo.campos) {
    const def: CampoDef = CAMPOS[campo];
    if (!def.publico || !def.etiquetaPublica) continue;
    // A campo is measured in hectares, its total too ('120 ha', not '1.200.000 m²').
    const enHectareas = p.tipo === 'Campo' && campo === 'superficieTotal';
    const v = enHectareas ? valor(CAMPOS.hectareas, Number(src[campo]) / 10000, 'ARS') : valor(def, src[campo], p.precio?.moneda ?? 'ARS');
    if (v !== null) out.push({ label: def.etiquetaPublica, value: v });
  }
  return out;
}

/**
 * The four basic services with whether the property has them; null for a type without services. A campo lists only
 * those it has (out in the country, 'Cloacas: no' or 'Gas natural: no' says nothing), null when it has none.
 */
export function serviciosPublicos(p: PropiedadPublica): { label: string; tiene: boolean }[] | null {
  if (!TIPOS[p.tipo as TipoPropiedad]?.servicios) return null;
  const todos = (Object.keys(SERVICIOS) as NombreServicio[]).map((k) => ({ label: SERVICIOS[k], tiene: p.servicios?.[k] === true }));
  if (p.tipo !== 'Campo') return todos;
  const tiene = todos.filter((s) => s.tiene);
  return tiene.length ? tiene : null;
}

/** Labels of the amenities of its type that the property has ticked. */
export function amenitiesPublicas(p: PropiedadPublica): string[] {
  const tipo = TIPOS[p.tipo as TipoPropiedad];
  return tipo ? tipo.amenities.filter((a) => p.amenities?.[a] === true).map((a) => AMENITIES[a]) : [];
}
