// The new invoice's receiver search: GET /api/admin/clientes?q=…&limit=10 from 2 typed characters (as the other
// forms' client searches), and the client chosen read by its id.
import useSWR from 'swr';
import { LIMITES, conConsulta, type Cliente, type ClienteResponse, type ClientesResponse } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';
import { useTextoEnPausa } from '../../../components/ui/use-texto-en-pausa.js';

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
