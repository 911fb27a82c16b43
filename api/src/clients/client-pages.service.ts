// A client's private pages and their marks on the client's row: the 'Mi búsqueda' address (made and revoked by staff,
// its visits) and the e-mail alerts (the day of the last one, the one-click unsubscribe). The alerts and my-search
// modules write these only through here.
import { Inject, Injectable } from '@nestjs/common';
import { HOY_ARGENTINA_SQL } from '@inmo/contracts';
import { Db } from '../database/db.service.js';
import type { SqlTimestamp } from '../database/sql-types.js';
import type { Actor } from '../history/actor.js';
import { HistoryService } from '../history/history.service.js';
import { ClaimedQueue } from '../queue/claimed-queue.js';

/** A client due an alert, as the alerts' queue claims it. */
export type AlertClient = { id: string; nombre: string; mail: string | null; alertas_baja: string | null; busqueda_secreto: string | null; busqueda_revocada: boolean };

/** Who the history names for an unsubscribe from an alert's link. */
const BAJA_POR_ENLACE: Actor = { id: null, nombre: 'El cliente (enlace de baja del email)' };

@Injectable()
export class ClientPages {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(HistoryService) private readonly history: HistoryService,
  ) {}

  /**
   * The locked queue of the clients with alerts on and none sent today (Argentina's calendar) for whom `pending` (SQL
   * over the client's `id`, the caller's own condition) holds. A run holds the client's row until it commits.
   */
  alertQueue(pending: string): ClaimedQueue<AlertClient> {
    return new ClaimedQueue<AlertClient>(this.db, {
      table: 'clients',
      key: 'id',
      waiting: `${pending} AND alertas AND (alertas_dia IS NULL OR alertas_dia < ${HOY_ARGENTINA_SQL})`,
      columns: ['id', 'nombre', 'mail', 'alertas_baja', 'busqueda_secreto', 'busqueda_revocada'],
    });
  }

  /** An alert went out today, with these unsubscribe and 'Mi búsqueda' secrets (null: no page). */
  async alertSent(id: string, baja: string, busqueda: string | null): Promise<void> {
    await this.db.execute(`UPDATE clients SET alertas_dia = ${HOY_ARGENTINA_SQL}, alertas_baja = $2, busqueda_secreto = $3 WHERE id = $1`, [id, baja, busqueda]);
  }

  /**
   * The one-click unsubscribe: alerts off for the client of this secret, recorded in their history as done by them
   * from the e-mail's link; who it was, or null when it is no one's. Inside the caller's transaction.
   */
  async unsubscribe(baja: string): Promise<{ id: string; nombre: string } | null> {
    const row = await this.db.one<{ id: string; nombre: string; antes: boolean }>(
      `UPDATE clients c SET alertas = false FROM (SELECT id, alertas FROM clients WHERE alertas_baja = $1 FOR UPDATE) o
       WHERE c.id = o.id RETURNING c.id, c.nombre, o.alertas AS antes`,
      [baja],
    );
    if (!row) return null;
    if (row.antes) await this.history.record({ entidad: 'cliente', entidadId: row.id, accion: 'editar', actor: BAJA_POR_ENLACE, antes: { alertas: 'Sí' }, despues: { alertas: 'No' } });
    return { id: row.id, nombre: row.nombre };
  }

  /** Whether this unsubscribe secret is some client's (nothing changes). */
  async unsubscribeExists(baja: string): Promise<boolean> {
    return (await this.db.one(`SELECT 1 FROM clients WHERE alertas_baja = $1`, [baja])) !== null;
  }

  /** The 'Mi búsqueda' secret of the client, `nuevo` unless it has one, and the page no longer revoked; null: no client. */
  async searchSecret(clientId: string, nuevo: string): Promise<string | null> {
    const row = await this.db.one<{ busqueda_secreto: string }>(
      `UPDATE clients SET busqueda_secreto = coalesce(busqueda_secreto, $2), busqueda_revocada = false WHERE id = $1 RETURNING busqueda_secreto`,
      [clientId, nuevo],
    );
    return row?.busqueda_secreto ?? null;
  }

  /** The page's secret and visits are forgotten and the page marked revoked; false: no client. */
  async revokeSearch(clientId: string): Promise<boolean> {
    const row = await this.db.one<{ id: string }>(
      `UPDATE clients SET busqueda_secreto = NULL, busqueda_visto = NULL, busqueda_anterior = NULL, busqueda_revocada = true WHERE id = $1 RETURNING id`,
      [clientId],
    );
    return row !== null;
  }

  /** The client whose page has this secret, or null. */
  bySearchSecret(secreto: string): Promise<{ id: string; nombre: string } | null> {
    return this.db.one<{ id: string; nombre: string }>(`SELECT id, nombre FROM clients WHERE busqueda_secreto = $1`, [secreto]);
  }

  /**
   * A look at the page: a new visit when the last look was more than 30 minutes ago. When the visit before this one
   * began (null: none yet).
   */
  async searchVisited(clientId: string): Promise<SqlTimestamp | null> {
    const visit = await this.db.one<{ anterior: SqlTimestamp | null }>(
      `WITH nueva AS (SELECT busqueda_visto IS NULL OR busqueda_visto < now() - interval '30 minutes' AS si FROM clients WHERE id = $1)
       UPDATE clients SET busqueda_anterior = CASE WHEN (SELECT si FROM nueva) THEN busqueda_visto ELSE busqueda_anterior END,
                          busqueda_visto = CASE WHEN (SELECT si FROM nueva) THEN now() ELSE busqueda_visto END
       WHERE id = $1 RETURNING busqueda_anterior AS anterior`,
      [clientId],
    );
    return visit?.anterior ?? null;
  }
}
