// POST /api/admin/consultas/{id}/respuesta {canal}: a reply was sent from the inbox (its WhatsApp or e-mail link);
// the API logs who and when and marks the enquiry answered.
import type { CanalRespuesta, Consulta } from '@inmo/contracts';
import { api } from '@inmo/shell/platform';

export async function registrarRespuesta(id: string, canal: CanalRespuesta): Promise<Consulta> {
  const body = await api.post<{ data: Consulta }>(`/admin/consultas/${encodeURIComponent(id)}/respuesta`, { canal });
  return body.data;
}
