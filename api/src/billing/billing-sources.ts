// What the shortcuts invoice, read straight from their tables (rental_settlements, operations) with SQL of this
// module's own: a settlement's commission to its owner for the settled month, a sale's commission to one party.
import { montoComision, type TipoComision } from '@inmo/contracts';
import { fromNumeric } from '../common/parse.js';
import type { Db } from '../database/db.service.js';

export interface SettlementToInvoice {
  propietarioId: string;
  periodo: string;
  moneda: string;
  comisionCentavos: number;
  pagada: boolean;
}

export async function readSettlement(db: Db, id: string): Promise<SettlementToInvoice | null> {
  const r = await db.one<{ propietario_id: string; periodo: string; moneda: string; comision_centavos: string | number; pagada_en: unknown }>(
    `SELECT propietario_id, periodo, moneda, comision_centavos, pagada_en FROM rental_settlements WHERE id = $1`,
    [id],
  );
  if (!r) return null;
  return { propietarioId: r.propietario_id, periodo: r.periodo.trim(), moneda: r.moneda, comisionCentavos: Number(r.comision_centavos), pagada: r.pagada_en != null };
}

export interface OperationToInvoice {
  operacion: string;
  propiedad: string;
  clienteId: string | null;
  moneda: string;
  comision: number | null;
  fecha: string;
  anulada: boolean;
}

export async function readOperation(db: Db, id: string, parte: 'oferente' | 'receptor'): Promise<OperationToInvoice | null> {
  const r = await db.one<{
    operacion: string; propiedad_titulo: string; cliente_id: string | null; moneda: string; monto_dinero: unknown;
    comision_tipo: TipoComision | null; comision_valor: unknown; fecha: string; anulada_en: unknown;
  }>(
    `SELECT operacion, propiedad_titulo, ${parte === 'oferente' ? 'oferente_id' : 'receptor_id'} AS cliente_id, moneda, monto_dinero,
            comision_tipo, comision_valor, fecha_concretada::text AS fecha, anulada_en
     FROM operations WHERE id = $1`,
    [id],
  );
  if (!r) return null;
  const valor = fromNumeric(r.comision_valor);
  const comision = r.comision_tipo && valor !== null ? montoComision({ tipo: r.comision_tipo, valor }, fromNumeric(r.monto_dinero)) : null;
  return { operacion: r.operacion, propiedad: r.propiedad_titulo, clienteId: r.cliente_id, moneda: r.moneda, comision, fecha: r.fecha.slice(0, 10), anulada: r.anulada_en != null };
}
