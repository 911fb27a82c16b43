// A search preference's towns, minimum bedrooms and surface range (what matching reads besides type, operation and
// budget), and financing that is no unless asked: off by default, and never on a rental (a rental is not financed).
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SearchPreferenceFilters1764320000000 implements MigrationInterface {
  name = 'SearchPreferenceFilters1764320000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE client_search_preferences
      ADD COLUMN localidades text[] NOT NULL DEFAULT '{}',
      ADD COLUMN dormitorios_min integer,
      ADD COLUMN superficie_min numeric(12,2),
      ADD COLUMN superficie_max numeric(12,2),
      ALTER COLUMN financiacion SET DEFAULT false`);
    await q.query(`UPDATE client_search_preferences SET financiacion = false WHERE tipo_operacion = 'Alquiler' AND financiacion`);
  }

  async down(q: QueryRunner): Promise<void> {
    // Rentals' financing stays off: it was never a meaningful value.
    await q.query(`ALTER TABLE client_search_preferences
      DROP COLUMN localidades,
      DROP COLUMN dormitorios_min,
      DROP COLUMN superficie_min,
      DROP COLUMN superficie_max,
      ALTER COLUMN financiacion SET DEFAULT true`);
  }
}
