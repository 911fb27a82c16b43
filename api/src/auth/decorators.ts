import { SetMetadata, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { TokenPayload } from '@inmo/contracts';

export const IS_PUBLIC = 'isPublic';
/** Opens a route to anonymous callers. Every route without it requires a valid token (global guard). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

export const ROLES = 'roles';
/** Restricts a route (or controller) to tokens whose rol is one of these. */
export const Roles = (...roles: string[]) => SetMetadata(ROLES, roles);

export const DURING_PASSWORD_CHANGE = 'duringPasswordChange';
/**
 * Open to a user who must still replace a temporary password (changing it, logging out, reading their account).
 * Every other route answers that user 403 until then.
 */
export const DuringPasswordChange = () => SetMetadata(DURING_PASSWORD_CHANGE, true);

/** The caller's token claims (set by the token guard; routes without @Public always have them). */
export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): TokenPayload => ctx.switchToHttp().getRequest().user);
