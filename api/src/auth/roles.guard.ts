import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ERROR_CODES, MENSAJES, type TokenPayload } from '@inmo/contracts';
import { ApiError } from '../common/api-error.js';
import { ROLES } from './decorators.js';

@Injectable()
export class RolesGuard implements CanActivate {
  constructor(@Inject(Reflector) private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<string[] | undefined>(ROLES, [context.getHandler(), context.getClass()]);
    if (!roles || roles.length === 0) return true;
    const user = context.switchToHttp().getRequest().user as TokenPayload | undefined;
    if (!user) throw ApiError.unauthorized();
    if (!roles.includes(user.rol)) throw new ApiError(403, MENSAJES.prohibido, ERROR_CODES.FORBIDDEN);
    return true;
  }
}
