// What other modules read of the accounts' stored cuotas (tables rental_cuotas and rental_cuentas, CuotasStore): each
// contract's cuotas with rent still owed and, for those in arrears, the balance owed today (late interest included).
// The bank statements' suggestions read them to match a credit's amount.
import { Inject, Injectable } from '@nestjs/common';
import { Db } from '../database/db.service.js';
import { hoyArgentina } from '../rentals/schedule.js';
import { CuotasStore } from './cuotas-store.service.js';

export interface CuotaAbierta {
  periodo: string;
  vencimiento: string;
  montoCentavos: bigint;
  pagadoCentavos: bigint;
}

export interface CuentaAbierta {
  cuotas: CuotaAbierta[];
  /** What the tenant owes today, interest included, when past a due day (null: nothing overdue). */
  saldoCentavos: bigint | null;
}

@Injectable()
export class OpenCuotasReader {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(CuotasStore) private readonly store: CuotasStore,
  ) {}

  /** By contract: its cuotas with rent owed, due up to `hasta`, by period; and its balance when in arrears. Two statements. */
  async abiertas(hasta: string, hoy = hoyArgentina()): Promise<Map<string, CuentaAbierta>> {
    await this.store.ensure();
    const rows = await this.db.query<{ contrato_id: string; periodo: string; vencimiento: string; monto: string; pagado: string }>(
      `SELECT contrato_id, periodo, vencimiento::text AS vencimiento, monto_centavos::text AS monto, pagado_centavos::text AS pagado
       FROM rental_cuotas WHERE monto_centavos > pagado_centavos AND vencimiento <= $1::date ORDER BY contrato_id, periodo`,
      [hasta],
    );
    const out = new Map<string, CuentaAbierta>();
    const de = (id: string) => out.get(id) ?? out.set(id, { cuotas: [], saldoCentavos: null }).get(id)!;
    for (const r of rows) de(r.contrato_id).cuotas.push({ periodo: r.periodo, vencimiento: r.vencimiento, montoCentavos: BigInt(r.monto), pagadoCentavos: BigInt(r.pagado) });
    for (const m of await this.store.mora(hoy)) de(m.contrato_id).saldoCentavos = BigInt(m.saldo);
    return out;
  }
}
