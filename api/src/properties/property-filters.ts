// Query-string filters of the catalogues (contracts PropiedadFiltros). Any of them switches on server-side paging.
import { LIMITES, MONEDAS, OPERACIONES, TIPOS_PROPIEDAD, aNumero, codigoBuscado, type ErroresCampo, type PropiedadFiltros } from '@inmo/contracts';

const KEYS = ['page', 'limit', 'q', 'tipo', 'operacion', 'precioMin', 'precioMax', 'moneda', 'dormitorios', 'orden', 'estado'] as const;

export interface ParsedFiltros {
  paged: boolean;
  filtros: Required<Pick<PropiedadFiltros, 'page' | 'limit'>> & PropiedadFiltros;
  errors: ErroresCampo;
}

export function parseFiltros(query: Record<string, unknown>, admin: boolean): ParsedFiltros {
  const errors: ErroresCampo = {};
  const q = query ?? {};
  const allowed = admin ? KEYS : KEYS.filter((k) => k !== 'estado');
  const paged = allowed.some((k) => q[k] !== undefined);
  const one = (k: string): string | undefined => {
    const v = q[k];
    if (v === undefined) return undefined;
    if (Array.isArray(v) || typeof v !== 'string') {
      errors[k] = `El parámetro ${k} se indicó más de una vez`;
      return undefined;
    }
    return v.trim();
  };
  const entero = (k: string, min: number, max: number, def?: number): number | undefined => {
    const s = one(k);
    if (s === undefined || s === '') return def;
    const n = aNumero(s);
    if (n === null || Number.isNaN(n) || !Number.isInteger(n) || n < min || n > max) {
      errors[k] = `El parámetro ${k} debe ser un entero entre ${min} y ${max}`;
      return def;
    }
    return n;
  };
  const numero = (k: string): number | undefined => {
    const s = one(k);
    if (s === undefined || s === '') return undefined;
    const n = aNumero(s);
    if (n === null || Number.isNaN(n) || n < 0) {
      errors[k] = `El parámetro ${k} debe ser un número positivo`;
      return undefined;
    }
    return n;
  };
  const enumerado = <T extends string>(k: string, values: readonly T[]): T | undefined => {
    const s = one(k);
    if (s === undefined || s === '') return undefined;
    const found = values.find((v) => v.toLowerCase() === s.toLowerCase());
    if (!found) errors[k] = `El parámetro ${k} no es válido`;
    return found;
  };
  const filtros: ParsedFiltros['filtros'] = {
    page: entero('page', 1, 100000, 1)!,
    limit: entero('limit', 1, 100, LIMITES.catalogoPorPagina)!,
    q: (() => {
      const s = one('q');
      if (s && s.length > 200) errors.q = 'La búsqueda es demasiado larga';
      return s || undefined;
    })(),
    tipo: enumerado('tipo', TIPOS_PROPIEDAD),
    operacion: enumerado('operacion', OPERACIONES),
    precioMin: numero('precioMin'),
    precioMax: numero('precioMax'),
    moneda: enumerado('moneda', MONEDAS),
    dormitorios: entero('dormitorios', 0, 100),
    orden: enumerado('orden', ['recientes', 'precio_asc', 'precio_desc'] as const),
    estado: admin ? enumerado('estado', ['visible', 'oculta'] as const) : undefined,
  };
  if (filtros.precioMin !== undefined && filtros.precioMax !== undefined && filtros.precioMin > filtros.precioMax) {
    errors.precioMin = 'El precio mínimo no puede superar al máximo';
  }
  return { paged, filtros, errors };
}

/**
 * A search that names a listing code ('ca-42', 'CA-0042') also finds the property with that code, by the code's
 * unique index: the condition to OR with the text search, or null when the text is no code (contracts code.ts).
 */
export function codeCondition(q: string, add: (v: unknown) => string): string | null {
  const codigo = codigoBuscado(q);
  return codigo ? `p.codigo = ${add(codigo)}` : null;
}
