// GET /api/admin/clientes?limit=100 (spec §7, property form): the owner client choices.
import useSWR from 'swr';
import type { ClientesResponse } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';

export const CLIENTES_OPCIONES_KEY = '/admin/clientes?limit=100';

export function useClientesOpciones() {
  const { data, error, isLoading } = useSWR<ClientesResponse>(CLIENTES_OPCIONES_KEY, swrFetcher, { revalidateOnFocus: false });
  return { clientes: data?.data ?? [], error, isLoading };
}
