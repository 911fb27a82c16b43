// Closed months, as the dashboard and the Liquidaciones page read and change them: GET /api/admin/cierres, POST
// /api/admin/cierre/{mes} (close), DELETE /api/admin/cierre/{mes} {motivo} (reopen). Either change revalidates the list.
import useSWR, { useSWRConfig } from 'swr';
import type { MesesCerradosResponse, ReabrirMesRequest } from '@inmo/contracts';
import { api, swrFetcher } from '@inmo/shell/platform';

export const CIERRES_KEY = '/admin/cierres';

export function useMesesCerrados() {
  return useSWR<MesesCerradosResponse>(CIERRES_KEY, swrFetcher, { revalidateOnFocus: false });
}

/** Close and reopen, each revalidating the list. */
export function useCierres() {
  const { mutate } = useSWRConfig();
  return {
    cerrar: async (mes: string) => {
      await api.post(`/admin/cierre/${encodeURIComponent(mes)}`);
      await mutate(CIERRES_KEY);
    },
    reabrir: async (mes: string, body: ReabrirMesRequest) => {
      await api.del(`/admin/cierre/${encodeURIComponent(mes)}`, body);
      await mutate(CIERRES_KEY);
    },
  };
}
