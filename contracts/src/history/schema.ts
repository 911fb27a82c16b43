// A record's change history: who created, edited, deleted (to the Papelera) or restored a
// property, client or operation, when, and which fields changed, old → new, in the contract's field names.
// GET /api/admin/historial/{entidad}/{id} answers it newest first (staff only).
import * as z from 'zod/mini';

/**
 * 'usuario': a staff account's security changes made by an admin (a second factor reset). 'indice': an index series'
 * loads and deletions, its id the index's name ('ICL'), each date's value before → after. 'visita': a visit's
 * creation and changes. 'mes': a month's closes and reopens, its id the month ('2026-11').
 */
export const ENTIDADES_HISTORIAL = ['propiedad', 'cliente', 'operacion', 'usuario', 'contrato', 'tasacion', 'indice', 'visita', 'mes'] as const;
export type EntidadHistorial = (typeof ENTIDADES_HISTORIAL)[number];

export const ACCIONES_HISTORIAL = ['crear', 'editar', 'eliminar', 'restaurar'] as const;
export type AccionHistorial = (typeof ACCIONES_HISTORIAL)[number];

/** A changed field: its values before and after (null: it had none). Lists of pictures are given as their count. */
export const cambioSchema = z.object({ campo: z.string(), antes: z.unknown(), despues: z.unknown() });
export type Cambio = z.output<typeof cambioSchema>;

export const entradaHistorialSchema = z.object({
  fecha: z.string(),
  /** Who did it, with the name they had then; null when the user no longer exists and left no name. */
  usuario: z.nullable(z.object({ _id: z.nullable(z.string()), nombre: z.string() })),
  accion: z.enum(ACCIONES_HISTORIAL),
  cambios: z.array(cambioSchema),
});
export type EntradaHistorial = z.output<typeof entradaHistorialSchema>;

/** GET /api/admin/historial/{entidad}/{id}: newest first. */
export const historialResponseSchema = z.object({ success: z.literal(true), data: z.array(entradaHistorialSchema) });
export type HistorialResponse = z.output<typeof historialResponseSchema>;
