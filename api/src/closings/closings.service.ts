// Closed months (table closed_months): close a month that has ended, reopen it with why (both in the month's history,
// entidad 'mes'), list them, and — for the modules that write money dated in a month (rental-accounts: payments,
// charges, voids, waived interest, owners' settlements; bank: a reconciled payment, through the payments) — refuse a
// write dated in a closed month. The check runs in the writer's transaction under a SHARE lock on closed_months,
// which a close or reopen (EXCLUSIVE) waits for and makes wait: a month cannot close between a write's check and its
// commit, and writers do not wait for each other.
import { Inject, Injectable } from '@nestjs/common';
import { ERROR_CODES, MENSAJES_CIERRE, formatPeriodo, mensajeMesCerrado, mensajeYaCerrado, type MesCerrado } from '@inmo/contracts';
import { ApiError } from '../common/api-error.js';
import { Db } from '../database/db.service.js';
import type { Actor } from '../history/actor.js';
import { HistoryService } from '../history/history.service.js';

type ClosedRow = { periodo: string; cerrado_en: Date | string; cerrado_por: string };

const COLS = `periodo, cerrado_en, cerrado_por`;
const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());
const mesCerradoOf = (r: ClosedRow): MesCerrado => ({ mes: r.periodo.trim(), cerradoEn: iso(r.cerrado_en), cerradoPor: r.cerrado_por });

@Injectable()
export class ClosingsService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(HistoryService) private readonly history: HistoryService,
  ) {}

  /** The closed months, the latest first. */
  async cerrados(): Promise<MesCerrado[]> {
    return (await this.db.query<ClosedRow>(`SELECT ${COLS} FROM closed_months ORDER BY periodo DESC`)).map(mesCerradoOf);
  }

  /**
   * Refuses (409 'El mes 11/2026 está cerrado', the earliest) a write dated in any of `meses` ('YYYY-MM') when one is
   * closed. Must run inside the write's transaction: the lock it takes holds closes off until that commits.
   */
  async asegurarAbiertos(meses: readonly string[]): Promise<void> {
    if (!this.db.inTransaction) throw new Error('ClosingsService.asegurarAbiertos must run inside the write\'s transaction');
    const unicos = [...new Set(meses)];
    if (unicos.length === 0) return;
    await this.db.execute(`LOCK TABLE closed_months IN SHARE MODE`);
    const cerrado = await this.db.one<{ periodo: string }>(`SELECT periodo FROM closed_months WHERE periodo = ANY($1::text[]) ORDER BY periodo LIMIT 1`, [unicos]);
    if (cerrado) throw new ApiError(409, mensajeMesCerrado(cerrado.periodo.trim()), ERROR_CODES.MONTH_CLOSED);
  }

  /** Closes a month that has ended; 409 when it is closed already. */
  async cerrar(mes: string, actor: Actor): Promise<MesCerrado> {
    return this.db.transaction(async () => {
      await this.db.execute(`LOCK TABLE closed_months IN EXCLUSIVE MODE`);
      const row = await this.db.one<ClosedRow>(`INSERT INTO closed_months (periodo, cerrado_por) VALUES ($1, $2) ON CONFLICT (periodo) DO NOTHING RETURNING ${COLS}`, [mes, actor.nombre]);
      if (!row) throw new ApiError(409, mensajeYaCerrado(mes), ERROR_CODES.MONTH_CLOSED);
      await this.history.record({ entidad: 'mes', entidadId: mes, accion: 'crear', actor, antes: null, despues: null, cambios: [{ campo: 'cerrado', antes: false, despues: true }] });
      return mesCerradoOf(row);
    });
  }

  /** Opens a closed month again, with why; 404 when it is not closed. */
  async reabrir(mes: string, motivo: string, actor: Actor): Promise<void> {
    await this.db.transaction(async () => {
      await this.db.execute(`LOCK TABLE closed_months IN EXCLUSIVE MODE`);
      const row = await this.db.one<{ periodo: string }>(`DELETE FROM closed_months WHERE periodo = $1 RETURNING periodo`, [mes]);
      if (!row) throw ApiError.notFound(`${MENSAJES_CIERRE.noCerrado}: ${formatPeriodo(mes)}`);
      await this.history.record({
        entidad: 'mes', entidadId: mes, accion: 'eliminar', actor, antes: null, despues: null,
        cambios: [{ campo: 'cerrado', antes: true, despues: false }, { campo: 'motivo', antes: null, despues: motivo }],
      });
    });
  }
}
