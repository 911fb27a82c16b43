// Payload shapes of the §7 call table, as the API sends and receives them. Field names are the contract's.
import type { Moneda, Operacion, TipoPropiedad } from './labels.js';
import type { Propiedad } from './property/reply.js';
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

export type LoginResponse = { success: true; data: { token: string } } | { success: false; error: string };

export interface TokenPayload {
  sub: string;
  nombre: string;
  mail: string;
  rol: string;
  /** The token's id: logging out refuses this one. */
  jti: string;
  /** The user's session generation when signed: a password change or a reset ends every older one. */
  gen: number;
  iat?: number;
  exp: number;
  /** The user must set a password of their own before anything else (a temporary or weak one). */
  cambiar?: boolean;
  /** Set by the API on the request, never signed: an admin who must turn on the second factor first. */
  configurar2fa?: boolean;
}

export type Success<T> = { success: true; data: T };
