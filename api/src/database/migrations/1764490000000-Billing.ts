// Electronic invoicing through ARCA: the agency's settings (its certificate, and its key sealed), WSAA's access
// ticket per service (token and sign sealed, reused across restarts and replicas until it expires), the invoices and
// credit notes (a leased queue too: a 'pendiente' one is retried until ARCA answers), and each client's CUIT and VAT
// condition.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Billing1764490000000 implements MigrationInterface {
  name = 'Billing1764490000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE clients
      ADD COLUMN cuit char(11) NULL,
      ADD COLUMN condicion_iva varchar(25) NOT NULL DEFAULT 'consumidor_final'
        CHECK (condicion_iva IN ('consumidor_final', 'monotributo', 'responsable_inscripto', 'exento'))`);
    await q.query(`CREATE TABLE billing_settings (
      id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
      cuit char(11) NOT NULL,
      razon_social varchar(200) NOT NULL,
      condicion_iva varchar(25) NOT NULL CHECK (condicion_iva IN ('monotributo', 'responsable_inscripto')),
      punto_venta integer NOT NULL CHECK (punto_venta BETWEEN 1 AND 99999),
      inicio_actividades date NOT NULL,
      ingresos_brutos varchar(50) NULL,
      certificado text NOT NULL,
      clave_sellada text NOT NULL,
      emision_hasta timestamptz NULL,
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE TABLE arca_tickets (
      servicio varchar(40) PRIMARY KEY,
      cuit char(11) NOT NULL,
      token_sellado text NOT NULL,
      sign_sellado text NOT NULL,
      vence timestamptz NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE TABLE invoices (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      cbte_tipo smallint NOT NULL CHECK (cbte_tipo IN (1, 3, 6, 8, 11, 13)),
      punto_venta integer NOT NULL,
      numero integer NULL,
      numero_pedido integer NULL,
      concepto smallint NOT NULL CHECK (concepto IN (1, 2)),
      fecha date NOT NULL,
      servicio_desde date NULL,
      servicio_hasta date NULL,
      cliente_id uuid NULL REFERENCES clients(id) ON DELETE SET NULL,
      receptor jsonb NOT NULL,
      items jsonb NOT NULL,
      total_centavos bigint NOT NULL CHECK (total_centavos > 0),
      neto_centavos bigint NOT NULL,
      iva_centavos bigint NOT NULL,
      estado varchar(10) NOT NULL CHECK (estado IN ('pendiente', 'autorizada', 'rechazada', 'anulada')),
      cae varchar(14) NULL,
      cae_vto date NULL,
      error_codigo varchar(40) NULL,
      error_mensaje text NULL,
      asociada_id uuid NULL REFERENCES invoices(id),
      nota_credito_id uuid NULL REFERENCES invoices(id),
      motivo text NULL,
      origen varchar(12) NULL CHECK (origen IN ('liquidacion', 'operacion')),
      origen_id uuid NULL,
      clave_idempotencia varchar(300) NULL UNIQUE,
      huella char(64) NULL,
      proximo_intento timestamptz NULL,
      lease_hasta timestamptz NULL,
      intentos integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (total_centavos = neto_centavos + iva_centavos),
      CHECK ((estado IN ('autorizada', 'anulada')) = (cae IS NOT NULL AND numero IS NOT NULL)))`);
    await q.query(`CREATE UNIQUE INDEX uq_invoices_numero ON invoices (punto_venta, cbte_tipo, numero) WHERE numero IS NOT NULL`);
    await q.query(`CREATE INDEX idx_invoices_fecha ON invoices (fecha DESC, created_at DESC)`);
    await q.query(`CREATE INDEX idx_invoices_pendientes ON invoices (proximo_intento) WHERE estado = 'pendiente'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS invoices`);
    await q.query(`DROP TABLE IF EXISTS arca_tickets`);
    await q.query(`DROP TABLE IF EXISTS billing_settings`);
    await q.query(`ALTER TABLE clients DROP COLUMN IF EXISTS condicion_iva, DROP COLUMN IF EXISTS cuit`);
  }
}
