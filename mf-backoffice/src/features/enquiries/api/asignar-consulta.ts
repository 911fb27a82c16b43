// PUT /api/admin/consultas/{id}/asignar {usuario: id | null} → the enquiry with its asignadoA.
import type { Consulta } from '@inmo/contracts';
import { api } from '@inmo/shell/platform';

export async function asignarConsulta(id: string, usuario: string | null): Promise<Consulta> {
  const body = await api.put<{ data: Consulta }>(`/admin/consultas/${encodeURIComponent(id)}/asignar`, { usuario });
  return body.data;
}
