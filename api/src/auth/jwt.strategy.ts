// Reads the token from the `auth-token` header (spec §6). HS256 only: alg:none and RS/ES tokens are refused.
// A well-signed token must also name a user that still exists: its name, mail and rol are read from the users
// table, so a removed user or a changed role takes effect before the token expires.
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AUTH_HEADER, esUuid, type TokenPayload } from '@inmo/contracts';
import { ApiError } from '../common/api-error.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Db } from '../database/db.service.js';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(Db) private readonly db: Db,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromHeader(AUTH_HEADER),
      secretOrKey: config.jwtSecret,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(payload: TokenPayload): Promise<TokenPayload> {
    if (!payload || !esUuid(payload.sub)) throw ApiError.unauthorized();
    const user = await this.db.one<{ nombre: string; mail: string; rol: string }>(`SELECT nombre, mail, rol FROM users WHERE id = $1`, [payload.sub]);
    if (!user) throw ApiError.unauthorized();
    return { ...payload, nombre: user.nombre, mail: user.mail, rol: user.rol };
  }
}
