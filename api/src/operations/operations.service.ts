// The operations module's data: completed operations (table operations). The property title and both parties' names
// and mails are copied into the row (read through PropertyLookups and ClientLookups), so the record stays
// readable after the property or the clients change or go away. Metrics and reports read their figures here.
import { Inject, Injectable } from '@nestjs/common';
import { leerNuevaOperacion, type Operacion_, type UsuarioRef } from '@inmo/contracts';
import { TeamService } from '../auth/team.service.js';
import { ApiError, assertValid } from '../common/api-error.js';
import { assigneeCondition, type AssigneeFilter } from '../common/assignment-filter.js';
import { fromNumeric } from '../common/parse.js';
import { ClientLookups } from '../clients/client-lookups.service.js';
import { APP_CONFIG, DEFAULT_LIST_STREAM_BATCH, type AppConfig } from '../config/config.js';
import { Db, placeholders } from '../database/db.service.js';
import { keysetBatches, mapBatches, type KeysetColumn } from '../database/keyset.js';
import type { Actor } from '../history/actor.js';
import { HistoryService, type Snapshot } from '../history/history.service.js';
import type { SqlBigint, SqlNumeric } from '../database/sql-types.js';
import { folded, searchCondition, type SearchTarget } from '../database/text-search.js';
import { PropertyLookups } from '../properties/property-lookups.service.js';

/** What `q` searches (the property's title, as copied into the row) and what `cliente` does (either party's full name). */
export const OPERATION_PROPERTY_SEARCH: SearchTarget = { texts: [folded('propiedad_titulo')] };
export const OPERATION_PARTY_SEARCH: SearchTarget = { texts: [folded(`oferente_nombre || ' ' || oferente_apellido`), folded(`receptor_nombre || ' ' || receptor_apellido`)] };

const COLS = `id, operacion, propiedad_id, propiedad_titulo, oferente_id, oferente_nombre, oferente_apellido, oferente_mail,
  receptor_id, receptor_nombre, receptor_apellido, receptor_mail, monto_dinero, moneda, descripcion,
  fecha_concretada::text AS fecha_concretada, cerrada_por`;
// operacion and moneda hold what validarNuevaOperacion lets in.
type OperationRow = {
  id: string;
  operacion: Operacion_['operacion'];
  propiedad_id: string | null;
  propiedad_titulo: string;
  oferente_id: string | null;
  oferente_nombre: string;
  oferente_apellido: string;
  oferente_mail: string | null;
  receptor_id: string | null;
  receptor_nombre: string;
  receptor_apellido: string;
  receptor_mail: string | null;
  monto_dinero: SqlNumeric | null;
  moneda: Operacion_['moneda'];
  descripcion: string;
  /** 'YYYY-MM-DD' (cast to text). */
  fecha_concretada: string;
  cerrada_por: string | null;
};

function toOperacion(r: OperationRow, team: Map<string, UsuarioRef>): Operacion_ {
  return {
    _id: r.id,
    operacion: r.operacion,
    propiedad: r.propiedad_titulo,
    propiedadId: r.propiedad_id ?? null,
    oferente: { _id: r.oferente_id ?? '', nombre: r.oferente_nombre, apellido: r.oferente_apellido, mail: r.oferente_mail ?? null },
    receptor: { _id: r.receptor_id ?? '', nombre: r.receptor_nombre, apellido: r.receptor_apellido, mail: r.receptor_mail ?? null },
    montoDinero: fromNumeric(r.monto_dinero),
    moneda: r.moneda,
    descripcion: r.descripcion ?? '',
    fechaConcretada: String(r.fecha_concretada).slice(0, 10),
    cerradaPor: (r.cerrada_por && team.get(r.cerrada_por)) || null,
  };
}

/** An operation as its history shows it (issue 15): the parties and the property by name, as the row copied them. */
function operationSnapshot(o: Operacion_): Snapshot {
  const nombre = (c: Operacion_['oferente']) => `${c.nombre} ${c.apellido}`.trim();
  return {
    operacion: o.operacion,
    propiedad: o.propiedad,
    oferente: nombre(o.oferente),
    receptor: nombre(o.receptor),
    montoDinero: o.montoDinero,
    moneda: o.moneda,
    descripcion: o.descripcion,
    fechaConcretada: o.fechaConcretada,
  };
}

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
  /** Who recorded it (issue 15): a user's id, null for nobody (operations from before). */
  cerradaPor?: AssigneeFilter;
  /** Closed on or after this date ('YYYY-MM-DD'): a report's period. */
  desde?: string;
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
   * operations at most, read in keyset batches (operations are never edited, so each comes once; database/keyset.ts).
   */
  async *stream(f: Omit<OperacionesFiltros, 'offset'>): AsyncGenerator<Operacion_[]> {
    const { where, params } = this.filters(f);
    const q = { select: COLS, from: 'operations', where, params, orderBy: ORDER, cols: OPERATION_ORDER };
    yield* mapBatches(keysetBatches<OperationRow>(this.db, q, this.batch, { max: f.limit }), (rows) => this.toOperaciones(rows));
  }

  /** Records an operation; the acting user is who closed it (`cerradaPor`) and is recorded in its history. */
  async create(body: unknown, actor: Actor): Promise<Operacion_> {
    const r = leerNuevaOperacion(body);
    if (!r.ok) throw ApiError.validation(r.errores);
    const o = r.datos;
    return this.db.transaction(async () => {
      const prop = (await this.properties.summaries([o.propiedad])).find((p) => !p.eliminada);
      const parties = await this.clients.contacts([o.oferente, o.receptor]);
      const oferente = parties.find((c) => c.id === o.oferente);
      const receptor = parties.find((c) => c.id === o.receptor);
      const errors: Record<string, string> = {};
      if (!prop) errors.propiedad = 'La propiedad seleccionada no existe';
      if (!oferente) errors.oferente = 'El cliente oferente no existe';
      if (!receptor) errors.receptor = 'El cliente receptor no existe';
      assertValid(errors);
      // The date defaults to today (spec §5).
      const fecha = o.fechaConcretada ?? new Date().toISOString().slice(0, 10);
      const row = await this.db.one<OperationRow>(
        `INSERT INTO operations (operacion, propiedad_id, propiedad_titulo, oferente_id, oferente_nombre, oferente_apellido, oferente_mail,
           receptor_id, receptor_nombre, receptor_apellido, receptor_mail, monto_dinero, moneda, descripcion, fecha_concretada, cerrada_por)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING ${COLS}`,
        [o.operacion, prop!.id, prop!.titulo, oferente!.id, oferente!.nombre, oferente!.apellido, oferente!.mail,
          receptor!.id, receptor!.nombre, receptor!.apellido, receptor!.mail, o.montoDinero, o.moneda, o.descripcion, fecha, actor.id],
      );
      if (!row) throw new ApiError(500, 'Error al crear la operación');
      const created = (await this.toOperaciones([row]))[0]!;
      await this.history.record({ entidad: 'operacion', entidadId: created._id, accion: 'crear', actor, antes: null, despues: operationSnapshot(created) });
      return created;
    });
  }

  // --- for other modules ---

  /**
   * Metrics: per currency, how many sales and rentals ('alquiler temporal' included) and their amounts; with
   * `cerradaPor`, only that user's operations. One statement.
   */
  async totalsByCurrency(cerradaPor?: string): Promise<{ moneda: string; total: number; ventas: number; alquileres: number; montoVentas: number; montoAlquileres: number }[]> {
    const rows = await this.db.query<{ moneda: string; total: SqlBigint; ventas: SqlBigint; alquileres: SqlBigint; monto_ventas: SqlNumeric; monto_alquileres: SqlNumeric }>(`
      SELECT moneda,
             count(*) AS total,
             count(*) FILTER (WHERE operacion = 'venta') AS ventas,
             count(*) FILTER (WHERE operacion IN ('alquiler', 'alquiler temporal')) AS alquileres,
             coalesce(sum(monto_dinero) FILTER (WHERE operacion = 'venta'), 0) AS monto_ventas,
             coalesce(sum(monto_dinero) FILTER (WHERE operacion IN ('alquiler', 'alquiler temporal')), 0) AS monto_alquileres
      FROM operations ${cerradaPor ? 'WHERE cerrada_por = $1' : ''} GROUP BY moneda ORDER BY moneda`, cerradaPor ? [cerradaPor] : []);
    return rows.map((r) => ({
      moneda: r.moneda,
      total: Number(r.total),
      ventas: Number(r.ventas),
      alquileres: Number(r.alquileres),
      montoVentas: fromNumeric(r.monto_ventas) ?? 0,
      montoAlquileres: fromNumeric(r.monto_alquileres) ?? 0,
    }));
  }

  /**
   * Reports: operations and amounts per month ('YYYY-MM'), type and currency over the last `meses` months, this one
   * included. A month without operations has one row with operacion and moneda null, so charts get a continuous axis.
   * With `cerradaPor`, only the operations that user closed.
   */
  async perMonth(meses: number, cerradaPor?: string): Promise<{ mes: string; operacion: string | null; moneda: string | null; cantidad: number; monto: number }[]> {
    const rows = await this.db.query<{ mes: string; operacion: string | null; moneda: string | null; cantidad: SqlBigint; monto: SqlNumeric }>(
      `WITH meses AS (
         SELECT to_char(d, 'YYYY-MM') AS mes
         FROM generate_series(date_trunc('month', CURRENT_DATE) - make_interval(months => $1 - 1), date_trunc('month', CURRENT_DATE), interval '1 month') AS d)
       SELECT m.mes, o.operacion, o.moneda, count(o.id) AS cantidad, coalesce(sum(o.monto_dinero), 0) AS monto
       FROM meses m
       LEFT JOIN operations o ON to_char(o.fecha_concretada, 'YYYY-MM') = m.mes ${cerradaPor ? 'AND o.cerrada_por = $2' : ''}
       GROUP BY m.mes, o.operacion, o.moneda
       ORDER BY m.mes, o.operacion, o.moneda`,
      cerradaPor ? [meses, cerradaPor] : [meses],
    );
    return rows.map((r) => ({ mes: r.mes, operacion: r.operacion ?? null, moneda: r.moneda ?? null, cantidad: Number(r.cantidad), monto: fromNumeric(r.monto) ?? 0 }));
  }

  /**
   * Reports: the operations linked to a property (for its days on the market), with the day each was closed; with
   * `cerradaPor`, that user's. One statement.
   */
  async linkedToProperties(cerradaPor?: string): Promise<{ propiedadId: string; operacion: string; fechaConcretada: string }[]> {
    const rows = await this.db.query<{ propiedad_id: string; operacion: string; fecha_concretada: string }>(
      `SELECT propiedad_id, operacion, fecha_concretada::text AS fecha_concretada FROM operations
       WHERE propiedad_id IS NOT NULL ${cerradaPor ? 'AND cerrada_por = $1' : ''}`,
      cerradaPor ? [cerradaPor] : [],
    );
    return rows.map((r) => ({ propiedadId: r.propiedad_id, operacion: r.operacion, fechaConcretada: r.fecha_concretada }));
  }
}
