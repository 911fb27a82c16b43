// Pure figures of the dashboard (es-AR amounts, percentages, per-currency totals).
import { formatDinero, type Metricas } from '@inmo/contracts';

/** Money as every screen writes it: '$ 1.540.000,00', with the currency when given. */
export const dinero = (n: number, moneda?: string) => formatDinero(Number.isFinite(n) ? n : 0, moneda);

/** Share of `part` in `total`, rounded, 0 when there is nothing. */
export function porcentaje(part: number, total: number): number {
  return total > 0 ? Math.round((part / total) * 100) : 0;
}

export function porMoneda(m: Record<string, number> | undefined): string | null {
  if (!m) return null;
  const parts = Object.entries(m)
    .filter(([, v]) => Number(v) > 0)
    .map(([moneda, v]) => dinero(Number(v), moneda));
  return parts.length ? parts.join(' · ') : null;
}

/** Sales plus rentals per currency (adding ARS to USD means nothing), when the API gives the breakdown. */
export function totalPorMoneda(o: Metricas['operaciones']): string | null {
  const m = o.montosPorMoneda;
  if (!m) return null;
  const sum: Record<string, number> = {};
  for (const part of [m.ventas, m.alquileres]) {
    for (const [moneda, v] of Object.entries(part ?? {})) sum[moneda] = (sum[moneda] ?? 0) + Number(v || 0);
  }
  return porMoneda(sum);
}
