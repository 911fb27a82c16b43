// PUT /api/admin/editar-operacion/{id} {…the creation's fields, version} → {success, message, data}; a stale
// version or an annulled operation → 409 with the server's Spanish message.
import type { EditarOperacionRequest, OperacionResponse } from '@inmo/contracts';
import { api } from '@inmo/shell/platform';

export function editarOperacion(id: string, body: EditarOperacionRequest): Promise<OperacionResponse> {
  return api.put<OperacionResponse>(`/admin/editar-operacion/${encodeURIComponent(id)}`, body);
}
