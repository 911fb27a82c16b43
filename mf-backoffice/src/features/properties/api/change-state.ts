// A listing's state by hand, with the reason: PUT /api/admin/estado-propiedad/{id} (contracts property/estado.ts).
import type { CambiarEstado, CambiarEstadoResponse } from '@inmo/contracts';
import { api } from '@inmo/shell/platform';

export function changeState(id: string, body: CambiarEstado): Promise<CambiarEstadoResponse> {
  return api.put<CambiarEstadoResponse>(`/admin/estado-propiedad/${encodeURIComponent(id)}`, body);
}
