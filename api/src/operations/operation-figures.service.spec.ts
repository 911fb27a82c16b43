import type { Db } from '../database/db.service.js';
import { CLOSED_SALES_VIEW, OperationFigures } from './operation-figures.service.js';

/** A Db that answers `rows` and keeps each statement and its parameters. */
function fakeDb(rows: unknown[]) {
  const calls: { sql: string; params: unknown[] }[] = [];
  const db = { query: async (sql: string, params: unknown[] = []) => (calls.push({ sql, params }), rows) } as unknown as Db;
  return { db, calls };
}

describe('OperationFigures', () => {
  it('counts only operations in force, and only the closer’s when one is named', async () => {
    const { db, calls } = fakeDb([]);
    const figures = new OperationFigures(db);
    await figures.totalsByCurrency();
    await figures.totalsByCurrency('u1');
    await figures.linkedToProperties('u1');
    expect(calls.every((c) => c.sql.includes('anulada_en IS NULL'))).toBe(true);
    expect(calls.map((c) => c.params)).toEqual([[], ['u1'], ['u1']]);
    expect(calls[0]!.sql).not.toContain('cerrada_por');
  });

  it('reads amounts exactly from NUMERIC text and counts from bigint text', async () => {
    const { db } = fakeDb([{ moneda: 'USD', total: '3', ventas: '2', alquileres: '1', monto_ventas: '150000.55', monto_alquileres: '0' }]);
    expect(await new OperationFigures(db).totalsByCurrency()).toEqual([{ moneda: 'USD', total: 3, ventas: 2, alquileres: 1, montoVentas: 150000.55, montoAlquileres: 0 }]);
  });

  it('gives a month without operations as one row with no type and no currency', async () => {
    const { db, calls } = fakeDb([{ mes: '2026-01', operacion: null, moneda: null, cantidad: '0', monto: '0' }]);
    expect(await new OperationFigures(db).perMonth(6)).toEqual([{ mes: '2026-01', operacion: null, moneda: null, cantidad: 0, monto: 0 }]);
    expect(calls[0]!.params).toEqual([6]);
  });

  it('offers other modules the closed sales in force with an amount, never an annulled one', () => {
    expect(CLOSED_SALES_VIEW).toMatch(/operacion = 'venta'/);
    expect(CLOSED_SALES_VIEW).toMatch(/anulada_en IS NULL/);
    expect(CLOSED_SALES_VIEW).toMatch(/monto_dinero > 0/);
  });
});
