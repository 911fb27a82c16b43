// 'Seleccionar Propiedad' (spec §2 Client detail) reads the catalogue a page at a time, filtered on the server (the
// browser never loads every property): GET /api/admin/todas-propiedades?page=&limit=20&q=&tipo=&operacion= (its
// query: contracts catalogoAdminConsultaSchema; hidden ones too, as staff see them; q: title, street, town or listing
// code, accents and case aside), 'Ver más' for the next page. The counter's total is the catalogue's
// (…?page=1&limit=1: its `total`).
import { useCallback, useEffect, useState } from 'react';
import useSWR from 'swr';
import { conConsulta, type Propiedad, type TodasPropiedadesResponse } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';
import { useTextoEnPausa } from '../../../components/ui/use-texto-en-pausa.js';
import type { FiltrosPicker } from '../components/client-edit.js';

export const PICKER_POR_PAGINA = 20;
const RUTA = '/admin/todas-propiedades';

/** The picker's query for these filters, without its page ('limit=20&q=…&tipo=…&operacion=…'). */
export function pickerFiltros(f: FiltrosPicker): string {
  const key = conConsulta(RUTA, { limit: PICKER_POR_PAGINA, q: f.q.trim().slice(0, 200), tipo: f.tipo, operacion: f.operacion });
  return key.slice(RUTA.length + 1);
}

/** The address of the picker's page `page` for the query `filtros` (pickerFiltros). */
export const pickerKey = (filtros: string, page: number) => conConsulta(RUTA, { page: Math.max(1, page), ...Object.fromEntries(new URLSearchParams(filtros)) });

interface Lista {
  /** The filters these rows are for (pickerFiltros). */
  de: string;
  filas: Propiedad[];
  /** Properties matching the filters, all pages. */
  total: number;
  page: number;
  pages: number;
}

export function usePickerPropiedades(f: FiltrosPicker) {
  const { texto: q } = useTextoEnPausa(f.q);
  const de = pickerFiltros({ ...f, q });
  const [lista, setLista] = useState<Lista | null>(null);
  const [cargando, setCargando] = useState(false);
  const [error, setError] = useState(false);

  const leer = useCallback(
    async (page: number, alive: () => boolean) => {
      setCargando(true);
      setError(false);
      try {
        const r = await swrFetcher<TodasPropiedadesResponse>(pickerKey(de, page));
        if (!alive()) return;
        setLista((prev) => {
          const antes = page > 1 && prev?.de === de ? prev.filas : [];
          // A property created or deleted between two pages shifts them: never show one twice.
          const vistas = new Set(antes.map((p) => p.id));
          return { de, filas: [...antes, ...r.casas.filter((p) => !vistas.has(p.id))], total: r.total ?? r.casas.length, page, pages: r.pages ?? 1 };
        });
      } catch {
        if (alive()) setError(true);
      } finally {
        if (alive()) setCargando(false);
      }
    },
    [de],
  );

  useEffect(() => {
    let vivo = true;
    void leer(1, () => vivo);
    return () => {
      vivo = false;
    };
  }, [leer]);

  const { data: todas } = useSWR<TodasPropiedadesResponse>(conConsulta(RUTA, { page: 1, limit: 1 }), swrFetcher, { revalidateOnFocus: false });
  const actual = lista?.de === de ? lista : null;
  return {
    filas: actual?.filas ?? [],
    /** Properties matching the filters (every page). */
    total: actual?.total ?? 0,
    /** Every property of the catalogue. */
    totales: todas?.total ?? null,
    hayMas: !!actual && actual.page < actual.pages,
    verMas: () => {
      if (actual && actual.page < actual.pages && !cargando) void leer(actual.page + 1, () => true);
    },
    cargando: cargando && !actual,
    cargandoMas: cargando && !!actual,
    error,
  };
}
