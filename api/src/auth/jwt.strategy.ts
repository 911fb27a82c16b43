// Reads the token from the `auth-token` header (spec §6). HS256 only: alg:none and RS/ES tokens are refused.
// A well-signed token must also name a user that still exists; its name, mail and rol are taken from the users
// table (through UsersDirectory: in memory, kept exact by change notices, so no query per request).
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AUTH_HEADER, esUuid, type TokenPayload } from '@inmo/contracts';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
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
  async validate(payload: TokenPayload): Promise<TokenPayload | false> {
    if (!payload || !esUuid(payload.sub) || typeof payload.rol !== 'string') return false;
    const user = await this.users.find(payload.sub);
    return user ? { ...payload, nombre: user.nombre, mail: user.mail, rol: user.rol } : false;
  }
}
