// Who paid a charge's bill, the bill itself and recurring charges (src/rental-accounts owns these tables):
// - rental_charges.pagado_por: 'inmobiliaria' (the agency, recovered from whoever the charge is for), 'inquilino' (a
//   repair the tenant paid for the owner: credited to the tenant) or 'propietario' (a bill of the tenant's the owner
//   paid: credited to the owner); comprobante_*: the bill in the media storage (a private name, served to staff only);
//   cargo_fijo_id: the recurring charge a month's charge comes from.
// - rental_recurring_charges: a charge set once on a contract (monthly expensas) from `desde` to `hasta`; its months
//   are rows of rental_charges, each voided or corrected on its own.
// - rental_cuotas.cargos_centavos: the tenant's charges of the period, so a period not started yet (rent and charges
//   alike) is left out of the balance of the day.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ChargesPaidBy1764500000000 implements MigrationInterface {
  name = 'ChargesPaidBy1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE rental_recurring_charges (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        contrato_id uuid NOT NULL REFERENCES rental_contracts(id),
        concepto varchar(120) NOT NULL,
        monto_centavos bigint NOT NULL CHECK (monto_centavos > 0),
        a_cargo_de varchar(11) NOT NULL CHECK (a_cargo_de IN ('inquilino', 'propietario')),
        pagado_por varchar(12) NOT NULL CHECK (pagado_por IN ('inmobiliaria', 'inquilino', 'propietario')),
        desde char(7) NOT NULL,
        hasta char(7) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX rental_recurring_charges_contract ON rental_recurring_charges (contrato_id)`);
    await q.query(`ALTER TABLE rental_charges
      ADD COLUMN pagado_por varchar(12) NOT NULL DEFAULT 'inmobiliaria' CHECK (pagado_por IN ('inmobiliaria', 'inquilino', 'propietario')),
      ADD COLUMN comprobante_archivo text NULL,
      ADD COLUMN comprobante_nombre text NULL,
      ADD COLUMN comprobante_tipo text NULL,
      ADD COLUMN cargo_fijo_id uuid NULL REFERENCES rental_recurring_charges(id)`);
    await q.query(`ALTER TABLE rental_cuotas ADD COLUMN cargos_centavos bigint NOT NULL DEFAULT 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE rental_cuotas DROP COLUMN IF EXISTS cargos_centavos`);
    await q.query(`ALTER TABLE rental_charges DROP COLUMN IF EXISTS cargo_fijo_id, DROP COLUMN IF EXISTS comprobante_tipo, DROP COLUMN IF EXISTS comprobante_nombre,
      DROP COLUMN IF EXISTS comprobante_archivo, DROP COLUMN IF EXISTS pagado_por`);
    await q.query(`DROP TABLE IF EXISTS rental_recurring_charges`);
  }
}
