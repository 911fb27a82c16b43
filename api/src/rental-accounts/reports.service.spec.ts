// Arrears and collections to the cent: what a tenant in arrears owes with late interest to today (rent × 0,5 % ×
// days late), since their oldest unpaid due day; each payment's part for the owner (rent and interest, not the
// tenant's charges) and the commission on it, within the span, voided payments left out.
import { cargo, contrato, cuentas, pago } from './__tests__/accounts.js';
import { RentalReportsService, cobranzasDe, morosos } from './reports.service.js';

const C1 = '11111111-1111-4111-8111-111111111111';
const C2 = '22222222-2222-4222-8222-222222222222';
const C3 = '33333333-3333-4333-8333-333333333333';

describe('morosos (tenants in arrears)', () => {
  it('owe their rent plus interest to today, the oldest debt first; a tenant up to date is not listed', async () => {
    const ls = await cuentas({
      contratos: [
        contrato({ id: C3, inicio: '2026-02-01', ci_nombre: 'Ana', ci_apellido: 'Gil', p_calle: 'Rivadavia', p_altura: 50 }),
        contrato({ id: C2, inicio: '2026-02-01' }),
        contrato({ id: C1 }),
      ],
      pagos: [pago('p1', C2, '2026-02-05', 10000000n)],
    }, '2026-02-20');
    expect(morosos(ls)).toEqual([
      // January 100.000 + 41 days at 0,5 % (20.500) and February 100.000 + 10 days (5.000).
      { contrato: C1, inquilino: 'Iván Sosa', propiedad: 'Moreno 321, Chivilcoy', moneda: 'ARS', saldo: 225500, desde: '2026-01-10' },
      { contrato: C3, inquilino: 'Ana Gil', propiedad: 'Rivadavia 50, Chivilcoy', moneda: 'ARS', saldo: 105000, desde: '2026-02-10' },
    ]);
  });

  it('a payment a day late pays that day’s interest first, so the rent stays owed by that much', async () => {
    const ls = await cuentas({ contratos: [contrato({ id: C1, inicio: '2026-02-01' })], pagos: [pago('p1', C1, '2026-02-11', 10000000n)] }, '2026-02-11');
    // 100.000 × 0,5 % × 1 day = 500,00 of interest paid first: 500,00 of rent still owed.
    expect(morosos(ls)).toEqual([expect.objectContaining({ contrato: C1, saldo: 500, desde: '2026-02-10' })]);
  });

  it('the service names the running contracts among those the stored query finds in arrears, the oldest debt first', async () => {
    const filters: unknown[] = [];
    const store = { ensure: async () => 0, mora: async () => [{ contrato_id: C2, desde: '2026-03-10', saldo: '1234567' }, { contrato_id: C1, desde: '2026-02-10', saldo: '100' }] };
    const contracts = { find: async (f: unknown) => (filters.push(f), [{ row: contrato({ id: C2, ci_nombre: 'Ana' }) }, { row: contrato({ id: C1 }) }]) };
    const s = new RentalReportsService(null as never, null as never, store as never, contracts as never, null as never);
    expect(await s.mora('2026-04-01')).toEqual([
      { contrato: C1, inquilino: 'Iván Sosa', propiedad: 'Moreno 321, Chivilcoy', moneda: 'ARS', saldo: 1, desde: '2026-02-10' },
      { contrato: C2, inquilino: 'Ana Sosa', propiedad: 'Moreno 321, Chivilcoy', moneda: 'ARS', saldo: 12345.67, desde: '2026-03-10' },
    ]);
    expect(filters).toEqual([{ ids: [C2, C1], activo: true }]);
  });
});

describe('cobranzasDe (collections of a span)', () => {
  it('each payment of the span, by date then receipt: the owner’s part and the commission on it, to the cent', async () => {
    const ls = await cuentas({
      contratos: [contrato({ id: C1, inicio: '2026-03-01' }), contrato({ id: C2, inicio: '2026-03-01', comision_administracion: '7.5000', po_nombre: 'Raúl', po_apellido: 'Díaz' })],
      pagos: [
        pago('p1', C1, '2026-03-05', 11000000n, { recibo_numero: '7' }),
        pago('p2', C1, '2026-03-31', 500000n, { recibo_numero: '9', anulado_en: new Date('2026-04-01T12:00:00Z') }),
        pago('p3', C1, '2026-04-01', 500000n, { recibo_numero: '10' }),
        pago('p4', C2, '2026-03-20', 1234567n, { recibo_numero: '8', medio: 'efectivo' }),
        pago('p5', C2, '2026-03-05', 100n, { recibo_numero: '6' }),
      ],
      cargos: [cargo('g1', C1, '2026-03', 2000000n, 'inquilino')],
    }, '2026-04-02');
    const comun = { propiedad: 'Moreno 321, Chivilcoy', inquilino: 'Iván Sosa', moneda: 'ARS' };
    expect(cobranzasDe(ls, '2026-03-01', '2026-03-31')).toEqual([
      { ...comun, fecha: '2026-03-05', recibo: 6, contrato: C2, propietario: 'Raúl Díaz', medio: 'transferencia', monto: 1, alquiler: 1, comision: 0.08 },
      // 110.000: 100.000 of rent (8 %: 8.000) and 10.000 for the tenant's charge, which is not the owner's.
      { ...comun, fecha: '2026-03-05', recibo: 7, contrato: C1, propietario: 'Olga Paz', medio: 'transferencia', monto: 110000, alquiler: 100000, comision: 8000 },
      // 7,5 % of 12.345,67 = 925,925 → 925,93.
      { ...comun, fecha: '2026-03-20', recibo: 8, contrato: C2, propietario: 'Raúl Díaz', medio: 'efectivo', monto: 12345.67, alquiler: 12345.67, comision: 925.93 },
    ]);
  });
});
