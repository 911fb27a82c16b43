// Payload shapes of the §7 call table, as the API sends and receives them. Field names are the contract's.
import type { Moneda, Operacion, TipoOperacionPreferencia, TipoPreferencia, TipoPropiedad } from './labels.js';
import type { Propiedad, Ubicacion } from './property/reply.js';
import type { PropiedadPublica } from './property/public-view.js';

/** GET /api/user/propiedades-publicas → { propiedades } (plus total/page/pages when paged). */
export interface PropiedadesPublicasResponse {
  propiedades: PropiedadPublica[];
  total?: number;
  page?: number;
  pages?: number;
}

/** GET /api/user/propiedad/{id} */
export interface PropiedadDetalleResponse {
  /** Staff (a valid token) get the whole property, hidden ones too: esPropiedadDePersonal() tells. */
  propiedad: PropiedadPublica | Propiedad;
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
