// Reads the token from the `auth-token` header (spec §6). HS256 only: alg:none and RS/ES tokens are refused.
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AUTH_HEADER, type TokenPayload } from '@inmo/contracts';
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

  validate(payload: TokenPayload): TokenPayload {
    return payload;
  }
}
