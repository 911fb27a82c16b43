// GET /api/admin/metricas[?usuario={id}] → {success, data: Metricas} (with a user, their operations and the enquiries
// and clients assigned to them). On failure the dashboard shows zero totals (spec §8).
import useSWR from 'swr';
import type { Metricas, Success } from '@inmo/contracts';
import { swrFetcher } from '@inmo/shell/platform';

export const METRICAS_KEY = '/admin/metricas';

export const METRICAS_VACIAS: Metricas = {
  propiedades: { total: 0, porOperacion: { venta: 0, alquiler: 0 }, distribucion: { venta: 0, alquiler: 0 } },
  operaciones: { total: 0, porTipo: { venta: 0, alquiler: 0 }, montosTotales: { ventas: 0, alquileres: 0 } },
  resumen: { totalPropiedadesActivas: 0, totalOperacionesHistoricas: 0, valorTotalTransacciones: 0 },
};

export function metricasKey(usuario = ''): string {
  return usuario ? `${METRICAS_KEY}?usuario=${encodeURIComponent(usuario)}` : METRICAS_KEY;
}

export function useMetricas(usuario = '') {
  const { data, error, isLoading } = useSWR<Success<Metricas>>(metricasKey(usuario), swrFetcher, {
    onError: (err) => console.error('[dashboard] no se pudieron cargar las métricas:', err),
  });
  const metricas = !error && data?.success && data.data ? data.data : METRICAS_VACIAS;
  return { metricas, isLoading: isLoading && !data, failed: !!error };
}
