// The bank statements' routes in the API's call table (calls.ts): request bodies and replies.
import type * as z from 'zod/mini';
import {
  bancosResponseSchema, conciliarMovimientoSchema, ignorarMovimientoSchema, importarExtractoResponseSchema, importarExtractoSchema, movimientoResponseSchema, movimientosResponseSchema,
} from './schema.js';

/** A multipart/form-data body: one file in the field `archivo` and the text fields of `campos`. */
export interface CuerpoMultipart {
  multipart: { archivo: string; descripcion: string; campos: z.ZodMiniType };
}

export function llamadasBanco() {
  const importar: CuerpoMultipart = { multipart: { archivo: 'archivo', descripcion: 'El extracto tal como lo exporta el banco: CSV (separador ; o ,) o .xlsx', campos: importarExtractoSchema } };
  return {
    'POST /admin/banco/importar': { cuerpo: importar, respuesta: importarExtractoResponseSchema, estado: 201 },
    'GET /admin/banco/bancos': { respuesta: bancosResponseSchema },
    'GET /admin/banco/movimientos': { respuesta: movimientosResponseSchema },
    'POST /admin/banco/movimiento/{id}/conciliar': { cuerpo: conciliarMovimientoSchema, respuesta: movimientoResponseSchema },
    'POST /admin/banco/movimiento/{id}/ignorar': { cuerpo: ignorarMovimientoSchema, respuesta: movimientoResponseSchema },
  } as const;
}
