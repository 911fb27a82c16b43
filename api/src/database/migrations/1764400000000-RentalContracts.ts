// Rental contracts administered by the agency (src/rentals): the parties are clients, the property a listing; money in
// integer cents; `activo` marks the running contract, and a partial unique index keeps one per property. A contract
// stops running when rescinded on or before today, or when its end passes (the service finishes it on the next read).
// index_values holds the published series (ICL, IPC, CVS, UVA, CASA_PROPIA) as published, exact numerics, one value
// per index and date (monthly series on their month's first day). change_history may hold a contract's entries.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class RentalContracts1764400000000 implements MigrationInterface {
  name = 'RentalContracts1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE rental_contracts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      propiedad_id uuid NOT NULL REFERENCES properties(id),
      propietario_id uuid NOT NULL REFERENCES clients(id),
      inquilino_id uuid NOT NULL REFERENCES clients(id),
      garantes jsonb NOT NULL DEFAULT '[]',
      inicio date NOT NULL,
      meses integer NOT NULL CHECK (meses BETWEEN 1 AND 240),
      fin date NOT NULL,
      moneda varchar(3) NOT NULL CHECK (moneda IN ('ARS', 'USD')),
      monto_inicial_centavos bigint NOT NULL CHECK (monto_inicial_centavos > 0),
      indice varchar(12) NOT NULL CHECK (indice IN ('ICL', 'IPC', 'CVS', 'UVA', 'CASA_PROPIA', 'FIJO', 'NINGUNO')),
      cada_meses integer NOT NULL CHECK (cada_meses BETWEEN 1 AND 60),
      porcentaje numeric(10,4) NULL,
      dia_vencimiento smallint NOT NULL DEFAULT 10 CHECK (dia_vencimiento BETWEEN 1 AND 28),
      punitorio_diario numeric(7,4) NOT NULL DEFAULT 0,
      comision_administracion numeric(6,3) NOT NULL DEFAULT 0,
      deposito_centavos bigint NULL,
      destino varchar(10) NULL CHECK (destino IN ('vivienda', 'comercial')),
      rescision_fecha date NULL,
      rescision_motivo text NOT NULL DEFAULT '',
      activo boolean NOT NULL DEFAULT true,
      renovado_de uuid NULL REFERENCES rental_contracts(id),
      renovado_por uuid NULL REFERENCES rental_contracts(id),
      version integer NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (propietario_id <> inquilino_id),
      CHECK ((indice = 'FIJO') = (porcentaje IS NOT NULL)))`);
    await q.query(`CREATE UNIQUE INDEX uq_rental_contracts_running ON rental_contracts (propiedad_id) WHERE activo`);
    await q.query(`CREATE INDEX idx_rental_contracts_list ON rental_contracts (inicio DESC, id)`);
    await q.query(`CREATE INDEX idx_rental_contracts_end ON rental_contracts ((coalesce(rescision_fecha, fin))) WHERE activo`);
    await q.query(`CREATE TABLE index_values (
      indice varchar(12) NOT NULL CHECK (indice IN ('ICL', 'IPC', 'CVS', 'UVA', 'CASA_PROPIA')),
      fecha date NOT NULL,
      valor numeric NOT NULL CHECK (valor > 0),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (indice, fecha))`);
    await q.query(`ALTER TABLE change_history DROP CONSTRAINT change_history_entidad_check`);
    await q.query(`ALTER TABLE change_history ADD CONSTRAINT change_history_entidad_check CHECK (entidad IN ('propiedad', 'cliente', 'operacion', 'usuario', 'contrato'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM change_history WHERE entidad = 'contrato'`);
    await q.query(`ALTER TABLE change_history DROP CONSTRAINT change_history_entidad_check`);
    await q.query(`ALTER TABLE change_history ADD CONSTRAINT change_history_entidad_check CHECK (entidad IN ('propiedad', 'cliente', 'operacion', 'usuario'))`);
    await q.query(`DROP TABLE IF EXISTS index_values`);
    await q.query(`DROP TABLE IF EXISTS rental_contracts`);
  }
}
