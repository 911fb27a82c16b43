// What other modules read of operations, figures over the ones in force (annulled ones left out): metrics' totals,
// the reports' months and days on the market, and the closed sales valuations take as comparables. One statement each.
import { Inject, Injectable } from '@nestjs/common';
import { HOY_ARGENTINA_SQL, montoComision, type TipoComision } from '@inmo/contracts';
import { fromNumeric } from '../common/parse.js';
import { Db } from '../database/db.service.js';
import type { SqlBigint, SqlNumeric } from '../database/sql-types.js';
import { VIGENTE } from './operation-row.js';

/**
 * The sales in force with an amount, as another module reads them inside its own statement (`FROM ${CLOSED_SALES_VIEW} o`):
 * id, the property and its title as closed, amount, currency and the day it was closed.
 */
export const CLOSED_SALES_VIEW = `(SELECT id, propiedad_id, propiedad_titulo, monto_dinero, moneda, fecha_concretada FROM operations
  WHERE operacion = 'venta' AND ${VIGENTE} AND monto_dinero > 0)`;

/** What invoicing an operation's commission to one party needs of it. */
export interface OperationToInvoice {
  operacion: string;
  propiedad: string;
  clienteId: string | null;
  moneda: string;
  comision: number | null;
  fecha: string;
  anulada: boolean;
}

@Injectable()
export class OperationFigures {
  constructor(@Inject(Db) private readonly db: Db) {}

  /** Invoicing: an operation's commission and the party (offering or receiving) it is charged to; null when none. One statement. */
  async toInvoice(id: string, parte: 'oferente' | 'receptor'): Promise<OperationToInvoice | null> {
    const r = await this.db.one<{
      operacion: string; propiedad_titulo: string; cliente_id: string | null; moneda: string; monto_dinero: SqlNumeric | null;
      comision_tipo: TipoComision | null; comision_valor: SqlNumeric | null; fecha: string; anulada_en: unknown;
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

  /**
   * Metrics: per currency, how many sales and rentals ('alquiler temporal' included) and their amounts, annulled
   * operations left out; with
   * `cerradaPor`, only that user's operations. One statement.
   */
  async totalsByCurrency(cerradaPor?: string): Promise<{ moneda: string; total: number; ventas: number; alquileres: number; montoVentas: number; montoAlquileres: number }[]> {
    const rows = await this.db.query<{ moneda: string; total: SqlBigint; ventas: SqlBigint; alquileres: SqlBigint; monto_ventas: SqlNumeric; monto_alquileres: SqlNumeric }>(`
      SELECT moneda,
             count(*) AS total,
             count(*) FILTER (WHERE operacion = 'venta') AS ventas,
             count(*) FILTER (WHERE operacion IN ('alquiler', 'alquiler temporal')) AS alquileres,
             coalesce(sum(monto_dinero) FILTER (WHERE operacion = 'venta'), 0) AS monto_ventas,
             coalesce(sum(monto_dinero) FILTER (WHERE operacion IN ('alquiler', 'alquiler temporal')), 0) AS monto_alquileres
      FROM operations WHERE ${VIGENTE} ${cerradaPor ? 'AND cerrada_por = $1' : ''} GROUP BY moneda ORDER BY moneda`, cerradaPor ? [cerradaPor] : []);
    return rows.map((r) => ({
      moneda: r.moneda,
      total: Number(r.total),
      ventas: Number(r.ventas),
      alquileres: Number(r.alquileres),
      montoVentas: fromNumeric(r.monto_ventas) ?? 0,
      montoAlquileres: fromNumeric(r.monto_alquileres) ?? 0,
    }));
  }

  /**
   * Reports: operations and amounts per month ('YYYY-MM'), type and currency over the last `meses` months, this one
   * included. A month without operations has one row with operacion and moneda null, so charts get a continuous axis.
   * With `cerradaPor`, only the operations that user closed.
   */
  async perMonth(meses: number, cerradaPor?: string): Promise<{ mes: string; operacion: string | null; moneda: string | null; cantidad: number; monto: number }[]> {
    const rows = await this.db.query<{ mes: string; operacion: string | null; moneda: string | null; cantidad: SqlBigint; monto: SqlNumeric }>(
      `WITH meses AS (
         SELECT to_char(d, 'YYYY-MM') AS mes
         FROM generate_series(date_trunc('month', ${HOY_ARGENTINA_SQL}) - make_interval(months => $1 - 1), date_trunc('month', ${HOY_ARGENTINA_SQL}), interval '1 month') AS d)
       SELECT m.mes, o.operacion, o.moneda, count(o.id) AS cantidad, coalesce(sum(o.monto_dinero), 0) AS monto
       FROM meses m
       LEFT JOIN operations o ON to_char(o.fecha_concretada, 'YYYY-MM') = m.mes AND o.${VIGENTE} ${cerradaPor ? 'AND o.cerrada_por = $2' : ''}
       GROUP BY m.mes, o.operacion, o.moneda
       ORDER BY m.mes, o.operacion, o.moneda`,
      cerradaPor ? [meses, cerradaPor] : [meses],
    );
    return rows.map((r) => ({ mes: r.mes, operacion: r.operacion ?? null, moneda: r.moneda ?? null, cantidad: Number(r.cantidad), monto: fromNumeric(r.monto) ?? 0 }));
  }

  /**
   * Reports: the operations linked to a property (for its days on the market), with the day each was closed; with
   * `cerradaPor`, that user's. One statement.
   */
  async linkedToProperties(cerradaPor?: string): Promise<{ propiedadId: string; operacion: string; fechaConcretada: string }[]> {
    const rows = await this.db.query<{ propiedad_id: string; operacion: string; fecha_concretada: string }>(
      `SELECT propiedad_id, operacion, fecha_concretada::text AS fecha_concretada FROM operations
       WHERE propiedad_id IS NOT NULL AND ${VIGENTE} ${cerradaPor ? 'AND cerrada_por = $1' : ''}`,
      cerradaPor ? [cerradaPor] : [],
    );
    return rows.map((r) => ({ propiedadId: r.propiedad_id, operacion: r.operacion, fechaConcretada: r.fecha_concretada }));
  }
}
