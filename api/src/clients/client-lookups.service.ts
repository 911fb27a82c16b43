// What other modules ask of clients and their search preferences (STYLE.md "Modules own their data"): matching
// (a client's active preferences, the clients a property interests), operations (the parties' names) and metrics
// (a user's assigned clients). One
// statement each. The client's own life (list, detail, create, save with its lists) is ClientsService.
import { Inject, Injectable } from '@nestjs/common';
import type { InteresadosPropiedadResponse, PreferenciaCoincidencia } from '@inmo/contracts';
import { fromNumeric, isoDateTime } from '../common/parse.js';
import { Db } from '../database/db.service.js';
import type { SqlBigint, SqlNumeric, SqlTimestamp } from '../database/sql-types.js';
import { folded } from '../database/text-search.js';

/** A preference's fields as the matching calls answer them (columns of client_search_preferences, some aliased). */
type MatchPreferenceRow = {
  pref_id: string;
  tipo_propiedad: string;
  tipo_operacion: string;
  presupuesto: SqlNumeric | null;
  moneda: string;
  descripcion: string;
  alta_prioridad: boolean;
  localidades: string[];
  dormitorios_min: number | null;
  superficie_min: SqlNumeric | null;
  superficie_max: SqlNumeric | null;
};

function toPreferenciaCoincidencia(r: MatchPreferenceRow): PreferenciaCoincidencia {
  return {
    _id: r.pref_id,
    tipoPropiedad: r.tipo_propiedad,
    tipoOperacion: r.tipo_operacion,
    presupuesto: fromNumeric(r.presupuesto),
    moneda: r.moneda,
    descripcion: r.descripcion ?? '',
    localidades: r.localidades ?? [],
    dormitoriosMin: r.dormitorios_min ?? null,
    superficieMin: fromNumeric(r.superficie_min),
    superficieMax: fromNumeric(r.superficie_max),
    altaPrioridad: !!r.alta_prioridad,
  };
}

/** Which active preferences a property fits (ClientLookups.interestedIn). */
export interface PreferenceFitCriterion {
  /** The preference types that look for the property's tipo. */
  tiposPropiedad: readonly string[];
  /** The preference operations that look for the property's operation. */
  tiposOperacion: readonly string[];
  /** The property's price: a budget-less preference fits any; one with a budget, a price in its currency at most margenPct above it. */
  precio: { monto: number | null; moneda: string };
  margenPct: number;
  /** The property's town: a preference naming towns fits when one of them is it (accents and case aside). */
  localidad: string;
  /** The property's bedrooms and surface (covered, else total): a preference asking for them fits only stated ones in range. */
  dormitorios: number | null;
  superficie: number | null;
}

export type Interesado = InteresadosPropiedadResponse['data']['interesados'][number];

@Injectable()
export class ClientLookups {
  constructor(@Inject(Db) private readonly db: Db) {}

  /** Matching: a client's active preferences in the client's order; null when there is no such client. One statement. */
  async activePreferences(clientId: string): Promise<PreferenciaCoincidencia[] | null> {
    const rows = await this.db.query<{ client_id: string } & { [K in keyof MatchPreferenceRow]: MatchPreferenceRow[K] | null }>(
      `SELECT c.id AS client_id, pref.id AS pref_id, pref.tipo_propiedad, pref.tipo_operacion, pref.presupuesto, pref.moneda,
              pref.descripcion, pref.alta_prioridad, pref.localidades, pref.dormitorios_min, pref.superficie_min, pref.superficie_max
       FROM clients c LEFT JOIN client_search_preferences pref ON pref.client_id = c.id AND pref.activa
       WHERE c.id = $1
       ORDER BY pref.orden, pref.created_at`,
      [clientId],
    );
    if (rows.length === 0) return null;
    // A client without active preferences comes back as one row with every preference column null.
    return rows.filter((r): r is { client_id: string } & MatchPreferenceRow => r.pref_id !== null).map(toPreferenciaCoincidencia);
  }

  /**
   * Matching: the clients with an active preference a property fits — the first `max` of them, those with a
   * high-priority one first, then by surname and name, each with every preference that fits — and how many clients fit
   * in all. One statement.
   */
  async interestedIn(fit: PreferenceFitCriterion, max: number): Promise<{ interesados: Interesado[]; clientes: number }> {
    if (fit.tiposPropiedad.length === 0 || fit.tiposOperacion.length === 0) return { interesados: [], clientes: 0 };
    const rows = await this.db.query<MatchPreferenceRow & {
      client_id: string; nombre: string; apellido: string; mail: string | null; telefono: string; client_created_at: SqlTimestamp; clientes: SqlBigint;
    }>(
      `WITH fit AS (
         SELECT c.id AS client_id, c.nombre, c.apellido, c.mail, c.telefono, c.created_at AS client_created_at,
                pref.id AS pref_id, pref.tipo_propiedad, pref.tipo_operacion, pref.presupuesto, pref.moneda, pref.descripcion, pref.alta_prioridad,
                pref.localidades, pref.dormitorios_min, pref.superficie_min, pref.superficie_max, pref.orden, pref.created_at AS pref_created_at, bool_or(pref.alta_prioridad) OVER (PARTITION BY c.id) AS prioridad
         FROM client_search_preferences pref JOIN clients c ON c.id = pref.client_id
         WHERE pref.activa AND pref.tipo_propiedad = ANY($1::text[]) AND pref.tipo_operacion = ANY($2::text[])
           AND (pref.presupuesto IS NULL
             OR (pref.moneda = $3 AND $4::numeric IS NOT NULL AND $4::numeric <= pref.presupuesto * (1 + $5::numeric / 100)))
           AND (cardinality(pref.localidades) = 0
             OR ${folded('$7::text')} = ANY (SELECT ${folded('l')} FROM unnest(pref.localidades) AS l))
           AND (pref.dormitorios_min IS NULL OR $8::int >= pref.dormitorios_min)
           AND (pref.superficie_min IS NULL OR $9::numeric >= pref.superficie_min)
           AND (pref.superficie_max IS NULL OR $9::numeric <= pref.superficie_max)
       ), ranked AS (
         SELECT fit.*, dense_rank() OVER (ORDER BY prioridad DESC, apellido, nombre, client_id) AS puesto FROM fit
       )
       SELECT ranked.*, (SELECT count(DISTINCT client_id) FROM fit) AS clientes FROM ranked
       WHERE puesto <= $6 ORDER BY puesto, alta_prioridad DESC, orden, pref_created_at`,
      [fit.tiposPropiedad, fit.tiposOperacion, fit.precio.moneda, fit.precio.monto, fit.margenPct, max, fit.localidad.trim(), fit.dormitorios, fit.superficie],
    );
    return {
      clientes: Number(rows[0]?.clientes ?? 0),
      interesados: rows.map((r) => ({
        cliente: { _id: r.client_id, nombre: r.nombre, apellido: r.apellido, mail: r.mail ?? null, telefono: r.telefono, fechaCreacion: isoDateTime(r.client_created_at) },
        preferencia: toPreferenciaCoincidencia(r),
      })),
    };
  }

  /** Operations and visits: the names, mails and phones of these clients (those that exist). One statement. */
  async contacts(ids: readonly string[]): Promise<{ id: string; nombre: string; apellido: string; mail: string | null; dni: string | null; telefono: string }[]> {
    return this.db.query<{ id: string; nombre: string; apellido: string; mail: string | null; dni: string | null; telefono: string }>(
      `SELECT id, nombre, apellido, mail, nullif(dni, '') AS dni, telefono FROM clients WHERE id = ANY($1::uuid[])`,
      [ids],
    );
  }

  /**
   * Locks the client's row until the caller's transaction ends (FOR UPDATE): what queues the writes of one client's
   * records in another module (an owner's settlements, their private link) behind each other and behind the
   * client's deletion. False when there is no such client. One statement; call it inside Db.transaction().
   */
  async lock(id: string): Promise<boolean> {
    return (await this.db.one(`SELECT id FROM clients WHERE id = $1 FOR UPDATE`, [id])) !== null;
  }

  /** Metrics: how many clients are assigned to this member of staff. One statement. */
  async assignedCount(usuario: string): Promise<number> {
    const r = await this.db.one<{ n: SqlBigint }>(`SELECT count(*) AS n FROM clients WHERE asignado_a = $1`, [usuario]);
    return Number(r?.n ?? 0);
  }
}
