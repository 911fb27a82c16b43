import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'isPublic';
/** Opens a route to anonymous callers. Every route without it requires a valid token (global guard). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

export const ROLES = 'roles';
/** Restricts a route (or controller) to tokens whose rol is one of these. */
export const Roles = (...roles: string[]) => SetMetadata(ROLES, roles);
