// Domain vocabularies shared by the UI and the API. Values are the contract's Spanish names (spec §3, §7, §9).

export const OPERACIONES = ['venta', 'alquiler', 'alquiler temporal'] as const;
export type Operacion = (typeof OPERACIONES)[number];
export const OPERACION_LABELS: Record<Operacion, string> = {
  venta: 'Venta',
  alquiler: 'Alquiler',
  'alquiler temporal': 'Alquiler temporal',
};

export const MONEDAS = ['ARS', 'USD', 'EUR'] as const;
export type Moneda = (typeof MONEDAS)[number];
/** Creation forms offer only these (spec §3 precio). */
export const MONEDAS_ALTA: readonly Moneda[] = ['ARS', 'USD'];

export const TIPOS_PROPIEDAD = [
  'Casa',
  'Departamento',
  'Local comercial',
  'Terreno',
  'Campo',
  'Fondo de Comercio',
  'Galpón',
] as const;
export type TipoPropiedad = (typeof TIPOS_PROPIEDAD)[number];

/** Grammatical gender of each type's name, for the words that agree with it ('Casa creada', 'Galpón creado'). */
export const GENERO_TIPO_PROPIEDAD: Record<TipoPropiedad, 'f' | 'm'> = {
  Casa: 'f',
  Departamento: 'm',
  'Local comercial': 'm',
  Terreno: 'm',
  Campo: 'm',
  'Fondo de Comercio': 'm',
  'Galpón': 'm',
};

/**
 * What the back office and the API say when a property is created (spec §8 '{categoria} creada con éxito!', with
 * the participle agreeing with the type: '¡Galpón creado con éxito!', '¡Casa creada con éxito!').
 */
export function mensajePropiedadCreada(tipo: TipoPropiedad): string {
  return `¡${tipo} ${GENERO_TIPO_PROPIEDAD[tipo] === 'f' ? 'creada' : 'creado'} con éxito!`;
}

/** The per-type creation endpoint under /api/admin (spec §7). */
export const ENDPOINT_ALTA: Record<TipoPropiedad, string> = {
  Casa: 'nueva-casa',
  Departamento: 'nuevo-dpto',
  Campo: 'nuevo-campo',
  'Fondo de Comercio': 'nuevo-fondo',
  'Local comercial': 'nuevo-local',
  Terreno: 'nuevo-terreno',
  'Galpón': 'nuevo-galpon',
};

/** Search-preference property types (spec §3 Search preference) and how the UI names them. */
export const TIPOS_PREFERENCIA = ['Casa', 'Dpto', 'Terreno', 'Campo', 'Galpon', 'Local', 'FondoComercio'] as const;
export type TipoPreferencia = (typeof TIPOS_PREFERENCIA)[number];
export const TIPO_PREFERENCIA_LABELS: Record<TipoPreferencia, string> = {
  Casa: 'Casa',
  Dpto: 'Departamento',
  Terreno: 'Terreno',
  Campo: 'Campo',
  Galpon: 'Galpón',
  Local: 'Local comercial',
  FondoComercio: 'Fondo de Comercio',
};
/** Maps a preference type to the property tipo it looks for. */
export const TIPO_PREFERENCIA_A_PROPIEDAD: Record<TipoPreferencia, TipoPropiedad> = {
  Casa: 'Casa',
  Dpto: 'Departamento',
  Terreno: 'Terreno',
  Campo: 'Campo',
  Galpon: 'Galpón',
  Local: 'Local comercial',
  FondoComercio: 'Fondo de Comercio',
};

export const TIPOS_OPERACION_PREFERENCIA = ['Alquiler', 'Compra'] as const;
export type TipoOperacionPreferencia = (typeof TIPOS_OPERACION_PREFERENCIA)[number];

export const ASUNTOS_CONTACTO = [
  'Quiero comprar una propiedad',
  'Quiero vender mi propiedad',
  'Busco alquilar',
  'Necesito una tasación',
  'Consulta general',
] as const;
export type AsuntoContacto = (typeof ASUNTOS_CONTACTO)[number];

/** Page sizes and limits (spec §9). */
export const LIMITES = {
  catalogoPorPagina: 9,
  operacionesPorPagina: 6,
  clientesPorPagina: 6,
  resultadosBusqueda: 10,
  /** Caps on a client's lists (a body of thousands of entries would be thousands of rows in one save). */
  preferenciasPorCliente: 50,
  localidadesPorPreferencia: 20,
  propiedadesOfrecidasPorCliente: 100,
  imagenMaxBytes: 10 * 1024 * 1024,
  zoomMin: 1,
  zoomMax: 3,
  mapaZoom: 15,
} as const;

/** Storage keys (spec §9). */
export const STORAGE_KEYS = {
  token: 'auth-token',
  backendDespertado: 'backendDespertado',
  tema: 'tema',
} as const;

/** Header the API reads the token from (spec §6). */
export const AUTH_HEADER = 'auth-token';
/**
 * Sent with a create (POST that makes a row): the same key from the same caller to the same call within 24 h gets
 * the first reply again, marked with IDEMPOTENCY_REPLAYED_HEADER, and makes nothing twice (api/README.md).
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_REPLAYED_HEADER = 'Idempotency-Replayed';
/** Window event fired whenever the stored token changes. */
export const AUTH_CHANGE_EVENT = 'auth-change';

export const DEFAULT_IMAGE_PUBLIC_ID = 'imagen_por_defecto';
