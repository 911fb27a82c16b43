// The tenant's account of a contract: read it (movements with their balance, cuotas with their state, payments and
// charges), and write to it — a payment (with its receipt), a charge of a period, a void of either, waived late
// interest. The account is recomputed from them on every read (ledger.ts); a payment stores only the application it
// was recorded with (its imputación, what its receipt shows). Each write stores the contract's cuotas again
// (CuotasStore) in its transaction, for the dashboard. Every write runs in one transaction that first locks the
// contract's row (ContractReader, src/rentals), so two payments of one contract queue, and refuses (409) what is dated in
// a closed month (ClosingsService, src/closings): a payment by its date, a charge and a waiver by their period, a void
// by the voided payment's date or charge's period.
import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  ERROR_CODES, MENSAJES_CUENTA, esUuid, formatFecha, formatPeriodo,
  type AnularCargo, type AnularPago, type Cargo, type CondonarPunitorios, type Cuenta, type CuotaCuenta, type Imputacion, type NuevoCargo, type NuevoPago, type Pago,
} from '@inmo/contracts';
import { ApiError } from '../common/api-error.js';
import { ClosingsService } from '../closings/closings.service.js';
import { Db } from '../database/db.service.js';
import type { Actor } from '../history/actor.js';
import { HistoryService } from '../history/history.service.js';
import { MailService } from '../mail/mail.service.js';
import { hoyArgentina } from '../rentals/schedule.js';
import { AccountLoader } from './account-loader.service.js';
import { CuotasStore } from './cuotas-store.service.js';
import { combinacionInvalida } from './charges.service.js';
import { CHARGE_COLS, PAYMENT_COLS, cargoOf, cuentaOf, cuotasOf, pagoOf, toCents, toNumber, type ChargeRow, type ContractRow, type PaymentRow } from './account-rows.js';
import type { Aplicado, Ledger } from './ledger.js';
import { ReceiptsService } from './receipts.service.js';
import { formatCentavos } from './words.js';

/** What the account's payments left beyond every known debt. */
const aCuenta = (l: Ledger) => [...l.aplicaciones.values()].flat().reduce((s, a) => (a.tipo === 'a cuenta' ? s + a.centavos : s), 0n);
/** Ended: rescinded or past its end, on or before `hoy` (no later period will ever be owed). */
const terminado = (c: Pick<ContractRow, 'activo' | 'fin' | 'rescision_fecha'>, hoy: string) => !c.activo || (c.rescision_fecha ?? c.fin) <= hoy;

/** A payment's application as it is stored and shown on its receipt: each period's concept and amount. */
export function imputacionOf(aplicado: readonly Aplicado[]): Imputacion[] {
  return aplicado.map((a) => ({ periodo: a.periodo, concepto: a.concepto, monto: toNumber(a.centavos) }));
}

/**
 * Why a payment of `montoCentavos` is refused, or null: an ended contract owes what it owes and no more, so a payment
 * that would leave a credit there (what is 'a cuenta' after it, beyond what was before) is refused, naming the debt.
 */
export function excesoDePago(before: Ledger, after: Ledger, montoCentavos: bigint, row: Pick<ContractRow, 'activo' | 'fin' | 'rescision_fecha' | 'moneda'>, hoy: string): string | null {
  const sobra = aCuenta(after) - aCuenta(before);
  if (sobra <= 0n || !terminado(row, hoy)) return null;
  const debe = montoCentavos - sobra;
  return debe <= 0n ? MENSAJES_CUENTA.contratoSinDeuda : `${MENSAJES_CUENTA.pagoMayorQueDeuda} (${formatCentavos(debe, row.moneda)})`;
}

@Injectable()
export class RentalAccountsService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(AccountLoader) private readonly loader: AccountLoader,
    @Inject(HistoryService) private readonly history: HistoryService,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(ReceiptsService) private readonly receipts: ReceiptsService,
    @Inject(CuotasStore) private readonly store: CuotasStore,
    @Inject(ClosingsService) private readonly closings: ClosingsService,
  ) {}

  async cuenta(id: string): Promise<Cuenta> {
    const hoy = hoyArgentina();
    return cuentaOf(await this.loader.loadOne(id, hoy), hoy);
  }

  /** Each cuota's state from the account ('pagada', 'parcial', 'vencida', …), for the contract's own page. */
  async estadosCuotas(id: string): Promise<Map<string, CuotaCuenta['estado']>> {
    const hoy = hoyArgentina();
    const [l] = await this.loader.load({ ids: [id] }, hoy);
    return new Map(l ? cuotasOf(l, hoy).map((c) => [c.periodo, c.estado]) : []);
  }

  /**
   * Records a payment and, in the same transaction, writes its receipt (the PDF attached) to the outbox for the tenant
   * when they have an e-mail address: `recibo.enviadoA` names it (null: not sent).
   */
  async registrarPago(id: string, datos: NuevoPago, actor: Actor): Promise<{ _id: string; recibo: { numero: number; url: string; enviadoA: string | null }; pago: Pago }> {
    const hoy = hoyArgentina();
    return this.db.transaction(async () => {
      await this.loader.lockContract(id);
      const before = await this.loader.loadOne(id, hoy);
      if (datos.fecha < before.row.inicio) throw ApiError.validation({ fecha: MENSAJES_CUENTA.fechaAntesDelContrato });
      if (datos.fecha > hoy) throw ApiError.validation({ fecha: MENSAJES_CUENTA.fechaFutura });
      await this.closings.asegurarAbiertos([datos.fecha.slice(0, 7)]);
      const counter = await this.db.one<{ valor: string }>(`UPDATE rental_counters SET valor = valor + 1 WHERE nombre = 'recibo' RETURNING valor::text AS valor`);
      const numero = Number(counter!.valor);
      const ins = await this.db.one<{ id: string }>(
        `INSERT INTO rental_payments (contrato_id, fecha, monto_centavos, medio, nota, recibo_numero, recibo_secreto, created_by, created_by_nombre) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [id, datos.fecha, toCents(datos.monto).toString(), datos.medio, datos.nota, numero, randomBytes(32).toString('base64url'), actor.id, actor.nombre],
      );
      const pagoId = ins!.id;
      const after = await this.loader.loadOne(id, hoy);
      // Refused: rolled back with the receipt's number.
      const exceso = excesoDePago(before.ledger, after.ledger, toCents(datos.monto), before.row, hoy);
      if (exceso) throw ApiError.validation({ monto: exceso });
      const imputacion = imputacionOf(after.ledger.aplicaciones.get(pagoId) ?? []);
      await this.db.execute(`UPDATE rental_payments SET imputacion = $2::jsonb WHERE id = $1`, [pagoId, JSON.stringify(imputacion)]);
      const monto = formatCentavos(toCents(datos.monto), before.row.moneda);
      await this.history.record({ entidad: 'contrato', entidadId: id, accion: 'editar', actor, antes: { pago: null }, despues: { pago: `Recibo N.º ${numero}: ${monto} (${datos.medio}) del ${formatFecha(datos.fecha)}` } });
      const row = await this.db.one<PaymentRow>(`SELECT ${PAYMENT_COLS} FROM rental_payments WHERE id = $1`, [pagoId]);
      const pago = pagoOf(row!);
      const correo = await this.receipts.reciboParaCorreo(pagoId);
      if (correo) {
        await this.mail.enqueue(correo);
        await this.db.execute(`UPDATE rental_payments SET recibo_enviado_a = $2 WHERE id = $1`, [pagoId, correo.para]);
      }
      await this.store.refresh([id]);
      return { _id: pagoId, recibo: { numero: pago.recibo.numero, url: pago.recibo.url, enviadoA: correo?.para ?? null }, pago };
    });
  }

  /** A charge of a period, who paid its bill and whom it is for (combinacionInvalida says which pairs are refused). */
  async registrarCargo(id: string, datos: NuevoCargo, actor: Actor): Promise<Cargo> {
    const hoy = hoyArgentina();
    return this.db.transaction(async () => {
      await this.loader.lockContract(id);
      const l = await this.loader.loadOne(id, hoy);
      if (!l.cuotas.some((c) => c.periodo === datos.periodo)) throw ApiError.validation({ periodo: MENSAJES_CUENTA.periodoFueraDeContrato });
      const malo = combinacionInvalida(datos, hoy);
      if (malo) throw ApiError.validation(malo);
      await this.closings.asegurarAbiertos([datos.periodo]);
      const row = await this.db.one<ChargeRow>(
        `INSERT INTO rental_charges (contrato_id, periodo, concepto, monto_centavos, a_cargo_de, pagado_por, descripcion) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${CHARGE_COLS}`,
        [id, datos.periodo, datos.concepto, toCents(datos.monto).toString(), datos.aCargoDe, datos.pagadoPor, datos.descripcion],
      );
      await this.history.record({ entidad: 'contrato', entidadId: id, accion: 'editar', actor, antes: { cargo: null }, despues: { cargo: `${formatPeriodo(datos.periodo)} · ${datos.concepto}: ${formatCentavos(toCents(datos.monto), l.row.moneda)} a cargo del ${datos.aCargoDe}, pagado por ${datos.pagadoPor}` } });
      await this.store.refresh([id]);
      return cargoOf(row!);
    });
  }

  async anularPago(pagoId: string, { motivo }: AnularPago, actor: Actor): Promise<Pago> {
    if (!esUuid(pagoId)) throw ApiError.notFound(MENSAJES_CUENTA.pagoNoEncontrado);
    return this.db.transaction(async () => {
      const p = await this.db.one<{ contrato_id: string }>(`SELECT contrato_id FROM rental_payments WHERE id = $1`, [pagoId]);
      if (!p) throw ApiError.notFound(MENSAJES_CUENTA.pagoNoEncontrado);
      await this.loader.lockContract(p.contrato_id);
      const row = await this.db.one<PaymentRow>(`SELECT ${PAYMENT_COLS} FROM rental_payments WHERE id = $1`, [pagoId]);
      if (row!.anulado_en) throw new ApiError(409, MENSAJES_CUENTA.yaAnulado, ERROR_CODES.VALIDATION);
      await this.closings.asegurarAbiertos([row!.fecha.slice(0, 7)]);
      const updated = await this.db.one<PaymentRow>(
        `UPDATE rental_payments SET anulado_en = now(), anulado_motivo = $2, anulado_por = $3 WHERE id = $1 RETURNING ${PAYMENT_COLS}`,
        [pagoId, motivo, actor.nombre],
      );
      await this.history.record({ entidad: 'contrato', entidadId: p.contrato_id, accion: 'editar', actor, antes: { pagoAnulado: null }, despues: { pagoAnulado: `Recibo N.º ${row!.recibo_numero} anulado: ${motivo}` } });
      // The tenant who was mailed the receipt is mailed its void, in the same transaction (the outbox sends it).
      const aviso = await this.receipts.anulacionParaCorreo(pagoId, motivo);
      if (aviso) await this.mail.enqueue(aviso);
      await this.store.refresh([p.contrato_id]);
      return pagoOf(updated!);
    });
  }

  /** Voids a charge: kept with when, why and who, out of the account and of any settlement not yet paid; 409 twice. */
  async anularCargo(cargoId: string, { motivo }: AnularCargo, actor: Actor): Promise<Cargo> {
    if (!esUuid(cargoId)) throw ApiError.notFound(MENSAJES_CUENTA.cargoNoEncontrado);
    return this.db.transaction(async () => {
      const g = await this.db.one<{ contrato_id: string }>(`SELECT contrato_id FROM rental_charges WHERE id = $1`, [cargoId]);
      if (!g) throw ApiError.notFound(MENSAJES_CUENTA.cargoNoEncontrado);
      await this.loader.lockContract(g.contrato_id);
      const row = await this.db.one<ChargeRow>(`SELECT ${CHARGE_COLS} FROM rental_charges WHERE id = $1`, [cargoId]);
      if (row!.anulado_en) throw new ApiError(409, MENSAJES_CUENTA.cargoYaAnulado, ERROR_CODES.VALIDATION);
      await this.closings.asegurarAbiertos([row!.periodo]);
      const updated = await this.db.one<ChargeRow>(
        `UPDATE rental_charges SET anulado_en = now(), anulado_motivo = $2, anulado_por = $3 WHERE id = $1 RETURNING ${CHARGE_COLS}`,
        [cargoId, motivo, actor.nombre],
      );
      const contract = await this.loader.contract(g.contrato_id);
      const monto = formatCentavos(BigInt(row!.monto_centavos), contract!.row.moneda);
      await this.history.record({ entidad: 'contrato', entidadId: g.contrato_id, accion: 'editar', actor, antes: { cargoAnulado: null }, despues: { cargoAnulado: `${formatPeriodo(row!.periodo)} · ${row!.concepto}: ${monto} a cargo del ${row!.a_cargo_de}, anulado: ${motivo}` } });
      await this.store.refresh([g.contrato_id]);
      return cargoOf(updated!);
    });
  }

  async condonar(id: string, datos: CondonarPunitorios, actor: Actor): Promise<Cuenta> {
    const hoy = hoyArgentina();
    return this.db.transaction(async () => {
      await this.loader.lockContract(id);
      const l = await this.loader.loadOne(id, hoy);
      if (!l.cuotas.some((c) => c.periodo === datos.periodo)) throw ApiError.validation({ periodo: MENSAJES_CUENTA.periodoFueraDeContrato });
      if (l.waivers.some((w) => w.periodo === datos.periodo)) throw new ApiError(409, MENSAJES_CUENTA.yaCondonado, ERROR_CODES.VALIDATION);
      await this.closings.asegurarAbiertos([datos.periodo]);
      await this.db.execute(`INSERT INTO rental_interest_waivers (contrato_id, periodo, motivo, user_nombre) VALUES ($1, $2, $3, $4)`, [id, datos.periodo, datos.motivo, actor.nombre]);
      await this.history.record({ entidad: 'contrato', entidadId: id, accion: 'editar', actor, antes: { condonacion: null }, despues: { condonacion: `Punitorios de ${formatPeriodo(datos.periodo)} condonados: ${datos.motivo}` } });
      await this.store.refresh([id]);
      return cuentaOf(await this.loader.loadOne(id, hoy), hoy);
    });
  }
}
