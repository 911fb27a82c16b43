// GET /api/user/propiedades-publicas, paged on the server (page, limit=9, q, tipo, operacion, precioMin, precioMax,
// moneda, dormitorios, orden →
// {propiedades,total,page,pages}). If an older server ignores the paging params and returns the whole list,
// the same filters and paging are applied here so the screen behaves the same.
import useSWR from 'swr';
import { LIMITES, type PropiedadPublica, type PropiedadesPublicasResponse } from '@inmo/contracts';
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
  const params = new URLSearchParams({ page: String(f.page), limit: String(LIMITES.catalogoPorPagina) });
  if (f.q.trim()) params.set('q', f.q.trim());
  if (f.tipo) params.set('tipo', f.tipo);
  if (f.operacion) params.set('operacion', f.operacion);
  const [min, max] = rangoPrecio(f);
  if (min !== null) params.set('precioMin', String(min));
  if (max !== null) params.set('precioMax', String(max));
  if (f.moneda) params.set('moneda', f.moneda);
  const dorm = dormitoriosFiltro(f.dormitorios);
  if (dorm !== null) params.set('dormitorios', String(dorm));
  if (f.orden && f.orden !== 'recientes') params.set('orden', f.orden);
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
  const [min, max] = rangoPrecio(f);
  const dorm = dormitoriosFiltro(f.dormitorios);
  const monto = (p: PropiedadPublica) => (p.precio?.visible !== false && typeof p.precio?.monto === 'number' ? p.precio.monto : null);
  const filtered = list.filter(
    (p) =>
      (!q || norm(p.titulo).includes(q) || norm(p.ubicacion?.localidad).includes(q) || norm(p.ubicacion?.calle).includes(q)) &&
      (!f.tipo || p.tipo === f.tipo) &&
      (!f.operacion || p.operacion === f.operacion) &&
      (!f.moneda || p.precio?.moneda === f.moneda) &&
      (min === null || (monto(p) ?? -1) >= min) &&
      (max === null || (monto(p) !== null && monto(p)! <= max)) &&
      (dorm === null || (p.habitaciones ?? 0) >= dorm),
  );
  if (f.orden === 'precio_asc' || f.orden === 'precio_desc') {
    const dir = f.orden === 'precio_asc' ? 1 : -1;
    // Hidden or missing prices go last either way.
    filtered.sort((a, b) => {
      const x = monto(a);
      const y = monto(b);
      if (x === null || y === null) return x === null ? (y === null ? 0 : 1) : -1;
      return (x - y) * dir;
    });
  }
  const pages = Math.max(1, Math.ceil(filtered.length / size));
  const page = Math.min(Math.max(1, f.page), pages);
  return { propiedades: filtered.slice((page - 1) * size, page * size), total: filtered.length, page, pages };
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
  return { page: toCataloguePage(error ? null : data, f), isLoading: isLoading && !data, error };
}
