// The schedule to the cent: ICL and FIJO factors, IPC and CVS with each lag (INDEC's levels), Casa Propia's product of
// monthly coefficients (the November 2025 semester), missing values never guessed, dates.
import { addDays, addMonths, calcular, fechasNecesarias, finPactado, hoyArgentina, monthStart, periodStarts, proximoAjuste, type Terminos } from './schedule.js';

const base: Terminos = { inicio: '2024-03-01', meses: 24, montoInicialCentavos: 35000000n, indice: 'ICL', cadaMeses: 12, porcentaje: null, diaVencimiento: 10, rescision: null };

describe('dates', () => {
  it('adds months keeping the day, or the month’s last day', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2023-01-31', 1)).toBe('2023-02-28');
    expect(addMonths('2024-11-15', 3)).toBe('2025-02-15');
    expect(addMonths('2024-03-01', -2)).toBe('2024-01-01');
    expect(monthStart('2024-01-20', -2)).toBe('2023-11-01');
    expect(finPactado('2024-03-01', 24)).toBe('2026-03-01');
    expect(addDays('2024-02-28', 2)).toBe('2024-03-01');
  });
  it('today is Argentina’s day (UTC−3)', () => {
    expect(hoyArgentina(Date.parse('2026-01-01T02:59:00Z'))).toBe('2025-12-31');
    expect(hoyArgentina(Date.parse('2026-01-01T03:00:00Z'))).toBe('2026-01-01');
  });
});

describe('ICL (daily)', () => {
  it('factor = ICL(new period’s first day) ÷ ICL(previous period’s first day); rent rounded to the cent', () => {
    const valores = new Map([['2024-03-01', '8.47'], ['2025-03-01', '20.13']]);
    const cal = calcular(base, valores, '2025-04-15');
    expect(cal.ajustes).toHaveLength(1);
    // 350,000.00 × 20.13 / 8.47 = 831,818.1818… → 831,818.18
    expect(cal.ajustes[0]).toEqual({
      desde: '2025-03-01', indice: 'ICL', fechaInicio: '2024-03-01', fechaFin: '2025-03-01', valorInicio: '8.47', valorFin: '20.13',
      factor: '2.376623', montoAnterior: 350000, montoNuevo: 831818.18, falta: null, rezagoMeses: null, coeficientes: null,
    });
    expect(cal.cuotas).toHaveLength(24);
    expect(cal.cuotas[0]).toEqual({ periodo: '2024-03', vencimiento: '2024-03-10', monto: 350000, estado: 'vencida' });
    expect(cal.cuotas[11]!.monto).toBe(350000);
    expect(cal.cuotas[12]).toEqual({ periodo: '2025-03', vencimiento: '2025-03-10', monto: 831818.18, estado: 'vencida' });
    expect(cal.cuotas[13]).toEqual({ periodo: '2025-04', vencimiento: '2025-04-10', monto: 831818.18, estado: 'vencida' });
    expect(cal.cuotas[14]!.estado).toBe('a vencer');
    expect(cal.faltantes).toEqual([]);
  });

  it('chains adjustments on the unrounded ratio of each period, rounding each new rent once (half up)', () => {
    const t: Terminos = { ...base, montoInicialCentavos: 10000000n, cadaMeses: 6, meses: 18 };
    const valores = new Map([['2024-03-01', '10.00'], ['2024-09-01', '10.0015'], ['2025-03-01', '13.3353']]);
    const cal = calcular(t, valores, '2024-01-01');
    // 100,000.00 × 10.0015/10 = 100,015.00; × 13.3353/10.0015 = 133,353.00 (1.333330…)
    expect(cal.ajustes.map((a) => [a.factor, a.montoNuevo])).toEqual([['1.000150', 100015], ['1.333330', 133353]]);
    // Half up: 0.05 cents rounds up.
    const half = calcular({ ...t, montoInicialCentavos: 1n, meses: 7 }, new Map([['2024-03-01', '2'], ['2024-09-01', '3']]), '2024-01-01');
    expect(half.ajustes[0]!.montoNuevo).toBe(0.02);
  });

  it('never guesses a missing value: that period and every later one have no amount', () => {
    const t: Terminos = { ...base, cadaMeses: 6 };
    const cal = calcular(t, new Map([['2024-03-01', '8.47']]), '2024-10-01');
    expect(cal.ajustes[0]).toMatchObject({ desde: '2024-09-01', valorInicio: '8.47', valorFin: null, factor: null, montoNuevo: null, falta: '2024-09-01' });
    expect(cal.ajustes[1]).toMatchObject({ desde: '2025-03-01', montoAnterior: null, montoNuevo: null });
    expect(cal.cuotas.slice(0, 6).every((c) => c.monto === 350000)).toBe(true);
    expect(cal.cuotas.slice(6).every((c) => c.monto === null && c.estado === 'falta índice')).toBe(true);
    expect(cal.faltantes).toEqual([{ indice: 'ICL', fecha: '2024-09-01' }, { indice: 'ICL', fecha: '2025-03-01' }, { indice: 'ICL', fecha: '2025-09-01' }]);
  });

  it('lists the dates it reads', () => {
    expect(fechasNecesarias(base)).toEqual(['2024-03-01', '2025-03-01']);
    expect(fechasNecesarias({ ...base, indice: 'FIJO', porcentaje: '5' })).toEqual([]);
  });
});

describe('FIJO', () => {
  it('factor = 1 + porcentaje/100, each period on the previous rounded rent', () => {
    const t: Terminos = { ...base, indice: 'FIJO', porcentaje: '7.5', cadaMeses: 4, meses: 12, montoInicialCentavos: 12345678n };
    const cal = calcular(t, new Map(), '2024-01-01');
    // 123,456.78 × 1.075 = 132,716.0385 → 132,716.04; × 1.075 = 142,669.743 → 142,669.74
    expect(cal.ajustes.map((a) => [a.desde, a.factor, a.montoAnterior, a.montoNuevo])).toEqual([
      ['2024-07-01', '1.075000', 123456.78, 132716.04],
      ['2024-11-01', '1.075000', 132716.04, 142669.74],
    ]);
    expect(cal.cuotas.map((c) => c.monto)).toEqual([...Array(4).fill(123456.78), ...Array(4).fill(132716.04), ...Array(4).fill(142669.74)]);
  });
});

describe('NINGUNO and monthly indices', () => {
  it('NINGUNO: no adjustments, one amount throughout', () => {
    const cal = calcular({ ...base, indice: 'NINGUNO' }, new Map(), '2024-01-01');
    expect(cal.ajustes).toEqual([]);
    expect(new Set(cal.cuotas.map((c) => c.monto))).toEqual(new Set([350000]));
  });

  it('IPC reads the value of the month two before each period’s month by default', () => {
    const t: Terminos = { ...base, indice: 'IPC', cadaMeses: 3, meses: 6, inicio: '2024-03-15' };
    expect(periodStarts(t)).toEqual(['2024-06-15']);
    expect(fechasNecesarias(t)).toEqual(['2024-01-01', '2024-04-01']);
    const cal = calcular(t, new Map([['2024-01-01', '4261.5324'], ['2024-04-01', '5357.6915']]), '2024-01-01');
    // 350,000 × 5357.6915 / 4261.5324 = 440,027.6403… (factor 1.2572218…)
    expect(cal.ajustes[0]).toMatchObject({ fechaInicio: '2024-01-01', fechaFin: '2024-04-01', factor: '1.257222', montoNuevo: 440027.64 });
  });
});

describe('IPC and CVS: each contract’s lag (INDEC’s published levels, December 2016 = 100)', () => {
  // A June 2025 contract of $ 400.000 adjusted quarterly, in September 2025.
  const ipc = new Map([['2025-04-01', '8585.6078'], ['2025-05-01', '8714.4871'], ['2025-07-01', '9023.9730'], ['2025-08-01', '9193.2441']]);
  const junio: Terminos = { ...base, indice: 'IPC', cadaMeses: 3, meses: 6, inicio: '2025-06-01', montoInicialCentavos: 40000000n };

  it('lag 1: May and August levels, the rates of June, July and August: $ 400.000 → $ 421.975,22', () => {
    const t: Terminos = { ...junio, rezagoMeses: 1 };
    expect(fechasNecesarias(t)).toEqual(['2025-05-01', '2025-08-01']);
    const cal = calcular(t, ipc, '2025-09-15');
    expect(cal.ajustes[0]).toMatchObject({ desde: '2025-09-01', fechaInicio: '2025-05-01', fechaFin: '2025-08-01', valorInicio: '8714.4871', valorFin: '9193.2441', factor: '1.054938', montoNuevo: 421975.22, rezagoMeses: 1 });
    expect(cal.cuotas.map((c) => c.monto)).toEqual([400000, 400000, 400000, 421975.22, 421975.22, 421975.22]);
  });

  it('lag 2 (the default): April and July levels: $ 400.000 → $ 420.423,26', () => {
    for (const t of [junio, { ...junio, rezagoMeses: 2 as const }]) {
      expect(fechasNecesarias(t)).toEqual(['2025-04-01', '2025-07-01']);
      expect(calcular(t, ipc, '2025-09-15').ajustes[0]).toMatchObject({ fechaInicio: '2025-04-01', fechaFin: '2025-07-01', factor: '1.051058', montoNuevo: 420423.26, rezagoMeses: 2 });
    }
  });

  it('CVS follows the same lag; ICL keeps its days and has none', () => {
    expect(fechasNecesarias({ ...junio, indice: 'CVS', rezagoMeses: 1 })).toEqual(['2025-05-01', '2025-08-01']);
    expect(fechasNecesarias({ ...base, rezagoMeses: 1 })).toEqual(['2024-03-01', '2025-03-01']);
    const cal = calcular({ ...base, rezagoMeses: 1 }, new Map([['2024-03-01', '8.47'], ['2025-03-01', '20.13']]), '2025-04-15');
    expect(cal.ajustes[0]).toMatchObject({ fechaInicio: '2024-03-01', fechaFin: '2025-03-01', montoNuevo: 831818.18, rezagoMeses: null });
  });
});

describe('Casa Propia: the product of the monthly coefficients of the period’s months', () => {
  // A May 2025 contract of $ 100.000 adjusted every six months: on 1 November 2025 it multiplies the coefficients of
  // May to October 2025. May (1,0545) and October (1,0306) as published (November: 1,0281); June to September are
  // stand-ins (docs/decisions.md, 'Casa Propia') whose product with them gives the published semester, +31,17 %.
  const coef = new Map([
    ['2025-05-01', '1.0545'], ['2025-06-01', '1.0520'], ['2025-07-01', '1.0500'], ['2025-08-01', '1.0470'], ['2025-09-01', '1.0436'], ['2025-10-01', '1.0306'], ['2025-11-01', '1.0281'],
  ]);
  const mayo: Terminos = { ...base, indice: 'CASA_PROPIA', cadaMeses: 6, meses: 12, inicio: '2025-05-01', montoInicialCentavos: 10000000n };

  it('the November 2025 semester: $ 100.000 → $ 131.166,37 (+31,17 %), never the ratio of two months (97.496,44)', () => {
    expect(fechasNecesarias(mayo)).toEqual(['2025-05-01', '2025-06-01', '2025-07-01', '2025-08-01', '2025-09-01', '2025-10-01']);
    const cal = calcular(mayo, coef, '2025-11-15');
    const a = cal.ajustes[0]!;
    expect(a).toMatchObject({ desde: '2025-11-01', fechaInicio: '2025-05-01', fechaFin: '2025-10-01', factor: '1.311664', montoAnterior: 100000, montoNuevo: 131166.37, falta: null });
    expect(a.coeficientes).toEqual([...coef].slice(0, 6).map(([fecha, valor]) => ({ fecha, valor })));
    expect(((a.montoNuevo! / a.montoAnterior! - 1) * 100).toFixed(2)).toBe('31.17');
    expect(cal.cuotas.map((c) => c.monto)).toEqual([...Array(6).fill(100000), ...Array(6).fill(131166.37)]);
  });

  it('a month not loaded is never guessed: that period waits for it', () => {
    const sinAgosto = new Map([...coef].filter(([f]) => f !== '2025-08-01'));
    const cal = calcular(mayo, sinAgosto, '2025-11-15');
    expect(cal.ajustes[0]).toMatchObject({ factor: null, montoNuevo: null, falta: '2025-08-01' });
    expect(cal.faltantes).toEqual([{ indice: 'CASA_PROPIA', fecha: '2025-08-01' }]);
    expect(cal.cuotas[6]!.estado).toBe('falta índice');
  });

  it('a mid-month start reads the months its periods start in; a quarter multiplies three', () => {
    const t: Terminos = { ...mayo, inicio: '2025-05-15', cadaMeses: 3, meses: 6 };
    const cal = calcular(t, coef, '2025-09-01');
    expect(cal.ajustes[0]!.coeficientes!.map((c) => c.fecha)).toEqual(['2025-05-01', '2025-06-01', '2025-07-01']);
    // 100,000 × 1.0545 × 1.0520 × 1.0500 = 116,480.07
    expect(cal.ajustes[0]!.montoNuevo).toBe(116480.07);
  });
});

describe('rescission', () => {
  it('keeps the cuotas of the months that start before the day, and the adjustments within them', () => {
    const t: Terminos = { ...base, indice: 'FIJO', porcentaje: '10', cadaMeses: 6, rescision: '2024-09-20' };
    const cal = calcular(t, new Map(), '2024-01-01');
    expect(cal.cuotas.map((c) => c.periodo)).toEqual(['2024-03', '2024-04', '2024-05', '2024-06', '2024-07', '2024-08', '2024-09']);
    expect(cal.ajustes).toHaveLength(1);
    expect(proximoAjuste(t, '2024-05-01')).toBe('2024-09-01');
    expect(proximoAjuste(t, '2024-09-01')).toBeNull();
  });
});
