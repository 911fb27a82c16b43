// The change history of properties, clients and operations (table change_history, migration ChangeHistory): each
// module's writes call record() inside their own transaction, with the record as stored before and after, so a
// write and its history are committed together or not at all, and a refused write leaves none.
import { Inject, Injectable } from '@nestjs/common';
import type { AccionHistorial, EntidadHistorial, EntradaHistorial } from '@inmo/contracts';
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
}

type HistoryRow = { fecha: SqlTimestamp; user_id: string | null; user_nombre: string; accion: AccionHistorial; cambios: unknown };

/** Newest first: enough for any record's life at this agency's pace; the panel shows them all. */
const MAX_ENTRIES = 500;

@Injectable()
export class HistoryService {
  constructor(@Inject(Db) private readonly db: Db) {}

  /**
   * Writes one entry, in the caller's transaction (refused outside one: a history written apart from its write
   * could outlive a rollback). An edit that changed nothing is not written.
   */
  async record(r: HistoryRecord): Promise<void> {
    if (!this.db.inTransaction) throw new Error('HistoryService.record must run inside the write\'s transaction');
    const cambios = r.accion === 'editar' || r.accion === 'crear' ? diffSnapshots(r.antes, r.despues, r.opts) : [];
    if (r.accion === 'editar' && cambios.length === 0) return;
    await this.db.execute(
      `INSERT INTO change_history (entidad, entidad_id, accion, user_id, user_nombre, cambios) VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
      [r.entidad, r.entidadId, r.accion, r.actor.id, r.actor.nombre, JSON.stringify(cambios)],
    );
  }

  /** A record's history, newest first. */
  async list(entidad: EntidadHistorial, id: string): Promise<EntradaHistorial[]> {
    const rows = await this.db.query<HistoryRow>(
      `SELECT fecha, user_id, user_nombre, accion, cambios FROM change_history WHERE entidad = $1 AND entidad_id = $2 ORDER BY fecha DESC, id DESC LIMIT ${MAX_ENTRIES}`,
      [entidad, id],
    );
    return rows.map((r) => {
      const cambios = typeof r.cambios === 'string' ? JSON.parse(r.cambios) : r.cambios;
      return {
        fecha: isoDateTime(r.fecha),
        usuario: r.user_id || r.user_nombre ? { _id: r.user_id ?? null, nombre: r.user_nombre } : null,
        accion: r.accion,
        cambios: Array.isArray(cambios) ? cambios : [],
      };
    });
  }
}
