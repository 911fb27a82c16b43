// The published index series (table index_values): staff load them as published (PUT upserts by date; monthly series
// on each month's first day) and the schedules read them. Values are exact numerics, read back as decimal texts.
import { Inject, Injectable } from '@nestjs/common';
import { INDICES_MENSUALES, INDICES_PUBLICADOS, MENSAJES_CONTRATO, leerCargarIndice, type IndiceAjuste, type IndicePublicado, type IndiceResponse } from '@inmo/contracts';
import { ApiError, assertValid } from '../common/api-error.js';
import { Db } from '../database/db.service.js';

type Valor = { fecha: string; valor: string };
/** Without desde/hasta, a GET answers this many of the latest values. */
const LATEST = 60;

@Injectable()
export class IndicesService {
  constructor(@Inject(Db) private readonly db: Db) {}

  private indiceOf(raw: string): IndicePublicado {
    const i = INDICES_PUBLICADOS.find((x) => x === raw.toUpperCase());
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

  /** Adds or replaces values by date (the last of a date given twice wins); monthly series only on first days. */
  async load(raw: string, body: unknown): Promise<IndiceResponse['data']> {
    const indice = this.indiceOf(raw);
    const r = leerCargarIndice(body);
    if (!r.ok) throw ApiError.validation(r.errores);
    const errors: Record<string, string> = {};
    if (INDICES_MENSUALES.includes(indice)) {
      r.datos.valores.forEach((v, i) => {
        if (!v.fecha.endsWith('-01') && !(`valores.${i}.fecha` in errors) && Object.keys(errors).length < 20) errors[`valores.${i}.fecha`] = MENSAJES_CONTRATO.indiceMensual;
      });
    }
    assertValid(errors);
    const byDate = new Map(r.datos.valores.map((v) => [v.fecha, v.valor]));
    await this.db.execute(
      `INSERT INTO index_values (indice, fecha, valor)
       SELECT $1, t.f, t.v::numeric FROM unnest($2::date[], $3::text[]) AS t(f, v)
       ON CONFLICT (indice, fecha) DO UPDATE SET valor = EXCLUDED.valor, updated_at = now()`,
      [indice, [...byDate.keys()], [...byDate.values()]],
    );
    return { indice, valores: [], ultimo: await this.latest(indice), cargados: byDate.size };
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
