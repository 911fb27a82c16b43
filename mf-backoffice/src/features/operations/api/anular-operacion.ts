// POST /api/admin/operacion/{id}/anular {motivo} → {success, message, data}: kept, marked 'Anulada', out of totals.
import type { AnularOperacionRequest, OperacionResponse } from '@inmo/contracts';
import { api } from '@inmo/shell/platform';

export function anularOperacion(id: string, body: AnularOperacionRequest): Promise<OperacionResponse> {
  return api.post<OperacionResponse>(`/admin/operacion/${encodeURIComponent(id)}/anular`, body);
}
