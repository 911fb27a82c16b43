// Between the API's Propiedad shape (contracts) and the properties/property_images columns.
// Input is accepted flat (creation forms) or nested (ubicacion, precio, caracteristicas, servicios, dimensiones,
// as the detail screen sends it back); a flat field wins over its nested twin.
import { DEFAULT_IMAGE_PUBLIC_ID, esUrlSegura, parseCoordenadas, type Imagen, type Propiedad, type TipoPropiedad } from '@inmo/contracts';
import { bool, fromNumeric, int, isoDate, isoDateTime, num, str, strOrNull } from '../common/parse.js';

export const DEFAULT_IMAGE: Imagen = {
  url: '/api/media/imagen_por_defecto.svg',
  public_id: DEFAULT_IMAGE_PUBLIC_ID,
  descripcion: '',
  orden: 0,
  esPortada: true,
  offsetX: 0.5,
  offsetY: 0.5,
  zoom: 1,
};

export interface PropertyColumns {
  tipo: string;
  titulo: string;
  operacion: string;
  visible: boolean;
  descripcion: string;
  categoria: string;
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
  precio_monto: number | null;
  precio_moneda: string;
  precio_visible: boolean;
  habitaciones: number | null;
  banos: number | null;
  ambientes: number | null;
  superficie_total: number | null;
  superficie_cubierta: number | null;
  antiguedad: number | null;
  expensas: number | null;
  hectareas: number | null;
  largo: number | null;
  ancho: number | null;
  altura_libre: number | null;
  piso: number | null;
  servicio_agua: boolean;
  servicio_luz: boolean;
  servicio_cloacas: boolean;
  servicio_gas: boolean;
  amenities: Record<string, boolean>;
  detalles: Record<string, unknown>;
}

export const PROPERTY_COLUMNS: (keyof PropertyColumns)[] = [
  'tipo', 'titulo', 'operacion', 'visible', 'descripcion', 'categoria', 'fecha_publicacion', 'cliente_dueno_id',
  'calle', 'altura', 'entre_calle1', 'entre_calle2', 'localidad', 'lat', 'lng', 'mapa_url',
  'precio_monto', 'precio_moneda', 'precio_visible', 'habitaciones', 'banos', 'ambientes', 'superficie_total',
  'superficie_cubierta', 'antiguedad', 'expensas', 'hectareas', 'largo', 'ancho', 'altura_libre', 'piso',
  'servicio_agua', 'servicio_luz', 'servicio_cloacas', 'servicio_gas', 'amenities', 'detalles',
];

export function defaultColumns(tipo: TipoPropiedad): PropertyColumns {
  return {
    tipo, titulo: '', operacion: 'venta', visible: true, descripcion: '', categoria: tipo,
    fecha_publicacion: new Date().toISOString().slice(0, 10), cliente_dueno_id: null,
    calle: '', altura: null, entre_calle1: '', entre_calle2: '', localidad: '', lat: null, lng: null, mapa_url: '',
    precio_monto: null, precio_moneda: 'ARS', precio_visible: true,
    habitaciones: null, banos: null, ambientes: null, superficie_total: null, superficie_cubierta: null,
    antiguedad: null, expensas: null, hectareas: null, largo: null, ancho: null, altura_libre: null, piso: null,
    servicio_agua: false, servicio_luz: false, servicio_cloacas: false, servicio_gas: false,
    amenities: {}, detalles: {},
  };
}

const DETALLE_TEXTO = ['condicion', 'nombreComercio', 'rubro', 'contacto'];
const DETALLE_NUMERO = ['superficieLocal', 'antiguedadComercio', 'facturacionMensual', 'empleados', 'precioVenta', 'precioAlquiler', 'frente', 'fondo'];
const DETALLE_BOOL = ['incluyeMercaderia', 'incluyeMaquinaria', 'habilitacionMunicipal'];

type Obj = Record<string, any>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const has = (v: unknown) => v !== undefined;
/**
 * The first given value, like the validator's `a ?? b`: a null flat field falls through to its nested twin (else a
 * stored localidad or largo could be blank although the body passed validation); all null → null, which clears.
 */
function first(...vals: unknown[]): unknown {
  for (const v of vals) if (v !== undefined && v !== null) return v;
  return vals.some((v) => v === null) ? null : undefined;
}

/** Fields the body may give flat or nested, in readColumns' order of precedence. */
const TWINS: string[][] = [
  ['titulo', 'tituloPublicacion'], ['localidad', 'ubicacion.localidad'], ['calle', 'ubicacion.calle'], ['altura', 'ubicacion.altura'],
  ['piso', 'ubicacion.piso'], ['mapaUrl', 'ubicacion.mapaUrl'], ['habitaciones', 'dormitorios', 'caracteristicas.dormitorios'],
  ['baños', 'banos', 'caracteristicas.baños'], ['superficieTotal', 'caracteristicas.superficieTotal'], ['largo', 'dimensiones.largo'],
  ['ancho', 'dimensiones.ancho'], ['precioMonto', 'monto', 'precio.monto'], ['moneda', 'precio.moneda'],
];

/** Number fields stored in numeric(…, 2) columns (flat or nested). */
const CENTS = ['superficieTotal', 'superficieCubierta', 'superficie', 'expensas', 'hectareas', 'largo', 'ancho', 'alturaLibre', 'precioMonto', 'monto',
  'caracteristicas.superficieTotal', 'dimensiones.largo', 'dimensiones.ancho', 'precio.monto'];

/**
 * A copy of the body with those numbers rounded to cents as the column will store them, so validation judges the
 * stored value (hectareas 0.001 passed "positive" and was stored as 0.00). Found by the fuzz test.
 */
function roundToColumns(body: Obj): Obj {
  const out: Obj = { ...body };
  for (const path of CENTS) {
    const [a, b] = path.split('.') as [string, string | undefined];
    const holder = b === undefined ? out : out[a] && typeof out[a] === 'object' && !Array.isArray(out[a]) ? (out[a] = { ...out[a] }) : null;
    const key = b ?? a;
    if (!holder || holder[key] === undefined || holder[key] === null || holder[key] === '') continue;
    const n = num(holder[key]);
    if (n !== null && Number.isFinite(n)) holder[key] = Math.round(n * 100) / 100;
  }
  return out;
}

/**
 * A copy of the body where every twin carries the value readColumns will store (a flat field wins). The validator
 * reads twins in its own order and an edit is validated over the current property, whose stale twin could pass
 * a value that is not the one stored (an edit with {localidad: null} stored a blank localidad, {dimensiones:
 * {largo: null}} a Terreno without largo). Found by the fuzz test.
 */
export function alignTwins(body: Obj): Obj {
  const out: Obj = roundToColumns(body);
  const get = (path: string) => {
    const [a, b] = path.split('.') as [string, string | undefined];
    return b === undefined ? out[a] : obj(out[a])[b];
  };
  for (const group of TWINS) {
    const v = first(...group.map(get));
    if (v === undefined) continue;
    for (const path of group) {
      if (get(path) === v) continue;
      const [a, b] = path.split('.') as [string, string | undefined];
      if (b === undefined) out[a] = v;
      else if (out[a] === undefined || out[a] === null || (typeof out[a] === 'object' && !Array.isArray(out[a]))) out[a] = { ...obj(out[a]), [b]: v };
    }
  }
  return out;
}

/** The columns present in an input body (absent fields are left out, so an edit keeps them). */
export function readColumns(tipo: TipoPropiedad, body: Obj, existingDetalles: Record<string, unknown> = {}): Partial<PropertyColumns> {
  const c: Partial<PropertyColumns> = {};
  const u = obj(body.ubicacion);
  const p = obj(body.precio);
  const car = obj(body.caracteristicas);
  const dim = obj(body.dimensiones);
  const serv = obj(body.servicios);
  const set = <K extends keyof PropertyColumns>(k: K, raw: unknown, f: (v: unknown) => PropertyColumns[K]) => {
    if (has(raw)) c[k] = f(raw);
  };
  set('titulo', first(body.titulo, body.tituloPublicacion), (v) => str(v));
  set('operacion', body.operacion, (v) => str(v));
  set('visible', body.visible, (v) => bool(v, true));
  set('descripcion', body.descripcion, (v) => str(v));
  set('fecha_publicacion', first(body.fechaPublicacion, body.fechaPublicada), (v) => (strOrNull(v) ? String(v).slice(0, 10) : null));
  set('cliente_dueno_id', first(body.clienteDueño, body.clienteDueno), (v) => strOrNull(v));
  set('calle', first(body.calle, u.calle), (v) => str(v));
  set('altura', first(body.altura, u.altura), int);
  set('entre_calle1', first(body.entreCalle1, obj(u.entreCalles).calle1), (v) => str(v));
  set('entre_calle2', first(body.entreCalle2, obj(u.entreCalles).calle2), (v) => str(v));
  set('localidad', first(body.localidad, u.localidad), (v) => str(v));
  set('mapa_url', first(body.mapaUrl, u.mapaUrl), (v) => str(v));
  const coordRaw = first(body.coordenadas, u.coordenadas, has(body.lat) || has(body.lng) ? { lat: body.lat, lng: body.lng } : undefined);
  if (has(coordRaw)) {
    const coords = parseCoordenadas(coordRaw);
    c.lat = coords?.lat ?? null;
    c.lng = coords?.lng ?? null;
  }
  set('precio_monto', first(body.precioMonto, body.monto, p.monto), num);
  set('precio_moneda', first(body.moneda, p.moneda), (v) => str(v, 'ARS') || 'ARS');
  set('precio_visible', first(body.precioVisible, p.visible), (v) => bool(v, true));
  set('habitaciones', first(body.habitaciones, body.dormitorios, car.dormitorios), int);
  set('banos', first(body['baños'], body.banos, car['baños']), int);
  set('ambientes', body.ambientes, int);
  set('superficie_total', first(body.superficieTotal, tipo === 'Terreno' ? body.superficie : undefined, car.superficieTotal), num);
  set('superficie_cubierta', body.superficieCubierta, num);
  set('antiguedad', body.antiguedad, int);
  set('expensas', body.expensas, num);
  set('hectareas', body.hectareas, num);
  set('largo', first(body.largo, dim.largo), num);
  set('ancho', first(body.ancho, dim.ancho), num);
  set('altura_libre', body.alturaLibre, num);
  set('piso', first(body.piso, u.piso), int);
  set('servicio_agua', first(body.agua, serv.agua), (v) => bool(v));
  set('servicio_luz', first(body.luz, serv.luz), (v) => bool(v));
  set('servicio_cloacas', first(body.cloacas, serv.cloacas), (v) => bool(v));
  set('servicio_gas', first(body.gas, serv.gas), (v) => bool(v));
  if (has(body.amenities)) {
    const a: Record<string, boolean> = {};
    for (const [k, v] of Object.entries(obj(body.amenities)).slice(0, 50)) if (k.length <= 50) a[k] = bool(v);
    c.amenities = a;
  }
  const det: Record<string, unknown> = { ...existingDetalles };
  let detChanged = false;
  for (const k of DETALLE_TEXTO) if (has(body[k])) { det[k] = strOrNull(body[k]); detChanged = true; }
  for (const k of DETALLE_NUMERO) if (has(body[k])) { det[k] = num(body[k]); detChanged = true; }
  for (const k of DETALLE_BOOL) if (has(body[k])) { det[k] = body[k] === null ? null : bool(body[k]); detChanged = true; }
  if (has(body.instalaciones)) {
    det.instalaciones = (Array.isArray(body.instalaciones) ? body.instalaciones : String(body.instalaciones ?? '').split(','))
      .map((s: unknown) => str(s))
      .filter(Boolean)
      .slice(0, 50);
    detChanged = true;
  }
  if (detChanged) c.detalles = det;
  // Campo: area is hectares × 10000 (spec §5) when no total surface was given.
  if (tipo === 'Campo' && c.hectareas != null && c.superficie_total == null && !has(body.superficieTotal)) c.superficie_total = c.hectareas * 10000;
  // Fondo de Comercio: the sale (or rent) price is its price when none was given.
  if (tipo === 'Fondo de Comercio' && c.precio_monto === undefined && c.detalles) {
    const pv = num(c.detalles.precioVenta) ?? num(c.detalles.precioAlquiler);
    if (pv !== null) c.precio_monto = pv;
  }
  return c;
}

export interface ImageRow {
  url: string;
  public_id: string;
  descripcion: string;
  orden: number;
  es_portada: boolean;
  offset_x: number;
  offset_y: number;
  zoom: number;
  width: number | null;
  height: number | null;
  srcset: unknown;
}

/** Images in the order given: orden follows position, the first is the cover (spec §3, §4). */
/** An image's renditions as the upload answered them ({width, url}); anything else in the list is dropped. */
function readSrcset(v: unknown): { width: number; url: string }[] | null {
  if (!Array.isArray(v)) return null;
  return v
    .filter((s): s is Obj => !!s && typeof s === 'object')
    .map((s) => ({ width: int(s.width), url: str(s.url) }))
    .filter((s): s is { width: number; url: string } => s.width !== null && s.width > 0 && s.width <= 20000 && s.url.length <= 2000 && esUrlSegura(s.url))
    .slice(0, 20);
}

export function readImages(list: unknown): ImageRow[] {
  if (!Array.isArray(list)) return [];
  return list
    .filter((i) => i && typeof i === 'object' && str((i as Obj).url) !== '' && (i as Obj).public_id !== DEFAULT_IMAGE_PUBLIC_ID)
    .map((i: Obj, idx) => ({
      url: str(i.url),
      public_id: str(i.public_id),
      descripcion: str(i.descripcion),
      orden: idx,
      es_portada: idx === 0,
      offset_x: num(i.offsetX) ?? 0.5,
      offset_y: num(i.offsetY) ?? 0.5,
      zoom: num(i.zoom) ?? 1,
      width: int(i.width),
      height: int(i.height),
      srcset: readSrcset(i.srcset),
    }));
}

function parseJson(v: unknown): any {
  if (typeof v === 'string') {
    try {
      return JSON.parse(v);
    } catch {
      return null;
    }
  }
  return v;
}

export function toImagen(r: Obj): Imagen {
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
  const srcset = parseJson(r.srcset);
  if (Array.isArray(srcset)) img.srcset = srcset;
  const portada = parseJson(r.portada);
  if (portada && typeof portada === 'object' && typeof portada.url === 'string') img.portada = portada;
  return img;
}

/** A properties row (with an `imagenes` json list) as the contract's Propiedad. */
export function toPropiedad(r: Obj): Propiedad {
  const imgsRaw = parseJson(r.imagenes);
  const imagenes: Imagen[] = Array.isArray(imgsRaw) && imgsRaw.length > 0
    ? imgsRaw.map(toImagen).sort((a, b) => a.orden - b.orden)
    : [{ ...DEFAULT_IMAGE }];
  const det = obj(parseJson(r.detalles));
  const amen = obj(parseJson(r.amenities));
  const id = String(r.id);
  const fecha = r.fecha_publicacion ? isoDate(r.fecha_publicacion) : null;
  const habitaciones = r.habitaciones ?? null;
  const banos = r.banos ?? null;
  const superficieTotal = fromNumeric(r.superficie_total);
  const largo = fromNumeric(r.largo);
  const ancho = fromNumeric(r.ancho);
  const lat = r.lat === null || r.lat === undefined ? null : Number(r.lat);
  const lng = r.lng === null || r.lng === undefined ? null : Number(r.lng);
  const p: Propiedad = {
    id,
    _id: id,
    tipo: r.tipo,
    titulo: r.titulo,
    tituloPublicacion: r.titulo,
    operacion: r.operacion,
    visible: !!r.visible,
    descripcion: r.descripcion ?? '',
    categoria: r.categoria,
    fechaPublicada: fecha,
    fechaPublicacion: fecha,
    clienteDueño: r.cliente_dueno_id ?? null,
    imagenes,
    ubicacion: {
      calle: r.calle ?? '',
      altura: r.altura ?? null,
      piso: r.piso ?? null,
      entreCalles: { calle1: r.entre_calle1 ?? '', calle2: r.entre_calle2 ?? '' },
      localidad: r.localidad ?? '',
      coordenadas: lat !== null && lng !== null ? { lat, lng } : null,
      mapaUrl: r.mapa_url ?? '',
    },
    precio: { monto: fromNumeric(r.precio_monto), moneda: r.precio_moneda, visible: !!r.precio_visible },
    caracteristicas: { dormitorios: habitaciones, baños: banos, superficieTotal },
    servicios: { agua: !!r.servicio_agua, luz: !!r.servicio_luz, cloacas: !!r.servicio_cloacas, gas: !!r.servicio_gas },
    amenities: amen,
    expensas: fromNumeric(r.expensas),
    antiguedad: r.antiguedad ?? null,
    baños: banos,
    habitaciones,
    ambientes: r.ambientes ?? null,
    superficieTotal,
    superficieCubierta: fromNumeric(r.superficie_cubierta),
    superficie: r.tipo === 'Terreno' ? superficieTotal : null,
    hectareas: fromNumeric(r.hectareas),
    largo,
    ancho,
    dimensiones: { largo, ancho },
    alturaLibre: fromNumeric(r.altura_libre),
    piso: r.piso ?? null,
    version: Number(r.version),
    createdAt: isoDateTime(r.created_at),
    updatedAt: isoDateTime(r.updated_at),
  };
  for (const k of DETALLE_TEXTO) if (k in det) (p as Obj)[k] = det[k] ?? null;
  for (const k of DETALLE_NUMERO) if (k in det) (p as Obj)[k] = det[k] ?? null;
  for (const k of DETALLE_BOOL) if (k in det) (p as Obj)[k] = det[k] ?? null;
  if (Array.isArray(det.instalaciones)) p.instalaciones = det.instalaciones;
  return p;
}

/**
 * What an anonymous visitor may see: a hidden price is not sent at all (the site shows 'Consultar'), and the
 * owner client's id stays in the back office.
 */
export function publicView(p: Propiedad): Propiedad {
  const out: Propiedad = { ...p, clienteDueño: null };
  if (!p.precio.visible) {
    out.precio = { ...p.precio, monto: null };
    if ('precioVenta' in p) out.precioVenta = null;
    if ('precioAlquiler' in p) out.precioAlquiler = null;
  }
  return out;
}
