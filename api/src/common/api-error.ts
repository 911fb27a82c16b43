// The API's own error: a status, the Spanish message, a stable code and optional per-field messages.
import { ERROR_CODES, MENSAJES, primerError, type ErrorCode, type ErroresCampo } from '@inmo/contracts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: ErrorCode,
    readonly errors?: ErroresCampo,
    /** The record a conflict collides with (ApiErrorBody.existente). */
    readonly existente?: { _id: string; nombre: string },
  ) {
    super(message);
  }

  static validation(errors: ErroresCampo): ApiError {
    return new ApiError(400, primerError(errors) ?? MENSAJES.datosInvalidos, ERROR_CODES.VALIDATION, errors);
  }
  static notFound(message: string = MENSAJES.noEncontrado, code: ErrorCode = ERROR_CODES.NOT_FOUND): ApiError {
    return new ApiError(404, message, code);
  }
  static unauthorized(): ApiError {
    return new ApiError(401, MENSAJES.noAutorizado, ERROR_CODES.UNAUTHORIZED);
  }
}

/** Throws a 400 when the map holds any message. */
export function assertValid(errors: ErroresCampo): void {
  if (Object.keys(errors).length > 0) throw ApiError.validation(errors);
}
