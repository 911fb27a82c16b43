// The lists' assignment filters (issue 15, point 6), read the same way by the enquiries' and the clients' lists:
// `asignadoA={id}` (that user's), `asignadoA=ninguno` (nobody's), and the shortcut `mias=1` (the caller's, which
// wins over asignadoA).
import { SIN_ASIGNAR, esUuid } from '@inmo/contracts';
import { ApiError } from './api-error.js';

/** A user's id, null for "nobody", undefined for no filter. */
export type AssigneeFilter = string | null | undefined;

/** The filter a list's query asks for; `me` is the caller's user id (req.user.sub). A value of nothing → 400. */
export function readAssigneeFilter(query: Record<string, unknown>, me: string | undefined, param = 'asignadoA'): AssigneeFilter {
  const mias = query.mias;
  if (mias !== undefined && mias !== '' && mias !== '0' && mias !== 'false') {
    if (mias !== '1' && mias !== 'true') throw ApiError.validation({ mias: 'El parámetro mias debe ser 1' });
    if (!me) throw ApiError.unauthorized();
    return me;
  }
  const v = query[param];
  if (v === undefined || v === '') return undefined;
  if (v === SIN_ASIGNAR) return null;
  if (typeof v !== 'string' || !esUuid(v)) throw ApiError.validation({ [param]: `El parámetro ${param} debe ser el id de un usuario o '${SIN_ASIGNAR}'` });
  return v;
}

/** The SQL condition of a filter on `column` (its value added to `params`), or null for no filter. */
export function assigneeCondition(column: string, filter: AssigneeFilter, params: unknown[]): string | null {
  if (filter === undefined) return null;
  if (filter === null) return `${column} IS NULL`;
  params.push(filter);
  return `${column} = $${params.length}`;
}

/** The dashboard's and Reportes' `usuario={id}` (one member of staff's figures): the id, or undefined for everyone. */
export function readUserParam(v: unknown): string | undefined {
  if (v === undefined || v === '') return undefined;
  if (typeof v !== 'string' || !esUuid(v)) throw ApiError.validation({ usuario: 'El parámetro usuario debe ser el id de un usuario' });
  return v;
}
