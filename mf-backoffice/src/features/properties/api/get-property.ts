// GET /api/user/propiedad/{id} with the staff token (hidden properties included): the editor's "Recargar".
import { ERROR_CODES, MENSAJES, esPropiedadDePersonal, type Propiedad, type PropiedadDetalleResponse } from '@inmo/contracts';
import { ApiError, api } from '@inmo/shell/platform';

/** The whole property (staff reply); a reply without staff data means the session no longer counts as staff. */
export async function getProperty(id: string): Promise<{ propiedad: Propiedad; tipo: Propiedad['tipo'] }> {
  const r = await api.get<PropiedadDetalleResponse>(`/user/propiedad/${encodeURIComponent(id)}`);
  if (!esPropiedadDePersonal(r.propiedad)) throw new ApiError(401, { success: false, error: MENSAJES.noAutorizado, code: ERROR_CODES.UNAUTHORIZED });
  return { propiedad: r.propiedad, tipo: r.tipo };
}
