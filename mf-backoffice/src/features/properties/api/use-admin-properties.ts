// GET /api/admin/todas-propiedades, paged and filtered on the server (page, limit=9, q, tipo, operacion,
// estado=visible|oculta → {casas, total, page, pages}). Hidden properties included: this is the staff list.
import useSWR from 'swr';
import { LIMITES, type Propiedad, type TodasPropiedadesResponse } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';

export interface AdminFilters {
  q: string;
  tipo: string;
  operacion: string;
  estado: string;
  page: number;
}

export interface AdminPage {
  propiedades: Propiedad[];
  total: number;
  page: number;
  pages: number;
}

/** The list's key; `path`: another list with the same filters and paging (the Papelera). */
export function adminPropertiesKey(f: AdminFilters, path = '/admin/todas-propiedades'): string {
  const params = new URLSearchParams({ page: String(Math.max(1, f.page)), limit: String(LIMITES.catalogoPorPagina) });
  if (f.q.trim()) params.set('q', f.q.trim());
  if (f.tipo) params.set('tipo', f.tipo);
  if (f.operacion) params.set('operacion', f.operacion);
  if (f.estado) params.set('estado', f.estado);
  return `${path}?${params}`;
}

export function toAdminPage(reply: TodasPropiedadesResponse | null | undefined, f: AdminFilters): AdminPage {
  const list = Array.isArray(reply?.casas) ? reply.casas : [];
  if (typeof reply?.total === 'number' && typeof reply?.pages === 'number') {
    return { propiedades: list, total: reply.total, page: reply.page ?? f.page, pages: Math.max(1, reply.pages) };
  }
  // An older server answers the whole list: page it here.
  const size = LIMITES.catalogoPorPagina;
  const pages = Math.max(1, Math.ceil(list.length / size));
  const page = Math.min(Math.max(1, f.page), pages);
  return { propiedades: list.slice((page - 1) * size, page * size), total: list.length, page, pages };
}

export function useAdminProperties(f: AdminFilters) {
  const { data, error, isLoading, mutate } = useSWR<TodasPropiedadesResponse>(adminPropertiesKey(f), swrFetcher, {
    keepPreviousData: true,
    onError: (err) => console.error('[propiedades] no se pudieron cargar:', err),
  });
  // isLoading: nothing to show yet; pending: the reply for these filters is on its way (the page shown may be the
  // previous filters' one).
  return { page: toAdminPage(error ? null : data, f), isLoading: isLoading && !data, pending: isLoading, error, mutate };
}
