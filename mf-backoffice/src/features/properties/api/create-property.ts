// POST /api/admin/nueva-casa | nuevo-dpto | nuevo-campo | nuevo-fondo | nuevo-local | nuevo-terreno | nuevo-galpon
// (spec §7): each type to its own endpoint.
import { ENDPOINT_ALTA, type CrearPropiedadResponse, type TipoPropiedad } from '@inmo/contracts';
import { api } from '@inmo/shell/platform';

export function createPropertyPath(tipo: TipoPropiedad): string {
  return `/admin/${ENDPOINT_ALTA[tipo]}`;
}

/** `clave`: the submit's Idempotency-Key (useSubmitKey): a retry of the submit makes no second property. */
export function createProperty(tipo: TipoPropiedad, body: Record<string, unknown>, clave: string): Promise<CrearPropiedadResponse> {
  return api.post<CrearPropiedadResponse>(createPropertyPath(tipo), body, { idempotencyKey: clave });
}
