// After the token guard: the route's roles (@Roles), and a temporary password to replace before anything else.
import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ERROR_CODES, MENSAJES, type TokenPayload } from '@inmo/contracts';
import { ApiError } from '../common/api-error.js';
import { DURING_PASSWORD_CHANGE, ROLES } from './decorators.js';

@Injectable()
export class RolesGuard implements CanActivate {
  constructor(@Inject(Reflector) private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    const user = context.switchToHttp().getRequest().user as TokenPayload | undefined;
    if (user?.cambiar && !this.reflector.getAllAndOverride<boolean>(DURING_PASSWORD_CHANGE, targets)) {
      throw new ApiError(403, MENSAJES.debeCambiarContraseña, ERROR_CODES.PASSWORD_CHANGE_REQUIRED);
    }
    const roles = this.reflector.getAllAndOverride<string[] | undefined>(ROLES, targets);
    if (!roles || roles.length === 0) return true;
    if (!user) throw ApiError.unauthorized();
    if (!roles.includes(user.rol)) throw new ApiError(403, MENSAJES.prohibido, ERROR_CODES.FORBIDDEN);
    return true;
  }
}
