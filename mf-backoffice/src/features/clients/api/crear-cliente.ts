// POST /api/admin/nuevo-cliente {nombre, apellido, dni, mail, telefono} → 201 {success, message, data}.
import type { ClienteResponse, NuevoClienteRequest } from '@inmo/contracts';
import { api, ApiError } from '@inmo/shell/platform';

export function crearCliente(body: NuevoClienteRequest): Promise<ClienteResponse> {
  return api.post<ClienteResponse>('/admin/nuevo-cliente', body);
}

/** Spec §8 New client: server message, else the errors map joined by commas, else the generic text. */
export function mensajeErrorCrear(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.serverError) return err.serverError;
    if (err.errors && Object.keys(err.errors).length) return Object.values(err.errors).join(', ');
  }
  return 'Error al crear el cliente. Por favor intenta nuevamente.';
}
