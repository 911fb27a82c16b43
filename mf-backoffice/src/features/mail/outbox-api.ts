// The outbox's calls (admins only): GET /api/admin/correos, GET /api/admin/correo/{id}, POST /api/admin/correo/{id}/reenviar.
import useSWR from 'swr';
import { conConsulta, type CorreoResponse, type CorreosResponse, type EstadoCorreo } from '@inmo/contracts';
import { api, swrFetcher } from '@inmo/shell/platform';

export const CORREOS_KEY = '/admin/correos';

export function useCorreos(estado: EstadoCorreo | '') {
  return useSWR<CorreosResponse>(conConsulta(CORREOS_KEY, { estado: estado || undefined }), swrFetcher, { refreshInterval: 10_000 });
}

export function useCorreo(id: string | null) {
  return useSWR<CorreoResponse>(id ? `/admin/correo/${encodeURIComponent(id)}` : null, swrFetcher);
}

export function reenviarCorreo(id: string) {
  return api.post<CorreoResponse>(`/admin/correo/${encodeURIComponent(id)}/reenviar`);
}
