// PUT /api/admin/editar-propiedad/{id} {tipo, propiedad, version}: a stale version answers 409
// (PROPERTY.VERSION_CONFLICT) and nothing is overwritten.
import { ERROR_CODES, type EditarPropiedadResponse, type TipoPropiedad } from '@inmo/contracts';
import { ApiError, api } from '@inmo/shell/platform';

export function editProperty(id: string, tipo: TipoPropiedad, propiedad: Record<string, unknown>, version?: number): Promise<EditarPropiedadResponse> {
  return api.put<EditarPropiedadResponse>(`/admin/editar-propiedad/${encodeURIComponent(id)}`, { tipo, propiedad, version });
}

export function isVersionConflict(err: unknown): boolean {
  return err instanceof ApiError && (err.status === 409 || err.code === ERROR_CODES.PROPERTY_VERSION_CONFLICT);
}
