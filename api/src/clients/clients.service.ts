// The clients module's data: clients with their search preferences and offered-property entries (spec §3, §5 Client
// save) — tables clients, client_search_preferences, client_offered_properties. What other modules need of them
// (matching, operations, the seed) is at the end of the class. The properties an offered entry names are described
// and checked through PropertyLookups. One class on purpose: a client's row, preferences and offered entries are
// written together in one transaction (the row mapping is already apart, client-rows.ts).
import { Inject, Injectable } from '@nestjs/common';
import {
  ERROR_CODES, MENSAJES, esUuid, telefonoE164, type ClienteEditado, type NuevoCliente,
  type Cliente, MENSAJES_ASIGNACION,
  ALERTAS_SIN_MAIL,
} from '@inmo/contracts';
import { TeamService } from '../auth/team.service.js';
import { assigneeCondition, type AssigneeFilter } from '../common/assignment-filter.js';
import { ApiError } from '../common/api-error.js';
import { APP_CONFIG, DEFAULT_LIST_STREAM_BATCH, type AppConfig } from '../config/config.js';
import { Db, placeholders } from '../database/db.service.js';
import { keysetBatches, mapBatches, type KeysetColumn } from '../database/keyset.js';
import type { Actor } from '../history/actor.js';
import { HistoryService } from '../history/history.service.js';
import type { SqlBigint } from '../database/sql-types.js';
import { searchCondition, type SearchTarget } from '../database/text-search.js';
import { PropertiesService } from '../properties/properties.service.js';
import { OWNS_A_PROPERTY, PropertyLookups } from '../properties/property-lookups.service.js';
import { conDniUnico, rechazarDniTomado } from './client-dni.js';
import { CLIENT_COLS, PREF_COLS, toCliente, type ClientRow, type OfferedRow, type PreferenceRow } from './client-rows.js';
import { clientSnapshot } from './client-snapshot.js';

/** What `q` searches, every word: the name, surname, DNI, phone and e-mail (migration FullTextSearch). */
export const CLIENT_SEARCH: SearchTarget = { texts: ['c.busqueda_texto'] };

/** The list's order (newest first, then the id), column by column for keyset reads (index idx_clients_lista). */
const CLIENT_ORDER: readonly KeysetColumn[] = [
  { sql: 'c.created_at', desc: true, type: 'timestamptz' },
  { sql: 'c.id', desc: false, type: 'uuid' },
];

/** The list's filters: q (name, surname, DNI), rol, asignadoA (a user's id; null: nobody's). */
export interface ClientFilters {
  q?: string;
  rol?: 'oferente' | 'receptor';
  asignadoA?: AssigneeFilter;
}

@Injectable()
export class ClientsService {
  /** Rows per statement of the streamed list. */
  private readonly batch: number;

  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(PropertyLookups) private readonly properties: PropertyLookups,
    @Inject(PropertiesService) private readonly listings: PropertiesService,
    @Inject(HistoryService) private readonly history: HistoryService,
    @Inject(TeamService) private readonly team: TeamService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.batch = config.listStreamBatch ?? DEFAULT_LIST_STREAM_BATCH;
  }

  /** The conditions of the list's filters (q, rol, asignadoA) over clients `c`, their parameters from $1. */
  private filters(opts: ClientFilters): { where: string[]; params: unknown[] } {
    const { params, add } = placeholders();
    const where: string[] = [];
    const search = searchCondition(opts.q, CLIENT_SEARCH, add);
    if (search) where.push(search);
    // An offeror offers a property in its own list or is the Cliente dueño of one.
    if (opts.rol === 'oferente') where.push(`(EXISTS (SELECT 1 FROM client_offered_properties o WHERE o.client_id = c.id) OR ${OWNS_A_PROPERTY('c.id')})`);
    if (opts.rol === 'receptor') where.push(`EXISTS (SELECT 1 FROM client_search_preferences s WHERE s.client_id = c.id)`);
    const asignado = assigneeCondition('c.asignado_a', opts.asignadoA, params);
    if (asignado) where.push(asignado);
    return { where, params };
  }

  /**
   * Lists clients (newest first) with their preferences and offered entries: the page and its total (at once), the
   * preferences, the offered entries, and the properties they name when they name any.
   * q searches name, surname and DNI; rol keeps offerors (offered entries) or receivers (preferences); asignadoA
   * keeps one user's clients (null: nobody's).
   */
  async list(opts: ClientFilters & { limit?: number; offset?: number }): Promise<{ items: Cliente[]; total: number }> {
    const { where, params } = this.filters(opts);
    const filterParams = params.length;
    let lim = '';
    if (opts.limit !== undefined) {
      params.push(opts.limit);
      lim = `LIMIT $${params.length}`;
    }
    if (opts.offset) {
      params.push(opts.offset);
      lim += ` OFFSET $${params.length}`;
    }
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    // The page's ids walk the ordering index (idx_clients_lista) and stop; only they are read whole. (A window count
    // over the select read every client whole for every page: 25 ms at 20,000.) The total is its own statement.
    const [clients, total] = await Promise.all([
      this.db.query<ClientRow>(
        `SELECT ${CLIENT_COLS} FROM clients c WHERE c.id IN (SELECT c.id FROM clients c ${whereSql} ORDER BY c.created_at DESC, c.id ${lim}) ORDER BY c.created_at DESC, c.id`,
        params,
      ),
      this.db.one<{ n: SqlBigint }>(`SELECT count(*) AS n FROM clients c ${whereSql}`, params.slice(0, filterParams)).then((c) => Number(c?.n ?? 0)),
    ]);
    return { items: await this.withChildren(clients), total };
  }

  /**
   * The unpaged list (spec §7: the clients screen's GET /admin/clientes without page), streamed: the same filters
   * and order as list(), `limit` clients at most, read in keyset batches (created_at never changes, so each client
   * comes once), each batch with its children (database/keyset.ts, common/json-stream.ts).
   */
  async *stream(opts: ClientFilters & { limit?: number }): AsyncGenerator<Cliente[]> {
    const { where, params } = this.filters(opts);
    const q = { select: CLIENT_COLS, from: 'clients c', where, params, orderBy: 'c.created_at DESC, c.id', cols: CLIENT_ORDER };
    yield* mapBatches(keysetBatches<ClientRow>(this.db, q, this.batch, { max: opts.limit }), (rows) => this.withChildren(rows));
  }

  private async withChildren(clients: ClientRow[]): Promise<Cliente[]> {
    if (clients.length === 0) return [];
    const ids = clients.map((c) => c.id);
    const prefs = await this.db.query<PreferenceRow>(
      `SELECT ${PREF_COLS} FROM client_search_preferences WHERE client_id = ANY($1::uuid[]) ORDER BY orden, created_at`,
      [ids],
    );
    const offered = await this.db.query<OfferedRow>(
      `SELECT id, client_id, propiedad, propiedad_id, descripcion, activa
       FROM client_offered_properties WHERE client_id = ANY($1::uuid[]) ORDER BY orden, created_at`,
      [ids],
    );
    const owned = await this.properties.ownedBy(ids);
    // An entry shows its property's type, operation, price, address and state while the property is not deleted.
    const propertyIds = [...new Set([...offered.map((o) => o.propiedad_id).filter((id): id is string => id !== null), ...owned.map((p) => p.id)])];
    const described = new Map((await this.properties.summaries(propertyIds)).filter((p) => !p.eliminada).map((p) => [p.id, p]));
    const team = await this.team.refs(clients.map((c) => c.asignado_a));
    return clients.map((c) =>
      toCliente(c, prefs.filter((p) => p.client_id === c.id), offered.filter((o) => o.client_id === c.id), owned.filter((p) => p.clienteId === c.id), described, team),
    );
  }

  async get(id: string): Promise<Cliente> {
    if (!esUuid(id)) throw ApiError.notFound(MENSAJES.clienteNoEncontrado, ERROR_CODES.CLIENT_NOT_FOUND);
    const rows = await this.db.query<ClientRow>(`SELECT ${CLIENT_COLS} FROM clients c WHERE c.id = $1`, [id]);
    if (rows.length === 0) throw ApiError.notFound(MENSAJES.clienteNoEncontrado, ERROR_CODES.CLIENT_NOT_FOUND);
    return (await this.withChildren(rows))[0]!;
  }

  async create(c: NuevoCliente, actor: Actor): Promise<Cliente> {
    if (c.asignadoA && !(await this.team.exists(c.asignadoA))) throw ApiError.validation({ asignadoA: MENSAJES_ASIGNACION.usuarioInexistente });
    if (c.alertas && !c.mail) throw ApiError.validation({ alertas: ALERTAS_SIN_MAIL });
    return conDniUnico(this.db, c.dni, null, () =>
      this.db.transaction(async () => {
        await rechazarDniTomado(this.db, c.dni, null);
        const row = await this.db.one<{ id: string }>(
          `INSERT INTO clients (nombre, apellido, dni, mail, telefono, telefono_e164, profesion, asignado_a, alertas, cuit, condicion_iva)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
          [c.nombre, c.apellido, c.dni, c.mail, c.telefono, telefonoE164(c.telefono), c.profesion, c.asignadoA ?? null, c.alertas, c.cuit, c.condicionIva],
        );
        await this.insertPreferences(row!.id, c.preferenciasBusqueda, new Map());
        const created = await this.get(row!.id);
        await this.history.record({ entidad: 'cliente', entidadId: created._id, accion: 'crear', actor, antes: null, despues: clientSnapshot(created) });
        return created;
      }),
    );
  }

  /** A client's preferences in their order; `alta` keeps the stored high-priority flag of those sent back by _id. */
  private async insertPreferences(id: string, prefs: NuevoCliente['preferenciasBusqueda'], alta: Map<string, boolean>): Promise<void> {
    for (const [k, p] of prefs.entries()) {
      await this.db.execute(
        `INSERT INTO client_search_preferences (client_id, tipo_propiedad, tipo_operacion, presupuesto, moneda, descripcion, activa, financiacion, fecha_creacion_preferencia, alta_prioridad, orden,
           localidades, dormitorios_min, superficie_min, superficie_max)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, coalesce($9::timestamptz, now()), $10, $11, $12::text[], $13, $14, $15)`,
        [
          id, p.tipoPropiedad, p.tipoOperacion, p.presupuesto, p.moneda, p.descripcion, p.activa, p.financiacion, p.fechaCreacionPreferencia, (p._id && alta.get(p._id)) ?? false, k,
          p.localidades, p.dormitoriosMin, p.superficieMin, p.superficieMax,
        ],
      );
    }
  }

  /**
   * Saves a client with its lists (spec §5 Client save): preferences lacking type or operation and offered entries
   * with a blank name are dropped (contracts' editarClienteLimpioSchema, at the controller); lists are replaced in one transaction. With
   * `version`, a stale one → 409.
   */
  async update(id: string, c: ClienteEditado, actor: Actor): Promise<Cliente> {
    if (!esUuid(id)) throw ApiError.notFound(MENSAJES.clienteNoEncontrado, ERROR_CODES.CLIENT_NOT_FOUND);
    const prefs = c.preferenciasBusqueda;
    const offered = c.oferente;
    const propIds = offered.map((o) => o.propiedadId).filter((x): x is string => !!x);
    // asignadoA: absent keeps the assignee, null unassigns; it must name a member of staff.
    if (c.asignadoA && !(await this.team.exists(c.asignadoA))) throw ApiError.validation({ asignadoA: MENSAJES_ASIGNACION.usuarioInexistente });
    if (c.alertas === true && !c.mail) throw ApiError.validation({ alertas: ALERTAS_SIN_MAIL });
    return conDniUnico(this.db, c.dni, id, () => this.db.transaction(async () => {
      // A DNI is checked when it changes: a client that shares one from before the rule (dni_repetido, see the
      // migration PhonesAndClientDni) can still be edited; changing its DNI puts it under the rule.
      // The row is held until the save commits, so the history's "before" is what this save replaced.
      const stored = await this.db.one<{ dni: string }>(`SELECT dni FROM clients WHERE id = $1 FOR UPDATE`, [id]);
      const before = stored ? await this.get(id) : null;
      if (stored && stored.dni !== c.dni) await rechazarDniTomado(this.db, c.dni, id);
      if (propIds.length > 0) {
        // Soft-deleted properties count as existing: the Papelera can restore them.
        const found = await this.properties.summaries(propIds);
        if (found.length !== new Set(propIds).size) throw ApiError.validation({ oferente: 'Alguna de las propiedades ofrecidas no existe' });
      }
      const params: unknown[] = [c.nombre, c.apellido, c.dni, c.mail, c.telefono, c.profesion, id, telefonoE164(c.telefono)];
      let cond = 'id = $7';
      if (c.version !== undefined && c.version !== null) {
        params.push(c.version);
        cond += ' AND version = $9';
      }
      const updated = await this.db.query<{ id: string }>(
        `UPDATE clients SET nombre = $1, apellido = $2, dni = $3::varchar, mail = $4, telefono = $5, telefono_e164 = $8, profesion = $6,
           dni_repetido = dni_repetido AND dni = $3::varchar, version = version + 1, updated_at = now()
         WHERE ${cond} RETURNING id`,
        params,
      );
      if (updated.length === 0) {
        const exists = await this.db.one<{ id: string }>(`SELECT id FROM clients WHERE id = $1`, [id]);
        if (!exists) throw ApiError.notFound(MENSAJES.clienteNoEncontrado, ERROR_CODES.CLIENT_NOT_FOUND);
        throw new ApiError(409, MENSAJES.conflictoCliente, ERROR_CODES.CLIENT_VERSION_CONFLICT);
      }
      if (c.asignadoA !== undefined) await this.db.execute(`UPDATE clients SET asignado_a = $2 WHERE id = $1`, [id, c.asignadoA]);
      // The invoicing data: absent keeps what is stored (a CUIT sent as null or '' is cleared).
      await this.db.execute(`UPDATE clients SET cuit = CASE WHEN $2 THEN $3 ELSE cuit END, condicion_iva = coalesce($4, condicion_iva) WHERE id = $1`, [id, c.cuit !== undefined, c.cuit ?? null, c.condicionIva ?? null]);
      // Alerts go to the e-mail: a client left without one gets none.
      if (typeof c.alertas === 'boolean' || !c.mail) await this.db.execute(`UPDATE clients SET alertas = $2 WHERE id = $1`, [id, c.mail ? c.alertas : false]);
      // altaPrioridad is read only: keep the stored flag of a preference sent back with its _id.
      const old = await this.db.query<{ id: string; alta_prioridad: boolean }>(`SELECT id, alta_prioridad FROM client_search_preferences WHERE client_id = $1`, [id]);
      const alta = new Map(old.map((r) => [r.id, !!r.alta_prioridad]));
      await this.db.execute(`DELETE FROM client_search_preferences WHERE client_id = $1`, [id]);
      await this.db.execute(`DELETE FROM client_offered_properties WHERE client_id = $1`, [id]);
      await this.insertPreferences(id, prefs, alta);
      for (const [k, o] of offered.entries()) {
        await this.db.execute(
          `INSERT INTO client_offered_properties (client_id, propiedad, propiedad_id, descripcion, activa, orden) VALUES ($1, $2, $3, $4, $5, $6)`,
          [id, o.propiedad, o.propiedadId, o.descripcion, o.activa, k],
        );
      }
      // A property offered here that has no owner yet gets this client as its Cliente dueño (in its own Historial).
      const added = propIds.filter((p) => !before?.oferente.some((o) => o.propiedadId === p));
      if (added.length > 0) await this.listings.claimOwner(added, id, actor);
      const after = await this.get(id);
      await this.history.record({ entidad: 'cliente', entidadId: id, accion: 'editar', actor, antes: before && clientSnapshot(before), despues: clientSnapshot(after) });
      return after;
    }));
  }

  // --- the seed's demo rows ---

  /** The seed's demo clients: one created `diasAtras` days ago (so the demo list has an order); answers its id. */
  async importClient(c: { nombre: string; apellido: string; dni: string; mail: string | null; telefono: string; profesion: string | null; diasAtras: number }): Promise<string> {
    const row = await this.db.one<{ id: string }>(
      `INSERT INTO clients (nombre, apellido, dni, mail, telefono, telefono_e164, profesion, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $8, $6, now() - make_interval(days => $7), now() - make_interval(days => $7)) RETURNING id`,
      [c.nombre, c.apellido, c.dni, c.mail, c.telefono, c.profesion, c.diasAtras, telefonoE164(c.telefono)],
    );
    return row!.id;
  }

  /** The seed's demo preferences, as staff would have flagged them (altaPrioridad) `diasAtras` days ago. */
  async importPreference(p: {
    clientId: string; tipoPropiedad: string; tipoOperacion: string; presupuesto: number | null; moneda: string; descripcion: string;
    altaPrioridad: boolean; orden: number; diasAtras: number;
  }): Promise<void> {
    await this.db.execute(
      `INSERT INTO client_search_preferences (client_id, tipo_propiedad, tipo_operacion, presupuesto, moneda, descripcion, alta_prioridad, orden, fecha_creacion_preferencia)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() - make_interval(days => $9))`,
      [p.clientId, p.tipoPropiedad, p.tipoOperacion, p.presupuesto, p.moneda, p.descripcion, p.altaPrioridad, p.orden, p.diasAtras],
    );
  }

  /** The seed's demo offered-property entries (active). */
  async importOffered(o: { clientId: string; propiedad: string; propiedadId: string; descripcion: string; orden: number }): Promise<void> {
    await this.db.execute(
      `INSERT INTO client_offered_properties (client_id, propiedad, propiedad_id, descripcion, activa, orden) VALUES ($1, $2, $3, $4, true, $5)`,
      [o.clientId, o.propiedad, o.propiedadId, o.descripcion, o.orden],
    );
  }
}
