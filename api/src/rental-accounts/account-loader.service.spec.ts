// A contract's account as the loader builds it from the stored rows: what a payment pays and in which order, what
// the tenant owes (never the owner's charges nor a voided payment), late interest to today, and each contract's
// rows kept to their own contract.
import { ApiError } from '../common/api-error.js';
import { cargo, contrato, cuentas, fakeDb, loaderOver, pago } from './__tests__/accounts.js';

const C1 = '11111111-1111-4111-8111-111111111111';
const C2 = '22222222-2222-4222-8222-222222222222';

describe('AccountLoader', () => {
  it('a late payment pays its period’s interest (rent × 0,5 % × 10 days), then the rent, then the tenant’s charge; the owner’s charge is not owed by the tenant', async () => {
    const [l] = await cuentas({
      contratos: [contrato({ id: C1 })],
      pagos: [pago('p1', C1, '2026-01-20', 11000000n)],
      cargos: [cargo('g1', C1, '2026-01', 2000000n, 'inquilino'), cargo('g2', C1, '2026-01', 3000000n, 'propietario')],
    }, '2026-02-20');
    expect(l!.ledger.aplicaciones.get('p1')!.map((a) => [a.tipo, a.periodo, a.centavos])).toEqual([
      ['punitorios', '2026-01', 500000n],
      ['alquiler', '2026-01', 10000000n],
      ['cargo', '2026-01', 500000n],
    ]);
    // January's rent 100.000 + its interest 5.000 + the tenant's charge 20.000 + February's rent 100.000 + February's
    // interest to today (10 days: 5.000, provisional) − the payment 110.000.
    expect(l!.ledger.saldo).toBe(12000000n);
    expect(l!.ledger.moraDesde).toBe('2026-02-10');
    expect(l!.ledger.lineas.filter((x) => x.provisorio).map((x) => [x.periodo, x.debe])).toEqual([['2026-02', 500000n]]);
  });

  it('a voided payment pays nothing: the debt stays whole, with its interest', async () => {
    const [l] = await cuentas({
      contratos: [contrato({ id: C1 })],
      pagos: [pago('p1', C1, '2026-01-05', 10000000n, { anulado_en: new Date('2026-01-06T12:00:00Z'), anulado_motivo: 'Cheque rechazado' })],
    }, '2026-01-30');
    expect(l!.ledger.aplicaciones.has('p1')).toBe(false);
    // 100.000 of January + 20 days late at 0,5 % (10.000).
    expect(l!.ledger.saldo).toBe(11000000n);
    expect(l!.pagos.map((p) => p.id)).toEqual(['p1']);
  });

  it('a waived period books no interest: the late payment pays the rent alone', async () => {
    const [l] = await cuentas({
      contratos: [contrato({ id: C1 })],
      pagos: [pago('p1', C1, '2026-01-20', 10000000n)],
      waivers: [{ contrato_id: C1, periodo: '2026-01', motivo: 'Acuerdo', created_at: new Date('2026-01-21T12:00:00Z') }],
    }, '2026-01-25');
    expect(l!.ledger.aplicaciones.get('p1')!.map((a) => [a.tipo, a.centavos])).toEqual([['alquiler', 10000000n]]);
    expect(l!.ledger.saldo).toBe(0n);
  });

  it('each contract reads only its own payments, at its own rent and rate', async () => {
    const ls = await cuentas({
      contratos: [contrato({ id: C1 }), contrato({ id: C2, monto_inicial_centavos: '25000050', punitorio_diario: '0.1000' })],
      pagos: [pago('p1', C1, '2026-01-10', 10000000n), pago('p2', C2, '2026-01-15', 25000050n)],
    }, '2026-01-31');
    expect(ls.map((l) => [l.row.id, [...l.ledger.aplicaciones.keys()]])).toEqual([[C1, ['p1']], [C2, ['p2']]]);
    // 250.000,50 paid 5 days late at 0,1 % a day: 1.250,0025 → 1.250,00 of interest first, the rest to the rent.
    expect(ls[1]!.ledger.aplicaciones.get('p2')!.map((a) => [a.tipo, a.centavos])).toEqual([['punitorios', 125000n], ['alquiler', 24875050n]]);
    // What is left (1.250,00) owes 16 more days to today at 0,1 %: 20,00, provisional.
    expect(ls[1]!.ledger.saldo).toBe(127000n);
  });

  it('one contract: 404 “Contrato no encontrado” for an id that is not one (no statement) or not stored', async () => {
    const db = fakeDb({ contratos: [] });
    const loader = loaderOver({ contratos: [] }, db);
    await expect(loader.loadOne('c1')).rejects.toEqual(new ApiError(404, 'Contrato no encontrado'));
    await expect(loader.lockContract('c1')).rejects.toMatchObject({ status: 404, message: 'Contrato no encontrado' });
    expect(db.statements).toEqual([]);
    await expect(loader.loadOne(C1)).rejects.toMatchObject({ status: 404, message: 'Contrato no encontrado' });
    await expect(loader.lockContract(C2)).rejects.toMatchObject({ status: 404, message: 'Contrato no encontrado' });
    await expect(loaderOver({ contratos: [contrato({ id: C2 })] }).lockContract(C2)).resolves.toBeUndefined();
  });
});
