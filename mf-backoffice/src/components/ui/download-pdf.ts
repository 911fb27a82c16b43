// A PDF the API serves to staff (a receipt, a settlement), downloaded through a Blob: the staff token goes in its
// header, as on every call, which a plain link could not send.
import { AUTH_HEADER } from '@inmo/contracts';
import { API_BASE, getToken } from '@inmo/shell/platform';

/** Downloads a PDF the API serves to staff (the token goes in its header, as every call's). */
export async function descargarPdf(url: string, nombre: string): Promise<void> {
  const token = getToken();
  const res = await fetch(url.startsWith(API_BASE) ? url : `${API_BASE}${url}`, { headers: token ? { [AUTH_HEADER]: token } : {} });
  if (!res.ok) throw new Error('No se pudo descargar el PDF');
  const blob = await res.blob();
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = nombre;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
