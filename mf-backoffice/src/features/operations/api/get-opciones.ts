// What the new-operation searches look through: every property (GET /api/admin/todas-propiedades) and up to 1000
// clients (GET /api/admin/clientes?limit=1000, spec §7).
import useSWR from 'swr';
import type { ClientesResponse, TodasPropiedadesResponse } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';

export function usePropiedadesOpciones() {
  return useSWR<TodasPropiedadesResponse>('/admin/todas-propiedades', swrFetcher, { revalidateOnFocus: false });
}

export function useClientesOpciones() {
  return useSWR<ClientesResponse>('/admin/clientes?limit=1000', swrFetcher, { revalidateOnFocus: false });
}
