// Who is writing: the signed-in user the guard put on the request (req.user, a TokenPayload), as the history
// records them. Controllers take it with @Actor() and hand it to their service's writes.
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { TokenPayload } from '@inmo/contracts';

export interface Actor {
  /** The user's id (null: a write made without a user, such as the demo data). */
  id: string | null;
  /** The name they had at the time of the write. */
  nombre: string;
}

/** The demo data and other writes made by the system itself. */
export const SYSTEM_ACTOR: Actor = { id: null, nombre: 'Sistema' };

export function actorOf(user: TokenPayload | undefined): Actor {
  if (!user || typeof user.sub !== 'string') return SYSTEM_ACTOR;
  return { id: user.sub, nombre: typeof user.nombre === 'string' && user.nombre ? user.nombre : 'Usuario' };
}

export const Actor = createParamDecorator((_data: unknown, ctx: ExecutionContext): Actor => actorOf(ctx.switchToHttp().getRequest<{ user?: TokenPayload }>().user));
