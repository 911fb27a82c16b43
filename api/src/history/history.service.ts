// The change history of records and index series (table change_history, migration ChangeHistory): each
// module's writes call record() inside their own transaction, with the record as stored before and after, so a
// write and its history are committed together or not at all, and a refused write leaves none.
// A field that holds another record's id (a property's Cliente dueño) is read back as that record's name: the module
// that owns the record registers how to name its ids (registerNames), so no Historial line shows a raw id.
import { Inject, Injectable } from '@nestjs/common';
import type { AccionHistorial, Cambio, EntidadHistorial, EntradaHistorial } from '@inmo/contracts';
import { esUuid } from '@inmo/contracts';
import { Db } from '../database/db.service.js';
import type { SqlTimestamp } from '../database/sql-types.js';
import { isoDateTime } from '../common/parse.js';
import type { Actor } from './actor.js';
import { diffSnapshots, type DiffOptions, type Snapshot } from './diff.js';

export type { Snapshot };

export interface HistoryRecord {
  entidad: EntidadHistorial;
  entidadId: string;
  accion: AccionHistorial;
  actor: Actor;
  /** The record as stored before the write (null for a creation) and after it. */
  antes: Snapshot | null;
  despues: Snapshot | null;
  opts?: DiffOptions;
  /** The changes as the caller states them (a deleted index value: its date and value), instead of a diff. */
  cambios?: Cambio[];
}

type HistoryRow = { fecha: SqlTimestamp; user_id: string | null; user_nombre: string; accion: AccionHistorial; cambios: unknown };

/** Newest first: enough for any record's life at this agency's pace; the panel shows them all. */
const MAX_ENTRIES = 500;

/** Names of some ids (those that exist); an id it does not name reads as `ausente`. */
export interface NameResolver {
  names(ids: readonly string[]): Promise<Map<string, string>>;
  ausente: string;
}

/**
 * True when the user `userParam` created the entity `idExpr` (its 'crear' line), inside the caller's statement: who
 * made a listing may edit it.
 */
export const createdBySql = (entidad: EntidadHistorial, idExpr: string, userParam: string): string =>
  `EXISTS (SELECT 1 FROM change_history h WHERE h.user_id = ${userParam} AND h.entidad = '${entidad}' AND h.accion = 'crear' AND h.entidad_id = ${idExpr}::text)`;

@Injectable()
export class HistoryService {
  /** '<entidad>.<campo>' → how to name the ids that field holds. */
  private readonly resolvers = new Map<string, NameResolver>();

  constructor(@Inject(Db) private readonly db: Db) {}

  /** The owner of some records says how its ids read in the history of `entidad`'s `campo`. */
  registerNames(entidad: EntidadHistorial, campo: string, resolver: NameResolver): void {
    this.resolvers.set(`${entidad}.${campo}`, resolver);
  }

  /**
   * Writes one entry, in the caller's transaction (refused outside one: a history written apart from its write
   * could outlive a rollback). An edit that changed nothing is not written.
   */
  async record(r: HistoryRecord): Promise<void> {
    if (!this.db.inTransaction) throw new Error('HistoryService.record must run inside the write\'s transaction');
    const cambios = r.cambios ?? (r.accion === 'editar' || r.accion === 'crear' ? diffSnapshots(r.antes, r.despues, r.opts) : []);
    if (r.accion === 'editar' && cambios.length === 0) return;
    await this.db.execute(
      `INSERT INTO change_history (entidad, entidad_id, accion, user_id, user_nombre, cambios) VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
      [r.entidad, r.entidadId, r.accion, r.actor.id, r.actor.nombre, JSON.stringify(cambios)],
    );
  }

  /**
   * One statement that makes a batch of writes and their history together: `write` (an UPDATE … RETURNING id of the
   * caller's own table, its parameters $1…$n in `params`) runs as a CTE, and each row it returns gets the entry
   * `cambios`. Answers the ids written. Atomic by itself, in a transaction or not.
   */
  async recordEach(r: { entidad: EntidadHistorial; accion: AccionHistorial; actor: Actor; cambios: Cambio[]; write: string; params: unknown[] }): Promise<string[]> {
    const n = r.params.length;
    const rows = await this.db.query<{ entidad_id: string }>(
      `WITH w AS (${r.write}) INSERT INTO change_history (entidad, entidad_id, accion, user_id, user_nombre, cambios)
       SELECT $${n + 1}, w.id, $${n + 2}, $${n + 3}::uuid, $${n + 4}, $${n + 5}::jsonb FROM w RETURNING entidad_id`,
      [...r.params, r.entidad, r.accion, r.actor.id, r.actor.nombre, JSON.stringify(r.cambios)],
    );
    return rows.map((x) => x.entidad_id);
  }

  /** A record's history, newest first. */
  async list(entidad: EntidadHistorial, id: string): Promise<EntradaHistorial[]> {
    const rows = await this.db.query<HistoryRow>(
      `SELECT fecha, user_id, user_nombre, accion, cambios FROM change_history WHERE entidad = $1 AND entidad_id = $2 ORDER BY fecha DESC, id DESC LIMIT ${MAX_ENTRIES}`,
      [entidad, id],
    );
    const entries = rows.map((r): EntradaHistorial => {
      const cambios = typeof r.cambios === 'string' ? JSON.parse(r.cambios) : r.cambios;
      return {
        fecha: isoDateTime(r.fecha),
        usuario: r.user_id || r.user_nombre ? { _id: r.user_id ?? null, nombre: r.user_nombre } : null,
        accion: r.accion,
        cambios: Array.isArray(cambios) ? cambios : [],
      };
    });
    return this.withNames(entidad, entries);
  }

  /** Ids in the fields that hold them (registerNames) replaced by their names: one lookup per such field. */
  private async withNames(entidad: EntidadHistorial, entries: EntradaHistorial[]): Promise<EntradaHistorial[]> {
    const byField = new Map<string, Set<string>>();
    for (const e of entries) {
      for (const c of e.cambios) {
        if (!this.resolvers.has(`${entidad}.${c.campo}`)) continue;
        const ids = byField.get(c.campo) ?? new Set<string>();
        for (const v of [c.antes, c.despues]) if (typeof v === 'string' && esUuid(v)) ids.add(v);
        byField.set(c.campo, ids);
      }
    }
    if (byField.size === 0) return entries;
    const named = new Map<string, { names: Map<string, string>; ausente: string }>();
    for (const [campo, ids] of byField) {
      const resolver = this.resolvers.get(`${entidad}.${campo}`)!;
      named.set(campo, { names: ids.size ? await resolver.names([...ids]) : new Map(), ausente: resolver.ausente });
    }
    const name = (campo: string, v: unknown) => {
      const n = named.get(campo);
      return n && typeof v === 'string' && esUuid(v) ? (n.names.get(v) ?? n.ausente) : v;
    };
    return entries.map((e) => ({ ...e, cambios: e.cambios.map((c) => (named.has(c.campo) ? { ...c, antes: name(c.campo, c.antes), despues: name(c.campo, c.despues) } : c)) }));
  }
}
