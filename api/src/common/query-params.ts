// A list's query string read by its schema in contracts (schema/query.ts): the clean values, or a 400 in the one error
// shape with the Spanish message of each wrong parameter.
import { validarCon } from '@inmo/contracts';
import type * as z from 'zod/mini';
import { ApiError } from './api-error.js';

export function readQuery<S extends z.ZodMiniObject>(schema: S, query: unknown): z.output<S> {
  const r = validarCon(schema, query ?? {});
  if (!r.ok) throw ApiError.validation(r.errores);
  return r.datos;
}

/** Whether the query names any of the schema's parameters (the catalogues page on the server only then). */
export function namesAny(schema: z.ZodMiniObject, query: Record<string, unknown> | undefined): boolean {
  return Object.keys(schema.shape).some((k) => query?.[k] !== undefined);
}
