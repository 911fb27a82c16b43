// The owner's report link of a listing: POST /api/admin/propiedad/{id}/enlace-informe → {success, data: {url}} (a new
// secret: the previous link stops working), DELETE revokes it.
import { api } from '@inmo/shell/platform';

export function crearEnlaceInforme(id: string): Promise<{ success: true; data: { url: string } }> {
  return api.post(`/admin/propiedad/${encodeURIComponent(id)}/enlace-informe`);
}

export function revocarEnlaceInforme(id: string): Promise<unknown> {
  return api.del(`/admin/propiedad/${encodeURIComponent(id)}/enlace-informe`);
}
