// The dashboard's and the reports' reading of the accounts: tenants in arrears (what they owe with late interest to
// today, and since when) and the rentals' pendings, both from the stored cuotas (CuotasStore); the collections of a
// span (each payment with the owner's part and the commission on it) from the accounts.
import { Inject, Injectable } from '@nestjs/common';
import { DIAS_AJUSTE_PROXIMO, DIAS_POR_VENCER, type CobranzasResponse, type IndiceAjuste, type MoraResponse, type PendientesAlquileresResponse } from '@inmo/contracts';
import { Db } from '../database/db.service.js';
import { ContractReader, type ContractTerms } from '../rentals/contract-reader.service.js';
import { RentalsService } from '../rentals/rentals.service.js';
import { addDays, hoyArgentina } from '../rentals/schedule.js';
import { AccountLoader } from './account-loader.service.js';
import { decimal, direccionOf, nombre, toNumber, type Loaded } from './account-rows.js';
import { CuotasStore } from './cuotas-store.service.js';
import { paraElPropietario, porcentajeDe } from './ledger.js';

export type Moroso = MoraResponse['data'][number];
export type Cobranza = CobranzasResponse['data'][number];
/** The rentals' pendings, every line (the dashboard's reply adds how many of each: tableroPendientes). */
export type Pendientes = Omit<PendientesAlquileresResponse['data'], 'totales'>;

/** Contracts by the day they stop running, then id (the order the pendings list them in). */
const porFin = (a: ContractTerms, b: ContractTerms) => {
  const [x, y] = [a.row.rescision_fecha ?? a.row.fin, b.row.rescision_fecha ?? b.row.fin];
  return x < y ? -1 : x > y ? 1 : a.row.id < b.row.id ? -1 : a.row.id > b.row.id ? 1 : 0;
};

/**
 * The contracts whose tenant owes rent past its due day and a positive balance (late interest to today included), the
 * oldest debt first (pure): the definition the stored query (CuotasStore.mora) is checked against.
 */
export function morosos(contracts: readonly Loaded[]): Moroso[] {
  return contracts
    .filter((l) => l.ledger.moraDesde !== null && l.ledger.saldo > 0n)
    .map((l) => ({ contrato: l.row.id, inquilino: nombre(l.row.ci_nombre, l.row.ci_apellido), propiedad: direccionOf(l.row), moneda: l.row.moneda, saldo: toNumber(l.ledger.saldo), desde: l.ledger.moraDesde! }))
    .sort((a, b) => a.desde.localeCompare(b.desde));
}

/**
 * 'Inquilinos en mora' as the dashboard reads it (pure): the first `lineas` of the list, how many owe, and the total
 * owed in each currency (summed in cents).
 */
export function tableroMora(lista: readonly Moroso[], lineas: number): Omit<MoraResponse, 'success'> {
  const centavos = new Map<string, number>();
  for (const m of lista) centavos.set(m.moneda, (centavos.get(m.moneda) ?? 0) + Math.round(m.saldo * 100));
  const totales = [...centavos].sort(([a], [b]) => a.localeCompare(b)).map(([moneda, c]) => ({ moneda, saldo: c / 100 }));
  return { data: lista.slice(0, lineas), total: lista.length, totales };
}

/** The rentals' pendings as the dashboard reads them (pure): the first `lineas` adjustments and contracts ending, with how many. */
export function tableroPendientes(p: Pendientes, lineas: number): PendientesAlquileresResponse['data'] {
  return {
    ajustes: p.ajustes.slice(0, lineas),
    vencimientos: p.vencimientos.slice(0, lineas),
    indicesFaltantes: p.indicesFaltantes,
    totales: { ajustes: p.ajustes.length, vencimientos: p.vencimientos.length },
  };
}

/**
 * The payments dated from `desde` to `hasta` (both included) not voided, by date then receipt (pure): each with the
 * rent and late interest it brought the owner (not the tenant's charges, nor what it left on account) and the
 * contract's commission on that.
 */
export function cobranzasDe(contracts: readonly Loaded[], desde: string, hasta: string): Cobranza[] {
  const out: Cobranza[] = [];
  for (const l of contracts) {
    for (const p of l.pagos) {
      if (p.anulado_en || p.fecha < desde || p.fecha > hasta) continue;
      const alquiler = paraElPropietario(l.ledger.aplicaciones.get(p.id) ?? []);
      out.push({
        fecha: p.fecha, recibo: Number(p.recibo_numero), contrato: l.row.id, propiedad: direccionOf(l.row), inquilino: nombre(l.row.ci_nombre, l.row.ci_apellido),
        propietario: nombre(l.row.po_nombre, l.row.po_apellido), moneda: l.row.moneda, medio: p.medio, monto: toNumber(BigInt(p.monto_centavos)),
        alquiler: toNumber(alquiler), comision: toNumber(porcentajeDe(alquiler, decimal(l.row.comision_administracion))),
      });
    }
  }
  return out.sort((a, b) => a.fecha.localeCompare(b.fecha) || a.recibo - b.recibo);
}

@Injectable()
export class RentalReportsService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(AccountLoader) private readonly loader: AccountLoader,
    @Inject(CuotasStore) private readonly store: CuotasStore,
    @Inject(ContractReader) private readonly contracts: ContractReader,
    @Inject(RentalsService) private readonly rentals: RentalsService,
  ) {}

  /**
   * Running contracts whose tenant owes rent past its due day: how much (interest to today included) and since when,
   * the oldest debt first. One query over the stored cuotas, then the names of those contracts.
   */
  async mora(hoy = hoyArgentina()): Promise<Moroso[]> {
    await this.store.ensure();
    const rows = new Map((await this.store.mora(hoy)).map((r) => [r.contrato_id, r]));
    if (rows.size === 0) return [];
    return (await this.contracts.find({ ids: [...rows.keys()], activo: true }))
      .map(({ row }) => ({ contrato: row.id, inquilino: nombre(row.ci_nombre, row.ci_apellido), propiedad: direccionOf(row), moneda: row.moneda, saldo: toNumber(BigInt(rows.get(row.id)!.saldo)), desde: rows.get(row.id)!.desde }))
      .sort((a, b) => a.desde.localeCompare(b.desde));
  }

  /**
   * The dashboard's to-do over the running contracts: adjustments starting within 30 days, contracts ending within
   * 60, and the index values not loaded that block a cuota due by then: every value whose date has passed, and the
   * one an adjustment starting within 30 days waits for even when its date is still ahead (shown as pending, not as
   * an error). Each with its contract. The adjustments and index values from the stored cuotas.
   */
  async pendientes(hoy = hoyArgentina()): Promise<Pendientes> {
    await this.rentals.sweep();
    await this.store.ensure();
    const limiteAjuste = addDays(hoy, DIAS_AJUSTE_PROXIMO);
    const limiteFin = addDays(hoy, DIAS_POR_VENCER);
    const cuotas = await this.store.pendientes(hoy, limiteAjuste);
    const porContrato = new Map<string, typeof cuotas>();
    for (const c of cuotas) {
      const list = porContrato.get(c.contrato_id);
      if (list) list.push(c);
      else porContrato.set(c.contrato_id, [c]);
    }
    const ids = [...porContrato.keys()];
    const [conCuotas, terminan] = await Promise.all([
      ids.length ? this.contracts.find({ ids, activo: true }) : Promise.resolve([]),
      this.contracts.find({ activo: true, terminaHasta: limiteFin }),
    ]);
    const running = new Map([...conCuotas, ...terminan].map((c) => [c.row.id, c]));
    const out: Pendientes = { ajustes: [], vencimientos: [], indicesFaltantes: [] };
    for (const { row: r } of [...running.values()].sort(porFin)) {
      const ref = { contrato: r.id, propiedad: r.p_titulo, inquilino: `${r.ci_nombre} ${r.ci_apellido}`.trim() };
      const suyas = porContrato.get(r.id) ?? [];
      for (const c of suyas) if (c.ajuste_desde && c.ajuste_desde >= hoy && c.ajuste_desde <= limiteAjuste) out.ajustes.push({ ...ref, fecha: c.ajuste_desde, indice: r.indice });
      const fin = r.rescision_fecha ?? r.fin;
      if (fin <= limiteFin) out.vencimientos.push({ ...ref, fin });
      const faltan = new Map<string, IndiceAjuste>();
      for (const c of suyas) for (const f of c.faltantes ?? []) if (f <= hoy) faltan.set(f, r.indice);
      for (const c of suyas) if (c.falta && c.ajuste_desde && c.ajuste_desde <= limiteAjuste) faltan.set(c.falta, r.indice);
      for (const [fecha, indice] of faltan) out.indicesFaltantes.push({ ...ref, indice, fecha });
    }
    out.ajustes.sort((a, b) => a.fecha.localeCompare(b.fecha));
    out.indicesFaltantes.sort((a, b) => a.fecha.localeCompare(b.fecha));
    return out;
  }

  /** The payments of a span (not voided), with the rent and interest they brought the owner and the commission on it. */
  async cobranzas(desde: string, hasta: string): Promise<Cobranza[]> {
    const ids = await this.db.query<{ contrato_id: string }>(`SELECT DISTINCT contrato_id FROM rental_payments WHERE fecha BETWEEN $1 AND $2 AND anulado_en IS NULL`, [desde, hasta]);
    if (ids.length === 0) return [];
    return cobranzasDe(await this.loader.load({ ids: ids.map((r) => r.contrato_id) }), desde, hasta);
  }
}
