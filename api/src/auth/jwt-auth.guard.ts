// Global guard: every route needs a valid token unless marked @Public(). So a new /api/admin route cannot be
// added unguarded by forgetting a decorator. Any token problem → 401 in the one error shape.
import { Inject, Injectable, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ApiError } from '../common/api-error.js';
import { DatabaseUnavailableError } from '../database/db.service.js';
import { IS_PUBLIC } from './decorators.js';

@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(@Inject(Reflector) private readonly reflector: Reflector) {
    super();
  }

  canActivate(context: ExecutionContext) {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    if (isPublic) return true;
    return super.canActivate(context);
  }

  handleRequest<T>(err: unknown, user: T): T {
    // The user could not be checked because the database is down: a 503, not a 401 that would log staff out.
    if (err instanceof DatabaseUnavailableError) throw err;
    if (err || !user) throw ApiError.unauthorized();
    return user;
  }
}
