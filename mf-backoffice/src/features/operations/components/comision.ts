// An operation's commission as the card and the operation's page show it.
import { formatMonto, formatPorcentaje, type OperacionRegistro } from '@inmo/contracts';

/** '3 % ($ 2.550,00 USD)', '$ 1.500,00 USD', or 'Sin comisión'. */
export function comisionLegible(o: Pick<OperacionRegistro, 'comision' | 'moneda'>): string {
  const c = o.comision;
  if (!c) return 'Sin comisión';
  if (c.tipo === 'monto') return formatMonto(c.valor, o.moneda);
  const pct = formatPorcentaje(c.valor);
  return c.monto === null ? pct : `${pct} (${formatMonto(c.monto, o.moneda)})`;
}
