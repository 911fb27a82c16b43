// The schedule to the cent: ICL and FIJO factors, monthly indices' convention, missing values never guessed, dates.
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
      factor: '2.376623', montoAnterior: 350000, montoNuevo: 831818.18, falta: null,
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

  it('IPC reads the value of the month two before each period’s month', () => {
    const t: Terminos = { ...base, indice: 'IPC', cadaMeses: 3, meses: 6, inicio: '2024-03-15' };
    expect(periodStarts(t)).toEqual(['2024-06-15']);
    expect(fechasNecesarias(t)).toEqual(['2024-01-01', '2024-04-01']);
    const cal = calcular(t, new Map([['2024-01-01', '4261.5324'], ['2024-04-01', '5357.6915']]), '2024-01-01');
    // 350,000 × 5357.6915 / 4261.5324 = 440,027.6403… (factor 1.2572218…)
    expect(cal.ajustes[0]).toMatchObject({ fechaInicio: '2024-01-01', fechaFin: '2024-04-01', factor: '1.257222', montoNuevo: 440027.64 });
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
