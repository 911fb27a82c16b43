// The tenant's account writes: what a payment paid is stored as its application in pesos with cents; an ended
// contract takes no more than it is owed (the refusal names the debt in es-AR figures); a payment dated before the
// contract or after today is refused before anything is written.
import type { Db } from '../database/db.service.js';
import { SYSTEM_ACTOR } from '../history/actor.js';
import { contrato, cuentas, pago } from './__tests__/accounts.js';
import type { AccountLoader } from './account-loader.service.js';
import type { Loaded } from './account-rows.js';
import { RentalAccountsService, excesoDePago, imputacionOf } from './rental-accounts.service.js';

const C1 = '11111111-1111-4111-8111-111111111111';
/** Two months from January 2026, already finished: 100.000 each, due on the 10th. */
const terminado = contrato({ id: C1, meses: 2, fin: '2026-03-01', activo: false });
const HOY = '2026-03-05';

describe('excesoDePago (an ended contract takes what it is owed, no more)', () => {
  const cuenta = async (pagos: ReturnType<typeof pago>[], row = terminado) => (await cuentas({ contratos: [row], pagos }, HOY))[0]!.ledger;
  const enero = pago('p1', C1, '2026-01-05', 10000000n);

  it('a payment beyond the debt is refused naming what is owed: February’s 100.000', async () => {
    const extra = pago('p2', C1, '2026-02-08', 15000000n);
    expect(excesoDePago(await cuenta([enero]), await cuenta([enero, extra]), 15000000n, terminado, HOY)).toBe('El contrato terminó: el pago no puede superar lo que adeuda ($ 100.000,00 ARS)');
  });

  it('nothing owed: any payment is refused as such; the exact debt is taken', async () => {
    const febrero = pago('p2', C1, '2026-02-08', 10000000n);
    const mas = pago('p3', C1, '2026-03-01', 50000n);
    expect(excesoDePago(await cuenta([enero, febrero]), await cuenta([enero, febrero, mas]), 50000n, terminado, HOY)).toBe('El contrato terminó y no adeuda nada: no hay pago que registrar');
    expect(excesoDePago(await cuenta([enero]), await cuenta([enero, febrero]), 10000000n, terminado, HOY)).toBeNull();
  });

  it('a running contract keeps what is paid ahead as a credit', async () => {
    const vigente = contrato({ id: C1, meses: 24, fin: '2028-01-01' });
    const extra = pago('p2', C1, '2026-01-06', 30000000n);
    expect(excesoDePago(await cuenta([enero], vigente), await cuenta([enero, extra], vigente), 30000000n, vigente, HOY)).toBeNull();
  });
});

describe('imputacionOf', () => {
  it('stores each part of a payment in pesos with its cents', () => {
    expect(imputacionOf([
      { tipo: 'punitorios', periodo: '2026-01', concepto: 'Punitorios', cargo: null, centavos: 123457n },
      { tipo: 'alquiler', periodo: '2026-01', concepto: 'Alquiler', cargo: null, centavos: 10000000n },
      { tipo: 'a cuenta', periodo: null, concepto: 'A cuenta', cargo: null, centavos: 1n },
    ])).toEqual([
      { periodo: '2026-01', concepto: 'Punitorios', monto: 1234.57 },
      { periodo: '2026-01', concepto: 'Alquiler', monto: 100000 },
      { periodo: null, concepto: 'A cuenta', monto: 0.01 },
    ]);
  });
});

describe('RentalAccountsService.registrarPago', () => {
  it('a date before the contract or after today → 400 on fecha, and no receipt number is taken', async () => {
    const written: string[] = [];
    const db = { transaction: (fn: () => unknown) => fn(), one: async (sql: string) => (written.push(sql), null), execute: async (sql: string) => void written.push(sql) } as unknown as Db;
    const loader = { lockContract: async () => undefined, loadOne: async () => ({ row: contrato({ id: C1 }) }) as Loaded } as unknown as AccountLoader;
    const s = new RentalAccountsService(db, loader, null as never, null as never, null as never, null as never, null as never);
    const datos = { monto: 1000, medio: 'efectivo' as const, nota: '' };
    await expect(s.registrarPago(C1, { ...datos, fecha: '2025-12-31' }, SYSTEM_ACTOR)).rejects.toMatchObject({ status: 400, errors: { fecha: 'La fecha del pago no puede ser anterior al inicio del contrato' } });
    await expect(s.registrarPago(C1, { ...datos, fecha: '2999-01-01' }, SYSTEM_ACTOR)).rejects.toMatchObject({ status: 400, errors: { fecha: 'La fecha del pago no puede ser posterior a hoy' } });
    expect(written).toEqual([]);
  });
});
