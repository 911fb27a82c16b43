// The contract's twin names, folded once on the way in. A property arrives flat (the creation forms, spec §7) or
// nested (the detail screen sends the property back as it received it: ubicacion, precio, caracteristicas,
// servicios, dimensiones), and some fields have two names (titulo / tituloPublicacion, fechaPublicada /
// fechaPublicacion). plegarPropiedad() turns any of those into the one flat shape the schema checks, holding only
// the fields the body gave (an edit keeps the others). On the way out twins.ts's sibling reply.ts writes every twin.
import type { TipoPropiedad } from '../labels.js';
import { esObjeto } from '../schema/kit.js';
import { CAMPOS, type NombreCampo } from './fields.js';

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (esObjeto(v) ? v : {});

/**
 * The first value given: a flat field wins over its nested twin, and a null one falls through to a twin that has a
 * value (else a stored localidad could be blank although the body carried one); all null → null, which clears;
 * none given → undefined (absent: an edit keeps the stored value).
 */
export function primero(...vals: unknown[]): unknown {
  for (const v of vals) if (v !== undefined && v !== null) return v;
  return vals.some((v) => v === null) ? null : undefined;
}

/** Where each canonical field may come from, in order of precedence ('a.b' is a nested twin). */
const FUENTES: Record<string, string[]> = {
  titulo: ['titulo', 'tituloPublicacion'],
  descripcion: ['descripcion'],
  operacion: ['operacion'],
  visible: ['visible'],
  destacada: ['destacada'],
  publicarEnPortales: ['publicarEnPortales'],
  ubicacionAproximada: ['ubicacionAproximada'],
  fechaPublicacion: ['fechaPublicacion', 'fechaPublicada'],
  clienteDueño: ['clienteDueño', 'clienteDueno'],
  calle: ['calle', 'ubicacion.calle'],
  altura: ['altura', 'ubicacion.altura'],
  entreCalle1: ['entreCalle1', 'ubicacion.entreCalles.calle1'],
  entreCalle2: ['entreCalle2', 'ubicacion.entreCalles.calle2'],
  localidad: ['localidad', 'ubicacion.localidad'],
  coordenadas: ['coordenadas', 'ubicacion.coordenadas'],
  mapaUrl: ['mapaUrl', 'ubicacion.mapaUrl'],
  'precio.monto': ['precioMonto', 'monto', 'precio.monto'],
  'precio.moneda': ['moneda', 'precio.moneda'],
  'precio.visible': ['precioVisible', 'precio.visible'],
  'servicios.agua': ['agua', 'servicios.agua'],
  'servicios.luz': ['luz', 'servicios.luz'],
  'servicios.cloacas': ['cloacas', 'servicios.cloacas'],
  'servicios.gas': ['gas', 'servicios.gas'],
  'portales.zonaprop': ['portales.zonaprop'],
  'portales.mercadolibre': ['portales.mercadolibre'],
  amenities: ['amenities'],
  imagenes: ['imagenes'],
  habitaciones: ['habitaciones', 'dormitorios', 'caracteristicas.dormitorios'],
  baños: ['baños', 'banos', 'caracteristicas.baños'],
  piso: ['piso', 'ubicacion.piso'],
  superficieTotal: ['superficieTotal', 'caracteristicas.superficieTotal'],
  largo: ['largo', 'dimensiones.largo'],
  ancho: ['ancho', 'dimensiones.ancho'],
};

function leer(body: Obj, ruta: string): unknown {
  let v: unknown = body;
  for (const k of ruta.split('.')) {
    if (!esObjeto(v) || !Object.hasOwn(v, k)) return undefined;
    v = v[k];
  }
  return v;
}

function fuentes(tipo: TipoPropiedad | null, campo: string): string[] {
  // Terreno's area is `superficie`, mirrored as superficieTotal in replies: either name feeds it.
  if (campo === 'superficie') return tipo === 'Terreno' ? ['superficie', 'superficieTotal', 'caracteristicas.superficieTotal'] : ['superficie'];
  return FUENTES[campo] ?? [campo];
}

/**
 * The flat canonical fields a body gives (flat or nested, either twin). Groups (precio, servicios) come back as
 * partial objects; a body that is not an object gives nothing.
 */
export function plegarPropiedad(tipo: TipoPropiedad | null, body: unknown): Obj {
  const b = obj(body);
  const out: Obj = {};
  const campos = [...Object.keys(FUENTES), ...(Object.keys(CAMPOS) as NombreCampo[]).filter((c) => !(c in FUENTES))];
  for (const campo of campos) {
    if (campo === 'superficieTotal' && tipo === 'Terreno') continue; // folded into superficie
    const v = primero(...fuentes(tipo, campo).map((r) => leer(b, r)));
    if (v === undefined) continue;
    const [grupo, sub] = campo.split('.');
    if (sub === undefined) out[grupo] = v;
    else out[grupo] = { ...obj(out[grupo]), [sub]: v };
  }
  // Separate lat / lng (an older client's shape) when no coordenadas came.
  if (out.coordenadas === undefined && (b.lat !== undefined || b.lng !== undefined)) out.coordenadas = { lat: b.lat, lng: b.lng };
  return out;
}
