// The published index series (table index_values): admins load them as published (PUT upserts by date; monthly series
// on each month's first day; no date after Argentina's today) or delete one value, and the schedules read them. Values
// are exact numerics, read back as decimal texts. Every load and deletion is a line of the index's history (entity
// 'indice', id its name), in the write's own transaction: who, when, and each date's value before → after.
import { Inject, Injectable } from '@nestjs/common';
import {
  diaUTC, INDICES_MENSUALES, MENSAJES_CONTRATO, MENSAJES_INDICES, hoyArgentina, indicePublicado,
  type CargarIndice, type IndiceAjuste, type IndicePublicado, type IndiceResponse,
} from '@inmo/contracts';
import { ApiError, assertValid } from '../common/api-error.js';
import { Db } from '../database/db.service.js';
import type { Actor } from '../history/actor.js';
import { HistoryService } from '../history/history.service.js';
import { ContractChanges } from './contract-changes.service.js';

type Valor = { fecha: string; valor: string };
/** Without desde/hasta, a GET answers this many of the latest values. */
const LATEST = 60;

@Injectable()
export class IndicesService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(HistoryService) private readonly history: HistoryService,
    @Inject(ContractChanges) private readonly changes: ContractChanges,
  ) {}

  private indiceOf(raw: string): IndicePublicado {
    const i = indicePublicado(raw);
    if (!i) throw ApiError.validation({ indice: MENSAJES_CONTRATO.indiceInvalido });
    return i;
  }

  private async latest(indice: IndicePublicado): Promise<Valor | null> {
    return this.db.one<Valor>(`SELECT fecha::text AS fecha, valor::text AS valor FROM index_values WHERE indice = $1 ORDER BY fecha DESC LIMIT 1`, [indice]);
  }

  async read(raw: string, desde?: string, hasta?: string): Promise<IndiceResponse['data']> {
    const indice = this.indiceOf(raw);
    const valores = desde || hasta
      ? await this.db.query<Valor>(
        `SELECT fecha::text AS fecha, valor::text AS valor FROM index_values WHERE indice = $1 AND fecha >= coalesce($2::date, '-infinity') AND fecha <= coalesce($3::date, 'infinity') ORDER BY fecha LIMIT 20000`,
        [indice, desde ?? null, hasta ?? null],
      )
      : (await this.db.query<Valor>(`SELECT fecha::text AS fecha, valor::text AS valor FROM index_values WHERE indice = $1 ORDER BY fecha DESC LIMIT ${LATEST}`, [indice])).reverse();
    return { indice, valores, ultimo: await this.latest(indice) };
  }

  /**
   * Adds or replaces values by date (the last of a date given twice wins); monthly series only on first days; no date
   * after today. The history line lists each date whose value changed (before → after; a new date's before is none).
   */
  async load(raw: string, body: CargarIndice, actor: Actor): Promise<IndiceResponse['data']> {
    const indice = this.indiceOf(raw);
    const errors: Record<string, string> = {};
    const hoy = hoyArgentina();
    const mensual = INDICES_MENSUALES.includes(indice);
    body.valores.forEach((v, i) => {
      const campo = `valores.${i}.fecha`;
      if (Object.keys(errors).length >= 20 || campo in errors) return;
      if (v.fecha > hoy) errors[campo] = MENSAJES_INDICES.fechaFutura(i + 1, v.fecha);
      else if (mensual && !v.fecha.endsWith('-01')) errors[campo] = MENSAJES_CONTRATO.indiceMensual;
    });
    assertValid(errors);
    const byDate = new Map(body.valores.map((v) => [v.fecha, v.valor]));
    const fechas = [...byDate.keys()];
    return this.db.transaction(async () => {
      // One writer per index at a time: the history's 'before' is what this load replaced.
      await this.db.execute(`SELECT pg_advisory_xact_lock(hashtext('index_values:' || $1))`, [indice]);
      const before = await this.db.query<Valor>(
        `SELECT fecha::text AS fecha, valor::text AS valor FROM index_values WHERE indice = $1 AND fecha = ANY($2::date[])`,
        [indice, fechas],
      );
      const after = await this.db.query<Valor>(
        `INSERT INTO index_values (indice, fecha, valor)
         SELECT $1, t.f, t.v::numeric FROM unnest($2::date[], $3::text[]) AS t(f, v)
         ON CONFLICT (indice, fecha) DO UPDATE SET valor = EXCLUDED.valor, updated_at = now()
         RETURNING fecha::text AS fecha, valor::text AS valor`,
        [indice, fechas, [...byDate.values()]],
      );
      const antes = Object.fromEntries(before.map((v) => [v.fecha, v.valor]));
      const despues = Object.fromEntries(after.map((v) => [v.fecha, v.valor]));
      await this.history.record({ entidad: 'indice', entidadId: indice, accion: 'editar', actor, antes, despues });
      await this.changes.indexValues(indice, fechas);
      return { indice, valores: [], ultimo: await this.latest(indice), cargados: byDate.size };
    });
  }

  /** Deletes one value (404 when none is loaded that day); the cuotas that read it are 'falta índice' until reloaded. */
  async remove(raw: string, fecha: string, actor: Actor): Promise<IndiceResponse['data']> {
    const indice = this.indiceOf(raw);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(fecha) || Number.isNaN(Date.parse(`${fecha}T00:00:00Z`)) || diaUTC(new Date(`${fecha}T00:00:00Z`)) !== fecha) {
      throw ApiError.validation({ fecha: MENSAJES_INDICES.fechaInvalida });
    }
    return this.db.transaction(async () => {
      await this.db.execute(`SELECT pg_advisory_xact_lock(hashtext('index_values:' || $1))`, [indice]);
      const gone = await this.db.one<Valor>(`DELETE FROM index_values WHERE indice = $1 AND fecha = $2 RETURNING fecha::text AS fecha, valor::text AS valor`, [indice, fecha]);
      if (!gone) throw ApiError.notFound(MENSAJES_INDICES.valorNoCargado(indice, fecha));
      await this.history.record({ entidad: 'indice', entidadId: indice, accion: 'eliminar', actor, antes: null, despues: null, cambios: [{ campo: gone.fecha, antes: gone.valor, despues: null }] });
      await this.changes.indexValues(indice, [gone.fecha]);
      return { indice, valores: [], ultimo: await this.latest(indice) };
    });
  }

  /** The values of these (index, date) pairs that are loaded: index → date → value. One statement. */
  async lookup(pairs: readonly { indice: IndiceAjuste; fecha: string }[]): Promise<Map<string, Map<string, string>>> {
    const out = new Map<string, Map<string, string>>();
    if (pairs.length === 0) return out;
    const rows = await this.db.query<{ indice: string; fecha: string; valor: string }>(
      `SELECT v.indice, v.fecha::text AS fecha, v.valor::text AS valor FROM index_values v
       JOIN (SELECT DISTINCT * FROM unnest($1::text[], $2::date[]) AS t(indice, fecha)) w ON w.indice = v.indice AND w.fecha = v.fecha`,
      [pairs.map((p) => p.indice), pairs.map((p) => p.fecha)],
    );
    for (const r of rows) {
      if (!out.has(r.indice)) out.set(r.indice, new Map());
      out.get(r.indice)!.set(r.fecha, r.valor);
    }
    return out;
  }
}
