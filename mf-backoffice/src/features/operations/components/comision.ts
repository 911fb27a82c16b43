// An operation's commission as the card and the operation's page show it.
import { formatMonto, type OperacionRegistro } from '@inmo/contracts';

/** '3 % ($2.550 USD)', '$1.500 USD', or 'Sin comisión'. */
export function comisionLegible(o: Pick<OperacionRegistro, 'comision' | 'moneda'>): string {
  const c = o.comision;
  if (!c) return 'Sin comisión';
  if (c.tipo === 'monto') return formatMonto(c.valor, o.moneda);
  const pct = `${String(c.valor).replace('.', ',')} %`;
  return c.monto === null ? pct : `${pct} (${formatMonto(c.monto, o.moneda)})`;
}
