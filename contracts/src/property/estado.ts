// A listing's state: where it stands in its life, beside whether staff show it (visible). Only a Disponible listing
// (and a Reservada one, when the agency shows reserved listings) is on the public site and the portals. Recording an
// operation moves its listing to Vendida or Alquilada; staff set any state by hand with a reason
// (PUT /api/admin/estado-propiedad/{id}), and every change is in the property's Historial.
import * as z from 'zod/mini';
import type { Operacion } from '../labels.js';
import { esObjeto, numero, texto, validarCon, type Resultado } from '../schema/kit.js';

export const ESTADOS_PROPIEDAD = ['Disponible', 'Reservada', 'Vendida', 'Alquilada', 'Suspendida'] as const;
export type EstadoPropiedad = (typeof ESTADOS_PROPIEDAD)[number];

/** The state a new listing starts in. */
export const ESTADO_INICIAL: EstadoPropiedad = 'Disponible';

/** States that take a listing off the public site, the sitemap and the portals, whatever the agency's settings. */
export const ESTADOS_FUERA_DE_CATALOGO: readonly EstadoPropiedad[] = ['Vendida', 'Alquilada', 'Suspendida'];

/** The state an operation of this type leaves its listing in. */
export function estadoPorOperacion(operacion: Operacion): EstadoPropiedad {
  return operacion === 'venta' ? 'Vendida' : 'Alquilada';
}

/** Whether anyone outside the agency sees a listing in this state (`reservadaPublica`: the agency's setting). */
export function estadoPublico(estado: EstadoPropiedad, reservadaPublica: boolean): boolean {
  return estado === 'Disponible' || (estado === 'Reservada' && reservadaPublica);
}

/** A listing that stays public but takes no enquiries (the page shows the 'Reservada' badge, no form). */
export function aceptaConsultas(estado: EstadoPropiedad | undefined): boolean {
  return estado === undefined || estado === 'Disponible';
}

export const MENSAJES_ESTADO = {
  estadoInvalido: `Seleccione un estado: ${ESTADOS_PROPIEDAD.join(', ')}`,
  motivoRequerido: 'Indique el motivo del cambio de estado',
  mismoEstado: 'La propiedad ya está en ese estado',
  cambiado: (estado: EstadoPropiedad) => `Estado cambiado a ${estado}`,
} as const;

/** PUT /api/admin/estado-propiedad/{id}: the new state, why, and optionally the version the change applies to. */
export const cambiarEstadoSchema = z.object({
  estado: z.enum(ESTADOS_PROPIEDAD, { error: MENSAJES_ESTADO.estadoInvalido }),
  motivo: texto('Motivo', { max: 500, requerido: MENSAJES_ESTADO.motivoRequerido }),
  version: numero('Versión', { entero: true, min: 1 }),
});
export type CambiarEstado = z.output<typeof cambiarEstadoSchema>;

export function leerCambiarEstado(body: unknown): Resultado<CambiarEstado> {
  if (!esObjeto(body)) return { ok: false, errores: { body: 'El cuerpo debe ser un objeto JSON' } };
  return validarCon(cambiarEstadoSchema, body);
}
