// A property on the way out (spec §3, §7): the reply's schema — what the API documents and what the TypeScript type
// `Propiedad` is — and propiedadDeDatos(), which writes every twin of the contract once (titulo/tituloPublicacion,
// fechaPublicada/fechaPublicacion, the flat fields and their nested copies in ubicacion, precio, caracteristicas,
// dimensiones). What an anonymous visitor gets of it is public-view.ts's allow-list.
import * as z from 'zod/mini';
import { DEFAULT_IMAGE_PUBLIC_ID, MONEDAS, OPERACIONES, TIPOS_PROPIEDAD, type TipoPropiedad } from '../labels.js';
import { CAMPOS, SERVICIOS, TIPOS, type CampoConColumna, type CampoDetalle, type NombreAmenity, type NombreCampo, type ValorDe } from './fields.js';
import type { PropiedadDatos } from './schema.js';
import { ESTADO_INICIAL, ESTADOS_PROPIEDAD, type EstadoPropiedad } from './estado.js';

const n = z.nullable(z.number());
const s = z.string();
const renditions = z.array(z.object({ width: z.number(), url: s }));

export const imagenSchema = z.object({
  url: s,
  public_id: s,
  descripcion: s,
  orden: z.number(),
  esPortada: z.boolean(),
  offsetX: z.number(),
  offsetY: z.number(),
  zoom: z.number(),
  /** Responsive renditions when the upload pipeline made them. */
  srcset: z.optional(renditions),
  width: z.optional(n),
  height: z.optional(n),
  /** The cover crop as stored by the API (16:9, the framing applied): shown as is, without CSS framing. */
  portada: z.optional(z.object({ url: s, width: z.number(), height: z.number(), srcset: z.optional(renditions) })),
});
export type Imagen = z.output<typeof imagenSchema>;

export const coordenadasSchema = z.object({ lat: z.number(), lng: z.number() });
export type Coordenadas = z.output<typeof coordenadasSchema>;

export const ubicacionSchema = z.object({
  calle: s,
  altura: n,
  piso: n,
  entreCalles: z.object({ calle1: s, calle2: s }),
  localidad: s,
  /** Sent as {lat, lng}; the contract also accepts the text 'lat,lng' on the way in. */
  coordenadas: z.nullable(z.union([coordenadasSchema, s])),
  mapaUrl: s,
});
export type Ubicacion = z.output<typeof ubicacionSchema>;

export const precioSchema = z.object({ monto: n, moneda: z.enum(MONEDAS), visible: z.boolean() });
export type Precio = z.output<typeof precioSchema>;

export const serviciosSchema = z.object(Object.fromEntries(Object.keys(SERVICIOS).map((k) => [k, z.boolean()])) as Record<keyof typeof SERVICIOS, z.ZodMiniBoolean>);
export type Servicios = z.output<typeof serviciosSchema>;

export const caracteristicasSchema = z.object({ dormitorios: n, baños: n, superficieTotal: n });
export type Caracteristicas = z.output<typeof caracteristicasSchema>;

/** Fields stored in their own column: every reply carries them (null when unknown or not of the type). */
const CON_COLUMNA = (Object.keys(CAMPOS) as NombreCampo[]).filter((c): c is CampoConColumna => 'columna' in CAMPOS[c]);
/** The type-specific details (spec §3): a reply carries those of its type. */
const DETALLES = (Object.keys(CAMPOS) as NombreCampo[]).filter((c): c is CampoDetalle => !('columna' in CAMPOS[c]));

function valorSchema(c: NombreCampo) {
  const t = CAMPOS[c].tipo;
  return t === 'texto' ? z.nullable(s) : t === 'si/no' ? z.nullable(z.boolean()) : t === 'lista' ? z.array(s) : n;
}

const propiedadComun = {
  id: s,
  _id: s,
  /** The listing code the database gave it ('CA-0042', property/code.ts). */
  codigo: s,
  tipo: z.enum(TIPOS_PROPIEDAD),
  titulo: s,
  tituloPublicacion: s,
  operacion: z.enum(OPERACIONES),
  visible: z.boolean(),
  /** Where the listing stands (estado.ts): Disponible, Reservada, Vendida, Alquilada or Suspendida. */
  estado: z.enum(ESTADOS_PROPIEDAD),
  /** Featured on the home. */
  destacada: z.boolean(),
  /** Sent to the portals (staff only), and to which. */
  publicarEnPortales: z.boolean(),
  portales: z.object({ zonaprop: z.boolean(), mercadolibre: z.boolean() }),
  /** The public page, JSON-LD and feeds show the street and area only (no number, no exact point). */
  ubicacionAproximada: z.boolean(),
  /** An edit lowered its price, in the same currency, in the last 30 days ('Bajó de precio'; never for a hidden price). */
  bajoDePrecio: z.boolean(),
  descripcion: s,
  categoria: z.enum(TIPOS_PROPIEDAD),
  fechaPublicada: z.nullable(s),
  fechaPublicacion: z.nullable(s),
  clienteDueño: z.nullable(s),
  imagenes: z.array(imagenSchema),
  ubicacion: ubicacionSchema,
  precio: precioSchema,
  caracteristicas: caracteristicasSchema,
  servicios: serviciosSchema,
  amenities: z.record(z.string(), z.boolean()),
  dimensiones: z.object({ largo: n, ancho: n }),
  /** Optimistic-lock version; send it back on PUT. */
  version: z.number(),
  createdAt: s,
  updatedAt: s,
};

/** The reply's schema, every field of every type in it (a reply has its type's details only). */
export const propiedadSchema = z.object({
  ...propiedadComun,
  ...(Object.fromEntries(CON_COLUMNA.map((c) => [c, valorSchema(c)])) as unknown as { [K in CampoConColumna]: z.ZodMiniType<ValorDe<K>> }),
  ...(Object.fromEntries(DETALLES.map((c) => [c, z.optional(valorSchema(c))])) as unknown as { [K in CampoDetalle]: z.ZodMiniOptional<z.ZodMiniType<ValorDe<K>>> }),
});

/** A property as the API returns it to staff (list items and detail). Numeric fields are null when unknown. */
export type Propiedad = z.output<typeof propiedadSchema>;

/** What the API keeps beside a property's fields. */
export interface PropiedadMeta {
  id: string;
  codigo: string;
  imagenes: Imagen[];
  version: number;
  createdAt: string;
  updatedAt: string;
  /** The price was lowered in the last 30 days, in the same currency (the API reads it from precio_bajo_en). */
  bajoDePrecio?: boolean;
  /** The listing's state (Disponible when not given). */
  estado?: EstadoPropiedad;
}

const DEFAULT_IMAGE: Imagen = { url: '/api/media/imagen_por_defecto.svg', public_id: DEFAULT_IMAGE_PUBLIC_ID, descripcion: '', orden: 0, esPortada: true, offsetX: 0.5, offsetY: 0.5, zoom: 1 };

/** Per type, worked out once (a catalogue page maps nine properties per request): which columns are its own, its details. */
interface Forma {
  propios: ReadonlySet<string>;
  columnas: readonly { campo: CampoConColumna; propio: boolean }[];
  detalles: readonly { campo: CampoDetalle; vacio: [] | null }[];
}
const FORMAS = new Map<TipoPropiedad, Forma>();
function formaDe(tipo: TipoPropiedad): Forma {
  let f = FORMAS.get(tipo);
  if (!f) {
    const propios = new Set<string>(TIPOS[tipo].campos.map((c) => c.campo));
    f = {
      propios,
      columnas: CON_COLUMNA.map((campo) => ({ campo, propio: propios.has(campo) })),
      detalles: DETALLES.filter((c) => propios.has(c)).map((campo) => ({ campo, vacio: CAMPOS[campo].tipo === 'lista' ? [] : null })),
    };
    FORMAS.set(tipo, f);
  }
  return f;
}

/**
 * The contract's reply: every twin written here, once. A property without pictures shows the default one (spec
 * §9); `amenities` holds the ticked ones of its type (`{piscina: true}`).
 */
export function propiedadDeDatos(d: PropiedadDatos, meta: PropiedadMeta): Propiedad {
  const tipo: TipoPropiedad = d.tipo;
  const forma = formaDe(tipo);
  const src = d as unknown as Record<string, unknown>;
  const v = (c: NombreCampo) => (forma.propios.has(c) ? (src[c] ?? null) : null) as number | null;
  const amenities: Record<string, boolean> = {};
  for (const a of TIPOS[tipo].amenities) if (d.amenities[a] === true) amenities[a] = true;
  // Terreno's area is `superficie`; every other type's, superficieTotal.
  const superficieTotal = tipo === 'Terreno' ? v('superficie') : ((d.superficieTotal ?? null) as number | null);
  const habitaciones = v('habitaciones');
  const baños = v('baños');
  const largo = v('largo');
  const ancho = v('ancho');
  const p: Record<string, unknown> = {
    id: meta.id,
    _id: meta.id,
    codigo: meta.codigo,
    tipo,
    titulo: d.titulo,
    tituloPublicacion: d.titulo,
    operacion: d.operacion,
    visible: d.visible,
    estado: meta.estado ?? ESTADO_INICIAL,
    destacada: d.destacada,
    publicarEnPortales: d.publicarEnPortales,
    portales: { ...d.portales },
    ubicacionAproximada: d.ubicacionAproximada,
    bajoDePrecio: meta.bajoDePrecio === true,
    descripcion: d.descripcion,
    categoria: tipo,
    fechaPublicada: d.fechaPublicacion,
    fechaPublicacion: d.fechaPublicacion,
    clienteDueño: d.clienteDueño,
    imagenes: meta.imagenes.length > 0 ? meta.imagenes : [{ ...DEFAULT_IMAGE }],
    ubicacion: {
      calle: d.calle,
      altura: d.altura,
      piso: v('piso'),
      entreCalles: { calle1: d.entreCalle1, calle2: d.entreCalle2 },
      localidad: d.localidad,
      coordenadas: d.coordenadas,
      mapaUrl: d.mapaUrl,
    },
    precio: d.precio,
    caracteristicas: { dormitorios: habitaciones, baños, superficieTotal },
    servicios: d.servicios,
    amenities,
    dimensiones: { largo, ancho },
  };
  for (const c of forma.columnas) p[c.campo] = c.propio ? (src[c.campo] ?? null) : null;
  p.superficieTotal = superficieTotal;
  p.superficie = tipo === 'Terreno' ? superficieTotal : null;
  for (const c of forma.detalles) p[c.campo] = src[c.campo] ?? (c.vacio === null ? null : []);
  p.version = meta.version;
  p.createdAt = meta.createdAt;
  p.updatedAt = meta.updatedAt;
  return p as Propiedad;
}

/** The fields of AMENITIES a property has ticked, in its type's order (for code that lists them). */
export function amenitiesMarcadas(p: Pick<Propiedad, 'tipo' | 'amenities'>): NombreAmenity[] {
  const tipo = TIPOS[p.tipo];
  return tipo ? tipo.amenities.filter((a) => p.amenities?.[a] === true) : [];
}

