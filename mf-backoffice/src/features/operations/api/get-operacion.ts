// GET /api/admin/operacion/{id} → {success, data}: one operation (annulled ones too) with its version.
import useSWR from 'swr';
import type { OperacionResponse } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';

export const operacionKey = (id: string) => `/admin/operacion/${encodeURIComponent(id)}`;

export function useOperacion(id: string) {
  return useSWR<OperacionResponse>(id ? operacionKey(id) : null, swrFetcher, { revalidateOnFocus: false });
}
