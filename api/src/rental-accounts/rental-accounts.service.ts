// A rental contract's money: the tenant's payments (with their receipts), the charges of each period, waived late
// interest, the account recomputed from them (ledger.ts), the owners' monthly settlements and their private pages.
// Reads rental_contracts and index_values (the schedule: ../rentals/schedule.ts) and writes only its own tables.
// Every write runs in one transaction that first locks the contract's row, so two payments of one contract queue.
//
// Settlements (docs/decisions.md): an owner's settlement of a month, in one currency, holds for each of their
// contracts the rent and late interest collected by payments dated up to the month's end that no paid (closed)
// settlement holds yet — as a difference, so a payment voided after it was settled takes its amount back in the next
// one — minus the contract's commission on it, minus the owner's charges of periods up to that month not yet
// deducted. A settlement is a draft until marked paid: asking again recomputes it; marking it paid recomputes it once
// more and freezes it (later payments go to the next one).
import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  ERROR_CODES, MENSAJES_CUENTA, esUuid, formatDireccion, formatFecha, leerAnularPago, leerCondonarPunitorios, leerNuevaLiquidacion, leerNuevoCargo, leerNuevoPago,
  type Cargo, type Cuenta, type CuotaCuenta, type DetalleLiquidacion, type Imputacion, type Liquidacion, type MedioPago, type Pago, type PaginaPropietario,
} from '@inmo/contracts';
import { AgencyService } from '../agency/agency.service.js';
import { ApiError } from '../common/api-error.js';
import { Db } from '../database/db.service.js';
import type { Actor } from '../history/actor.js';
import { HistoryService } from '../history/history.service.js';
import { MailService, type NuevoCorreo } from '../mail/mail.service.js';
import { calcular, fechasNecesarias, finPactado, hoyArgentina, montoVigente, proximoAjuste, type Terminos } from '../rentals/schedule.js';
import { calcularCuenta, estadoCuota, paraElPropietario, porcentajeDe, type Aplicado, type Ledger, type LedgerCuota } from './ledger.js';
import { liquidacionPdf, reciboPdf } from './pdf.js';
import { formatCentavos } from './words.js';

const toNumber = (c: bigint) => Number(c) / 100;
const toCents = (n: number) => BigInt(Math.round(n * 100));

type ContractRow = {
  id: string;
  propiedad_id: string;
  p_titulo: string;
  p_calle: string | null;
  p_altura: number | null;
  p_localidad: string | null;
  propietario_id: string;
  po_nombre: string;
  po_apellido: string;
  inquilino_id: string;
  ci_nombre: string;
  ci_apellido: string;
  ci_e164: string | null;
  inicio: string;
  meses: number;
  fin: string;
  moneda: 'ARS' | 'USD';
  monto_inicial_centavos: string;
  indice: Terminos['indice'];
  cada_meses: number;
  porcentaje: string | null;
  dia_vencimiento: number;
  punitorio_diario: string;
  comision_administracion: string;
  rescision_fecha: string | null;
  activo: boolean;
};

const CONTRACT_SQL = `SELECT c.id, c.propiedad_id, p.titulo AS p_titulo, p.calle AS p_calle, p.altura AS p_altura, p.localidad AS p_localidad,
  c.propietario_id, po.nombre AS po_nombre, po.apellido AS po_apellido, c.inquilino_id, ci.nombre AS ci_nombre, ci.apellido AS ci_apellido,
  ci.telefono_e164 AS ci_e164, c.inicio::text AS inicio, c.meses, c.fin::text AS fin, c.moneda, c.monto_inicial_centavos::text AS monto_inicial_centavos,
  c.indice, c.cada_meses, c.porcentaje::text AS porcentaje, c.dia_vencimiento, c.punitorio_diario::text AS punitorio_diario,
  c.comision_administracion::text AS comision_administracion, c.rescision_fecha::text AS rescision_fecha, c.activo
  FROM rental_contracts c JOIN properties p ON p.id = c.propiedad_id JOIN clients po ON po.id = c.propietario_id JOIN clients ci ON ci.id = c.inquilino_id`;

type PaymentRow = {
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
const PAYMENT_COLS = `id, contrato_id, fecha::text AS fecha, monto_centavos::text AS monto_centavos, medio, nota, recibo_numero::text AS recibo_numero,
  recibo_secreto, imputacion, anulado_en, anulado_motivo, anulado_por, created_at`;

type ChargeRow = { id: string; contrato_id: string; periodo: string; concepto: string; monto_centavos: string; a_cargo_de: 'inquilino' | 'propietario'; descripcion: string };
const CHARGE_COLS = `id, contrato_id, periodo, concepto, monto_centavos::text AS monto_centavos, a_cargo_de, descripcion`;
type WaiverRow = { contrato_id: string; periodo: string; motivo: string; created_at: Date };

type SettlementRow = {
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
const SETTLEMENT_SQL = `SELECT s.id, s.propietario_id, po.nombre AS po_nombre, po.apellido AS po_apellido, s.periodo, s.moneda,
  s.cobrado_centavos::text AS cobrado_centavos, s.comision_centavos::text AS comision_centavos, s.gastos_centavos::text AS gastos_centavos,
  s.neto_centavos::text AS neto_centavos, s.detalle, s.pagada_en, s.created_at
  FROM rental_settlements s JOIN clients po ON po.id = s.propietario_id`;
/** A settlement's line per contract as stored: amounts in cents as texts (exact). */
type StoredDetalle = {
  contrato: string;
  propiedad: string;
  inquilino: string;
  comisionPorcentaje: string;
  cobrado: string;
  comision: string;
  gastos: string;
  neto: string;
  pagos: { pago: string; fecha: string; recibo: number; centavos: string }[];
  cargos: { cargo: string; periodo: string; concepto: string; centavos: string }[];
};

/** A contract with what its account is computed from. */
interface Loaded {
  row: ContractRow;
  terminos: Terminos;
  cuotas: LedgerCuota[];
  montoActual: number | null;
  proximoAjuste: string | null;
  pagos: PaymentRow[];
  cargos: ChargeRow[];
  waivers: WaiverRow[];
  ledger: Ledger;
}

const direccionOf = (r: ContractRow) => formatDireccion({ calle: r.p_calle, altura: r.p_altura, localidad: r.p_localidad }) || r.p_titulo;
const nombre = (n: string, a: string) => `${n} ${a}`.trim();
const endOfMonth = (periodo: string) => {
  const [y, m] = periodo.split('-').map(Number) as [number, number];
  return `${periodo}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

export function terminosOf(r: ContractRow): Terminos {
  return {
    inicio: r.inicio,
    meses: Number(r.meses),
    montoInicialCentavos: BigInt(r.monto_inicial_centavos),
    indice: r.indice,
    cadaMeses: Number(r.cada_meses),
    porcentaje: r.porcentaje === null ? null : String(Number(r.porcentaje)),
    diaVencimiento: Number(r.dia_vencimiento),
    rescision: r.rescision_fecha,
  };
}

/** numeric text as a plain decimal text ('0.5000' → '0.5'); these are percentages. */
const decimal = (v: string) => (v.includes('.') ? v.replace(/0+$/, '').replace(/\.$/, '') : v) || '0';

@Injectable()
export class RentalAccountsService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(HistoryService) private readonly history: HistoryService,
    @Inject(AgencyService) private readonly agency: AgencyService,
    @Inject(MailService) private readonly mail: MailService,
  ) {}

  // --- reading ---

  /** Contracts with their schedules, payments, charges and waivers, in a few statements. */
  private async load(where: string, params: unknown[], hoy = hoyArgentina()): Promise<Loaded[]> {
    const rows = await this.db.query<ContractRow>(`${CONTRACT_SQL} WHERE ${where} ORDER BY c.inicio, c.id`, params);
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [pagos, cargos, waivers] = await Promise.all([
      this.db.query<PaymentRow>(`SELECT ${PAYMENT_COLS} FROM rental_payments WHERE contrato_id = ANY($1::uuid[]) ORDER BY recibo_numero`, [ids]),
      this.db.query<ChargeRow>(`SELECT ${CHARGE_COLS} FROM rental_charges WHERE contrato_id = ANY($1::uuid[]) ORDER BY created_at, id`, [ids]),
      this.db.query<WaiverRow>(`SELECT contrato_id, periodo, motivo, created_at FROM rental_interest_waivers WHERE contrato_id = ANY($1::uuid[])`, [ids]),
    ]);
    const terminos = rows.map(terminosOf);
    const wanted = new Map<string, Set<string>>();
    terminos.forEach((t) => {
      for (const f of fechasNecesarias(t)) (wanted.get(t.indice) ?? wanted.set(t.indice, new Set()).get(t.indice)!).add(f);
    });
    const values = new Map<string, Map<string, string>>();
    for (const [indice, fechas] of wanted) {
      const vs = await this.db.query<{ fecha: string; valor: string }>(`SELECT fecha::text AS fecha, valor::text AS valor FROM index_values WHERE indice = $1 AND fecha = ANY($2::date[])`, [indice, [...fechas]]);
      values.set(indice, new Map(vs.map((v) => [v.fecha, v.valor])));
    }
    return rows.map((row, i) => {
      const t = terminos[i]!;
      const cal = calcular(t, values.get(t.indice) ?? new Map(), hoy);
      const cuotas = cal.cuotas.map((c) => ({ periodo: c.periodo, vencimiento: c.vencimiento, montoCentavos: c.monto === null ? null : toCents(c.monto) }));
      const own = <T extends { contrato_id: string }>(xs: T[]) => xs.filter((x) => x.contrato_id === row.id);
      const p = own(pagos);
      const g = own(cargos);
      const w = own(waivers);
      const ledger = calcularCuenta({
        cuotas,
        pagos: p.filter((x) => !x.anulado_en).map((x) => ({ id: x.id, fecha: x.fecha, montoCentavos: BigInt(x.monto_centavos) })),
        cargos: g.filter((x) => x.a_cargo_de === 'inquilino').map((x) => ({ id: x.id, periodo: x.periodo, concepto: x.concepto, montoCentavos: BigInt(x.monto_centavos) })),
        punitorioDiario: decimal(row.punitorio_diario),
        condonados: new Set(w.map((x) => x.periodo)),
        hoy,
      });
      return { row, terminos: t, cuotas, montoActual: montoVigente(t, cal, hoy), proximoAjuste: proximoAjuste(t, hoy), pagos: p, cargos: g, waivers: w, ledger };
    });
  }

  private async loadOne(id: string, hoy?: string): Promise<Loaded> {
    if (!esUuid(id)) throw ApiError.notFound(MENSAJES_CUENTA.contratoNoEncontrado);
    const [l] = await this.load('c.id = $1', [id], hoy);
    if (!l) throw ApiError.notFound(MENSAJES_CUENTA.contratoNoEncontrado);
    return l;
  }

  private pagoOf(p: PaymentRow): Pago {
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

  private cargoOf(g: ChargeRow): Cargo {
    return { _id: g.id, periodo: g.periodo, concepto: g.concepto, monto: toNumber(BigInt(g.monto_centavos)), aCargoDe: g.a_cargo_de, descripcion: g.descripcion, liquidacion: null };
  }

  private cuotasOf(l: Loaded, hoy: string): CuotaCuenta[] {
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

  private cuentaOf(l: Loaded, hoy: string): Cuenta {
    return {
      contrato: l.row.id,
      moneda: l.row.moneda,
      movimientos: l.ledger.lineas.map((x) => ({
        fecha: x.fecha, concepto: x.concepto, periodo: x.periodo, debe: toNumber(x.debe), haber: toNumber(x.haber), saldo: toNumber(x.saldo), pago: x.pago,
        ...(x.provisorio ? { provisorio: true } : {}),
      })),
      saldo: toNumber(l.ledger.saldo),
      moraDesde: l.ledger.moraDesde,
      cuotas: this.cuotasOf(l, hoy),
      pagos: l.pagos.map((p) => this.pagoOf(p)),
      cargos: l.cargos.map((g) => this.cargoOf(g)),
    };
  }

  async cuenta(id: string): Promise<Cuenta> {
    const hoy = hoyArgentina();
    return this.cuentaOf(await this.loadOne(id, hoy), hoy);
  }

  /** Each cuota's state from the account ('pagada', 'parcial', 'vencida', …), for the contract's own page. */
  async estadosCuotas(id: string): Promise<Map<string, CuotaCuenta['estado']>> {
    const hoy = hoyArgentina();
    const [l] = await this.load('c.id = $1', [id], hoy);
    return new Map(l ? this.cuotasOf(l, hoy).map((c) => [c.periodo, c.estado]) : []);
  }

  // --- writing ---

  private async lockContract(id: string): Promise<void> {
    if (!esUuid(id)) throw ApiError.notFound(MENSAJES_CUENTA.contratoNoEncontrado);
    const r = await this.db.one(`SELECT id FROM rental_contracts WHERE id = $1 FOR UPDATE`, [id]);
    if (!r) throw ApiError.notFound(MENSAJES_CUENTA.contratoNoEncontrado);
  }

  private imputacion(aplicado: readonly Aplicado[]): Imputacion[] {
    return aplicado.map((a) => ({ periodo: a.periodo, concepto: a.concepto, monto: toNumber(a.centavos) }));
  }

  /**
   * Records a payment and, in the same transaction, writes its receipt (the PDF attached) to the outbox for the tenant
   * when they have an e-mail address: `recibo.enviadoA` names it (null: not sent).
   */
  async registrarPago(id: string, body: unknown, actor: Actor): Promise<{ _id: string; recibo: { numero: number; url: string; enviadoA: string | null }; pago: Pago }> {
    const r = leerNuevoPago(body);
    if (!r.ok) throw ApiError.validation(r.errores);
    const hoy = hoyArgentina();
    return this.db.transaction(async () => {
      await this.lockContract(id);
      const before = await this.loadOne(id, hoy);
      if (r.datos.fecha < before.row.inicio) throw ApiError.validation({ fecha: MENSAJES_CUENTA.fechaAntesDelContrato });
      if (r.datos.fecha > hoy) throw ApiError.validation({ fecha: MENSAJES_CUENTA.fechaFutura });
      const counter = await this.db.one<{ valor: string }>(`UPDATE rental_counters SET valor = valor + 1 WHERE nombre = 'recibo' RETURNING valor::text AS valor`);
      const numero = Number(counter!.valor);
      const ins = await this.db.one<{ id: string }>(
        `INSERT INTO rental_payments (contrato_id, fecha, monto_centavos, medio, nota, recibo_numero, recibo_secreto, created_by, created_by_nombre) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [id, r.datos.fecha, toCents(r.datos.monto).toString(), r.datos.medio, r.datos.nota, numero, randomBytes(32).toString('base64url'), actor.id, actor.nombre],
      );
      const pagoId = ins!.id;
      const after = await this.loadOne(id, hoy);
      const imputacion = this.imputacion(after.ledger.aplicaciones.get(pagoId) ?? []);
      await this.db.execute(`UPDATE rental_payments SET imputacion = $2::jsonb WHERE id = $1`, [pagoId, JSON.stringify(imputacion)]);
      const monto = formatCentavos(toCents(r.datos.monto), before.row.moneda);
      await this.history.record({ entidad: 'contrato', entidadId: id, accion: 'editar', actor, antes: { pago: null }, despues: { pago: `Recibo N.º ${numero}: ${monto} (${r.datos.medio}) del ${formatFecha(r.datos.fecha)}` } });
      const row = await this.db.one<PaymentRow>(`SELECT ${PAYMENT_COLS} FROM rental_payments WHERE id = $1`, [pagoId]);
      const pago = this.pagoOf(row!);
      const correo = await this.reciboParaCorreo(pagoId);
      if (correo) await this.mail.enqueue(correo);
      return { _id: pagoId, recibo: { numero: pago.recibo.numero, url: pago.recibo.url, enviadoA: correo?.para ?? null }, pago };
    });
  }

  async registrarCargo(id: string, body: unknown, actor: Actor): Promise<Cargo> {
    const r = leerNuevoCargo(body);
    if (!r.ok) throw ApiError.validation(r.errores);
    return this.db.transaction(async () => {
      await this.lockContract(id);
      const l = await this.loadOne(id);
      if (!l.cuotas.some((c) => c.periodo === r.datos.periodo)) throw ApiError.validation({ periodo: MENSAJES_CUENTA.periodoFueraDeContrato });
      const row = await this.db.one<ChargeRow>(
        `INSERT INTO rental_charges (contrato_id, periodo, concepto, monto_centavos, a_cargo_de, descripcion) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${CHARGE_COLS}`,
        [id, r.datos.periodo, r.datos.concepto, toCents(r.datos.monto).toString(), r.datos.aCargoDe, r.datos.descripcion],
      );
      await this.history.record({ entidad: 'contrato', entidadId: id, accion: 'editar', actor, antes: { cargo: null }, despues: { cargo: `${r.datos.periodo} · ${r.datos.concepto}: ${formatCentavos(toCents(r.datos.monto), l.row.moneda)} a cargo del ${r.datos.aCargoDe}` } });
      return this.cargoOf(row!);
    });
  }

  async anularPago(pagoId: string, body: unknown, actor: Actor): Promise<Pago> {
    const r = leerAnularPago(body);
    if (!r.ok) throw ApiError.validation(r.errores);
    if (!esUuid(pagoId)) throw ApiError.notFound(MENSAJES_CUENTA.pagoNoEncontrado);
    return this.db.transaction(async () => {
      const p = await this.db.one<{ contrato_id: string }>(`SELECT contrato_id FROM rental_payments WHERE id = $1`, [pagoId]);
      if (!p) throw ApiError.notFound(MENSAJES_CUENTA.pagoNoEncontrado);
      await this.lockContract(p.contrato_id);
      const row = await this.db.one<PaymentRow>(`SELECT ${PAYMENT_COLS} FROM rental_payments WHERE id = $1`, [pagoId]);
      if (row!.anulado_en) throw new ApiError(409, MENSAJES_CUENTA.yaAnulado, ERROR_CODES.VALIDATION);
      const updated = await this.db.one<PaymentRow>(
        `UPDATE rental_payments SET anulado_en = now(), anulado_motivo = $2, anulado_por = $3 WHERE id = $1 RETURNING ${PAYMENT_COLS}`,
        [pagoId, r.datos.motivo, actor.nombre],
      );
      await this.history.record({ entidad: 'contrato', entidadId: p.contrato_id, accion: 'editar', actor, antes: { pagoAnulado: null }, despues: { pagoAnulado: `Recibo N.º ${row!.recibo_numero} anulado: ${r.datos.motivo}` } });
      return this.pagoOf(updated!);
    });
  }

  async condonar(id: string, body: unknown, actor: Actor): Promise<Cuenta> {
    const r = leerCondonarPunitorios(body);
    if (!r.ok) throw ApiError.validation(r.errores);
    const hoy = hoyArgentina();
    return this.db.transaction(async () => {
      await this.lockContract(id);
      const l = await this.loadOne(id, hoy);
      if (!l.cuotas.some((c) => c.periodo === r.datos.periodo)) throw ApiError.validation({ periodo: MENSAJES_CUENTA.periodoFueraDeContrato });
      if (l.waivers.some((w) => w.periodo === r.datos.periodo)) throw new ApiError(409, MENSAJES_CUENTA.yaCondonado, ERROR_CODES.VALIDATION);
      await this.db.execute(`INSERT INTO rental_interest_waivers (contrato_id, periodo, motivo, user_nombre) VALUES ($1, $2, $3, $4)`, [id, r.datos.periodo, r.datos.motivo, actor.nombre]);
      await this.history.record({ entidad: 'contrato', entidadId: id, accion: 'editar', actor, antes: { condonacion: null }, despues: { condonacion: `Punitorios de ${r.datos.periodo} condonados: ${r.datos.motivo}` } });
      return this.cuentaOf(await this.loadOne(id, hoy), hoy);
    });
  }

  // --- receipts ---

  async reciboPdf(pagoId: string): Promise<Buffer> {
    if (!esUuid(pagoId)) throw ApiError.notFound(MENSAJES_CUENTA.reciboNoEncontrado);
    return this.renderReceipt(await this.db.one<PaymentRow>(`SELECT ${PAYMENT_COLS} FROM rental_payments WHERE id = $1`, [pagoId]));
  }

  /** The receipt the tenant opens from the link they were sent (its own secret; wrong → 404). */
  async reciboPublicoPdf(secreto: string): Promise<Buffer> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(secreto)) throw ApiError.notFound(MENSAJES_CUENTA.reciboNoEncontrado);
    return this.renderReceipt(await this.db.one<PaymentRow>(`SELECT ${PAYMENT_COLS} FROM rental_payments WHERE recibo_secreto = $1`, [secreto]));
  }

  private async renderReceipt(p: PaymentRow | null): Promise<Buffer> {
    if (!p) throw ApiError.notFound(MENSAJES_CUENTA.reciboNoEncontrado);
    const [c] = await this.db.query<ContractRow>(`${CONTRACT_SQL} WHERE c.id = $1`, [p.contrato_id]);
    const agency = await this.agency.get();
    return reciboPdf({
      agency,
      numero: Number(p.recibo_numero),
      fecha: p.fecha,
      moneda: c!.moneda,
      inquilino: nombre(c!.ci_nombre, c!.ci_apellido),
      propietario: nombre(c!.po_nombre, c!.po_apellido),
      direccion: direccionOf(c!),
      lineas: (p.imputacion ?? []).map((i) => ({ periodo: i.periodo, concepto: i.concepto, centavos: toCents(i.monto) })),
      totalCentavos: BigInt(p.monto_centavos),
      medio: p.medio,
      nota: p.nota,
      anulado: p.anulado_en ? { fecha: p.anulado_en.toISOString().slice(0, 10), motivo: p.anulado_motivo } : null,
    });
  }

  // --- settlements ---

  private liquidacionOf(s: SettlementRow, url = `/api/admin/liquidacion/${s.id}.pdf`): Liquidacion {
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
        pagos: d.pagos.map((p) => ({ pago: p.pago, fecha: p.fecha, recibo: p.recibo, monto: n(p.centavos) })),
        cargos: d.cargos.map((g) => ({ cargo: g.cargo, periodo: g.periodo, concepto: g.concepto, monto: n(g.centavos) })),
      })),
      pagada: s.pagada_en ? s.pagada_en.toISOString() : null,
      url,
      creadaEn: s.created_at.toISOString(),
    };
  }

  /** What the owner's settlement of `periodo` in `moneda` holds now (see the head of this file). */
  private async compute(propietario: string, periodo: string, moneda: string): Promise<{ detalle: StoredDetalle[]; cobrado: bigint; comision: bigint; gastos: bigint }> {
    const contracts = (await this.load('c.propietario_id = $1 AND c.moneda = $2', [propietario, moneda])).filter((l) => l.row.inicio <= endOfMonth(periodo));
    const closed = await this.db.query<{ detalle: StoredDetalle[] }>(`SELECT detalle FROM rental_settlements WHERE propietario_id = $1 AND moneda = $2 AND pagada_en IS NOT NULL`, [propietario, moneda]);
    const settledPago = new Map<string, bigint>();
    const settledCargo = new Set<string>();
    for (const s of closed) for (const d of s.detalle) {
      for (const p of d.pagos) settledPago.set(p.pago, (settledPago.get(p.pago) ?? 0n) + BigInt(p.centavos));
      for (const g of d.cargos) settledCargo.add(g.cargo);
    }
    const hasta = endOfMonth(periodo);
    const detalle: StoredDetalle[] = [];
    let cobrado = 0n;
    let comision = 0n;
    let gastos = 0n;
    for (const l of contracts) {
      const pagos: StoredDetalle['pagos'] = [];
      let c = 0n;
      for (const p of l.pagos) {
        if (p.fecha > hasta) continue;
        const now = p.anulado_en ? 0n : paraElPropietario(l.ledger.aplicaciones.get(p.id) ?? []);
        const delta = now - (settledPago.get(p.id) ?? 0n);
        if (delta === 0n) continue;
        pagos.push({ pago: p.id, fecha: p.fecha, recibo: Number(p.recibo_numero), centavos: delta.toString() });
        c += delta;
      }
      const cargos = l.cargos
        .filter((g) => g.a_cargo_de === 'propietario' && g.periodo <= periodo && !settledCargo.has(g.id))
        .map((g) => ({ cargo: g.id, periodo: g.periodo, concepto: g.concepto, centavos: g.monto_centavos }));
      const g = cargos.reduce((s, x) => s + BigInt(x.centavos), 0n);
      const pct = decimal(l.row.comision_administracion);
      const com = porcentajeDe(c, pct);
      detalle.push({
        contrato: l.row.id, propiedad: direccionOf(l.row), inquilino: nombre(l.row.ci_nombre, l.row.ci_apellido), comisionPorcentaje: pct,
        cobrado: c.toString(), comision: com.toString(), gastos: g.toString(), neto: (c - com - g).toString(), pagos, cargos,
      });
      cobrado += c;
      comision += com;
      gastos += g;
    }
    return { detalle, cobrado, comision, gastos };
  }

  private async settlement(id: string): Promise<SettlementRow> {
    if (!esUuid(id)) throw ApiError.notFound(MENSAJES_CUENTA.liquidacionNoEncontrada);
    const s = await this.db.one<SettlementRow>(`${SETTLEMENT_SQL} WHERE s.id = $1`, [id]);
    if (!s) throw ApiError.notFound(MENSAJES_CUENTA.liquidacionNoEncontrada);
    return s;
  }

  /** Computes (or recomputes, while unpaid) the owner's settlement of a month; 409 once it is paid. */
  async nuevaLiquidacion(body: unknown, actor: Actor): Promise<Liquidacion> {
    const r = leerNuevaLiquidacion(body);
    if (!r.ok) throw ApiError.validation(r.errores);
    const { propietario, periodo } = r.datos;
    return this.db.transaction(async () => {
      const owner = await this.db.one<{ id: string }>(`SELECT id FROM clients WHERE id = $1 FOR UPDATE`, [propietario]);
      if (!owner) throw ApiError.notFound(MENSAJES_CUENTA.propietarioNoEncontrado);
      const monedas = await this.db.query<{ moneda: string }>(`SELECT DISTINCT moneda FROM rental_contracts WHERE propietario_id = $1 ORDER BY moneda`, [propietario]);
      if (monedas.length === 0) throw ApiError.validation({ propietario: MENSAJES_CUENTA.sinContratos });
      const moneda = r.datos.moneda ?? monedas[0]!.moneda;
      if (!r.datos.moneda && monedas.length > 1) throw ApiError.validation({ moneda: MENSAJES_CUENTA.monedaRequerida });
      const existing = await this.db.one<{ id: string; pagada_en: Date | null }>(`SELECT id, pagada_en FROM rental_settlements WHERE propietario_id = $1 AND periodo = $2 AND moneda = $3`, [propietario, periodo, moneda]);
      if (existing?.pagada_en) throw new ApiError(409, MENSAJES_CUENTA.liquidacionPagada, ERROR_CODES.VALIDATION);
      const c = await this.compute(propietario, periodo, moneda);
      const params = [c.cobrado.toString(), c.comision.toString(), c.gastos.toString(), (c.cobrado - c.comision - c.gastos).toString(), JSON.stringify(c.detalle)];
      let id: string;
      if (existing) {
        await this.db.execute(`UPDATE rental_settlements SET cobrado_centavos = $2, comision_centavos = $3, gastos_centavos = $4, neto_centavos = $5, detalle = $6::jsonb, updated_at = now() WHERE id = $1`, [existing.id, ...params]);
        id = existing.id;
      } else {
        const ins = await this.db.one<{ id: string }>(
          `INSERT INTO rental_settlements (propietario_id, periodo, moneda, cobrado_centavos, comision_centavos, gastos_centavos, neto_centavos, detalle) VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb) RETURNING id`,
          [propietario, periodo, moneda, ...params],
        );
        id = ins!.id;
      }
      await this.history.record({ entidad: 'cliente', entidadId: propietario, accion: 'editar', actor, antes: { liquidacion: null }, despues: { liquidacion: `Liquidación ${periodo} (${moneda}): neto ${formatCentavos(c.cobrado - c.comision - c.gastos, moneda)}` } });
      return this.liquidacionOf(await this.settlement(id));
    });
  }

  async liquidacion(id: string): Promise<Liquidacion> {
    return this.liquidacionOf(await this.settlement(id));
  }

  async liquidaciones(periodo?: string): Promise<Liquidacion[]> {
    const rows = periodo
      ? await this.db.query<SettlementRow>(`${SETTLEMENT_SQL} WHERE s.periodo = $1 ORDER BY po.apellido, po.nombre, s.moneda`, [periodo])
      : await this.db.query<SettlementRow>(`${SETTLEMENT_SQL} ORDER BY s.periodo DESC, po.apellido, po.nombre LIMIT 500`);
    return rows.map((s) => this.liquidacionOf(s));
  }

  /**
   * Recomputes the settlement once more and closes it: later payments go to the next one. In the same transaction its
   * PDF is written to the outbox for the owner when they have an e-mail address.
   */
  async marcarPagada(id: string, actor: Actor): Promise<Liquidacion> {
    return this.db.transaction(async () => {
      const s = await this.settlement(id);
      await this.db.one(`SELECT id FROM clients WHERE id = $1 FOR UPDATE`, [s.propietario_id]);
      const current = await this.settlement(id);
      if (current.pagada_en) throw new ApiError(409, MENSAJES_CUENTA.yaPagada, ERROR_CODES.VALIDATION);
      const c = await this.compute(s.propietario_id, s.periodo, s.moneda);
      await this.db.execute(
        `UPDATE rental_settlements SET cobrado_centavos = $2, comision_centavos = $3, gastos_centavos = $4, neto_centavos = $5, detalle = $6::jsonb, pagada_en = now(), updated_at = now() WHERE id = $1`,
        [id, c.cobrado.toString(), c.comision.toString(), c.gastos.toString(), (c.cobrado - c.comision - c.gastos).toString(), JSON.stringify(c.detalle)],
      );
      await this.history.record({ entidad: 'cliente', entidadId: s.propietario_id, accion: 'editar', actor, antes: { liquidacionPagada: null }, despues: { liquidacionPagada: `Liquidación ${s.periodo} (${s.moneda}) pagada: ${formatCentavos(c.cobrado - c.comision - c.gastos, s.moneda)}` } });
      const paid = await this.settlement(id);
      const correo = await this.liquidacionParaCorreo(paid);
      if (correo) await this.mail.enqueue(correo);
      return this.liquidacionOf(paid);
    });
  }

  async liquidacionPdf(id: string): Promise<Buffer> {
    return this.renderSettlement(await this.settlement(id));
  }

  private async renderSettlement(s: SettlementRow): Promise<Buffer> {
    return liquidacionPdf({
      agency: await this.agency.get(),
      propietario: nombre(s.po_nombre, s.po_apellido),
      periodo: s.periodo,
      moneda: s.moneda,
      cobradoCentavos: BigInt(s.cobrado_centavos),
      comisionCentavos: BigInt(s.comision_centavos),
      gastosCentavos: BigInt(s.gastos_centavos),
      netoCentavos: BigInt(s.neto_centavos),
      pagada: s.pagada_en ? s.pagada_en.toISOString().slice(0, 10) : null,
      detalle: (s.detalle ?? []).map((d) => ({
        propiedad: d.propiedad, inquilino: d.inquilino, comisionPorcentaje: Number(d.comisionPorcentaje),
        cobrado: BigInt(d.cobrado), comision: BigInt(d.comision), gastos: BigInt(d.gastos), neto: BigInt(d.neto),
        pagos: d.pagos.map((p) => ({ fecha: p.fecha, recibo: p.recibo, centavos: BigInt(p.centavos) })),
        cargos: d.cargos.map((g) => ({ periodo: g.periodo, concepto: g.concepto, centavos: BigInt(g.centavos) })),
      })),
    });
  }

  // --- the owner's private page ---

  private static hash(secreto: string): string {
    return createHash('sha256').update(secreto).digest('hex');
  }

  /**
   * A new private link for the owner (any previous one stops working): the page the API draws itself (plain HTML,
   * noindex), so it works behind every front (the gateway, nginx) that passes /api on.
   */
  async crearEnlace(clienteId: string, actor: Actor): Promise<{ url: string }> {
    if (!esUuid(clienteId)) throw ApiError.notFound(MENSAJES_CUENTA.propietarioNoEncontrado);
    const secreto = randomBytes(32).toString('base64url');
    return this.db.transaction(async () => {
      const c = await this.db.one(`SELECT id FROM clients WHERE id = $1 FOR UPDATE`, [clienteId]);
      if (!c) throw ApiError.notFound(MENSAJES_CUENTA.propietarioNoEncontrado);
      await this.db.execute(
        `INSERT INTO owner_links (cliente_id, secreto_sha256) VALUES ($1, $2) ON CONFLICT (cliente_id) DO UPDATE SET secreto_sha256 = EXCLUDED.secreto_sha256, created_at = now()`,
        [clienteId, RentalAccountsService.hash(secreto)],
      );
      await this.history.record({ entidad: 'cliente', entidadId: clienteId, accion: 'editar', actor, antes: { enlacePropietario: null }, despues: { enlacePropietario: 'Enlace privado del propietario creado' } });
      return { url: `/api/user/propietario/${secreto}/pagina` };
    });
  }

  async revocarEnlace(clienteId: string, actor: Actor): Promise<void> {
    if (!esUuid(clienteId)) throw ApiError.notFound(MENSAJES_CUENTA.enlaceNoEncontrado);
    await this.db.transaction(async () => {
      const r = await this.db.one(`DELETE FROM owner_links WHERE cliente_id = $1 RETURNING cliente_id`, [clienteId]);
      if (!r) throw ApiError.notFound(MENSAJES_CUENTA.enlaceNoEncontrado);
      await this.history.record({ entidad: 'cliente', entidadId: clienteId, accion: 'editar', actor, antes: { enlacePropietario: 'Enlace privado del propietario creado' }, despues: { enlacePropietario: 'Revocado' } });
    });
  }

  private async ownerOf(secreto: string): Promise<{ id: string; nombre: string; apellido: string }> {
    if (typeof secreto !== 'string' || secreto.length < 20 || secreto.length > 100) throw ApiError.notFound(MENSAJES_CUENTA.enlaceNoEncontrado);
    const o = await this.db.one<{ id: string; nombre: string; apellido: string }>(
      `SELECT c.id, c.nombre, c.apellido FROM owner_links l JOIN clients c ON c.id = l.cliente_id WHERE l.secreto_sha256 = $1`,
      [RentalAccountsService.hash(secreto)],
    );
    if (!o) throw ApiError.notFound(MENSAJES_CUENTA.enlaceNoEncontrado);
    return o;
  }

  async paginaPropietario(secreto: string): Promise<PaginaPropietario> {
    const owner = await this.ownerOf(secreto);
    const hoy = hoyArgentina();
    const contracts = await this.load('c.propietario_id = $1', [owner.id], hoy);
    const settlements = await this.db.query<SettlementRow>(`${SETTLEMENT_SQL} WHERE s.propietario_id = $1 ORDER BY s.periodo DESC, s.moneda`, [owner.id]);
    const agency = await this.agency.get();
    return {
      propietario: { nombre: owner.nombre, apellido: owner.apellido },
      inmobiliaria: { nombre: agency.nombre, telefono: agency.telefono || null },
      contratos: contracts.map((l) => ({
        propiedad: { titulo: l.row.p_titulo, direccion: direccionOf(l.row) },
        inquilino: nombre(l.row.ci_nombre, l.row.ci_apellido),
        estado: l.row.activo ? 'Vigente' : 'Finalizado',
        inicio: l.row.inicio,
        fin: l.row.rescision_fecha ?? finPactado(l.row.inicio, Number(l.row.meses)),
        moneda: l.row.moneda,
        montoActual: l.row.activo ? l.montoActual : null,
        proximoAjuste: l.row.activo ? l.proximoAjuste : null,
        cuotas: this.cuotasOf(l, hoy).map((c) => ({ periodo: c.periodo, vencimiento: c.vencimiento, monto: c.monto, pagado: c.pagado, estado: c.estado })),
      })),
      liquidaciones: settlements.map((s) => {
        const l = this.liquidacionOf(s, `/api/user/propietario/${secreto}/liquidacion/${s.id}.pdf`);
        return { periodo: l.periodo, moneda: l.moneda, cobrado: l.cobrado, comision: l.comision, gastos: l.gastos, neto: l.neto, pagada: l.pagada, url: l.url };
      }),
    };
  }

  async liquidacionPdfPropietario(secreto: string, id: string): Promise<Buffer> {
    const owner = await this.ownerOf(secreto);
    const s = await this.settlement(id);
    if (s.propietario_id !== owner.id) throw ApiError.notFound(MENSAJES_CUENTA.liquidacionNoEncontrada);
    return this.renderSettlement(s);
  }

  // --- dashboard and reports ---

  /** Running contracts whose tenant owes rent past its due day: how much (interest to today included) and since when. */
  async mora(): Promise<{ contrato: string; inquilino: string; propiedad: string; moneda: string; saldo: number; desde: string }[]> {
    const all = await this.load('c.activo', []);
    return all
      .filter((l) => l.ledger.moraDesde !== null && l.ledger.saldo > 0n)
      .map((l) => ({ contrato: l.row.id, inquilino: nombre(l.row.ci_nombre, l.row.ci_apellido), propiedad: direccionOf(l.row), moneda: l.row.moneda, saldo: toNumber(l.ledger.saldo), desde: l.ledger.moraDesde! }))
      .sort((a, b) => a.desde.localeCompare(b.desde));
  }

  /** The payments of a span (not voided), with the rent and interest they brought the owner and the commission on it. */
  async cobranzas(desde: string, hasta: string) {
    const ids = await this.db.query<{ contrato_id: string }>(`SELECT DISTINCT contrato_id FROM rental_payments WHERE fecha BETWEEN $1 AND $2 AND anulado_en IS NULL`, [desde, hasta]);
    if (ids.length === 0) return [];
    const loaded = await this.load('c.id = ANY($1::uuid[])', [ids.map((r) => r.contrato_id)]);
    const out = [];
    for (const l of loaded) {
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

  /**
   * A receipt as an e-mail to the tenant (a direct message, its PDF attached), or null when the tenant has no e-mail
   * address.
   */
  async reciboParaCorreo(pagoId: string): Promise<NuevoCorreo | null> {
    const r = await this.db.one<{ nombre: string; mail: string | null; recibo_numero: string }>(
      `SELECT ci.nombre, ci.mail, p.recibo_numero::text AS recibo_numero FROM rental_payments p JOIN rental_contracts c ON c.id = p.contrato_id JOIN clients ci ON ci.id = c.inquilino_id WHERE p.id = $1`,
      [pagoId],
    );
    const para = direccionDeCorreo(r?.mail);
    if (!r || !para) return null;
    const pdf = await this.reciboPdf(pagoId);
    const agency = await this.agency.get();
    const asunto = `Recibo N.º ${r.recibo_numero} · ${agency.nombre}`;
    const { texto, html } = this.mail.renderWith(agency, {
      titulo: `Recibo N.º ${r.recibo_numero}`,
      bloques: [{ parrafo: `Hola ${r.nombre}: te enviamos adjunto el recibo N.º ${r.recibo_numero} de tu pago de alquiler.` }],
    });
    return { para, asunto, texto, html, directa: true, adjuntos: [{ nombre: `recibo-${r.recibo_numero}.pdf`, tipo: 'application/pdf', contenido: pdf }] };
  }

  /** A settlement as an e-mail to its owner (a direct message, its PDF attached), or null when the owner has no e-mail address. */
  private async liquidacionParaCorreo(s: SettlementRow): Promise<NuevoCorreo | null> {
    const owner = await this.db.one<{ mail: string | null }>(`SELECT mail FROM clients WHERE id = $1`, [s.propietario_id]);
    const para = direccionDeCorreo(owner?.mail);
    if (!para) return null;
    const pdf = await this.renderSettlement(s);
    const agency = await this.agency.get();
    const neto = formatCentavos(BigInt(s.neto_centavos), s.moneda);
    const { texto, html } = this.mail.renderWith(agency, {
      titulo: `Liquidación ${s.periodo}`,
      bloques: [{ parrafo: `Hola ${s.po_nombre}: te enviamos adjunta la liquidación de ${s.periodo} de tus alquileres, con un neto de ${neto}.` }],
    });
    return {
      para, asunto: `Liquidación ${s.periodo} · ${agency.nombre}`, texto, html, directa: true,
      adjuntos: [{ nombre: `liquidacion-${s.periodo}.pdf`, tipo: 'application/pdf', contenido: pdf }],
    };
  }
}

/** A client's e-mail address when it is one the outbox takes, else null. */
function direccionDeCorreo(mail: string | null | undefined): string | null {
  const m = (mail ?? '').trim();
  return /^[^\s@]+@[^\s@]+$/.test(m) ? m : null;
}
