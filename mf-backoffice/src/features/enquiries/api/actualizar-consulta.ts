// PATCH /api/admin/consultas/{id} {leida?, respondida?}
import type { Consulta } from '@inmo/contracts';
import { api } from '@inmo/shell/platform';

export async function actualizarConsulta(id: string, cambios: { leida?: boolean; respondida?: boolean }): Promise<Consulta> {
  const body = await api.patch<{ data: Consulta }>(`/admin/consultas/${encodeURIComponent(id)}`, cambios);
  return body.data;
}
