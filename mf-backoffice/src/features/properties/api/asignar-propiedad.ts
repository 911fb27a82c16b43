// PUT /api/admin/propiedad/{id}/asignar {usuario} (admins): the member of staff a listing is assigned to (null:
// nobody) → {success, data: permisos}. The agente it is assigned to may edit it.
import type { PermisosPropiedadResponse } from '@inmo/contracts';
import { api } from '@inmo/shell/platform';

export function asignarPropiedad(id: string, usuario: string | null): Promise<PermisosPropiedadResponse> {
  return api.put<PermisosPropiedadResponse>(`/admin/propiedad/${encodeURIComponent(id)}/asignar`, { usuario });
}
