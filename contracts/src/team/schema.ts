// Assignment: who of the staff an enquiry or a client is assigned to, who closed an operation,
// and the team list the pickers offer. The reference to a user every reply carries, the bodies and query values
// that name one, and their messages.
import * as z from 'zod/mini';
import { esUuid } from '../schema/checks.js';

const s = z.string();

/** A member of staff as the lists and pickers show them (never a username, e-mail or role). */
export const usuarioRefSchema = z.object({ _id: s, nombre: s });
export type UsuarioRef = z.output<typeof usuarioRefSchema>;

/** Who an enquiry or a client is assigned to (null: nobody); optional in the reply, additive to the contract. */
export const asignadoASchema = z.optional(z.nullable(usuarioRefSchema));

export const MENSAJES_ASIGNACION = {
  usuarioInvalido: 'El usuario elegido no es válido',
  usuarioInexistente: 'El usuario elegido no existe',
  usuarioFaltante: 'Indicá el usuario (o null para quitar la asignación)',
} as const;

/** The query value that filters a list by nobody assigned (`asignadoA=ninguno`). */
export const SIN_ASIGNAR = 'ninguno';

/** A user's id to assign, or null to unassign ('' reads as null); anything else is refused. */
const usuarioId = z.pipe(
  z.union([z.string(), z.null()], { error: (iss) => (iss.input === undefined ? MENSAJES_ASIGNACION.usuarioFaltante : MENSAJES_ASIGNACION.usuarioInvalido) }),
  z.transform((v, ctx): string | null => {
    const t = v?.trim() ?? '';
    if (t === '') return null;
    if (!esUuid(t)) ctx.issues.push({ code: 'custom', message: MENSAJES_ASIGNACION.usuarioInvalido, input: v });
    return t;
  }),
);

/** An optional assignee in a body: absent keeps the stored one, null (or '') unassigns, an id assigns. */
export const asignadoAEntrada = z.optional(usuarioId);

/** PUT /api/admin/consultas/{id}/asignar */
export const asignarConsultaSchema = z.object({ usuario: usuarioId });
export type AsignarConsultaRequest = z.input<typeof asignarConsultaSchema>;
export type AsignarConsulta = z.output<typeof asignarConsultaSchema>;


/** GET /api/admin/equipo: every member of staff, by name, for the pickers. */
export const equipoResponseSchema = z.object({ success: z.literal(true), data: z.array(usuarioRefSchema) });
export type EquipoResponse = z.output<typeof equipoResponseSchema>;
