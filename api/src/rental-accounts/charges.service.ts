// A charge's other writes: its bill (a PDF or an image, stored in the media storage under a private name and served
// to staff only), a month's amount corrected, and recurring charges — set once on a contract, they become one charge
// per month of the contract from `desde` to `hasta` (absent: its last month), each voided or corrected on its own and
// owed (or deducted) from its month's first day on (docs/decisions.md). Every write locks the contract first and
// stores its cuotas again (CuotasStore) in its transaction, as the account's other writes; a recurring charge touching a
// closed month, or a correction of a charge of one, is refused (409, ClosingsService). A bill may be attached any time.
import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  COMPROBANTE_MAX_BYTES, ERROR_CODES, MENSAJES_CUENTA, esUuid, formatPeriodo,
  type ACargoDe, type Cargo, type CorregirCargo, type NuevoCargoFijo, type PagadoPor,
} from '@inmo/contracts';
import { ApiError } from '../common/api-error.js';
import { ClosingsService } from '../closings/closings.service.js';
import { Db } from '../database/db.service.js';
import type { Actor } from '../history/actor.js';
import { HistoryService } from '../history/history.service.js';
import { MEDIA_STORAGE, type MediaStorage } from '../media/media-storage.js';
import { hoyArgentina } from '../rentals/schedule.js';
import { AccountLoader } from './account-loader.service.js';
import { CHARGE_COLS, cargoOf, toCents, toNumber, type ChargeRow } from './account-rows.js';
import { CuotasStore } from './cuotas-store.service.js';
import { formatCentavos } from './words.js';

/**
 * Why a charge's who-paid and who-owes make no sense, or null: whoever owed a bill and paid it leaves nothing to
 * record; what the tenant paid is credited on its period's first day, so that period has started.
 */
export function combinacionInvalida(d: { pagadoPor: PagadoPor; aCargoDe: ACargoDe; periodo: string }, hoy: string): Record<string, string> | null {
  if (d.pagadoPor === d.aCargoDe) return { pagadoPor: MENSAJES_CUENTA.pagadoPorElMismo };
  if (d.pagadoPor === 'inquilino' && d.periodo > hoy.slice(0, 7)) return { periodo: MENSAJES_CUENTA.pagoInquilinoFuturo };
  return null;
}

/** A bill's type by its bytes (never by the declared type): a PDF or a JPG, PNG or WebP image; null otherwise. */
export function tipoComprobante(b: Buffer): string | null {
  if (b.length >= 5 && b.toString('latin1', 0, 5) === '%PDF-') return 'application/pdf';
  if (b.length >= 8 && b.readUInt32BE(0) === 0x89504e47 && b.readUInt32BE(4) === 0x0d0a1a0a) return 'image/png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** The months from `desde` to `hasta`, both included ('YYYY-MM'). */
export function meses(desde: string, hasta: string): string[] {
  const out: string[] = [];
  let [y, m] = desde.split('-').map(Number) as [number, number];
  for (let p = desde; p <= hasta; p = `${y}-${String(m).padStart(2, '0')}`) {
    out.push(p);
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
  return out;
}

@Injectable()
export class ChargesService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(AccountLoader) private readonly loader: AccountLoader,
    @Inject(HistoryService) private readonly history: HistoryService,
    @Inject(CuotasStore) private readonly store: CuotasStore,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
    @Inject(ClosingsService) private readonly closings: ClosingsService,
  ) {}

  /** A charge with its contract locked, in the caller's transaction; 404 when there is none. */
  private async locked(cargoId: string): Promise<ChargeRow> {
    if (!esUuid(cargoId)) throw ApiError.notFound(MENSAJES_CUENTA.cargoNoEncontrado);
    const g = await this.db.one<{ contrato_id: string }>(`SELECT contrato_id FROM rental_charges WHERE id = $1`, [cargoId]);
    if (!g) throw ApiError.notFound(MENSAJES_CUENTA.cargoNoEncontrado);
    await this.loader.lockContract(g.contrato_id);
    return (await this.db.one<ChargeRow>(`SELECT ${CHARGE_COLS} FROM rental_charges WHERE id = $1`, [cargoId]))!;
  }

  /** Sets a recurring charge: one charge per month of the contract from `desde` to `hasta`. */
  async cargoFijo(id: string, datos: NuevoCargoFijo, actor: Actor) {
    const hoy = hoyArgentina();
    return this.db.transaction(async () => {
      await this.loader.lockContract(id);
      const l = await this.loader.loadOne(id, hoy);
      if (datos.pagadoPor === 'inquilino') throw ApiError.validation({ pagadoPor: 'Un cargo fijo no puede estar pagado por el inquilino: registrá lo que pagó cada mes como un cargo' });
      const malo = combinacionInvalida({ ...datos, periodo: datos.desde }, hoy);
      if (malo) throw ApiError.validation(malo);
      const ultimo = l.cuotas[l.cuotas.length - 1]?.periodo ?? datos.desde;
      const hasta = datos.hasta ?? ultimo;
      if (hasta < datos.desde) throw ApiError.validation({ hasta: MENSAJES_CUENTA.hastaAntesDeDesde });
      const periodos = new Set(l.cuotas.map((c) => c.periodo));
      const mesesDelContrato = meses(datos.desde, hasta).filter((p) => periodos.has(p));
      if (mesesDelContrato.length === 0) throw ApiError.validation({ desde: MENSAJES_CUENTA.sinPeriodos });
      await this.closings.asegurarAbiertos(mesesDelContrato);
      const monto = toCents(datos.monto).toString();
      const fijo = await this.db.one<{ id: string }>(
        `INSERT INTO rental_recurring_charges (contrato_id, concepto, monto_centavos, a_cargo_de, pagado_por, desde, hasta) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [id, datos.concepto, monto, datos.aCargoDe, datos.pagadoPor, mesesDelContrato[0], mesesDelContrato[mesesDelContrato.length - 1]],
      );
      const rows = await this.db.query<ChargeRow>(
        `INSERT INTO rental_charges (contrato_id, periodo, concepto, monto_centavos, a_cargo_de, pagado_por, cargo_fijo_id)
         SELECT $1, p, $2, $3, $4, $5, $6 FROM unnest($7::text[]) WITH ORDINALITY AS t(p, n) ORDER BY n RETURNING ${CHARGE_COLS}`,
        [id, datos.concepto, monto, datos.aCargoDe, datos.pagadoPor, fijo!.id, mesesDelContrato],
      );
      rows.sort((a, b) => (a.periodo < b.periodo ? -1 : 1));
      const desde = mesesDelContrato[0]!;
      const hastaReal = mesesDelContrato[mesesDelContrato.length - 1]!;
      await this.history.record({
        entidad: 'contrato', entidadId: id, accion: 'editar', actor, antes: { cargoFijo: null },
        despues: { cargoFijo: `${datos.concepto}: ${formatCentavos(toCents(datos.monto), l.row.moneda)} por mes de ${formatPeriodo(desde)} a ${formatPeriodo(hastaReal)}, a cargo del ${datos.aCargoDe}, pagado por ${datos.pagadoPor}` },
      });
      await this.store.refresh([id]);
      return {
        _id: fijo!.id, concepto: datos.concepto, monto: datos.monto, aCargoDe: datos.aCargoDe, pagadoPor: datos.pagadoPor, desde, hasta: hastaReal,
        cargos: rows.map(cargoOf),
      };
    });
  }

  /**
   * A renewal carries on the old contract's recurring charges that ran to its last month: each is set on the new
   * contract from its first month to its last, at the amount of its last month not voided (a correction included).
   * One that ended before, or whose months were all voided, is not carried. In the renewal's transaction.
   */
  async carryIntoRenewal(anterior: string, nuevo: string, actor: Actor): Promise<void> {
    const hoy = hoyArgentina();
    const ultimo = (await this.loader.loadOne(anterior, hoy)).cuotas.at(-1)?.periodo;
    const primero = (await this.loader.loadOne(nuevo, hoy)).cuotas[0]?.periodo;
    if (!ultimo || !primero) return;
    const fijos = await this.db.query<{ concepto: string; a_cargo_de: ACargoDe; pagado_por: PagadoPor; monto_centavos: string }>(
      `SELECT f.concepto, f.a_cargo_de, f.pagado_por, c.monto_centavos FROM rental_recurring_charges f
         JOIN LATERAL (SELECT monto_centavos FROM rental_charges WHERE cargo_fijo_id = f.id AND anulado_en IS NULL ORDER BY periodo DESC LIMIT 1) c ON true
        WHERE f.contrato_id = $1 AND f.hasta >= $2 ORDER BY f.desde, f.concepto`,
      [anterior, ultimo],
    );
    for (const f of fijos) {
      const datos = { concepto: f.concepto, monto: toNumber(BigInt(f.monto_centavos)), aCargoDe: f.a_cargo_de, pagadoPor: f.pagado_por, desde: primero, hasta: null };
      await this.cargoFijo(nuevo, datos, actor);
    }
  }

  /** Corrects a charge's amount (a month of a recurring one); a voided one cannot be (409). */
  async corregir(cargoId: string, { monto, motivo }: CorregirCargo, actor: Actor): Promise<Cargo> {
    return this.db.transaction(async () => {
      const row = await this.locked(cargoId);
      if (row.anulado_en) throw new ApiError(409, MENSAJES_CUENTA.cargoYaAnulado, ERROR_CODES.VALIDATION);
      await this.closings.asegurarAbiertos([row.periodo]);
      const updated = await this.db.one<ChargeRow>(`UPDATE rental_charges SET monto_centavos = $2 WHERE id = $1 RETURNING ${CHARGE_COLS}`, [cargoId, toCents(monto).toString()]);
      const contract = await this.loader.contract(row.contrato_id);
      const moneda = contract!.row.moneda;
      await this.history.record({
        entidad: 'contrato', entidadId: row.contrato_id, accion: 'editar', actor,
        antes: { cargo: `${formatPeriodo(row.periodo)} · ${row.concepto}: ${formatCentavos(BigInt(row.monto_centavos), moneda)}` },
        despues: { cargo: `${formatPeriodo(row.periodo)} · ${row.concepto}: ${formatCentavos(toCents(monto), moneda)} (${motivo})` },
      });
      await this.store.refresh([row.contrato_id]);
      return cargoOf(updated!);
    });
  }

  /**
   * Stores a charge's bill, replacing any earlier one, whose file is then deleted (as is the new file when the charge
   * cannot take it); the type is read from its bytes.
   */
  async subirComprobante(cargoId: string, archivo: { data: Buffer; nombre: string }, actor: Actor): Promise<Cargo> {
    const tipo = tipoComprobante(archivo.data);
    if (!tipo) throw new ApiError(415, MENSAJES_CUENTA.comprobanteTipo, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, { archivo: MENSAJES_CUENTA.comprobanteTipo });
    if (archivo.data.length > COMPROBANTE_MAX_BYTES) throw new ApiError(413, MENSAJES_CUENTA.comprobanteGrande, ERROR_CODES.VALIDATION, { archivo: MENSAJES_CUENTA.comprobanteGrande });
    // A private name: no extension, so the public media route never serves it; 32 random bytes.
    const nombreArchivo = `comprobante-${randomBytes(32).toString('hex')}`;
    await this.storage.put(nombreArchivo, archivo.data, tipo);
    const nombre = archivo.nombre.replace(/[^\p{L}\p{N} ._()-]/gu, '_').slice(0, 120) || 'comprobante';
    let anterior: string | null = null;
    const cargo = await this.db.transaction(async () => {
      const row = await this.locked(cargoId);
      anterior = (await this.db.one<{ f: string | null }>(`SELECT comprobante_archivo AS f FROM rental_charges WHERE id = $1`, [cargoId]))!.f;
      const updated = await this.db.one<ChargeRow>(
        `UPDATE rental_charges SET comprobante_archivo = $2, comprobante_nombre = $3, comprobante_tipo = $4 WHERE id = $1 RETURNING ${CHARGE_COLS}`,
        [cargoId, nombreArchivo, nombre, tipo],
      );
      await this.history.record({
        entidad: 'contrato', entidadId: row.contrato_id, accion: 'editar', actor, antes: { comprobante: row.comprobante_nombre },
        despues: { comprobante: `${formatPeriodo(row.periodo)} · ${row.concepto}: ${nombre}` },
      });
      return cargoOf(updated!);
    }).catch(async (err: unknown) => {
      await this.storage.delete(nombreArchivo).catch(() => undefined);
      throw err;
    });
    if (anterior) await this.storage.delete(anterior).catch(() => undefined);
    return cargo;
  }

  /** A charge's bill: its bytes, type and name; 404 when the charge has none. */
  async comprobante(cargoId: string): Promise<{ data: Buffer; tipo: string; nombre: string }> {
    if (!esUuid(cargoId)) throw ApiError.notFound(MENSAJES_CUENTA.cargoNoEncontrado);
    const g = await this.db.one<{ comprobante_archivo: string | null; comprobante_tipo: string | null; comprobante_nombre: string | null }>(
      `SELECT comprobante_archivo, comprobante_tipo, comprobante_nombre FROM rental_charges WHERE id = $1`, [cargoId],
    );
    if (!g) throw ApiError.notFound(MENSAJES_CUENTA.cargoNoEncontrado);
    const data = g.comprobante_archivo ? await this.storage.get(g.comprobante_archivo) : null;
    if (!data) throw ApiError.notFound(MENSAJES_CUENTA.comprobanteNoEncontrado);
    return { data, tipo: g.comprobante_tipo!, nombre: g.comprobante_nombre ?? 'comprobante' };
  }
}
