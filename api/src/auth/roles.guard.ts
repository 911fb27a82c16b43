// After the token guard: the route's roles (@Roles), admin-only acts (@SoloAdmin, refused with the act's own reason),
// and an account to set up before anything else (a temporary password to replace, a second factor the admins require).
import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ERROR_CODES, MENSAJES, SOLO_ADMIN, puede, type AccionSoloAdmin, type TokenPayload } from '@inmo/contracts';
import { ApiError } from '../common/api-error.js';
import { DURING_ACCOUNT_SETUP, ROLES, SOLO_ADMIN_ACCION } from './decorators.js';

@Injectable()
export class RolesGuard implements CanActivate {
  constructor(@Inject(Reflector) private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    const user = context.switchToHttp().getRequest().user as TokenPayload | undefined;
    if ((user?.cambiar || user?.configurar2fa) && !this.reflector.getAllAndOverride<boolean>(DURING_ACCOUNT_SETUP, targets)) {
      if (user.cambiar) throw new ApiError(403, MENSAJES.debeCambiarContraseña, ERROR_CODES.PASSWORD_CHANGE_REQUIRED);
      throw new ApiError(403, MENSAJES.debeActivarSegundoFactor, ERROR_CODES.TOTP_SETUP_REQUIRED);
    }
    const accion = this.reflector.getAllAndOverride<AccionSoloAdmin | undefined>(SOLO_ADMIN_ACCION, targets);
    if (accion) {
      if (!user) throw ApiError.unauthorized();
      if (!puede(user.rol, accion)) throw new ApiError(403, SOLO_ADMIN[accion], ERROR_CODES.FORBIDDEN);
    }
    const roles = this.reflector.getAllAndOverride<string[] | undefined>(ROLES, targets);
    if (!roles || roles.length === 0) return true;
    if (!user) throw ApiError.unauthorized();
    if (!roles.includes(user.rol)) throw new ApiError(403, MENSAJES.prohibido, ERROR_CODES.FORBIDDEN);
    return true;
  }
}
