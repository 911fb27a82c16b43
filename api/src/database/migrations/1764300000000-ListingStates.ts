// A listing's state (contracts property/estado.ts): properties.estado, Disponible unless an operation was recorded
// for it — its latest operation makes it Vendida (venta) or Alquilada (alquiler, alquiler temporal). Each listing so
// moved gets its line in the Historial, and a new version (the portals' sync takes it off MercadoLibre).
// The admin list filters by state on idx_properties_estado.
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The Historial's reason for the states set here. */
export const MOTIVO_MIGRACION = 'Operación registrada antes de que existieran los estados';

export class ListingStates1764300000000 implements MigrationInterface {
  name = 'ListingStates1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE properties ADD COLUMN estado varchar(20) NOT NULL DEFAULT 'Disponible'
      CONSTRAINT properties_estado_check CHECK (estado IN ('Disponible', 'Reservada', 'Vendida', 'Alquilada', 'Suspendida'))`);
    await q.query(`CREATE TEMP TABLE listing_states_moved AS
      SELECT DISTINCT ON (o.propiedad_id) o.propiedad_id AS id, CASE WHEN o.operacion = 'venta' THEN 'Vendida' ELSE 'Alquilada' END AS estado
      FROM operations o JOIN properties p ON p.id = o.propiedad_id
      ORDER BY o.propiedad_id, o.fecha_concretada DESC, o.created_at DESC`);
    await q.query(`UPDATE properties p SET estado = m.estado, version = p.version + 1 FROM listing_states_moved m WHERE m.id = p.id`);
    await q.query(
      `INSERT INTO change_history (entidad, entidad_id, accion, user_id, user_nombre, cambios)
       SELECT 'propiedad', m.id, 'editar', NULL, 'Sistema',
              jsonb_build_array(jsonb_build_object('campo', 'estado', 'antes', 'Disponible', 'despues', m.estado),
                                jsonb_build_object('campo', 'motivo', 'antes', NULL, 'despues', $1::text))
       FROM listing_states_moved m`,
      [MOTIVO_MIGRACION],
    );
    await q.query(`DROP TABLE listing_states_moved`);
    await q.query(`CREATE INDEX idx_properties_estado ON properties (estado) WHERE deleted_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS idx_properties_estado`);
    await q.query(`DELETE FROM change_history WHERE entidad = 'propiedad' AND cambios @> '[{"campo": "estado"}]'::jsonb`);
    await q.query(`ALTER TABLE properties DROP COLUMN IF EXISTS estado`);
  }
}
