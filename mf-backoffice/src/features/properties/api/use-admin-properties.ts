// GET /api/admin/todas-propiedades, paged and filtered on the server (its query: contracts
// catalogoAdminConsultaSchema → {casas, total, page, pages}). Hidden properties included: this is the staff list.
import useSWR from 'swr';
import { LIMITES, conConsulta, type Propiedad, type TodasPropiedadesResponse } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';

export interface AdminFilters {
  q: string;
  tipo: string;
  operacion: string;
  estado: string;
  page: number;
  /** 'Mías': the caller's listings (assigned to them or created by them; `mias=1`). */
  mias?: boolean;
}

export interface AdminPage {
  propiedades: Propiedad[];
  total: number;
  page: number;
  pages: number;
}

/** The list's key; `path`: another list with the same filters and paging (the Papelera). */
export function adminPropertiesKey(f: AdminFilters, path = '/admin/todas-propiedades'): string {
  return conConsulta(path, { page: Math.max(1, f.page), limit: LIMITES.catalogoPorPagina, q: f.q.trim(), tipo: f.tipo, operacion: f.operacion, estado: f.estado, mias: f.mias });
}

const EMPTY: AdminPage = { propiedades: [], total: 0, page: 1, pages: 1 };

export function toAdminPage(reply: TodasPropiedadesResponse | null | undefined): AdminPage {
  if (!reply || !Array.isArray(reply.casas)) return EMPTY;
  return { propiedades: reply.casas, total: reply.total ?? reply.casas.length, page: reply.page ?? 1, pages: Math.max(1, reply.pages ?? 1) };
}

export function useAdminProperties(f: AdminFilters) {
  const { data, error, isLoading, mutate } = useSWR<TodasPropiedadesResponse>(adminPropertiesKey(f), swrFetcher, {
    keepPreviousData: true,
    onError: (err) => console.error('[propiedades] no se pudieron cargar:', err),
  });
  // isLoading: nothing to show yet; pending: the reply for these filters is on its way (the page shown may be the
  // previous filters' one).
  return { page: toAdminPage(error ? null : data), isLoading: isLoading && !data, pending: isLoading, error, mutate };
}
