// The whole schema of the product (spec §3). Hand-written so PostgreSQL and PGlite run the very same SQL.
// Every table: uuid id from gen_random_uuid() (core PostgreSQL, no extension), created_at, updated_at, version.
import type { MigrationInterface, QueryRunner } from 'typeorm';

const COMMON = `
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1`;

export class InitialSchema1763780000000 implements MigrationInterface {
  name = 'InitialSchema1763780000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE users (${COMMON},
      username varchar(100) NOT NULL,
      password_hash text NOT NULL,
      nombre varchar(200) NOT NULL DEFAULT '',
      mail varchar(254) NOT NULL DEFAULT '',
      rol varchar(50) NOT NULL DEFAULT 'admin',
      CONSTRAINT uq_users_username UNIQUE (username))`);

    await q.query(`CREATE TABLE clients (${COMMON},
      nombre varchar(200) NOT NULL,
      apellido varchar(200) NOT NULL,
      dni varchar(20) NOT NULL,
      mail varchar(254),
      telefono varchar(50) NOT NULL,
      profesion varchar(200))`);
    await q.query(`CREATE INDEX idx_clients_apellido_nombre ON clients (lower(apellido), lower(nombre))`);

    await q.query(`CREATE TABLE properties (${COMMON},
      tipo varchar(40) NOT NULL,
      titulo varchar(300) NOT NULL,
      operacion varchar(40) NOT NULL,
      visible boolean NOT NULL DEFAULT true,
      descripcion text NOT NULL DEFAULT '',
      categoria varchar(40) NOT NULL,
      fecha_publicacion date,
      cliente_dueno_id uuid REFERENCES clients(id) ON DELETE SET NULL,
      calle varchar(200) NOT NULL DEFAULT '',
      altura integer,
      entre_calle1 varchar(200) NOT NULL DEFAULT '',
      entre_calle2 varchar(200) NOT NULL DEFAULT '',
      localidad varchar(200) NOT NULL DEFAULT '',
      lat double precision,
      lng double precision,
      mapa_url text NOT NULL DEFAULT '',
      precio_monto numeric(14,2),
      precio_moneda varchar(3) NOT NULL DEFAULT 'ARS',
      precio_visible boolean NOT NULL DEFAULT true,
      habitaciones integer,
      banos integer,
      ambientes integer,
      superficie_total numeric(14,2),
      superficie_cubierta numeric(14,2),
      antiguedad integer,
      expensas numeric(14,2),
      hectareas numeric(14,2),
      largo numeric(12,2),
      ancho numeric(12,2),
      altura_libre numeric(8,2),
      piso integer,
      servicio_agua boolean NOT NULL DEFAULT false,
      servicio_luz boolean NOT NULL DEFAULT false,
      servicio_cloacas boolean NOT NULL DEFAULT false,
      servicio_gas boolean NOT NULL DEFAULT false,
      amenities jsonb NOT NULL DEFAULT '{}',
      detalles jsonb NOT NULL DEFAULT '{}',
      deleted_at timestamptz)`);
    // The public catalogue reads visible, not-deleted rows newest first.
    await q.query(`CREATE INDEX idx_properties_catalogo ON properties (fecha_publicacion DESC, created_at DESC) WHERE deleted_at IS NULL AND visible`);
    await q.query(`CREATE INDEX idx_properties_admin ON properties (created_at DESC) WHERE deleted_at IS NULL`);
    await q.query(`CREATE INDEX idx_properties_tipo ON properties (tipo)`);
    await q.query(`CREATE INDEX idx_properties_operacion ON properties (operacion)`);
    await q.query(`CREATE INDEX idx_properties_precio ON properties (precio_moneda, precio_monto)`);
    await q.query(`CREATE INDEX idx_properties_cliente ON properties (cliente_dueno_id)`);

    await q.query(`CREATE TABLE property_images (${COMMON},
      property_id uuid NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
      url text NOT NULL,
      public_id varchar(300) NOT NULL DEFAULT '',
      descripcion text NOT NULL DEFAULT '',
      orden integer NOT NULL DEFAULT 0,
      es_portada boolean NOT NULL DEFAULT false,
      offset_x double precision NOT NULL DEFAULT 0.5,
      offset_y double precision NOT NULL DEFAULT 0.5,
      zoom double precision NOT NULL DEFAULT 1,
      width integer,
      height integer,
      srcset jsonb)`);
    await q.query(`CREATE INDEX idx_property_images_property ON property_images (property_id, orden)`);

    await q.query(`CREATE TABLE client_search_preferences (${COMMON},
      client_id uuid NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
      tipo_propiedad varchar(40) NOT NULL,
      tipo_operacion varchar(40) NOT NULL,
      presupuesto numeric(14,2),
      moneda varchar(3) NOT NULL DEFAULT 'ARS',
      descripcion text NOT NULL DEFAULT '',
      activa boolean NOT NULL DEFAULT true,
      financiacion boolean NOT NULL DEFAULT true,
      fecha_creacion_preferencia timestamptz NOT NULL DEFAULT now(),
      alta_prioridad boolean NOT NULL DEFAULT false,
      orden integer NOT NULL DEFAULT 0)`);
    await q.query(`CREATE INDEX idx_client_prefs_client ON client_search_preferences (client_id)`);

    await q.query(`CREATE TABLE client_offered_properties (${COMMON},
      client_id uuid NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
      propiedad varchar(300) NOT NULL,
      propiedad_id uuid REFERENCES properties(id) ON DELETE SET NULL,
      descripcion text NOT NULL DEFAULT '',
      activa boolean NOT NULL DEFAULT true,
      orden integer NOT NULL DEFAULT 0)`);
    await q.query(`CREATE INDEX idx_client_offered_client ON client_offered_properties (client_id)`);

    await q.query(`CREATE TABLE operations (${COMMON},
      operacion varchar(40) NOT NULL,
      propiedad_id uuid REFERENCES properties(id) ON DELETE SET NULL,
      propiedad_titulo varchar(300) NOT NULL,
      oferente_id uuid REFERENCES clients(id) ON DELETE SET NULL,
      oferente_nombre varchar(200) NOT NULL DEFAULT '',
      oferente_apellido varchar(200) NOT NULL DEFAULT '',
      oferente_mail varchar(254),
      receptor_id uuid REFERENCES clients(id) ON DELETE SET NULL,
      receptor_nombre varchar(200) NOT NULL DEFAULT '',
      receptor_apellido varchar(200) NOT NULL DEFAULT '',
      receptor_mail varchar(254),
      monto_dinero numeric(14,2),
      moneda varchar(3) NOT NULL DEFAULT 'ARS',
      descripcion text NOT NULL DEFAULT '',
      fecha_concretada date NOT NULL DEFAULT CURRENT_DATE)`);
    await q.query(`CREATE INDEX idx_operations_fecha ON operations (fecha_concretada DESC, created_at DESC)`);
    await q.query(`CREATE INDEX idx_operations_operacion ON operations (operacion)`);

    await q.query(`CREATE TABLE contact_enquiries (${COMMON},
      nombre varchar(200) NOT NULL,
      email varchar(254) NOT NULL,
      telefono varchar(50) NOT NULL DEFAULT '',
      asunto varchar(200) NOT NULL,
      mensaje text NOT NULL,
      answered_at timestamptz,
      read_at timestamptz,
      client_ip_hash varchar(64) NOT NULL DEFAULT '')`);
    await q.query(`CREATE INDEX idx_contact_created ON contact_enquiries (created_at DESC)`);

    // Throttles live here, not in process memory, so several API replicas share them.
    await q.query(`CREATE TABLE rate_limit_events (${COMMON},
      bucket varchar(40) NOT NULL,
      key varchar(300) NOT NULL)`);
    await q.query(`CREATE INDEX idx_rate_limit_lookup ON rate_limit_events (bucket, key, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of [
      'rate_limit_events',
      'contact_enquiries',
      'operations',
      'client_offered_properties',
      'client_search_preferences',
      'property_images',
      'properties',
      'clients',
      'users',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${t}`);
    }
  }
}
