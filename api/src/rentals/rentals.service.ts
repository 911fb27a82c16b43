// Rental contracts (table rental_contracts): create, list, read with the schedule, edit (version → 409), rescind,
// renew; the dashboard's to-do. Parties are clients (ClientLookups), the property a listing (PropertyLookups); a
// property has at most one running contract (checked here, enforced by uq_rental_contracts_running). The listing
// follows: a running contract puts it in Alquilada (off the catalogue and the portals); when the contract ends
// (rescinded on or before today, or its end passed: finished on the next read, at most a minute late) it comes back
// Disponible and hidden, for staff to publish again. The schedule is computed on read from the terms and the index
// values loaded (schedule.ts; IndicesService).
import { Inject, Injectable } from '@nestjs/common';
import {
  DIAS_POR_VENCER, ERROR_CODES, MENSAJES_CONTRATO, MENSAJE_CONTRATO_AJENO, type TokenPayload, REZAGO_POR_DEFECTO, esUuid, formatFecha, CONVENCION_INDICES, type Contrato, type ContratoDetalle, type FiltroContrato, type IndiceAjuste, type NuevoContrato, type EditarContrato, type RescindirContrato, type RenovarContrato,
  type EstadoCuota,
} from '@inmo/contracts';
import { ApiError, assertValid } from '../common/api-error.js';
import { ClientLookups } from '../clients/client-lookups.service.js';
import { Db, isUniqueViolation, placeholders } from '../database/db.service.js';
import type { SqlBigint } from '../database/sql-types.js';
import { folded, searchCondition, type SearchTarget } from '../database/text-search.js';
import { SYSTEM_ACTOR, type Actor } from '../history/actor.js';
import { HistoryService } from '../history/history.service.js';
import { ListingPermissions } from '../properties/listing-permissions.service.js';
import { PropertiesService } from '../properties/properties.service.js';
import { PropertyLookups } from '../properties/property-lookups.service.js';
import { ContractChanges } from './contract-changes.service.js';
import { COLS, END_SQL, FROM, contractSnapshot, resumenOf, terminosOf, toContrato, type ContractRow } from './contract-row.js';
import { IndicesService } from './indices.service.js';
import { addDays, calcular, fechasNecesarias, finPactado, hoyArgentina, proximoAjuste } from './schedule.js';

/** What `q` searches: the tenant's and the owner's names, the property's title, street and code. */
const CONTRACT_SEARCH: SearchTarget = {
  texts: [folded(`ci.nombre || ' ' || ci.apellido`), folded(`po.nombre || ' ' || po.apellido`), folded(`p.titulo`), folded(`coalesce(p.calle, '') || ' ' || coalesce(p.altura::text, '')`), folded(`coalesce(p.codigo, '')`)],
};
const ORDER = 'c.activo DESC, c.inicio DESC, c.id';
const PAGE = 20;
/** How often (ms) a read finishes the contracts whose end passed. */
const SWEEP_EVERY = 60_000;

const cents = (v: number | null): bigint | null => (v === null ? null : BigInt(Math.round(v * 100)));

export interface ContratosFiltros {
  q?: string;
  estado?: FiltroContrato;
  page: number;
  limit?: number;
}

@Injectable()
export class RentalsService {
  private lastSweep = 0;

  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(PropertyLookups) private readonly properties: PropertyLookups,
    @Inject(PropertiesService) private readonly listings: PropertiesService,
    @Inject(ClientLookups) private readonly clients: ClientLookups,
    @Inject(HistoryService) private readonly history: HistoryService,
    @Inject(IndicesService) private readonly indices: IndicesService,
    @Inject(ListingPermissions) private readonly permissions: ListingPermissions,
    @Inject(ContractChanges) private readonly changes: ContractChanges,
  ) {}

  /**
   * Creating, editing, renewing or rescinding a contract needs the right to edit its listing (an admin, any; an
   * agente, the listings they may edit): 403 with the reason otherwise. A missing listing is left to the write.
   */
  private async assertListing(propiedadId: string, user: TokenPayload | undefined): Promise<void> {
    if (user?.rol === 'admin') return;
    const p = await this.permissions.of(propiedadId, user);
    if (p && !p.editar) throw new ApiError(403, MENSAJE_CONTRATO_AJENO, ERROR_CODES.FORBIDDEN);
  }

  /** Finishes the running contracts whose end passed; their listings come back hidden. At most once a minute. */
  async sweep(force = false): Promise<void> {
    if (!force && Date.now() - this.lastSweep < SWEEP_EVERY) return;
    this.lastSweep = Date.now();
    const hoy = hoyArgentina();
    // Read first: an UPDATE, even of no row, announces a change to rental_contracts and so empties the reply cache.
    if (!(await this.db.one(`SELECT 1 AS uno FROM rental_contracts c WHERE c.activo AND ${END_SQL} <= $1::date LIMIT 1`, [hoy]))) return;
    await this.db.transaction(async () => {
      const ended = await this.db.query<{ id: string; propiedad_id: string; fin: string }>(
        `UPDATE rental_contracts c SET activo = false, updated_at = now() WHERE c.activo AND ${END_SQL} <= $1::date
         RETURNING c.id, c.propiedad_id, ${END_SQL}::text AS fin`,
        [hoy],
      );
      for (const e of ended) await this.finished(e.id, e.propiedad_id, e.fin, SYSTEM_ACTOR);
    });
  }

  /** A contract stopped running: its history says so, its listing comes back hidden. */
  private async finished(id: string, propiedadId: string, fin: string, actor: Actor): Promise<void> {
    await this.history.record({ entidad: 'contrato', entidadId: id, accion: 'editar', actor, antes: { estado: 'Vigente' }, despues: { estado: 'Finalizado' } });
    await this.listings.releaseAfterRental(propiedadId, `Contrato de alquiler finalizado (${formatFecha(fin)})`, actor);
  }

  private async rows(where: string, params: unknown[], tail = ''): Promise<ContractRow[]> {
    return this.db.query<ContractRow>(`SELECT ${COLS} FROM ${FROM} ${where ? `WHERE ${where}` : ''} ${tail}`, params);
  }

  /** The index values the rows' schedules read (dates up to `hasta`), in one statement. */
  private async valuesFor(rows: ContractRow[], hasta?: string) {
    const pairs: { indice: IndiceAjuste; fecha: string }[] = [];
    for (const r of rows) for (const fecha of fechasNecesarias(terminosOf(r))) if (!hasta || fecha <= hasta) pairs.push({ indice: r.indice, fecha });
    return this.indices.lookup(pairs);
  }

  private summarize(rows: ContractRow[], values: Map<string, Map<string, string>>, hoy: string): Contrato[] {
    return rows.map((r) => {
      const t = terminosOf(r);
      const cal = calcular(t, values.get(r.indice) ?? new Map(), hoy);
      return toContrato(r, hoy, resumenOf(cal, proximoAjuste(t, hoy), hoy));
    });
  }

  async list(f: ContratosFiltros): Promise<{ items: Contrato[]; total: number; page: number; pages: number }> {
    await this.sweep();
    const hoy = hoyArgentina();
    const { params, add } = placeholders();
    const where: string[] = [];
    const q = searchCondition(f.q, CONTRACT_SEARCH, add);
    if (q) where.push(q);
    if (f.estado === 'vigente') where.push('c.activo');
    if (f.estado === 'finalizado') where.push('NOT c.activo');
    if (f.estado === 'por-vencer') where.push(`c.activo AND ${END_SQL} <= ${add(addDays(hoy, DIAS_POR_VENCER))}::date`);
    if (f.estado === 'con-ajuste') {
      const mes = `(extract(year from ${add(hoy)}::date) * 12 + extract(month from ${add(hoy)}::date) - extract(year from c.inicio) * 12 - extract(month from c.inicio))`;
      where.push(`c.activo AND c.indice <> 'NINGUNO' AND ${mes} > 0 AND ${mes}::int % c.cada_meses = 0 AND ${mes} < c.meses`);
    }
    const whereSql = where.join(' AND ');
    const size = f.limit ?? PAGE;
    const countParams = [...params];
    // The page's ids are chosen on the contracts alone unless the search reads the parties or the property (every
    // contract has both, by its foreign keys): a deep page then sorts narrow rows and joins only its own.
    const from = `${q ? FROM : 'rental_contracts c'} ${whereSql ? `WHERE ${whereSql}` : ''}`;
    const rows = await this.rows(`c.id IN (SELECT c.id FROM ${from} ORDER BY ${ORDER} LIMIT ${add(size)} OFFSET ${add((f.page - 1) * size)})`, params, `ORDER BY ${ORDER}`);
    const total = Number((await this.db.one<{ n: SqlBigint }>(`SELECT count(*) AS n FROM ${from}`, countParams))?.n ?? 0);
    const values = await this.valuesFor(rows, hoy);
    return { items: this.summarize(rows, values, hoy), total, page: f.page, pages: Math.max(1, Math.ceil(total / size)) };
  }

  private async row(id: string, lock = false): Promise<ContractRow> {
    const r = esUuid(id) ? (await this.rows('c.id = $1', [id], lock ? 'FOR UPDATE OF c' : ''))[0] : undefined;
    if (!r) throw ApiError.notFound(MENSAJES_CONTRATO.noEncontrado, ERROR_CODES.CONTRACT_NOT_FOUND);
    return r;
  }

  /** Each cuota's state as the tenant's account reads it (set by src/rental-accounts), or null. */
  cuotaStates: ((id: string) => Promise<Map<string, EstadoCuota>>) | null = null;

  private async detail(r: ContractRow): Promise<ContratoDetalle> {
    const hoy = hoyArgentina();
    const values = (await this.valuesFor([r])).get(r.indice) ?? new Map();
    const t = terminosOf(r);
    const cal = calcular(t, values, hoy);
    const paid = this.cuotaStates ? await this.cuotaStates(r.id) : null;
    const cuotas = paid ? cal.cuotas.map((c) => ({ ...c, estado: paid.get(c.periodo) ?? c.estado })) : cal.cuotas;
    return { ...toContrato(r, hoy, resumenOf(cal, proximoAjuste(t, hoy), hoy)), cuotas, ajustes: cal.ajustes, convencion: CONVENCION_INDICES };
  }

  async get(id: string): Promise<ContratoDetalle> {
    await this.sweep();
    return this.detail(await this.row(id));
  }

  /** The parties named, read and checked: both clients exist (400 with every problem at once). */
  private async parties(propietario: string, inquilino: string): Promise<void> {
    const found = new Set((await this.clients.contacts([propietario, inquilino])).map((c) => c.id));
    const errors: Record<string, string> = {};
    if (!found.has(propietario)) errors.propietario = MENSAJES_CONTRATO.propietarioInexistente;
    if (!found.has(inquilino)) errors.inquilino = MENSAJES_CONTRATO.inquilinoInexistente;
    assertValid(errors);
  }

  /** INSERTs a contract (in the caller's transaction); a second running one for the property → 409. */
  private async insert(c: Omit<NuevoContrato, 'propiedad'> & { propiedad: string; renovadoDe?: string }, activo: boolean): Promise<string> {
    if (activo) {
      const running = await this.db.one<{ id: string }>(`SELECT id FROM rental_contracts WHERE propiedad_id = $1 AND activo`, [c.propiedad]);
      if (running) throw new ApiError(409, MENSAJES_CONTRATO.propiedadOcupada, ERROR_CODES.CONTRACT_PROPERTY_TAKEN, { propiedad: MENSAJES_CONTRATO.propiedadOcupada });
    }
    try {
      const row = await this.db.one<{ id: string }>(
        `INSERT INTO rental_contracts (propiedad_id, propietario_id, inquilino_id, garantes, inicio, meses, fin, moneda, monto_inicial_centavos,
           indice, cada_meses, porcentaje, dia_vencimiento, punitorio_diario, comision_administracion, deposito_centavos, destino, activo, renovado_de, rezago_meses)
         VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20) RETURNING id`,
        [c.propiedad, c.propietario, c.inquilino, JSON.stringify(c.garantes), c.inicio, c.meses, finPactado(c.inicio, c.meses), c.moneda,
          String(cents(c.montoInicial)), c.ajuste.indice, c.ajuste.cadaMeses, c.ajuste.porcentaje, c.diaVencimiento, c.punitorioDiario,
          c.comisionAdministracion, c.deposito === null ? null : String(cents(c.deposito)), c.destino, activo, c.renovadoDe ?? null, c.ajuste.rezagoMeses ?? REZAGO_POR_DEFECTO],
      );
      return row!.id;
    } catch (err) {
      if (isUniqueViolation(err, 'uq_rental_contracts_running')) throw new ApiError(409, MENSAJES_CONTRATO.propiedadOcupada, ERROR_CODES.CONTRACT_PROPERTY_TAKEN, { propiedad: MENSAJES_CONTRATO.propiedadOcupada });
      throw err;
    }
  }

  async create(c: NuevoContrato, actor: Actor, user?: TokenPayload): Promise<ContratoDetalle> {
    await this.sweep();
    await this.assertListing(c.propiedad, user);
    return this.db.transaction(async () => {
      const prop = (await this.properties.summaries([c.propiedad])).find((p) => !p.eliminada);
      if (!prop) throw ApiError.validation({ propiedad: MENSAJES_CONTRATO.propiedadInexistente });
      await this.parties(c.propietario, c.inquilino);
      const activo = finPactado(c.inicio, c.meses) > hoyArgentina();
      const id = await this.insert(c, activo);
      if (activo) await this.listings.closeByOperation(prop.id, 'alquiler', c.inicio, actor);
      await this.changes.contracts([id]);
      const created = await this.detail(await this.row(id));
      await this.history.record({ entidad: 'contrato', entidadId: id, accion: 'crear', actor, antes: null, despues: contractSnapshot(created) });
      return created;
    });
  }

  /** Parties and terms (the property stays); with `version`, only that version (another writer in between → 409). */
  async update(id: string, c: EditarContrato, actor: Actor, user?: TokenPayload): Promise<ContratoDetalle> {
    if (!esUuid(id)) throw ApiError.notFound(MENSAJES_CONTRATO.noEncontrado, ERROR_CODES.CONTRACT_NOT_FOUND);
    return this.db.transaction(async () => {
      const current = await this.row(id, true);
      await this.assertListing(current.propiedad_id, user);
      if (c.version !== null && Number(current.version) !== c.version) throw new ApiError(409, MENSAJES_CONTRATO.conflicto, ERROR_CODES.CONTRACT_VERSION_CONFLICT);
      if (!current.activo) throw new ApiError(409, MENSAJES_CONTRATO.finalizado, ERROR_CODES.CONTRACT_FINISHED);
      await this.parties(c.propietario, c.inquilino);
      const fin = finPactado(c.inicio, c.meses);
      if (current.rescision_fecha && (current.rescision_fecha <= c.inicio || current.rescision_fecha >= fin)) {
        throw ApiError.validation({ inicio: MENSAJES_CONTRATO.rescisionFueraDeContrato });
      }
      const before = await this.detail(current);
      const updated = await this.db.one<{ id: string }>(
        `UPDATE rental_contracts SET propietario_id = $2, inquilino_id = $3, garantes = $4::jsonb, inicio = $5, meses = $6, fin = $7, moneda = $8,
           monto_inicial_centavos = $9, indice = $10, cada_meses = $11, porcentaje = $12, dia_vencimiento = $13, punitorio_diario = $14,
           comision_administracion = $15, deposito_centavos = $16, destino = $17, rezago_meses = $19, version = version + 1, updated_at = now()
         WHERE id = $1 AND version = $18 RETURNING id`,
        [id, c.propietario, c.inquilino, JSON.stringify(c.garantes), c.inicio, c.meses, fin, c.moneda, String(cents(c.montoInicial)),
          c.ajuste.indice, c.ajuste.cadaMeses, c.ajuste.porcentaje, c.diaVencimiento, c.punitorioDiario, c.comisionAdministracion,
          c.deposito === null ? null : String(cents(c.deposito)), c.destino, current.version, c.ajuste.rezagoMeses ?? REZAGO_POR_DEFECTO],
      );
      if (!updated) throw new ApiError(409, MENSAJES_CONTRATO.conflicto, ERROR_CODES.CONTRACT_VERSION_CONFLICT);
      await this.changes.contracts([id]);
      // An end moved to today or before finishes it now.
      const end = current.rescision_fecha ?? fin;
      if (end <= hoyArgentina()) {
        await this.db.execute(`UPDATE rental_contracts SET activo = false WHERE id = $1`, [id]);
        await this.finished(id, current.propiedad_id, end, actor);
      }
      const after = await this.detail(await this.row(id));
      await this.history.record({ entidad: 'contrato', entidadId: id, accion: 'editar', actor, antes: contractSnapshot(before), despues: contractSnapshot(after) });
      return after;
    });
  }

  /** Ends a running contract on `fecha` (within it): on or before today it finishes now, else it runs until then. */
  async rescind(id: string, { fecha, motivo }: RescindirContrato, actor: Actor, user?: TokenPayload): Promise<ContratoDetalle> {
    if (!esUuid(id)) throw ApiError.notFound(MENSAJES_CONTRATO.noEncontrado, ERROR_CODES.CONTRACT_NOT_FOUND);
    return this.db.transaction(async () => {
      const current = await this.row(id, true);
      await this.assertListing(current.propiedad_id, user);
      if (!current.activo) throw new ApiError(409, MENSAJES_CONTRATO.finalizado, ERROR_CODES.CONTRACT_FINISHED);
      if (current.rescision_fecha) throw new ApiError(409, MENSAJES_CONTRATO.yaRescindido, ERROR_CODES.CONTRACT_FINISHED);
      if (fecha <= current.inicio || fecha >= current.fin) throw ApiError.validation({ fecha: MENSAJES_CONTRATO.rescisionFueraDeContrato });
      const ends = fecha <= hoyArgentina();
      await this.db.execute(
        `UPDATE rental_contracts SET rescision_fecha = $2, rescision_motivo = $3, activo = $4, version = version + 1, updated_at = now() WHERE id = $1`,
        [id, fecha, motivo, !ends],
      );
      await this.changes.contracts([id]);
      await this.history.record({ entidad: 'contrato', entidadId: id, accion: 'editar', actor, antes: { rescision: null }, despues: { rescision: fecha, motivo } });
      if (ends) await this.finished(id, current.propiedad_id, fecha, actor);
      return this.detail(await this.row(id));
    });
  }

  /**
   * A new contract for the same property, parties and guarantors from `inicio` (after the old one's start); the old
   * one stops running (rescinded on that day when it ran past it) and points at the new one.
   */
  async renew(id: string, t: RenovarContrato, actor: Actor, user?: TokenPayload): Promise<ContratoDetalle> {
    if (!esUuid(id)) throw ApiError.notFound(MENSAJES_CONTRATO.noEncontrado, ERROR_CODES.CONTRACT_NOT_FOUND);
    return this.db.transaction(async () => {
      const old = await this.row(id, true);
      await this.assertListing(old.propiedad_id, user);
      if (old.renovado_por) throw new ApiError(409, MENSAJES_CONTRATO.finalizado, ERROR_CODES.CONTRACT_FINISHED);
      if (t.inicio <= old.inicio) throw ApiError.validation({ inicio: MENSAJES_CONTRATO.renovacionAntesDelFin });
      const oldEnd = old.rescision_fecha ?? old.fin;
      await this.db.execute(
        `UPDATE rental_contracts SET activo = false, rescision_fecha = CASE WHEN $2::date < ${'coalesce(rescision_fecha, fin)'} THEN $2::date ELSE rescision_fecha END,
           rescision_motivo = CASE WHEN $2::date < coalesce(rescision_fecha, fin) THEN 'Renovado' ELSE rescision_motivo END,
           version = version + 1, updated_at = now() WHERE id = $1`,
        [id, t.inicio],
      );
      const activo = finPactado(t.inicio, t.meses) > hoyArgentina();
      const newId = await this.insert({ ...t, propiedad: old.propiedad_id, propietario: old.propietario_id, inquilino: old.inquilino_id, garantes: old.garantes ?? [], renovadoDe: id }, activo);
      await this.db.execute(`UPDATE rental_contracts SET renovado_por = $2 WHERE id = $1`, [id, newId]);
      await this.changes.contracts([id, newId]);
      await this.changes.renewed(id, newId, actor);
      await this.history.record({ entidad: 'contrato', entidadId: id, accion: 'editar', actor, antes: { estado: old.activo ? 'Vigente' : 'Finalizado', renovadoPor: null }, despues: { estado: 'Finalizado', renovadoPor: newId } });
      if (activo) await this.listings.closeByOperation(old.propiedad_id, 'alquiler', t.inicio, actor);
      else if (old.activo) await this.listings.releaseAfterRental(old.propiedad_id, `Contrato de alquiler finalizado (${formatFecha(oldEnd)})`, actor);
      const created = await this.detail(await this.row(newId));
      await this.history.record({ entidad: 'contrato', entidadId: newId, accion: 'crear', actor, antes: null, despues: contractSnapshot(created) });
      return created;
    });
  }
}
