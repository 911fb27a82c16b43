// The catalogue's state in the URL (?q=&tipo=&operacion=&precioMin=&precioMax=&moneda=&dormitorios=&orden=&page=):
// read on every render, written on every change, so a filtered page can be shared and Back works.
import type { CatalogueFilters as Filters, Orden } from '../api/use-public-properties.js';

const ORDENES: readonly Orden[] = ['recientes', 'precio_asc', 'precio_desc'];
const TEXT_KEYS = ['q', 'tipo', 'operacion', 'precioMin', 'precioMax', 'moneda', 'dormitorios'] as const;

export function readFilters(sp: URLSearchParams): Filters {
  const page = Number.parseInt(sp.get('page') ?? '1', 10);
  const orden = sp.get('orden') ?? '';
  const f = { page: Number.isFinite(page) && page > 0 ? page : 1, orden: (ORDENES as readonly string[]).includes(orden) ? (orden as Orden) : '' } as Filters;
  for (const k of TEXT_KEYS) f[k] = sp.get(k) ?? '';
  return f;
}

export function toParams(f: Filters): URLSearchParams {
  const sp = new URLSearchParams();
  for (const k of TEXT_KEYS) {
    // Kept as typed (a trailing space while typing must survive the round trip through the URL); blank = absent.
    const v = f[k] ?? '';
    if (v.trim()) sp.set(k, v);
  }
  if (f.orden && f.orden !== 'recientes') sp.set('orden', f.orden);
  if (f.page > 1) sp.set('page', String(f.page));
  return sp;
}

/** How many filters are in use ('Filtrar (2)'): each field with a value; the order is not a filter, nor the page. */
export function activeFilterCount(f: Filters): number {
  return TEXT_KEYS.filter((k) => (f[k] ?? '').trim() !== '').length;
}
