// PUT /api/admin/editar-cliente/{id} with `version` (stale → 409 with the server's Spanish message).
import type { ClienteResponse, EditarClienteRequest } from '@inmo/contracts';
import { api, ApiError } from '@inmo/shell/platform';

export function editarCliente(id: string, body: EditarClienteRequest): Promise<ClienteResponse> {
  return api.put<ClienteResponse>(`/admin/editar-cliente/${encodeURIComponent(id)}`, body);
}

/** Spec §8 Client detail save failure. */
export function mensajeErrorGuardar(err: unknown): string {
  if (err instanceof ApiError) {
    const b = err.body as { errors?: unknown } | null;
    if (Array.isArray(b?.errors) && b.errors.length) return `Errores de validación: ${b.errors.join(', ')}`;
    if (err.status !== 409 && err.errors && Object.keys(err.errors).length) return `Errores de validación: ${Object.values(err.errors).join(', ')}`;
    if (err.serverError) return err.serverError;
  }
  return 'Error al guardar los cambios';
}
