// The closed months' routes in the API's call table (calls.ts): request bodies and replies.
import { mesCerradoResponseSchema, mesReabiertoResponseSchema, mesesCerradosResponseSchema, reabrirMesSchema } from './schema.js';

export function llamadasCierres() {
  return {
    'GET /admin/cierres': { respuesta: mesesCerradosResponseSchema },
    'POST /admin/cierre/{mes}': { respuesta: mesCerradoResponseSchema, estado: 201 },
    'DELETE /admin/cierre/{mes}': { cuerpo: reabrirMesSchema, respuesta: mesReabiertoResponseSchema },
  } as const;
}

/** Closing a month takes no body: the month is in the path. */
export const SIN_CUERPO_CIERRES = ['POST /admin/cierre/{mes}'] as const;
