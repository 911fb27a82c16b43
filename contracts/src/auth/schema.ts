// The login body (spec §3 Login and token, §5 Login): usuario and contraseña required, both bounded.
import * as z from 'zod/mini';
import { erroresDeResultado, opcional, texto, validarCon, type ErroresCampo, type Resultado } from '../schema/kit.js';

/** A password is taken exactly as typed (never trimmed): required, at most 200 characters. */
const contraseña = opcional(
  z.pipe(
    z.union([z.string(), z.null()], { error: 'Ingrese la contraseña' }),
    z.transform((v, ctx): string => {
      if (v === null || v.trim() === '') ctx.issues.push({ code: 'custom', message: 'Ingrese la contraseña', input: v });
      else if (v.length > 200) ctx.issues.push({ code: 'custom', message: 'Contraseña demasiado larga', input: v });
      return v ?? '';
    }),
  ),
);

/** POST /api/user/login */
export const loginSchema = z.object({
  usuario: texto('Usuario', { max: 100, requerido: 'Ingrese el usuario' }),
  contraseña,
  /** The authenticator app's 6 digits, for a user with a second factor. */
  /** The authenticator app's 6 digits, or one of the user's recovery codes (xxxxx-xxxxx). */
  codigo: z.optional(
    z.union([z.string().check(z.regex(/^\s*(\d{6}|[A-Za-z2-9]{5}-?[A-Za-z2-9]{5})\s*$/, 'El código tiene 6 dígitos (o es un código de recuperación)')), z.null()], {
      error: 'El código tiene 6 dígitos (o es un código de recuperación)',
    }),
  ),
});
export type LoginRequest = z.input<typeof loginSchema>;
export type Login = z.output<typeof loginSchema>;

export function leerLogin(body: unknown): Resultado<Login> {
  return validarCon(loginSchema, body);
}

export function validarLogin(body: unknown): ErroresCampo {
  return erroresDeResultado(leerLogin(body));
}
