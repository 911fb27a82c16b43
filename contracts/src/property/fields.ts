// The property, defined once (spec §3, §5). Every field a property type has: its kind, unit, the
// Spanish labels of the form and of the public page, the rule that requires it (with the spec's message), whether
// an anonymous visitor may see it, and where it is stored. Amenities and services per type with their labels.
// Everything else derives from these tables: the TypeScript types and zod schemas (schema.ts), the folding of the
// contract's twin names (twins.ts), the API's column mapping, the back-office form sections, the public detail
// (details.ts), the allow-list of anonymous replies (public-view.ts) and the OpenAPI documents.
// Plain data, no code that runs at import: the public site bundles what it reads of it and nothing else.
import type { TipoPropiedad } from '../labels.js';

/** How a value is typed in and stored. `dinero` and `decimal` are numeric(…, 2) columns: rounded to cents. */
export type TipoCampo = 'entero' | 'decimal' | 'dinero' | 'texto' | 'si/no' | 'lista';

export interface CampoDef {
  tipo: TipoCampo;
  /** Label of the back-office form (with the unit). */
  etiqueta: string;
  /** Label of the public page's characteristics; absent: the page shows the field elsewhere (piso) or not at all. */
  etiquetaPublica?: string;
  unidad?: 'm²' | 'm' | 'ha' | 'años';
  /** Bounds of numbers; texts: `max` is the length. */
  min?: number;
  max?: number;
  /** The form's step (two decimals for measures and money). */
  paso?: '0.01';
  ayuda?: string;
  /** An anonymous visitor may see it (the reply's allow-list). Staff-only fields never leave the back office. */
  publico: boolean;
  /** The properties table column; absent: kept in the `detalles` jsonb column under the field's name. */
  columna?: string;
  /** An amount of the property's own price (in its currency): hidden with the price when the price is hidden. */
  esPrecio?: true;
}

/** The per-type fields (not the ones every property has: title, location, price… — schema.ts). */
export const CAMPOS = {
  habitaciones: { tipo: 'entero', etiqueta: 'Dormitorios', etiquetaPublica: 'Dormitorios', max: 1000, publico: true, columna: 'habitaciones' },
  baños: { tipo: 'entero', etiqueta: 'Baños', etiquetaPublica: 'Baños', max: 1000, publico: true, columna: 'banos' },
  ambientes: { tipo: 'entero', etiqueta: 'Ambientes', etiquetaPublica: 'Ambientes', max: 1000, publico: true, columna: 'ambientes' },
  piso: { tipo: 'entero', etiqueta: 'Piso', min: -10, max: 300, ayuda: '0 = planta baja', publico: true, columna: 'piso' },
  superficieTotal: { tipo: 'decimal', etiqueta: 'Superficie total (m²)', etiquetaPublica: 'Sup. Total', unidad: 'm²', paso: '0.01', publico: true, columna: 'superficie_total' },
  /** Terreno's area (spec §3): the same column as superficieTotal, which the reply mirrors. */
  superficie: { tipo: 'decimal', etiqueta: 'Superficie (m²)', etiquetaPublica: 'Sup. Total', unidad: 'm²', paso: '0.01', publico: true, columna: 'superficie_total' },
  superficieCubierta: { tipo: 'decimal', etiqueta: 'Superficie cubierta (m²)', etiquetaPublica: 'Sup. Cubierta', unidad: 'm²', paso: '0.01', publico: true, columna: 'superficie_cubierta' },
  antiguedad: { tipo: 'entero', etiqueta: 'Antigüedad (años)', etiquetaPublica: 'Antigüedad', unidad: 'años', max: 1000, publico: true, columna: 'antiguedad' },
  expensas: { tipo: 'dinero', etiqueta: 'Expensas', etiquetaPublica: 'Expensas', paso: '0.01', publico: true, columna: 'expensas' },
  hectareas: { tipo: 'decimal', etiqueta: 'Hectáreas', etiquetaPublica: 'Hectáreas', unidad: 'ha', paso: '0.01', ayuda: 'La superficie se calcula como hectáreas × 10.000 m²', publico: true, columna: 'hectareas' },
  largo: { tipo: 'decimal', etiqueta: 'Largo (m)', etiquetaPublica: 'Largo', unidad: 'm', max: 1e9, paso: '0.01', publico: true, columna: 'largo' },
  ancho: { tipo: 'decimal', etiqueta: 'Ancho (m)', etiquetaPublica: 'Ancho', unidad: 'm', max: 1e9, paso: '0.01', publico: true, columna: 'ancho' },
  alturaLibre: { tipo: 'decimal', etiqueta: 'Altura libre (m)', etiquetaPublica: 'Altura libre', unidad: 'm', max: 1000, paso: '0.01', publico: true, columna: 'altura_libre' },
  frente: { tipo: 'decimal', etiqueta: 'Frente (m)', etiquetaPublica: 'Frente', unidad: 'm', paso: '0.01', publico: true },
  fondo: { tipo: 'decimal', etiqueta: 'Fondo (m)', etiquetaPublica: 'Fondo', unidad: 'm', paso: '0.01', publico: true },
  condicion: { tipo: 'texto', etiqueta: 'Condición', etiquetaPublica: 'Condición', max: 200, publico: true },
  nombreComercio: { tipo: 'texto', etiqueta: 'Nombre del comercio', etiquetaPublica: 'Comercio', max: 200, publico: true },
  rubro: { tipo: 'texto', etiqueta: 'Rubro', etiquetaPublica: 'Rubro', max: 200, publico: true },
  superficieLocal: { tipo: 'decimal', etiqueta: 'Superficie del local (m²)', etiquetaPublica: 'Sup. del local', unidad: 'm²', paso: '0.01', publico: true },
  antiguedadComercio: { tipo: 'entero', etiqueta: 'Antigüedad del comercio (años)', etiquetaPublica: 'Antigüedad del comercio', unidad: 'años', max: 1000, publico: true },
  /** A business's turnover is given to interested buyers by the agency, not to anyone on the web. */
  facturacionMensual: { tipo: 'dinero', etiqueta: 'Facturación mensual', paso: '0.01', ayuda: 'Sólo la ve el personal', publico: false },
  empleados: { tipo: 'entero', etiqueta: 'Empleados', etiquetaPublica: 'Empleados', max: 100000, publico: true },
  precioVenta: { tipo: 'dinero', etiqueta: 'Precio de venta', etiquetaPublica: 'Precio de venta', paso: '0.01', ayuda: 'Indicá precio de venta o de alquiler', publico: true, esPrecio: true },
  precioAlquiler: { tipo: 'dinero', etiqueta: 'Precio de alquiler', etiquetaPublica: 'Precio de alquiler', paso: '0.01', publico: true, esPrecio: true },
  instalaciones: { tipo: 'lista', etiqueta: 'Instalaciones', etiquetaPublica: 'Instalaciones', max: 200, ayuda: 'Separadas por comas', publico: true },
  /** The seller's own contact: the agency is the one visitors talk to. */
  contacto: { tipo: 'texto', etiqueta: 'Contacto', max: 200, ayuda: 'Sólo lo ve el personal', publico: false },
  habilitacionMunicipal: { tipo: 'si/no', etiqueta: 'Habilitación municipal', etiquetaPublica: 'Habilitación municipal', publico: true },
  incluyeMercaderia: { tipo: 'si/no', etiqueta: 'Incluye mercadería', etiquetaPublica: 'Incluye mercadería', publico: true },
  incluyeMaquinaria: { tipo: 'si/no', etiqueta: 'Incluye maquinaria', etiquetaPublica: 'Incluye maquinaria', publico: true },
} as const satisfies Record<string, CampoDef>;

export type NombreCampo = keyof typeof CAMPOS;
type Def<K extends NombreCampo> = (typeof CAMPOS)[K];
/** A field's value in a property: texts and yes/no may be unknown (null), a list is empty, numbers null. */
export type ValorDe<K extends NombreCampo> = Def<K>['tipo'] extends 'texto'
  ? string | null
  : Def<K>['tipo'] extends 'si/no'
    ? boolean | null
    : Def<K>['tipo'] extends 'lista'
      ? string[]
      : number | null;
/** Fields with a column of their own (every reply carries them) and the details kept in the `detalles` document. */
export type CampoConColumna = { [K in NombreCampo]: Def<K> extends { columna: string } ? K : never }[NombreCampo];
export type CampoDetalle = Exclude<NombreCampo, CampoConColumna>;
/** Fields only staff see. */
export type CampoPrivado = { [K in NombreCampo]: Def<K>['publico'] extends false ? K : never }[NombreCampo];

/** A field of a type, with the message that requires it (spec §5) when it is required. A type lists its fields in
 * the order its form asks for them and its public page shows them (spec §2's table order where it has one). */
export interface CampoDeTipo {
  campo: NombreCampo;
  requerido?: string;
  /** Computed by the API from other fields (never typed; the form does not ask for it, the page shows it). */
  derivado?: true;
}

export interface TipoDef {
  campos: readonly CampoDeTipo[];
  amenities: readonly NombreAmenity[];
  /** Agua, luz, cloacas, gas (a Fondo de Comercio is a business, not a building: no services). */
  servicios: boolean;
  /** Campo sends only localidad, coordinates and map URL as its location (spec §5). */
  ubicacionReducida?: boolean;
}

/** Amenities and their labels: Casa and Departamento as spec §3 lists them, the other types' sets are ours. */
export const AMENITIES = {
  piscina: 'Piscina',
  parrilla: 'Parrilla',
  jardin: 'Jardín',
  terraza: 'Terraza',
  garage: 'Garage',
  balcon: 'Balcón',
  tieneAscensor: 'Ascensor',
  seguridad24hs: 'Seguridad 24 hs',
  gimnasio: 'Gimnasio',
  vidriera: 'Vidriera',
  aireAcondicionado: 'Aire acondicionado',
  estacionamiento: 'Estacionamiento',
  esquina: 'Esquina',
  cercado: 'Cercado',
  arbolado: 'Arbolado',
  casco: 'Casco',
  aguada: 'Aguada',
  alambrado: 'Alambrado perimetral',
  galpon: 'Galpón',
  molino: 'Molino',
  oficinas: 'Oficinas',
  portonCamiones: 'Portón para camiones',
  playaManiobras: 'Playa de maniobras',
} as const;

export type NombreAmenity = keyof typeof AMENITIES;

/** Basic services (spec §3) and their labels. */
export const SERVICIOS = {
  agua: 'Agua corriente',
  luz: 'Luz eléctrica',
  cloacas: 'Cloacas',
  gas: 'Gas natural',
} as const;

export type NombreServicio = keyof typeof SERVICIOS;

/**
 * The seven types. Spec §2's characteristics table decides what the public page shows for Casa, Departamento,
 * Local comercial, Terreno and Campo (Dormitorios also for a Local comercial: a shop with living quarters above is
 * common in the province's towns); the type-specific fields are spec §3's.
 */
export const TIPOS: Record<TipoPropiedad, TipoDef> = {
  Casa: {
    campos: [
      { campo: 'habitaciones', requerido: 'Ingrese la cantidad de habitaciones' },
      { campo: 'baños' },
      { campo: 'ambientes' },
      { campo: 'superficieCubierta' },
      { campo: 'superficieTotal' },
      { campo: 'antiguedad' },
      { campo: 'expensas' },
    ],
    amenities: ['piscina', 'parrilla', 'jardin', 'terraza', 'garage', 'balcon'],
    servicios: true,
  },
  Departamento: {
    campos: [
      { campo: 'piso', requerido: 'Ingrese el piso' },
      { campo: 'habitaciones' },
      { campo: 'baños' },
      { campo: 'ambientes' },
      { campo: 'superficieCubierta' },
      { campo: 'superficieTotal' },
      { campo: 'antiguedad' },
      { campo: 'expensas' },
    ],
    amenities: ['terraza', 'garage', 'balcon', 'tieneAscensor', 'seguridad24hs', 'piscina', 'gimnasio'],
    servicios: true,
  },
  'Local comercial': {
    campos: [
      { campo: 'rubro', requerido: 'Ingrese el rubro' },
      { campo: 'habitaciones' },
      { campo: 'baños' },
      { campo: 'superficieCubierta' },
      { campo: 'superficieTotal' },
      { campo: 'antiguedad' },
      { campo: 'frente' },
      { campo: 'fondo' },
      { campo: 'expensas' },
      { campo: 'habilitacionMunicipal' },
    ],
    amenities: ['vidriera', 'aireAcondicionado', 'estacionamiento', 'seguridad24hs'],
    servicios: true,
  },
  Terreno: {
    campos: [{ campo: 'superficie' }, { campo: 'largo', requerido: 'El largo del terreno es requerido' }, { campo: 'ancho' }],
    amenities: ['esquina', 'cercado', 'arbolado'],
    servicios: true,
  },
  Campo: {
    campos: [
      { campo: 'hectareas', requerido: 'Las hectáreas deben ser un número positivo' },
      { campo: 'condicion', requerido: 'Ingrese la condición' },
      { campo: 'largo' },
      { campo: 'ancho' },
      { campo: 'superficieTotal', derivado: true },
    ],
    amenities: ['casco', 'aguada', 'alambrado', 'galpon', 'molino'],
    servicios: true,
    ubicacionReducida: true,
  },
  'Fondo de Comercio': {
    campos: [
      { campo: 'nombreComercio', requerido: 'Ingrese el nombre del comercio' },
      { campo: 'rubro', requerido: 'Ingrese el rubro' },
      { campo: 'superficieLocal' },
      { campo: 'superficieTotal' },
      { campo: 'antiguedadComercio' },
      { campo: 'facturacionMensual' },
      { campo: 'empleados' },
      { campo: 'precioVenta' },
      { campo: 'precioAlquiler' },
      { campo: 'instalaciones' },
      { campo: 'contacto' },
      { campo: 'incluyeMercaderia' },
      { campo: 'incluyeMaquinaria' },
    ],
    amenities: ['aireAcondicionado', 'estacionamiento', 'seguridad24hs'],
    servicios: false,
  },
  'Galpón': {
    campos: [
      { campo: 'superficieTotal', requerido: 'Ingrese la superficie total' },
      { campo: 'superficieCubierta' },
      { campo: 'alturaLibre' },
      { campo: 'condicion', requerido: 'Ingrese la condición' },
    ],
    amenities: ['oficinas', 'portonCamiones', 'playaManiobras', 'seguridad24hs'],
    servicios: true,
  },
};

/** What every property has that only staff see: its owner client, the bookkeeping of its edits, and where it is
 * published beyond the site ('Publicar en portales' and the choice per portal). */
export const SOLO_PERSONAL = ['clienteDueño', 'version', 'createdAt', 'publicarEnPortales', 'portales'] as const;

/** What every property has that anyone may see (the reply's other keys are its type's fields, by CAMPOS). */
export const COMUNES_PUBLICOS = [
  'id', '_id', 'codigo', 'tipo', 'titulo', 'tituloPublicacion', 'operacion', 'visible', 'estado', 'descripcion', 'categoria', 'fechaPublicada',
  'fechaPublicacion', 'imagenes', 'ubicacion', 'precio', 'caracteristicas', 'servicios', 'amenities', 'dimensiones', 'updatedAt',
  'destacada', 'bajoDePrecio', 'ubicacionAproximada',
] as const;

/** The portals a listing may be published on, in the order the editor and the Portales page show them. */
export const PORTALES = ['zonaprop', 'mercadolibre'] as const;
export type Portal = (typeof PORTALES)[number];
export const NOMBRES_PORTALES: Record<Portal, string> = { zonaprop: 'Zonaprop', mercadolibre: 'MercadoLibre' };

/** Rules that are more than "this field is required" (spec §5), with their messages. */
export const REGLAS = {
  /** Fondo de Comercio: at least one of its two prices. */
  fondoPrecio: 'Ingrese precio de venta o de alquiler',
  /** Campo: its area is hectares × 10,000 m² (computed by the API, never typed). */
  metrosPorHectarea: 10000,
} as const;

/** Every per-type field name, in the catalogue's order. */
export const NOMBRES_CAMPOS = Object.keys(CAMPOS) as NombreCampo[];

/** The type's fields with their definitions, in the form's order (derived ones too: see `derivado`). */
export function camposDe(tipo: TipoPropiedad): (CampoDeTipo & { def: CampoDef })[] {
  return TIPOS[tipo].campos.map((c) => ({ ...c, def: CAMPOS[c.campo] }));
}
