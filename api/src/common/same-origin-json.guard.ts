// The public POSTs a browser makes (login, the reset link's form, the contact form) take JSON from this site only.
// A page on another site can make its visitors' browsers post a form (urlencoded, multipart or text/plain) to any
// address without asking; JSON it cannot send without the browser asking first (CORS), and the browser names the page
// that posts in `Origin`. So: a body that is not application/json → 415; an `Origin` that is not this site's → 403.
// This site: the origin the request reached (`Host`, or X-Forwarded-Host from a trusted proxy), PUBLIC_URL's, and the
// CORS_ORIGINS allowed to call the API. No `Origin` (a server, curl, an older browser) is not refused.
import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { ERROR_CODES, MENSAJES } from '@inmo/contracts';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { ApiError } from './api-error.js';

@Injectable()
export class SameOriginJsonGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<{ protocol: string; host: string; headers: Record<string, string | undefined> }>();
    const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'application/json') throw new ApiError(415, MENSAJES.soloJson, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE);
    const origin = req.headers.origin;
    if (origin !== undefined && !this.allowed(origin, req)) throw new ApiError(403, MENSAJES.origenAjeno, ERROR_CODES.FOREIGN_ORIGIN);
    return true;
  }

  private allowed(origin: string, req: { protocol: string; host: string }): boolean {
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      return false; // 'null' (a sandboxed page, a file) and anything unreadable
    }
    if (host === req.host) return true;
    const own = [this.config.publicUrl, ...this.config.corsOrigins].filter((u): u is string => !!u);
    return own.some((u) => {
      try {
        return new URL(u).origin === new URL(origin).origin;
      } catch {
        return false;
      }
    });
  }
}
