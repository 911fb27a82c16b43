// GET /api/admin/portales?page=&limit= → {success, data: {portales (one summary per portal), publicaciones (the
// listings on the portals, errors first)}, total, page, pages}. Every member of staff may read it.
import useSWR, { mutate } from 'swr';
import type { PortalesResponse } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';

export const PUBLICACIONES_POR_PAGINA = 20;

export function portalesKey(page: number): string {
  return `/admin/portales?page=${page}&limit=${PUBLICACIONES_POR_PAGINA}`;
}

export function usePortales(page: number) {
  return useSWR<PortalesResponse>(portalesKey(page), swrFetcher, { keepPreviousData: true });
}

/** After an action (a new address, a connection, a sync) every page of the summary is stale. */
export function refrescarPortales(): Promise<unknown> {
  return mutate((k) => typeof k === 'string' && k.startsWith('/admin/portales?'));
}
