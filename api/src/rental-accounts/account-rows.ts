// The rows of this module's tables as read (payments, charges, waivers, settlements), a contract's account built from
// them (pure: `cuentaDe`, the ledger of ledger.ts over the schedule of ../rentals/schedule.ts), and how each one is
// answered. The contract itself comes from ContractReader (src/rentals): its row, its terms, its index values.
import {
  formatDireccion,
  type ACargoDe, type Cargo, type PagadoPor, type Cuenta, type CuotaCuenta, type DetalleLiquidacion, type Imputacion, type Liquidacion, type MedioPago, type Pago,
} from '@inmo/contracts';
import type { ContractRow, ContractTerms } from '../rentals/contract-reader.service.js';
import { calcular, montoVigente, proximoAjuste, type Calendario, type Terminos } from '../rentals/schedule.js';
import { calcularCuenta, estadoCuota, type Ledger, type LedgerCuota } from './ledger.js';

export type { ContractRow };

export const toNumber = (c: bigint) => Number(c) / 100;
export const toCents = (n: number) => BigInt(Math.round(n * 100));
/** numeric text as a plain decimal text ('0.5000' → '0.5'); these are percentages. */
export const decimal = (v: string) => (v.includes('.') ? v.replace(/0+$/, '').replace(/\.$/, '') : v) || '0';
export const nombre = (n: string, a: string) => `${n} ${a}`.trim();
export const direccionOf = (r: ContractRow) => formatDireccion({ calle: r.p_calle, altura: r.p_altura, localidad: r.p_localidad }) || r.p_titulo;
export const endOfMonth = (periodo: string) => {
  const [y, m] = periodo.split('-').map(Number) as [number, number];
  return `${periodo}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

export type PaymentRow = {
  id: string;
  contrato_id: string;
  fecha: string;
  monto_centavos: string;
  medio: MedioPago;
  nota: string;
  recibo_numero: string;
  recibo_secreto: string;
  imputacion: Imputacion[];
  anulado_en: Date | null;
  anulado_motivo: string;
  anulado_por: string;
  created_at: Date;
};
export const PAYMENT_COLS = `id, contrato_id, fecha::text AS fecha, monto_centavos::text AS monto_centavos, medio, nota, recibo_numero::text AS recibo_numero,
  recibo_secreto, imputacion, anulado_en, anulado_motivo, anulado_por, created_at`;

export type ChargeRow = {
  id: string; contrato_id: string; periodo: string; concepto: string; monto_centavos: string; a_cargo_de: ACargoDe; pagado_por: PagadoPor; descripcion: string;
  anulado_en: Date | null; anulado_motivo: string; anulado_por: string;
  comprobante_nombre: string | null; comprobante_tipo: string | null; cargo_fijo_id: string | null;
};
export const CHARGE_COLS = `id, contrato_id, periodo, concepto, monto_centavos::text AS monto_centavos, a_cargo_de, pagado_por, descripcion, anulado_en, anulado_motivo, anulado_por,
  comprobante_nombre, comprobante_tipo, cargo_fijo_id`;

/** A charge the tenant owes (to the agency, or to the owner who paid it). */
export const debeElInquilino = (g: Pick<ChargeRow, 'a_cargo_de'>) => g.a_cargo_de === 'inquilino';
/** A charge the tenant paid for the owner (a repair): a credit on the tenant's account, deducted from the owner. */
export const pagoDelInquilino = (g: Pick<ChargeRow, 'a_cargo_de' | 'pagado_por'>) => g.a_cargo_de === 'propietario' && g.pagado_por === 'inquilino';
/** A credit's line on the tenant's account. */
export const conceptoCredito = (g: Pick<ChargeRow, 'concepto'>) => `${g.concepto} (pagado por el inquilino)`;
/**
 * What a charge does to the owner's settlement of its period, in cents: deducted (positive) when it is the owner's,
 * credited (negative) when the owner paid the tenant's; 0 otherwise.
 */
export function gastoDelPropietario(g: Pick<ChargeRow, 'a_cargo_de' | 'pagado_por' | 'monto_centavos'>): bigint {
  if (g.a_cargo_de === 'propietario') return BigInt(g.monto_centavos);
  return g.pagado_por === 'propietario' ? -BigInt(g.monto_centavos) : 0n;
}
export type WaiverRow = { contrato_id: string; periodo: string; motivo: string; created_at: Date };

export type SettlementRow = {
  id: string;
  propietario_id: string;
  po_nombre: string;
  po_apellido: string;
  periodo: string;
  moneda: string;
  cobrado_centavos: string;
  comision_centavos: string;
  gastos_centavos: string;
  neto_centavos: string;
  detalle: StoredDetalle[];
  pagada_en: Date | null;
  created_at: Date;
};
/** A settlement's line per contract as stored: amounts in cents as texts (exact). */
export type StoredDetalle = {
  contrato: string;
  propiedad: string;
  inquilino: string;
  comisionPorcentaje: string;
  cobrado: string;
  comision: string;
  gastos: string;
  neto: string;
  /** recibo 0: a credit of the tenant's (what they paid for the owner), named by `concepto`. */
  pagos: { pago: string; fecha: string; recibo: number; concepto?: string; centavos: string }[];
  cargos: { cargo: string; periodo: string; concepto: string; centavos: string }[];
};

/** A contract with what its account is computed from. */
export interface Loaded {
  row: ContractRow;
  terminos: Terminos;
  cuotas: LedgerCuota[];
  /** The schedule the cuotas come from (its adjustments and the index values it lacks). */
  calendario: Calendario;
  montoActual: number | null;
  proximoAjuste: string | null;
  pagos: PaymentRow[];
  cargos: ChargeRow[];
  waivers: WaiverRow[];
  ledger: Ledger;
}

/**
 * A contract's account on `hoy`: its schedule from its terms and index values, then the ledger over the payments not
 * voided, the tenant's charges not voided (whoever paid them; an owner's charge is deducted from their settlement,
 * never owed by the tenant), the owner's charges the tenant paid as credits on their period's first day, and the
 * waived periods.
 */
export function cuentaDe(
  c: ContractTerms,
  values: ReadonlyMap<string, string>,
  rows: { pagos: PaymentRow[]; cargos: ChargeRow[]; waivers: WaiverRow[] },
  hoy: string,
): Loaded {
  const { row, terminos: t } = c;
  const cal = calcular(t, values, hoy);
  const cuotas = cal.cuotas.map((q) => ({ periodo: q.periodo, vencimiento: q.vencimiento, montoCentavos: q.monto === null ? null : toCents(q.monto) }));
  // Charges of a period the contract no longer has (rescinded before it) are out of the account.
  const periodos = new Set(cuotas.map((q) => q.periodo));
  const vigentes = rows.cargos.filter((x) => !x.anulado_en && periodos.has(x.periodo));
  const ledger = calcularCuenta({
    cuotas,
    pagos: [
      ...rows.pagos.filter((x) => !x.anulado_en).map((x) => ({ id: x.id, fecha: x.fecha, montoCentavos: BigInt(x.monto_centavos) })),
      ...vigentes.filter(pagoDelInquilino).map((x) => ({ id: x.id, fecha: `${x.periodo}-01`, montoCentavos: BigInt(x.monto_centavos), credito: conceptoCredito(x) })),
    ],
    cargos: vigentes.filter(debeElInquilino).map((x) => ({ id: x.id, periodo: x.periodo, concepto: x.concepto, montoCentavos: BigInt(x.monto_centavos) })),
    punitorioDiario: decimal(row.punitorio_diario),
    condonados: new Set(rows.waivers.map((x) => x.periodo)),
    hoy,
  });
  return { row, terminos: t, cuotas, calendario: cal, montoActual: montoVigente(t, cal, hoy), proximoAjuste: proximoAjuste(t, hoy), ...rows, ledger };
}

export function pagoOf(p: PaymentRow): Pago {
  return {
    _id: p.id,
    fecha: p.fecha,
    monto: toNumber(BigInt(p.monto_centavos)),
    medio: p.medio,
    nota: p.nota,
    recibo: { numero: Number(p.recibo_numero), url: `/api/admin/recibo/${p.id}.pdf`, publico: `/api/user/recibo/${p.recibo_secreto}.pdf` },
    imputacion: p.imputacion ?? [],
    anulado: p.anulado_en ? { fecha: p.anulado_en.toISOString(), motivo: p.anulado_motivo, por: p.anulado_por } : null,
    creadoEn: p.created_at.toISOString(),
  };
}

export function cargoOf(g: ChargeRow): Cargo {
  return {
    _id: g.id, periodo: g.periodo, concepto: g.concepto, monto: toNumber(BigInt(g.monto_centavos)), aCargoDe: g.a_cargo_de, pagadoPor: g.pagado_por, descripcion: g.descripcion, liquidacion: null,
    comprobante: g.comprobante_tipo ? { url: `/api/admin/cargo/${g.id}/comprobante`, nombre: g.comprobante_nombre ?? 'comprobante', tipo: g.comprobante_tipo } : null,
    cargoFijo: g.cargo_fijo_id,
    anulado: g.anulado_en ? { fecha: g.anulado_en.toISOString(), motivo: g.anulado_motivo, por: g.anulado_por } : null,
  };
}

export function cuotasOf(l: Loaded, hoy: string): CuotaCuenta[] {
  return l.ledger.cuotas.map((c) => {
    const w = l.waivers.find((x) => x.periodo === c.periodo);
    return {
      periodo: c.periodo,
      vencimiento: c.vencimiento,
      monto: c.montoCentavos === null ? null : toNumber(c.montoCentavos),
      pagado: toNumber(c.pagado),
      punitorios: toNumber(c.punitorios + c.punitoriosALaFecha),
      punitoriosPagados: toNumber(c.punitoriosPagados),
      condonado: w ? { motivo: w.motivo, fecha: w.created_at.toISOString() } : null,
      estado: estadoCuota(c, hoy),
    };
  });
}

export function cuentaOf(l: Loaded, hoy: string): Cuenta {
  return {
    contrato: l.row.id,
    moneda: l.row.moneda,
    movimientos: l.ledger.lineas.map((x) => ({
      fecha: x.fecha, concepto: x.concepto, periodo: x.periodo, debe: toNumber(x.debe), haber: toNumber(x.haber), saldo: toNumber(x.saldo), pago: x.pago,
      ...(x.provisorio ? { provisorio: true } : {}),
    })),
    saldo: toNumber(l.ledger.saldo),
    moraDesde: l.ledger.moraDesde,
    cuotas: cuotasOf(l, hoy),
    pagos: l.pagos.map(pagoOf),
    cargos: l.cargos.map(cargoOf),
  };
}

export function liquidacionOf(s: SettlementRow, url = `/api/admin/liquidacion/${s.id}.pdf`): Liquidacion {
  const n = (v: string) => toNumber(BigInt(v));
  return {
    _id: s.id,
    propietario: { _id: s.propietario_id, nombre: s.po_nombre, apellido: s.po_apellido },
    periodo: s.periodo,
    moneda: s.moneda,
    cobrado: n(s.cobrado_centavos),
    comision: n(s.comision_centavos),
    gastos: n(s.gastos_centavos),
    neto: n(s.neto_centavos),
    detalle: (s.detalle ?? []).map((d): DetalleLiquidacion => ({
      contrato: d.contrato, propiedad: d.propiedad, inquilino: d.inquilino, comisionPorcentaje: Number(d.comisionPorcentaje),
      cobrado: n(d.cobrado), comision: n(d.comision), gastos: n(d.gastos), neto: n(d.neto),
      pagos: d.pagos.map((p) => ({ pago: p.pago, fecha: p.fecha, recibo: p.recibo, ...(p.concepto ? { concepto: p.concepto } : {}), monto: n(p.centavos) })),
      cargos: d.cargos.map((g) => ({ cargo: g.cargo, periodo: g.periodo, concepto: g.concepto, monto: n(g.centavos) })),
    })),
    pagada: s.pagada_en ? s.pagada_en.toISOString() : null,
    url,
    creadaEn: s.created_at.toISOString(),
  };
}

/** A client's e-mail address when it is one the outbox takes, else null. */
export function direccionDeCorreo(mail: string | null | undefined): string | null {
  const m = (mail ?? '').trim();
  return /^[^\s@]+@[^\s@]+$/.test(m) ? m : null;
}
