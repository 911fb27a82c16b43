// GET /api/user/propiedades-publicas, paged on the server (its query: contracts catalogoConsultaSchema →
// {propiedades,total,page,pages}).
import useSWR from 'swr';
import { LIMITES, conConsulta, type PropiedadPublica, type PropiedadesPublicasResponse } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';
import { serverReply } from '../../../ssr-data.js';

export type Orden = '' | 'recientes' | 'precio_asc' | 'precio_desc';

export interface CatalogueFilters {
  q: string;
  tipo: string;
  operacion: string;
  /** Price range (text as typed; only non-negative numbers are sent) and its currency. */
  precioMin?: string;
  precioMax?: string;
  moneda?: string;
  /** Minimum number of bedrooms ('' = any). */
  dormitorios?: string;
  orden?: Orden;
  page: number;
}

/** A non-negative number typed by the visitor ('150.000' and '150000' alike), or null. */
export function montoFiltro(s: string | undefined): number | null {
  const t = (s ?? '').trim().replace(/\./g, '').replace(',', '.');
  if (t === '') return null;
  const n = Number(t);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/** The price range as sent: a reversed range is swapped rather than rejected. */
export function rangoPrecio(f: Pick<CatalogueFilters, 'precioMin' | 'precioMax'>): [number | null, number | null] {
  const a = montoFiltro(f.precioMin);
  const b = montoFiltro(f.precioMax);
  return a !== null && b !== null && a > b ? [b, a] : [a, b];
}

export function dormitoriosFiltro(s: string | undefined): number | null {
  const n = Number.parseInt(s ?? '', 10);
  return Number.isInteger(n) && n > 0 && n <= 100 ? n : null;
}

export interface CataloguePage {
  propiedades: PropiedadPublica[];
  total: number;
  page: number;
  pages: number;
}

export function publicPropertiesKey(f: CatalogueFilters): string {
  const [precioMin, precioMax] = rangoPrecio(f);
  return conConsulta('/user/propiedades-publicas', {
    page: f.page,
    limit: LIMITES.catalogoPorPagina,
    q: f.q.trim(),
    tipo: f.tipo,
    operacion: f.operacion,
    precioMin,
    precioMax,
    moneda: f.moneda,
    dormitorios: dormitoriosFiltro(f.dormitorios),
    orden: f.orden === 'recientes' ? '' : f.orden,
  });
}

const EMPTY: CataloguePage = { propiedades: [], total: 0, page: 1, pages: 1 };

/** The reply as one page (an empty one while there is none, or after an error). */
export function toCataloguePage(reply: PropiedadesPublicasResponse | null | undefined): CataloguePage {
  if (!reply || !Array.isArray(reply.propiedades)) return EMPTY;
  return { propiedades: reply.propiedades, total: reply.total ?? reply.propiedades.length, page: reply.page ?? 1, pages: Math.max(1, reply.pages ?? 1) };
}

export function usePublicProperties(f: CatalogueFilters) {
  const key = publicPropertiesKey(f);
  const { data, error, isLoading } = useSWR<PropiedadesPublicasResponse>(key, swrFetcher, {
    // The reply the server rendered this page from, if it did (shown at once; revalidated once no longer fresh).
    ...serverReply<PropiedadesPublicasResponse>(key),
    keepPreviousData: true,
    revalidateOnFocus: false,
    onError: (err) => console.error('[catálogo] no se pudieron cargar las propiedades:', err), // spec §8: logged only
  });
  return { page: toCataloguePage(error ? null : data), isLoading: isLoading && !data, error };
}
