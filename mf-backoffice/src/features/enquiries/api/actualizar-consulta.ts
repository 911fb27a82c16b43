// PATCH /api/admin/consultas/{id} {leida?, respondida?}. The shared HTTP client has no PATCH, so this one call goes
// through fetch with the same rules: token in 'auth-token', a 401 ends the session, errors as ApiError.
import { AUTH_HEADER, type Consulta } from '@inmo/contracts';
import { API_BASE, ApiError, SESSION_EXPIRED_PATH, clearToken, getToken } from '@inmo/shell/platform';

export async function actualizarConsulta(id: string, cambios: { leida?: boolean; respondida?: boolean }): Promise<Consulta> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  const token = getToken();
  if (token) headers[AUTH_HEADER] = token;
  const res = await fetch(`${API_BASE}/admin/consultas/${encodeURIComponent(id)}`, { method: 'PATCH', headers, body: JSON.stringify(cambios), credentials: 'include' });
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  if (res.status === 401) {
    clearToken({ redirectTo: SESSION_EXPIRED_PATH });
    window.location.assign(SESSION_EXPIRED_PATH);
  }
  if (!res.ok) throw new ApiError(res.status, body);
  return (body as { data: Consulta }).data;
}
