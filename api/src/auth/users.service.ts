// The 'Usuarios' page's service (admins only): staff accounts, their roles, deactivation and one-time links to
// reset a forgotten password. Every change that ends sessions (deactivation, a reset) is checked by each replica's
// UsersDirectory on the next request; the last active admin can be neither demoted nor deactivated.
import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { ERROR_CODES, MENSAJES, NO_AUTO_DESACTIVAR, esUuid, type EdicionUsuario, type NuevoUsuario, type RolUsuario, type Seguridad, type Usuario } from '@inmo/contracts';
import { ApiError } from '../common/api-error.js';
import { Db } from '../database/db.service.js';
import type { Actor } from '../history/actor.js';
import { HistoryService } from '../history/history.service.js';
import { MailService } from '../mail/mail.service.js';
import { AuthService } from './auth.service.js';
import { hashPassword } from './passwords.js';
import { UsersDirectory } from './users-directory.js';

/** How long a password reset link may be used. */
export const ENLACE_VALIDO_HORAS = 24;

type UserRow = {
  id: string;
  username: string;
  nombre: string;
  mail: string;
  rol: string;
  activo: boolean;
  debe_cambiar: boolean;
  totp_activo: boolean;
  ultimo_acceso: Date | string | null;
};

const SELECT_USER = `SELECT u.id, u.username, u.nombre, u.mail, u.rol, u.activo, u.debe_cambiar, u.totp_activo,
  (SELECT max(l.ultimo) FROM user_logins l WHERE l.user_id = u.id) AS ultimo_acceso FROM users u`;

function toUsuario(r: UserRow, exigir: boolean): Usuario {
  return {
    _id: r.id,
    usuario: r.username,
    nombre: r.nombre,
    email: r.mail,
    rol: r.rol as RolUsuario,
    activo: r.activo,
    ultimoAcceso: r.ultimo_acceso === null ? null : new Date(r.ultimo_acceso).toISOString(),
    debeCambiarContrasena: r.debe_cambiar,
    segundoFactor: r.totp_activo,
    segundoFactorExigido: exigir && r.rol === 'admin',
  };
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

@Injectable()
export class UsersService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(UsersDirectory) private readonly directory: UsersDirectory,
    @Inject(AuthService) private readonly auth: AuthService,
    @Inject(HistoryService) private readonly history: HistoryService,
    @Inject(MailService) private readonly mail: MailService,
  ) {}

  async list(): Promise<Usuario[]> {
    const rows = await this.db.query<UserRow>(`${SELECT_USER} ORDER BY u.activo DESC, lower(u.nombre), u.username`);
    const { exigirSegundoFactorAdmins } = await this.directory.security();
    return rows.map((r) => toUsuario(r, exigirSegundoFactorAdmins));
  }

  async get(id: string): Promise<Usuario> {
    const row = esUuid(id) ? await this.db.one<UserRow>(`${SELECT_USER} WHERE u.id = $1`, [id]) : null;
    if (!row) throw ApiError.notFound(MENSAJES.usuarioNoEncontrado, ERROR_CODES.USER_NOT_FOUND);
    return toUsuario(row, (await this.directory.security()).exigirSegundoFactorAdmins);
  }

  /** A new account with a temporary password, to be changed at its first login. */
  async create(datos: NuevoUsuario): Promise<Usuario> {
    const rows = await this.db.query<{ id: string }>(
      `INSERT INTO users (username, password_hash, nombre, mail, rol, debe_cambiar) VALUES ($1, $2, $3, $4, $5, true)
       ON CONFLICT DO NOTHING RETURNING id`,
      [datos.usuario, await hashPassword(datos.contraseña), datos.nombre, datos.email, datos.rol],
    );
    if (rows.length === 0) throw new ApiError(409, MENSAJES.usuarioRepetido, ERROR_CODES.USER_TAKEN, { usuario: MENSAJES.usuarioRepetido });
    this.directory.forget('users');
    return this.get(rows[0]!.id);
  }

  /** `actorId`: who asks; nobody deactivates their own account (they would lock themselves out). */
  async edit(id: string, datos: EdicionUsuario, actorId?: string): Promise<Usuario> {
    if (!esUuid(id)) throw ApiError.notFound(MENSAJES.usuarioNoEncontrado, ERROR_CODES.USER_NOT_FOUND);
    if (datos.activo === false && id === actorId) throw new ApiError(409, NO_AUTO_DESACTIVAR);
    await this.db.transaction(async () => {
      // The active admins, locked: two admins demoting each other at once cannot both pass the check below.
      const admins = await this.db.query<{ id: string }>(`SELECT id FROM users WHERE rol = 'admin' AND activo ORDER BY id FOR UPDATE`);
      const current = await this.db.one<{ rol: string; activo: boolean }>(`SELECT rol, activo FROM users WHERE id = $1 FOR UPDATE`, [id]);
      if (!current) throw ApiError.notFound(MENSAJES.usuarioNoEncontrado, ERROR_CODES.USER_NOT_FOUND);
      const stillAdmin = (datos.rol ?? current.rol) === 'admin' && (datos.activo ?? current.activo);
      if (admins.some((a) => a.id === id) && !stillAdmin && admins.length <= 1) {
        throw new ApiError(409, MENSAJES.ultimoAdmin, ERROR_CODES.LAST_ADMIN);
      }
      // Deactivating also moves the session generation on and voids the reset links: a user turned back on later
      // starts with no session and no link.
      if (datos.activo === false) await this.db.execute(`DELETE FROM password_resets WHERE user_id = $1`, [id]);
      await this.db.execute(
        `UPDATE users SET nombre = COALESCE($2, nombre), mail = COALESCE($3, mail), rol = COALESCE($4, rol), activo = COALESCE($5, activo),
           sesion_gen = sesion_gen + CASE WHEN $5::boolean IS FALSE AND activo THEN 1 ELSE 0 END, updated_at = now()
         WHERE id = $1`,
        [id, datos.nombre ?? null, datos.email ?? null, datos.rol ?? null, datos.activo ?? null],
      );
    });
    this.directory.forget('users');
    return this.get(id);
  }

  /** The security settings; applied on the next request on every replica (security_settings' notices). */
  async setSecurity(settings: Seguridad): Promise<Seguridad> {
    await this.db.execute(`UPDATE security_settings SET exigir_segundo_factor_admins = $1, updated_at = now()`, [settings.exigirSegundoFactorAdmins]);
    this.directory.forget('security_settings');
    return this.directory.security();
  }

  /**
   * An admin turns another user's second factor off (a lost phone): its secret, an enrolment under way and the
   * recovery codes are gone, and the user's sessions end; they log in with their password and enrol again. Recorded in
   * the user's history. 409 when the user has none.
   */
  async resetSecondFactor(id: string, actor: Actor): Promise<Usuario> {
    const user = await this.get(id);
    if (!user.segundoFactor) throw new ApiError(409, MENSAJES.sinSegundoFactor);
    await this.db.transaction(async () => {
      await this.db.execute(
        `UPDATE users SET totp_activo = false, totp_secreto = NULL, totp_pendiente = NULL, totp_ultimo_paso = NULL, sesion_gen = sesion_gen + 1, updated_at = now() WHERE id = $1`,
        [id],
      );
      await this.db.execute(`DELETE FROM totp_recovery_codes WHERE user_id = $1`, [id]);
      await this.history.record({ entidad: 'usuario', entidadId: id, accion: 'editar', actor, antes: { segundoFactor: true }, despues: { segundoFactor: false } });
    });
    this.directory.forget('users');
    return this.get(id);
  }

  /** A one-time link to set a new password, valid 24 h; earlier links of the user stop working. */
  async resetLink(id: string): Promise<{ enlace: string; vence: string; enviadoA?: string }> {
    const user = await this.get(id);
    const token = randomBytes(32).toString('base64url');
    // The login page opens the form for it (a path of the site: the back office shows it with its own origin).
    const enlace = `/login?restablecer=${token}`;
    return this.db.transaction(async () => {
      const row = await this.db.one<{ vence: Date | string }>(
        `WITH old AS (DELETE FROM password_resets WHERE user_id = $1)
         INSERT INTO password_resets (token_hash, user_id, vence) VALUES ($2, $1, now() + make_interval(hours => ${ENLACE_VALIDO_HORAS})) RETURNING vence`,
        [user._id, hashOf(token)],
      );
      const vence = new Date(row!.vence).toISOString();
      // Also sent to the user's own e-mail when they have one (the admin still sees the link to pass on).
      if (!user.email.includes('@')) return { enlace, vence };
      const url = this.mail.url(enlace);
      const asunto = 'Elegí una contraseña nueva';
      const { texto, html } = await this.mail.render({
        titulo: asunto,
        bloques: [
          { parrafo: `Hola ${user.nombre || user.usuario}: se pidió un enlace para que elijas una contraseña nueva para el usuario ${user.usuario}.` },
          // Without the site's public address (PUBLIC_URL) the message carries no link: the admin passes it on.
          url ? { boton: { texto: 'Elegir contraseña', url } } : { parrafo: 'El enlace para elegirla te lo pasa el administrador que lo pidió.' },
          { parrafo: `El enlace sirve una sola vez y vence en ${ENLACE_VALIDO_HORAS} horas. Si no lo pediste, avisá a la inmobiliaria.` },
        ],
      });
      await this.mail.enqueue({ para: user.email, asunto, texto, html, directa: true });
      return { enlace, vence, enviadoA: user.email };
    });
  }

  /** Sets the password a reset link was made for; the link is used up and every session of the user ends. */
  async redeem(token: string, nueva: string): Promise<void> {
    await this.db.transaction(async () => {
      const row = await this.db.one<{ user_id: string; username: string }>(
        `SELECT r.user_id, u.username FROM password_resets r JOIN users u ON u.id = r.user_id
         WHERE r.token_hash = $1 AND r.usado IS NULL AND r.vence > now() AND u.activo FOR UPDATE OF r`,
        [hashOf(token)],
      );
      if (!row) throw new ApiError(400, MENSAJES.enlaceInvalido, ERROR_CODES.RESET_LINK_INVALID);
      await this.auth.setPassword(row.user_id, row.username, nueva);
      await this.db.execute(`UPDATE password_resets SET usado = now() WHERE token_hash = $1`, [hashOf(token)]);
    });
  }
}
