// Reportes' 'Facturación del mes': what a month's vouchers add up to. A voided invoice was issued (its credit note
// takes it back), so both count; pending and rejected ones are not invoiced yet.
import type { FacturaRespuesta } from '@inmo/contracts';

export interface ResumenFacturacion {
  facturas: { cantidad: number; total: number };
  notasCredito: { cantidad: number; total: number };
  /** Invoices minus credit notes (pesos, two decimals). */
  neto: number;
  sinAutorizar: number;
}

const centavos = (n: number) => Math.round(n * 100);

export function resumenFacturacion(lista: Pick<FacturaRespuesta, 'notaCredito' | 'estado' | 'total'>[]): ResumenFacturacion {
  let fac = 0;
  let nc = 0;
  let nFac = 0;
  let nNc = 0;
  let sinAutorizar = 0;
  for (const f of lista) {
    if (f.estado === 'pendiente' || f.estado === 'rechazada') sinAutorizar++;
    else if (f.notaCredito) (nNc++, (nc += centavos(f.total)));
    else (nFac++, (fac += centavos(f.total)));
  }
  return { facturas: { cantidad: nFac, total: fac / 100 }, notasCredito: { cantidad: nNc, total: nc / 100 }, neto: (fac - nc) / 100, sinAutorizar };
}
