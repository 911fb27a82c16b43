// The new contract's searches, as the other forms search (10 matches from 2 characters, on the server): properties
// (GET /api/admin/todas-propiedades?q=) and clients (GET /api/admin/clientes?q=); a choice is read back by its id.
import useSWR from 'swr';
import {
  LIMITES, conConsulta, type Cliente, type ClienteResponse, type ClientesResponse, type Propiedad, type PropiedadDetalleResponse, type PropiedadPublica,
  type TodasPropiedadesResponse,
} from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';
import { useTextoEnPausa } from '../../../components/ui/use-texto-en-pausa.js';

export function useBuscarPropiedades(texto: string) {
  const { texto: q, escribiendo } = useTextoEnPausa(texto);
  const key = q.length >= 2 ? conConsulta('/admin/todas-propiedades', { q: q.slice(0, 200), limit: LIMITES.resultadosBusqueda }) : null;
  const { data, error, isLoading } = useSWR<TodasPropiedadesResponse>(key, swrFetcher, { revalidateOnFocus: false, keepPreviousData: true });
  return { propiedades: key ? (data?.casas ?? []) : [], error, buscando: isLoading || escribiendo };
}

export function usePropiedadElegida(id: string): Propiedad | PropiedadPublica | null {
  const { data } = useSWR<PropiedadDetalleResponse>(id ? `/user/propiedad/${encodeURIComponent(id)}` : null, swrFetcher, { revalidateOnFocus: false });
  return data?.propiedad ?? null;
}

export function useBuscarClientes(texto: string) {
  const { texto: q, escribiendo } = useTextoEnPausa(texto);
  const key = q.length >= 2 ? conConsulta('/admin/clientes', { q: q.slice(0, 200), limit: LIMITES.resultadosBusqueda }) : null;
  const { data, error, isLoading } = useSWR<ClientesResponse>(key, swrFetcher, { revalidateOnFocus: false, keepPreviousData: true });
  return { clientes: key ? (data?.data ?? []) : [], error, buscando: isLoading || escribiendo };
}

export function useClienteElegido(id: string): Cliente | null {
  const { data } = useSWR<ClienteResponse>(id ? `/admin/cliente/${encodeURIComponent(id)}` : null, swrFetcher, { revalidateOnFocus: false });
  return data?.data ?? null;
}
