// A contract's account as stored for the dashboard (tables rental_cuentas and rental_cuotas, migration StoredCuotas):
// what of the account does not depend on the day, taken from the account itself (pure), so the stored rows and the
// account on screen never disagree.
import type { Loaded } from './account-rows.js';
import { debeElInquilino, decimal, pagoDelInquilino } from './account-rows.js';

/** The computation that wrote a contract's rows: a start recomputes the rows another version wrote. */
export const STORED_CUOTAS_VERSION = 2;

export interface StoredCuenta {
  contratoId: string;
  /** % a day, as a decimal text. */
  punitorioDiario: string;
  /**
   * The balance with every cuota's rent owed and no interest to today: rents known, interest booked and the tenant's
   * charges not voided (of any period), less the payments and the tenant's credits not voided. On a day, the balance
   * is this less the rent and charges of the periods not started, plus interest to that day.
   */
  totalCentavos: bigint;
}

export interface StoredCuota {
  periodo: string;
  vencimiento: string;
  /** null: 'falta índice'. */
  montoCentavos: bigint | null;
  pagadoCentavos: bigint;
  /** The tenant's charges of the period, not voided. */
  cargosCentavos: bigint;
  /** Late interest booked by the payments, and what of it was paid. */
  punitoriosCentavos: bigint;
  punitoriosPagadosCentavos: bigint;
  /** Interest is booked up to this day; from it on, it accrues to today. */
  devengadoHasta: string;
  condonado: boolean;
  /** The cuota starts an adjusted period on this day (else null). */
  ajusteDesde: string | null;
  /** The index dates that adjustment reads and are not loaded. */
  faltantes: string[];
  /** The one the adjustment waits for first (null: none). */
  falta: string | null;
}

/** A contract's stored rows, from its account (pure). */
export function storedCuotasOf(l: Loaded): { cuenta: StoredCuenta; cuotas: StoredCuota[] } {
  const ajustes = new Map(l.calendario.ajustes.map((a) => [a.desde.slice(0, 7), a]));
  const condonados = new Set(l.waivers.map((w) => w.periodo));
  const sum = (xs: { monto_centavos: string }[]) => xs.reduce((s, x) => s + BigInt(x.monto_centavos), 0n);
  const periodos = new Set(l.cuotas.map((c) => c.periodo));
  const vigentes = l.cargos.filter((g) => !g.anulado_en && periodos.has(g.periodo));
  const deInquilino = vigentes.filter(debeElInquilino);
  const cuotas = l.ledger.cuotas.map((c): StoredCuota => {
    const a = ajustes.get(c.periodo);
    const faltantes = !a ? [] : a.coeficientes
      ? a.coeficientes.filter((x) => x.valor === null).map((x) => x.fecha)
      : [a.valorInicio === null ? a.fechaInicio : null, a.valorFin === null ? a.fechaFin : null].filter((f): f is string => f !== null);
    return {
      periodo: c.periodo, vencimiento: c.vencimiento, montoCentavos: c.montoCentavos, pagadoCentavos: c.pagado,
      cargosCentavos: sum(deInquilino.filter((g) => g.periodo === c.periodo)), punitoriosCentavos: c.punitorios,
      punitoriosPagadosCentavos: c.punitoriosPagados, devengadoHasta: c.devengadoHasta, condonado: condonados.has(c.periodo),
      ajusteDesde: a?.desde ?? null, faltantes: [...new Set(faltantes)], falta: a?.falta ?? null,
    };
  });
  const pagosCentavos = sum(l.pagos.filter((p) => !p.anulado_en)) + sum(vigentes.filter(pagoDelInquilino));
  const cargosCentavos = sum(deInquilino);
  const debe = cuotas.reduce((s, c) => s + (c.montoCentavos ?? 0n) + c.punitoriosCentavos, 0n);
  return {
    cuenta: { contratoId: l.row.id, punitorioDiario: decimal(l.row.punitorio_diario), totalCentavos: debe + cargosCentavos - pagosCentavos },
    cuotas,
  };
}
