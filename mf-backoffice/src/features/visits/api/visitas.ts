// The agenda's calls: GET /api/admin/visitas?desde=&hasta=&agente= (a week), POST /api/admin/nueva-visita,
// PUT /api/admin/editar-visita/{id} (state and outcome; confirming a visitor's request is 'programada'), and
// GET /api/admin/visita/{id}.ics (the calendar file, downloaded). After a write the agenda reads again.
import useSWR, { type ScopedMutator } from 'swr';
import { conConsulta, type EditarVisitaRequest, type NuevaVisitaRequest, type Visita, type VisitasResponse } from '@inmo/contracts';
import { api, swrFetcher } from '@inmo/shell/platform';
import { downloadText } from '../../../components/ui/download.js';

export const visitasKey = (desde: string, hasta: string, agente: string) => conConsulta('/admin/visitas', { desde, hasta, agente: agente || undefined });

export function useVisitas(desde: string, hasta: string, agente: string) {
  return useSWR<VisitasResponse>(visitasKey(desde, hasta, agente), swrFetcher, { revalidateOnFocus: true });
}

export function visitasCambiaron(mutate: ScopedMutator) {
  return mutate((k) => typeof k === 'string' && k.startsWith('/admin/visitas'));
}

export function crearVisita(body: NuevaVisitaRequest, clave: string) {
  return api.post<{ success: true; data: Visita }>('/admin/nueva-visita', body, { idempotencyKey: clave });
}

export function editarVisita(id: string, body: EditarVisitaRequest) {
  return api.put<{ success: true; data: Visita }>(`/admin/editar-visita/${encodeURIComponent(id)}`, body);
}

export async function descargarIcs(v: Visita): Promise<void> {
  const texto = await api.get<string>(`/admin/visita/${encodeURIComponent(v._id)}.ics`, { headers: { Accept: 'text/calendar' } });
  downloadText(`visita-${v.propiedad.codigo}.ics`, String(texto), 'text/calendar;charset=utf-8');
}
