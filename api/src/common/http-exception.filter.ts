// One exception filter: every error leaves as {success:false, error:'…', code?, errors?} with its status.
import { ArgumentsHost, Catch, HttpException, Logger, type ExceptionFilter } from '@nestjs/common';
import { ERROR_CODES, MENSAJES, type ApiErrorBody } from '@inmo/contracts';
import { ApiError } from './api-error.js';
import { DatabaseUnavailableError, isConnectionError } from '../database/db.service.js';

const logger = new Logger('Errors');

export function toErrorReply(exception: unknown): { status: number; body: ApiErrorBody } {
  if (exception instanceof ApiError) {
    const body: ApiErrorBody = { success: false, error: exception.message };
    if (exception.code) body.code = exception.code;
    if (exception.errors) body.errors = exception.errors;
    if (exception.existente) body.existente = exception.existente;
    return { status: exception.status, body };
  }
  if (exception instanceof DatabaseUnavailableError || isConnectionError(exception)) {
    return { status: 503, body: { success: false, error: MENSAJES.baseNoDisponible, code: ERROR_CODES.DATABASE_UNAVAILABLE } };
  }
  // Safety net for database refusals that validation should have caught: never a 500 for bad input.
  const pgCode = (exception as { code?: string; driverError?: { code?: string } })?.driverError?.code ?? (exception as { code?: string })?.code;
  if (typeof pgCode === 'string' && /^(22|23)[0-9A-Z]{3}$/.test(pgCode)) {
    if (pgCode === '23505') return { status: 409, body: { success: false, error: 'Ya existe un registro con esos datos', code: ERROR_CODES.VALIDATION } };
    return { status: 400, body: { success: false, error: MENSAJES.datosInvalidos, code: ERROR_CODES.VALIDATION } };
  }
  // Fastify's own errors (bad JSON, content type, body size) carry statusCode and a FST_ code.
  const fst = exception as { statusCode?: number; code?: string; status?: number };
  const status = exception instanceof HttpException ? exception.getStatus() : (fst?.statusCode ?? fst?.status);
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if (status === 413 || fst?.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return { status: 413, body: { success: false, error: MENSAJES.cuerpoDemasiadoGrande, code: ERROR_CODES.PAYLOAD_TOO_LARGE } };
    }
    if (fst?.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fst?.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || exception instanceof SyntaxError) {
      return { status: 400, body: { success: false, error: 'El contenido enviado no es un JSON válido', code: ERROR_CODES.VALIDATION } };
    }
    if (status === 404) return { status, body: { success: false, error: MENSAJES.noEncontrado, code: ERROR_CODES.NOT_FOUND } };
    if (status === 401) return { status, body: { success: false, error: MENSAJES.noAutorizado, code: ERROR_CODES.UNAUTHORIZED } };
    if (status === 403) return { status, body: { success: false, error: MENSAJES.prohibido, code: ERROR_CODES.FORBIDDEN } };
    if (status === 415) return { status, body: { success: false, error: 'Tipo de contenido no soportado. Enviá JSON.', code: ERROR_CODES.VALIDATION } };
    return { status, body: { success: false, error: MENSAJES.datosInvalidos, code: ERROR_CODES.VALIDATION } };
  }
  return { status: 500, body: { success: false, error: MENSAJES.errorInterno, code: ERROR_CODES.INTERNAL } };
}

@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse();
    const request = host.switchToHttp().getRequest();
    const { status, body } = toErrorReply(exception);
    if (status >= 500) {
      const log = request?.log;
      if (log) log.error({ err: exception }, 'Error no controlado');
      else logger.error(exception instanceof Error ? exception.stack : String(exception));
    }
    reply.status(status).send(body);
  }
}
