// The operations module's data: completed operations (table operations). The property title and both parties' names
// and mails are copied into the row (read through PropertyLookups and ClientLookups), so the record stays
// readable after the property or the clients change or go away. Metrics and reports read their figures through
// OperationFigures.
// An operation can be corrected (edited with its version: a stale one → 409) or annulled (kept, marked with who,
// when and why); an annulled one is out of every total (OperationFigures reads `anulada_en IS NULL`) and can no
// longer be changed. Both parties must have a DNI: a client enters an operation only with one. Its listing follows
// (PropertiesService): Vendida/Alquilada when recorded, back to Disponible when annulled or moved to another property
// (if this operation had put it there and no other operation that counts keeps it there).
import { Inject, Injectable } from '@nestjs/common';
import {
  ERROR_CODES, MENSAJES_OPERACION, OPERACIONES, esUuid, estadoPorOperacion, formatFecha,
  type AnularOperacion, type EditarOperacion, type NuevaOperacion, type Operacion_,
  hoyArgentina,
} from '@inmo/contracts';
import { TeamService } from '../auth/team.service.js';
import { ApiError, assertValid } from '../common/api-error.js';
import { assigneeCondition, type AssigneeFilter } from '../common/assignment-filter.js';
import { ClientLookups } from '../clients/client-lookups.service.js';
import { APP_CONFIG, DEFAULT_LIST_STREAM_BATCH, type AppConfig } from '../config/config.js';
import { Db, placeholders } from '../database/db.service.js';
import { keysetBatches, mapBatches, type KeysetColumn } from '../database/keyset.js';
import type { Actor } from '../history/actor.js';
import { HistoryService } from '../history/history.service.js';
import type { SqlBigint } from '../database/sql-types.js';
import { folded, searchCondition, type SearchTarget } from '../database/text-search.js';
import { PropertiesService } from '../properties/properties.service.js';
import { PropertyLookups } from '../properties/property-lookups.service.js';
import { COLS, VIGENTE, operationSnapshot, toOperacion, type OperationRow } from './operation-row.js';

/** What `q` searches (the property's title, as copied into the row) and what `cliente` does (either party's full name). */
export const OPERATION_PROPERTY_SEARCH: SearchTarget = { texts: [folded('propiedad_titulo')] };
export const OPERATION_PARTY_SEARCH: SearchTarget = { texts: [folded(`oferente_nombre || ' ' || oferente_apellido`), folded(`receptor_nombre || ' ' || receptor_apellido`)] };

/**
 * The list's order (the date it was closed, then when it was recorded, newest first; then the id), on the table's
 * columns: a bare `fecha_concretada` in ORDER BY would name COLS' text alias of it, the same order but one no index
 * can give (every row sorted for each page or batch).
 */
const ORDER = 'operations.fecha_concretada DESC, operations.created_at DESC, operations.id';
const OPERATION_ORDER: readonly KeysetColumn[] = [
  { sql: 'operations.fecha_concretada', desc: true, type: 'date' },
  { sql: 'operations.created_at', desc: true, type: 'timestamptz' },
  { sql: 'operations.id', desc: false, type: 'uuid' },
];

export interface OperacionesFiltros {
  q?: string;
  cliente?: string;
  operacion?: string;
  moneda?: string;
  /** Who recorded it: a user's id, null for nobody (operations from before). */
  cerradaPor?: AssigneeFilter;
  /** Closed on or after this date ('YYYY-MM-DD'): a report's period. */
  desde?: string;
  /** vigente: the ones that count; anulada: the annulled ones; absent: both. */
  estado?: 'vigente' | 'anulada';
  limit?: number;
  offset?: number;
}

@Injectable()
export class OperationsService {
  /** Rows per statement of the streamed list. */
  private readonly batch: number;

  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(PropertyLookups) private readonly properties: PropertyLookups,
    @Inject(PropertiesService) private readonly listings: PropertiesService,
    @Inject(ClientLookups) private readonly clients: ClientLookups,
    @Inject(HistoryService) private readonly history: HistoryService,
    @Inject(TeamService) private readonly team: TeamService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.batch = config.listStreamBatch ?? DEFAULT_LIST_STREAM_BATCH;
  }

  private async toOperaciones(rows: OperationRow[]): Promise<Operacion_[]> {
    const team = await this.team.refs(rows.map((r) => r.cerrada_por));
    return rows.map((r) => toOperacion(r, team));
  }

  /** The conditions of the list's filters over operations, their parameters from $1. */
  private filters(f: OperacionesFiltros): { where: string[]; params: unknown[] } {
    const where: string[] = [];
    const { params, add } = placeholders();
    const propiedad = searchCondition(f.q, OPERATION_PROPERTY_SEARCH, add);
    if (propiedad) where.push(propiedad);
    const partes = searchCondition(f.cliente, OPERATION_PARTY_SEARCH, add);
    if (partes) where.push(partes);
    if (f.operacion) where.push(`operacion = ${add(f.operacion)}`);
    if (f.moneda) where.push(`moneda = ${add(f.moneda)}`);
    if (f.desde) where.push(`operations.fecha_concretada >= ${add(f.desde)}::date`);
    if (f.estado === 'vigente') where.push(VIGENTE);
    if (f.estado === 'anulada') where.push('anulada_en IS NOT NULL');
    const cerradaPor = assigneeCondition('cerrada_por', f.cerradaPor, params);
    if (cerradaPor) where.push(cerradaPor);
    return { where, params };
  }

  /** Newest first. q: property title; cliente: offeror's or receiver's name or surname. */
  async list(f: OperacionesFiltros = {}): Promise<{ items: Operacion_[]; total: number }> {
    const { where, params } = this.filters(f);
    const { add } = placeholders(params);
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const countParams = [...params];
    let lim = '';
    if (f.limit !== undefined) lim = `LIMIT ${add(f.limit)} OFFSET ${add(f.offset ?? 0)}`;
    // The page's ids walk the ordering index and stop; only they are read whole. (A window count over the select read
    // every operation whole for every page: 70 ms at 50,000.) The total is its own statement, on the same filters.
    const [rows, total] = await Promise.all([
      this.db.query<OperationRow>(
        `SELECT ${COLS} FROM operations WHERE id IN (SELECT id FROM operations ${whereSql} ORDER BY ${ORDER} ${lim}) ORDER BY ${ORDER}`,
        params,
      ),
      this.db.one<{ n: SqlBigint }>(`SELECT count(*) AS n FROM operations ${whereSql}`, countParams).then((c) => Number(c?.n ?? 0)),
    ]);
    return { items: await this.toOperaciones(rows), total };
  }

  /**
   * The unpaged list (spec §7: "array of operations"), streamed: the same filters and order as list(), `limit`
   * operations at most, read in keyset batches (database/keyset.ts; an edit of a closing date during the stream may
   * move an operation across the walk, as with any keyset list).
   */
  async *stream(f: Omit<OperacionesFiltros, 'offset'>): AsyncGenerator<Operacion_[]> {
    const { where, params } = this.filters(f);
    const q = { select: COLS, from: 'operations', where, params, orderBy: ORDER, cols: OPERATION_ORDER };
    yield* mapBatches(keysetBatches<OperationRow>(this.db, q, this.batch, { max: f.limit }), (rows) => this.toOperaciones(rows));
  }

  /** One operation (annulled ones too), or 404. */
  async get(id: string): Promise<Operacion_> {
    const row = esUuid(id) ? await this.db.one<OperationRow>(`SELECT ${COLS} FROM operations WHERE id = $1`, [id]) : null;
    if (!row) throw ApiError.notFound(MENSAJES_OPERACION.noEncontrada, ERROR_CODES.OPERATION_NOT_FOUND);
    return (await this.toOperaciones([row]))[0]!;
  }

  /**
   * What an operation's body names, read and checked: the property (one not deleted, or the one it already had),
   * both parties (each with a DNI) and the agent (an active member of staff). 400 with every problem at once.
   */
  private async resolve(o: NuevaOperacion, current?: OperationRow) {
    const prop = (await this.properties.summaries([o.propiedad])).find((p) => !p.eliminada || p.id === current?.propiedad_id);
    const parties = await this.clients.contacts([o.oferente, o.receptor]);
    const oferente = parties.find((c) => c.id === o.oferente);
    const receptor = parties.find((c) => c.id === o.receptor);
    const errors: Record<string, string> = {};
    if (!prop) errors.propiedad = 'La propiedad seleccionada no existe';
    if (!oferente) errors.oferente = 'El cliente oferente no existe';
    else if (!oferente.dni) errors.oferente = MENSAJES_OPERACION.oferenteSinDni;
    if (!receptor) errors.receptor = 'El cliente receptor no existe';
    else if (!receptor.dni) errors.receptor = MENSAJES_OPERACION.receptorSinDni;
    if (o.agente && o.agente !== current?.cerrada_por && !(await this.team.exists(o.agente))) errors.agente = MENSAJES_OPERACION.agenteInexistente;
    assertValid(errors);
    return { prop: prop!, oferente: oferente!, receptor: receptor! };
  }

  /**
   * Records an operation; its agent (`cerradaPor`) is the one the body names, or else the acting user, who is
   * recorded in its history either way.
   */
  async create(o: NuevaOperacion, actor: Actor): Promise<Operacion_> {
    return this.db.transaction(async () => {
      const { prop, oferente, receptor } = await this.resolve(o);
      // The date defaults to today (spec §5).
      const fecha = o.fechaConcretada ?? hoyArgentina();
      // Recording a venta moves its listing to Vendida, an alquiler to Alquilada, in this transaction. First: its
      // lock on the listing's row comes before the operation's foreign key takes a share of it, so two operations on
      // one listing wait for each other in turn instead of deadlocking on the upgrade.
      await this.listings.closeByOperation(prop.id, o.operacion, fecha, actor);
      const row = await this.db.one<OperationRow>(
        `INSERT INTO operations (operacion, propiedad_id, propiedad_titulo, oferente_id, oferente_nombre, oferente_apellido, oferente_mail,
           receptor_id, receptor_nombre, receptor_apellido, receptor_mail, monto_dinero, moneda, descripcion, fecha_concretada, cerrada_por,
           comision_tipo, comision_valor)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18) RETURNING ${COLS}`,
        [o.operacion, prop.id, prop.titulo, oferente.id, oferente.nombre, oferente.apellido, oferente.mail,
          receptor.id, receptor.nombre, receptor.apellido, receptor.mail, o.montoDinero, o.moneda, o.descripcion, fecha, o.agente ?? actor.id,
          o.comision?.tipo ?? null, o.comision?.valor ?? null],
      );
      if (!row) throw new ApiError(500, 'Error al crear la operación');
      const created = (await this.toOperaciones([row]))[0]!;
      await this.history.record({ entidad: 'operacion', entidadId: created._id, accion: 'crear', actor, antes: null, despues: operationSnapshot(created) });
      return created;
    });
  }

  /**
   * Corrects an operation: the creation's fields, read whole (a field left out takes its default, as on creation;
   * the agent left out keeps the stored one). With `version`, only that version is changed (another writer in
   * between → 409). An annulled operation is refused (409). The names are copied again from the property and clients.
   */
  async update(id: string, o: EditarOperacion, actor: Actor): Promise<Operacion_> {
    if (!esUuid(id)) throw ApiError.notFound(MENSAJES_OPERACION.noEncontrada, ERROR_CODES.OPERATION_NOT_FOUND);
    return this.db.transaction(async () => {
      const current = await this.db.one<OperationRow>(`SELECT ${COLS} FROM operations WHERE id = $1 FOR UPDATE`, [id]);
      if (!current) throw ApiError.notFound(MENSAJES_OPERACION.noEncontrada, ERROR_CODES.OPERATION_NOT_FOUND);
      if (current.anulada_en) throw new ApiError(409, MENSAJES_OPERACION.anulada, ERROR_CODES.OPERATION_ANNULLED);
      const { prop, oferente, receptor } = await this.resolve(o, current);
      const before = (await this.toOperaciones([current]))[0]!;
      const fecha = o.fechaConcretada ?? current.fecha_concretada;
      const params: unknown[] = [o.operacion, prop.id, prop.titulo, oferente.id, oferente.nombre, oferente.apellido, oferente.mail,
        receptor.id, receptor.nombre, receptor.apellido, receptor.mail, o.montoDinero, o.moneda, o.descripcion, fecha, o.agente ?? current.cerrada_por,
        o.comision?.tipo ?? null, o.comision?.valor ?? null, id];
      let cond = `id = $${params.length} AND anulada_en IS NULL`;
      if (o.version !== null) {
        params.push(o.version);
        cond += ` AND version = $${params.length}`;
      }
      const row = await this.db.one<OperationRow>(
        `UPDATE operations SET operacion = $1, propiedad_id = $2, propiedad_titulo = $3, oferente_id = $4, oferente_nombre = $5, oferente_apellido = $6,
           oferente_mail = $7, receptor_id = $8, receptor_nombre = $9, receptor_apellido = $10, receptor_mail = $11, monto_dinero = $12, moneda = $13,
           descripcion = $14, fecha_concretada = $15::date, cerrada_por = $16, comision_tipo = $17, comision_valor = $18,
           version = version + 1, updated_at = now()
         WHERE ${cond} RETURNING ${COLS}`,
        params,
      );
      if (!row) throw new ApiError(409, MENSAJES_OPERACION.conflicto, ERROR_CODES.OPERATION_VERSION_CONFLICT);
      const after = (await this.toOperaciones([row]))[0]!;
      await this.history.record({ entidad: 'operacion', entidadId: id, accion: 'editar', actor, antes: operationSnapshot(before), despues: operationSnapshot(after) });
      // The listings follow: a property this operation no longer names goes back to Disponible (when this operation
      // had moved it), the one it names now (or its new kind) moves to Vendida/Alquilada.
      if (current.propiedad_id && (current.propiedad_id !== prop.id || current.operacion !== o.operacion)) {
        await this.reopenListing(current.propiedad_id, current.operacion, id, `Operación corregida (${formatFecha(fecha)})`, actor);
      }
      await this.listings.closeByOperation(prop.id, o.operacion, fecha, actor);
      return after;
    });
  }

  /**
   * Annuls an operation: it is kept, marked with who, when and why, and leaves every total. Annulling one already
   * annulled → 409. Its history gets an edit of its state and the reason.
   */
  async annul(id: string, body: AnularOperacion, actor: Actor): Promise<Operacion_> {
    if (!esUuid(id)) throw ApiError.notFound(MENSAJES_OPERACION.noEncontrada, ERROR_CODES.OPERATION_NOT_FOUND);
    return this.db.transaction(async () => {
      const row = await this.db.one<OperationRow>(
        `UPDATE operations SET anulada_en = now(), anulada_por = $2, anulada_por_nombre = $3, motivo_anulacion = $4, version = version + 1, updated_at = now()
         WHERE id = $1 AND anulada_en IS NULL RETURNING ${COLS}`,
        [id, actor.id, actor.nombre, body.motivo],
      );
      if (!row) {
        const exists = await this.db.one<{ id: string }>(`SELECT id FROM operations WHERE id = $1`, [id]);
        if (!exists) throw ApiError.notFound(MENSAJES_OPERACION.noEncontrada, ERROR_CODES.OPERATION_NOT_FOUND);
        throw new ApiError(409, MENSAJES_OPERACION.anulada, ERROR_CODES.OPERATION_ANNULLED);
      }
      await this.history.record({
        entidad: 'operacion', entidadId: id, accion: 'editar', actor,
        antes: { estado: 'Vigente', motivoAnulacion: null },
        despues: { estado: 'Anulada', motivoAnulacion: body.motivo },
      });
      if (row.propiedad_id) await this.reopenListing(row.propiedad_id, row.operacion, id, `Operación anulada: ${body.motivo}`, actor);
      return (await this.toOperaciones([row]))[0]!;
    });
  }

  /**
   * Back to Disponible, with `motivo` in its Historial, a listing an operation had moved (it is in the state that
   * operation gives: Vendida for a venta, Alquilada for a rental) when no other operation that counts keeps it there.
   */
  private async reopenListing(propiedadId: string, operacion: Operacion_['operacion'], operationId: string, motivo: string, actor: Actor): Promise<void> {
    const estado = estadoPorOperacion(operacion);
    const otra = await this.db.one<{ id: string }>(
      `SELECT id FROM operations WHERE propiedad_id = $1 AND id <> $2 AND ${VIGENTE} AND operacion = ANY($3::text[]) LIMIT 1`,
      [propiedadId, operationId, OPERACIONES.filter((op) => estadoPorOperacion(op) === estado)],
    );
    if (otra) return;
    const listing = await this.listings.get(propiedadId, { includeHidden: true }).catch(() => null);
    if (listing?.estado !== estado) return;
    await this.listings.changeState(propiedadId, { estado: 'Disponible', motivo: motivo.slice(0, 500), version: null }, actor);
  }

  // --- for other modules ---
}
