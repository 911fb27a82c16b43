// Idempotency-Key on a create (@Idempotente(), on every POST that makes a row): the same key from the same caller
// (its user id; for anonymous callers the route and key alone) on the same route within 24 h gets the first reply
// again — same status and body, `Idempotency-Replayed: true` — and makes nothing twice. The same key with other data
// is a 422; while the first request still runs, the twin waits for it and gets its reply (a 409 only past
// TWIN_WAIT_MS). Without the header a create runs as it always did.
//
// How a crash can never leave a row without its key, nor a key with a reply and no row, nor a key that blocks its
// retry: the handler runs inside one transaction whose first statement claims the key (IdempotencyService.begin: the
// unique index settles which request runs it, on any replica; a twin waits for that transaction to end) and whose
// last writes the reply into it. The row and the completed key commit together; a failed create, or a process that
// dies mid-create, rolls its claim back with everything else. Inside that transaction the services' own transactions
// are savepoints (Db.transaction).
import { applyDecorators, Inject, Injectable, UseInterceptors, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { ERROR_CODES, IDEMPOTENCY_HEADER, IDEMPOTENCY_REPLAYED_HEADER, MENSAJES } from '@inmo/contracts';
import { ApiError } from '../common/api-error.js';
import { Db } from '../database/db.service.js';
import { bodyHash, IdempotencyService } from './idempotency.service.js';

/** 1–255 visible ASCII characters (a UUID, as the back office sends, is 36). */
const KEY = /^[\x21-\x7e]{1,255}$/;

interface Req {
  method: string;
  url: string;
  body?: unknown;
  headers: Record<string, string | string[] | undefined>;
  routeOptions?: { url?: string };
  user?: { sub?: string };
}
interface Reply {
  statusCode: number;
  status(code: number): unknown;
  header(name: string, value: string): unknown;
}

@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(IdempotencyService) private readonly keys: IdempotencyService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Req>();
    const raw = req.headers[IDEMPOTENCY_HEADER.toLowerCase()];
    if (raw === undefined) return next.handle();
    return from(this.run(req, context.switchToHttp().getResponse<Reply>(), raw, next));
  }

  private async run(req: Req, reply: Reply, raw: string | string[], next: CallHandler): Promise<unknown> {
    if (typeof raw !== 'string' || !KEY.test(raw)) throw new ApiError(400, MENSAJES.claveIdempotenciaInvalida, ERROR_CODES.VALIDATION, { [IDEMPOTENCY_HEADER]: MENSAJES.claveIdempotenciaInvalida });
    const ref = { caller: req.user?.sub ?? '', route: `${req.method} ${req.routeOptions?.url ?? req.url.split('?')[0]}`, key: raw, bodyHash: bodyHash(req.url, req.body) };
    return this.db.transaction(
      async () => {
        const begun = await this.keys.begin(ref);
        if (begun.kind === 'mismatch') throw new ApiError(422, MENSAJES.claveIdempotenciaReutilizada, ERROR_CODES.IDEMPOTENCY_KEY_REUSED);
        if (begun.kind === 'in-flight') throw new ApiError(409, MENSAJES.solicitudEnCurso, ERROR_CODES.IDEMPOTENCY_IN_FLIGHT);
        if (begun.kind === 'replay') {
          reply.status(begun.status);
          reply.header(IDEMPOTENCY_REPLAYED_HEADER, 'true');
          return JSON.parse(begun.reply);
        }
        // Subscribed here, so the handler runs in this transaction's context and its statements join it.
        const value = await lastValueFrom(next.handle(), { defaultValue: undefined });
        if (!(await this.keys.complete(begun.id, begun.claim, reply.statusCode, JSON.stringify(value ?? null)))) {
          throw new ApiError(409, MENSAJES.solicitudEnCurso, ERROR_CODES.IDEMPOTENCY_IN_FLIGHT);
        }
        return value;
      },
      { savepoints: true },
    );
  }
}

/** Honours Idempotency-Key on this create (and documents the header). */
export const Idempotente = () =>
  applyDecorators(
    UseInterceptors(IdempotencyInterceptor),
    ApiHeader({
      name: IDEMPOTENCY_HEADER,
      required: false,
      description: 'Clave única por envío (p. ej. un UUID): repetir la solicitud con la misma clave en 24 h devuelve la primera respuesta (Idempotency-Replayed: true) sin crear otro registro; con otros datos, 422; mientras la primera sigue en curso, 409.',
    }),
  );
