// Reads the token from the `auth-token` header (spec §6). HS256 only: alg:none and RS/ES tokens are refused.
// The user is not looked up on every request (one more statement per admin call); a token whose sub is not even a
// user id is refused without asking the database.
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AUTH_HEADER, esUuid, type TokenPayload } from '@inmo/contracts';
import { APP_CONFIG, type AppConfig } from '../config/config.js';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super({
      jwtFromRequest: ExtractJwt.fromHeader(AUTH_HEADER),
      secretOrKey: config.jwtSecret,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  /** A falsy answer is a 401 (JwtAuthGuard.handleRequest). */
  validate(payload: TokenPayload): TokenPayload | false {
    return payload && esUuid(payload.sub) && typeof payload.rol === 'string' ? payload : false;
  }
}
