// Staff accounts: the roles, the password rule, and the bodies of the users calls — checked by the
// back office's forms before sending and by the API before storing, with the same Spanish messages.
import * as z from 'zod/mini';
import { esEmail } from '../schema/checks.js';
import { erroresDeResultado, opcional, texto, validarCon, type ErroresCampo, type Resultado } from '../schema/kit.js';
import { CONTRASEÑAS_COMUNES } from './common-passwords.js';

/** admin: everything, plus users and the agency's settings. agente: properties, clients, operations, enquiries, reports. */
export const ROLES_USUARIO = ['admin', 'agente'] as const;
export type RolUsuario = (typeof ROLES_USUARIO)[number];
export const ETIQUETA_ROL: Record<RolUsuario, string> = { admin: 'Administrador', agente: 'Agente' };

/** An admin cannot deactivate their own account (409): another admin does it. */
export const NO_AUTO_DESACTIVAR = 'No podés desactivar tu propia cuenta. Pedile a otro administrador que lo haga.';

export const CONTRASEÑA_MIN = 12;
export const CONTRASEÑA_MAX = 200;

let comunes: Set<string> | null = null;

/**
 * What is wrong with a new password, in Spanish, or null: at least 12 characters, not one of the common passwords
 * (contracts/src/auth/common-passwords.ts), not the user name, not one character repeated.
 */
export function problemaDeContraseña(nueva: string, usuario?: string | null): string | null {
  if (nueva.length < CONTRASEÑA_MIN) return `La contraseña debe tener al menos ${CONTRASEÑA_MIN} caracteres`;
  if (nueva.length > CONTRASEÑA_MAX) return 'Contraseña demasiado larga';
  const baja = nueva.toLowerCase();
  comunes ??= new Set(CONTRASEÑAS_COMUNES);
  if (comunes.has(baja) || /^(.)\1+$/.test(nueva)) return 'Esa contraseña es demasiado común. Elegí otra más difícil de adivinar.';
  if (usuario && baja.includes(usuario.trim().toLowerCase()) && usuario.trim().length >= 3) return 'La contraseña no puede contener el nombre de usuario';
  return null;
}

/** A password as typed (never trimmed), required. */
const contraseñaTal = (requerido: string) =>
  opcional(
    z.pipe(
      z.union([z.string(), z.null()], { error: requerido }),
      z.transform((v, ctx): string => {
        if (v === null || v === '') ctx.issues.push({ code: 'custom', message: requerido, input: v });
        else if (v.length > CONTRASEÑA_MAX) ctx.issues.push({ code: 'custom', message: 'Contraseña demasiado larga', input: v });
        return v ?? '';
      }),
    ),
  );

/** A new password: required and good enough (problemaDeContraseña). */
const contraseñaNueva = opcional(
  z.pipe(
    z.union([z.string(), z.null()], { error: 'Ingrese la nueva contraseña' }),
    z.transform((v, ctx): string => {
      const problema = v === null || v === '' ? 'Ingrese la nueva contraseña' : problemaDeContraseña(v);
      if (problema) ctx.issues.push({ code: 'custom', message: problema, input: v });
      return v ?? '';
    }),
  ),
);

/** A user name: 3 to 50 letters, digits, dots, dashes or underscores; stored lower-cased. */
const usuario = opcional(
  z.pipe(
    z.union([z.string(), z.null()], { error: 'Ingrese el usuario' }),
    z.transform((v, ctx): string => {
      const t = (v ?? '').trim().toLowerCase();
      if (t === '') ctx.issues.push({ code: 'custom', message: 'Ingrese el usuario', input: v });
      else if (!/^[a-z0-9._-]{3,50}$/.test(t)) ctx.issues.push({ code: 'custom', message: 'El usuario debe tener de 3 a 50 letras sin acentos, números, puntos o guiones', input: v });
      return t;
    }),
  ),
);

/** An e-mail, optional: blank or null → ''. */
const emailTexto = z.pipe(
  z.union([z.string(), z.null()], { error: 'Ingrese un email válido' }),
  z.transform((v, ctx): string => {
    const t = v?.trim() ?? '';
    if (t !== '' && (!esEmail(t) || t.length > 254)) ctx.issues.push({ code: 'custom', message: 'Ingrese un email válido', input: v });
    return t;
  }),
);
const email = opcional(emailTexto);

const rol = z.enum(ROLES_USUARIO, { error: 'Elegí un rol válido' });
const nombre = texto('Nombre', { max: 200, requerido: 'El nombre es obligatorio' });

/** POST /api/admin/nuevo-usuario */
export const nuevoUsuarioSchema = z
  .object({ usuario, nombre, email, rol, contraseña: contraseñaNueva })
  .check(
    // Only once the password passes the other rules (their message is already on the field).
    z.refine((u) => problemaDeContraseña(u.contraseña) !== null || problemaDeContraseña(u.contraseña, u.usuario) === null, {
      message: 'La contraseña no puede contener el nombre de usuario',
      path: ['contraseña'],
    }),
  );
export type NuevoUsuario = z.output<typeof nuevoUsuarioSchema>;

/** PUT /api/admin/editar-usuario/{id}: every field optional. */
export const editarUsuarioSchema = z.object({
  nombre: z.optional(texto('Nombre', { max: 200, requerido: 'El nombre es obligatorio' })),
  // Absent stays absent: an edit of the role alone must not blank the e-mail.
  email: z.optional(emailTexto),
  rol: z.optional(rol),
  activo: z.optional(z.boolean({ error: 'activo debe ser verdadero o falso' })),
});
export type EdicionUsuario = z.output<typeof editarUsuarioSchema>;

/** POST /api/user/cambiar-contrasena */
export const cambiarContraseñaSchema = z.object({ actual: contraseñaTal('Ingrese su contraseña actual'), nueva: contraseñaNueva });
export type CambioContraseña = z.output<typeof cambiarContraseñaSchema>;

/** POST /api/user/restablecer-contrasena (the one-time link's page). */
export const restablecerContraseñaSchema = z.object({
  token: z.string({ error: 'El enlace no es válido' }).check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, 'El enlace no es válido')),
  nueva: contraseñaNueva,
});
export type Restablecimiento = z.output<typeof restablecerContraseñaSchema>;

/** A user as the API answers it (never a hash or a second-factor secret). */
export const usuarioSchema = z.object({
  _id: z.string(),
  usuario: z.string(),
  nombre: z.string(),
  email: z.string(),
  rol: z.enum(ROLES_USUARIO),
  activo: z.boolean(),
  /** The last login, ISO 8601; null: never. */
  ultimoAcceso: z.nullable(z.string()),
  debeCambiarContrasena: z.boolean(),
  segundoFactor: z.boolean(),
  /** The admins' setting requires this user to use a second factor (an admin, when it is on). */
  segundoFactorExigido: z.boolean(),
});
export type Usuario = z.output<typeof usuarioSchema>;

const ok = z.literal(true);
export const usuariosResponseSchema = z.object({ success: ok, data: z.array(usuarioSchema) });
export const usuarioResponseSchema = z.object({ success: ok, data: usuarioSchema });
/** The password change: the session goes on with this token (the others ended). */
export const tokenResponseSchema = z.object({ success: ok, data: z.object({ token: z.string() }) });
export const sinDatosResponseSchema = z.object({ success: ok, data: z.null() });
/** A one-time link to set a password: a path of the site, and when it stops working. */
export const enlaceRestablecerResponseSchema = z.object({ success: ok, data: z.object({ enlace: z.string(), vence: z.string(), /** Also sent to this address (the user's e-mail). */ enviadoA: z.optional(z.string()) }) });
/** A second factor being set up: the otpauth:// address, its QR code (SVG) and the secret to type by hand. */
export const segundoFactorResponseSchema = z.object({ success: ok, data: z.object({ secreto: z.string(), uri: z.string(), qr: z.string() }) });
/** POST /api/user/segundo-factor/confirmar: a code of the app (six digits, blanks around it ignored). */
export const confirmarSegundoFactorSchema = z.object({
  codigo: z.pipe(
    z.string({ error: 'El código tiene 6 dígitos' }),
    z.transform((v, ctx): string => {
      const t = v.trim();
      if (!/^\d{6}$/.test(t)) ctx.issues.push({ code: 'custom', message: 'El código tiene 6 dígitos', input: v });
      return t;
    }),
  ),
});
export type ConfirmarSegundoFactor = z.output<typeof confirmarSegundoFactorSchema>;
/**
 * POST /api/user/segundo-factor and …/desactivar: the caller proves who they are again — their password, or a code of
 * the factor in use (the app's or a recovery code).
 */
export const reautenticacionSchema = z.object({
  contraseña: z.optional(z.string({ error: 'La contraseña debe ser un texto' })),
  codigo: z.optional(z.string({ error: 'El código debe ser un texto' })),
});
export type Reautenticacion = z.output<typeof reautenticacionSchema>;
export const leerReautenticacion = (body: unknown): Resultado<Reautenticacion> => validarCon(reautenticacionSchema, body ?? {});
/** The second factor turned on: the user, and their ten one-time recovery codes, shown this once. */
export const segundoFactorActivadoResponseSchema = z.object({ success: ok, data: z.object({ usuario: usuarioSchema, codigosRecuperacion: z.array(z.string()) }) });

/** The security settings of 'Usuarios' (GET/PUT /api/admin/seguridad). */
export const seguridadSchema = z.object({ exigirSegundoFactorAdmins: z.boolean({ error: 'exigirSegundoFactorAdmins debe ser verdadero o falso' }) });
export type Seguridad = z.output<typeof seguridadSchema>;
export const seguridadResponseSchema = z.object({ success: ok, data: seguridadSchema });
export const leerSeguridad = (body: unknown): Resultado<Seguridad> => validarCon(seguridadSchema, body);

export const leerNuevoUsuario = (body: unknown): Resultado<NuevoUsuario> => validarCon(nuevoUsuarioSchema, body);
export const leerEdicionUsuario = (body: unknown): Resultado<EdicionUsuario> => validarCon(editarUsuarioSchema, body);
export const leerCambioContraseña = (body: unknown): Resultado<CambioContraseña> => validarCon(cambiarContraseñaSchema, body);
export const leerRestablecimiento = (body: unknown): Resultado<Restablecimiento> => validarCon(restablecerContraseñaSchema, body);
export const validarNuevoUsuario = (body: unknown): ErroresCampo => erroresDeResultado(leerNuevoUsuario(body));
export const validarCambioContraseña = (body: unknown): ErroresCampo => erroresDeResultado(leerCambioContraseña(body));
