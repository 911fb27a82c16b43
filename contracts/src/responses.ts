// Reply shapes of the API calls that types.ts leaves implicit (what the API actually sends, beside §7's fields).
import type { TipoPropiedad } from './labels.js';
import type { Cliente, Imagen, OperacionRegistro, Propiedad } from './types.js';

/** POST /api/admin/nueva-casa … nuevo-galpon → 201. */
export interface CrearPropiedadResponse {
  success: true;
  id: string;
  message: string;
  propiedad: Propiedad;
}

/** PUT /api/admin/editar-propiedad/{id}. `version` (or propiedad.version) turns on the optimistic check (409). */
export interface EditarPropiedadRequest {
  tipo: TipoPropiedad;
  propiedad: Partial<Propiedad> & Record<string, unknown>;
  version?: number;
}
export interface EditarPropiedadResponse {
  success: true;
  propiedad: Propiedad;
}

/** DELETE /api/admin/eliminar-propiedad/{id} (soft delete). */
export interface EliminarPropiedadResponse {
  success: true;
  message: string;
}

/** GET /api/admin/operaciones: a plain array, newest first (spec §7 "array of operations"). */
export type OperacionesResponse = OperacionRegistro[];
/** POST /api/admin/nueva-operacion → 201. */
export interface NuevaOperacionResponse {
  success: true;
  message: string;
  data: OperacionRegistro;
}

/** GET /api/admin/clientes?limit=&q= */
export interface ClientesResponse {
  success: true;
  data: Cliente[];
}
/** GET /api/admin/cliente/{id}, POST /api/admin/nuevo-cliente (201), PUT /api/admin/editar-cliente/{id}. */
export interface ClienteResponse {
  success: true;
  message?: string;
  data: Cliente;
}

/** POST /api/user/contacto → 201. */
export interface ContactoResponse {
  success: true;
  message: string;
}

/** GET /api/ping and GET /api/health. */
export interface PingResponse {
  success: true;
  message: 'pong';
}
export interface HealthResponse {
  status: 'ok' | 'error';
  database: 'up' | 'down';
}

/** Default image the API returns for a property without images. */
export type ImagenPorDefecto = Imagen & { public_id: 'imagen_por_defecto' };

/** A contact enquiry in the back-office inbox (GET /api/admin/consultas, PATCH /api/admin/consultas/{id}). */
export interface Consulta {
  _id: string;
  nombre: string;
  email: string;
  telefono: string;
  asunto: string;
  mensaje: string;
  /** When it arrived (ISO). */
  fecha: string;
  leida: boolean;
  respondida: boolean;
  leidaEn: string | null;
  respondidaEn: string | null;
}
/** GET /api/admin/consultas?page=&limit=&estado=pendientes|leidas|respondidas|sinresponder */
export interface ConsultasResponse {
  success: true;
  data: Consulta[];
  total: number;
  page: number;
  pages: number;
  /** Unread enquiries in all (for a badge). */
  pendientes: number;
}
