// What an anonymous visitor may see of a property: an allow-list derived from the definition (fields.ts), never
// "copy everything, delete a few". A field added to the reply without saying whether visitors may see it is caught by
// public-view.test.ts; a type field marked `publico: false` (a Fondo de Comercio's contacto, its turnover) and the
// bookkeeping in SOLO_PERSONAL never reach the catalogue reply, the property reply or the page's embedded data.
// A hidden price is not sent at all (the site shows 'Consultar'), nor any amount of it.
import type { TipoPropiedad } from '../labels.js';
import { CAMPOS, COMUNES_PUBLICOS, NOMBRES_CAMPOS, SOLO_PERSONAL, TIPOS, type CampoPrivado, type NombreCampo } from './fields.js';
import type { Coordenadas, Propiedad, Ubicacion } from './reply.js';

/** A property as anonymous visitors get it (GET /api/user/propiedades-publicas, /api/user/propiedad/{id}). */
export type PropiedadPublica = Omit<Propiedad, (typeof SOLO_PERSONAL)[number] | CampoPrivado>;

/** The keys an anonymous reply may carry. */
export const CLAVES_PUBLICAS: readonly string[] = [...COMUNES_PUBLICOS, ...NOMBRES_CAMPOS.filter((c) => CAMPOS[c].publico)];
/** The keys only staff get. */
export const CLAVES_PRIVADAS: readonly string[] = [...SOLO_PERSONAL, ...NOMBRES_CAMPOS.filter((c) => !CAMPOS[c].publico)];

const MONTOS_DEL_PRECIO = NOMBRES_CAMPOS.filter((c) => (CAMPOS[c] as { esPrecio?: true }).esPrecio);

/** Per type, the allow-list's keys a reply of that type holds (another type's details are not in it). */
const CLAVES_POR_TIPO = new Map<string, readonly string[]>();
function clavesDe(tipo: string): readonly string[] {
  let claves = CLAVES_POR_TIPO.get(tipo);
  if (!claves) {
    const propios = new Set<string>((TIPOS[tipo as TipoPropiedad]?.campos ?? []).map((c) => c.campo));
    claves = CLAVES_PUBLICAS.filter((k) => !(k in CAMPOS) || 'columna' in CAMPOS[k as NombreCampo] || propios.has(k));
    CLAVES_POR_TIPO.set(tipo, claves);
  }
  return claves;
}

/**
 * 'Ubicación aproximada': the point is moved to the centre of a grid cell of this many degrees
 * (about 550 m north–south and 450 m east–west here), so the map shows the area and not the house.
 */
export const GRADOS_APROXIMADOS = 0.005;

export function coordenadasAproximadas(c: Coordenadas): Coordenadas {
  const cell = (v: number) => Math.round((Math.floor(v / GRADOS_APROXIMADOS) + 0.5) * GRADOS_APROXIMADOS * 1e6) / 1e6;
  return { lat: cell(c.lat), lng: cell(c.lng) };
}

/**
 * The location as a property's choice lets anyone outside the agency see it (the public page, its JSON-LD, the
 * portals' feeds): exact, or the street and area only — no number, no cross streets, no map link, the point moved to
 * its area's centre.
 */
export function ubicacionPublicable(u: Ubicacion, aproximada: boolean): Ubicacion {
  if (!aproximada) return u;
  const c = u.coordenadas;
  const punto = c && typeof c === 'object' ? coordenadasAproximadas(c) : null;
  return { ...u, altura: null, entreCalles: { calle1: '', calle2: '' }, coordenadas: punto, mapaUrl: '' };
}

export function vistaPublica(p: Propiedad): PropiedadPublica {
  const src = p as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const k of clavesDe(p.tipo)) out[k] = src[k];
  if (p.ubicacionAproximada) out.ubicacion = ubicacionPublicable(p.ubicacion, true);
  if (!p.precio.visible) {
    out.precio = { ...p.precio, monto: null };
    out.bajoDePrecio = false;
    for (const k of MONTOS_DEL_PRECIO) if (Object.hasOwn(out, k)) out[k] = null;
  }
  return out as PropiedadPublica;
}

/** A reply with staff data (what the API sends to a signed-in member of staff): the back office's editor needs it. */
export function esPropiedadDePersonal(p: PropiedadPublica | Propiedad): p is Propiedad {
  return Object.hasOwn(p, 'version');
}
