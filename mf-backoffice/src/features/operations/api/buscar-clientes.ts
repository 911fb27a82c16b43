// The new operation's offeror and receiver searches (spec §5 New operation: 10 results from 2 characters): GET
// /api/admin/clientes?q=…&limit=10 (its query: contracts clientesConsultaSchema) as staff type (name, surname or
// DNI), so every client is searched on the server. The client chosen is read by its id (GET /api/admin/cliente/{id}):
// a draft brought back after a reload shows it too.
import useSWR from 'swr';
import { LIMITES, conConsulta, type Cliente, type ClienteResponse, type ClientesResponse } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';
import { useTextoEnPausa } from '../../../components/ui/use-texto-en-pausa.js';

export function buscarClientesKey(q: string): string | null {
  return q.length >= 2 ? conConsulta('/admin/clientes', { q: q.slice(0, 200), limit: LIMITES.resultadosBusqueda }) : null;
}

export function useBuscarClientes(texto: string) {
  const { texto: q, escribiendo } = useTextoEnPausa(texto);
  const key = buscarClientesKey(q);
  const { data, error, isLoading } = useSWR<ClientesResponse>(key, swrFetcher, { revalidateOnFocus: false, keepPreviousData: true });
  return { clientes: key ? (data?.data ?? []) : [], error, buscando: isLoading || escribiendo };
}

export function useClienteElegido(id: string): Cliente | null {
  const { data } = useSWR<ClienteResponse>(id ? `/admin/cliente/${encodeURIComponent(id)}` : null, swrFetcher, { revalidateOnFocus: false });
  return data?.data ?? null;
}
