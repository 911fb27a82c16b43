// A listing's free turns for a visit (GET /api/user/propiedad/{id}/turnos) and a visitor's request for one
// (POST /api/user/pedir-visita → 201; a turn taken meanwhile → 409). Plain requests: the form's chunk loads no SWR.
import type { PedirVisitaRequest, TurnosResponse } from '@inmo/contracts';
import { api } from '@inmo/shell/platform';

export function getTurnos(propiedadId: string): Promise<TurnosResponse> {
  return api.get<TurnosResponse>(`/user/propiedad/${encodeURIComponent(propiedadId)}/turnos`);
}

export function pedirVisita(body: PedirVisitaRequest): Promise<{ success: true; message: string }> {
  return api.post('/user/pedir-visita', body);
}
