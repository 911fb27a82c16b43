// Outgoing mail ('Correo saliente', admins only): the outbox's messages as the API lists them, one message read in
// full, and the list's query string.
import * as z from 'zod/mini';
import { enteroConsulta, opcionConsulta } from '../schema/query.js';

export const ESTADOS_CORREO = ['pendiente', 'enviado', 'error'] as const;
export type EstadoCorreo = (typeof ESTADOS_CORREO)[number];

export const ESTADO_CORREO_LABELS: Record<EstadoCorreo, string> = { pendiente: 'Pendiente', enviado: 'Enviado', error: 'Error' };

const ok = z.literal(true);

/** One message of the outbox as the list shows it. */
export const correoSchema = z.object({
  _id: z.string(),
  para: z.string(),
  asunto: z.string(),
  estado: z.enum(ESTADOS_CORREO),
  intentos: z.number(),
  /** The last failure (a message still 'pendiente' may hold one: it is being retried). */
  error: z.optional(z.string()),
  creado: z.string(),
  enviado: z.optional(z.string()),
});
export type Correo = z.output<typeof correoSchema>;

/** One message read in full: its text and HTML parts, when it is tried next, whether it answers someone directly. */
export const correoDetalleSchema = z.extend(correoSchema, {
  texto: z.string(),
  html: z.string(),
  directa: z.boolean(),
  proximoIntento: z.nullable(z.string()),
  adjuntos: z.array(z.object({ nombre: z.string(), tipo: z.string() })),
});
export type CorreoDetalle = z.output<typeof correoDetalleSchema>;

/**
 * GET /api/admin/correos → the newest first (at most `limit`, default 100), with how many wait in all, whether an SMTP
 * server is set and whether messages carry links to the site (`enlaces`: PUBLIC_URL is set).
 */
export const correosResponseSchema = z.object({ success: ok, data: z.array(correoSchema), pendientes: z.number(), smtp: z.boolean(), enlaces: z.optional(z.boolean()) });
export type CorreosResponse = z.output<typeof correosResponseSchema>;
/** GET /api/admin/correo/{id}, POST /api/admin/correo/{id}/reenviar */
export const correoResponseSchema = z.object({ success: ok, data: correoDetalleSchema });
export type CorreoResponse = z.output<typeof correoResponseSchema>;

/** ?estado=pendiente|enviado|error &limit=1–500 */
export const correosConsultaSchema = z.object({
  estado: opcionConsulta('estado', ESTADOS_CORREO),
  limit: enteroConsulta('limit', 1, 500),
});
export type CorreosConsulta = z.output<typeof correosConsultaSchema>;

export const MENSAJES_CORREO = {
  noEncontrado: 'Correo no encontrado',
  sinEnlaces:
    'Los correos salen sin enlaces al sitio porque falta configurar su dirección pública (PUBLIC_URL): las alertas no llevan el enlace a Mi búsqueda ni a la baja, los avisos de consultas no llevan el botón y los enlaces para elegir contraseña hay que pasarlos a mano. Configurala y reiniciá el servidor.',
  reenviado: 'El correo volvió a la cola de envío',
} as const;
