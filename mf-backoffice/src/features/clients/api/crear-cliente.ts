// POST /api/admin/nuevo-cliente {nombre, apellido, dni, mail, telefono} → 201 {success, message, data}.
import type { ClienteResponse, NuevoClienteRequest } from '@inmo/contracts';
import { api, ApiError } from '@inmo/shell/platform';

/** `clave`: the submit's Idempotency-Key (useSubmitKey): a retry of the submit makes no second client. */
export function crearCliente(body: NuevoClienteRequest, clave: string): Promise<ClienteResponse> {
  return api.post<ClienteResponse>('/admin/nuevo-cliente', body, { idempotencyKey: clave });
}

/** Spec §8 New client: server message, else the errors map joined by commas, else the generic text. */
export function mensajeErrorCrear(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.serverError) return err.serverError;
    if (err.errors && Object.keys(err.errors).length) return Object.values(err.errors).join(', ');
  }
  return 'Error al crear el cliente. Por favor intenta nuevamente.';
}

/** The client a 409 names (another client already has that DNI: ApiErrorBody.existente), or null. */
export function clienteExistente(err: unknown): { _id: string; nombre: string } | null {
  if (!(err instanceof ApiError)) return null;
  const e = (err.body as { existente?: { _id?: unknown; nombre?: unknown } } | null)?.existente;
  return e && typeof e._id === 'string' && typeof e.nombre === 'string' ? { _id: e._id, nombre: e.nombre } : null;
}
