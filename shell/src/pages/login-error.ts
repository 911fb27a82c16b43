import { ApiError } from '@inmo/shell/platform';

/** Spec §8: the server's error, else the network message, else 'Error en la conexión'. */
export function loginErrorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.serverError || 'Error en la conexión';
  if (err instanceof Error && err.message) return err.message;
  return 'Error en la conexión';
}
