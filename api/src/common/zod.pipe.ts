// The one edge where a request's body or query string is read: the contracts' zod schema gives the clean, typed
// value, or a 400 in the one error shape with the Spanish message of each wrong field. Services take typed values
// only; nothing unparsed reaches them. Use: `@Body(new ZodPipe(nuevoContratoSchema)) body: NuevoContrato`.
import type { PipeTransform } from '@nestjs/common';
import { esObjeto, validarCon } from '@inmo/contracts';
import type * as z from 'zod/mini';
import { ApiError } from './api-error.js';

export class ZodPipe<S extends z.ZodMiniType> implements PipeTransform<unknown, z.output<S>> {
  constructor(readonly schema: S) {}

  transform(value: unknown): z.output<S> {
    if (value !== undefined && !esObjeto(value)) throw ApiError.validation({ body: 'El cuerpo debe ser un objeto JSON' });
    const r = validarCon(this.schema, value ?? {});
    if (!r.ok) throw ApiError.validation(r.errores);
    return r.datos;
  }
}
