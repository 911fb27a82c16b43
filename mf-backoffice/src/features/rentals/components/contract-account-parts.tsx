// The account's parts on the contract page: its lines in words (Movimientos). The dialog that asks a reason (voids,
// waived interest) is components/ui/motivo-dialog.tsx; the owner's private link is owner-link.tsx.
import { MEDIO_PAGO_LABELS, formatFecha, formatPeriodoCorto, formatImporte, type Cuenta } from '@inmo/contracts';
import { CardTable } from '../../../components/ui/card-table.js';

/**
 * What a line of the account is, in words: the month's rent, a charge to the tenant (its concept), a payment with its
 * receipt and method, or late interest (the ledger's own text names the days).
 */
export function nombreMovimiento(m: Cuenta['movimientos'][number], cuenta: Cuenta): string {
  if (m.haber > 0 && m.pago) {
    const p = cuenta.pagos.find((x) => x._id === m.pago);
    return p ? `Pago · recibo N.º ${p.recibo.numero} (${MEDIO_PAGO_LABELS[p.medio]})` : 'Pago';
  }
  if (m.concepto === 'Alquiler') return 'Alquiler del mes';
  if (m.concepto.startsWith('Punitorios')) return m.concepto;
  const cargo = cuenta.cargos.find((g) => !g.anulado && g.aCargoDe === 'inquilino' && g.periodo === m.periodo && g.concepto === m.concepto);
  if (cargo) return cargo.pagadoPor === 'propietario' ? `Cargo al inquilino: ${m.concepto} (pagado por el propietario)` : `Cargo al inquilino: ${m.concepto}`;
  return m.haber > 0 ? `Crédito del inquilino: ${m.concepto}` : m.concepto;
}

export function Movimientos({ cuenta }: { cuenta: Cuenta }) {
  if (cuenta.movimientos.length === 0) return <p>Todavía no hay movimientos.</p>;
  return (
    <CardTable role="group" aria-label="Movimientos de la cuenta">
      <table>
        <thead>
          <tr>
            <th scope="col">Fecha</th>
            <th scope="col">Concepto</th>
            <th scope="col">Período</th>
            <th scope="col" className="num">Debe</th>
            <th scope="col" className="num">Haber</th>
            <th scope="col" className="num">Saldo</th>
          </tr>
        </thead>
        <tbody>
          {cuenta.movimientos.map((m, i) => (
            <tr key={i}>
              <td data-label="Fecha">{formatFecha(m.fecha)}</td>
              <td data-label="Concepto">{m.provisorio ? <em>{nombreMovimiento(m, cuenta)}</em> : nombreMovimiento(m, cuenta)}</td>
              <td data-label="Período">{formatPeriodoCorto(m.periodo)}</td>
              <td data-label="Debe" className="num">{m.debe ? formatImporte(m.debe, cuenta.moneda) : ''}</td>
              <td data-label="Haber" className="num">{m.haber ? formatImporte(m.haber, cuenta.moneda) : ''}</td>
              <td data-label="Saldo" className="num">{formatImporte(m.saldo, cuenta.moneda)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </CardTable>
  );
}

