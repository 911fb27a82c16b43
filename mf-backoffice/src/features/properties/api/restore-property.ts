// Restores a soft-deleted property from the Papelera: POST /api/admin/restaurar-propiedad/{id}.
import type { RestaurarPropiedadResponse } from '@inmo/contracts';
import { api } from '@inmo/shell/platform';

export function restoreProperty(id: string): Promise<RestaurarPropiedadResponse> {
  return api.post<RestaurarPropiedadResponse>(`/admin/restaurar-propiedad/${encodeURIComponent(id)}`);
}
