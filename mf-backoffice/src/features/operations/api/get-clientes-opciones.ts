// GET /api/admin/clientes?limit=1000 (spec §7: the operation form's client list) → {success, data}.
import useSWR from 'swr';
import type { ClientesResponse } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';

export function useClientesOpciones() {
  return useSWR<ClientesResponse>('/admin/clientes?limit=1000', swrFetcher, { revalidateOnFocus: false });
}
