// Bank statements (src/bank owns both tables):
// - bank_mappings: each bank's column mapping (by its name folded), remembered from its first import.
// - bank_movements: each line imported, once: `clave` is the line's date, amount, description and running balance
//   (and which of identical lines of one file it is), so a line imported again from any file is recognised. A
//   movement is pending until it is reconciled (the payment it recorded, with its receipt) or set aside (why).
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class BankStatements1764510000000 implements MigrationInterface {
  name = 'BankStatements1764510000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE bank_mappings (
      clave varchar(80) PRIMARY KEY,
      banco varchar(80) NOT NULL,
      columnas jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE TABLE bank_movements (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      clave text NOT NULL UNIQUE,
      banco varchar(80) NOT NULL,
      fecha date NOT NULL,
      descripcion text NOT NULL,
      referencia text NULL,
      importe_centavos bigint NOT NULL,
      saldo_centavos bigint NULL,
      estado varchar(12) NOT NULL DEFAULT 'pendiente' CHECK (estado IN ('pendiente', 'conciliado', 'ignorado')),
      contrato_id uuid NULL,
      pago_id uuid NULL,
      recibo_numero integer NULL,
      motivo text NULL,
      resuelto_por varchar(200) NULL,
      resuelto_en timestamptz NULL,
      importado_por varchar(200) NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((estado = 'conciliado') = (pago_id IS NOT NULL)))`);
    await q.query(`CREATE INDEX bank_movements_estado ON bank_movements (estado, fecha DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS bank_movements`);
    await q.query(`DROP TABLE IF EXISTS bank_mappings`);
  }
}
