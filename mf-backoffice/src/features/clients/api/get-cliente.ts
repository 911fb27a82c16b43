// GET /api/admin/cliente/{id} → {success, data: Cliente}.
import useSWR from 'swr';
import type { ClienteResponse } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';

export const clienteKey = (id: string) => `/admin/cliente/${encodeURIComponent(id)}`;

export function useCliente(id: string) {
  return useSWR<ClienteResponse>(clienteKey(id), swrFetcher, { revalidateOnFocus: false });
}
