// Reads the token from the `auth-token` header (spec §6). HS256 only: alg:none and RS/ES tokens are refused, and so
// is a token without an expiry, an id or a session generation (such a token means: log in again).
// The token must still stand for an active user (UsersDirectory.check: in memory, kept exact by change notices, so
// no statement per request); the user's name, mail and rol are taken from the users table, not the token.
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AUTH_HEADER, type TokenPayload } from '@inmo/contracts';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { claimsOf } from './auth.service.js';
import { jwtKey } from './jwt-key.js';
import { UsersDirectory } from './users-directory.js';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(UsersDirectory) private readonly users: UsersDirectory,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromHeader(AUTH_HEADER),
      secretOrKey: jwtKey(config.jwtSecret),
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  /** A falsy answer is a 401 (JwtAuthGuard.handleRequest). */
  async validate(payload: unknown): Promise<TokenPayload | false> {
    const claims = claimsOf(payload);
    const user = claims && (await this.users.check(claims));
    if (!claims || !user) return false;
    const { cambiar: _ignored, ...rest } = claims;
    return {
      ...rest,
      nombre: user.nombre,
      mail: user.mail,
      rol: user.rol,
      ...(user.debe_cambiar ? { cambiar: true } : {}),
      ...((await this.users.mustSetUpSecondFactor(user)) ? { configurar2fa: true } : {}),
    };
  }
}
