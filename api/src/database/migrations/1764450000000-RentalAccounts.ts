// A rental contract's money (src/rental-accounts): the tenant's payments (never deleted: a voided one keeps its row
// and its receipt number), the charges of each period (the tenant's or the owner's), the periods whose late interest
// staff waived, the receipt counter (one row, advanced in the payment's transaction: numbers consecutive, never
// reused), the owners' monthly settlements (what each one included, frozen once paid) and the owners' private links
// (only the secret's SHA-256 is kept). A receipt's own secret lets the tenant open it from a WhatsApp link. Balances are never stored: the account is recomputed from these rows.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class RentalAccounts1764450000000 implements MigrationInterface {
  name = 'RentalAccounts1764450000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE rental_counters (nombre varchar(20) PRIMARY KEY, valor bigint NOT NULL)`);
    await q.query(`INSERT INTO rental_counters (nombre, valor) VALUES ('recibo', 0)`);
    await q.query(`CREATE TABLE rental_payments (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      contrato_id uuid NOT NULL REFERENCES rental_contracts(id),
      fecha date NOT NULL,
      monto_centavos bigint NOT NULL CHECK (monto_centavos > 0),
      medio varchar(15) NOT NULL CHECK (medio IN ('efectivo', 'transferencia', 'cheque', 'otro')),
      nota text NOT NULL DEFAULT '',
      recibo_numero bigint NOT NULL UNIQUE,
      recibo_secreto varchar(64) NOT NULL UNIQUE,
      imputacion jsonb NOT NULL DEFAULT '[]',
      anulado_en timestamptz NULL,
      anulado_motivo text NOT NULL DEFAULT '',
      anulado_por text NOT NULL DEFAULT '',
      created_by uuid NULL,
      created_by_nombre text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE INDEX idx_rental_payments_contract ON rental_payments (contrato_id, fecha)`);
    await q.query(`CREATE INDEX idx_rental_payments_fecha ON rental_payments (fecha)`);
    await q.query(`CREATE TABLE rental_charges (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      contrato_id uuid NOT NULL REFERENCES rental_contracts(id),
      periodo char(7) NOT NULL,
      concepto varchar(120) NOT NULL,
      monto_centavos bigint NOT NULL CHECK (monto_centavos > 0),
      a_cargo_de varchar(11) NOT NULL CHECK (a_cargo_de IN ('inquilino', 'propietario')),
      descripcion text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE INDEX idx_rental_charges_contract ON rental_charges (contrato_id, periodo)`);
    await q.query(`CREATE TABLE rental_interest_waivers (
      contrato_id uuid NOT NULL REFERENCES rental_contracts(id),
      periodo char(7) NOT NULL,
      motivo text NOT NULL,
      user_nombre text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (contrato_id, periodo))`);
    await q.query(`CREATE TABLE rental_settlements (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      propietario_id uuid NOT NULL REFERENCES clients(id),
      periodo char(7) NOT NULL,
      moneda varchar(3) NOT NULL CHECK (moneda IN ('ARS', 'USD')),
      cobrado_centavos bigint NOT NULL,
      comision_centavos bigint NOT NULL,
      gastos_centavos bigint NOT NULL,
      neto_centavos bigint NOT NULL,
      detalle jsonb NOT NULL DEFAULT '[]',
      pagada_en timestamptz NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (propietario_id, periodo, moneda),
      CHECK (neto_centavos = cobrado_centavos - comision_centavos - gastos_centavos))`);
    await q.query(`CREATE INDEX idx_rental_settlements_periodo ON rental_settlements (periodo)`);
    await q.query(`CREATE TABLE owner_links (
      cliente_id uuid PRIMARY KEY REFERENCES clients(id),
      secreto_sha256 char(64) NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now())`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS owner_links`);
    await q.query(`DROP TABLE IF EXISTS rental_settlements`);
    await q.query(`DROP TABLE IF EXISTS rental_interest_waivers`);
    await q.query(`DROP TABLE IF EXISTS rental_charges`);
    await q.query(`DROP TABLE IF EXISTS rental_payments`);
    await q.query(`DROP TABLE IF EXISTS rental_counters`);
  }
}
