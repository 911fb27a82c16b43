// Each contract's cuotas as stored (tables rental_cuentas and rental_cuotas, migration StoredCuotas; this module owns
// them): the rows come from the account as the loader computes it (stored-cuotas.ts), written by every write that
// changes it in that write's transaction — this module's payments, charges and waivers call `refresh`; the rentals
// module's contract writes and index values reach it through ContractChanges. `ensure` writes the rows of contracts
// without current ones (at start, and before each read: contracts added or payments changed behind the app's back,
// or rows written by another version of the computation). 'Inquilinos en mora' is one query over them.
import { Inject, Injectable } from '@nestjs/common';
import { CUOTA_MAXIMA_CENTAVOS, MENSAJES_CONTRATO, formatImporte, type IndiceAjuste } from '@inmo/contracts';
import { ApiError } from '../common/api-error.js';
import { Db } from '../database/db.service.js';
import { ContractReader } from '../rentals/contract-reader.service.js';
import { fechasNecesarias, hoyArgentina } from '../rentals/schedule.js';
import { AccountLoader } from './account-loader.service.js';
import { STORED_CUOTAS_VERSION, storedCuotasOf } from './stored-cuotas.js';

/** Contracts recomputed per statement (and per transaction when catching up). */
const BATCH = 100;

/** A contract in arrears as the query answers it: since when, and what it owes to the cent (interest to today). */
export type MoraRow = {
  contrato_id: string;
  desde: string;
  saldo: string;
};

/** Refuses (400, naming the contract and the period) a write that would take a cuota past CUOTA_MAXIMA_CENTAVOS. */
function assertRecordable(loaded: { row: { p_titulo: string; moneda: string } }[], rows: ReturnType<typeof storedCuotasOf>[]): void {
  rows.forEach((r, i) => {
    const c = r.cuotas.find((x) => x.montoCentavos !== null && x.montoCentavos > BigInt(CUOTA_MAXIMA_CENTAVOS));
    if (!c) return;
    const { p_titulo, moneda } = loaded[i]!.row;
    const mensaje = MENSAJES_CONTRATO.cuotaImposible(p_titulo, c.periodo, formatImporte(Number(c.montoCentavos) / 100, moneda));
    throw ApiError.validation({ cuotas: mensaje });
  });
}

@Injectable()
export class CuotasStore {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(AccountLoader) private readonly loader: AccountLoader,
    @Inject(ContractReader) private readonly contracts: ContractReader,
  ) {}

  /**
   * Recomputes and stores these contracts' rows, in the caller's transaction (their contract rows locked first, in
   * order, so a concurrent write to one of them stores after this one, from what this one committed).
   */
  async refresh(ids: readonly string[]): Promise<void> {
    const unique = [...new Set(ids)].sort();
    for (let i = 0; i < unique.length; i += BATCH) await this.write(unique.slice(i, i + BATCH));
  }

  private async write(ids: string[]): Promise<void> {
    for (const id of ids) await this.contracts.lock(id);
    const loaded = await this.loader.load({ ids }, hoyArgentina());
    await this.db.execute(`DELETE FROM rental_cuentas WHERE contrato_id = ANY($1::uuid[])`, [ids]);
    if (loaded.length === 0) return;
    const rows = loaded.map(storedCuotasOf);
    assertRecordable(loaded, rows);
    await this.db.execute(
      `INSERT INTO rental_cuentas (contrato_id, punitorio_diario, total_centavos, version)
       SELECT t.id, t.rate, t.total, $4 FROM unnest($1::uuid[], $2::numeric[], $3::bigint[]) AS t(id, rate, total)`,
      [rows.map((r) => r.cuenta.contratoId), rows.map((r) => r.cuenta.punitorioDiario), rows.map((r) => String(r.cuenta.totalCentavos)), STORED_CUOTAS_VERSION],
    );
    const q = rows.flatMap((r) => r.cuotas.map((c) => ({ id: r.cuenta.contratoId, ...c })));
    const col = <T>(f: (c: (typeof q)[number]) => T) => q.map(f);
    const text = (v: bigint | null) => (v === null ? null : String(v));
    await this.db.execute(
      `INSERT INTO rental_cuotas (contrato_id, periodo, vencimiento, monto_centavos, pagado_centavos, punitorios_centavos, punitorios_pagados_centavos,
         devengado_hasta, condonado, ajuste_desde, faltantes, falta, cargos_centavos)
       SELECT t.id, t.periodo, t.venc, t.monto, t.pagado, t.pun, t.pun_pagados, t.dev, t.cond, t.ajuste, string_to_array(t.faltantes, ',')::date[], t.falta, t.cargos
       FROM unnest($1::uuid[], $2::text[], $3::date[], $4::bigint[], $5::bigint[], $6::bigint[], $7::bigint[], $8::date[], $9::boolean[], $10::date[], $11::text[], $12::date[], $13::bigint[])
         AS t(id, periodo, venc, monto, pagado, pun, pun_pagados, dev, cond, ajuste, faltantes, falta, cargos)`,
      [
        col((c) => c.id), col((c) => c.periodo), col((c) => c.vencimiento), col((c) => text(c.montoCentavos)), col((c) => text(c.pagadoCentavos)),
        col((c) => text(c.punitoriosCentavos)), col((c) => text(c.punitoriosPagadosCentavos)), col((c) => c.devengadoHasta), col((c) => c.condonado),
        col((c) => c.ajusteDesde), col((c) => (c.faltantes.length ? c.faltantes.join(',') : null)), col((c) => c.falta), col((c) => text(c.cargosCentavos)),
      ],
    );
  }

  /** Index values loaded or deleted: the contracts on that index whose schedule reads one of those dates. */
  async indexValuesChanged(indice: IndiceAjuste, fechas: readonly string[]): Promise<void> {
    const changed = new Set(fechas);
    const affected = (await this.contracts.find({ indice })).filter((c) => fechasNecesarias(c.terminos).some((f) => changed.has(f)));
    await this.refresh(affected.map((c) => c.row.id));
  }

  /**
   * Stores the rows of every contract without current ones, in batches of their own transactions (claimed with an
   * advisory lock, so two processes starting together do not both compute them); answers how many.
   */
  async ensure(): Promise<number> {
    const [all, current] = await Promise.all([
      this.contracts.ids(),
      this.db.query<{ contrato_id: string }>(`SELECT contrato_id FROM rental_cuentas WHERE vigente AND version = $1`, [STORED_CUOTAS_VERSION]),
    ]);
    const have = new Set(current.map((r) => r.contrato_id));
    const todo = all.filter((id) => !have.has(id));
    for (let i = 0; i < todo.length; i += BATCH) {
      const batch = todo.slice(i, i + BATCH);
      await this.db.transaction(async () => {
        await this.db.execute(`SELECT pg_advisory_xact_lock(hashtext('rental_cuotas'))`);
        const done = new Set((await this.db.query<{ contrato_id: string }>(
          `SELECT contrato_id FROM rental_cuentas WHERE contrato_id = ANY($1::uuid[]) AND vigente AND version = $2`, [batch, STORED_CUOTAS_VERSION],
        )).map((r) => r.contrato_id));
        await this.refresh(batch.filter((id) => !done.has(id)));
      });
    }
    return todo.length;
  }

  /**
   * The contracts whose tenant owes rent past its due day, with a positive balance on `hoy`: the oldest such due day
   * and the balance — the stored total less the rent and the tenant's charges of the periods not started, plus the interest accrued to `hoy`
   * on the rent still owed (simple, rounded half up to the cent, as the ledger's). One statement: the cuotas owed come
   * from index rental_cuotas_adeudadas, the periods not started from the primary key; no other cuota is read.
   */
  async mora(hoy: string): Promise<MoraRow[]> {
    return this.db.query<MoraRow>(
      `SELECT contrato_id, desde, saldo::text AS saldo FROM (
         SELECT m.contrato_id, m.desde::text AS desde,
           (a.total_centavos + m.interes
             - coalesce((SELECT sum(coalesce(f.monto_centavos, 0) + f.cargos_centavos) FROM rental_cuotas f WHERE f.contrato_id = m.contrato_id AND f.periodo > $2::text), 0))::bigint AS saldo
         FROM (SELECT q.contrato_id, min(q.vencimiento) AS desde,
                 coalesce(sum(round((q.monto_centavos - q.pagado_centavos) * c.punitorio_diario * ($1::date - q.devengado_hasta) * 0.01)) FILTER (WHERE NOT q.condonado), 0) AS interes
               FROM rental_cuotas q JOIN rental_cuentas c ON c.contrato_id = q.contrato_id
               WHERE q.monto_centavos > q.pagado_centavos AND q.vencimiento < $1::date GROUP BY q.contrato_id) m
         JOIN rental_cuentas a ON a.contrato_id = m.contrato_id
       ) s WHERE saldo > 0`,
      [hoy, hoy.slice(0, 7)],
    );
  }

  /**
   * The stored rows the pendings read: the cuotas that start an adjustment from `hoy` to `hasta`, and those whose
   * adjustment lacks an index value; by contract, then period.
   */
  pendientes(hoy: string, hasta: string) {
    return this.db.query<{ contrato_id: string; ajuste_desde: string | null; falta: string | null; faltantes: string[] | null }>(
      `SELECT contrato_id, ajuste_desde::text AS ajuste_desde, falta::text AS falta, faltantes::text[] AS faltantes FROM rental_cuotas
       WHERE ajuste_desde BETWEEN $1::date AND $2::date OR falta IS NOT NULL ORDER BY contrato_id, periodo`,
      [hoy, hasta],
    );
  }
}
