// A tenant's account, recomputed from what is stored (pure: no database, no clock): the cuotas (rent of each period),
// the tenant's charges of each period, the payments not voided and the periods whose late interest was waived.
// Nothing derived is stored; the same inputs give the same account.
//
// What is owed, in the order a payment is applied: period by period, oldest first; within a period its late interest
// ('Punitorios'), then its rent, then the tenant's charges (in the order they were added). A period's rent and charges
// are owed from the start (a payment beyond what is due pays the next periods in advance), and shown in the balance
// from the period's first day on; what is left after every known debt is a credit ('A cuenta') that lowers the balance.
// A credit (what the tenant paid for the owner, a repair) is applied as a payment on its day, shown with its concept.
//
// Late interest (docs/decisions.md): simple interest at `punitorioDiario` % a day on the period's rent still unpaid
// after its due day. Payments are replayed in date order (then in the order they were recorded); at each payment the
// interest accrued on each overdue period since its due day (or since the previous payment) is booked as a
// 'Punitorios' line of that period, rounded half up to the cent, and the payment pays it first. This equals the
// amount of rent paid late × days late × the rate, booked at each payment. A period whose interest was waived books
// none. Interest accrued from the last payment up to today is shown as provisional lines, not booked.
export interface LedgerCuota {
  periodo: string;
  vencimiento: string;
  /** null: the amount is not known yet (an index value missing); it is owed once it is. */
  montoCentavos: bigint | null;
}
export interface LedgerPago {
  id: string;
  fecha: string;
  montoCentavos: bigint;
  /** A credit's line label (a charge the tenant paid for the owner); absent: a payment ('Pago', with its receipt). */
  credito?: string;
}
export interface LedgerCargo {
  id: string;
  periodo: string;
  concepto: string;
  montoCentavos: bigint;
}
export interface LedgerInput {
  cuotas: LedgerCuota[];
  /** Not voided, in the order they were recorded (replayed by date, then this order). */
  pagos: LedgerPago[];
  /** The tenant's charges only. */
  cargos: LedgerCargo[];
  /** % a day, as a decimal text ('0.5'). */
  punitorioDiario: string;
  /** Periods whose late interest is waived. */
  condonados: ReadonlySet<string>;
  hoy: string;
}

export type TipoImputacion = 'punitorios' | 'alquiler' | 'cargo' | 'a cuenta';
export interface Aplicado {
  tipo: TipoImputacion;
  periodo: string | null;
  concepto: string;
  cargo: string | null;
  centavos: bigint;
}
export interface Linea {
  fecha: string;
  concepto: string;
  periodo: string | null;
  debe: bigint;
  haber: bigint;
  saldo: bigint;
  pago: string | null;
  provisorio?: boolean;
}
export interface EstadoCuota {
  periodo: string;
  vencimiento: string;
  montoCentavos: bigint | null;
  pagado: bigint;
  punitorios: bigint;
  punitoriosPagados: bigint;
  /** Interest accrued up to today on the rent still unpaid (not booked). */
  punitoriosALaFecha: bigint;
  /** The day up to which its interest is booked: its due day, or the last payment that booked some. */
  devengadoHasta: string;
}
export interface Ledger {
  lineas: Linea[];
  saldo: bigint;
  cuotas: EstadoCuota[];
  /** Each payment's application, by payment id. */
  aplicaciones: Map<string, Aplicado[]>;
  /** The oldest due day with rent unpaid before today, or null. */
  moraDesde: string | null;
}

/** Calendar days from a to b ('YYYY-MM-DD'). */
export function diasEntre(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86400000);
}

/** A decimal text as [numerator, denominator]. */
export function decimalRatio(v: string): [bigint, bigint] {
  const t = v.trim();
  if (!/^\d+(\.\d+)?$/.test(t)) throw new Error(`not a decimal: ${v}`);
  const [i = '0', f = ''] = t.split('.');
  return [BigInt(i + f), 10n ** BigInt(f.length)];
}

/** round(num ÷ den), half up, for non-negative values. */
export function roundDiv(num: bigint, den: bigint): bigint {
  return (num * 2n + den) / (den * 2n);
}

/** Simple late interest on `centavos` for `dias` days at `porcentajeDiario` % a day, rounded half up to the cent. */
export function interes(centavos: bigint, porcentajeDiario: string, dias: number): bigint {
  if (centavos <= 0n || dias <= 0) return 0n;
  const [num, den] = decimalRatio(porcentajeDiario);
  return roundDiv(centavos * num * BigInt(dias), den * 100n);
}

/** `porcentaje` % of `centavos`, rounded half up to the cent. */
export function porcentajeDe(centavos: bigint, porcentaje: string): bigint {
  const [num, den] = decimalRatio(porcentaje);
  return centavos >= 0n ? roundDiv(centavos * num, den * 100n) : -roundDiv(-centavos * num, den * 100n);
}

interface Deuda {
  tipo: 'punitorios' | 'alquiler' | 'cargo';
  periodo: string;
  concepto: string;
  cargo: string | null;
  pendiente: bigint;
  /** Order within the period: interest, rent, charges. */
  orden: number;
  seq: number;
}

/** Periods (YYYY-MM) and dates (YYYY-MM-DD) in calendar order: their text's code-point order (no collation). */
const porFecha = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export function calcularCuenta(input: LedgerInput): Ledger {
  const cuotas = [...input.cuotas].sort((a, b) => porFecha(a.periodo, b.periodo));
  const estado = new Map<string, EstadoCuota>(cuotas.map((c) => [c.periodo, { periodo: c.periodo, vencimiento: c.vencimiento, montoCentavos: c.montoCentavos, pagado: 0n, punitorios: 0n, punitoriosPagados: 0n, punitoriosALaFecha: 0n, devengadoHasta: c.vencimiento }]));
  const ultimoDevengo = new Map<string, string>(cuotas.map((c) => [c.periodo, c.vencimiento]));
  let seq = 0;
  const deudas: Deuda[] = [];
  const rentas = new Map<string, Deuda>();
  for (const c of cuotas) {
    if (c.montoCentavos === null) continue;
    const d: Deuda = { tipo: 'alquiler', periodo: c.periodo, concepto: 'Alquiler', cargo: null, pendiente: c.montoCentavos, orden: 1, seq: seq++ };
    deudas.push(d);
    rentas.set(c.periodo, d);
  }
  for (const g of input.cargos) deudas.push({ tipo: 'cargo', periodo: g.periodo, concepto: g.concepto, cargo: g.id, pendiente: g.montoCentavos, orden: 2, seq: seq++ });
  const ordenar = () => deudas.sort((a, b) => porFecha(a.periodo, b.periodo) || a.orden - b.orden || a.seq - b.seq);
  ordenar();

  // The account's lines: rent and charges on their period's first day, interest and payments on the payment's day.
  type Evento = { fecha: string; orden: number; seq: number; linea: Omit<Linea, 'saldo'> };
  const eventos: Evento[] = [];
  // Rent is shown from its period's first day on (a period not started yet shows only what was paid ahead).
  for (const c of cuotas) {
    if (c.montoCentavos !== null && `${c.periodo}-01` <= input.hoy) eventos.push({ fecha: `${c.periodo}-01`, orden: 0, seq: seq++, linea: { fecha: `${c.periodo}-01`, concepto: 'Alquiler', periodo: c.periodo, debe: c.montoCentavos, haber: 0n, pago: null } });
  }
  for (const g of input.cargos) {
    if (`${g.periodo}-01` <= input.hoy) eventos.push({ fecha: `${g.periodo}-01`, orden: 1, seq: seq++, linea: { fecha: `${g.periodo}-01`, concepto: g.concepto, periodo: g.periodo, debe: g.montoCentavos, haber: 0n, pago: null } });
  }

  /** Books the interest accrued up to `fecha` on every overdue period; returns it per period with the days charged. */
  const devengar = (fecha: string): Map<string, { monto: bigint; dias: number; desde: string }> => {
    const out = new Map<string, { monto: bigint; dias: number; desde: string }>();
    for (const c of cuotas) {
      const renta = rentas.get(c.periodo);
      if (!renta || renta.pendiente <= 0n || c.vencimiento >= fecha || input.condonados.has(c.periodo)) continue;
      const desde = ultimoDevengo.get(c.periodo)!;
      const dias = diasEntre(desde, fecha);
      const monto = interes(renta.pendiente, input.punitorioDiario, dias);
      ultimoDevengo.set(c.periodo, fecha);
      if (monto > 0n) out.set(c.periodo, { monto, dias, desde });
    }
    return out;
  };

  const aplicaciones = new Map<string, Aplicado[]>();
  const pagos = input.pagos.map((p, i) => ({ ...p, i })).sort((a, b) => porFecha(a.fecha, b.fecha) || a.i - b.i);
  for (const p of pagos) {
    // The debts stay in order between payments (a payment changes what is pending, not the order): sorted again only
    // when interest was added.
    let added = false;
    for (const [periodo, { monto, dias, desde }] of devengar(p.fecha)) {
      added = true;
      deudas.push({ tipo: 'punitorios', periodo, concepto: 'Punitorios', cargo: null, pendiente: monto, orden: 0, seq: seq++ });
      estado.get(periodo)!.punitorios += monto;
      eventos.push({ fecha: p.fecha, orden: 2, seq: seq++, linea: { fecha: p.fecha, concepto: conceptoPunitorios(dias, desde, p.fecha), periodo, debe: monto, haber: 0n, pago: p.id } });
    }
    if (added) ordenar();
    let resto = p.montoCentavos;
    const aplicado: Aplicado[] = [];
    for (const d of deudas) {
      if (resto <= 0n) break;
      if (d.pendiente <= 0n) continue;
      const x = d.pendiente < resto ? d.pendiente : resto;
      d.pendiente -= x;
      resto -= x;
      aplicado.push({ tipo: d.tipo, periodo: d.periodo, concepto: d.concepto, cargo: d.cargo, centavos: x });
      const e = estado.get(d.periodo);
      if (e && d.tipo === 'alquiler') e.pagado += x;
      if (e && d.tipo === 'punitorios') e.punitoriosPagados += x;
    }
    if (resto > 0n) aplicado.push({ tipo: 'a cuenta', periodo: null, concepto: 'A cuenta', cargo: null, centavos: resto });
    aplicaciones.set(p.id, aplicado);
    eventos.push({ fecha: p.fecha, orden: 3, seq: seq++, linea: p.credito === undefined
      ? { fecha: p.fecha, concepto: 'Pago', periodo: null, debe: 0n, haber: p.montoCentavos, pago: p.id }
      : { fecha: p.fecha, concepto: p.credito, periodo: p.fecha.slice(0, 7), debe: 0n, haber: p.montoCentavos, pago: null } });
  }

  // Interest accrued since the last payment up to today: shown, not booked.
  for (const c of cuotas) {
    const renta = rentas.get(c.periodo);
    if (!renta || renta.pendiente <= 0n || c.vencimiento >= input.hoy || input.condonados.has(c.periodo)) continue;
    const desde = ultimoDevengo.get(c.periodo)!;
    const dias = diasEntre(desde, input.hoy);
    const monto = interes(renta.pendiente, input.punitorioDiario, dias);
    if (monto <= 0n) continue;
    estado.get(c.periodo)!.punitoriosALaFecha = monto;
    eventos.push({ fecha: input.hoy, orden: 4, seq: seq++, linea: { fecha: input.hoy, concepto: conceptoPunitorios(dias, desde, input.hoy).replace('Punitorios (', 'Punitorios a la fecha, a confirmar al pagar ('), periodo: c.periodo, debe: monto, haber: 0n, pago: null, provisorio: true } });
  }

  eventos.sort((a, b) => porFecha(a.fecha, b.fecha) || a.orden - b.orden || a.seq - b.seq);
  let saldo = 0n;
  const lineas: Linea[] = eventos.map((e) => {
    saldo += e.linea.debe - e.linea.haber;
    return { ...e.linea, saldo };
  });
  let moraDesde: string | null = null;
  for (const c of cuotas) {
    const renta = rentas.get(c.periodo);
    if (renta && renta.pendiente > 0n && c.vencimiento < input.hoy) {
      moraDesde = c.vencimiento;
      break;
    }
  }
  for (const e of estado.values()) e.devengadoHasta = ultimoDevengo.get(e.periodo)!;
  return { lineas, saldo, cuotas: cuotas.map((c) => estado.get(c.periodo)!), aplicaciones, moraDesde };
}

const dmy = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;

/** The interest line's label: the days charged on it (since the due day or the previous payment), and which. */
export function conceptoPunitorios(dias: number, desde: string, hasta: string): string {
  return `Punitorios (${dias} ${dias === 1 ? 'día' : 'días'} de mora, del ${dmy(desde)} al ${dmy(hasta)})`;
}

/** A cuota's state once its payments are known. */
export function estadoCuota(c: EstadoCuota, hoy: string): 'pagada' | 'parcial' | 'vencida' | 'a vencer' | 'falta índice' {
  if (c.montoCentavos === null) return 'falta índice';
  if (c.pagado >= c.montoCentavos) return 'pagada';
  if (c.pagado > 0n) return 'parcial';
  return c.vencimiento < hoy ? 'vencida' : 'a vencer';
}

/** What of a payment's application belongs to the owner: the rent and its late interest. */
export function paraElPropietario(aplicado: readonly Aplicado[]): bigint {
  return aplicado.reduce((s, a) => (a.tipo === 'alquiler' || a.tipo === 'punitorios' ? s + a.centavos : s), 0n);
}
