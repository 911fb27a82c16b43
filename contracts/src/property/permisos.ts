// What a member of staff may do with a listing: an admin, everything; an agente creates listings and edits those
// assigned to them or that they created (or every one, when the agency allows it in its settings); sending to the
// Papelera stays the admins'. GET /api/admin/propiedad/{id}/permisos answers it for the caller (the property page
// shows Editar and Eliminar from it); PUT /api/admin/propiedad/{id}/asignar assigns a listing (admins).
import * as z from 'zod/mini';
import { usuarioRefSchema } from '../team/schema.js';

export const MENSAJES_PERMISOS = {
  editarPropiedad: 'Solo podés editar las propiedades que cargaste o que tenés asignadas. Pedile a un administrador que te la asigne.',
} as const;

export const permisosPropiedadSchema = z.object({
  editar: z.boolean(),
  eliminar: z.boolean(),
  /** The member of staff the listing is assigned to (null: nobody). */
  asignadoA: z.nullable(usuarioRefSchema),
});
export type PermisosPropiedad = z.output<typeof permisosPropiedadSchema>;

export const permisosPropiedadResponseSchema = z.object({ success: z.literal(true), data: permisosPropiedadSchema });
export type PermisosPropiedadResponse = z.output<typeof permisosPropiedadResponseSchema>;
