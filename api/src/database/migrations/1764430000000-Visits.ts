// Visits to listings (contracts visit/schema.ts): booked by staff for a client, or asked for by a visitor on the
// listing's page ('pendiente' until staff confirm it, with the enquiry it left in Consultas). An agent is never in
// two visits that hold their hour (pendiente, programada) at once: an exclusion constraint over the agent and the
// visit's time range (btree_gist gives gist its uuid equality), the same on PostgreSQL and PGlite.
// The owner's report of a listing is reached by a private link: only the secret's hash is kept, one per listing;
// revoking deletes it.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Visits1764430000000 implements MigrationInterface {
  name = 'Visits1764430000000';

  async up(q: QueryRunner): Promise<void> {
    // In public, once, under the lock AccentFreeSearch takes for its extensions: schemas that migrate at once (one
    // API per schema on one server) neither race to create it nor each get a copy.
    await q.query(`SELECT pg_advisory_xact_lock(774411)`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS btree_gist SCHEMA public`);
    await q.query(`CREATE TABLE visits (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      version integer NOT NULL DEFAULT 1,
      propiedad_id uuid NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
      cliente_id uuid NULL REFERENCES clients(id) ON DELETE SET NULL,
      visitante_nombre varchar(200) NULL,
      visitante_telefono varchar(50) NULL,
      visitante_email varchar(254) NULL,
      agente_id uuid NULL REFERENCES users(id) ON DELETE SET NULL,
      inicio timestamptz NOT NULL,
      fin timestamptz NOT NULL,
      estado varchar(12) NOT NULL DEFAULT 'programada' CHECK (estado IN ('pendiente', 'programada', 'realizada', 'cancelada', 'ausente')),
      resultado text NULL,
      interes smallint NULL CHECK (interes BETWEEN 1 AND 5),
      consulta_id uuid NULL REFERENCES contact_enquiries(id) ON DELETE SET NULL,
      creada_por uuid NULL REFERENCES users(id) ON DELETE SET NULL,
      CONSTRAINT ck_visits_rango CHECK (fin > inicio),
      CONSTRAINT ex_visits_agente EXCLUDE USING gist (agente_id WITH =, tstzrange(inicio, fin, '[)') WITH &&)
        WHERE (agente_id IS NOT NULL AND estado IN ('pendiente', 'programada')))`);
    await q.query(`CREATE INDEX idx_visits_inicio ON visits (inicio)`);
    await q.query(`CREATE INDEX idx_visits_propiedad ON visits (propiedad_id, inicio)`);
    await q.query(`CREATE TABLE owner_report_links (
      propiedad_id uuid PRIMARY KEY REFERENCES properties(id) ON DELETE CASCADE,
      secreto_hash char(64) NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      creado_por uuid NULL REFERENCES users(id) ON DELETE SET NULL)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS owner_report_links`);
    await q.query(`DROP TABLE IF EXISTS visits`);
  }
}
