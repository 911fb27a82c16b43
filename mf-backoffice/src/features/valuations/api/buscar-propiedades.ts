// The listing a valuation is about (optional; its photo goes on the report): GET /api/admin/todas-propiedades?q=…
// &limit=10 as staff type (from 2 letters); the chosen one is read by its id (GET /api/user/propiedad/{id}).
import useSWR from 'swr';
import { LIMITES, conConsulta, type Propiedad, type PropiedadDetalleResponse, type PropiedadPublica, type TodasPropiedadesResponse } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';
import { useTextoEnPausa } from '../../../components/ui/use-texto-en-pausa.js';

export function useBuscarPropiedades(texto: string) {
  const { texto: q, escribiendo } = useTextoEnPausa(texto);
  const key = q.length >= 2 ? conConsulta('/admin/todas-propiedades', { q: q.slice(0, 200), limit: LIMITES.resultadosBusqueda }) : null;
  const { data, isLoading } = useSWR<TodasPropiedadesResponse>(key, swrFetcher, { revalidateOnFocus: false, keepPreviousData: true });
  return { propiedades: key ? (data?.casas ?? []) : [], buscando: isLoading || escribiendo };
}

export function usePropiedadElegida(id: string): Propiedad | PropiedadPublica | null {
  const { data } = useSWR<PropiedadDetalleResponse>(id ? `/user/propiedad/${encodeURIComponent(id)}` : null, swrFetcher, { revalidateOnFocus: false });
  return data?.propiedad ?? null;
}
