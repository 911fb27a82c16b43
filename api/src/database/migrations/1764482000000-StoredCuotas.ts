// Each contract's cuotas as its account computes them (src/rental-accounts/cuotas-store.service.ts owns both tables),
// so 'Inquilinos en mora' and the rentals' pendings are one query over stored due dates and balances. Only what does
// not depend on the day is stored (amounts, what is paid, the interest booked and the day it was booked up to); the
// day's part (rent started, interest to today, 'vencida') is computed by the query.
// - rental_cuentas: one row per computed contract: its late-interest rate, its balance with every rent owed (before
//   interest to today), the version of the computation that wrote it and whether it is still current (vigente).
// - rental_cuotas: one row per cuota: due day, amount (null: 'falta índice'), rent paid, interest booked and paid,
//   the day interest is booked up to, waived or not; on the cuota that starts an adjusted period, its start and the
//   index dates it lacks.
// The rows are written by the app (the rows come from the same computation as the account on screen): by every write
// that changes an account, in its transaction, and at start for contracts without rows or written by another
// version. A write behind the app's back to payments, charges or waived interest marks its contracts not current
// (triggers below); they are recomputed before the next read.
import type { MigrationInterface, QueryRunner } from 'typeorm';

const WATCHED = ['rental_payments', 'rental_charges', 'rental_interest_waivers'];

export class StoredCuotas1764482000000 implements MigrationInterface {
  name = 'StoredCuotas1764482000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE rental_cuentas (
        contrato_id uuid PRIMARY KEY REFERENCES rental_contracts(id) ON DELETE CASCADE,
        punitorio_diario numeric NOT NULL,
        total_centavos bigint NOT NULL,
        version integer NOT NULL,
        vigente boolean NOT NULL DEFAULT true,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX rental_cuentas_no_vigentes ON rental_cuentas (contrato_id) WHERE NOT vigente`);
    await q.query(`
      CREATE TABLE rental_cuotas (
        contrato_id uuid NOT NULL REFERENCES rental_cuentas(contrato_id) ON DELETE CASCADE,
        periodo text NOT NULL,
        vencimiento date NOT NULL,
        monto_centavos bigint NULL,
        pagado_centavos bigint NOT NULL,
        punitorios_centavos bigint NOT NULL,
        punitorios_pagados_centavos bigint NOT NULL,
        devengado_hasta date NOT NULL,
        condonado boolean NOT NULL,
        ajuste_desde date NULL,
        faltantes date[] NULL,
        falta date NULL,
        PRIMARY KEY (contrato_id, periodo)
      )`);
    // Mora: the cuotas with rent owed, by due day.
    await q.query(`CREATE INDEX rental_cuotas_adeudadas ON rental_cuotas (vencimiento, contrato_id) WHERE monto_centavos > pagado_centavos`);
    // Pendings: the adjustments by start, and the cuotas that lack an index value.
    await q.query(`CREATE INDEX rental_cuotas_ajustes ON rental_cuotas (ajuste_desde) WHERE ajuste_desde IS NOT NULL`);
    await q.query(`CREATE INDEX rental_cuotas_sin_indice ON rental_cuotas (contrato_id) WHERE falta IS NOT NULL`);
    await q.query(`
      CREATE FUNCTION inmo_cuenta_no_vigente() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE rental_cuentas SET vigente = false WHERE vigente AND contrato_id IN (SELECT contrato_id FROM cambiadas);
        RETURN NULL;
      END $$`);
    for (const t of WATCHED) {
      await q.query(`CREATE TRIGGER ${t}_cuotas_ins AFTER INSERT ON ${t} REFERENCING NEW TABLE AS cambiadas FOR EACH STATEMENT EXECUTE FUNCTION inmo_cuenta_no_vigente()`);
      await q.query(`CREATE TRIGGER ${t}_cuotas_upd AFTER UPDATE ON ${t} REFERENCING NEW TABLE AS cambiadas FOR EACH STATEMENT EXECUTE FUNCTION inmo_cuenta_no_vigente()`);
      await q.query(`CREATE TRIGGER ${t}_cuotas_del AFTER DELETE ON ${t} REFERENCING OLD TABLE AS cambiadas FOR EACH STATEMENT EXECUTE FUNCTION inmo_cuenta_no_vigente()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of WATCHED) for (const s of ['ins', 'upd', 'del']) await q.query(`DROP TRIGGER IF EXISTS ${t}_cuotas_${s} ON ${t}`);
    await q.query(`DROP FUNCTION IF EXISTS inmo_cuenta_no_vigente()`);
    await q.query(`DROP TABLE IF EXISTS rental_cuotas`);
    await q.query(`DROP TABLE IF EXISTS rental_cuentas`);
  }
}
