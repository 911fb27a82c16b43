// A property as a MercadoLibre Inmuebles listing (site MLA): the leaf category of its type and operation, and the
// body of POST /items (mlItemFor) and of PUT /items/{id} (mlUpdateFor). What ML requires that a property lacks is
// left out, and ML's refusal names it (MlError's message): ML's own list of required attributes is the authority,
// a copy here would drift. Only what the back-office form cannot express at all is filled in (NOT_ASKED below).
import { coordenadasAproximadas, type Operacion, type PropiedadDatos, type TipoPropiedad } from '@inmo/contracts';
import { MlError } from './ml-client.js';

/**
 * Leaf categories of MLA's Inmuebles (MLA1459). Only MLA401685 (Casas › Venta › Propiedades individuales) is named
 * in ML's developer documentation; the rest agree across several integrations' dumps of GET /categories (not an
 * official source): "unconfirmed" until checked with GET /categories/{id} against the live API.
 * Venta of houses, flats and plots is split into Emprendimientos / Propiedades individuales: the agency sells
 * individual properties. ML has no temporary rent for non-residential types: those go to Otros inmuebles.
 */
const CATEGORIES: Record<TipoPropiedad, Record<Operacion, string>> = {
  Casa: {
    venta: 'MLA401685', // confirmed (docs): Casas › Venta › Propiedades individuales
    alquiler: 'MLA1467', // unconfirmed: Casas › Alquiler
    'alquiler temporal': 'MLA50278', // unconfirmed: Casas › Alquiler temporario
  },
  Departamento: {
    venta: 'MLA401686', // unconfirmed: Departamentos (MLA1472) › Venta (MLA1474) › Propiedades individuales
    alquiler: 'MLA1473', // unconfirmed: Departamentos › Alquiler
    'alquiler temporal': 'MLA50279', // unconfirmed: Departamentos › Alquiler temporario
  },
  'Local comercial': {
    venta: 'MLA79244', // unconfirmed: Locales › Venta
    alquiler: 'MLA79243', // unconfirmed: Locales › Alquiler
    'alquiler temporal': 'MLA50283', // unconfirmed: Otros inmuebles › Alquiler temporario
  },
  Terreno: {
    venta: 'MLA401687', // unconfirmed: Terrenos y lotes › Venta › Propiedades individuales
    alquiler: 'MLA1494', // unconfirmed: Terrenos y lotes › Alquiler
    'alquiler temporal': 'MLA50283', // unconfirmed: Otros inmuebles › Alquiler temporario
  },
  Campo: {
    venta: 'MLA6413', // unconfirmed: Campos › Venta
    alquiler: 'MLA6414', // unconfirmed: Campos › Alquiler
    'alquiler temporal': 'MLA50283', // unconfirmed: Otros inmuebles › Alquiler temporario
  },
  'Fondo de Comercio': {
    venta: 'MLA50550', // unconfirmed: Fondo de comercio › Venta
    alquiler: 'MLA50546', // unconfirmed: Fondo de comercio › Alquiler
    'alquiler temporal': 'MLA50283', // unconfirmed: Otros inmuebles › Alquiler temporario
  },
  'Galpón': {
    venta: 'MLA1477', // unconfirmed: Depósitos y galpones › Venta
    alquiler: 'MLA1476', // unconfirmed: Depósitos y galpones › Alquiler
    'alquiler temporal': 'MLA50283', // unconfirmed: Otros inmuebles › Alquiler temporario
  },
};

/** ML's leaf category for a property of that type and operation. */
export function mlCategory(tipo: TipoPropiedad, operacion: Operacion): string {
  const id = CATEGORIES[tipo]?.[operacion];
  if (!id) throw new MlError(null, 'category_unknown', false, `No hay categoría de MercadoLibre para ${tipo} en ${operacion}`);
  return id;
}

/** ML's longest title for these categories (ML answers item.title.* if it is less for a category). */
export const ML_TITLE_MAX = 60;

export interface MlItemContext {
  /** The site's public address: relative picture URLs ('/media/…') are made absolute with it. */
  publicUrl: string;
  /** The property's code: seller_custom_field, how the agency finds its listing again. */
  codigo: string;
  /** Approximate location: the street without its number, the point moved to its area's centre (coordenadasAproximadas). */
  aproximada: boolean;
  /** Default 'silver'. */
  listingType?: string;
  /** ML's classified-locations state; default 'Buenos Aires'. */
  stateName?: string;
}

type Attribute = { id: string; value_name: string };

const num = (n: number) => String(Math.round(n * 100) / 100);
const area = (n: number | null | undefined, unit: 'm²' | 'ha' = 'm²') => (n == null ? null : `${num(n)} ${unit}`);
const count = (n: number | null | undefined) => (n == null ? null : String(Math.round(n)));
const flag = (b: boolean | undefined) => (b ? '1' : '0');

/**
 * What ML's categories require that the type's form never asks (so staff could not fill it in): the value sent is
 * the one that holds for a property that declares nothing. To revisit when contracts add the fields (baños for
 * Galpón, Fondo de Comercio and Campo; dormitorios for Campo; the access road of a Terreno or Campo).
 */
const NOT_ASKED: Partial<Record<TipoPropiedad, Record<string, string>>> = {
  Terreno: { LAND_ACCESS: 'Otro', COVERED_AREA: '0 m²' },
  Campo: { LAND_ACCESS: 'Otro', BEDROOMS: '0', FULL_BATHROOMS: '0' },
  'Fondo de Comercio': { FULL_BATHROOMS: '0' },
  'Galpón': { FULL_BATHROOMS: '0', PARKING_LOTS: '0' },
};

/** The listing's attributes from the property's own fields; unknown values are left out (ML names what it misses). */
function attributes(p: PropiedadDatos): Attribute[] {
  const a = p.amenities;
  const byType: Record<TipoPropiedad, Record<string, string | null>> = {
    Casa: { TOTAL_AREA: area(p.superficieTotal), COVERED_AREA: area(p.superficieCubierta), ROOMS: count(p.ambientes), BEDROOMS: count(p.habitaciones), FULL_BATHROOMS: count(p.baños), PARKING_LOTS: flag(a.garage) },
    Departamento: { TOTAL_AREA: area(p.superficieTotal), COVERED_AREA: area(p.superficieCubierta), ROOMS: count(p.ambientes), BEDROOMS: count(p.habitaciones), FULL_BATHROOMS: count(p.baños), PARKING_LOTS: flag(a.garage) },
    'Local comercial': { TOTAL_AREA: area(p.superficieTotal), COVERED_AREA: area(p.superficieCubierta), BEDROOMS: count(p.habitaciones), FULL_BATHROOMS: count(p.baños), PARKING_LOTS: flag(a.estacionamiento) },
    Terreno: { TOTAL_AREA: area(p.superficie ?? p.superficieTotal) },
    // ML's Campos category counts in hectares.
    Campo: { TOTAL_AREA: area(p.hectareas, 'ha') },
    'Fondo de Comercio': { TOTAL_AREA: area(p.superficieTotal ?? p.superficieLocal), COVERED_AREA: area(p.superficieLocal), PARKING_LOTS: flag(a.estacionamiento) },
    'Galpón': { TOTAL_AREA: area(p.superficieTotal), COVERED_AREA: area(p.superficieCubierta) },
  };
  const notAsked = { ...NOT_ASKED[p.tipo] };
  // A Campo with a casco has rooms: "0" would be false, so ML is left to ask for them (the form cannot say yet).
  if (p.tipo === 'Campo' && a.casco) {
    delete notAsked.BEDROOMS;
    delete notAsked.FULL_BATHROOMS;
  }
  const values = { ...notAsked, ...byType[p.tipo] };
  return Object.entries(values)
    .filter((e): e is [string, string] => e[1] !== null)
    .map(([id, value_name]) => ({ id, value_name }));
}

/** The title cut to ML's length at a word's end. */
function title(titulo: string): string {
  const t = titulo.trim().replace(/\s+/g, ' ');
  if (t.length <= ML_TITLE_MAX) return t;
  const cut = t.slice(0, ML_TITLE_MAX + 1);
  const space = cut.lastIndexOf(' ');
  return (space > ML_TITLE_MAX / 2 ? cut.slice(0, space) : t.slice(0, ML_TITLE_MAX)).replace(/[\s,.;:–-]+$/, '');
}

function price(p: PropiedadDatos): { price: number; currency_id: 'ARS' | 'USD' } {
  // ML has no "price on request" for real estate: a price staff hide on the site is still sent (it shows on ML).
  if (p.precio.monto === null || p.precio.monto <= 0) {
    throw new MlError(null, 'price_required', false, 'MercadoLibre exige un precio: cargá el precio de la propiedad');
  }
  if (p.precio.moneda !== 'ARS' && p.precio.moneda !== 'USD') {
    throw new MlError(null, 'currency_unsupported', false, 'MercadoLibre publica sólo en pesos o dólares: cambiá la moneda de la propiedad');
  }
  return { price: p.precio.monto, currency_id: p.precio.moneda };
}

function pictures(imagenes: { url: string }[], publicUrl: string): { source: string }[] {
  const list = imagenes
    .map((i) => {
      try {
        return new URL(i.url, publicUrl);
      } catch {
        return null;
      }
    })
    .filter((u): u is URL => u !== null && (u.protocol === 'https:' || u.protocol === 'http:'))
    .map((u) => ({ source: u.href }));
  if (list.length === 0) throw new MlError(null, 'pictures_required', false, 'MercadoLibre exige al menos una foto: cargá fotos de la propiedad');
  return list;
}

function location(p: PropiedadDatos, ctx: MlItemContext): Record<string, unknown> {
  const calle = (p.calle ?? '').trim();
  // ML wants "street number" in address_line; an approximate location gives the street only (ML may moderate it).
  const street = calle && !ctx.aproximada && p.altura != null ? `${calle} ${p.altura}` : calle;
  // The same area's centre as the public page and the other feeds (contracts public-view.ts).
  const punto = p.coordenadas && ctx.aproximada ? coordenadasAproximadas(p.coordenadas) : p.coordenadas;
  return {
    // A Campo has no street: its locality is all the address there is.
    address_line: street || p.localidad,
    city: { name: p.localidad },
    state: { name: ctx.stateName ?? 'Buenos Aires' },
    country: { id: 'AR' },
    ...(punto ? { latitude: punto.lat, longitude: punto.lng } : {}),
  };
}

/** The fields a listing's creation and its updates share. */
function common(p: PropiedadDatos, imagenes: { url: string }[], ctx: MlItemContext): Record<string, unknown> {
  return {
    title: title(p.titulo),
    ...price(p),
    pictures: pictures(imagenes, ctx.publicUrl),
    location: location(p, ctx),
    attributes: attributes(p),
    seller_custom_field: ctx.codigo,
  };
}

/** The body of POST /items for the property. Throws an MlError (Spanish message) for what ML would refuse outright. */
export function mlItemFor(p: PropiedadDatos, imagenes: { url: string }[], ctx: MlItemContext): Record<string, unknown> {
  const descripcion = (p.descripcion ?? '').trim();
  return {
    category_id: mlCategory(p.tipo, p.operacion),
    buying_mode: 'classified',
    listing_type_id: ctx.listingType ?? 'silver',
    condition: 'not_specified',
    available_quantity: 1,
    ...common(p, imagenes, ctx),
    ...(descripcion ? { description: { plain_text: descripcion } } : {}),
  };
}

/**
 * The body of PUT /items/{id}: ML lets a listing's title, price, pictures, location and attributes change, never its
 * category, listing type or buying mode (a property whose type or operation changed needs a new listing), and a
 * description only through /items/{id}/description.
 */
export function mlUpdateFor(p: PropiedadDatos, imagenes: { url: string }[], ctx: MlItemContext): Record<string, unknown> {
  return common(p, imagenes, ctx);
}
