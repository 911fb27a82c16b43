// The agency's own details (agency_settings, one row): read by every public page through GET /api/user/inmobiliaria
// (a cached reply, emptied by the table's change notices on every replica) and by other modules (the dollar rate
// the catalogue converts prices with), written by admins. An empty table reads as the neutral details.
import { Inject, Injectable } from '@nestjs/common';
import { INMOBILIARIA_NEUTRA, aplicarCambiosInmobiliaria, inmobiliariaDe, type CambiosInmobiliaria, type Inmobiliaria } from '@inmo/contracts';
import { ApiError } from '../common/api-error.js';
import { Db } from '../database/db.service.js';

/** A yes/no detail the agency sets ('Datos de la inmobiliaria'), read inside the caller's statement; `fallback` when never set. */
export const agencyFlagSql = (detail: 'agentesEditanTodas' | 'reservadaPublica', fallback: boolean): string =>
  `coalesce((SELECT (s.datos->>'${detail}')::boolean FROM agency_settings s WHERE s.id = 1), ${fallback})`;

/** The agency's stored details (jsonb; NULL when never entered), as a scalar subquery inside the caller's statement. */
export const AGENCY_DETAILS_SQL = `(SELECT datos FROM agency_settings WHERE id = 1)`;

/** The agency's own picture (an upload), as a one-column query the caller may UNION with its own. */
export const AGENCY_IMAGE_SQL = `SELECT datos->>'imagen' FROM agency_settings`;

@Injectable()
export class AgencyService {
  /** The last details read, by their stored text: reading them again skips their validation (each report reads them). */
  private parsed: { text: string; value: Inmobiliaria } | null = null;

  constructor(@Inject(Db) private readonly db: Db) {}

  /** The stored details (the neutral ones when none). */
  async get(): Promise<Inmobiliaria> {
    const row = await this.db.one<{ datos: unknown }>(`SELECT datos FROM agency_settings WHERE id = 1`);
    if (!row) return INMOBILIARIA_NEUTRA;
    const text = JSON.stringify(row.datos);
    if (this.parsed?.text !== text) this.parsed = { text, value: inmobiliariaDe(row.datos) };
    return structuredClone(this.parsed.value);
  }

  /** Lays the changes over the stored details, checks the whole and stores it (one statement): the details as stored. */
  async update(cambios: CambiosInmobiliaria): Promise<Inmobiliaria> {
    return this.db.transaction(async () => {
      const row = await this.db.one<{ datos: unknown }>(`SELECT datos FROM agency_settings WHERE id = 1 FOR UPDATE`);
      const r = aplicarCambiosInmobiliaria(cambios, row ? inmobiliariaDe(row.datos) : INMOBILIARIA_NEUTRA);
      if (!r.ok) throw ApiError.validation(r.errores);
      await this.db.execute(
        `INSERT INTO agency_settings (id, datos) VALUES (1, $1::jsonb) ON CONFLICT (id) DO UPDATE SET datos = EXCLUDED.datos, updated_at = now()`,
        [JSON.stringify(r.datos)],
      );
      return r.datos;
    });
  }

  /** Demo details (SEED_DEMO), only where the agency has entered none. */
  async seedIfEmpty(datos: Inmobiliaria): Promise<void> {
    await this.db.execute(`INSERT INTO agency_settings (id, datos) VALUES (1, $1::jsonb) ON CONFLICT (id) DO NOTHING`, [JSON.stringify(datos)]);
  }
}
