// The new operation's property search (spec §5 New operation: 10 results from 2 characters): GET
// /api/admin/todas-propiedades?q=…&limit=10 (its query: contracts catalogoAdminConsultaSchema) as staff type, so every
// property is searched on the server (title, street, town, listing code; accents and case aside) — the browser never
// loads the whole catalogue.
// The property chosen is read by its id (GET /api/user/propiedad/{id}, hidden ones too with staff's token): a draft
// brought back after a reload shows it too.
import useSWR from 'swr';
import { LIMITES, conConsulta, type Propiedad, type PropiedadDetalleResponse, type PropiedadPublica, type TodasPropiedadesResponse } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';
import { useTextoEnPausa } from '../../../components/ui/use-texto-en-pausa.js';

export function buscarPropiedadesKey(q: string): string | null {
  return q.length >= 2 ? conConsulta('/admin/todas-propiedades', { q: q.slice(0, 200), limit: LIMITES.resultadosBusqueda }) : null;
}

export function useBuscarPropiedades(texto: string) {
  const { texto: q, escribiendo } = useTextoEnPausa(texto);
  const key = buscarPropiedadesKey(q);
  const { data, error, isLoading } = useSWR<TodasPropiedadesResponse>(key, swrFetcher, { revalidateOnFocus: false, keepPreviousData: true });
  return { propiedades: key ? (data?.casas ?? []) : [], error, buscando: isLoading || escribiendo };
}

export function usePropiedadElegida(id: string): Propiedad | PropiedadPublica | null {
  const { data } = useSWR<PropiedadDetalleResponse>(id ? `/user/propiedad/${encodeURIComponent(id)}` : null, swrFetcher, { revalidateOnFocus: false });
  return data?.propiedad ?? null;
}
