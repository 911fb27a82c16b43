// Valuations by comparables (tasaciones): the subject, parameters and comparables as the staff entered them
// (jsonb, read back through contracts' schemas), the computed values (numeric, for the list and the dashboard),
// the dollar rate they were converted at, the hidden listing a valuation became, and the owner's private link
// (a long random secret; null when revoked). Their history is kept under entidad 'tasacion'.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Valuations1764410000000 implements MigrationInterface {
  name = 'Valuations1764410000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE valuations (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      version integer NOT NULL DEFAULT 1,
      tipo varchar(40) NOT NULL,
      localidad varchar(200) NOT NULL,
      direccion varchar(300) NOT NULL DEFAULT '',
      moneda varchar(3) NOT NULL CHECK (moneda IN ('USD', 'ARS')),
      cliente_id uuid NULL REFERENCES clients(id) ON DELETE SET NULL,
      sujeto jsonb NOT NULL,
      parametros jsonb NOT NULL,
      comparables jsonb NOT NULL,
      cotizacion numeric(14,2) NULL,
      cotizacion_fecha date NULL,
      valor_minimo numeric(16,2) NOT NULL,
      valor_sugerido numeric(16,2) NOT NULL,
      valor_maximo numeric(16,2) NOT NULL,
      propiedad_creada_id uuid NULL REFERENCES properties(id) ON DELETE SET NULL,
      convertida_en timestamptz NULL,
      enlace_secreto varchar(64) NULL UNIQUE,
      creada_por uuid NULL REFERENCES users(id) ON DELETE SET NULL)`);
    await q.query(`CREATE INDEX idx_valuations_created ON valuations (created_at DESC, id)`);
    await q.query(`ALTER TABLE change_history DROP CONSTRAINT change_history_entidad_check`);
    await q.query(`ALTER TABLE change_history ADD CONSTRAINT change_history_entidad_check CHECK (entidad IN ('propiedad', 'cliente', 'operacion', 'usuario', 'contrato', 'tasacion'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM change_history WHERE entidad = 'tasacion'`);
    await q.query(`ALTER TABLE change_history DROP CONSTRAINT change_history_entidad_check`);
    await q.query(`ALTER TABLE change_history ADD CONSTRAINT change_history_entidad_check CHECK (entidad IN ('propiedad', 'cliente', 'operacion', 'usuario', 'contrato'))`);
    await q.query(`DROP TABLE valuations`);
  }
}
