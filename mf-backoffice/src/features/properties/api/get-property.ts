// GET /api/user/propiedad/{id} with the staff token (hidden properties included): the editor's "Recargar".
import type { PropiedadDetalleResponse } from '@inmo/contracts';
import { api } from '@inmo/shell/platform';

export function getProperty(id: string): Promise<PropiedadDetalleResponse> {
  return api.get<PropiedadDetalleResponse>(`/user/propiedad/${encodeURIComponent(id)}`);
}
