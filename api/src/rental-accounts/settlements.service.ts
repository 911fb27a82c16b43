// Owners' monthly settlements (docs/decisions.md): an owner's settlement of a month, in one currency, holds for each
// of their contracts the rent and late interest collected by payments dated in that month that no paid (closed)
// settlement holds yet — as a difference, so a payment voided or re-applied after its month was settled takes its
// amount back (or brings the rest) in the first later month not yet paid — minus the contract's commission on it,
// minus the owner's charges of that month's period not yet deducted (the same rule; a charge of the tenant's that the
// owner paid is credited back, negative). What the tenant paid for the owner (a repair) is a credit on the tenant's
// account: what of it pays rent is collected like a payment of its period's first day, and the repair is deducted as
// the owner's charge. Only paid settlements decide
// where money goes (liquidacionQueLoLleva), so each amount is in one settlement whether the earlier month's is paid,
// a draft or recomputed. A settlement is a draft until marked paid: asking again recomputes it; marking it paid
// recomputes it once more and freezes it. A settlement of a closed month is neither computed nor paid (409,
// ClosingsService).
import { Inject, Injectable } from '@nestjs/common';
import { ERROR_CODES, MENSAJES_CUENTA, esUuid, fechaArgentina, formatPeriodo, type Liquidacion, type NuevaLiquidacion } from '@inmo/contracts';
import { AgencyService } from '../agency/agency.service.js';
import { ClientLookups } from '../clients/client-lookups.service.js';
import { CLIENTS_VIEW } from '../clients/client-readers.js';
import { ApiError } from '../common/api-error.js';
import { ClosingsService } from '../closings/closings.service.js';
import { Db } from '../database/db.service.js';
import type { Actor } from '../history/actor.js';
import { HistoryService } from '../history/history.service.js';
import { MailService, type NuevoCorreo } from '../mail/mail.service.js';
import { monthStart } from '../rentals/schedule.js';
import { AccountLoader } from './account-loader.service.js';
import { conceptoCredito, decimal, direccionDeCorreo, gastoDelPropietario, pagoDelInquilino, direccionOf, endOfMonth, liquidacionOf, nombre, type Loaded, type SettlementRow, type StoredDetalle } from './account-rows.js';
import { paraElPropietario, porcentajeDe } from './ledger.js';
import { liquidacionPdf } from './pdf.js';
import { formatCentavos } from './words.js';

/** Settlements with their owner's name (the clients' view, joined: the lists sort by the owner's name). */
const SETTLEMENT_SQL = `SELECT s.id, s.propietario_id, po.nombre AS po_nombre, po.apellido AS po_apellido, s.periodo, s.moneda,
  s.cobrado_centavos::text AS cobrado_centavos, s.comision_centavos::text AS comision_centavos, s.gastos_centavos::text AS gastos_centavos,
  s.neto_centavos::text AS neto_centavos, s.detalle, s.pagada_en, s.created_at
  FROM rental_settlements s JOIN ${CLIENTS_VIEW} po ON po.id = s.propietario_id`;

/**
 * Which month's settlement holds money of month `mes` (a payment's date, an owner's charge's period) not settled yet:
 * that month's own, or, once it is paid, the first later month whose settlement is not paid. Only paid settlements
 * decide it, so every draft computes the same answer: no money is counted by two settlements, and recomputing a draft
 * never moves money between months.
 */
export function liquidacionQueLoLleva(pagadas: readonly string[]): (mes: string) => string {
  const paid = new Set(pagadas);
  return (mes) => {
    let m = mes;
    while (paid.has(m)) m = monthStart(`${m}-01`, 1).slice(0, 7);
    return m;
  };
}

export interface Liquidado {
  detalle: StoredDetalle[];
  cobrado: bigint;
  comision: bigint;
  gastos: bigint;
}

/**
 * What the settlement of `periodo` holds (pure; see the head of this file): for each contract that started by the
 * month's end, the owner's part of each payment that this month's settlement carries, less what paid settlements
 * already hold of it; the commission on that; the owner's charges this month carries, less what was deducted.
 */
export function liquidar(contracts: readonly Loaded[], closed: readonly { periodo: string; detalle: StoredDetalle[] }[], periodo: string): Liquidado {
  const settledPago = new Map<string, bigint>();
  const settledCargo = new Map<string, bigint>();
  for (const s of closed) for (const d of s.detalle) {
    for (const p of d.pagos) settledPago.set(p.pago, (settledPago.get(p.pago) ?? 0n) + BigInt(p.centavos));
    for (const g of d.cargos) settledCargo.set(g.cargo, (settledCargo.get(g.cargo) ?? 0n) + BigInt(g.centavos));
  }
  const held = liquidacionQueLoLleva(closed.map((s) => s.periodo));
  const out: Liquidado = { detalle: [], cobrado: 0n, comision: 0n, gastos: 0n };
  for (const l of contracts) {
    if (l.row.inicio > endOfMonth(periodo)) continue;
    const pagos: StoredDetalle['pagos'] = [];
    let c = 0n;
    for (const p of l.pagos) {
      if (held(p.fecha.slice(0, 7)) !== periodo) continue;
      const now = p.anulado_en ? 0n : paraElPropietario(l.ledger.aplicaciones.get(p.id) ?? []);
      const delta = now - (settledPago.get(p.id) ?? 0n);
      if (delta === 0n) continue;
      pagos.push({ pago: p.id, fecha: p.fecha, recibo: Number(p.recibo_numero), centavos: delta.toString() });
      c += delta;
    }
    // The tenant's credits, as payments without a receipt (recibo 0) named by their concept.
    for (const x of l.cargos) {
      if (!pagoDelInquilino(x) || held(x.periodo) !== periodo) continue;
      const now = x.anulado_en ? 0n : paraElPropietario(l.ledger.aplicaciones.get(x.id) ?? []);
      const delta = now - (settledPago.get(x.id) ?? 0n);
      if (delta === 0n) continue;
      pagos.push({ pago: x.id, fecha: `${x.periodo}-01`, recibo: 0, concepto: conceptoCredito(x), centavos: delta.toString() });
      c += delta;
    }
    // An owner's charge as a difference too: a voided one leaves a draft, and one a paid settlement deducted comes
    // back (negative) in the first settlement not yet paid.
    const cargos: StoredDetalle['cargos'] = [];
    for (const x of l.cargos) {
      const gasto = gastoDelPropietario(x);
      if (gasto === 0n || held(x.periodo) !== periodo) continue;
      const delta = (x.anulado_en ? 0n : gasto) - (settledCargo.get(x.id) ?? 0n);
      const concepto = gasto < 0n ? `${x.concepto} (pagado por el propietario)` : x.concepto;
      if (delta !== 0n) cargos.push({ cargo: x.id, periodo: x.periodo, concepto: x.anulado_en ? `${concepto} (anulado)` : concepto, centavos: delta.toString() });
    }
    const g = cargos.reduce((s, x) => s + BigInt(x.centavos), 0n);
    const pct = decimal(l.row.comision_administracion);
    const com = porcentajeDe(c, pct);
    out.detalle.push({
      contrato: l.row.id, propiedad: direccionOf(l.row), inquilino: nombre(l.row.ci_nombre, l.row.ci_apellido), comisionPorcentaje: pct,
      cobrado: c.toString(), comision: com.toString(), gastos: g.toString(), neto: (c - com - g).toString(), pagos, cargos,
    });
    out.cobrado += c;
    out.comision += com;
    out.gastos += g;
  }
  return out;
}

/** A settlement's stored amounts: collected, commission, expenses, net (collected − commission − expenses), its lines. */
const amounts = (c: Liquidado) => [c.cobrado.toString(), c.comision.toString(), c.gastos.toString(), (c.cobrado - c.comision - c.gastos).toString(), JSON.stringify(c.detalle)];

@Injectable()
export class SettlementsService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(AccountLoader) private readonly loader: AccountLoader,
    @Inject(HistoryService) private readonly history: HistoryService,
    @Inject(AgencyService) private readonly agency: AgencyService,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(ClientLookups) private readonly clients: ClientLookups,
    @Inject(ClosingsService) private readonly closings: ClosingsService,
  ) {}

  /** What the owner's settlement of `periodo` in `moneda` holds now. */
  private async compute(propietario: string, periodo: string, moneda: string): Promise<Liquidado> {
    const contracts = await this.loader.load({ propietario, moneda });
    const closed = await this.db.query<{ periodo: string; detalle: StoredDetalle[] }>(`SELECT periodo, detalle FROM rental_settlements WHERE propietario_id = $1 AND moneda = $2 AND pagada_en IS NOT NULL`, [propietario, moneda]);
    return liquidar(contracts, closed, periodo);
  }

  /** A settlement by id; 404 when there is none. */
  async settlement(id: string): Promise<SettlementRow> {
    if (!esUuid(id)) throw ApiError.notFound(MENSAJES_CUENTA.liquidacionNoEncontrada);
    const s = await this.db.one<SettlementRow>(`${SETTLEMENT_SQL} WHERE s.id = $1`, [id]);
    if (!s) throw ApiError.notFound(MENSAJES_CUENTA.liquidacionNoEncontrada);
    return s;
  }

  /** An owner's settlements, the latest month first. */
  async ofOwner(propietario: string): Promise<SettlementRow[]> {
    return this.db.query<SettlementRow>(`${SETTLEMENT_SQL} WHERE s.propietario_id = $1 ORDER BY s.periodo DESC, s.moneda`, [propietario]);
  }

  /** Computes (or recomputes, while unpaid) the owner's settlement of a month; 409 once it is paid. */
  async nuevaLiquidacion(datos: NuevaLiquidacion, actor: Actor): Promise<Liquidacion> {
    const { propietario, periodo } = datos;
    return this.db.transaction(async () => {
      // One owner's settlements queue on the owner's row (ClientLookups.lock): a draft never counts money a settlement
      // being paid takes, and two first drafts of a month never race to insert.
      if (!(await this.clients.lock(propietario))) throw ApiError.notFound(MENSAJES_CUENTA.propietarioNoEncontrado);
      const monedas = await this.loader.currencies(propietario);
      if (monedas.length === 0) throw ApiError.validation({ propietario: MENSAJES_CUENTA.sinContratos });
      const moneda = datos.moneda ?? monedas[0]!;
      if (!monedas.includes(moneda)) {
        throw ApiError.validation({ moneda: `${MENSAJES_CUENTA.monedaSinContratos}: la liquidación solo puede ser en ${monedas.join(' o ')}` });
      }
      if (!datos.moneda && monedas.length > 1) throw ApiError.validation({ moneda: MENSAJES_CUENTA.monedaRequerida });
      const existing = await this.db.one<{ id: string; pagada_en: Date | null }>(`SELECT id, pagada_en FROM rental_settlements WHERE propietario_id = $1 AND periodo = $2 AND moneda = $3`, [propietario, periodo, moneda]);
      if (existing?.pagada_en) throw new ApiError(409, MENSAJES_CUENTA.liquidacionPagada, ERROR_CODES.VALIDATION);
      await this.closings.asegurarAbiertos([periodo]);
      const c = await this.compute(propietario, periodo, moneda);
      let id: string;
      if (existing) {
        await this.db.execute(`UPDATE rental_settlements SET cobrado_centavos = $2, comision_centavos = $3, gastos_centavos = $4, neto_centavos = $5, detalle = $6::jsonb, updated_at = now() WHERE id = $1`, [existing.id, ...amounts(c)]);
        id = existing.id;
      } else {
        const ins = await this.db.one<{ id: string }>(
          `INSERT INTO rental_settlements (propietario_id, periodo, moneda, cobrado_centavos, comision_centavos, gastos_centavos, neto_centavos, detalle) VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb) RETURNING id`,
          [propietario, periodo, moneda, ...amounts(c)],
        );
        id = ins!.id;
      }
      await this.history.record({ entidad: 'cliente', entidadId: propietario, accion: 'editar', actor, antes: { liquidacion: null }, despues: { liquidacion: `Liquidación de ${formatPeriodo(periodo)} (${moneda}): neto ${formatCentavos(c.cobrado - c.comision - c.gastos, moneda)}` } });
      return liquidacionOf(await this.settlement(id));
    });
  }

  async liquidaciones(periodo?: string): Promise<Liquidacion[]> {
    const rows = periodo
      ? await this.db.query<SettlementRow>(`${SETTLEMENT_SQL} WHERE s.periodo = $1 ORDER BY po.apellido, po.nombre, s.moneda`, [periodo])
      : await this.db.query<SettlementRow>(`${SETTLEMENT_SQL} ORDER BY s.periodo DESC, po.apellido, po.nombre LIMIT 500`);
    return rows.map((s) => liquidacionOf(s));
  }

  /**
   * Recomputes the settlement once more and closes it: later payments go to the next one. In the same transaction its
   * PDF is written to the outbox for the owner when they have an e-mail address.
   */
  async marcarPagada(id: string, actor: Actor): Promise<Liquidacion> {
    return this.db.transaction(async () => {
      const s = await this.settlement(id);
      // Queued with the owner's other settlements (see nuevaLiquidacion), then read again: it may have been paid meanwhile.
      await this.clients.lock(s.propietario_id);
      const current = await this.settlement(id);
      if (current.pagada_en) throw new ApiError(409, MENSAJES_CUENTA.yaPagada, ERROR_CODES.VALIDATION);
      await this.closings.asegurarAbiertos([s.periodo]);
      const c = await this.compute(s.propietario_id, s.periodo, s.moneda);
      await this.db.execute(
        `UPDATE rental_settlements SET cobrado_centavos = $2, comision_centavos = $3, gastos_centavos = $4, neto_centavos = $5, detalle = $6::jsonb, pagada_en = now(), updated_at = now() WHERE id = $1`,
        [id, ...amounts(c)],
      );
      await this.history.record({ entidad: 'cliente', entidadId: s.propietario_id, accion: 'editar', actor, antes: { liquidacionPagada: null }, despues: { liquidacionPagada: `Liquidación de ${formatPeriodo(s.periodo)} (${s.moneda}) pagada: ${formatCentavos(c.cobrado - c.comision - c.gastos, s.moneda)}` } });
      const paid = await this.settlement(id);
      const correo = await this.paraCorreo(paid);
      if (correo) await this.mail.enqueue(correo);
      return liquidacionOf(paid);
    });
  }

  async liquidacionPdf(id: string): Promise<Buffer> {
    return this.render(await this.settlement(id));
  }

  async render(s: SettlementRow): Promise<Buffer> {
    return liquidacionPdf({
      agency: await this.agency.get(),
      propietario: nombre(s.po_nombre, s.po_apellido),
      periodo: s.periodo,
      moneda: s.moneda,
      cobradoCentavos: BigInt(s.cobrado_centavos),
      comisionCentavos: BigInt(s.comision_centavos),
      gastosCentavos: BigInt(s.gastos_centavos),
      netoCentavos: BigInt(s.neto_centavos),
      pagada: s.pagada_en ? fechaArgentina(s.pagada_en) : null,
      detalle: (s.detalle ?? []).map((d) => ({
        propiedad: d.propiedad, inquilino: d.inquilino, comisionPorcentaje: Number(d.comisionPorcentaje),
        cobrado: BigInt(d.cobrado), comision: BigInt(d.comision), gastos: BigInt(d.gastos), neto: BigInt(d.neto),
        pagos: d.pagos.map((p) => ({ fecha: p.fecha, recibo: p.recibo, concepto: p.concepto, centavos: BigInt(p.centavos) })),
        cargos: d.cargos.map((g) => ({ periodo: g.periodo, concepto: g.concepto, centavos: BigInt(g.centavos) })),
      })),
    });
  }

  /** A settlement as an e-mail to its owner (a direct message, its PDF attached), or null when the owner has no e-mail address. */
  private async paraCorreo(s: SettlementRow): Promise<NuevoCorreo | null> {
    const [owner] = await this.clients.contacts([s.propietario_id]);
    const para = direccionDeCorreo(owner?.mail);
    if (!para) return null;
    const pdf = await this.render(s);
    const agency = await this.agency.get();
    const neto = formatCentavos(BigInt(s.neto_centavos), s.moneda);
    const { texto, html } = this.mail.renderWith(agency, {
      titulo: `Liquidación de ${formatPeriodo(s.periodo)}`,
      bloques: [{ parrafo: `Hola ${s.po_nombre}: te enviamos adjunta la liquidación de ${formatPeriodo(s.periodo)} de tus alquileres, con un neto de ${neto}.` }],
    });
    return {
      para, asunto: `Liquidación de ${formatPeriodo(s.periodo)} · ${agency.nombre}`, texto, html, directa: true,
      adjuntos: [{ nombre: `liquidacion-${s.periodo}.pdf`, tipo: 'application/pdf', contenido: pdf }],
    };
  }
}
