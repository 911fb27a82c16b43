// Payload shapes of the §7 call table, as the API sends and receives them. Field names are the contract's.
import type { Moneda, Operacion, TipoOperacionPreferencia, TipoPreferencia, TipoPropiedad } from './labels.js';

export interface Imagen {
  url: string;
  public_id: string;
  descripcion: string;
  orden: number;
  esPortada: boolean;
  offsetX: number;
  offsetY: number;
  zoom: number;
  /** Responsive renditions when the upload pipeline made them (width → url). */
  srcset?: { width: number; url: string }[];
  width?: number | null;
  height?: number | null;
  /** The cover crop as stored by the API (16:9, the framing applied): shown as is, without CSS framing. */
  portada?: { url: string; width: number; height: number; srcset?: { width: number; url: string }[] };
}

export interface Coordenadas {
  lat: number;
  lng: number;
}

export interface Ubicacion {
  calle: string;
  altura: number | null;
  piso: number | null;
  entreCalles: { calle1: string; calle2: string };
  localidad: string;
  coordenadas: Coordenadas | string | null;
  mapaUrl: string;
}

export interface Precio {
  monto: number | null;
  moneda: Moneda;
  visible: boolean;
}

export interface Servicios {
  agua: boolean;
  luz: boolean;
  cloacas: boolean;
  gas: boolean;
}

export interface Caracteristicas {
  dormitorios: number | null;
  baños: number | null;
  superficieTotal: number | null;
}

/** A property as the API returns it (list items and detail). Numeric detail fields are null when unknown. */
export interface Propiedad {
  id: string;
  _id: string;
  tipo: TipoPropiedad;
  titulo: string;
  tituloPublicacion: string;
  operacion: Operacion;
  visible: boolean;
  descripcion: string;
  categoria: TipoPropiedad;
  fechaPublicada: string | null;
  fechaPublicacion: string | null;
  clienteDueño: string | null;
  imagenes: Imagen[];
  ubicacion: Ubicacion;
  precio: Precio;
  caracteristicas: Caracteristicas;
  servicios: Servicios;
  amenities: Record<string, boolean>;
  expensas: number | null;
  antiguedad: number | null;
  baños: number | null;
  habitaciones: number | null;
  ambientes: number | null;
  superficieTotal: number | null;
  superficieCubierta: number | null;
  /** Terreno: its area (also mirrored in superficieTotal). */
  superficie: number | null;
  hectareas: number | null;
  largo: number | null;
  ancho: number | null;
  dimensiones: { largo: number | null; ancho: number | null };
  alturaLibre: number | null;
  piso: number | null;
  /** Type-specific fields (Campo, Fondo de Comercio, Galpón, Local comercial), spec §3. */
  condicion?: string | null;
  nombreComercio?: string | null;
  rubro?: string | null;
  superficieLocal?: number | null;
  antiguedadComercio?: number | null;
  facturacionMensual?: number | null;
  empleados?: number | null;
  precioVenta?: number | null;
  precioAlquiler?: number | null;
  incluyeMercaderia?: boolean | null;
  incluyeMaquinaria?: boolean | null;
  instalaciones?: string[];
  contacto?: string | null;
  frente?: number | null;
  fondo?: number | null;
  habilitacionMunicipal?: boolean | null;
  /** Optimistic-lock version; send it back on PUT. */
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/user/propiedades-publicas → { propiedades } (plus total/page/pages when paged). */
export interface PropiedadesPublicasResponse {
  propiedades: Propiedad[];
  total?: number;
  page?: number;
  pages?: number;
}

/** GET /api/user/propiedad/{id} */
export interface PropiedadDetalleResponse {
  propiedad: Propiedad;
  tipo: TipoPropiedad;
}

/** GET /api/admin/todas-propiedades → { casas } (plus total/page/pages when paged). */
export interface TodasPropiedadesResponse {
  casas: Propiedad[];
  total?: number;
  page?: number;
  pages?: number;
}

export interface PropiedadFiltros {
  page?: number;
  limit?: number;
  q?: string;
  tipo?: TipoPropiedad | '';
  operacion?: Operacion | '';
  precioMin?: number;
  precioMax?: number;
  moneda?: Moneda | '';
  dormitorios?: number;
  orden?: 'recientes' | 'precio_asc' | 'precio_desc';
  /** Admin only: 'visible' | 'oculta'. */
  estado?: 'visible' | 'oculta' | '';
}

export interface ClienteRef {
  _id: string;
  nombre: string;
  apellido: string;
  mail: string | null;
}

export interface Operacion_ {
  _id: string;
  operacion: Operacion;
  /** Title text of the property (snapshot kept even if the property changes or is deleted). */
  propiedad: string;
  propiedadId: string | null;
  oferente: ClienteRef;
  receptor: ClienteRef;
  montoDinero: number | null;
  moneda: Moneda;
  descripcion: string;
  fechaConcretada: string;
}
export type OperacionRegistro = Operacion_;

export interface NuevaOperacionRequest {
  operacion: Operacion;
  oferente: string;
  receptor: string;
  propiedad: string;
  montoDinero: number | null;
  moneda: Moneda;
  descripcion: string;
  fechaConcretada: string;
}

export interface PreferenciaBusqueda {
  _id?: string;
  tipoPropiedad: TipoPreferencia | '';
  tipoOperacion: TipoOperacionPreferencia | '';
  presupuesto: number | null;
  /** Currency of presupuesto (extension; ARS when absent). */
  moneda?: Moneda;
  descripcion: string;
  activa: boolean;
  financiacion: boolean;
  fechaCreacionPreferencia: string;
  altaPrioridad?: boolean;
}

export interface PropiedadOfrecida {
  _id?: string;
  propiedad: string;
  propiedadId?: string | null;
  detallesPropiedad?: {
    tipo: string;
    operacion: string;
    precio: { monto: number | null; moneda: string };
    ubicacion: Partial<Ubicacion> | string;
  };
  descripcion: string;
  activa: boolean;
}

export interface Cliente {
  _id: string;
  nombre: string;
  apellido: string;
  dni: string;
  mail: string | null;
  telefono: string;
  profesion: string | null;
  fechaCreacion: string;
  oferente: PropiedadOfrecida[];
  preferenciasBusqueda: PreferenciaBusqueda[];
  version: number;
  updatedAt: string;
}

export interface NuevoClienteRequest {
  nombre: string;
  apellido: string;
  dni: string | number;
  mail: string | null;
  telefono: string;
}

export interface EditarClienteRequest {
  nombre: string;
  apellido: string;
  dni: string | number;
  profesion: string | null;
  telefono: string;
  mail: string | null;
  preferenciasBusqueda: PreferenciaBusqueda[];
  oferente: { propiedad: string; propiedadId?: string | null; descripcion: string; activa: boolean }[];
  version?: number;
}

export interface Metricas {
  propiedades: {
    total: number;
    porOperacion: { venta: number; alquiler: number };
    distribucion: { venta: number; alquiler: number };
  };
  operaciones: {
    total: number;
    porTipo: { venta: number; alquiler: number };
    montosTotales: { ventas: number; alquileres: number };
    /** Extension: totals per currency, since summing ARS and USD means nothing. */
    montosPorMoneda?: { ventas: Record<string, number>; alquileres: Record<string, number> };
  };
  resumen: {
    totalPropiedadesActivas: number;
    totalOperacionesHistoricas: number;
    valorTotalTransacciones: number;
  };
}

export interface ContactoRequest {
  nombre: string;
  email: string;
  telefono?: string;
  asunto: string;
  mensaje: string;
  /** Honeypot: humans never fill it. */
  sitioWeb?: string;
}

export interface LoginRequest {
  usuario: string;
  contraseña: string;
}

export type LoginResponse = { success: true; data: { token: string } } | { success: false; error: string };

export interface TokenPayload {
  sub: string;
  nombre: string;
  mail: string;
  rol: string;
  iat?: number;
  exp: number;
}

export interface ImagenSubida {
  url: string;
  secure_url: string;
  public_id: string;
  width: number | null;
  height: number | null;
  /** WebP renditions for srcset, narrowest first. */
  srcset: { width: number; url: string }[];
}

export type Success<T> = { success: true; data: T };
