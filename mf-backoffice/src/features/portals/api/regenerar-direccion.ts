// POST /api/admin/portales/{portal}/regenerar {clave: 'feed'|'consultas'} → {success, data: PortalResumen} (admins):
// a new secret in that address; the old one answers 404 from then on.
import type { Portal, PortalResumen } from '@inmo/contracts';
import { api } from '@inmo/shell/platform';

export type ClaveDireccion = 'feed' | 'consultas';

export function regenerarDireccion(portal: Portal, clave: ClaveDireccion) {
  return api.post<{ success: true; data: PortalResumen }>(`/admin/portales/${encodeURIComponent(portal)}/regenerar`, { clave });
}
