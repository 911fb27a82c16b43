// Spec §4: an offered entry saved without a property id takes the id and details of the property whose title equals
// its text. Those titles are searched on the server (GET /api/admin/todas-propiedades?q=<title>&limit=100, its query:
// contracts catalogoAdminConsultaSchema; one request per distinct title, none when every entry has its id), never by
// loading the whole catalogue. The exact title is then picked in completarOfertas, the first in the catalogue's
// order; a title contained in more than 100 other titles may not find its property among them.
import useSWR from 'swr';
import { conConsulta, type Propiedad, type TodasPropiedadesResponse } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';

const POR_TITULO = 100;
const NINGUNA: Propiedad[] = [];

async function leer([, ...titulos]: readonly string[]): Promise<Propiedad[]> {
  const replies = await Promise.all(
    titulos.map((t) => swrFetcher<TodasPropiedadesResponse>(conConsulta('/admin/todas-propiedades', { q: t.slice(0, 200), limit: POR_TITULO }))),
  );
  return replies.flatMap((r) => r.casas);
}

/** The properties that may carry these titles (an empty list while there is none to look for). */
export function usePropiedadesPorTitulo(titulos: readonly string[]) {
  const distintos = [...new Set(titulos.map((t) => t.trim()).filter((t) => t.length > 0))].sort();
  const { data, error, isLoading } = useSWR<Propiedad[], unknown, readonly string[] | null>(distintos.length ? ['propiedades-por-titulo', ...distintos] : null, leer, {
    revalidateOnFocus: false,
  });
  return { propiedades: data ?? NINGUNA, error, isLoading: isLoading && !data };
}
