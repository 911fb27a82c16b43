import { SetMetadata, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AccionSoloAdmin, TokenPayload } from '@inmo/contracts';

export const IS_PUBLIC = 'isPublic';
/** Opens a route to anonymous callers. Every route without it requires a valid token (global guard). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

export const ROLES = 'roles';
/** Restricts a route (or controller) to tokens whose rol is one of these. */
export const Roles = (...roles: string[]) => SetMetadata(ROLES, roles);

export const DURING_ACCOUNT_SETUP = 'duringAccountSetup';
/**
 * Open to a user who must still set up their account — replace a temporary password, or turn on a second factor the
 * admins require (changing the password, the second factor's calls, logging out, reading the account). Every other
 * route answers that user 403 until then.
 */
export const DuringAccountSetup = () => SetMetadata(DURING_ACCOUNT_SETUP, true);

/** The caller's token claims (set by the token guard; routes without @Public always have them). */
export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): TokenPayload => ctx.switchToHttp().getRequest().user);

export const SOLO_ADMIN_ACCION = 'soloAdminAccion';
/**
 * An act only admins may do (contracts' SOLO_ADMIN): an agente gets 403 with that act's own reason in Spanish.
 * The rule itself is contracts' `puede`, which the back office's screens read too.
 */
export const SoloAdmin = (accion: AccionSoloAdmin) => SetMetadata(SOLO_ADMIN_ACCION, accion);
