// GET /api/user/mi-busqueda/{secreto} (the page's data; the server render reads it too) and
// POST /api/user/mi-busqueda/{secreto}/me-interesa {propiedad}.
import useSWR from 'swr';
import type { MiBusquedaResponse } from '@inmo/contracts';
import { API_BASE, ApiError, swrFetcher } from '@inmo/shell/platform';
import { serverReply } from '../../ssr-data.js';

export const miBusquedaKey = (secreto: string) => `/user/mi-busqueda/${encodeURIComponent(secreto)}`;

export const isNotFound = (err: unknown) => err instanceof ApiError && err.status === 404;

export function useMiBusqueda(secreto: string) {
  return useSWR<MiBusquedaResponse>(secreto ? miBusquedaKey(secreto) : null, swrFetcher, {
    ...serverReply<MiBusquedaResponse>(miBusquedaKey(secreto)),
    revalidateOnFocus: false,
    shouldRetryOnError: (err: unknown) => !isNotFound(err),
  });
}

/** The API's message (success or failure), to show as is. */
export async function meInteresa(secreto: string, propiedad: string): Promise<{ ok: boolean; message: string }> {
  try {
    const r = await fetch(`${API_BASE}${miBusquedaKey(secreto)}/me-interesa`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ propiedad }),
    });
    const body = (await r.json().catch(() => null)) as { message?: string; error?: string } | null;
    return { ok: r.ok, message: (r.ok ? body?.message : body?.error) ?? (r.ok ? 'Consulta enviada' : 'No pudimos enviar tu consulta') };
  } catch {
    return { ok: false, message: 'No pudimos enviar tu consulta. Revisá tu conexión.' };
  }
}
