// Reply shapes of the API calls that types.ts leaves implicit (what the API actually sends, beside §7's fields).
import type { TipoPropiedad } from './labels.js';
import type { Cliente, OperacionRegistro } from './types.js';
import type { Imagen, Propiedad } from './property/reply.js';

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

/** GET /api/admin/clientes?page=… (paged form; without page: ClientesResponse). */
export interface ClientesPaginadosResponse extends ClientesResponse {
  total: number;
  page: number;
  pages: number;
}

/** A preference as the matching calls return it. */
export interface PreferenciaCoincidencia {
  _id: string;
  tipoPropiedad: string;
  tipoOperacion: string;
  presupuesto: number | null;
  moneda: string;
  descripcion: string;
  altaPrioridad: boolean;
}
/**
 * GET /api/admin/cliente/{id}/coincidencias?tolerancia=10: per active preference, the visible properties of its
 * type and operation (Compra ↔ venta; Alquiler ↔ alquiler / alquiler temporal) priced in the budget's currency
 * at most `tolerancia` % above the budget (any price when there is no budget).
 */
export interface CoincidenciasClienteResponse {
  success: true;
  data: { tolerancia: number; preferencias: { preferencia: PreferenciaCoincidencia; propiedades: Propiedad[] }[] };
}
/** GET /api/admin/propiedad/{id}/interesados?tolerancia=10: clients whose active preferences the property fits. */
export interface InteresadosPropiedadResponse {
  success: true;
  data: {
    tolerancia: number;
    interesados: {
      cliente: { _id: string; nombre: string; apellido: string; mail: string | null; telefono: string; fechaCreacion: string };
      preferencia: PreferenciaCoincidencia;
    }[];
  };
}

/** GET /api/admin/reportes?meses=12 */
export interface ReportesResponse {
  success: true;
  data: {
    meses: number;
    /** One row per month, type and currency; a month without operations has one row with operacion/moneda null. */
    operacionesPorMes: { mes: string; operacion: string | null; moneda: string | null; cantidad: number; monto: number }[];
    propiedadesPorTipo: { tipo: string; operacion: string; cantidad: number; visibles: number }[];
    diasEnMercado: { operacion: string; tipo: string; cantidad: number; promedioDias: number; minimoDias: number; maximoDias: number }[];
  };
}

/** GET /api/admin/operaciones?page=… (paged form; without page the contract's plain array, filters still apply). */
export interface OperacionesPaginadasResponse {
  success: true;
  data: OperacionRegistro[];
  total: number;
  page: number;
  pages: number;
}

/** GET /api/admin/papelera?page=&limit= → TodasPropiedadesResponse (deleted ones, most recent first, always paged). */
/** POST /api/admin/restaurar-propiedad/{id} */
export interface RestaurarPropiedadResponse {
  success: true;
  message: string;
  propiedad: Propiedad;
}
