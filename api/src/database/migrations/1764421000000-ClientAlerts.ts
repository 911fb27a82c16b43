// Alerts and 'Mi búsqueda'. A client may get e-mail alerts (clients.alertas, set by staff with the client's consent;
// alertas_baja: the secret of its one-click unsubscribe address; alertas_dia: the Argentine day the last alert went
// out, one a day at most) and a private page of the listings that fit its search (busqueda_secreto: its address,
// null while there is none or once revoked; busqueda_visto: when the client's current visit began, busqueda_anterior:
// when the one before did — what is new is what came after that).
// listing_events: a trigger on properties writes a row when a listing comes onto the market (not deleted, visible,
// Disponible: what matching offers) or, on the market, drops its price in the same currency. The alerts read them in
// order (alert_cursor) into alert_pending, one row per client and listing until that client's next alert.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ClientAlerts1764421000000 implements MigrationInterface {
  name = 'ClientAlerts1764421000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE clients
      ADD COLUMN alertas boolean NOT NULL DEFAULT false,
      ADD COLUMN alertas_baja varchar(64) NULL,
      ADD COLUMN alertas_dia date NULL,
      ADD COLUMN busqueda_secreto varchar(64) NULL,
      ADD COLUMN busqueda_visto timestamptz NULL,
      ADD COLUMN busqueda_anterior timestamptz NULL`);
    // An enquiry sent from a client's 'Mi búsqueda' page ('Me interesa') names its client.
    await q.query(`ALTER TABLE contact_enquiries ADD COLUMN busqueda_cliente_id uuid NULL REFERENCES clients(id) ON DELETE SET NULL`);
    await q.query(`CREATE UNIQUE INDEX uq_clients_alertas_baja ON clients (alertas_baja) WHERE alertas_baja IS NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX uq_clients_busqueda_secreto ON clients (busqueda_secreto) WHERE busqueda_secreto IS NOT NULL`);
    await q.query(`CREATE TABLE listing_events (
      id bigserial PRIMARY KEY,
      property_id uuid NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
      tipo varchar(12) NOT NULL CHECK (tipo IN ('publicada', 'bajo_precio')),
      precio_anterior numeric(14,2) NULL,
      creado timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE INDEX idx_listing_events_property ON listing_events (property_id, tipo, creado DESC)`);
    await q.query(`CREATE FUNCTION inmo_listing_event() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        ahora boolean := NEW.deleted_at IS NULL AND NEW.visible AND NEW.estado = 'Disponible';
        antes boolean := false;
      BEGIN
        IF TG_OP = 'UPDATE' THEN
          antes := OLD.deleted_at IS NULL AND OLD.visible AND OLD.estado = 'Disponible';
        END IF;
        IF ahora AND NOT antes THEN
          INSERT INTO listing_events (property_id, tipo) VALUES (NEW.id, 'publicada');
        ELSIF ahora AND antes AND NEW.precio_monto IS NOT NULL AND OLD.precio_monto IS NOT NULL
              AND NEW.precio_moneda = OLD.precio_moneda AND NEW.precio_monto < OLD.precio_monto THEN
          INSERT INTO listing_events (property_id, tipo, precio_anterior) VALUES (NEW.id, 'bajo_precio', OLD.precio_monto);
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER properties_listing_events AFTER INSERT OR UPDATE ON properties FOR EACH ROW EXECUTE FUNCTION inmo_listing_event()`);
    await q.query(`CREATE TABLE alert_cursor (id integer PRIMARY KEY CHECK (id = 1), ultimo bigint NOT NULL)`);
    await q.query(`INSERT INTO alert_cursor (id, ultimo) VALUES (1, 0)`);
    await q.query(`CREATE TABLE alert_pending (
      client_id uuid NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
      property_id uuid NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
      tipo varchar(12) NOT NULL,
      precio_anterior numeric(14,2) NULL,
      creado timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (client_id, property_id))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS alert_pending`);
    await q.query(`DROP TABLE IF EXISTS alert_cursor`);
    await q.query(`DROP TRIGGER IF EXISTS properties_listing_events ON properties`);
    await q.query(`DROP FUNCTION IF EXISTS inmo_listing_event()`);
    await q.query(`DROP TABLE IF EXISTS listing_events`);
    await q.query(`DROP INDEX IF EXISTS uq_clients_busqueda_secreto`);
    await q.query(`DROP INDEX IF EXISTS uq_clients_alertas_baja`);
    await q.query(`ALTER TABLE contact_enquiries DROP COLUMN IF EXISTS busqueda_cliente_id`);
    await q.query(`ALTER TABLE clients DROP COLUMN IF EXISTS busqueda_anterior, DROP COLUMN IF EXISTS busqueda_visto, DROP COLUMN IF EXISTS busqueda_secreto, DROP COLUMN IF EXISTS alertas_dia,
      DROP COLUMN IF EXISTS alertas_baja, DROP COLUMN IF EXISTS alertas`);
  }
}
