// The lists' assignment filters, read the same way by the enquiries', clients' and operations' lists (their schemas
// in contracts schema/query.ts): `asignadoA={id}` (that user's), `asignadoA=ninguno` (nobody's), and the shortcut
// `mias=1` (the caller's, which wins over asignadoA).
import { ApiError } from './api-error.js';

/** A user's id, null for "nobody", undefined for no filter. */
export type AssigneeFilter = string | null | undefined;

/** The filter a list's query asks for (its schema's `mias` and assignment parameter); `me` is the caller's id. */
export function assigneeOf(consulta: { mias?: boolean }, filter: AssigneeFilter, me: string | undefined): AssigneeFilter {
  if (!consulta.mias) return filter;
  if (!me) throw ApiError.unauthorized();
  return me;
}

/** The SQL condition of a filter on `column` (its value added to `params`), or null for no filter. */
export function assigneeCondition(column: string, filter: AssigneeFilter, params: unknown[]): string | null {
  if (filter === undefined) return null;
  if (filter === null) return `${column} IS NULL`;
  params.push(filter);
  return `${column} = $${params.length}`;
}
