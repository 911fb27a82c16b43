// Login and the sessions it opens.
// - argon2id verify (against a dummy hash when the user is unknown, so both paths cost the same).
// - Failed attempts are counted in the database per client address + user name (10 in 15 min), per address
//   (50, whatever the names) and per account from any address (30): past the account's ceiling only the addresses
//   that user logged in from before (user_logins, 90 days) may still try, so guesses spread over many addresses are
//   stopped without a stranger being able to lock the real user out of their usual office or home. Over the whole site,
//   500 failures in 15 minutes stop everyone but those known addresses and the browsers a user logged in from (a
//   cookie named by an HMAC of the user's id), which also pass the per-address ceiling.
// - The password hashes run a few at a time (passwords.ts, HashLimiter), so a flood of logins never fills the worker
//   pool that file reads and compression share.
// - A client's logins run one at a time in each API process: a burst of parallel attempts would otherwise all read
//   the failure count before any of them had recorded its failure.
// - Every token carries an id (jti), an expiry and the user's session generation (users-directory.ts): logout
//   revokes its id; a password change bumps the generation and answers a fresh token for the session that made it.
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { ERROR_CODES, MENSAJES, esUuid, problemaDeContraseña, type TokenPayload } from '@inmo/contracts';
import { ApiError } from '../common/api-error.js';
import { KeyedQueue } from '../common/keyed-queue.js';
import { RateLimitService } from '../common/rate-limit.service.js';
import { sealingKey } from '../common/secret-box.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Db } from '../database/db.service.js';
import type { SqlBigint } from '../database/sql-types.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { TotpService } from './totp.service.js';
import { UsersDirectory, type StaffUser } from './users-directory.js';

export const LOGIN_MAX_FALLOS = 10;
export const LOGIN_VENTANA_SEG = 15 * 60;
export const TOKEN_TTL_SEG = 8 * 60 * 60;
/** Per client, whatever the user names tried (password spraying): 50 failures in 15 minutes. */
export const LOGIN_MAX_FALLOS_IP = 50;
/** Per account, from any address: 30 failures in 15 minutes, then only the user's known addresses may try. */
export const LOGIN_MAX_FALLOS_CUENTA = 30;
/** An address the user logged in from within this many days is theirs (the account ceiling lets it through). */
export const DIRECCION_CONOCIDA_DIAS = 90;
/** Over the whole site, whoever tries: 500 failures in 15 minutes, then only known addresses and devices may try. */
export const LOGIN_MAX_FALLOS_TODOS = 500;
/** The known-device cookies' names begin so (AuthService.deviceCookie). */
export const DISPOSITIVO_PREFIJO = 'inmo_disp_';

/** The claims a well-signed token must have to be anyone's (a token of the old shape, without jti or gen, has not). */
export function claimsOf(payload: unknown): (TokenPayload & { exp: number }) | null {
  const p = payload as Partial<TokenPayload> | null;
  if (!p || !esUuid(p.sub) || !esUuid(p.jti) || !Number.isInteger(p.gen) || typeof p.exp !== 'number' || typeof p.rol !== 'string') return null;
  return p as TokenPayload & { exp: number };
}

type LoginRow = StaffUser & { password_hash: string; username: string; totp_activo: boolean; totp_secreto: string | null };

@Injectable()
export class AuthService implements OnModuleInit {
  private readonly logger = new Logger('Auth');
  private dummyHash: Promise<string> | null = null;
  private readonly deviceKey: Buffer;
  /** A client's logins, one at a time (per client address). */
  private readonly queue = new KeyedQueue();

  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(JwtService) private readonly jwt: JwtService,
    @Inject(RateLimitService) private readonly limits: RateLimitService,
    @Inject(UsersDirectory) private readonly users: UsersDirectory,
    @Inject(TotpService) private readonly totp: TotpService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.deviceKey = sealingKey(config.jwtSecret, 'inmo-known-device-v1');
  }

  /**
   * The member of staff a token belongs to, or null: a token that is not well signed, logged out, of an older session
   * or of a user that no longer exists or was deactivated is nobody's (the public property page shows hidden
   * properties only to staff).
   */
  async staffFromToken(token: string | undefined): Promise<StaffUser | null> {
    if (!token) return null;
    let claims: TokenPayload | null = null;
    try {
      claims = claimsOf(await this.jwt.verifyAsync(token, { algorithms: ['HS256'] }));
    } catch {
      return null;
    }
    const user = claims ? await this.users.check(claims) : null;
    // An account still being set up (a temporary password to replace, a second factor the admins require) reads as
    // anonymous: the route guard would answer it 403 anywhere else.
    if (!user || user.debe_cambiar || (await this.users.mustSetUpSecondFactor(user))) return null;
    return user;
  }

  /** Ready before the first request, so an unknown user's first login costs what a known one's does. */
  async onModuleInit(): Promise<void> {
    await this.getDummyHash();
  }

  private getDummyHash(): Promise<string> {
    this.dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    return this.dummyHash;
  }

  /** A token for this user's current session generation. */
  sign(user: Pick<StaffUser, 'id' | 'nombre' | 'mail' | 'rol' | 'sesion_gen' | 'debe_cambiar'>): Promise<string> {
    const payload: Omit<TokenPayload, 'exp' | 'iat'> = {
      sub: user.id,
      nombre: user.nombre,
      mail: user.mail,
      rol: user.rol,
      jti: randomUUID(),
      gen: user.sesion_gen,
      ...(user.debe_cambiar ? { cambiar: true } : {}),
    };
    return this.jwt.signAsync(payload, { algorithm: 'HS256', expiresIn: TOKEN_TTL_SEG });
  }

  /**
   * `devices`: the known-device cookies the browser sent (its Cookie header's names). Answers the token and the
   * cookie that marks this browser as a device the user logged in from.
   */
  login(usuario: string, password: string, codigo: string | null, clientIp: string, devices: ReadonlySet<string> = new Set()): Promise<{ token: string; dispositivo: string }> {
    return this.queue.run(clientIp, () => this.attempt(usuario, password, codigo, clientIp, devices));
  }

  /**
   * The name of the cookie that says a browser logged in as this user before: an HMAC of the user's id under the
   * server's secret, so nobody can make one up, and a browser shared by several users holds one per user.
   */
  deviceCookie(userId: string): string {
    return `${DISPOSITIVO_PREFIJO}${createHmac('sha256', this.deviceKey).update(userId).digest('base64url').slice(0, 22)}`;
  }

  private async attempt(usuario: string, password: string, codigo: string | null, clientIp: string, devices: ReadonlySet<string>): Promise<{ token: string; dispositivo: string }> {
    const name = usuario.trim().toLowerCase();
    const key = `${clientIp}|${name}`;
    // One statement reads the three throttle counts (RateLimitService's subqueries), whether this address is one of
    // the user's, and the user; a login costs two statements in all (this one, then recording the failure or the
    // success).
    const row = await this.db.one<
      Partial<LoginRow> & { id: string | null; por_usuario: SqlBigint; por_ip: SqlBigint; por_cuenta: SqlBigint; por_todos: SqlBigint; conocida: boolean | null }
    >(
      `SELECT u.id, u.username, u.password_hash, u.nombre, u.mail, u.rol, u.activo, u.debe_cambiar, u.sesion_gen, u.totp_activo, u.totp_secreto,
              ${this.limits.recentCountSql('login', '$2', '$4')} AS por_usuario,
              ${this.limits.recentCountSql('login-ip', '$3', '$4')} AS por_ip,
              ${this.limits.recentCountSql('login-cuenta', '$1', '$4')} AS por_cuenta,
              ${this.limits.recentCountSql('login-todos', '$5', '$4')} AS por_todos,
              EXISTS (SELECT 1 FROM user_logins l WHERE l.user_id = u.id AND l.ip = $3 AND l.ultimo > now() - make_interval(days => ${DIRECCION_CONOCIDA_DIAS})) AS conocida
       FROM (VALUES (1)) AS one LEFT JOIN users u ON lower(u.username) = $1`,
      [name, key, clientIp, LOGIN_VENTANA_SEG, 'todos'],
    );
    // The LEFT JOIN found the user when id is set; its other columns are NOT NULL then.
    const user = row?.id ? (row as LoginRow) : null;
    // A browser this user logged in from before (its cookie) is theirs: strangers failing from the same address (an
    // office's shared one) or a flood over the whole site do not lock them out.
    const knownDevice = user !== null && devices.has(this.deviceCookie(user.id));
    const known = knownDevice || row?.conocida === true;
    const overAccount = Number(row?.por_cuenta ?? 0) >= LOGIN_MAX_FALLOS_CUENTA && !known;
    const overAddress = Number(row?.por_ip ?? 0) >= LOGIN_MAX_FALLOS_IP && !knownDevice;
    const overSite = Number(row?.por_todos ?? 0) >= LOGIN_MAX_FALLOS_TODOS && !known;
    if (Number(row?.por_usuario ?? 0) >= LOGIN_MAX_FALLOS || overAddress || overAccount || overSite) {
      throw new ApiError(429, MENSAJES.loginBloqueado, ERROR_CODES.LOGIN_THROTTLED);
    }
    const ok = await verifyPassword(user?.password_hash ?? (await this.getDummyHash()), password);
    // A deactivated user's password is not news to anyone: the same answer as a wrong one.
    if (!user || !ok || !user.activo) return this.failed(usuario, key, clientIp, name, MENSAJES.loginFallido, ERROR_CODES.LOGIN_FAILED);
    if (user.totp_activo && user.totp_secreto) {
      // Without a code the password is not counted as a failure: the form asks for the code next.
      if (!codigo) throw new ApiError(401, MENSAJES.segundoFactorRequerido, ERROR_CODES.TOTP_REQUIRED);
      if (!(await this.totp.check(user.id, user.totp_secreto, codigo))) {
        return this.failed(usuario, key, clientIp, name, MENSAJES.segundoFactorInvalido, ERROR_CODES.TOTP_INVALID);
      }
    }
    await this.db.execute(
      `WITH cleared AS (${this.limits.clearSql('login', '$1')})
       INSERT INTO user_logins (user_id, ip) VALUES ($2, $3) ON CONFLICT (user_id, ip) DO UPDATE SET ultimo = now()`,
      [key, user.id, clientIp],
    );
    return { token: await this.sign(user), dispositivo: this.deviceCookie(user.id) };
  }

  private async failed(usuario: string, key: string, clientIp: string, name: string, message: string, code: (typeof ERROR_CODES)[keyof typeof ERROR_CODES]): Promise<never> {
    await this.limits.recordAll([
      ['login', key],
      ['login-ip', clientIp],
      ['login-todos', 'todos'],
      ['login-cuenta', name],
    ]);
    this.logger.warn(`Login fallido para "${usuario.slice(0, 100)}"`);
    throw new ApiError(401, message, code);
  }

  /** This token is refused from now on, on every replica (revoked_tokens' change notice). */
  async logout(claims: TokenPayload): Promise<void> {
    // Expired revocations are of no use any more: dropped in the same statement.
    await this.db.execute(
      `WITH gone AS (DELETE FROM revoked_tokens WHERE vence < now())
       INSERT INTO revoked_tokens (jti, user_id, vence) VALUES ($1, $2, to_timestamp($3)) ON CONFLICT (jti) DO NOTHING`,
      [claims.jti, claims.sub, claims.exp],
    );
    this.users.forget('revoked_tokens');
  }

  /**
   * Sets the caller's own password after checking the current one; every other session of the user ends (a new
   * session generation) and this one goes on with the token answered.
   */
  async changePassword(claims: TokenPayload, actual: string, nueva: string): Promise<string> {
    const row = await this.db.one<{ password_hash: string; username: string }>(`SELECT password_hash, username FROM users WHERE id = $1`, [claims.sub]);
    if (!row) throw ApiError.unauthorized();
    const ok = await verifyPassword(row.password_hash, actual);
    if (!ok) throw new ApiError(400, MENSAJES.contraseñaActualIncorrecta, ERROR_CODES.WRONG_PASSWORD, { actual: MENSAJES.contraseñaActualIncorrecta });
    return this.sign(await this.setPassword(claims.sub, row.username, nueva, actual));
  }

  /**
   * The caller proves again who they are before starting, replacing or removing a second factor: their password, or
   * a code of the factor in use (an app code or a recovery code, used up as at login). 400 in Spanish otherwise.
   */
  async reauthenticate(userId: string, datos: { contraseña?: string; codigo?: string }): Promise<void> {
    const row = await this.db.one<{ password_hash: string; totp_activo: boolean; totp_secreto: string | null }>(`SELECT password_hash, totp_activo, totp_secreto FROM users WHERE id = $1`, [userId]);
    if (!row) throw ApiError.unauthorized();
    if (datos.codigo && row.totp_activo && row.totp_secreto) {
      if (await this.totp.check(userId, row.totp_secreto, datos.codigo)) return;
      throw new ApiError(400, MENSAJES.segundoFactorInvalido, ERROR_CODES.TOTP_INVALID, { codigo: MENSAJES.segundoFactorInvalido });
    }
    if (!datos.contraseña) throw ApiError.validation({ contraseña: MENSAJES.confirmarIdentidad });
    const ok = await verifyPassword(row.password_hash, datos.contraseña);
    if (!ok) throw new ApiError(400, MENSAJES.contraseñaActualIncorrecta, ERROR_CODES.WRONG_PASSWORD, { contraseña: MENSAJES.contraseñaActualIncorrecta });
  }

  /**
   * Stores a new password (checked against the rule and the user name), ends every session of the user, voids every
   * reset link made for them and clears the must-change mark; answers the user as stored.
   */
  async setPassword(userId: string, username: string, nueva: string, anterior?: string): Promise<StaffUser> {
    const problema = problemaDeContraseña(nueva, username) ?? (anterior !== undefined && anterior === nueva ? 'La contraseña nueva debe ser distinta de la actual' : null);
    if (problema) throw ApiError.validation({ nueva: problema });
    const user = await this.db.one<StaffUser>(
      `WITH links AS (DELETE FROM password_resets WHERE user_id = $1)
       UPDATE users SET password_hash = $2, sesion_gen = sesion_gen + 1, debe_cambiar = false, updated_at = now() WHERE id = $1
       RETURNING id, nombre, mail, rol, activo, debe_cambiar, sesion_gen`,
      [userId, await hashPassword(nueva)],
    );
    if (!user) throw ApiError.unauthorized();
    this.users.forget('users');
    return user;
  }
}
