// The account holds whatever happens to it (fast-check): any cuotas, the tenant's charges, payments of any amount on
// any day, some of them voided (a voided payment is left out of the replay, as the service does), any daily rate and
// waivers: each line's balance is the previous one plus debe minus haber, the final balance is Σ debe − Σ haber to
// the cent, the account's haber is exactly what was paid, and every payment is applied in full.
import fc from 'fast-check';
import { addDays } from '../rentals/schedule.js';
import { calcularCuenta, type LedgerInput } from './ledger.js';

const MESES = ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06'];
const dia = fc.integer({ min: 0, max: 240 }).map((d) => addDays('2026-01-01', d));
const centavos = (max: number) => fc.bigInt({ min: 1n, max: BigInt(max) });

const cuenta = fc.record({
  meses: fc.integer({ min: 1, max: 6 }),
  montos: fc.array(fc.option(centavos(90_000_000), { nil: null, freq: 8 }), { minLength: 6, maxLength: 6 }),
  vence: fc.integer({ min: 1, max: 28 }),
  cargos: fc.array(fc.record({ mes: fc.integer({ min: 0, max: 5 }), monto: centavos(5_000_000) }), { maxLength: 4 }),
  pagos: fc.array(fc.record({ fecha: dia, monto: centavos(150_000_000), anulado: fc.boolean() }), { maxLength: 12 }),
  tasa: fc.constantFrom('0', '0.05', '0.1', '0.333', '0.5', '1'),
  condonados: fc.subarray(MESES),
  hoy: fc.integer({ min: 0, max: 300 }).map((d) => addDays('2026-01-01', d)),
});

describe('the account, for any payments and voids', () => {
  it('debe − haber = saldo to the cent, line by line; haber is what was paid; each payment applied in full', () => {
    fc.assert(
      fc.property(cuenta, (c) => {
        const dd = String(c.vence).padStart(2, '0');
        const input: LedgerInput = {
          cuotas: MESES.slice(0, c.meses).map((periodo, i) => ({ periodo, vencimiento: `${periodo}-${dd}`, montoCentavos: c.montos[i]! })),
          cargos: c.cargos.filter((g) => g.mes < c.meses).map((g, i) => ({ id: `g${i}`, periodo: MESES[g.mes]!, concepto: 'Expensas', montoCentavos: g.monto })),
          // Payments are recorded up to today; a voided one stays out of the replay.
          pagos: c.pagos.filter((p) => p.fecha <= c.hoy && !p.anulado).map((p, i) => ({ id: `p${i}`, fecha: p.fecha, montoCentavos: p.monto })),
          punitorioDiario: c.tasa,
          condonados: new Set(c.condonados),
          hoy: c.hoy,
        };
        const a = calcularCuenta(input);
        let saldo = 0n;
        let debe = 0n;
        let haber = 0n;
        for (const l of a.lineas) {
          saldo += l.debe - l.haber;
          debe += l.debe;
          haber += l.haber;
          expect(l.saldo).toBe(saldo);
          expect(l.debe >= 0n && l.haber >= 0n).toBe(true);
        }
        expect(a.saldo).toBe(debe - haber);
        expect(haber).toBe(input.pagos.reduce((s, p) => s + p.montoCentavos, 0n));
        for (const p of input.pagos) expect((a.aplicaciones.get(p.id) ?? []).reduce((s, x) => s + x.centavos, 0n)).toBe(p.montoCentavos);
        // What the cuotas say was paid never exceeds their rent.
        for (const q of a.cuotas) if (q.montoCentavos !== null) expect(q.pagado <= q.montoCentavos).toBe(true);
      }),
      { numRuns: 400 },
    );
  });
});
