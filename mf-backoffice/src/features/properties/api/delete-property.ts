// DELETE /api/admin/eliminar-propiedad/{id} (soft delete: it goes to the Papelera).
import type { EliminarPropiedadResponse } from '@inmo/contracts';
import { api } from '@inmo/shell/platform';

export function deleteProperty(id: string): Promise<EliminarPropiedadResponse> {
  return api.del<EliminarPropiedadResponse>(`/admin/eliminar-propiedad/${encodeURIComponent(id)}`);
}
