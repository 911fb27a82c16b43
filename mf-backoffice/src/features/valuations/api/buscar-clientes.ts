// The owner's search on the valuation form: GET /api/admin/clientes?q=…&limit=10 as staff type (from 2 letters).
import useSWR from 'swr';
import { LIMITES, conConsulta, type ClientesResponse } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';
import { useTextoEnPausa } from '../../../components/ui/use-texto-en-pausa.js';

export function useBuscarPropietarios(texto: string) {
  const { texto: q, escribiendo } = useTextoEnPausa(texto);
  const key = q.length >= 2 ? conConsulta('/admin/clientes', { q: q.slice(0, 200), limit: LIMITES.resultadosBusqueda }) : null;
  const { data, isLoading } = useSWR<ClientesResponse>(key, swrFetcher, { revalidateOnFocus: false, keepPreviousData: true });
  return { clientes: key ? (data?.data ?? []) : [], buscando: isLoading || escribiendo };
}
