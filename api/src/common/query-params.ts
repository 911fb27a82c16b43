// A query parameter that must be a whole number in a range (page, limit…): its default when absent, else a 400 in
// Spanish naming the parameter and the range.
import { aNumero } from '@inmo/contracts';
import { ApiError } from './api-error.js';

export function intParam(v: unknown, campo: string, min: number, max: number, def: number): number {
  if (v === undefined || v === '') return def;
  const n = aNumero(v);
  if (n === null || Number.isNaN(n) || !Number.isInteger(n) || n < min || n > max) {
    throw ApiError.validation({ [campo]: `El parámetro ${campo} debe ser un entero entre ${min} y ${max}` });
  }
  return n;
}
