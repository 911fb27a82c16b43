// What the settlement shortcut invoices: a settlement's commission to its owner for the settled month, read through
// the settlements' view. (A sale's commission comes from OperationFigures.toInvoice.)
import type { Db } from '../database/db.service.js';
import { SETTLEMENTS_VIEW } from '../rental-accounts/settlement-readers.js';

export interface SettlementToInvoice {
  propietarioId: string;
  periodo: string;
  moneda: string;
  comisionCentavos: number;
  pagada: boolean;
}

export async function readSettlement(db: Db, id: string): Promise<SettlementToInvoice | null> {
  const r = await db.one<{ propietario_id: string; periodo: string; moneda: string; comision_centavos: string | number; pagada_en: unknown }>(
    `SELECT propietario_id, periodo, moneda, comision_centavos, pagada_en FROM ${SETTLEMENTS_VIEW} s WHERE id = $1`,
    [id],
  );
  if (!r) return null;
  return { propietarioId: r.propietario_id, periodo: r.periodo.trim(), moneda: r.moneda, comisionCentavos: Number(r.comision_centavos), pagada: r.pagada_en != null };
}
