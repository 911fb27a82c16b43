// The tenant's account to the cent: oldest period first (interest, rent, charges), partial and back-dated payments,
// simple late interest booked at each payment, waivers, advance payments, and the amounts in words.
import { calcularCuenta, estadoCuota, interes, paraElPropietario, porcentajeDe, type LedgerInput } from './ledger.js';
import { enLetras, montoEnLetras } from './words.js';

const cuotas = [
  { periodo: '2026-01', vencimiento: '2026-01-10', montoCentavos: 10000000n },
  { periodo: '2026-02', vencimiento: '2026-02-10', montoCentavos: 10000000n },
  { periodo: '2026-03', vencimiento: '2026-03-10', montoCentavos: 10000000n },
];
const base: LedgerInput = { cuotas, pagos: [], cargos: [], punitorioDiario: '0.5', condonados: new Set(), hoy: '2026-01-05' };

describe('late interest', () => {
  it('is simple interest, rounded half up to the cent', () => {
    expect(interes(10000000n, '0.5', 10)).toBe(500000n);
    expect(interes(333n, '0.5', 1)).toBe(2n); // 1.665 → 2
    expect(interes(100n, '0.5', 1)).toBe(1n); // 0.5 → 1 (half up)
    expect(interes(99n, '0.5', 1)).toBe(0n); // 0.495 → 0
    expect(interes(10000000n, '0', 30)).toBe(0n);
    expect(interes(10000000n, '0.5', 0)).toBe(0n);
  });
  it('percentages of cents round half up', () => {
    expect(porcentajeDe(10000000n, '8')).toBe(800000n);
    expect(porcentajeDe(12345n, '7.5')).toBe(926n); // 925.875
  });
});

describe('the account', () => {
  it('a partial then a full payment: the cuota goes parcial, then pagada', () => {
    const a = calcularCuenta({ ...base, pagos: [{ id: 'p1', fecha: '2026-01-05', montoCentavos: 4000000n }] });
    expect(a.cuotas[0]!.pagado).toBe(4000000n);
    expect(estadoCuota(a.cuotas[0]!, '2026-01-05')).toBe('parcial');
    const b = calcularCuenta({ ...base, pagos: [{ id: 'p1', fecha: '2026-01-05', montoCentavos: 4000000n }, { id: 'p2', fecha: '2026-01-08', montoCentavos: 6000000n }] });
    expect(estadoCuota(b.cuotas[0]!, '2026-01-08')).toBe('pagada');
    expect(b.saldo).toBe(0n);
    expect(b.lineas.map((l) => [l.concepto, l.debe, l.haber, l.saldo])).toEqual([
      ['Alquiler', 10000000n, 0n, 10000000n],
      ['Pago', 0n, 4000000n, 6000000n],
      ['Pago', 0n, 6000000n, 0n],
    ]);
  });

  it('a late payment pays the interest first: rent × rate × days late', () => {
    const a = calcularCuenta({ ...base, hoy: '2026-01-20', pagos: [{ id: 'p1', fecha: '2026-01-20', montoCentavos: 10500000n }] });
    expect(a.aplicaciones.get('p1')).toEqual([
      { tipo: 'punitorios', periodo: '2026-01', concepto: 'Punitorios', cargo: null, centavos: 500000n },
      { tipo: 'alquiler', periodo: '2026-01', concepto: 'Alquiler', cargo: null, centavos: 10000000n },
    ]);
    expect(a.saldo).toBe(0n);
    expect(paraElPropietario(a.aplicaciones.get('p1')!)).toBe(10500000n);
  });

  it('rent left unpaid keeps accruing from the last payment; today’s interest is provisional', () => {
    // Due 10/01; 20/01 pays 60,000 (5,000 interest, 55,000 rent); 45,000 left accrues 0.5 % a day to 30/01.
    const a = calcularCuenta({ ...base, hoy: '2026-01-30', pagos: [{ id: 'p1', fecha: '2026-01-20', montoCentavos: 6000000n }] });
    expect(a.cuotas[0]!.pagado).toBe(5500000n);
    expect(a.cuotas[0]!.punitoriosALaFecha).toBe(225000n); // 45,000 × 0.5 % × 10
    expect(a.saldo).toBe(10000000n + 500000n - 6000000n + 225000n);
    expect(a.moraDesde).toBe('2026-01-10');
    expect(a.lineas.at(-1)!.provisorio).toBe(true);
  });

  it('each interest line states the days it charges: since the due day, then since the previous payment', () => {
    // Due 10/01: 50,000 on 15/01 (5 days: 2,500 of interest), the rest on 01/02: 52,500 × 0.5 % × 17 days = 4,462.50.
    const pagos = [{ id: 'p1', fecha: '2026-01-15', montoCentavos: 5000000n }, { id: 'p2', fecha: '2026-02-01', montoCentavos: 5696250n }];
    const a = calcularCuenta({ ...base, hoy: '2026-02-01', pagos });
    const lineas = a.lineas.filter((l) => l.concepto.startsWith('Punitorios'));
    expect(lineas.map((l) => [l.concepto, l.debe])).toEqual([
      ['Punitorios (5 días de mora, del 10/01/2026 al 15/01/2026)', 250000n],
      ['Punitorios (17 días de mora, del 15/01/2026 al 01/02/2026)', 446250n],
    ]);
    expect(a.cuotas[0]).toMatchObject({ pagado: 10000000n, punitorios: 696250n, punitoriosPagados: 696250n });
    // Unpaid today: the provisional line says its days too (one day: 'día').
    const b = calcularCuenta({ ...base, hoy: '2026-01-11', pagos: [] });
    expect(b.lineas.filter((l) => l.provisorio).map((l) => l.concepto)).toEqual(['Punitorios a la fecha, a confirmar al pagar (1 día de mora, del 10/01/2026 al 11/01/2026)']);
  });

  it('a back-dated payment is replayed in date order', () => {
    // Recorded second but dated first: the 15/01 payment pays January with 5 days of interest, the 12/02 one February.
    const pagos = [
      { id: 'late', fecha: '2026-02-12', montoCentavos: 10100000n },
      { id: 'back', fecha: '2026-01-15', montoCentavos: 10250000n },
    ];
    const a = calcularCuenta({ ...base, hoy: '2026-02-12', pagos });
    expect(a.aplicaciones.get('back')!.map((x) => [x.tipo, x.periodo, x.centavos])).toEqual([['punitorios', '2026-01', 250000n], ['alquiler', '2026-01', 10000000n]]);
    expect(a.aplicaciones.get('late')!.map((x) => [x.tipo, x.periodo, x.centavos])).toEqual([['punitorios', '2026-02', 100000n], ['alquiler', '2026-02', 10000000n]]);
    expect(a.saldo).toBe(0n);
  });

  it('oldest period first: interest, rent, then the tenant’s charges; the excess pays ahead', () => {
    const a = calcularCuenta({
      ...base,
      hoy: '2026-02-11',
      cargos: [{ id: 'c1', periodo: '2026-01', concepto: 'Expensas', montoCentavos: 2000000n }],
      pagos: [{ id: 'p1', fecha: '2026-02-11', montoCentavos: 25000000n }],
    });
    expect(a.aplicaciones.get('p1')!.map((x) => [x.tipo, x.periodo, x.centavos])).toEqual([
      ['punitorios', '2026-01', 1600000n], // 100,000 × 0.5 % × 32 days
      ['alquiler', '2026-01', 10000000n],
      ['cargo', '2026-01', 2000000n],
      ['punitorios', '2026-02', 50000n],
      ['alquiler', '2026-02', 10000000n],
      ['alquiler', '2026-03', 1350000n],
    ]);
    expect(estadoCuota(a.cuotas[2]!, '2026-02-11')).toBe('parcial');
  });

  it('a waived period books no interest', () => {
    const a = calcularCuenta({ ...base, hoy: '2026-01-20', condonados: new Set(['2026-01']), pagos: [{ id: 'p1', fecha: '2026-01-20', montoCentavos: 10000000n }] });
    expect(a.cuotas[0]!.punitorios).toBe(0n);
    expect(a.saldo).toBe(0n);
  });

  it('beyond every debt the rest stays as a credit', () => {
    const a = calcularCuenta({ ...base, pagos: [{ id: 'p1', fecha: '2026-01-05', montoCentavos: 31000000n }] });
    expect(a.aplicaciones.get('p1')!.at(-1)).toEqual({ tipo: 'a cuenta', periodo: null, concepto: 'A cuenta', cargo: null, centavos: 1000000n });
  });

  it('a cuota without an amount (index missing) is not owed yet', () => {
    const a = calcularCuenta({ ...base, cuotas: [{ periodo: '2026-01', vencimiento: '2026-01-10', montoCentavos: null }], hoy: '2026-02-01' });
    expect(a.saldo).toBe(0n);
    expect(estadoCuota(a.cuotas[0]!, '2026-02-01')).toBe('falta índice');
  });
});

describe('amounts in words', () => {
  it('writes the apocopes', () => {
    expect(enLetras(21000n)).toBe('veintiún mil');
    expect(enLetras(1000000n)).toBe('un millón');
    expect(enLetras(21000000n)).toBe('veintiún millones');
    expect(enLetras(71000n)).toBe('setenta y un mil');
    expect(enLetras(121000n)).toBe('ciento veintiún mil');
    expect(enLetras(21n)).toBe('veintiuno');
    expect(enLetras(1001n)).toBe('mil uno');
  });
  it('says the currency and the cents', () => {
    expect(montoEnLetras(12345678n, 'ARS')).toBe('Son pesos ciento veintitrés mil cuatrocientos cincuenta y seis con 78/100');
    expect(montoEnLetras(2100000n, 'ARS')).toBe('Son pesos veintiún mil con 00/100');
    expect(montoEnLetras(150005n, 'USD')).toBe('Son dólares estadounidenses mil quinientos con 05/100');
  });
});
