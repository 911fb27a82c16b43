// Between the properties / property_images tables and the property of contracts. The fields, their columns and
// which ones live in the `detalles` document all come from the definition (contracts property/fields.ts): this file
// only knows the table's fixed columns (title, location, price, flags, bookkeeping).
import {
  CAMPOS,
  NOMBRES_CAMPOS,
  TIPOS,
  propiedadDeDatos,
  type CampoDef,
  type EstadoPropiedad,
  type Imagen,
  type Moneda,
  type NombreCampo,
  type Operacion,
  type Propiedad,
  type PropiedadDatos,
  type TipoPropiedad,
} from '@inmo/contracts';
import { fromNumeric, isoDate, isoDateTime } from '../common/parse.js';

/** One property_images row as PROPERTY_SELECT aggregates it (json: numbers as numbers). */
export interface ImageJson {
  url: string;
  public_id: string;
  descripcion: string | null;
  orden: number;
  es_portada: boolean;
  offset_x: number;
  offset_y: number;
  zoom: number;
  width: number | null;
  height: number | null;
  srcset: { width: number; url: string }[] | null;
  portada: Imagen['portada'] | null;
}

/**
 * A row of PROPERTY_SELECT: its fixed columns here, the per-type field columns (FIELD_COLUMNS, named by the definition)
 * read with fieldColumn(). numeric columns come back as text, jsonb as objects (pg) or text (some drivers).
 */
export type PropertyRow = {
  id: string;
  codigo: string;
  tipo: string;
  titulo: string;
  operacion: string;
  visible: boolean;
  estado: EstadoPropiedad;
  destacada: boolean;
  publicar_portales: boolean;
  portal_zonaprop: boolean;
  portal_mercadolibre: boolean;
  ubicacion_aproximada: boolean;
  descripcion: string;
  fecha_publicacion: string | null;
  cliente_dueno_id: string | null;
  calle: string;
  altura: number | null;
  entre_calle1: string;
  entre_calle2: string;
  localidad: string;
  lat: number | null;
  lng: number | null;
  mapa_url: string;
  precio_monto: string | number | null;
  precio_moneda: string;
  precio_visible: boolean;
  servicio_agua: boolean;
  servicio_luz: boolean;
  servicio_cloacas: boolean;
  servicio_gas: boolean;
  amenities: unknown;
  detalles: unknown;
  version: number;
  created_at: string | Date;
  updated_at: string | Date;
  /** An edit lowered the price, in the same currency, in the last DIAS_BAJO_DE_PRECIO days (null: never). */
  bajo_de_precio: boolean | null;
  imagenes: unknown;
};

const columna = (c: NombreCampo): string | undefined => (CAMPOS[c] as CampoDef).columna;

/** Where each type's fields are read from (worked out once per type). */
const LECTURA = new Map<TipoPropiedad, { campo: NombreCampo; col: string | undefined; lista: boolean }[]>();
function lecturaDe(tipo: TipoPropiedad) {
  let l = LECTURA.get(tipo);
  if (!l) LECTURA.set(tipo, (l = (TIPOS[tipo]?.campos ?? []).map(({ campo }) => ({ campo, col: columna(campo), lista: CAMPOS[campo].tipo === 'lista' }))));
  return l;
}

/** A per-type field column of the row (integer columns as numbers, numeric ones as text). */
const fieldColumn = (r: PropertyRow, col: string) => (r as unknown as Record<string, string | number | null | undefined>)[col] ?? null;

/** The per-type columns, each once (Terreno's superficie shares superficieTotal's column). */
export const FIELD_COLUMNS: readonly string[] = [...new Set(NOMBRES_CAMPOS.map(columna).filter((c): c is string => !!c))];

/** Every column a create or edit writes, in one order (the INSERT's and UPDATE's). */
export const PROPERTY_COLUMNS: readonly string[] = [
  'tipo', 'titulo', 'operacion', 'visible', 'destacada', 'publicar_portales', 'portal_zonaprop', 'portal_mercadolibre', 'ubicacion_aproximada', 'descripcion', 'categoria', 'fecha_publicacion', 'cliente_dueno_id',
  'calle', 'altura', 'entre_calle1', 'entre_calle2', 'localidad', 'lat', 'lng', 'mapa_url',
  'precio_monto', 'precio_moneda', 'precio_visible', 'servicio_agua', 'servicio_luz', 'servicio_cloacas', 'servicio_gas',
  ...FIELD_COLUMNS, 'amenities', 'detalles',
];

/** How long a price drop shows 'Bajó de precio'. */
export const DIAS_BAJO_DE_PRECIO = 30;

/** Whether a row of `properties p` shows 'Bajó de precio' now (null: never dropped): the one place the rule is written. */
export const BAJO_DE_PRECIO_SQL = `(p.precio_bajo_en > now() - interval '${DIAS_BAJO_DE_PRECIO} days')`;

export const PROPERTY_SELECT = `p.id, p.codigo, p.tipo, p.titulo, p.operacion, p.visible, p.estado, p.destacada, p.descripcion,
  p.publicar_portales, p.portal_zonaprop, p.portal_mercadolibre, p.ubicacion_aproximada,
  p.fecha_publicacion::text AS fecha_publicacion, p.cliente_dueno_id, p.calle, p.altura, p.entre_calle1, p.entre_calle2,
  p.localidad, p.lat, p.lng, p.mapa_url, p.precio_monto, p.precio_moneda, p.precio_visible,
  p.servicio_agua, p.servicio_luz, p.servicio_cloacas, p.servicio_gas, ${FIELD_COLUMNS.map((c) => `p.${c}`).join(', ')}, p.amenities, p.detalles,
  p.version, p.created_at, p.updated_at, ${BAJO_DE_PRECIO_SQL} AS bajo_de_precio,
  (SELECT coalesce(json_agg(json_build_object('url', i.url, 'public_id', i.public_id, 'descripcion', i.descripcion,
     'orden', i.orden, 'es_portada', i.es_portada, 'offset_x', i.offset_x, 'offset_y', i.offset_y, 'zoom', i.zoom,
     'width', i.width, 'height', i.height, 'srcset', i.srcset, 'portada', i.portada) ORDER BY i.orden), '[]'::json)
   FROM property_images i WHERE i.property_id = p.id) AS imagenes`;

function json(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return null;
  }
}
const record = (v: unknown): Record<string, unknown> => {
  const o = json(v);
  return o && typeof o === 'object' && !Array.isArray(o) ? (o as Record<string, unknown>) : {};
};

/** The flat property a row holds (what the schema reads back as "what the property holds" for an edit). */
export function rowToDatos(r: PropertyRow): PropiedadDatos {
  const tipo = r.tipo as TipoPropiedad;
  const detalles = record(r.detalles);
  const d: Record<string, unknown> = {
    tipo,
    titulo: r.titulo,
    descripcion: r.descripcion ?? '',
    operacion: r.operacion as Operacion,
    visible: !!r.visible,
    destacada: !!r.destacada,
    publicarEnPortales: r.publicar_portales !== false,
    portales: { zonaprop: r.portal_zonaprop !== false, mercadolibre: r.portal_mercadolibre !== false },
    ubicacionAproximada: r.ubicacion_aproximada === true,
    fechaPublicacion: r.fecha_publicacion ? isoDate(r.fecha_publicacion) : null,
    clienteDueño: r.cliente_dueno_id ?? null,
    calle: r.calle ?? '',
    altura: r.altura ?? null,
    entreCalle1: r.entre_calle1 ?? '',
    entreCalle2: r.entre_calle2 ?? '',
    localidad: r.localidad ?? '',
    coordenadas: r.lat !== null && r.lng !== null ? { lat: Number(r.lat), lng: Number(r.lng) } : null,
    mapaUrl: r.mapa_url ?? '',
    precio: { monto: fromNumeric(r.precio_monto), moneda: r.precio_moneda as Moneda, visible: !!r.precio_visible },
    servicios: { agua: !!r.servicio_agua, luz: !!r.servicio_luz, cloacas: !!r.servicio_cloacas, gas: !!r.servicio_gas },
    amenities: record(r.amenities),
    imagenes: [],
  };
  // The type's fields (a derived one too: Campo's superficieTotal is in its column).
  for (const { campo, col, lista } of lecturaDe(tipo)) {
    const v = col ? fieldColumn(r, col) : detalles[campo];
    d[campo] = lista ? (Array.isArray(v) ? v : []) : typeof v === 'string' && col ? fromNumeric(v) : (v ?? null);
  }
  return d as PropiedadDatos;
}

/** The columns of a clean property: its type's fields in their columns or in `detalles`, every other one emptied. */
export function datosToColumns(d: PropiedadDatos): Record<string, unknown> {
  const c: Record<string, unknown> = {
    tipo: d.tipo,
    titulo: d.titulo,
    operacion: d.operacion,
    visible: d.visible,
    destacada: d.destacada,
    publicar_portales: d.publicarEnPortales,
    portal_zonaprop: d.portales.zonaprop,
    portal_mercadolibre: d.portales.mercadolibre,
    ubicacion_aproximada: d.ubicacionAproximada,
    descripcion: d.descripcion,
    categoria: d.tipo,
    fecha_publicacion: d.fechaPublicacion,
    cliente_dueno_id: d.clienteDueño,
    calle: d.calle,
    altura: d.altura,
    entre_calle1: d.entreCalle1,
    entre_calle2: d.entreCalle2,
    localidad: d.localidad,
    lat: d.coordenadas?.lat ?? null,
    lng: d.coordenadas?.lng ?? null,
    mapa_url: d.mapaUrl,
    precio_monto: d.precio.monto,
    precio_moneda: d.precio.moneda,
    precio_visible: d.precio.visible,
    servicio_agua: d.servicios.agua,
    servicio_luz: d.servicios.luz,
    servicio_cloacas: d.servicios.cloacas,
    servicio_gas: d.servicios.gas,
    amenities: JSON.stringify(d.amenities),
  };
  for (const col of FIELD_COLUMNS) c[col] = null;
  const detalles: Record<string, unknown> = {};
  const src = d as unknown as Record<string, unknown>;
  for (const { campo } of TIPOS[d.tipo].campos) {
    const col = columna(campo);
    if (col) c[col] = src[campo] ?? null;
    else detalles[campo] = src[campo] ?? null;
  }
  c.detalles = JSON.stringify(detalles);
  return c;
}

/** A property_images row as the contract's Imagen. */
export function toImagen(r: ImageJson): Imagen {
  const img: Imagen = {
    url: r.url,
    public_id: r.public_id,
    descripcion: r.descripcion ?? '',
    orden: Number(r.orden),
    esPortada: !!r.es_portada,
    offsetX: Number(r.offset_x),
    offsetY: Number(r.offset_y),
    zoom: Number(r.zoom),
    width: r.width ?? null,
    height: r.height ?? null,
  };
  const srcset = json(r.srcset);
  if (Array.isArray(srcset)) img.srcset = srcset as Imagen['srcset'];
  const portada = json(r.portada) as Imagen['portada'] | null;
  if (portada && typeof portada === 'object' && typeof portada.url === 'string') img.portada = portada;
  return img;
}

/** The pictures a row holds, in their order (none: an empty list). */
export function rowImages(r: PropertyRow): Imagen[] {
  const imgs = json(r.imagenes);
  return (Array.isArray(imgs) ? (imgs as ImageJson[]) : []).map(toImagen).sort((a, b) => a.orden - b.orden);
}

/** A row of PROPERTY_SELECT as the reply of the contract (every twin written by contracts). */
export function toPropiedad(r: PropertyRow): Propiedad {
  const imagenes = rowImages(r);
  return propiedadDeDatos(rowToDatos(r), { id: String(r.id), codigo: r.codigo, imagenes, version: Number(r.version), createdAt: isoDateTime(r.created_at), updatedAt: isoDateTime(r.updated_at), bajoDePrecio: r.bajo_de_precio === true, estado: r.estado });
}

