// GET /api/user/propiedades-publicas, paged on the server (page, limit=9, q, tipo, operacion →
// {propiedades,total,page,pages}). If an older server ignores the paging params and returns the whole list,
// the same filters and paging are applied here so the screen behaves the same.
import useSWR from 'swr';
import { LIMITES, type Propiedad, type PropiedadesPublicasResponse } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';

export interface CatalogueFilters {
  q: string;
  tipo: string;
  operacion: string;
  page: number;
}

export interface CataloguePage {
  propiedades: Propiedad[];
  total: number;
  page: number;
  pages: number;
}

export function publicPropertiesKey(f: CatalogueFilters): string {
  const params = new URLSearchParams({ page: String(f.page), limit: String(LIMITES.catalogoPorPagina) });
  if (f.q.trim()) params.set('q', f.q.trim());
  if (f.tipo) params.set('tipo', f.tipo);
  if (f.operacion) params.set('operacion', f.operacion);
  return `/user/propiedades-publicas?${params}`;
}

const norm = (s: unknown) =>
  String(s ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Normalises either reply shape to one page. */
export function toCataloguePage(reply: PropiedadesPublicasResponse | null | undefined, f: CatalogueFilters): CataloguePage {
  const list = Array.isArray(reply?.propiedades) ? reply.propiedades : [];
  const size = LIMITES.catalogoPorPagina;
  if (typeof reply?.total === 'number' && typeof reply?.pages === 'number') {
    return { propiedades: list, total: reply.total, page: reply.page ?? f.page, pages: Math.max(1, reply.pages) };
  }
  const q = norm(f.q.trim());
  const filtered = list.filter(
    (p) =>
      (!q || norm(p.titulo).includes(q) || norm(p.ubicacion?.localidad).includes(q) || norm(p.ubicacion?.calle).includes(q)) &&
      (!f.tipo || p.tipo === f.tipo) &&
      (!f.operacion || p.operacion === f.operacion),
  );
  const pages = Math.max(1, Math.ceil(filtered.length / size));
  const page = Math.min(Math.max(1, f.page), pages);
  return { propiedades: filtered.slice((page - 1) * size, page * size), total: filtered.length, page, pages };
}

export function usePublicProperties(f: CatalogueFilters) {
  const { data, error, isLoading } = useSWR<PropiedadesPublicasResponse>(publicPropertiesKey(f), swrFetcher, {
    keepPreviousData: true,
    revalidateOnFocus: false,
    onError: (err) => console.error('[catálogo] no se pudieron cargar las propiedades:', err), // spec §8: logged only
  });
  return { page: toCataloguePage(error ? null : data, f), isLoading: isLoading && !data, error };
}
