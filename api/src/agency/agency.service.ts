// The agency's own details (agency_settings, one row): read by every public page through GET /api/user/inmobiliaria
// (a cached reply, emptied by the table's change notices on every replica) and by other modules (the dollar rate
// the catalogue converts prices with), written by admins. An empty table reads as the neutral details.
import { Inject, Injectable } from '@nestjs/common';
import { INMOBILIARIA_NEUTRA, inmobiliariaDe, leerInmobiliaria, type Inmobiliaria } from '@inmo/contracts';
import { ApiError } from '../common/api-error.js';
import { Db } from '../database/db.service.js';

@Injectable()
export class AgencyService {
  constructor(@Inject(Db) private readonly db: Db) {}

  /** The stored details (the neutral ones when none). */
  async get(): Promise<Inmobiliaria> {
    const row = await this.db.one<{ datos: unknown }>(`SELECT datos FROM agency_settings WHERE id = 1`);
    return row ? inmobiliariaDe(row.datos) : INMOBILIARIA_NEUTRA;
  }

  /** Lays `body` over the stored details, checks the whole and stores it (one statement): the details as stored. */
  async update(body: unknown): Promise<Inmobiliaria> {
    return this.db.transaction(async () => {
      const row = await this.db.one<{ datos: unknown }>(`SELECT datos FROM agency_settings WHERE id = 1 FOR UPDATE`);
      const r = leerInmobiliaria(body, row ? inmobiliariaDe(row.datos) : INMOBILIARIA_NEUTRA);
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
