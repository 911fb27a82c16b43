// Login: argon2id verify (against a dummy hash when the user is unknown, so both paths cost the same),
// failed attempts counted in the database per client IP + username. A client's logins run one at a time in each
// API process: a burst of parallel attempts would otherwise all read the failure count before any of them had
// recorded its failure, and get far more than LOGIN_MAX_FALLOS guesses (with N replicas, at most N run at once).
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import argon2 from 'argon2';
import { hashPassword } from './passwords.js';
import { UsersDirectory, type StaffUser } from './users-directory.js';
import { randomBytes } from 'node:crypto';
import { ERROR_CODES, MENSAJES, esUuid, type TokenPayload } from '@inmo/contracts';
import { ApiError } from '../common/api-error.js';
import { KeyedQueue } from '../common/keyed-queue.js';
import { RateLimitService } from '../common/rate-limit.service.js';
import { Db } from '../database/db.service.js';
import type { SqlBigint } from '../database/sql-types.js';

export const LOGIN_MAX_FALLOS = 10;
export const LOGIN_VENTANA_SEG = 15 * 60;
export const TOKEN_TTL_SEG = 8 * 60 * 60;
/** Per client, whatever the user names tried (password spraying): 50 failures in 15 minutes. */
export const LOGIN_MAX_FALLOS_IP = 50;

@Injectable()
export class AuthService implements OnModuleInit {
  private readonly logger = new Logger('Auth');
  private dummyHash: Promise<string> | null = null;
  /** A client's logins, one at a time (per client IP). */
  private readonly queue = new KeyedQueue();

  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(JwtService) private readonly jwt: JwtService,
    @Inject(RateLimitService) private readonly limits: RateLimitService,
    @Inject(UsersDirectory) private readonly users: UsersDirectory,
  ) {}

  /**
   * The member of staff a token belongs to, or null: a token that is not well signed, or of a user that no longer
   * exists, is nobody's (the public property page shows hidden properties only to staff).
   */
  async staffFromToken(token: string | undefined): Promise<StaffUser | null> {
    if (!token) return null;
    let sub: unknown = null;
    try {
      sub = (await this.jwt.verifyAsync<{ sub?: unknown }>(token, { algorithms: ['HS256'] })).sub;
    } catch {
      return null;
    }
    return esUuid(sub) ? this.users.find(sub) : null;
  }

  /** Ready before the first request, so an unknown user's first login costs what a known one's does. */
  async onModuleInit(): Promise<void> {
    await this.getDummyHash();
  }

  private getDummyHash(): Promise<string> {
    this.dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    return this.dummyHash;
  }

  login(usuario: string, password: string, clientIp: string): Promise<string> {
    return this.queue.run(clientIp, () => this.attempt(usuario, password, clientIp));
  }

  private async attempt(usuario: string, password: string, clientIp: string): Promise<string> {
    const key = `${clientIp}|${usuario.trim().toLowerCase()}`;
    // One statement reads both throttle counts (RateLimitService's subqueries) and the user; a login costs two
    // statements in all (this one, then clearing the failures or recording one).
    const row = await this.db.one<{
      id: string | null; password_hash: string | null; nombre: string | null; mail: string | null; rol: string | null; por_usuario: SqlBigint; por_ip: SqlBigint;
    }>(
      `SELECT u.id, u.password_hash, u.nombre, u.mail, u.rol,
              ${this.limits.recentCountSql('login', '$2', '$4')} AS por_usuario,
              ${this.limits.recentCountSql('login-ip', '$3', '$4')} AS por_ip
       FROM (VALUES (1)) AS one LEFT JOIN users u ON u.username = $1`,
      [usuario.trim(), key, clientIp, LOGIN_VENTANA_SEG],
    );
    if (Number(row?.por_usuario ?? 0) >= LOGIN_MAX_FALLOS || Number(row?.por_ip ?? 0) >= LOGIN_MAX_FALLOS_IP) {
      throw new ApiError(429, MENSAJES.loginBloqueado, ERROR_CODES.LOGIN_THROTTLED);
    }
    // The LEFT JOIN found the user when id is set; its other columns are NOT NULL then.
    const user = row?.id ? { id: row.id, password_hash: row.password_hash ?? '', nombre: row.nombre ?? '', mail: row.mail ?? '', rol: row.rol ?? '' } : null;
    const hash = user?.password_hash ?? (await this.getDummyHash());
    let ok = false;
    try {
      ok = await argon2.verify(hash, password);
    } catch {
      ok = false;
    }
    if (!user || !ok) {
      await this.limits.recordAll([
        ['login', key],
        ['login-ip', clientIp],
      ]);
      this.logger.warn(`Login fallido para "${usuario.slice(0, 100)}"`);
      throw new ApiError(401, MENSAJES.loginFallido, ERROR_CODES.LOGIN_FAILED);
    }
    await this.limits.clear('login', key);
    const payload: Omit<TokenPayload, 'exp' | 'iat'> = { sub: user.id, nombre: user.nombre, mail: user.mail, rol: user.rol };
    return this.jwt.signAsync(payload, { algorithm: 'HS256', expiresIn: TOKEN_TTL_SEG });
  }
}
