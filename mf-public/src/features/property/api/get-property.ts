// GET /api/user/propiedad/{id} → {propiedad, tipo}. A 404 (missing or hidden) or 400 is "not found", not an endless
// 'Cargando propiedad...' (a deliberate improvement over spec §8). Other failures are logged (spec §8).
// `comoVisitante`: staff's 'Vista Pública' preview asks without the token, so it gets exactly the visitor's reply.
import useSWR from 'swr';
import type { PropiedadDetalleResponse } from '@inmo/contracts';
import { API_BASE, ApiError, swrFetcher } from '@inmo/shell/platform';
import { serverReply } from '../../../ssr-data.js';

export const propertyKey = (id: string) => `/user/propiedad/${encodeURIComponent(id)}`;

export const isNotFound = (err: unknown) => err instanceof ApiError && (err.status === 404 || err.status === 400);

const VISITANTE = ' visitante';

async function sinToken<T>(path: string): Promise<T> {
  const r = await fetch(API_BASE + path, { headers: { Accept: 'application/json' } });
  const body: unknown = await r.json().catch(() => null);
  if (!r.ok) throw new ApiError(r.status, body);
  return body as T;
}

export function usePropiedad(id: string, token: string | null, comoVisitante = false) {
  const personal = !comoVisitante && token;
  // The token is part of the key: staff see hidden properties, so logging in or out reloads the page's data.
  const { data, error, isLoading, mutate } = useSWR<PropiedadDetalleResponse>(
    id ? [propertyKey(id), personal ? token : comoVisitante ? VISITANTE : ''] : null,
    ([path, k]: [string, string]) => (k === VISITANTE ? sinToken<PropiedadDetalleResponse>(path) : swrFetcher<PropiedadDetalleResponse>(path)),
    {
      // The reply the server rendered this page from, if it did: the public one, so not for a signed-in visitor.
      ...(personal ? {} : serverReply<PropiedadDetalleResponse>(propertyKey(id))),
      revalidateOnFocus: false,
      shouldRetryOnError: (err: unknown) => !isNotFound(err),
      onError: (err) => {
        if (!isNotFound(err)) console.error('[propiedad] no se pudo cargar:', err);
      },
    },
  );
  return { data, error, isLoading, notFound: isNotFound(error), mutate };
}
