// An owner's settlement to the cent: collected (rent and late interest of the month's payments, never the tenant's
// charges) − the contract's commission on it − the owner's charges of that month's period; other months' money is
// not in it; once a month is paid, later changes to its money come back as differences in the first month not paid.
import type { ClientLookups } from '../clients/client-lookups.service.js';
import type { Db } from '../database/db.service.js';
import { SYSTEM_ACTOR } from '../history/actor.js';
import { cargo, contrato, cuentas, pago } from './__tests__/accounts.js';
import type { AccountLoader } from './account-loader.service.js';
import { SettlementsService, liquidacionQueLoLleva, liquidar } from './settlements.service.js';

const C1 = '11111111-1111-4111-8111-111111111111';
const C2 = '22222222-2222-4222-8222-222222222222';
const OWNER = '33333333-3333-4333-8333-333333333333';
const marzo = contrato({ id: C1, inicio: '2026-03-01', fin: '2028-03-01' });
const anulado = { anulado_en: new Date('2026-04-02T12:00:00Z'), anulado_motivo: 'Error de carga', anulado_por: 'Admin' };

describe('liquidar (a month’s settlement)', () => {
  const rows = {
    contratos: [marzo, contrato({ id: C2, inicio: '2026-05-01', fin: '2028-05-01' })],
    pagos: [pago('p1', C1, '2026-03-05', 10000000n), pago('p2', C1, '2026-04-15', 10500000n)],
    cargos: [cargo('g1', C1, '2026-04', 1000000n, 'inquilino'), cargo('g2', C1, '2026-04', 1500000n, 'propietario', { concepto: 'Arreglo' }), cargo('g3', C1, '2026-03', 700000n, 'propietario')],
  };

  it('April: the payment of April (5 days late: 2.500 of interest + 100.000 of rent; its 2.500 for the tenant’s charge left out) − 8 % − April’s owner charge', async () => {
    const l = liquidar(await cuentas(rows, '2026-04-30'), [], '2026-04');
    expect([l.cobrado, l.comision, l.gastos]).toEqual([10250000n, 820000n, 1500000n]);
    expect(l.detalle).toEqual([{
      contrato: C1, propiedad: 'Moreno 321, Chivilcoy', inquilino: 'Iván Sosa', comisionPorcentaje: '8',
      cobrado: '10250000', comision: '820000', gastos: '1500000', neto: '7930000',
      pagos: [{ pago: 'p2', fecha: '2026-04-15', recibo: expect.any(Number), centavos: '10250000' }],
      cargos: [{ cargo: 'g2', periodo: '2026-04', concepto: 'Arreglo', centavos: '1500000' }],
    }]);
  });

  it('March holds March’s payment and March’s owner charge only; a contract starting later is not in it', async () => {
    const l = liquidar(await cuentas(rows, '2026-04-30'), [], '2026-03');
    expect([l.cobrado, l.comision, l.gastos]).toEqual([10000000n, 800000n, 700000n]);
    expect(l.detalle.map((d) => [d.contrato, d.neto, d.pagos.map((p) => p.pago), d.cargos.map((g) => g.cargo)])).toEqual([[C1, '8500000', ['p1'], ['g3']]]);
  });

  it('after March is paid, a void of its payment and of its owner charge comes back in April as negative amounts (commission too)', async () => {
    const antes = { contratos: [marzo], pagos: [pago('p1', C1, '2026-03-05', 10000000n)], cargos: [cargo('g3', C1, '2026-03', 700000n, 'propietario')] };
    const marzoPagada = { periodo: '2026-03', detalle: liquidar(await cuentas(antes, '2026-03-31'), [], '2026-03').detalle };
    const despues = { contratos: [marzo], pagos: [{ ...antes.pagos[0]!, ...anulado }], cargos: [{ ...antes.cargos[0]!, ...anulado }] };
    const ls = await cuentas(despues, '2026-04-05');
    const abril = liquidar(ls, [marzoPagada], '2026-04');
    expect([abril.cobrado, abril.comision, abril.gastos]).toEqual([-10000000n, -800000n, -700000n]);
    expect(abril.detalle[0]).toMatchObject({
      neto: '-8500000',
      pagos: [{ pago: 'p1', centavos: '-10000000' }],
      cargos: [{ cargo: 'g3', concepto: 'Expensas (anulado)', centavos: '-700000' }],
    });
    // The paid month carries nothing more: its money goes to April.
    expect(liquidar(ls, [marzoPagada], '2026-03')).toMatchObject({ cobrado: 0n, comision: 0n, gastos: 0n });
  });

  it('a payment settled once is not counted again: with March paid, April holds only what is new', async () => {
    const r = { contratos: [marzo], pagos: [pago('p1', C1, '2026-03-05', 10000000n)] };
    const marzoPagada = { periodo: '2026-03', detalle: liquidar(await cuentas(r, '2026-03-31'), [], '2026-03').detalle };
    const tarde = { ...r, pagos: [...r.pagos, pago('p3', C1, '2026-03-28', 4000000n)] };
    const abril = liquidar(await cuentas(tarde, '2026-04-05'), [marzoPagada], '2026-04');
    // The late-recorded March payment pays April's rent ahead: 40.000 for the owner, 3.200 of commission.
    expect(abril.detalle[0]!.pagos.map((p) => [p.pago, p.centavos])).toEqual([['p3', '4000000']]);
    expect([abril.cobrado, abril.comision, abril.gastos]).toEqual([4000000n, 320000n, 0n]);
  });

  it('the commission is the contract’s percentage of what was collected, rounded half up to the cent', async () => {
    const r = { contratos: [contrato({ id: C1, inicio: '2026-03-01', comision_administracion: '7.5000' })], pagos: [pago('p1', C1, '2026-03-05', 1234567n)] };
    const l = liquidar(await cuentas(r, '2026-03-06'), [], '2026-03');
    // 7,5 % of 12.345,67 = 925,925 → 925,93.
    expect([l.cobrado, l.comision, l.detalle[0]!.neto, l.detalle[0]!.comisionPorcentaje]).toEqual([1234567n, 92593n, '1141974', '7.5']);
  });
});

describe('liquidacionQueLoLleva', () => {
  it('a month not paid holds its own money; a paid one sends it to the first later month not paid, across the year', () => {
    const held = liquidacionQueLoLleva(['2026-03', '2026-04', '2026-12']);
    expect(['2026-02', '2026-03', '2026-04', '2026-05', '2026-12'].map(held)).toEqual(['2026-02', '2026-05', '2026-05', '2026-05', '2027-01']);
  });
});

describe('SettlementsService.nuevaLiquidacion', () => {
  const service = (monedas: string[], owner: { id: string } | null) => {
    const db = { transaction: (fn: () => unknown) => fn() } as unknown as Db;
    const loader = { currencies: async () => monedas } as unknown as AccountLoader;
    const clients = { lock: async (id: string) => owner?.id === id } as unknown as ClientLookups;
    return new SettlementsService(db, loader, null as never, null as never, null as never, clients, null as never);
  };

  it('an owner with contracts in pesos and dollars must name the currency; one they have no contract in is refused, naming theirs', async () => {
    await expect(service(['ARS', 'USD'], { id: OWNER }).nuevaLiquidacion({ propietario: OWNER, periodo: '2026-04', moneda: null }, SYSTEM_ACTOR))
      .rejects.toMatchObject({ status: 400, errors: { moneda: 'El propietario tiene contratos en pesos y en dólares: indicá la moneda (ARS o USD)' } });
    await expect(service(['ARS'], { id: OWNER }).nuevaLiquidacion({ propietario: OWNER, periodo: '2026-04', moneda: 'USD' }, SYSTEM_ACTOR))
      .rejects.toMatchObject({ status: 400, errors: { moneda: 'El propietario no tiene contratos en esa moneda: la liquidación solo puede ser en ARS' } });
    await expect(service([], { id: OWNER }).nuevaLiquidacion({ propietario: OWNER, periodo: '2026-04', moneda: null }, SYSTEM_ACTOR))
      .rejects.toMatchObject({ status: 400, errors: { propietario: 'El propietario no tiene contratos de alquiler' } });
    await expect(service(['ARS'], null).nuevaLiquidacion({ propietario: OWNER, periodo: '2026-04', moneda: null }, SYSTEM_ACTOR))
      .rejects.toMatchObject({ status: 404, message: 'Propietario no encontrado' });
  });
});
