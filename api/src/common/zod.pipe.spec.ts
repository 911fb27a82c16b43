import * as z from 'zod/mini';
import { ApiError } from './api-error.js';
import { ZodPipe } from './zod.pipe.js';

const schema = z.object({ nombre: z.string().check(z.trim(), z.minLength(1, 'Indicá el nombre')), monto: z.number({ error: 'Monto debe ser un número' }) });

describe('ZodPipe', () => {
  it('gives the clean value of a valid body', () => {
    expect(new ZodPipe(schema).transform({ nombre: '  Ana ', monto: 12 })).toEqual({ nombre: 'Ana', monto: 12 });
  });

  it('refuses an invalid body with a 400 naming each field in Spanish', () => {
    let error: unknown;
    try {
      new ZodPipe(schema).transform({ nombre: '', monto: 'doce' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).errors).toEqual({ nombre: 'Indicá el nombre', monto: 'Monto debe ser un número' });
  });

  it('reads a missing body as an empty object', () => {
    expect(() => new ZodPipe(schema).transform(undefined)).toThrow(ApiError);
  });
});
